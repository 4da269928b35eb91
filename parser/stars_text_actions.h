// The semantic actions of parser/stars_text_rules.h: they fill a HandRecord
// through the Builder (parser/stars_text_builder.h). Each room's reader
// includes this and adds the actions of its own rules, deriving from these
// where its rule does the same thing (`action<ggpoker::action_line> :
// action<stars_text::action_line>`).
//
// PEGTL applies an action as soon as its rule matches, even inside an
// alternative that fails later, so leaf actions only write scratch values
// (`Builder::amounts`, `cards`, ...) and the line-level actions commit them.
// In an unnamed namespace for the reason parser/stars_text_builder.h gives.
#pragma once

#include "engine/exchanges.h"
#include "parser/stars_text_builder.h"
#include "parser/stars_text_rules.h"

namespace parser::stars_text {

namespace {

template <typename Rule>
struct action : tao::pegtl::nothing<Rule> {};


// ---- leaves
template <> struct action<amount_number> {
  template <typename In> static void apply(const In& in, Builder& b) { b.amounts.push_back(to_chips(in)); }
};
template <> struct action<currency_symbol> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.has_currency_symbol = true; }
};
// Cards are taken per complete list, not per card: a list cut short ("[5d 6c"
// at the end of a line) fails, the line may still match through `rest`, and
// its cards must not reach the record.
template <> struct action<card_list> {
  template <typename In> static void apply(const In& in, Builder& b) {
    std::string_view list = in.string_view();  // "[Ah Kd]": brackets, cards between blanks
    list = list.substr(1, list.size() - 2);
    std::size_t i = 0;
    while (i < list.size()) {
      std::size_t end = i;
      while (end < list.size() && list[end] != ' ' && list[end] != '\t') ++end;
      if (auto c = engine::Card::parse(list.substr(i, end - i))) b.cards.push(*c);  // "XX" (hidden) is no card
      i = end;
      while (i < list.size() && (list[i] == ' ' || list[i] == '\t')) ++i;
    }
  }
};
template <> struct action<board_cards> : action<card_list> {};  // a card_list of its own type

// ---- header
// The hand's number, as the header writes it.
struct set_hand_id {
  template <typename In> static void apply(const In& in, Builder& b) { b.rec.hand_id = in.string_view(); }
};
template <Variant V> struct set_variant {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.game.variant = V; }
};
template <> struct action<game_holdem> : set_variant<Variant::kHoldem> {};
template <> struct action<game_six_plus> : set_variant<Variant::kSixPlusHoldem> {};
template <> struct action<game_split_holdem> : set_variant<Variant::kSplitHoldem> {};
template <> struct action<game_omaha> : set_variant<Variant::kOmaha> {};
template <> struct action<game_omaha5> : set_variant<Variant::kOmaha5> {};
template <> struct action<game_omaha6> : set_variant<Variant::kOmaha6> {};
template <> struct action<game_courchevel> : set_variant<Variant::kCourchevel> {};
template <> struct action<game_stud7> : set_variant<Variant::kStud7> {};
template <> struct action<game_stud5> : set_variant<Variant::kStud5> {};
template <> struct action<game_razz> : set_variant<Variant::kRazz> {};
template <> struct action<game_draw5> : set_variant<Variant::kDraw5> {};
template <> struct action<game_27_triple> : set_variant<Variant::kDraw27Triple> {};
template <> struct action<game_27_single> : set_variant<Variant::kDraw27Single> {};
template <> struct action<game_a5_triple> : set_variant<Variant::kDrawA5Triple> {};
template <> struct action<game_badugi> : set_variant<Variant::kBadugi> {};
template <> struct action<hi_lo> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.game.hi_lo = true; }
};
template <Structure S> struct set_structure {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.game.structure = S; }
};
template <> struct action<limit_no> : set_structure<Structure::kNoLimit> {};
template <> struct action<limit_pot> : set_structure<Structure::kPotLimit> {};
template <> struct action<limit_fixed> : set_structure<Structure::kFixedLimit> {};
template <> struct action<limit_pl_nl> : set_structure<Structure::kPotLimitPreflopNoLimitPostflop> {};
template <> struct action<stake_low> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.game.small_blind = b.last_amount(); }
};
template <> struct action<stake_high> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.game.big_blind = b.last_amount(); }
};
template <> struct action<cap_amount> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.game.cap = b.last_amount(); }
};
template <> struct action<button_blind_amount> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.game.button_blind = b.last_amount(); }
};
template <> struct action<ante_amount> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.game.ante = b.last_amount(); }
};
template <> struct action<currency_code> {
  template <typename In> static void apply(const In& in, Builder& b) { b.rec.currency = in.string_view(); }
};

