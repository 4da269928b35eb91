// The Bovada reader: the actions of parser/bovada_grammar.h's rules on top of
// the actions PokerStars-style rooms share (parser/stars_text_actions.h), the
// line loop of parser/stars_text_reader.h instantiated with the Bovada rules,
// and the settling of what the lines leave open (parser/bovada_settle.h).

#include "parser/bovada_parser.h"

#include "parser/bovada_grammar.h"
#include "parser/bovada_settle.h"
#include "parser/stars_text_actions.h"
#include "parser/stars_text_reader.h"

namespace parser {

namespace stars_text {
namespace {

namespace bv = bovada;

// ---- header
template <> struct action<bv::hand_number> : set_hand_id {};
template <> struct action<bv::table_number> {
  template <typename In> static void apply(const In& in, Builder& b) { b.rec.table = in.string_view(); }
};
template <> struct action<bv::game_holdem_word> : set_variant<Variant::kHoldem> {};
template <> struct action<bv::game_omaha_word> : set_variant<Variant::kOmaha> {};
template <> struct action<bv::game_stud_word> : set_variant<Variant::kStud7> {};
template <> struct action<bv::hi_lo_word> : action<hi_lo> {};
template <> struct action<bv::speed_word> : set_structure<Structure::kNoLimit> {};
// Zone Poker: every hand at a fresh table with other players.
template <> struct action<bv::zone_word> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.fast_fold = true; }
};
template <> struct action<bv::tournament_id> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.game.tournament = true;
    b.rec.tournament_id = in.string_view();
  }
};

// ---- seats
template <> struct action<bv::seat_name> {
  template <typename In> static void apply(const In& in, Builder& b) { b.name = in.string_view(); }
};
template <> struct action<bv::stud_seat_name> : action<bv::seat_name> {};
// The hero's seat carries " [ME]", which is not part of the name.
struct seat_with_hero {
  template <typename In> static void apply(const In& in, Builder& b) {
    const std::size_t before = b.rec.players.size();
    action<seat_line>::apply(in, b);
    if (b.rec.players.size() > before && in.string_view().find("[ME]") != std::string_view::npos)
      b.rec.hero = static_cast<int>(before);
  }
};
template <> struct action<bv::seat_line> : seat_with_hero {};
template <> struct action<bv::stud_seat_line> : seat_with_hero {};

// ---- actions
template <> struct action<bv::act_fold> : set_act<Act::kFold> {};
template <> struct action<bv::act_check> : set_act<Act::kCheck> {};
template <> struct action<bv::act_call> : set_act<Act::kCall> {};
template <> struct action<bv::act_bet> : set_act<Act::kBet> {};
template <> struct action<bv::act_raise> : set_act<Act::kRaise> {};
template <> struct action<bv::act_all_in_raise> : set_all_in_act<Act::kRaise> {};
template <> struct action<bv::act_all_in> : set_all_in_act<Act::kBet> {};  // or a call: bovada_settle.h
template <> struct action<bv::post_ante> : set_act<Act::kPostAnte> {};
template <> struct action<bv::post_small> : set_act<Act::kPostSmallBlind> {};
template <> struct action<bv::post_big> : set_act<Act::kPostBigBlind> {};
template <> struct action<bv::post_dead> : set_act<Act::kPostSmallAndBig> {};
template <> struct action<bv::post_bring_in> : set_act<Act::kBringIn> {};
template <> struct action<bv::act_show> : set_act<Act::kShow> {};
template <> struct action<bv::act_muck> : set_act<Act::kMuck> {};
template <> struct action<bv::dealer_seat> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.button_seat = small_number(in.string_view());
    b.rec.button_pos = b.pos_of(in.begin());
  }
};
template <> struct action<bv::chips_bought> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.chips_added.push_back({b.player, b.last_amount(), b.pos_of(in.begin())});
  }
};
// "NAME : Verb": the verb starts after the actor's ": ".
template <> struct action<bv::action_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    if (!b.is_action) return;
    auto& p = b.rec.players[static_cast<std::size_t>(b.player)];
    const char* verb = in.begin() + in.string_view().find(": ") + 2;
    if (b.rec.actions.size() >= kMaxActions) throw tao::pegtl::parse_error("more than 4096 actions in one hand", in);
    engine::ActionRecord a;
    a.kind = b.act;
    a.player = static_cast<std::int16_t>(b.player);
    a.street = b.street;
    a.all_in = b.all_in;
    a.pos = b.pos_of(verb);
    switch (b.act) {
      case Act::kShow:
        // The cards shown are the five played, board cards among them: the
        // hole cards are the dealt line's.
        p.showed = true;
        p.show_pos = a.pos;
        if (!b.text.empty()) {
          p.description = b.text;
          p.description_pos = a.pos;
        }
        break;
      case Act::kMuck: p.mucked = true; break;
      case Act::kFold:
      case Act::kCheck: break;
      case Act::kRaise:
        // "Raises X to Y": X added, Y in all; "Raises Y": Y in all. The
        // increment over the largest bet is set by settle_bovada_betting.
        a.to = b.last_amount();
        a.amount = b.amounts.size() >= 2 ? b.last_amount(1) : Chips{0};
        break;
      default: a.amount = b.last_amount(); break;
    }
    b.rec.actions.push_back(a);
  }
};

