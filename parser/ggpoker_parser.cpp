// The GGPoker reader: the actions of parser/ggpoker_grammar.h's own rules on
// top of the actions every PokerStars-style room shares
// (parser/stars_text_actions.h), and the line loop of
// parser/stars_text_reader.h instantiated with the GGPoker rules.

#include "parser/ggpoker_parser.h"

#include <charconv>

#include "parser/ggpoker_grammar.h"
#include "parser/stars_text_actions.h"
#include "parser/stars_text_posts.h"
#include "parser/stars_text_reader.h"

namespace parser {

namespace stars_text {
namespace {

namespace gg = ggpoker;

// ---- header
template <> struct action<gg::hand_number> : set_hand_id {};
template <> struct action<gg::tournament_id> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.game.tournament = true;
    b.rec.tournament_id = in.string_view();
  }
};
// The name (with its buy-in) tells tournaments apart where ids are shared
// (HandRecord::tournament_buy_in).
template <> struct action<gg::tournament_name> {
  template <typename In> static void apply(const In& in, Builder& b) {
    std::string_view name = in.string_view();
    while (name.ends_with(' ')) name.remove_suffix(1);
    b.rec.tournament_buy_in = name;
  }
};
template <> struct action<gg::level_number> {
  template <typename In> static void apply(const In& in, Builder& b) {
    unsigned level = 0;
    const std::string_view digits = in.string_view();
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), level);
    const bool read = error == std::errc() && end == digits.data() + digits.size() && level < 10000;
    b.rec.level = read ? static_cast<std::uint16_t>(level) : 0;
  }
};
template <> struct action<gg::game_short_deck> : set_variant<Variant::kSixPlusHoldem> {};
template <> struct action<gg::plo_word> {
  template <typename In> static void apply(const In&, Builder& b) {
    b.rec.game.variant = Variant::kOmaha;
    b.rec.game.structure = Structure::kPotLimit;
  }
};
template <> struct action<gg::game_plo5> : set_variant<Variant::kOmaha5> {};
template <> struct action<gg::game_plo6> : set_variant<Variant::kOmaha6> {};
template <> struct action<gg::limit_nl_postflop> : set_structure<Structure::kPotLimitPreflopNoLimitPostflop> {};
template <> struct action<gg::short_deck_stake> {
  template <typename In> static void apply(const In&, Builder& b) {
    b.rec.game.ante = b.last_amount();
    b.rec.game.button_blind = b.last_amount();
  }
};

// ---- body
template <> struct action<gg::dealt_line> : deal_cards {};
template <> struct action<gg::post_straddle> : set_act<Act::kPostStraddle> {};
// The dead small blind; settle_posts joins it to the big blind after it.
template <> struct action<gg::post_missed_blind> : set_act<Act::kPostSmallAndBig> {};
template <> struct action<gg::bet_and_muck> : set_act<Act::kBet> {};
template <> struct action<gg::bet_and_muck_muck> : set_act<Act::kMuck> {};
// A house deal moves no chips of the hand (Act::kCashOut marks it for the
// line's action below, which records what the house paid or took).
template <> struct action<gg::house_deal> : set_act<Act::kCashOut, false> {};
template <> struct action<gg::action_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    action<stars_text::action_line>::apply(in, b);
    if (b.is_action || b.act != Act::kCashOut) return;
    const std::string_view line = in.string_view();
    const bool paid_to_him = line.find(": Receives Cashout (") != std::string_view::npos;
    // The premium leaves his stack: fpdb's PLO-6max 202004 file's winner who
    // paid $4 starts the next hand $4 short, and $2.09 more, the rake the log
    // does not state (HandRecord::collects_before_rake).
    const bool risk = line.find(": Pays Cashout Risk (") != std::string_view::npos;
    const bool premium = line.find(": pay premium of all-in insurance (") != std::string_view::npos;
    // "Chooses to EV Cashout" and the insurance bought ("get an all-in
    // insurance (..)") move nothing yet.
    if (!paid_to_him && !risk && !premium) return;
    const Chips amount = b.last_amount();
    using Kind = engine::HouseDeal::Kind;
    b.rec.house_deals.push_back({b.player, paid_to_him ? amount : -amount, b.pos_of(in.begin()),
                                 paid_to_him ? Kind::kCashOut : risk ? Kind::kCashOutRisk : Kind::kInsurancePremium});
  }
};

