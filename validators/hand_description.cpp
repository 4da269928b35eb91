#include "validators/hand_description.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstddef>

#include "validators/description_words.h"
#include "validators/room_wordings.h"

namespace validators {

namespace {

using engine::HighCategory;
using words::consume_prefix;
using words::consume_suffix;
using words::kAce;
using words::kRankNames;
using words::plural;
using words::singular;
using words::straight_bottom;
using words::trim;

int rank_of_name(std::string_view name) {
  for (std::size_t r = 0; r < kRankNames.size(); ++r) {
    if (kRankNames[r] == name) return static_cast<int>(r);
  }
  return -1;
}

// Parses "Jack+Ten" into ranks; false on an unknown name or too many names.
bool parse_rank_list(std::string_view list, std::array<int, 5>& out, int& count) {
  count = 0;
  while (true) {
    const auto plus = list.find('+');
    const int rank = rank_of_name(list.substr(0, plus));
    if (rank < 0 || count == static_cast<int>(out.size())) return false;
    out[static_cast<std::size_t>(count++)] = rank;
    if (plus == std::string_view::npos) return true;
    list.remove_prefix(plus + 1);
  }
}

// Checks the text after " - " against the hand's kickers (the defining ranks
// past the named ones).
bool kicker_clause_matches(std::string_view clause, const engine::HighValue& value) {
  const int first = engine::named_rank_count(value.category);
  const int end = engine::defining_rank_count(value.category);
  if (first >= end) return false;  // full house, straight: no kickers
  if (clause == "lower kicker" || clause == "lower cards") return true;
  std::array<int, 5> named{};
  int count = 0;
  if (consume_suffix(clause, " kicker")) {
    // The kickers from the top down to the one that decided.
    if (!parse_rank_list(clause, named, count) || count > end - first) return false;
    for (int i = 0; i < count; ++i) {
      if (value.ranks[static_cast<std::size_t>(first + i)] != named[static_cast<std::size_t>(i)]) return false;
    }
    return true;
  }
  if (consume_suffix(clause, " higher")) {
    // Seen for flushes ("Eight higher"): the deciding lower card(s), in order.
    if (!parse_rank_list(clause, named, count)) return false;
    int next = first;
    for (int i = 0; i < count; ++i) {
      while (next < end && value.ranks[static_cast<std::size_t>(next)] != named[static_cast<std::size_t>(i)]) ++next;
      if (next == end) return false;
      ++next;
    }
    return true;
  }
  return false;
}

// "6,5,4,2,A": ranks in the given order, PokerStars' one-letter rank names.
template <std::size_t N>
std::string comma_list(const std::array<std::int8_t, N>& ranks, int count) {
  std::string out;
  for (int i = 0; i < count; ++i) {
    if (i > 0) out += ',';
    out += engine::rank_char(ranks[static_cast<std::size_t>(i)]);
  }
  return out;
}

}  // namespace

std::string pokerstars_high_description(const engine::HighValue& value, bool short_deck) {
  const int r0 = value.ranks[0];
  const int r1 = value.ranks[1];
  switch (value.category) {
    case HighCategory::kHighCard: return "high card " + singular(r0);
    case HighCategory::kPair: return "a pair of " + plural(r0);
    case HighCategory::kTwoPair: return "two pair, " + plural(r0) + " and " + plural(r1);
    case HighCategory::kTrips: return "three of a kind, " + plural(r0);
    case HighCategory::kStraight:
      return "a straight, " + singular(straight_bottom(r0, short_deck)) + " to " + singular(r0);
    case HighCategory::kFlush: return "a flush, " + singular(r0) + " high";
    case HighCategory::kFullHouse: return "a full house, " + plural(r0) + " full of " + plural(r1);
    case HighCategory::kQuads: return "four of a kind, " + plural(r0);
    case HighCategory::kStraightFlush:
      if (r0 == kAce) return "a Royal Flush";
      return "a straight flush, " + singular(straight_bottom(r0, short_deck)) + " to " + singular(r0);
  }
  return {};
}

bool description_matches(std::string_view logged, const engine::HighValue& value, bool short_deck) {
  std::string_view s = trim(logged);
  consume_prefix(s, "HI: ");
  if (const auto low = s.find("; "); low != std::string_view::npos) s = trim(s.substr(0, low));

  const std::string expected = pokerstars_high_description(value, short_deck);
  std::string alternative;
  if (value.category == HighCategory::kStraightFlush && value.ranks[0] == kAce) {
    alternative = "a straight flush, Ten to Ace";
  }
  for (const std::string& base : {expected, alternative}) {
    if (base.empty()) continue;
    std::string_view rest = s;
    if (!consume_prefix(rest, base)) continue;
    if (rest.empty()) return true;
    if (consume_prefix(rest, " - ") && kicker_clause_matches(rest, value)) return true;
  }
  return false;
}

namespace {

// GGPoker's rank names: "Two" and "Trey" where PokerStars says "Deuce" and "Three".
std::string gg_singular(int rank) {
  if (rank == 0) return "Two";
  if (rank == 1) return "Trey";
  return singular(rank);
}
std::string gg_plural(int rank) { return rank <= 1 ? gg_singular(rank) + "s" : plural(rank); }

}  // namespace

std::string ggpoker_high_description(const engine::HighValue& value, bool short_deck) {
  const int r0 = value.ranks[0];
  const int r1 = value.ranks[1];
  (void)short_deck;  // a straight is named by its top card, the short deck's lowest too
  switch (value.category) {
    case HighCategory::kHighCard: return gg_singular(r0) + "-High";
    case HighCategory::kPair: return "Pair of " + gg_plural(r0);
    case HighCategory::kTwoPair: return "Pair of " + gg_plural(r0) + " and Pair of " + gg_plural(r1);
    case HighCategory::kTrips: return "Three " + gg_plural(r0);
    case HighCategory::kStraight: return gg_plural(r0) + "-High Straight";
    case HighCategory::kFlush: return gg_singular(r0) + " High Flush";
    case HighCategory::kFullHouse: return gg_plural(r0) + " Full over " + gg_plural(r1);
    case HighCategory::kQuads: return "Four " + gg_plural(r0);
    case HighCategory::kStraightFlush:
      if (r0 == kAce) return "Royal Flush";
      return gg_plural(r0) + "-High Straight Flush";
  }
  return {};
}

bool ggpoker_description_matches(std::string_view logged, const engine::HighValue& value, bool short_deck) {
  // The summary may add the player's all-in cash-out after the hand:
  // "Pair of Kings, Cashout Risk ($22.68)", "Pair of Sixes, EV Cashout ($9.98)".
  std::string_view s = trim(logged);
  if (const auto note = s.find(", "); note != std::string_view::npos) s = s.substr(0, note);
  return s == ggpoker_high_description(value, short_deck);
}

namespace {

// Winamax's rank names: digits up to nine ("One pair : 5"), words above.
std::string wmx_rank(int rank) {
  constexpr int kTen = 8;
  return rank < kTen ? std::to_string(rank + 2) : singular(rank);
}

}  // namespace

std::string winamax_high_description(const engine::HighValue& value) {
  const std::string r0 = wmx_rank(value.ranks[0]);
  const std::string r1 = wmx_rank(value.ranks[1]);
  switch (value.category) {
    case HighCategory::kHighCard: return "High card : " + r0;
    case HighCategory::kPair: return "One pair : " + r0;
    case HighCategory::kTwoPair: return "Two pairs : " + r0 + " and " + r1;
    case HighCategory::kTrips: return "Trips of " + r0;
    case HighCategory::kStraight: return "Straight " + r0 + " high";
    case HighCategory::kFlush: return "Flush " + r0 + " high";
    case HighCategory::kFullHouse: return "Full of " + r0 + " and " + r1;
    case HighCategory::kQuads: return "Quads of " + r0;
    case HighCategory::kStraightFlush: return "Straight flush " + r0 + " high";
  }
  return {};
}

std::string bovada_high_description(const engine::HighValue& value) {
  switch (value.category) {
    case HighCategory::kHighCard: return "High Card";
    case HighCategory::kPair: return "One pair";
    case HighCategory::kTwoPair: return "Two pair";
    case HighCategory::kTrips: return "Three of a kind";
    case HighCategory::kStraight: return "Straight";
    case HighCategory::kFlush: return "Flush";
    case HighCategory::kFullHouse: return "Full House";
    case HighCategory::kQuads: return "Four of a kind";
    case HighCategory::kStraightFlush: return "Straight Flush";
  }
  return {};
}

bool winamax_description_matches(std::string_view logged, const engine::HighValue& value) {
  std::string_view s = trim(logged);
  if (consume_prefix(s, "LO : ")) return true;  // the low half: not judged here
  consume_prefix(s, "HI : ");
  // Word ranks come singular or plural ("One pair : Ace", "One pair : Aces"):
  // compared singular.
  std::string singular_text;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const bool word_end = i + 1 == s.size() || s[i + 1] == ' ';
    if (s[i] == 's' && word_end && i >= 3) {
      const std::string_view word = s.substr(0, i);
      const bool rank_word = word.ends_with("Ace") || word.ends_with("King") || word.ends_with("Queen") ||
                             word.ends_with("Jack") || word.ends_with("Ten");
      if (rank_word) continue;
    }
    singular_text += s[i];
  }
  // One client writes the first word in lower case ("high card : Ace").
  const std::string made = winamax_high_description(value);
  return singular_text.size() == made.size() &&
         std::equal(made.begin(), made.end(), singular_text.begin(),
                    [](char a, char b) { return std::tolower(static_cast<unsigned char>(a)) ==
                                                std::tolower(static_cast<unsigned char>(b)); });
}

