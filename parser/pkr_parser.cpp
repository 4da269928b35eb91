// The PKR reader: the actions of parser/pkr_grammar.h's rules on top of the
// actions every PokerStars-style room shares (parser/stars_text_actions.h),
// the line loop of parser/stars_text_reader.h instantiated with them (a hand
// with no summary), then what the lines leave to the whole hand: the posts of
// a player coming in joined, the calls and raises (written as the player's
// street total) made increments, the total pot and, with more than one, the
// main and side pots net of their rake from the last "Pot sizes:" lines, and
// the seated players the hand never names set sitting out.

#include "parser/pkr_parser.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>

#include "parser/not_dealt_in.h"
#include "parser/pkr_grammar.h"
#include "parser/stars_text_actions.h"
#include "parser/stars_text_reader.h"

namespace parser {

namespace stars_text {
namespace {

namespace pkr = parser::pkr;

// ---- cards: every card of a run of brackets ("[T c][2 s]", "[2h 3d]",
// "[qs]"); "[XX]", a card kept hidden, is none. Taken per whole run, as
// stars_text's card_list is, so a run cut short adds nothing.
template <>
struct action<pkr::cards> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    const std::string_view s = in.string_view();
    for (std::size_t i = 0; i < s.size(); ++i) {
      const char c = s[i];
      if (c == '[' || c == ']' || c == ' ') continue;
      if (c == 'X') {  // "XX"
        ++i;
        continue;
      }
      std::size_t j = i + 1;
      while (j < s.size() && s[j] == ' ') ++j;
      if (j >= s.size()) break;
      const char text[2] = {static_cast<char>(std::toupper(static_cast<unsigned char>(c))), s[j]};
      if (auto card = engine::Card::parse(std::string_view(text, 2))) b.cards.push(*card);
      i = j;
    }
  }
};

// ---- header and game lines
template <>
struct action<pkr::table_number> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    b.rec.table = in.string_view();
    b.rec.game.variant = Variant::kHoldem;  // until "Game Type:" names it
  }
};
template <>
struct action<pkr::tournament_number> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    b.rec.tournament_id = in.string_view();
  }
};
template <>
struct action<pkr::hand_number> : set_hand_id {};
template <>
struct action<pkr::starting_hand_line> : set_variant<Variant::kHoldem> {};
template <>
struct action<pkr::game_omaha_hi_lo> {
  template <typename In>
  static void apply(const In&, Builder& b) {
    b.rec.game.variant = Variant::kOmaha;
    b.rec.game.hi_lo = true;
  }
};
template <>
struct action<pkr::game_omaha> : set_variant<Variant::kOmaha> {};
template <>
struct action<pkr::game_holdem> : set_variant<Variant::kHoldem> {};
template <>
struct action<pkr::limit_no> : set_structure<Structure::kNoLimit> {};
template <>
struct action<pkr::limit_pot> : set_structure<Structure::kPotLimit> {};
template <>
struct action<pkr::play_money> : action<stars_text::play_money> {};

// ---- seats: the first list is the starting stacks; the second, after the
// actions, the final ones (stars_text's seat_line passes over a seat line
// once the hand has actions).
template <>
struct action<pkr::seat_name> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    b.name = in.string_view();
  }
};
template <>
struct action<pkr::seat_line> : action<stars_text::seat_line> {};

// ---- actions
template <>
struct action<pkr::post_small> : set_act<Act::kPostSmallBlind> {};
template <>
struct action<pkr::post_big> : set_act<Act::kPostBigBlind> {};
template <>
struct action<pkr::post_ante> : set_act<Act::kPostAnte> {};
// A dead post is read as the dead part of a post of both blinds; settle
// joins it to the player's live post or makes it a dead small blind.
template <>
struct action<pkr::post_dead> : set_act<Act::kPostSmallAndBig> {};
template <>
struct action<pkr::post_live> : set_act<Act::kPostBigBlind> {};
template <>
struct action<pkr::act_fold> : set_act<Act::kFold> {};
template <>
struct action<pkr::act_check> : set_act<Act::kCheck> {};
template <>
struct action<pkr::act_call> : set_act<Act::kCall> {};
template <>
struct action<pkr::act_bet> : set_act<Act::kBet> {};
template <>
struct action<pkr::act_raise_to> : set_act<Act::kRaise> {};
template <>
struct action<pkr::act_show> : set_act<Act::kShow> {};
template <>
struct action<pkr::act_muck> : set_act<Act::kMuck> {};
template <>
struct action<pkr::act_no_show> : set_act<Act::kFold, false> {};
template <>
struct action<pkr::all_in_note> : action<all_in> {};
template <>
struct action<pkr::action_line> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    if (!b.is_action) return;
    // A raise's one amount is its street total: `to`, the increment is
    // settled with the hand (settle_street_totals).
    if (b.act == Act::kRaise) b.amounts.insert(b.amounts.begin(), Chips{0});
    commit_action(in, b, in.begin() + b.rec.players[static_cast<std::size_t>(b.player)].name.size() + 1);
  }
};