// ---- summary
template <> struct action<gg::house_fee> {
  template <typename In> static void apply(const In&, Builder& b) {
    b.rec.stated.rake = b.rec.stated.rake.value_or(Chips{0}) + b.last_amount();
  }
};
template <> struct action<gg::board_word_first> {
  template <typename In> static void apply(const In&, Builder& b) { b.board_index = 1; }
};
template <> struct action<gg::board_word_second> {
  template <typename In> static void apply(const In&, Builder& b) { b.board_index = 2; }
};
template <> struct action<gg::board_word_third> {
  template <typename In> static void apply(const In&, Builder& b) { b.board_index = 3; }
};
// A later run's board lists only the cards dealt after the split ("SECOND
// Board [2c Kc]" after a flop dealt once): the cards before it are the
// first board's.
template <> struct action<gg::board_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    if (b.board_index > 0) b.run_marker = b.board_index - 1;
    b.board_index = 0;
    action<stars_text::board_line>::apply(in, b);
    if (b.run_marker < 1) return;
    engine::CardList& later = b.rec.summary_boards[static_cast<std::size_t>(b.run_marker)];
    const engine::CardList& first = b.rec.summary_boards[0];
    if (later.size >= first.size) return;
    engine::CardList whole;
    for (std::size_t k = 0; k + later.size < first.size; ++k) whole.push(first.cards[k]);
    for (engine::Card c : later) whole.push(c);
    later = whole;
  }
};
// A show line's description is the hand as it stood when shown (all-in
// before the board was out: "shows [..] (Pair of Kings)" on the flop); the
// summary's is the hand at the end, the one to judge.
template <> struct action<gg::summary_seat_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    action<stars_text::summary_seat_line>::apply(in, b);
    if (b.text.empty()) return;
    auto& p = b.rec.players[static_cast<std::size_t>(b.player)];
    p.description = b.text;
    p.description_pos = b.pos_of(b.text.data());
  }
};

template <> inline constexpr const char* error_message<gg::expected_hand_number> = "the hand's number, then ':'";
template <> inline constexpr const char* error_message<gg::expected_game> =
    "a game description such as \"Hold'em No Limit ($0.05/$0.1)\"";
template <> inline constexpr const char* error_message<gg::expected_verb> =
    "an action (posts, straddle, folds, checks, calls, bets, raises, shows, mucks ...)";

struct GgpokerDialect {
  using header_line = gg::header_line;
  using table_line = stars_text::table_line;
  using street_line = gg::street_line;
  using body_line = gg::body_line;
  using summary_line = gg::summary_line;
  static constexpr std::string_view kFormat = "ggpoker";
  static constexpr std::string_view kSite = "ggpoker";
  static constexpr const char* kHeaderExpected =
      "cannot read the hand header: expected \"Poker Hand #<id>: <game> (<stakes>) - <date>\"";
  static constexpr const char* kForeignLine =
      "cannot read this line: it is not a line a GGPoker hand history contains";
};

}  // namespace
}  // namespace stars_text

struct GgpokerScratch::Lists : stars_text::Lists {};

GgpokerScratch::GgpokerScratch() : lists_(std::make_unique<Lists>()) {}
GgpokerScratch::~GgpokerScratch() = default;
GgpokerScratch::GgpokerScratch(GgpokerScratch&&) noexcept = default;
GgpokerScratch& GgpokerScratch::operator=(GgpokerScratch&&) noexcept = default;

ParseStatus parse_ggpoker_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                               engine::HandRecord& out, std::vector<engine::Finding>& findings) {
  GgpokerScratch scratch;
  return parse_ggpoker_hand(text, line, column, out, findings, scratch);
}

ParseStatus parse_ggpoker_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                               engine::HandRecord& out, std::vector<engine::Finding>& findings,
                               GgpokerScratch& scratch) {
  const ParseStatus status =
      stars_text::read_hand<stars_text::GgpokerDialect>(text, line, column, out, findings, *scratch.lists_);
  // A hand stopped at a line it cannot read is settled all the same: the
  // audit judges what was read before (HandRecord::stop_pos).
  if (status != ParseStatus::kOk && out.stop_pos.line == 0) return status;
  stars_text::settle_posts(out);
  // A cash hand whose pot line states no rake item: the collects are before
  // the rake (HandRecord::collects_before_rake).
  out.collects_before_rake = !out.game.tournament && out.stated.total.has_value() && !out.stated.rake.has_value();
  return status;
}

}  // namespace parser
