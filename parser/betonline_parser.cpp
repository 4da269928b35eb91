// The BetOnline (Chico network) reader: the actions of
// parser/betonline_grammar.h's own rules on top of the actions every
// PokerStars-style room shares (parser/stars_text_actions.h), the line loop
// of parser/stars_text_reader.h, and what the lines leave open settled once
// the hand is read: the seats counted from 0, posts of nothing, a dead post's
// unwritten small blind, a tournament's blinds (its header names its entry),
// raises stating what they add (parser/added_wagers.h) and the pots paid by
// the summary's lines alone.

#include "parser/betonline_parser.h"

#include <algorithm>

#include "parser/added_wagers.h"
#include "parser/betonline_grammar.h"
#include "parser/stars_text_actions.h"
#include "parser/stars_text_reader.h"

namespace parser {

namespace stars_text {
namespace {

namespace bol = betonline;

// Pushes the cards of `text` ("[Jd 8s]", "As Kc", "[4C QC]": blanks and
// brackets between them) to b.cards; the capitalised suits of ActionPoker's
// files are read as the lower-case ones.
void push_cards(std::string_view text, Builder& b) {
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '[' || text[i] == ']')) ++i;
    std::size_t end = i;
    while (end < text.size() && text[end] != ' ' && text[end] != '\t' && text[end] != ']') ++end;
    if (end - i == 2 || end - i == 3) {
      char card[3] = {text[i], text[i + 1], end - i == 3 ? text[i + 2] : '\0'};
      char& suit = card[end - i - 1];
      if (suit >= 'A' && suit <= 'Z') suit = static_cast<char>(suit - 'A' + 'a');
      if (auto c = engine::Card::parse(std::string_view(card, end - i))) b.cards.push(*c);
    }
    i = end;
  }
}

// A seat number of the log (from 0) as the record's (from 1): the engine
// and the audits take seat 0 for "none".
int record_seat(std::string_view digits) { return small_number(digits) + 1; }

// ---- cards
template <> struct action<bol::bol_card_list> {
  template <typename In> static void apply(const In& in, Builder& b) { push_cards(in.string_view(), b); }
};
template <> struct action<bol::shown_cards> : action<bol::bol_card_list> {};

// ---- header
template <> struct action<bol::hand_number> : set_hand_id {};
// ActionPoker's header names no limit ("Hold'em - 2012-04-03"): its hands
// are no-limit ones; a limit named after the game overrides this.
template <> struct action<bol::hand_prefix> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.game.structure = Structure::kNoLimit; }
};
template <> struct action<bol::tournament_id> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.game.tournament = true;
    b.rec.tournament_id = in.string_view();
  }
};
template <> struct action<bol::tournament_entry> {
  template <typename In> static void apply(const In& in, Builder& b) { b.rec.tournament_buy_in = in.string_view(); }
};

// ---- table and seats
template <> struct action<bol::plain_table_name> : action<table_name> {};
template <> struct action<bol::bol_button_seat> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.button_seat = record_seat(in.string_view());
    b.rec.button_pos = b.pos_of(in.begin());
  }
};
template <> struct action<bol::bol_seat_number> {
  template <typename In> static void apply(const In& in, Builder& b) { b.seat = record_seat(in.string_view()); }
};
template <> struct action<bol::bol_seat_name> {
  template <typename In> static void apply(const In& in, Builder& b) { b.name = in.string_view(); }
};
// Listed in no order ("Seat 8: .. Seat 7: .. Seat 0: .."): held in seat order.
template <> struct action<bol::seat_line> : seat_line_in_seat_order {};

// ---- streets
template <> struct action<bol::street_line> : action<street_line> {};

