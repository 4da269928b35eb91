// The CoinPoker reader: the actions of parser/coinpoker_grammar.h's own rules
// on top of the actions every PokerStars-style room shares
// (parser/stars_text_actions.h), the line loop of parser/stars_text_reader.h
// instantiated with the CoinPoker rules, and what the lines leave open
// settled once the hand is read: the all-ins that state what they add, and
// the raises of a player who posted "AUTOBB" (parser/added_wagers.h).

#include "parser/coinpoker_parser.h"

#include "parser/added_wagers.h"
#include "parser/coinpoker_grammar.h"
#include "parser/stars_text_actions.h"
#include "parser/stars_text_reader.h"

namespace parser {

namespace stars_text {
namespace {

namespace coin = coinpoker;

// ---- header
template <>
struct action<coin::hand_number> : set_hand_id {};
template <>
struct action<coin::game_nlh> {
  template <typename In>
  static void apply(const In&, Builder& b) {
    b.rec.game.variant = Variant::kHoldem;
    b.rec.game.structure = Structure::kNoLimit;
  }
};
template <>
struct action<coin::coin_ante> : action<ante_amount> {};

// ---- body
// The seat list may start at any seat ("Seat 3: .. Seat 1: .. Seat 2: ..":
// cash hand #108166800320): the record holds it in seat order, as the table
// goes round. No action names a player yet.
template <>
struct action<coin::seat_line> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    const std::size_t before = b.rec.players.size();
    action<stars_text::seat_line>::apply(in, b);
    if (b.rec.players.size() == before || !b.rec.actions.empty()) return;
    auto& players = b.rec.players;
    for (std::size_t k = players.size() - 1; k > 0 && players[k - 1].seat > players[k].seat; --k)
      std::swap(players[k - 1], players[k]);
  }
};
template <>
struct action<coin::tournament_name> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    b.rec.tournament_buy_in = in.string_view();
  }
};
// A tournament plays at one table, named by the tournament's number.
template <>
struct action<coin::tournament_id> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    b.rec.game.tournament = true;
    b.rec.tournament_id = in.string_view();
    b.rec.table = in.string_view();
  }
};
template <>
struct action<coin::dealt_line> : deal_cards {};
template <>
struct action<coin::post_ante> : set_act<Act::kPostAnte> {};
// Read as a big blind; parse_coinpoker_hand tells it by its place after the deal.
template <>
struct action<coin::post_auto_big> : set_act<Act::kPostBigBlind> {};
// All in for what it adds: settle_added_wagers makes it a call, bet or raise.
template <>
struct action<coin::act_all_in> : set_all_in_act<Act::kBet> {};
template <>
struct action<coin::all_in_mark> : action<all_in> {};
template <>
struct action<coin::action_line> : action<stars_text::action_line> {};
template <>
struct action<coin::return_line> : action<uncalled_line> {};

// ---- summary
template <>
struct action<coin::splash_fee> {
  template <typename In>
  static void apply(const In&, Builder& b) {
    b.rec.stated.rake = b.rec.stated.rake.value_or(Chips{0}) + b.last_amount();
  }
};
template <>
struct action<coin::board_list> : action<card_list> {};
template <>
struct action<coin::board_line> : action<stars_text::board_line> {};
template <>
struct action<coin::description> : action<summary_description> {};
template <>
struct action<coin::summary_seat_line> : action<stars_text::summary_seat_line> {};

template <>
inline constexpr const char* error_message<coin::expected_hand_number> = "the hand's number, then ':'";
template <>
inline constexpr const char* error_message<coin::expected_game> = "a game and its stakes such as \"NLH (₮0.05/₮0.10)\"";
template <>
inline constexpr const char* error_message<coin::expected_verb> =
    "an action (posts, AUTOBB, folds, checks, calls, bets, raises, ALLIN, shows, mucks ...)";
template <>
inline constexpr const char* error_message<coin::expected_action_end> = "the end of the action line (or \" ALLIN\")";