// ---- streets: a flop, turn or river line gives the new cards alone; the
// board is the cards before them and these.
template <>
struct action<pkr::marker_hole> : set_marker<Marker::kHoleCards> {};
template <>
struct action<pkr::marker_flop> : set_marker<Marker::kFlop> {};
template <>
struct action<pkr::marker_turn> : set_marker<Marker::kTurn> {};
template <>
struct action<pkr::marker_river> : set_marker<Marker::kRiver> {};
template <>
struct action<pkr::street_line> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    if (b.marker != Marker::kHoleCards) {
      engine::CardList board = b.rec.boards[0];
      for (engine::Card c : b.cards) board.push(c);
      b.cards = board;
    }
    action<stars_text::street_line>::apply(in, b);
  }
};
template <>
struct action<pkr::dealt_line> : deal_cards {};

// ---- money
template <>
struct action<pkr::returning_line> : action<uncalled_line> {};
template <>
struct action<pkr::pot_rake> {
  template <typename In>
  static void apply(const In&, Builder& b) {
    b.rec.stated.rake = b.rec.stated.rake.value_or(Chips{0}) + b.last_amount();
  }
};
template <>
struct action<pkr::no_rake> {
  template <typename In>
  static void apply(const In&, Builder& b) {
    if (!b.rec.stated.rake) b.rec.stated.rake = Chips{0};
  }
};
// "Player2 has Two Pairs: Aces, 8s", and a payout's "with: Two Pairs:
// Aces, 8s": the words describing a shown hand, kept from the first line
// that writes them (the high hand's, in hi/lo), where they are read (the
// line's player is known by then).
template <>
struct action<pkr::hand_words> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    b.text = in.string_view();
    keep_description(b);
  }
};
template <>
struct action<pkr::win_words> : action<pkr::hand_words> {};
template <>
struct action<pkr::wins_line> : money_line<Act::kCollect> {};
template <>
struct action<pkr::ties_line> : money_line<Act::kCollect> {};
template <>
struct action<pkr::rebuys_line> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    if (b.rec.has_summary) return;  // after "End of Hand": the next hand's line counts it
    b.rec.chips_added.push_back({b.player, b.last_amount(), b.pos_of(in.begin())});
  }
};
template <>
struct action<pkr::protected_line> : money_line<Act::kTreatedAllIn> {};
template <>
struct action<pkr::end_line> {
  template <typename In>
  static void apply(const In&, Builder& b) {
    b.rec.has_summary = true;  // the hand is whole
  }
};

template <>
inline constexpr const char* error_message<pkr::expected_verb> =
    "an action (posts, folds, checks, calls, bets, raises to, shows, mucks, doesn't show)";
template <>
inline constexpr const char* error_message<pkr::expected_action_end> = "the end of the action line (or \" (all-in)\")";

struct PkrDialect {
  using header_line = pkr::header_line;
  using table_line = pkr::table_header;
  using street_line = pkr::street_line;
  using body_line = pkr::body_line;
  using summary_line = pkr::summary_line;
  static constexpr std::string_view kFormat = "pkr";
  static constexpr std::string_view kSite = "pkr";
  static constexpr const char* kHeaderExpected =
      "cannot read the hand header: expected \"Table #<number> - <name>\" or \"Starting Hand #<number>\"";
  static constexpr const char* kForeignLine = "cannot read this line: it is not a line a PKR hand history contains";
  static constexpr bool kSummaryListsEveryone = false;
  // No summary: "End of Hand #N" closes the hand (checked by parse_pkr_hand).
  static bool summary_may_be_empty(const Builder&) { return true; }
};