// ---- table and seats
template <> struct action<table_name> {
  template <typename In> static void apply(const In& in, Builder& b) { b.rec.table = in.string_view(); }
};
template <> struct action<max_seats> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.game.max_seats = small_number(in.string_view());
  }
};
template <> struct action<play_money> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.play_money = true; }
};
template <> struct action<button_seat> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.button_seat = small_number(in.string_view());
    b.rec.button_pos = b.pos_of(in.begin());
  }
};
template <> struct action<seat_number> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.seat = small_number(in.string_view());
  }
};
template <> struct action<seat_player_name> {
  template <typename In> static void apply(const In& in, Builder& b) { b.name = in.string_view(); }
};
template <> struct action<seat_stack> {
  template <typename In> static void apply(const In&, Builder& b) { b.stack = b.last_amount(); }
};
template <> struct action<sitting_out> {
  template <typename In> static void apply(const In&, Builder& b) { b.sitting_out = true; }
};
template <> struct action<seat_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    if (!b.rec.actions.empty() || b.rec.street_pos[0].line != 0) return;  // a seat line after the deal is an event
    for (const auto& p : b.rec.players) {
      if (p.seat == b.seat || p.name == b.name) {
        b.inconsistent(in.begin(), "seat " + std::to_string(b.seat) + " or player '" + std::string(b.name) +
                                       "' is listed twice");
        return;
      }
    }
    if (b.rec.players.size() >= kMaxSeats) throw tao::pegtl::parse_error("more than 64 seats in one hand", in);
    engine::PlayerRecord& p = b.rec.players.emplace_back();  // in place: the record is large
    p.name = b.name;
    p.seat = b.seat;
    p.stack = b.stack;
    p.sitting_out = b.sitting_out;
    p.pos = b.pos_of(in.begin());
  }
};
// A seat line of a room that lists its seats in another order (from the
// dealer's, or from seat 10 down): the record holds them in seat order, as
// the table goes round. The lines come before any action, so no action
// names a player yet and the players may be moved.
struct seat_line_in_seat_order {
  template <typename In> static void apply(const In& in, Builder& b) {
    const std::size_t before = b.rec.players.size();
    action<seat_line>::apply(in, b);
    if (b.rec.players.size() == before || !b.rec.actions.empty()) return;
    auto& players = b.rec.players;
    for (std::size_t k = players.size() - 1; k > 0 && players[k - 1].seat > players[k].seat; --k)
      std::swap(players[k - 1], players[k]);
  }
};