// "NAME : Card dealt to a spot [..]": every player's cards are shown. In
// stud each line holds the cards dealt on that street only (3rd street's
// three, one on each later street); the 3rd to 6th cards are up, and the
// number dealt tells the street when the log has no street markers.
template <> struct action<bv::dealt_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    auto& p = b.rec.players[static_cast<std::size_t>(b.player)];
    if (!engine::is_stud(b.rec.game.variant)) {
      p.hole = b.cards;
      return;
    }
    for (engine::Card c : b.cards) p.hole.push(c);
    p.up = {};
    for (std::size_t k = 2; k < std::min<std::size_t>(p.hole.size, 6); ++k) p.up.push(p.hole.cards[k]);
    if (p.hole.size < 3) return;
    const auto street = static_cast<Street>(std::min<int>(p.hole.size - 3, static_cast<int>(Street::kSeventh)));
    if (street <= b.street) return;
    b.street = street;
    auto& slot = b.rec.street_pos[static_cast<std::size_t>(street)];
    if (slot.line == 0) slot = b.pos_of(in.begin());
  }
};
template <> struct action<bv::uncalled_line> : action<uncalled_line> {};
template <> struct action<bv::side_pot_word> {
  template <typename In> static void apply(const In&, Builder& b) { b.pot = 1; }
};
template <> struct action<bv::collect_line> : money_line<Act::kCollect> {};
// "Card dealt to table [8h]": the cards that open the flop, turn or river.
template <> struct action<bv::table_cards> : action<card_list> {};
template <> struct action<bv::board_dealt_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    engine::CardList& board = b.rec.boards[0];
    for (engine::Card c : b.cards) board.push(c);
    const Street street = board.size >= 5 ? Street::kRiver : board.size == 4 ? Street::kTurn : Street::kFlop;
    b.street = street;
    auto& slot = b.rec.street_pos[static_cast<std::size_t>(street)];
    if (slot.line == 0) {
      slot = b.pos_of(in.begin());
      b.rec.street_cards[static_cast<std::size_t>(street)] = board.size;  // the board so far, as a marker shows it
    }
  }
};

// ---- streets
template <> struct action<bv::stud_street> : action<marker_stud_street> {};
template <> struct action<bv::street_line> : action<street_line> {};