struct CoinPokerDialect {
  using header_line = coin::header_line;
  using table_line = stars_text::table_line;
  using street_line = stars_text::street_line;
  using body_line = coin::body_line;
  using summary_line = coin::summary_line;
  static constexpr std::string_view kFormat = "coinpoker";
  static constexpr std::string_view kSite = "coinpoker";
  static constexpr const char* kHeaderExpected =
      "cannot read the hand header: expected \"CoinPoker Hand #<id>: <game> (<stakes>) <date>\"";
  static constexpr const char* kForeignLine =
      "cannot read this line: it is not a line a CoinPoker hand history contains";
};

// CoinPoker's raises state the street total ("raises ₮0.15 to ₮0.25"),
// except that a player's "AUTOBB" (a big blind posted after the deal, the
// one post written there) is left out of his own later raises: "AUTOBB
// ₮0.10", "raises ₮0.05 to ₮0.15", then the others call to ₮0.25 (fpdb's
// CoinPoker file fa2c7fa5.., hand #108166800274). The record's raise goes to
// the whole total; the increments are worked out by settle_added_wagers,
// which also settles the "ALLIN" wagers, stated as what they add.
void settle_coinpoker_wagers(HandRecord& rec, std::vector<engine::Finding>& findings) {
  const std::uint32_t deal_line = rec.street_pos[static_cast<std::size_t>(Street::kPreflop)].line;
  std::array<Chips, kMaxSeats> auto_big{};
  for (engine::ActionRecord& a : rec.actions) {
    const auto p = static_cast<std::size_t>(a.player);
    if (a.player < 0 || p >= kMaxSeats) continue;
    if (a.kind == Act::kPostBigBlind && deal_line != 0 && a.pos.line > deal_line) auto_big[p] += a.amount;
    if (a.kind != Act::kRaise) continue;
    if (a.street == Street::kPreflop) a.to += auto_big[p];
    a.amount = Chips{0};  // the increment over the largest bet, not what it adds: recomputed
  }
  settle_added_wagers(rec, findings);
}

// A player paid from more than one pot (a main pot and a side pot, not a
// second run) has his first collect alone on his summary line: "collected
// 7,658.13 from pot", "collected 28,815.80 from pot", then "won (7,658.13)"
// (tournament hand #132080300053). That line is taken as stating the sum.
void settle_first_pot_wins(HandRecord& rec) {
  for (std::size_t i = 0; i < rec.players.size(); ++i) {
    engine::PlayerRecord& p = rec.players[i];
    if (!p.summary_won.has_value()) continue;
    Chips first{0}, sum{0};
    int collects = 0;
    for (const engine::ActionRecord& a : rec.actions) {
      if (a.kind != Act::kCollect || a.player != static_cast<int>(i)) continue;
      if (collects++ == 0) first = a.amount;
      sum += a.amount;
    }
    if (collects > 1 && *p.summary_won == first) p.summary_won = sum;
  }
}

}  // namespace
}  // namespace stars_text

struct CoinPokerScratch::Lists : stars_text::Lists {};

CoinPokerScratch::CoinPokerScratch() : lists_(std::make_unique<Lists>()) {}
CoinPokerScratch::~CoinPokerScratch() = default;
CoinPokerScratch::CoinPokerScratch(CoinPokerScratch&&) noexcept = default;
CoinPokerScratch& CoinPokerScratch::operator=(CoinPokerScratch&&) noexcept = default;

ParseStatus parse_coinpoker_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                 engine::HandRecord& out, std::vector<engine::Finding>& findings) {
  CoinPokerScratch scratch;
  return parse_coinpoker_hand(text, line, column, out, findings, scratch);
}

ParseStatus parse_coinpoker_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                 engine::HandRecord& out, std::vector<engine::Finding>& findings,
                                 CoinPokerScratch& scratch) {
  const ParseStatus status =
      stars_text::read_hand<stars_text::CoinPokerDialect>(text, line, column, out, findings, *scratch.lists_);
  // A hand stopped at a line it cannot read is settled all the same: the
  // audit judges what was read before (HandRecord::stop_pos).
  if (status != ParseStatus::kOk && out.stop_pos.line == 0) return status;
  stars_text::settle_coinpoker_wagers(out, findings);
  if (out.runs <= 1) stars_text::settle_first_pot_wins(out);
  if (out.has_currency_symbol) out.currency = "USDT";
  return status;
}

}  // namespace parser