// ---- streets
template <Marker M> struct set_marker {
  template <typename In> static void apply(const In&, Builder& b) { b.marker = M; }
};
template <> struct action<marker_hole_cards> : set_marker<Marker::kHoleCards> {};
template <> struct action<marker_flop> : set_marker<Marker::kFlop> {};
template <> struct action<marker_turn> : set_marker<Marker::kTurn> {};
template <> struct action<marker_river> : set_marker<Marker::kRiver> {};
template <> struct action<marker_showdown> : set_marker<Marker::kShowdown> {};
template <> struct action<marker_summary> : set_marker<Marker::kSummary> {};
template <> struct action<marker_other> : set_marker<Marker::kOther> {};
template <> struct action<marker_dealing> : set_marker<Marker::kDealing> {};
template <> struct action<marker_stud_street> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.marker = Marker::kStudStreet;
    b.marker_number = in.peek_char() - '0';
  }
};
template <> struct action<marker_draw> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.marker = Marker::kDraw;
    const char c = in.peek_char(1);  // fIrst, sEcond, tHird
    b.marker_number = c == 'I' ? 1 : c == 'E' ? 2 : 3;
  }
};
template <> struct action<marker_first> {
  template <typename In> static void apply(const In&, Builder& b) { b.run_marker = 0; }
};
template <> struct action<marker_second> {
  template <typename In> static void apply(const In&, Builder& b) { b.run_marker = 1; }
};
template <> struct action<marker_third> {
  template <typename In> static void apply(const In&, Builder& b) { b.run_marker = 2; }
};
template <> struct action<street_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    const SourcePos pos = b.pos_of(in.begin());
    const int board = b.run_marker < 0 ? 0 : b.run_marker;
    b.rec.runs = std::max(b.rec.runs, static_cast<std::uint8_t>(board + 1));
    auto set_street = [&](Street s) {
      b.street = s;
      auto& slot = b.rec.street_pos[static_cast<std::size_t>(s)];
      if (slot.line == 0) {
        slot = pos;
        b.rec.street_cards[static_cast<std::size_t>(s)] = b.cards.size;
      }
    };
    // A marker repeats the board dealt before it, then adds its card: a
    // repeat of other cards is the log contradicting itself (an edited flop
    // whose later markers were left as they were). GGPoker may repeat the
    // flop in another order; a marker cut short (no cards) is judged by the
    // hand's other findings.
    auto set_board = [&](std::size_t k) {
      if (k > 0 && b.street >= Street::kFlop && b.street <= Street::kRiver)
        b.rec.run_street_pos[k][static_cast<std::size_t>(b.street) - 1] = pos;
      engine::CardList& slot = b.rec.boards[k];
      if (!b.cards.empty()) {
        engine::CardSet before, now;  // the first slot.size cards of each
        for (std::size_t i = 0; i < slot.size && i < b.cards.size; ++i) {
          before.insert(slot.cards[i]);
          now.insert(b.cards.cards[i]);
        }
        if (b.cards.size < slot.size || before != now)
          b.inconsistent(in.begin(), "the board is " + engine::card_list_text(b.cards) + " here but " +
                                         engine::card_list_text(slot) + " before");
      }
      slot = b.cards;
    };
    const Variant variant = b.rec.game.variant;
    switch (b.marker) {
      case Marker::kStudStreet: {
        // Seven-card stud bets first on 3rd street, five-card stud on 2nd.
        const int first = variant == Variant::kStud5 ? 2 : 3;
        const int round = std::clamp(b.marker_number - first, 0, static_cast<int>(Street::kRiver));
        set_street(static_cast<Street>(round));
        break;
      }
      case Marker::kDealing: set_street(Street::kPreflop); break;
      case Marker::kDraw: {
        const auto round = static_cast<Street>(b.marker_number);
        if (b.round_guessed_at < b.rec.actions.size() && b.street == round && round > Street::kPreflop) {
          // An exchange came before the betting of the round before closed.
          const auto before = static_cast<Street>(static_cast<int>(round) - 1);
          for (std::size_t i = b.round_guessed_at; i < b.rec.actions.size(); ++i) {
            const Act k = b.rec.actions[i].kind;
            if (k == Act::kFold || k == Act::kCheck || k == Act::kCall || k == Act::kBet || k == Act::kRaise)
              b.rec.actions[i].street = before;
          }
          b.rec.street_pos[static_cast<std::size_t>(round)] = pos;
        }
        b.round_guessed_at = static_cast<std::size_t>(-1);
        b.draw_markers = true;
        set_street(round);
        b.bet_since_draw = false;
        break;
      }
      case Marker::kRiver:
        if (engine::is_stud(variant)) {
          // Cards on the marker: the community card of a deck run out.
          set_street(variant == Variant::kStud5 ? Street::kRiver : Street::kSeventh);
          b.rec.boards[0] = b.cards;
          break;
        }
        set_street(Street::kRiver);
        set_board(static_cast<std::size_t>(board));
        break;
      case Marker::kHoleCards: set_street(Street::kPreflop); break;
      case Marker::kFlop: set_street(Street::kFlop); set_board(static_cast<std::size_t>(board)); break;
      case Marker::kTurn: set_street(Street::kTurn); set_board(static_cast<std::size_t>(board)); break;
      case Marker::kShowdown: set_street(Street::kShowdown); b.showdown_board = board; break;
      case Marker::kSummary: b.in_summary = true; b.rec.has_summary = true; break;
      case Marker::kOther:
      case Marker::kNone: break;
    }
    // A later run's board shares the cards dealt before the split.
    if (board > 0 && b.rec.boards[0].empty()) b.rec.boards[0] = b.cards;
  }
};
template <> struct action<later_bracket> {
  template <typename In> static void apply(const In&, Builder& b) { b.last_bracket = static_cast<int>(b.cards.size); }
};
// Stud: each street deals every player one card, the first two down and
// one up (five-card stud: one down, one up), 7th street's down. A line
// dealing otherwise is wrong-card-count: the first street's line holds one
// card (another player's up-card) or the hero's three (two); a later line's
// last bracket, the card it deals, one.
template <typename In>
void judge_stud_deal(const In& in, Builder& b) {
  const bool five = b.rec.game.variant == engine::Variant::kStud5;
  const std::size_t first_street = five ? 2 : 3;
  std::size_t dealt = 0;
  std::size_t allowed[2] = {1, 1};
  if (b.street == Street::kPreflop) {
    dealt = b.cards.size;
    allowed[1] = five ? 2 : 3;
  } else if (b.last_bracket >= 0) {
    dealt = b.cards.size - static_cast<std::size_t>(b.last_bracket);
  } else {
    return;  // one bracket on a later street: which card is new the line does not say
  }
  if (dealt == allowed[0] || dealt == allowed[1]) return;
  const std::size_t street = first_street + std::min<std::size_t>(static_cast<std::size_t>(b.street), 4);
  const std::string name(b.rec.players[static_cast<std::size_t>(b.player)].name);
  add_finding(b.findings, Rule::kWrongCardCount, b.pos_of(in.begin()),
              name + " is dealt " + std::to_string(dealt) + " cards on " + std::to_string(street) +
                  (street == 2 ? "nd" : street == 3 ? "rd" : "th") + " street; " +
                  (b.street == Street::kPreflop
                       ? std::string(five ? "it deals one down and one up" : "it deals two down and one up")
                       : std::string("each street deals one card")));
}