bool bovada_description_matches(std::string_view logged, const engine::HighValue& value) {
  return trim(logged) == bovada_high_description(value);
}

namespace {

// Full Tilt's rank names: "Two" where PokerStars says "Deuce".
std::string ft_singular(int rank) { return words::two_singular(rank); }
std::string ft_plural(int rank) { return words::two_plural(rank); }

// The high half of a hi/lo description, or the whole of a high one: before
// "; LO: " and ", for high", after "HI: ".
std::string_view high_half(std::string_view s, std::string_view hi_prefix, std::string_view low_mark) {
  s = trim(s);
  consume_prefix(s, hi_prefix);
  if (const auto low = s.find(low_mark); low != std::string_view::npos) s = s.substr(0, low);
  return trim(s);
}

}  // namespace

std::string fulltilt_high_description(const engine::HighValue& value) {
  const int r0 = value.ranks[0];
  const int r1 = value.ranks[1];
  switch (value.category) {
    case HighCategory::kHighCard: return ft_singular(r0) + " " + ft_singular(r1) + " high";
    case HighCategory::kPair: return "a pair of " + ft_plural(r0);
    case HighCategory::kTwoPair: return "two pair, " + ft_plural(r0) + " and " + ft_plural(r1);
    case HighCategory::kTrips: return "three of a kind, " + ft_plural(r0);
    case HighCategory::kStraight: return "a straight, " + ft_singular(r0) + " high";
    case HighCategory::kFlush: return "a flush, " + ft_singular(r0) + " high";
    case HighCategory::kFullHouse: return "a full house, " + ft_plural(r0) + " full of " + ft_plural(r1);
    case HighCategory::kQuads: return "four of a kind, " + ft_plural(r0);
    case HighCategory::kStraightFlush: return "a straight flush, " + ft_singular(r0) + " high";
  }
  return {};
}