// The total pot: the sum of the last block of "Pot sizes:" lines (one line
// a pot, main first), which PKR writes after each street and after the
// last; before rake, after an uncalled bet's return. None in the 2009 and
// 2010 files.
void read_pot_sizes(const std::vector<HandLine>& lines, HandRecord& rec) {
  constexpr std::string_view kPrefix = "Pot sizes: ";
  std::size_t last = lines.size();
  for (std::size_t i = lines.size(); i-- > 0;)
    if (lines[i].text.starts_with(kPrefix)) {
      last = i;
      break;
    }
  if (last == lines.size()) return;
  std::size_t first = last;
  while (first > 0 && lines[first - 1].text.starts_with(kPrefix)) --first;
  std::array<Chips, kMaxSeats> pots{};
  std::size_t count = 0;
  for (std::size_t i = first; i <= last && count < pots.size(); ++i) {
    std::string_view s = lines[i].text.substr(kPrefix.size());
    while (!s.empty() && !is_digit_char(s.front())) s.remove_prefix(1);  // "$", "€"
    const std::optional<Chips> pot = plain_chips(s);
    if (!pot) return;  // not an amount the grammar took: no total
    pots[count++] = *pot;
  }
  // A walk's pot is written twice in a row ("Pot sizes: 400" after the
  // round and again at the end, NLHE-USD-STT-201205): a block whose second
  // half repeats its first lists its pots once.
  if (count % 2 == 0 && std::equal(pots.begin(), pots.begin() + count / 2, pots.begin() + count / 2))
    count /= 2;
  Chips total{0};
  for (std::size_t i = 0; i < count; ++i) total += pots[i];
  rec.stated.total = total;
  rec.stated.pos = SourcePos{lines[first].number, lines[first].column_base + 1};
  if (count < 2) return;
  // Main and side pots, each net of the rake "Taking Rake of $0.17 from pot
  // 2" takes from it (pot 1 is the main pot), as a summary's "Main pot ..
  // Side pot .." states them: the wins of each pot are judged against it.
  constexpr std::string_view kRake = "Taking Rake of ";
  constexpr std::string_view kFrom = " from pot ";
  for (const HandLine& l : lines) {
    if (!l.text.starts_with(kRake)) continue;
    const std::size_t from = l.text.find(kFrom);
    if (from == std::string_view::npos) return;
    std::string_view amount = l.text.substr(kRake.size(), from - kRake.size());
    while (!amount.empty() && !is_digit_char(amount.front())) amount.remove_prefix(1);
    const std::optional<Chips> rake = plain_chips(amount);
    const std::size_t pot = static_cast<std::size_t>(small_number(l.text.substr(from + kFrom.size())));
    if (!rake || pot < 1 || pot > count) return;  // a pot the list does not have: no split stated
    pots[pot - 1] -= *rake;
  }
  rec.stated.main = pots[0];
  for (std::size_t i = 1; i < count; ++i) rec.stated.side.push_back(pots[i]);
}

// "Player2 posts $2" then "Player2 posts $1 dead": a live big blind and a
// dead small blind, one post of both as the record holds it (the small-blind
// part dead). "Player5 posts $0" then "posts $0.02 dead": the dead small
// blind alone, a second small blind (dead money: replay's post_small_blind).
void join_dead_posts(HandRecord& rec) {
  auto& actions = rec.actions;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    if (actions[i].kind != Act::kPostSmallAndBig) continue;
    std::size_t live = i;
    for (std::size_t k = 0; k < i; ++k)
      if (actions[k].player == actions[i].player && actions[k].kind == Act::kPostBigBlind) live = k;
    if (live == i || !actions[live].amount.positive()) {
      actions[i].kind = Act::kPostSmallBlind;
      if (live != i) {
        actions.erase(actions.begin() + static_cast<std::ptrdiff_t>(live));
        --i;
      }
      continue;
    }
    actions[live].kind = Act::kPostSmallAndBig;
    actions[live].amount += actions[i].amount;
    actions[live].all_in = actions[live].all_in || actions[i].all_in;
    actions.erase(actions.begin() + static_cast<std::ptrdiff_t>(i));
    --i;
  }
}