// Draw games: whether b.player has drawn (or stood pat) in this round.
inline bool drew_in_round(const Builder& b) {
  for (std::size_t i = b.rec.actions.size(); i-- > 0;) {
    const engine::ActionRecord& a = b.rec.actions[i];
    if (a.street != b.street) return false;
    if (a.player == b.player && (a.kind == Act::kDiscard || a.kind == Act::kStandPat)) return true;
  }
  return false;
}

// Draw games: the exchange of b.player's discard of this round, which a
// "Dealt to" line shows the hand after; added where the discard line showed
// no cards ("discards 2 cards []"). nullptr when he discarded none.
inline engine::Exchange* discard_shown(Builder& b) {
  for (std::size_t i = b.rec.actions.size(); i-- > 0;) {
    const engine::ActionRecord& a = b.rec.actions[i];
    if (a.player != b.player || (a.kind != Act::kDiscard && a.kind != Act::kStandPat)) continue;
    if (a.kind != Act::kDiscard || a.street != b.street) return nullptr;
    engine::Exchange* e = b.rec.last_exchange(b.player);
    if (e != nullptr && e->action == i) return e;
    return &b.rec.exchanges.emplace_back(engine::Exchange{static_cast<std::uint16_t>(i), {}, {}, {}, {}, false});
  }
  return nullptr;
}

// "Dealt to NAME [cards]": each room's dealt line (they differ in whether
// other players' lines carry cards) is given this action.
struct deal_cards {
  template <typename In> static void apply(const In& in, Builder& b) {
    auto& p = b.rec.players[static_cast<std::size_t>(b.player)];
    const engine::CardList before = p.hole;
    p.hole = b.cards;
    if (!engine::is_stud(b.rec.game.variant)) {
      // Games with exchanges (draw games, flop draws) keep the first deal
      // as dealt: `hole` follows the exchanges.
      const bool draw = engine::has_exchanges(b.rec.game.variant);
      if (!b.cards.empty()) {
        b.rec.hero = b.player;   // only the hero's hole cards are dealt face down to him
        if (!draw) {
          p.dealt_pos = b.pos_of(in.begin());
          p.dealt = b.cards;
        } else if (p.dealt_pos.line == 0 && b.street == Street::kPreflop) {
          p.dealt_pos = b.pos_of(in.begin());
          p.dealt = b.cards;
        }
      }
      // After an exchange, "Dealt to Hero [kept] [new]": his whole hand, the
      // new cards the last bracket's, however many (a count that differs
      // from the discards is judged by the card findings); a line of one
      // bracket lists the new cards among the kept ones: those he did not hold.
      engine::Exchange* e = draw ? discard_shown(b) : nullptr;
      if (e != nullptr && e->drawn_pos.line == 0) {
        for (std::size_t k = 0; k < b.cards.size; ++k) {
          const engine::Card c = b.cards.cards[k];
          const bool fresh = b.last_bracket >= 0 ? k >= static_cast<std::size_t>(b.last_bracket)
                                                 : std::find(before.begin(), before.end(), c) == before.end();
          (fresh ? e->drawn : e->kept).push(c);
        }
        e->whole = true;
        e->drawn_pos = b.pos_of(in.begin());
      }
      return;
    }
    judge_stud_deal(in, b);
    if (b.street > Street::kRiver) {
      b.rec.hero = b.player;   // 7th street's card is down: only the hero sees his
      return;
    }
    // Down-cards come first and only the player himself sees them: the last
    // round+1 cards of the line are the up-cards (7th street's card is down).
    const std::size_t ups = std::min<std::size_t>(static_cast<std::size_t>(b.street) + 1, b.cards.size);
    if (b.cards.size > ups) b.rec.hero = b.player;
    p.up = {};
    for (std::size_t k = b.cards.size - ups; k < b.cards.size; ++k) p.up.push(b.cards.cards[k]);
  }
};