// ---- actions
template <> struct action<bol::dealt_line> : deal_cards {};
template <> struct action<bol::bol_post_small> : set_act<Act::kPostSmallBlind> {};
template <> struct action<bol::bol_post_big> : set_act<Act::kPostBigBlind> {};
// A new player's (or a returning one's) live big blind, as PokerStars'
// "posts big blind" out of turn.
template <> struct action<bol::post_now> : set_act<Act::kPostBigBlind> {};
// The missed blinds: the big one live as written, the small one dead and
// unwritten (settle_dead_posts adds it).
template <> struct action<bol::post_dead> : set_act<Act::kPostSmallAndBig> {};
template <> struct action<bol::ante_processed> : set_act<Act::kPostAnte> {};
template <> struct action<bol::bol_fold> : set_act<Act::kFold> {};
template <> struct action<bol::bol_check> : set_act<Act::kCheck> {};
template <> struct action<bol::bol_call> : set_act<Act::kCall> {};
template <> struct action<bol::bol_bet> : set_act<Act::kBet> {};
template <> struct action<bol::bol_raise> : set_act<Act::kRaise> {};
// What it adds, no street total: a raise whose `to` is 0
// (settle_added_wagers adds the amount to what the player has in).
template <> struct action<bol::raise_added> {
  template <typename In> static void apply(const In&, Builder& b) {
    b.act = Act::kRaise;
    b.is_action = true;
    b.amounts.push_back(Chips{0});
  }
};
template <> struct action<bol::all_in_mark> : action<all_in> {};
// A post of nothing ("ante processed 0.00" at tables without ante, "post
// dead 0.00") moves no chip: not an action.
template <> struct action<bol::action_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    if (!b.is_action) return;
    const bool post = b.act == Act::kPostAnte || b.act == Act::kPostSmallAndBig || b.act == Act::kPostBigBlind ||
                      b.act == Act::kPostSmallBlind;
    if (post && !b.last_amount().positive()) return;
    commit_action(in, b, in.begin() + b.rec.players[static_cast<std::size_t>(b.player)].name.size() + 2);
  }
};
template <> struct action<bol::unseated_action_line> : action<unseated_action_line> {};
template <> struct action<bol::show_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.act = Act::kShow;
    b.is_action = true;
    commit_action(in, b, in.begin() + b.rec.players[static_cast<std::size_t>(b.player)].name.size() + 1);
  }
};

// ---- summary
template <> struct action<bol::summary_seat_line> : action<summary_seat_line> {};

template <> inline constexpr const char* error_message<bol::expected_hand_number> = "the hand's number, then ':'";
template <> inline constexpr const char* error_message<bol::expected_game> =
    "a game such as \"Hold'em No Limit ($0.25/0.50)\" or \"Hold'em $10.00/$20.00\"";
template <> inline constexpr const char* error_message<bol::expected_verb> =
    "an action (posts, post now, post dead, ante processed, folds, checks, calls, bets, raises ...)";
template <> inline constexpr const char* error_message<bol::expected_action_end> =
    "the end of the action line (or \" and is all in\")";

struct BetOnlineDialect {
  using header_line = bol::header_line;
  using table_line = bol::table_line;
  using street_line = bol::street_line;
  using body_line = bol::body_line;
  using summary_line = bol::summary_line;
  static constexpr std::string_view kFormat = "betonline";
  static constexpr std::string_view kSite = "betonline";
  static constexpr const char* kHeaderExpected =
      "cannot read the hand header: expected \"BetOnline Poker Game #<id>: <game> (<stakes>) - <date>\"";
  static constexpr const char* kForeignLine =
      "cannot read this line: it is not a line a BetOnline (Chico network) hand history contains";
  // A player who leaves the table during the hand has no summary line
  // ("Player10 has left the table" after his fold, #900204250).
  static constexpr bool kSummaryListsEveryone = false;
};

// "post dead 0.50" at $0.25/$0.50 puts in 0.75: the big blind live, as
// written (the poster checks when the betting comes round to him), and the
// small blind dead, unwritten, but in the summary's total (hand #1002134798:
// "Total pot 14.83 | Rake 0.78" is 0.25 more than the written wagers). The
// record's post of both (Act::kPostSmallAndBig) holds the two.
void settle_dead_posts(HandRecord& rec) {
  for (engine::ActionRecord& a : rec.actions)
    if (a.kind == Act::kPostSmallAndBig) a.amount += rec.game.small_blind;
}

