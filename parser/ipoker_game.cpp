#include "parser/ipoker_game.h"

#include <algorithm>

#include "parser/bovada_settle.h"
#include "parser/grouped_amount.h"

namespace parser {

namespace {

using engine::Chips;
using engine::Structure;
using engine::Variant;

struct NamedGame {
  std::string_view text;
  Variant variant;
  bool hi_lo;
};
// Longest names first: "Omaha Hi-Lo" before "Omaha".
constexpr NamedGame kGames[] = {
    {"Six Plus Holdem", Variant::kSixPlusHoldem, false}, {"Holdem", Variant::kHoldem, false},
    {"Omaha Hi-Lo", Variant::kOmaha, true},              {"Omaha HiLow", Variant::kOmaha, true},
    {"Omaha", Variant::kOmaha, false},                   {"7 Card Stud Hi-Lo", Variant::kStud7, true},
    {"7 Card Stud HiLow", Variant::kStud7, true},        {"7 Card Stud", Variant::kStud7, false},
    {"5 Card Stud", Variant::kStud5, false},
};

struct LimitWord {
  std::string_view text;
  Structure structure;
};
// The limit as the client's language writes it: Spanish "SL" (sin límite),
// Russian "БЛ" (без лимита), "LZ" for no limit, "LP" for pot limit.
constexpr LimitWord kLimits[] = {
    {"No limit", Structure::kNoLimit}, {"Pot limit", Structure::kPotLimit}, {"Limit", Structure::kFixedLimit},
    {"NL", Structure::kNoLimit},       {"SL", Structure::kNoLimit},         {"\xD0\x91\xD0\x9B", Structure::kNoLimit},
    {"LZ", Structure::kNoLimit},       {"PL", Structure::kPotLimit},        {"LP", Structure::kPotLimit},
    {"L", Structure::kFixedLimit},
};

// `text` starts with the word(s) `word`, followed by a blank or its end.
bool starts_with_word(std::string_view text, std::string_view word) {
  return text.starts_with(word) && (text.size() == word.size() || text[word.size()] == ' ');
}

std::string_view after_word(std::string_view text, std::string_view word) {
  text.remove_prefix(word.size());
  const std::size_t first = text.find_first_not_of(' ');
  return first == std::string_view::npos ? std::string_view{} : text.substr(first);
}

// The stakes "$0.02/$0.04" (the last such pair: "LH 20/40 x2 Limit
// $10.00/$20.00") and "Ante $0.00" of what follows the limit word.
std::optional<std::string> read_stakes(std::string_view rest, IpokerGame& out, bool first_pair = false) {
  std::string_view previous;
  while (!rest.empty()) {
    const std::size_t space = rest.find(' ');
    const std::string_view token = rest.substr(0, space);
    rest = space == std::string_view::npos ? std::string_view{} : after_word(rest, token);
    const std::size_t slash = token.find('/');
    if (previous == "Ante") {
      if (ipoker_amount(token, out.ante, out.symbol_seen) != AmountRead::kOk) return "the ante is not an amount";
    } else if (slash != std::string_view::npos && !(first_pair && out.stakes_stated)) {
      Chips small{0}, big{0};
      if (ipoker_amount(token.substr(0, slash), small, out.symbol_seen) != AmountRead::kOk ||
          ipoker_amount(token.substr(slash + 1), big, out.symbol_seen) != AmountRead::kOk)
        return "the stakes are two amounts: \"$0.02/$0.04\"";
      out.small = small;
      out.big = big;
      out.stakes_stated = true;
    }
    previous = token;
  }
  return std::nullopt;
}

// The most cards one player holds: stud and flop games alike.
std::size_t most_hole_cards(const engine::HandRecord& rec) {
  std::size_t most = 0;
  for (const auto& p : rec.players) most = std::max<std::size_t>(most, p.hole.size);
  return most;
}

}  // namespace

AmountRead ipoker_amount(std::string_view s, Chips& out, bool& symbol) {
  // Loops, not find_first_of("0123456789"): that calls memchr on the set
  // for each byte, and every amount of a hand passes here.
  const auto is_digit = [](char c) { return c >= '0' && c <= '9'; };
  const auto is_number_byte = [&](char c) { return is_digit(c) || c == '.' || c == ',' || c == ' '; };
  // Digits alone ("0", "20"), the commonest: read as grouped_amount reads
  // them (whole units), in the pass that tells them.
  if (!s.empty() && s.size() <= 15) {
    std::int64_t units = 0;
    std::size_t i = 0;
    for (; i < s.size() && is_digit(s[i]); ++i) units = units * 10 + (s[i] - '0');
    if (i == s.size()) {
      units *= 100;
      if (units > engine::kMaxAmount.minor_units()) return AmountRead::kTooLarge;
      out = Chips{units};
      return AmountRead::kOk;
    }
  }
  // Most others are a number alone ("1,500"): one pass to tell, then the
  // number read, as below with no symbol around it.
  if (!s.empty() && is_digit(s.front()) && is_digit(s.back()) && std::all_of(s.begin(), s.end(), is_number_byte)) {
    const std::optional<Chips> amount = grouped_amount(s);
    if (!amount) return AmountRead::kTooLarge;
    out = *amount;
    return AmountRead::kOk;
  }
  const auto first_digit = std::find_if(s.begin(), s.end(), is_digit);
  if (first_digit == s.end()) return AmountRead::kNoDigits;
  const auto first = static_cast<std::size_t>(first_digit - s.begin());
  const auto last = static_cast<std::size_t>(std::find_if(s.rbegin(), s.rend(), is_digit).base() - s.begin()) - 1;
  if (first > 0 || last + 1 < s.size()) symbol = true;
  const std::string_view number = s.substr(first, last + 1 - first);
  if (const auto bad_at = std::find_if_not(number.begin(), number.end(), is_number_byte); bad_at != number.end()) {
    // Read up to there as a number: too large already, or not a number.
    const auto digits = std::count_if(number.begin(), bad_at, is_digit);
    return digits > 15 ? AmountRead::kTooLarge : AmountRead::kNotANumber;
  }
  const std::optional<Chips> amount = grouped_amount(number);
  if (!amount) return AmountRead::kTooLarge;
  out = *amount;
  return AmountRead::kOk;
}

std::optional<std::string> read_game_type(std::string_view text, IpokerGame& out) {
  std::string_view rest = text;
  if (starts_with_word(text, "LH")) {
    // "LH 20/40 x2 Limit $10.00/$20.00": limit hold'em with bets of 20
    // and 40, blinds of $10 and $20 (LHE-HU-USD-20-40-201103.flat.format.txt).
    out.structure = Structure::kFixedLimit;
    return read_stakes(after_word(text, "LH"), out, true);
  }
  const auto game = std::find_if(std::begin(kGames), std::end(kGames),
                                 [&](const NamedGame& g) { return starts_with_word(text, g.text); });
  if (game != std::end(kGames)) {
    out.variant = game->variant;
    out.hi_lo = game->hi_lo;
    rest = after_word(text, game->text);
  } else {
    out.variant = Variant::kOmaha;
    out.named = false;
  }
  const auto limit = std::find_if(std::begin(kLimits), std::end(kLimits),
                                  [&](const LimitWord& l) { return starts_with_word(rest, l.text); });
  if (limit == std::end(kLimits))
  {
    std::string why = "the game type \"";
    why.append(text).append("\" names no game and limit iPoker writes (\"Holdem NL\", \"Omaha PL\")");
    return why;
  }
  out.structure = limit->structure;
  return read_stakes(after_word(rest, limit->text), out);
}

void apply_game(const IpokerGame& game, engine::HandRecord& rec) {
  engine::GameDef& g = rec.game;
  g.variant = game.variant;
  g.hi_lo = game.hi_lo;
  g.structure = game.structure;
  if (g.variant == Variant::kOmaha) {
    // "Omaha" and the unnamed game are four-, five- or six-card Omaha: the
    // cards dealt say which.
    const int dealt = std::max(game.pocket_cards, static_cast<int>(most_hole_cards(rec)));
    if (dealt == 5) g.variant = Variant::kOmaha5;
    if (dealt == 6) g.variant = Variant::kOmaha6;
  }
  if (game.stakes_stated) {
    // Fixed limit: the small and big bet, where the record holds them.
    g.small_blind = game.small;
    g.big_blind = game.big;
  } else {
    derive_posted_stakes(rec);
  }
  g.ante = game.ante;
  for (const auto& a : rec.actions)
    if (a.kind == engine::Act::kPostAnte) g.ante = std::max(g.ante, a.amount);
  // 6+ Hold'em's big blind is its button blind (engine/game.h): iPoker's
  // tables post a small and a big blind as other hold'em tables do.
  if (g.variant == Variant::kSixPlusHoldem) g.button_blind = g.big_blind;
}

}  // namespace parser