// ---- actions
template <Act A, bool Moves = true> struct set_act {
  template <typename In> static void apply(const In&, Builder& b) { b.act = A; b.is_action = Moves; }
};
// An all-in word: the act `A` it is written as (a bet for the rooms that
// state what it adds, which settle_added_wagers or bovada_settle makes a
// bet, call or raise).
template <Act A> struct set_all_in_act {
  template <typename In> static void apply(const In&, Builder& b) {
    b.act = A;
    b.is_action = true;
    b.all_in = true;
  }
};
// The blind that an all-in before the cards are dealt stands for, posted
// short: the big blind when the small one is in, else the small blind.
inline Act short_blind_act(const Builder& b) {
  for (const engine::ActionRecord& a : b.rec.actions)
    if (a.kind == Act::kPostSmallBlind) return Act::kPostBigBlind;
  return Act::kPostSmallBlind;
}
template <> struct action<post_small_and_big> : set_act<Act::kPostSmallAndBig> {};
template <> struct action<post_small> : set_act<Act::kPostSmallBlind> {};
template <> struct action<post_big> : set_act<Act::kPostBigBlind> {};
template <> struct action<post_ante> : set_act<Act::kPostAnte> {};
template <> struct action<post_button_blind> : set_act<Act::kPostButtonBlind> {};
template <> struct action<post_straddle> : set_act<Act::kPostStraddle> {};
template <> struct action<act_fold> : set_act<Act::kFold> {};
template <> struct action<act_check> : set_act<Act::kCheck> {};
template <> struct action<act_call> : set_act<Act::kCall> {};
template <> struct action<act_bet> : set_act<Act::kBet> {};
template <> struct action<act_raise> : set_act<Act::kRaise> {};
template <> struct action<act_show> : set_act<Act::kShow> {};
template <> struct action<act_muck> : set_act<Act::kMuck> {};
template <> struct action<act_bring_in> : set_act<Act::kBringIn> {};
template <> struct action<act_discard> : set_act<Act::kDiscard> {};
template <> struct action<act_stand_pat> : set_act<Act::kStandPat> {};
template <> struct action<discard_count> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.discard_count = small_number(in.string_view());
  }
};
template <> struct action<act_no_show> : set_act<Act::kFold, false> {};
template <> struct action<act_table_event> : set_act<Act::kFold, false> {};
template <> struct action<hand_text> {
  template <typename In> static void apply(const In& in, Builder& b) {
    std::string_view t = in.string_view();
    if (!t.empty() && t.back() == ')') t.remove_suffix(1);
    b.text = t;
  }
};
template <> struct action<all_in> {
  template <typename In> static void apply(const In&, Builder& b) { b.all_in = true; }
};
template <> struct action<reached_cap> {
  template <typename In> static void apply(const In&, Builder& b) { b.capped = true; }
};
// Keeps the words just read (b.text) as b.player's description when he has
// none yet: the first line that describes his hand is judged. Out of line,
// so that the line parsers which call it keep the size (and the inlining)
// they had without it.
[[gnu::noinline]] inline void keep_description(Builder& b) {
  engine::PlayerRecord& p = b.rec.players[static_cast<std::size_t>(b.player)];
  if (b.text.empty() || !p.description.empty()) return;
  p.description = b.text;
  p.description_pos = b.pos_of(b.text.data());
}

