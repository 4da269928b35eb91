// The actions of the leaf rules 888's grammar defines (parser/pacific_grammar.h:
// amounts in the client's locale, currency symbols, localised card ranks)
// and PartyPoker's grammar reuses (parser/partypoker_grammar.h). Each
// reader's `action<Rule>` derives from `leaf_action<Rule>` for the rules it
// does not act on itself. The reader type holds, as both readers do, the
// stars_text::Builder scratch (`amounts`, `cards`, `rec`) and the card being
// read (`rank`, `suit`).
//
// In an unnamed namespace, as parser/stars_text_builder.h: each reader's
// translation unit gets its own copy.
#pragma once

#include <tao/pegtl.hpp>

#include "engine/card.h"
#include "engine/hand_record.h"
#include "parser/bracket_lines.h"
#include "parser/pacific_grammar.h"

namespace parser::bracket_text {

namespace {

template <typename Rule>
struct leaf_action : tao::pegtl::nothing<Rule> {};

template <> struct leaf_action<pacific::amount_digits> {
  template <typename In, typename Reader> static void apply(const In& in, Reader& r) {
    r.amounts.push_back(amount_chips(in));
  }
};
// The symbol names the currency: "$" USD, "€" EUR, "£" GBP.
template <> struct leaf_action<pacific::currency_symbol> {
  template <typename In, typename Reader> static void apply(const In& in, Reader& r) {
    r.rec.has_currency_symbol = true;
    const char c = in.peek_char();
    r.rec.currency = c == '$' ? "USD" : in.string_view() == "\u20AC" ? "EUR" : "GBP";
  }
};
template <int Rank> struct set_rank {
  template <typename In, typename Reader> static void apply(const In&, Reader& r) { r.rank = Rank; }
};
template <> struct leaf_action<pacific::rank_ten> : set_rank<8> {};
template <> struct leaf_action<pacific::rank_jack> : set_rank<9> {};
template <> struct leaf_action<pacific::rank_queen> : set_rank<10> {};
template <> struct leaf_action<pacific::rank_king> : set_rank<11> {};
template <> struct leaf_action<pacific::rank_ace> : set_rank<12> {};
template <> struct leaf_action<pacific::rank_digit> {
  template <typename In, typename Reader> static void apply(const In& in, Reader& r) {
    r.rank = in.peek_char() - '2';
  }
};
template <engine::Suit S> struct set_suit {
  template <typename In, typename Reader> static void apply(const In&, Reader& r) { r.suit = S; }
};
template <> struct leaf_action<pacific::suit_clubs> : set_suit<engine::Suit::kClubs> {};
template <> struct leaf_action<pacific::suit_diamonds> : set_suit<engine::Suit::kDiamonds> {};
template <> struct leaf_action<pacific::suit_hearts> : set_suit<engine::Suit::kHearts> {};
template <> struct leaf_action<pacific::suit_spades> : set_suit<engine::Suit::kSpades> {};
// Cards reach the line's list one by one; a list cut short fails its line.
template <> struct leaf_action<pacific::card> {
  template <typename In, typename Reader> static void apply(const In&, Reader& r) {
    r.cards.push(engine::Card(r.rank, r.suit));
  }
};

// Actions of the lines both layouts write alike, for the rules of each
// grammar: `template <> struct action<street_line> : street_line_action {};`.
template <engine::Act A> struct set_act {
  template <typename In, typename Reader> static void apply(const In&, Reader& r) { r.act = A; }
};
template <engine::Street S> struct set_street {
  template <typename In, typename Reader> static void apply(const In&, Reader& r) { r.street = S; }
};
// "Seat 5 is the button", on the whole line: a seat line tried as a button
// line first reads a seat number too.
struct button_line_action {
  template <typename In, typename Reader> static void apply(const In& in, Reader& r) {
    const char* digits = in.begin() + 5;  // "Seat "
    r.rec.button_seat = stars_text::small_number(std::string_view(digits, in.string_view().find(' ', 5) - 5));
    r.rec.button_pos = r.pos_of(digits);
  }
};
// "** Dealing Flop ** [ .. ]": each marker deals the street's new cards, the
// board grows by them.
struct street_line_action {
  template <typename In, typename Reader> static void apply(const In& in, Reader& r) {
    const auto s = static_cast<std::size_t>(r.street);
    if (r.rec.street_pos[s].line == 0) r.rec.street_pos[s] = r.pos_of(in.begin());
    engine::CardList& board = r.rec.boards[0];
    for (engine::Card c : r.cards) board.push(c);
    r.rec.street_cards[s] = board.size;
  }
};
// "Dealt to NAME [ .. ]": the hero's hole cards.
struct dealt_line_action {
  template <typename In, typename Reader> static void apply(const In& in, Reader& r) {
    auto& p = r.rec.players[static_cast<std::size_t>(r.player)];
    p.hole = r.cards;
    if (!r.cards.empty()) {
      r.rec.hero = r.player;
      p.dealt_pos = r.pos_of(in.begin());
      if (!engine::is_stud(r.rec.game.variant)) p.dealt = r.cards;
    }
  }
};
// "NAME shows [ .. ]" or a muck with its cards (`r.act`): the show down.
struct show_line_action {
  template <typename In, typename Reader> static void apply(const In& in, Reader& r) {
    using engine::Street;
    auto& p = r.rec.players[static_cast<std::size_t>(r.player)];
    const char* verb = in.begin() + p.name.size() + 1;
    if (r.rec.street_pos[static_cast<std::size_t>(Street::kShowdown)].line == 0)
      r.rec.street_pos[static_cast<std::size_t>(Street::kShowdown)] = r.pos_of(in.begin());
    r.street = Street::kShowdown;
    if (!r.cards.empty()) p.hole = r.cards;
    if (r.act == engine::Act::kShow) {
      p.showed = true;
      p.show_pos = r.pos_of(verb);
    } else {
      p.mucked = true;
    }
    engine::ActionRecord a;
    a.kind = r.act;
    a.player = static_cast<std::int16_t>(r.player);
    a.street = Street::kShowdown;
    a.pos = r.pos_of(verb);
    r.rec.actions.push_back(a);
  }
};

}  // namespace

}  // namespace parser::bracket_text