// ---- summary
// A seat list or action line after the summary: the hand was cut there and
// another hand, whose header is lost, goes on (NLHE-USD-5-10-201511.
// concatenated.partial). Reported once; the lines are not this hand's.
template <> struct action<bv::stray_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    for (const auto& f : b.findings)
      if (f.rule == Rule::kTruncatedHand) return;
    engine::Finding f;
    f.rule = Rule::kTruncatedHand;
    f.pos = b.pos_of(in.begin());
    f.message = "the summary is cut short here: the lines that follow belong to another hand, whose header is lost";
    f.actual = engine::FindingValue::words(std::string(in.string_view().substr(0, 80)));
    b.findings.push_back(std::move(f));
  }
};
template <> struct action<bv::board_cards> : action<card_list> {};
template <> struct action<bv::board_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.summary_boards[0] = b.cards;
    b.rec.summary_board_pos = b.pos_of(in.begin());
  }
};
template <> struct action<bv::won_amount> : action<won_amount> {};
// The seat is found by its number (stud's summary names nobody); the 2021
// client numbers the summary's seats 1, 2, ... in list order where the seat
// list has tournament seat ids (NLHE-9max-USD-MTT - $25-$2.50 - 202104.Ignititon.MVS).
template <> struct action<bv::summary_seat_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    ++b.summary_seat_lines;
    auto& players = b.rec.players;
    auto it = std::find_if(players.begin(), players.end(), [&](const auto& p) { return p.seat == b.seat; });
    if (it == players.end() && b.seat >= 1 && static_cast<std::size_t>(b.seat) <= players.size()) it = players.begin() + (b.seat - 1);
    if (it == players.end()) return;
    it->in_summary = true;
    if (b.won.empty()) return;
    Chips total{0};
    for (Chips w : b.won) total += w;
    it->summary_won = total;
    it->summary_pos = b.pos_of(in.begin());
  }
};

template <> inline constexpr const char* error_message<bv::expected_hand_number> =
    "the hand's number, then a blank or ':'";
template <> inline constexpr const char* error_message<bv::expected_header_rest> =
    "\"TBL#<table> <game> <limit> - <date>\", \"Zone Poker ID#<id> ...\" or \": <game> Tournament #<id> ...\"";
template <> inline constexpr const char* error_message<bv::expected_verb> =
    "an action (Folds, Checks, Call, Bets, Raises, All-in, Ante chip, Small blind, Big blind, Showdown ...)";
template <> inline constexpr const char* error_message<bv::expected_action_end> = "the end of the action line";

struct BovadaDialect {
  using header_line = bv::header_line;
  using street_line = bv::street_line;
  using body_line = bv::body_line;
  using summary_line = bv::summary_line;
  using table_line = stars_text::table_line;  // Bovada writes no table line
  static constexpr std::string_view kFormat = "bovada";
  static constexpr std::string_view kSite = "bovada";
  static constexpr const char* kHeaderExpected =
      "cannot read the hand header: expected \"Bovada Hand #<id> TBL#<table> <game> <limit> - <date>\"";
  static constexpr const char* kForeignLine =
      "cannot read this line: it is not a line a Bovada hand history contains";
  // Zone Poker hands end with "*** SUMMARY ***" and nothing after it
  // (NLHE-6max-USD - $0.10-$0.25 - 202104.ZonePoker: 202 hands of 277).
  static bool summary_may_be_empty(const Builder& b) {
    return b.rec.fast_fold && b.rec.has_summary && b.summary_seat_lines == 0 && !b.rec.stated.total;
  }
};

}  // namespace
}  // namespace stars_text

struct BovadaScratch::Lists : stars_text::Lists {};

BovadaScratch::BovadaScratch() : lists_(std::make_unique<Lists>()) {}
BovadaScratch::~BovadaScratch() = default;
BovadaScratch::BovadaScratch(BovadaScratch&&) noexcept = default;
BovadaScratch& BovadaScratch::operator=(BovadaScratch&&) noexcept = default;

ParseStatus parse_bovada_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                              engine::HandRecord& out, std::vector<engine::Finding>& findings) {
  BovadaScratch scratch;
  return parse_bovada_hand(text, line, column, out, findings, scratch);
}

ParseStatus parse_bovada_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                              engine::HandRecord& out, std::vector<engine::Finding>& findings,
                              BovadaScratch& scratch) {
  const std::size_t before = findings.size();
  const ParseStatus status =
      stars_text::read_hand<stars_text::BovadaDialect>(text, line, column, out, findings, *scratch.lists_);
  // Positions, not players: no name may be followed from hand to hand.
  out.anonymous_players = true;
  // A hand stopped at a line it cannot read is settled all the same: the
  // audit judges what was read before (HandRecord::stop_pos).
  if (status != ParseStatus::kOk && out.stop_pos.line == 0) return status;
  // Another hand's lines after the summary: this one is cut (bovada::stray_line).
  for (std::size_t i = before; i < findings.size(); ++i)
    if (findings[i].rule == engine::Rule::kTruncatedHand) return ParseStatus::kUnreadable;
  settle_bovada_hand(out, findings);
  return status;
}

}  // namespace parser