// A tournament's header (and ActionPoker's) names no blinds: they are the
// first full posts, the ante the largest one posted.
void settle_blinds(HandRecord& rec) {
  engine::GameDef& g = rec.game;
  if (!g.big_blind.positive()) {
    g.small_blind = first_full_post(rec, Act::kPostSmallBlind);
    g.big_blind = first_full_post(rec, Act::kPostBigBlind);
  }
  if (!g.ante.positive())
    for (const engine::ActionRecord& a : rec.actions)
      if (a.kind == Act::kPostAnte && !a.all_in) g.ante = max(g.ante, a.amount);
}

// The pot-limit Omaha tables write "Hold'em Pot Limit" in their header
// ("Table 'Weeds (Hi)'", four cards dealt and shown): a hand whose cards
// are four a player is Omaha.
void settle_variant(HandRecord& rec) {
  if (rec.game.variant != Variant::kHoldem) return;
  for (const engine::PlayerRecord& p : rec.players)
    if (p.hole.size == 4) {
      rec.game.variant = Variant::kOmaha;
      return;
    }
}

// The summary's "Total pot 47.98 | Rake 2.52" is what the winners share,
// the rake already off (hand #1002060530: the wagers come to 50.50, the
// wins to 47.98): the record's total is the pot before the rake, as
// PokerStars states it.
void settle_total(HandRecord& rec) {
  if (rec.stated.total.has_value() && rec.stated.rake.has_value()) *rec.stated.total += *rec.stated.rake;
}

// The seat list holds players who are not dealt in, marked " - Sitting
// out" or not at all ("Seat 9: Player8 (2.00 in chips)", then no line of
// his but "Seat 9: Player8 collected (0.00)" in the summary, #1593704164),
// while a player marked "Sitting out" may post and play (PayNoRake
// #1027919331): a player is dealt in when a line of the hand has him act,
// post, show or be dealt his cards.
void settle_sitting_out(HandRecord& rec) {
  std::array<bool, kMaxSeats> acted{};
  for (const engine::ActionRecord& a : rec.actions)
    if (a.player >= 0 && static_cast<std::size_t>(a.player) < kMaxSeats) acted[static_cast<std::size_t>(a.player)] = true;
  for (std::size_t i = 0; i < rec.players.size() && i < kMaxSeats; ++i)
    rec.players[i].sitting_out = !acted[i] && static_cast<int>(i) != rec.hero && rec.players[i].hole.empty();
}

// When no bet is left to make (every player but one all in), the log
// writes no more street markers: the summary's "Board [..]" holds the
// cards dealt after them ("*** TURN ***" then "*** SHOW DOWN ***", "Board
// [7h Kh 9d 6h Js]", #1002060530). The board dealt is the summary's where
// it goes on from it, each street it adds dealt at the summary's board line.
void settle_run_out(HandRecord& rec) {
  const engine::CardList& said = rec.summary_boards[0];
  engine::CardList& dealt = rec.boards[0];
  if (said.size <= dealt.size || said.size < 3) return;
  for (std::size_t k = 0; k < dealt.size; ++k)
    if (!(said.cards[k] == dealt.cards[k])) return;
  dealt = said;
  for (Street s : {Street::kFlop, Street::kTurn, Street::kRiver}) {
    const auto k = static_cast<std::size_t>(s);
    const std::size_t cards = 2 + k - static_cast<std::size_t>(Street::kFlop) + 1;
    if (said.size < cards) break;
    if (rec.street_pos[k].line != 0) continue;
    rec.street_pos[k] = rec.summary_board_pos;
    rec.street_cards[k] = static_cast<std::uint8_t>(cards);
  }
}

