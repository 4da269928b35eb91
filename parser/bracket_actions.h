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

}  // namespace

}  // namespace parser::bracket_text