// PKR writes a call and a raise as what the player has put in on the street
// once it is made ("Player0 calls $0.06" after his $0.04 big blind adds
// $0.02): a call becomes what it adds, a raise its increment over the
// largest bet with the street total as `to`. The live blinds count on the
// first street (a second small blind is dead money, replay's
// post_small_blind).
void settle_street_totals(HandRecord& rec) {
  std::array<Chips, kMaxSeats> in{};
  Chips largest{0};
  Street street = Street::kPreflop;
  bool small_blind_seen = false;
  for (engine::ActionRecord& a : rec.actions) {
    if (a.player < 0 || static_cast<std::size_t>(a.player) >= kMaxSeats) continue;
    if (a.street != street) {
      street = a.street;
      in.fill(Chips{0});
      largest = Chips{0};
    }
    Chips& mine = in[static_cast<std::size_t>(a.player)];
    switch (a.kind) {
      case Act::kPostSmallBlind:
        if (!small_blind_seen) mine += a.amount;
        small_blind_seen = true;
        break;
      case Act::kPostBigBlind:
        mine += a.amount;
        break;
      case Act::kPostSmallAndBig:
        mine += std::min(a.amount, rec.game.big_blind);
        break;
      case Act::kCall:
        a.amount = a.amount - mine;
        mine += a.amount;
        break;
      case Act::kBet:
        mine += a.amount;
        break;
      case Act::kRaise:
        a.amount = a.to - largest;
        mine = a.to;
        break;
      case Act::kUncalledReturn:
        mine -= a.amount;
        break;
      default:
        break;
    }
    largest = std::max(largest, mine);
  }
}

}  // namespace
}  // namespace stars_text

struct PkrScratch::Lists : stars_text::Lists {};

PkrScratch::PkrScratch() : lists_(std::make_unique<Lists>()) {}
PkrScratch::~PkrScratch() = default;
PkrScratch::PkrScratch(PkrScratch&&) noexcept = default;
PkrScratch& PkrScratch::operator=(PkrScratch&&) noexcept = default;

ParseStatus parse_pkr_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                           std::vector<engine::Finding>& findings) {
  PkrScratch scratch;
  return parse_pkr_hand(text, line, column, out, findings, scratch);
}

ParseStatus parse_pkr_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                           std::vector<engine::Finding>& findings, PkrScratch& scratch) {
  // A file that begins inside a hand: parser::split_site_hands gives its
  // tail as a hand (before the first "Table #" prelude or header).
  const std::size_t start = text.find_first_not_of(" \t\r\n");
  if (start == std::string_view::npos ||
      !(text.substr(start).starts_with("Table #") || text.substr(start).starts_with("Starting Hand #")))
    return stars_text::read_tail<stars_text::PkrDialect>(text, line, column, SiteFormat::kPkr, out, findings,
                                                          scratch.lists_->lines);
  ParseStatus status = stars_text::read_hand<stars_text::PkrDialect>(text, line, column, out, findings, *scratch.lists_);
  // A hand stopped at a line it cannot read is settled all the same: the
  // audit judges what was read before (HandRecord::stop_pos).
  if (status != ParseStatus::kOk && out.stop_pos.line == 0) return status;
  if (status == ParseStatus::kOk && !out.has_summary) {
    const auto& lines = scratch.lists_->lines;
    stars_text::add_finding(findings, engine::Rule::kTruncatedHand, out.end_pos,
                            "the hand stops before its \"End of Hand\" line: the log is cut here",
                            stars_text::excerpt(lines.back().text));
    out.stop_pos = out.end_pos;
    status = ParseStatus::kUnreadable;
  }
  stars_text::read_pot_sizes(scratch.lists_->lines, out);
  stars_text::join_dead_posts(out);
  stars_text::settle_street_totals(out);
  // A seated player the hand never names was not dealt in: "away from
  // table", or "will be dealt in after the button".
  mark_not_dealt_in(out);
  return status;
}

}  // namespace parser