// Commits the action line just read (an action of b.player's); `verb` is
// where its verb starts: after "NAME: " in PokerStars' lines, after "NAME "
// or "Player NAME " in rooms that write no colon (WPN).
template <typename In>
void commit_action(const In& in, Builder& b, const char* verb) {
  auto& p = b.rec.players[static_cast<std::size_t>(b.player)];
  if (b.act == Act::kShow && p.showed && !b.cards.empty()) {
    // Shown twice (run twice, Split Hold'em's two show downs): the same
    // hand, or one card of it first. Two hands that differ either way are
    // the log contradicting itself.
    engine::CardSet before, now;
    for (engine::Card c : p.hole) before.insert(c);
    for (engine::Card c : b.cards) now.insert(c);
    const engine::CardSet both = before & now;
    if (both != before && both != now)
      b.inconsistent(verb, std::string(p.name) + " shows " + engine::card_list_text(b.cards) + " but showed " +
                               engine::card_list_text(p.hole) + " before");
  }
  if (b.act == Act::kShow || b.act == Act::kMuck) {
    if (!b.cards.empty()) p.hole = b.cards;
    if (b.act == Act::kShow) {
      p.showed = true;
      p.show_pos = b.pos_of(verb);
      if (!b.text.empty()) {
        p.description = b.text;
        p.description_pos = p.show_pos;
      }
    } else {
      p.mucked = true;
    }
  }
  if (b.act == Act::kStandPat && !b.cards.empty()) p.hole = b.cards;
  const Variant variant = b.rec.game.variant;
  // Irish's discard deals nothing: the cards thrown leave his hand.
  if (b.act == Act::kDiscard && !b.cards.empty() && !engine::exchange_draws(variant)) {
    engine::CardList kept;
    for (const engine::Card c : p.hole)
      if (std::find(b.cards.begin(), b.cards.end(), c) == b.cards.end()) kept.push(c);
    p.hole = kept;
  }
  if (b.rec.actions.size() >= kMaxActions) throw tao::pegtl::parse_error("more than 4096 actions in one hand", in);
  engine::ActionRecord a;
  a.kind = b.act;
  a.player = static_cast<std::int16_t>(b.player);
  // A flop draw's exchanges come between the flop's betting and the turn's
  // marker: filed under the round they open (engine/exchanges.h), whatever
  // the betting before them.
  const bool flop_draw = engine::is_flop_draw(variant);
  if (b.act == Act::kDiscard || b.act == Act::kStandPat) {
    if (!flop_draw && b.bet_since_draw && (!b.draw_markers || drew_in_round(b))) {
      // An exchange after betting with no marker between: the next round
      // (in a log with markers, only for a player who drew in this one; any
      // other draws late in it).
      b.street = static_cast<Street>(std::min(static_cast<int>(b.street) + 1, static_cast<int>(Street::kRiver)));
      auto& slot = b.rec.street_pos[static_cast<std::size_t>(b.street)];
      if (slot.line == 0) slot = b.pos_of(in.begin());
      b.bet_since_draw = false;
      b.round_guessed_at = b.rec.actions.size();
    }
    if (b.act == Act::kDiscard && !b.cards.empty() && b.cards.size != b.discard_count)
      b.inconsistent(verb, "discards " + std::to_string(b.discard_count) + " cards but shows " +
                               std::to_string(b.cards.size));
  } else if (b.act != Act::kShow && b.act != Act::kMuck) {
    b.bet_since_draw = true;
  }
  a.street = flop_draw && (b.act == Act::kDiscard || b.act == Act::kStandPat) ? engine::kFlopDrawRound : b.street;
  a.all_in = b.all_in;
  a.reached_cap = b.capped;
  a.cards = static_cast<std::uint8_t>(b.act == Act::kDiscard ? std::min(b.discard_count, 255) : 0);
  if (b.act == Act::kRaise) {
    // "raises X to Y[ and has reached the $C cap]"
    a.amount = b.last_amount(b.capped ? 2 : 1);
    a.to = b.last_amount(b.capped ? 1 : 0);
  } else if (b.act != Act::kFold && b.act != Act::kCheck && b.act != Act::kShow && b.act != Act::kMuck &&
             b.act != Act::kDiscard && b.act != Act::kStandPat) {
    a.amount = b.last_amount(b.capped ? 1 : 0);
  }
  a.pos = b.pos_of(verb);
  if (a.kind == Act::kDiscard && !b.cards.empty() && b.cards.size == a.cards)
    b.rec.exchanges.push_back({static_cast<std::uint16_t>(b.rec.actions.size()), b.cards, {}, {}, {}, false});
  if (a.kind == Act::kStandPat && !b.cards.empty())  // "stands pat on [..]": his whole hand
    b.rec.exchanges.push_back({static_cast<std::uint16_t>(b.rec.actions.size()), {}, {}, a.pos, b.cards, true});
  b.rec.actions.push_back(a);
}
template <> struct action<action_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    if (!b.is_action) return;
    commit_action(in, b, in.begin() + b.rec.players[static_cast<std::size_t>(b.player)].name.size() + 2);
  }
};