// ActionPoker's and Gear Poker's tables number their ten seats the other
// way round: the blinds and the betting go down the numbers ("Seat #2 is
// the button", the small blind in seat 0, the big blind in seat 9, then
// seats 8, 7, 5 act, #1012408051; "Seat #9 is the button", blinds in 8
// and 7, #1014850512). The record's seats go round the table as the play
// does: the log's seat n is the record's 10 - n (1 to 10), the players
// held in that order and the actions' players renumbered with them.
void settle_seat_direction(HandRecord& rec) {
  constexpr int kSeats = 10;
  auto turned = [](int seat) { return seat > 0 ? kSeats + 1 - seat : seat; };
  rec.button_seat = turned(rec.button_seat);
  std::vector<std::size_t> order(rec.players.size());
  for (std::size_t i = 0; i < order.size(); ++i) {
    rec.players[i].seat = turned(rec.players[i].seat);
    order[i] = i;
  }
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t x, std::size_t y) { return rec.players[x].seat < rec.players[y].seat; });
  std::vector<int> new_index(order.size());
  std::vector<engine::PlayerRecord> players;
  players.reserve(order.size());
  for (std::size_t k = 0; k < order.size(); ++k) {
    new_index[order[k]] = static_cast<int>(k);
    players.push_back(rec.players[order[k]]);
  }
  rec.players = std::move(players);
  for (engine::ActionRecord& a : rec.actions)
    if (a.player >= 0 && static_cast<std::size_t>(a.player) < new_index.size())
      a.player = static_cast<std::int16_t>(new_index[static_cast<std::size_t>(a.player)]);
  if (rec.hero >= 0 && static_cast<std::size_t>(rec.hero) < new_index.size())
    rec.hero = new_index[static_cast<std::size_t>(rec.hero)];
}

// A player in the hand who "has left the table" is folded by the room
// without a line ("Player0: calls 0.50", "Player0 has left the table", then
// the others fold around him, #900204952; a small blind who leaves before
// the deal, #1605730318). The record folds him at his turn: before the first
// later action, on the street he left on, by a player whose seat is past
// his from the seat of the last to act (the big blind's before the first
// action of the deal, the button's on a later street); at the end of that
// street's actions when none is. `left` holds each leaver and the line of
// his "has left the table", in log order.
void fold_leavers(HandRecord& rec, const std::vector<std::pair<int, std::uint32_t>>& left) {
  auto acts_in_turn = [](Act k) {
    return k == Act::kFold || k == Act::kCheck || k == Act::kCall || k == Act::kBet || k == Act::kRaise;
  };
  for (const auto& [player, line] : left) {
    bool in_hand = false;
    std::size_t at = 0;  // the first action after the line
    for (const engine::ActionRecord& a : rec.actions) {
      if (a.pos.line > line) break;
      ++at;
      if (a.player != player) continue;
      if (a.kind == Act::kFold || a.all_in) in_hand = false;
      else if (a.kind != Act::kShow && a.kind != Act::kMuck && a.kind != Act::kUncalledReturn) in_hand = true;
    }
    if (!in_hand || at >= rec.actions.size()) continue;
    const Street street = at > 0 ? rec.actions[at - 1].street : Street::kPreflop;
    int last = rec.button_seat;
    for (std::size_t i = 0; i < at; ++i) {
      const engine::ActionRecord& a = rec.actions[i];
      if (a.street != street || a.player < 0) continue;
      if (acts_in_turn(a.kind) || (a.kind == Act::kPostBigBlind && street == Street::kPreflop))
        last = rec.players[static_cast<std::size_t>(a.player)].seat;
    }
    const int own = rec.players[static_cast<std::size_t>(player)].seat;
    int ring = rec.game.max_seats;  // the seats round the table, 1 to ring
    for (const engine::PlayerRecord& p : rec.players) ring = std::max(ring, p.seat);
    // Whether going round from seat `from` to seat `to` passes `own`.
    auto passes = [&](int from, int to) {
      if (from < 1 || from > ring) return false;  // a button the log names wrongly ("Seat #2684684")
      for (int s = from % ring + 1, steps = 0; s != to && steps < ring; s = s % ring + 1, ++steps)
        if (s == own) return true;
      return false;
    };
    std::size_t k = at;
    for (; k < rec.actions.size(); ++k) {
      const engine::ActionRecord& a = rec.actions[k];
      if (a.street != street) break;
      if (!acts_in_turn(a.kind) || a.player < 0) continue;  // a post after his leaving ("post now")
      const int seat = rec.players[static_cast<std::size_t>(a.player)].seat;
      if (passes(last, seat)) break;
      last = seat;
    }
    engine::ActionRecord fold;
    fold.kind = Act::kFold;
    fold.player = static_cast<std::int16_t>(player);
    fold.street = street;
    fold.pos = SourcePos{line, 1};
    rec.actions.insert(rec.actions.begin() + static_cast<std::ptrdiff_t>(k), fold);
  }
}

