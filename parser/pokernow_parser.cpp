// The PokerNow reader: the hand's CSV rows put back in the order they
// happened (parser/pokernow_rows.h), each row's entry read by
// parser/pokernow_grammar.h into a RowData, and the rows applied in order to
// the HandRecord (parser/pokernow_builder.h).

#include "parser/pokernow_parser.h"

#include <string_view>

#include "parser/action_words.h"
#include "parser/pokernow_builder.h"
#include "parser/pokernow_grammar.h"
#include "parser/pokernow_rows.h"

namespace parser {

namespace pokernow {
namespace {

namespace pegtl = tao::pegtl;

template <typename Rule>
struct action : pegtl::nothing<Rule> {};

template <>
struct action<player_name> {
  template <typename In>
  static void apply(const In& in, RowData& d) {
    if (d.player.empty()) {
      d.player = in.string_view();
      d.player_at = in.begin();
    } else {
      d.other = in.string_view();
    }
  }
};
template <>
struct action<amount> {
  template <typename In>
  static void apply(const In& in, RowData& d) {
    bool point = false;
    const std::optional<engine::Chips> c = amount_chips(in.string_view(), &point);
    if (!c) throw pegtl::parse_error("an amount with more than two decimals, or too large", in);
    if (point) d.cents = true;
    if (d.amount_count < d.amounts.size()) d.amounts[d.amount_count++] = *c;
  }
};
template <>
struct action<card> {
  template <typename In>
  static void apply(const In& in, RowData& d) {
    std::string_view t = in.string_view();
    const int r = t.starts_with("10") ? 8 : rank_index(t.front());
    t.remove_prefix(t.starts_with("10") ? 2 : 1);
    const engine::Suit s = t == "\u2663"   ? engine::Suit::kClubs
                           : t == "\u2666" ? engine::Suit::kDiamonds
                           : t == "\u2665" ? engine::Suit::kHearts
                                           : engine::Suit::kSpades;
    d.cards.push(engine::Card(r, s));
  }
};

// ---- header, stacks, ending
template <>
struct action<hand_number> {
  template <typename In>
  static void apply(const In& in, RowData& d) {
    d.hand_number = in.string_view();
  }
};
template <>
struct action<hand_code> {
  template <typename In>
  static void apply(const In& in, RowData& d) {
    d.hand_code = in.string_view();
  }
};
template <>
struct action<game_holdem_nl> {
  template <typename In>
  static void apply(const In&, RowData& d) {
    d.game = GameKind::kHoldemNoLimit;
  }
};
template <>
struct action<game_omaha_pl> {
  template <typename In>
  static void apply(const In&, RowData& d) {
    d.game = GameKind::kOmahaPotLimit;
  }
};
template <>
struct action<game_other> {
  template <typename In>
  static void apply(const In& in, RowData& d) {
    d.game = GameKind::kOther;
    d.text = in.string_view();
  }
};
template <>
struct action<dead_button> {
  template <typename In>
  static void apply(const In&, RowData& d) {
    d.dead_button = true;
  }
};
template <>
struct action<seat_number> {
  template <typename In>
  static void apply(const In& in, RowData& d) {
    d.seat = 0;
    for (char c : in.string_view().substr(0, 6)) d.seat = d.seat * 10 + (c - '0');
    d.player = {};
    d.amount_count = 0;
  }
};
template <>
struct action<seat_entry> {
  template <typename In>
  static void apply(const In&, RowData& d) {
    d.seats.push_back({d.seat, d.player, d.player_at, d.amounts[0]});
  }
};

// ---- a player's rows
template <>
struct action<post_small> : set_post<Post::kSmall> {};
template <>
struct action<post_big> : set_post<Post::kBig> {};
template <>
struct action<post_straddle> : set_post<Post::kStraddle> {};
template <>
struct action<post_missing_small> : set_post<Post::kMissingSmall> {};
template <>
struct action<post_missed_big> : set_post<Post::kMissedBig> {};
template <>
struct action<post_bomb> : set_post<Post::kBomb> {};
template <>
struct action<fold> : set_verb<engine::Act::kFold> {};
template <>
struct action<check> : set_verb<engine::Act::kCheck> {};
template <>
struct action<call> : set_verb<engine::Act::kCall> {};
template <>
struct action<bet> : set_verb<engine::Act::kBet> {};
template <>
struct action<raise> : set_verb<engine::Act::kRaise> {};
template <>
struct action<post> : set_verb<engine::Act::kPostBigBlind> {};  // the kind is `post`
template <>
struct action<verb> {
  template <typename In>
  static void apply(const In& in, RowData& d) {
    d.verb_at = in.begin();
  }
};
template <>
struct action<all_in> {
  template <typename In>
  static void apply(const In&, RowData& d) {
    d.all_in = true;
  }
};
template <>
struct action<bomb_pot> {
  template <typename In>
  static void apply(const In&, RowData& d) {
    d.bomb = true;
  }
};
template <>
struct action<hand_words> {
  template <typename In>
  static void apply(const In& in, RowData& d) {
    d.description = in.string_view();
  }
};
template <>
struct action<second_run> {
  template <typename In>
  static void apply(const In&, RowData& d) {
    d.second_run = true;
  }
};
template <>
struct action<run_second> : action<second_run> {};
template <>
struct action<street_flop> : set_street<engine::Street::kFlop> {};
template <>
struct action<street_turn> : set_street<engine::Street::kTurn> {};
template <>
struct action<street_river> : set_street<engine::Street::kRiver> {};

// ---- the row's kind, once the whole row is read
template <>
struct action<header_row> : set_kind<RowKind::kHeader> {};
template <>
struct action<ending_row> : set_kind<RowKind::kEnding> {};
template <>
struct action<stacks_row> : set_kind<RowKind::kStacks> {};
template <>
struct action<action_tail> : set_kind<RowKind::kAction> {};
template <>
struct action<show_tail> : set_kind<RowKind::kShow> {};
template <>
struct action<collect_tail> : set_kind<RowKind::kCollect> {};
template <>
struct action<uncalled_row> : set_kind<RowKind::kUncalled> {};
template <>
struct action<board_row> : set_kind<RowKind::kBoard> {};
template <>
struct action<joined> : set_event<StackEvent::kJoined> {};
template <>
struct action<quits> : set_event<StackEvent::kQuit> {};
template <>
struct action<sat_back> : set_event<StackEvent::kSatBack> {};
template <>
struct action<admin_update> : set_event<StackEvent::kUpdated> {};
template <>
struct action<bounty_tail> : set_event<StackEvent::kBountyWon> {};
template <>
struct action<bounty_paid> : set_event<StackEvent::kBountyPaid> {};
template <>
struct action<id_change> : set_kind<RowKind::kIdChange> {};
template <>
struct action<old_id> {
  template <typename In>
  static void apply(const In& in, RowData& d) {
    d.text = in.string_view();
  }
};

// Whether `entry`, which no rule reads, begins as a row PokerNow writes: a
// player's action (`""A @ x"" calls 1x`: one the hand may need), a board,
// the stacks, the uncalled return, a hand's start or end (`-- starting hand
// #1x`, which must not be passed over either). A player's row that goes on
// with no action word (`""A @ x"" dances`) is no row PokerNow writes.
bool begins_like_a_row(std::string_view entry) {
  constexpr std::string_view kQuote = "\"\"";
  if (entry.starts_with(kQuote)) {
    const std::size_t end = entry.find("\"\" ", kQuote.size());
    if (end == std::string_view::npos) return true;  // a player's name that does not end: damaged
    return begins_with_word(entry.substr(end + kQuote.size() + 1),
                                          {"posts", "folds", "checks", "calls", "bets", "raises", "shows",
                                           "collected", "paid"});
  }
  for (const std::string_view start : {"Flop", "Turn", "River", "Player stacks", "Uncalled bet", "-- ", "Dead Small"})
    if (entry.starts_with(start)) return true;
  return false;
}

// What read_row made of a row.
enum class RowRead {
  kRead,        // into `d`
  kPassedOver,  // no row PokerNow writes: unrecognized-line, the hand read on without it
  kFailed,      // a parse-error: the hand stops
};

// Reads one row's entry into `d` (docs/unrecognized-lines.md).
RowRead read_row(const Row& r, RowData& d, std::vector<engine::Finding>& findings) {
  d.reset();
  pegtl::memory_input<pegtl::tracking_mode::lazy, pegtl::eol::lf_crlf, const char*> in(
      r.entry.data(), r.entry.data() + r.entry.size(), "");
  try {
    if (pegtl::parse<pegtl::seq<row, pegtl::eof>, action>(in, d)) return RowRead::kRead;
    if (!begins_like_a_row(r.entry)) {
      add_error(findings, engine::Rule::kUnrecognizedLine, {r.line, r.column},
                "it is not a row a PokerNow log writes; the hand is replayed without it", r.entry);
      return RowRead::kPassedOver;
    }
    add_error(findings, engine::Rule::kParseError, {r.line, r.column},
              "cannot read this row: it begins as a row a PokerNow log writes, and what it says cannot be read",
              r.entry);
  } catch (const pegtl::parse_error& e) {
    const auto at = e.positions().empty() ? r.entry.size() : std::min(e.positions().front().byte, r.entry.size());
    add_error(findings, engine::Rule::kParseError, pos_in(r, r.entry.data() + at),
              std::string("cannot read this row: ") + std::string(e.message()), r.entry.substr(at));
  }
  return RowRead::kFailed;
}

}  // namespace
}  // namespace pokernow

struct PokerNowScratch::Lists {
  std::vector<pokernow::Row> rows;
  pokernow::RowData row;
  pokernow::PlayerLists players;
};

PokerNowScratch::PokerNowScratch() : lists_(std::make_unique<Lists>()) {}
PokerNowScratch::~PokerNowScratch() = default;
PokerNowScratch::PokerNowScratch(PokerNowScratch&&) noexcept = default;
PokerNowScratch& PokerNowScratch::operator=(PokerNowScratch&&) noexcept = default;

ParseStatus parse_pokernow_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                engine::HandRecord& out, std::vector<engine::Finding>& findings) {
  PokerNowScratch scratch;
  return parse_pokernow_hand(text, line, column, out, findings, scratch);
}

ParseStatus parse_pokernow_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                engine::HandRecord& out, std::vector<engine::Finding>& findings,
                                PokerNowScratch& scratch) {
  out.reset();
  out.format = "pokernow";
  out.site = "pokernow";
  out.header_pos = {line, column};
  std::vector<pokernow::Row>& rows = scratch.lists_->rows;
  if (auto error = pokernow::split_rows(text, line, column, rows)) {
    pokernow::add_error(findings, engine::Rule::kParseError, error->pos, error->message, {});
    return ParseStatus::kUnreadable;
  }
  pokernow::order_rows(rows);
  pokernow::HandBuilder b(out, findings, scratch.lists_->players);
  for (const pokernow::Row& r : rows) {
    const pokernow::RowRead read = pokernow::read_row(r, scratch.lists_->row, findings);
    if (read == pokernow::RowRead::kFailed) return b.stop_at({r.line, r.column});
    if (read == pokernow::RowRead::kRead) b.apply(r, scratch.lists_->row);
  }
  return b.finish();
}

}  // namespace parser