template <> struct action<unseated_name> {
  template <typename In> static void apply(const In& in, Builder& b) { b.name = in.string_view(); }
};
template <> struct action<unseated_action_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    // Table events of players missing from the seat list occur in
    // anonymised files; only money or cards moved by a stranger matter.
    if (!b.is_action) return;
    std::string message = "'";
    message.append(b.name).append("' acts but is not in the seat list; the action is left out of the replay");
    b.inconsistent(in.begin(), std::move(message));
  }
};

template <> struct action<unseated_payee> {
  template <typename In> static void apply(const In& in, Builder& b) { b.name = in.string_view(); }
};
template <> struct action<unseated_collector> : action<unseated_payee> {};
template <> struct action<unseated_money_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    std::string message = "'";
    message.append(b.name).append("' is paid but is not in the seat list; the line is left out of the replay");
    b.inconsistent(in.begin(), std::move(message));
  }
};

// ---- money lines
template <> struct action<uncalled_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    engine::ActionRecord a;
    a.kind = Act::kUncalledReturn;
    a.player = static_cast<std::int16_t>(b.player);
    a.street = b.street;
    a.amount = b.last_amount();
    a.pos = b.pos_of(in.begin());
    b.rec.actions.push_back(a);
  }
};
template <> struct action<pot_main> {
  template <typename In> static void apply(const In&, Builder& b) { b.pot = 0; }
};
template <> struct action<pot_only> {
  template <typename In> static void apply(const In&, Builder& b) { b.pot = 0; }
};
template <> struct action<pot_side> {
  template <typename In> static void apply(const In&, Builder& b) { if (b.pot < 1) b.pot = 1; }
};
template <> struct action<side_pot_number> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.pot = small_number(in.string_view());
  }
};
template <Act A> struct money_line {
  template <typename In> static void apply(const In& in, Builder& b) {
    engine::ActionRecord a;
    a.kind = A;
    a.player = static_cast<std::int16_t>(b.player);
    a.street = b.street;
    a.amount = b.amounts.empty() ? Chips{0} : b.amounts.front();
    a.pot = static_cast<std::int16_t>(b.pot < 0 ? 0 : b.pot);
    a.board = static_cast<std::int8_t>(b.showdown_board);
    a.pos = b.pos_of(in.begin());
    b.rec.actions.push_back(a);
  }
};
template <> struct action<collected_line> : money_line<Act::kCollect> {};
template <> struct action<cash_out_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    money_line<Act::kCashOut>::apply(in, b);
    // The fee, where stated, is the second amount of the line.
    if (b.amounts.size() > 1) b.rec.actions.back().to = b.amounts[1];
  }
};
template <> struct action<treated_all_in_line> : money_line<Act::kTreatedAllIn> {};
template <> struct action<chips_added_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    if (b.amounts.empty()) return;
    b.rec.chips_added.push_back({b.player, b.amounts.back(), b.pos_of(in.begin())});
  }
};
// Tournament results: result_name begins each try afresh, so a line that
// fails half-way (and goes to event_line) leaves nothing behind.
template <> struct action<result_name> {
  template <typename In> static void apply(const In&, Builder& b) {
    b.result = engine::TournamentResult{};
    b.result.player = b.player;
  }
};
template <> struct action<result_place> {
  template <typename In> static void apply(const In& in, Builder& b) {
    const std::string_view digits = in.string_view();
    std::uint32_t place = 0;
    for (const char c : digits.substr(0, 9)) place = place * 10 + static_cast<std::uint32_t>(c - '0');
    b.result.place = digits.size() <= 9 ? place : 0;
  }
};
// `text` starts with the money: an optional symbol, then the digits.
inline void set_result_money(std::string_view text, engine::TournamentResult& r) {
  std::size_t digit = 0;
  while (digit < text.size() && !is_digit_char(text[digit])) ++digit;
  const char* const end = amount_number_end(text.data() + digit, text.data() + text.size());
  r.money_symbol = text.substr(0, digit);
  r.money = plain_chips(std::string_view(text.data() + digit, static_cast<std::size_t>(end - text.data()) - digit));
}
template <> struct action<finished_prize> {
  template <typename In> static void apply(const In& in, Builder& b) {
    set_result_money(in.string_view().substr(std::string_view(" and received ").size()), b.result);
  }
};
template <> struct action<won_prize> {
  template <typename In> static void apply(const In& in, Builder& b) {
    set_result_money(in.string_view().substr(std::string_view(" and receives ").size()), b.result);
  }
};
template <> struct action<bounty_money> {
  template <typename In> static void apply(const In& in, Builder& b) { set_result_money(in.string_view(), b.result); }
};
template <engine::TournamentResult::Kind Kind>
struct result_line {
  template <typename In> static void apply(const In&, Builder& b) {
    b.result.kind = Kind;
    if (Kind == engine::TournamentResult::Kind::kBounty) b.result.eliminated = b.player;
    b.result.pos = b.pos_of(b.line_begin);
    b.rec.tournament_results.push_back(b.result);
  }
};
template <> struct action<finished_tail> : result_line<engine::TournamentResult::Kind::kFinished> {};
template <> struct action<won_tail> : result_line<engine::TournamentResult::Kind::kWon> {};
template <> struct action<bounty_tail> : result_line<engine::TournamentResult::Kind::kBounty> {};