bool fulltilt_description_matches(std::string_view logged, const engine::HighValue& value) {
  std::string_view s = high_half(logged, "HI: ", "; LO: ");
  consume_suffix(s, ", for high");
  if (const auto low = s.find(", for high and "); low != std::string_view::npos) s = s.substr(0, low);
  return s == fulltilt_high_description(value);
}

std::string coinpoker_high_description(const engine::HighValue& value) {
  switch (value.category) {
    case HighCategory::kHighCard: return "High Card";
    case HighCategory::kPair: return "One Pair";
    case HighCategory::kTwoPair: return "Two Pair";
    case HighCategory::kTrips: return "Three Of A Kind";
    case HighCategory::kStraight: return "Straight";
    case HighCategory::kFlush: return "Flush";
    case HighCategory::kFullHouse: return "Full House";
    case HighCategory::kQuads: return "Four Of A Kind";
    case HighCategory::kStraightFlush: return "Straight Flush";
  }
  return {};
}

bool coinpoker_description_matches(std::string_view logged, const engine::HighValue& value) {
  return trim(logged) == coinpoker_high_description(value);
}

namespace {

// The ranks of the hand's kickers, highest first: "KT65".
std::string kicker_chars(const engine::HighValue& value) {
  std::string out;
  for (int i = engine::named_rank_count(value.category); i < engine::defining_rank_count(value.category); ++i)
    out += engine::rank_char(value.ranks[static_cast<std::size_t>(i)]);
  return out;
}

bool same_ignoring_case(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

}  // namespace

std::string sealswithclubs_high_description(const engine::HighValue& value) {
  const std::string kickers = kicker_chars(value);
  return pokerstars_high_description(value) + (kickers.empty() ? "" : " +" + kickers);
}

bool sealswithclubs_description_matches(std::string_view logged, const engine::HighValue& value) {
  std::string_view s = trim(logged);
  std::string_view kickers;
  if (const auto plus = s.rfind(" +"); plus != std::string_view::npos) {
    kickers = s.substr(plus + 2);
    s = s.substr(0, plus);
  }
  return same_ignoring_case(s, pokerstars_high_description(value)) && kickers == kicker_chars(value);
}

namespace {

// Everleaf's rank names: lower case, "two" where PokerStars says "deuce".
std::string everleaf_singular(int rank) { return words::lower(ft_singular(rank)); }
std::string everleaf_plural(int rank) { return words::lower(ft_plural(rank)); }

}  // namespace

std::string everleaf_high_description(const engine::HighValue& value) {
  const int r0 = value.ranks[0];
  const int r1 = value.ranks[1];
  switch (value.category) {
    case HighCategory::kHighCard: return "high card " + everleaf_singular(r0);
    case HighCategory::kPair: return "a pair of " + everleaf_plural(r0);
    case HighCategory::kTwoPair: return "two pairs, " + everleaf_plural(r0) + " and " + everleaf_plural(r1);
    case HighCategory::kTrips: return "three of a kind, " + everleaf_plural(r0);
    case HighCategory::kStraight: return "a straight, " + everleaf_singular(r0) + " high";
    case HighCategory::kFlush: return "a flush, " + everleaf_singular(r0) + " high";
    case HighCategory::kFullHouse:
      return "a full house, " + everleaf_plural(r0) + " full of " + everleaf_plural(r1);
    case HighCategory::kQuads: return "four of a kind, " + everleaf_plural(r0);
    case HighCategory::kStraightFlush: return "a straight flush, " + everleaf_singular(r0) + " high";
  }
  return {};
}

bool everleaf_description_matches(std::string_view logged, const engine::HighValue& value) {
  return trim(logged) == everleaf_high_description(value);
}

namespace {

// WPN's plurals add "s" to the name: "Sixs", "Deuces".
std::string wpn_plural(int rank) { return singular(rank) + "s"; }

// "[Js Jc Kd 9h 8c]": the five cards, or false when it is not five cards.
bool five_cards(std::string_view list, std::array<engine::Card, 5>& out) {
  if (!consume_prefix(list, "[") || !consume_suffix(list, "]")) return false;
  std::size_t n = 0;
  while (!list.empty()) {
    const auto space = list.find(' ');
    const auto card = engine::Card::parse(list.substr(0, space));
    if (!card || n == out.size()) return false;
    out[n++] = *card;
    list.remove_prefix(space == std::string_view::npos ? list.size() : space + 1);
  }
  return n == out.size();
}

}  // namespace

std::string wpn_high_description(const engine::HighValue& value) {
  const int r0 = value.ranks[0];
  const int r1 = value.ranks[1];
  switch (value.category) {
    case HighCategory::kHighCard: return "a high card, " + singular(r0) + " high";
    case HighCategory::kPair: return "a pair of " + wpn_plural(r0);
    case HighCategory::kTwoPair: return "two pair, " + wpn_plural(r0) + " and " + wpn_plural(r1);
    case HighCategory::kTrips: return "three of a kind, Set of " + wpn_plural(r0);
    case HighCategory::kStraight: return "a straight, " + singular(r0) + " high";
    case HighCategory::kFlush: return "a flush, " + singular(r0) + " high";
    case HighCategory::kFullHouse: return "a full house, " + wpn_plural(r0) + " full of " + wpn_plural(r1);
    case HighCategory::kQuads: return "four of a kind, " + wpn_plural(r0);
    case HighCategory::kStraightFlush:
      return r0 == kAce ? std::string("a royal flush") : "a straight flush, " + singular(r0) + " high";
  }
  return {};
}

std::string wpn_classic_high_description(const engine::HighValue& value) {
  // Ranks as the classic layout writes its cards: "10" for a ten.
  // The second rank only where the hand has one (two pair, full house):
  // the others hold -1 there.
  const auto rank = [&](std::size_t i) {
    const int r = value.ranks[i];
    return r == 8 ? std::string("10") : std::string(1, engine::rank_char(r));
  };
  const std::string r0 = rank(0);
  switch (value.category) {
    case HighCategory::kHighCard: return "High card " + r0;
    case HighCategory::kPair: return "One pair of " + r0 + "s";
    case HighCategory::kTwoPair: return "Two pairs. " + r0 + "s and " + rank(1) + "s";
    case HighCategory::kTrips: return "Three Of Kind of " + r0 + "s";
    case HighCategory::kStraight: return "Straight to " + r0;
    case HighCategory::kFlush: return "Flush, " + r0 + " high";
    case HighCategory::kFullHouse: return "Full House (" + r0 + "/" + rank(1) + ")";
    case HighCategory::kQuads: return "Four Of Kind of " + r0 + "s";
    case HighCategory::kStraightFlush: return "Straight flush to " + r0;
  }
  return {};
}

namespace {

// The classic layout's words, with its optional " (kicker X)".
bool wpn_classic_matches(std::string_view s, const engine::HighValue& value) {
  if (s.ends_with(")") && s.find(" (kicker ") != std::string_view::npos) {
    const auto open = s.rfind(" (kicker ");
    const std::string_view named = s.substr(open + 9, s.size() - open - 10);
    const auto first = static_cast<std::size_t>(engine::named_rank_count(value.category));
    const auto end = static_cast<std::size_t>(engine::defining_rank_count(value.category));
    if (first >= end) return false;  // no kickers to name
    const int kicker = value.ranks[first];
    if (named != (kicker == 8 ? std::string("10") : std::string(1, engine::rank_char(kicker)))) return false;
    s = s.substr(0, open);
  }
  return s == wpn_classic_high_description(value);
}

}  // namespace

bool wpn_description_matches(std::string_view logged, const engine::HighValue& value, bool short_deck) {
  if (wpn_classic_matches(trim(logged), value)) return true;
  std::string_view s = high_half(logged, "HI - ", " | LO - ");
  // The five cards that make the hand, after the words.
  if (const auto open = s.rfind(" ["); open != std::string_view::npos) {
    std::array<engine::Card, 5> five{};
    if (!five_cards(s.substr(open + 1), five)) return false;
    const engine::HighValue made = short_deck ? engine::eval_short_deck5(five.data()) : engine::eval_high5(five.data());
    if (made.category != value.category || made.ranks != value.ranks) return false;
    s = s.substr(0, open);
  }
  if (s == wpn_high_description(value)) return true;
  if (value.category == HighCategory::kStraightFlush)
    return value.ranks[0] == kAce && s == "a straight flush, Ace high";
  if (value.category != HighCategory::kTrips) return false;
  const std::string rank = wpn_plural(value.ranks[0]);
  return s == "three of a kind, Trips of " + rank || s == "three of a kind, " + rank;
}

std::string pokerstars_low_description(const engine::LowValue& value) {
  if (value.category == HighCategory::kHighCard) return comma_list(value.ranks, 5);
  // Made hands (razz pairs, 2-7 pairs, straights, flushes) use the high
  // wording; the ranks are already in the order that wording names them.
  engine::HighValue as_high;
  as_high.category = value.category;
  as_high.ranks = value.ranks;
  return pokerstars_high_description(as_high);
}

bool low_description_matches(std::string_view logged, const engine::LowValue& value) {
  std::string_view s = trim(logged);
  if (const auto low = s.find("; "); low != std::string_view::npos) s = trim(s.substr(low + 2));
  if (!consume_prefix(s, "LO: ")) consume_prefix(s, "Lo: ");
  return s == pokerstars_low_description(value);
}

std::string pokerstars_badugi_description(const engine::BadugiValue& value) {
  std::string out = value.size == 4 ? std::string("Badugi: ") : std::to_string(value.size) + "-card: ";
  out += comma_list(value.ranks, value.size);
  return out;
}

const HighWording& high_wording(std::string_view format) {
  static constexpr HighWording kPokerStars{
      [](std::string_view, const engine::HighValue&, bool) { return false; },
      [](const engine::HighValue& v, bool short_deck) { return pokerstars_high_description(v, short_deck); }};
  static constexpr HighWording kGgpoker{
      [](std::string_view logged, const engine::HighValue& v, bool short_deck) {
        return ggpoker_description_matches(logged, v, short_deck);
      },
      [](const engine::HighValue& v, bool short_deck) { return ggpoker_high_description(v, short_deck); }};
  static constexpr HighWording kWinamax{
      [](std::string_view logged, const engine::HighValue& v, bool) { return winamax_description_matches(logged, v); },
      [](const engine::HighValue& v, bool) { return winamax_high_description(v); }};
  static constexpr HighWording kBovada{
      [](std::string_view logged, const engine::HighValue& v, bool) { return bovada_description_matches(logged, v); },
      [](const engine::HighValue& v, bool) { return bovada_high_description(v); }};
  static constexpr HighWording kFullTilt{
      [](std::string_view logged, const engine::HighValue& v, bool) { return fulltilt_description_matches(logged, v); },
      [](const engine::HighValue& v, bool) { return fulltilt_high_description(v); }};
  static constexpr HighWording kEverleaf{
      [](std::string_view logged, const engine::HighValue& v, bool) { return everleaf_description_matches(logged, v); },
      [](const engine::HighValue& v, bool) { return everleaf_high_description(v); }};
  static constexpr HighWording kWpn{
      [](std::string_view logged, const engine::HighValue& v, bool short_deck) {
        return wpn_description_matches(logged, v, short_deck);
      },
      [](const engine::HighValue& v, bool) { return wpn_high_description(v); }};
  static constexpr HighWording kSealsWithClubs{
      [](std::string_view logged, const engine::HighValue& v, bool) {
        return sealswithclubs_description_matches(logged, v);
      },
      [](const engine::HighValue& v, bool) { return sealswithclubs_high_description(v); }};
  static constexpr HighWording kCoinPoker{
      [](std::string_view logged, const engine::HighValue& v, bool) { return coinpoker_description_matches(logged, v); },
      [](const engine::HighValue& v, bool) { return coinpoker_high_description(v); }};
  static constexpr HighWording kEnet{
      [](std::string_view logged, const engine::HighValue& v, bool) { return enet_description_matches(logged, v); },
      [](const engine::HighValue& v, bool) { return enet_high_description(v); }};
  static constexpr HighWording kCake{
      [](std::string_view logged, const engine::HighValue& v, bool) { return cake_description_matches(logged, v); },
      [](const engine::HighValue& v, bool) { return cake_high_description(v); }};
  static constexpr HighWording kPkr{
      [](std::string_view logged, const engine::HighValue& v, bool) { return pkr_description_matches(logged, v); },
      [](const engine::HighValue& v, bool) { return pkr_high_description(v); }};
  static constexpr HighWording kOngame{
      [](std::string_view logged, const engine::HighValue& v, bool) { return ongame_description_matches(logged, v); },
      [](const engine::HighValue& v, bool) { return ongame_high_description(v); }};
  static constexpr HighWording kEntraction{
      [](std::string_view logged, const engine::HighValue& v, bool) {
        return entraction_description_matches(logged, v);
      },
      [](const engine::HighValue& v, bool) { return entraction_high_description(v); }};
  static constexpr HighWording kAbsolute{
      [](std::string_view logged, const engine::HighValue& v, bool) { return absolute_description_matches(logged, v); },
      [](const engine::HighValue& v, bool) { return absolute_high_description(v); }};
  static constexpr HighWording kMerge{
      [](std::string_view logged, const engine::HighValue& v, bool) { return merge_description_matches(logged, v); },
      [](const engine::HighValue& v, bool) { return merge_high_description(v); }};
  static constexpr HighWording kPokerTracker{
      [](std::string_view logged, const engine::HighValue& v, bool) {
        return pokertracker_description_matches(logged, v);
      },
      [](const engine::HighValue& v, bool) { return pokertracker_high_description(v); }};
  static constexpr HighWording kMessageKeys{
      [](std::string_view logged, const engine::HighValue& v, bool) {
        return message_key_description_matches(logged, v);
      },
      [](const engine::HighValue& v, bool) { return message_key_high_description(v); }};
  static constexpr HighWording kPokerNow{
      [](std::string_view logged, const engine::HighValue& v, bool) { return pokernow_description_matches(logged, v); },
      [](const engine::HighValue& v, bool) { return pokernow_high_description(v); }};
  static constexpr HighWording kPartyPoker{
      [](std::string_view logged, const engine::HighValue& v, bool) {
        return partypoker_description_matches(logged, v);
      },
      [](const engine::HighValue& v, bool) { return partypoker_high_description(v); }};
  if (format == "ggpoker") return kGgpoker;
  if (format == "partypoker") return kPartyPoker;
  if (format == "pokernow") return kPokerNow;
  if (format == "pokertracker") return kPokerTracker;
  if (format == "boss" || format == "igt") return kMessageKeys;
  if (format == "absolute") return kAbsolute;
  if (format == "merge") return kMerge;
  if (format == "ongame") return kOngame;
  if (format == "entraction") return kEntraction;
  if (format == "enet") return kEnet;
  if (format == "cake") return kCake;
  if (format == "pkr") return kPkr;
  if (format == "fulltilt") return kFullTilt;
  if (format == "coinpoker") return kCoinPoker;
  if (format == "sealswithclubs") return kSealsWithClubs;
  if (format == "everleaf") return kEverleaf;
  if (format == "wpn") return kWpn;
  if (format == "winamax") return kWinamax;
  if (format == "bovada") return kBovada;
  return kPokerStars;
}

}  // namespace validators