// The players who "have left the table" before the summary, and where:
// the lines of `text` (which starts at file line `line`) read again.
std::vector<std::pair<int, std::uint32_t>> leavers(std::string_view text, std::uint32_t line, const HandRecord& rec) {
  std::vector<std::pair<int, std::uint32_t>> out;
  constexpr std::string_view kLeft = " has left the table";
  std::uint32_t number = line;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    std::string_view l = text.substr(0, end);
    while (!l.empty() && (l.back() == '\r' || l.back() == ' ' || l.back() == '\t')) l.remove_suffix(1);
    if (l.starts_with("*** SUMMARY ***")) break;
    if (l.ends_with(kLeft)) {
      const std::string_view name = l.substr(0, l.size() - kLeft.size());
      for (std::size_t i = 0; i < rec.players.size(); ++i)
        if (rec.players[i].name == name) out.emplace_back(static_cast<int>(i), number);
    }
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
    ++number;
  }
  return out;
}

// Whether the hand is ActionPoker's or Gear Poker's layout (its header's prefix).
bool counts_seats_backwards(std::string_view text) {
  const std::size_t start = text.find_first_not_of(" \t\r\n");
  if (start == std::string_view::npos) return false;
  text.remove_prefix(start);
  return text.starts_with("ActionPoker.com Game #") || text.starts_with("Gear Poker Game #");
}

}  // namespace
}  // namespace stars_text

struct BetOnlineScratch::Lists : stars_text::Lists {};

BetOnlineScratch::BetOnlineScratch() : lists_(std::make_unique<Lists>()) {}
BetOnlineScratch::~BetOnlineScratch() = default;
BetOnlineScratch::BetOnlineScratch(BetOnlineScratch&&) noexcept = default;
BetOnlineScratch& BetOnlineScratch::operator=(BetOnlineScratch&&) noexcept = default;

ParseStatus parse_betonline_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                 engine::HandRecord& out, std::vector<engine::Finding>& findings) {
  BetOnlineScratch scratch;
  return parse_betonline_hand(text, line, column, out, findings, scratch);
}

ParseStatus parse_betonline_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                 engine::HandRecord& out, std::vector<engine::Finding>& findings,
                                 BetOnlineScratch& scratch) {
  const ParseStatus status =
      stars_text::read_hand<stars_text::BetOnlineDialect>(text, line, column, out, findings, *scratch.lists_);
  // A hand stopped at a line it cannot read is settled all the same: the
  // audit judges what was read before (HandRecord::stop_pos).
  if (status != ParseStatus::kOk && out.stop_pos.line == 0) return status;
  if (stars_text::counts_seats_backwards(text)) stars_text::settle_seat_direction(out);
  stars_text::settle_variant(out);
  stars_text::settle_blinds(out);
  stars_text::settle_dead_posts(out);
  stars_text::settle_total(out);
  settle_added_wagers(out, findings);
  // All in is marked on raises alone ("raises 1.48 to 1.48 and is all
  // in"): a post, call or bet that takes a player's last chip is written
  // without the mark ("Player4: calls 0.05" with 0.07 behind, #1605375848).
  mark_emptying_wagers_all_in(out);
  stars_text::fold_leavers(out, stars_text::leavers(text, line, out));
  stars_text::settle_sitting_out(out);
  stars_text::settle_run_out(out);
  // The pots are paid by the summary's lines alone.
  collect_from_summary(out);
  if (out.has_currency_symbol) out.currency = "USD";
  return status;
}

}  // namespace parser