template <> struct action<shows_for_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    auto& p = b.rec.players[static_cast<std::size_t>(b.player)];
    if (b.cards.size >= 2 && p.hole.empty()) {
      // The first bracket is the hole cards; the second the five played.
      engine::CardList hole;
      for (std::size_t i = 0; i + 5 < b.cards.size + 0u && i < 2; ++i) hole.push(b.cards.cards[i]);
      p.hole = hole.size == 2 ? hole : p.hole;
    }
    p.showed = true;
    p.show_pos = b.pos_of(in.begin());
  }
};
template <> struct action<house_money> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.house_money += b.last_amount(); }
};
template <> struct action<reshuffle_notice> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.reshuffles.push_back({static_cast<std::uint16_t>(b.rec.actions.size()), b.pos_of(in.begin())});
  }
};
template <> struct action<hand_cancelled> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.cancelled = true; }
};

// ---- summary
template <> struct action<total_pot> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.stated.total = b.last_amount();
    b.rec.stated.pos = b.pos_of(in.begin());
  }
};
template <> struct action<main_pot> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.stated.main = b.last_amount(); }
};
template <> struct action<side_pot> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.stated.side.push_back(b.last_amount()); }
};
template <> struct action<rake> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.stated.rake = b.last_amount(); }
};
template <> struct action<board_second> {
  template <typename In> static void apply(const In&, Builder& b) { b.run_marker = 1; }
};
template <> struct action<board_third> {
  template <typename In> static void apply(const In&, Builder& b) { b.run_marker = 2; }
};
template <> struct action<board_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    const auto k = static_cast<std::size_t>(std::max(b.run_marker, 0));
    b.rec.summary_boards[k] = b.cards;
    if (b.rec.summary_board_pos.line == 0) b.rec.summary_board_pos = b.pos_of(in.begin());
  }
};
template <> struct action<won_amount> {
  template <typename In> static void apply(const In&, Builder& b) { b.won.push_back(b.last_amount()); }
};
template <> struct action<summary_description> {
  template <typename In> static void apply(const In& in, Builder& b) {
    if (b.text.empty()) b.text = in.string_view();
  }
};
template <> struct action<summary_mucked> {
  template <typename In> static void apply(const In&, Builder& b) {
    if (b.player >= 0) b.rec.players[static_cast<std::size_t>(b.player)].mucked = true;
  }
};
template <> struct action<other_seat_line> {
  template <typename In> static void apply(const In&, Builder& b) { ++b.summary_seat_lines; }
};
template <> struct action<summary_seat_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    ++b.summary_seat_lines;
    auto& p = b.rec.players[static_cast<std::size_t>(b.player)];
    p.in_summary = true;
    if (!b.cards.empty() && p.hole.empty()) p.hole = b.cards;
    if (!b.won.empty()) {
      Chips total{0};
      for (Chips w : b.won) total += w;
      p.summary_won = total;
      p.summary_pos = b.pos_of(in.begin());
    }
    if (!b.text.empty() && p.description.empty()) {
      p.description = b.text;
      p.description_pos = b.pos_of(b.text.data());
    }
  }
};

// ---- errors: what each `must<>` expected
template <typename> inline constexpr const char* error_message = nullptr;
template <> inline constexpr const char* error_message<expected_verb> =
    "an action (posts, folds, checks, calls, bets, raises, shows, mucks ...)";
template <> inline constexpr const char* error_message<expected_action_end> =
    "the end of the action line (or \" and is all-in\")";
template <> inline constexpr const char* error_message<expected_line_end> = "the end of the line";

struct error {
  template <typename Rule> static constexpr auto message = error_message<Rule>;
};
template <typename Rule>
using control = tao::pegtl::must_if<error>::control<Rule>;


}  // namespace

}  // namespace parser::stars_text
