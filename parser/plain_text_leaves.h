// The actions of the leaf rules of parser/plain_text_rules.h, which the line
// readers of OnGame (parser/ongame_parser.cpp) and Entraction
// (parser/entraction_parser.cpp) share, and the actions that set the
// game, the structure, the verb and the street, or add a seat. Each reader's
// `action<Rule>` derives from `leaf_action<Rule>` for the rules it does not
// act on itself; its reader type is a stars_text::Builder with `rank` and
// `suit` (the card being read).
//
// In an unnamed namespace, as parser/stars_text_builder.h: each reader's
// translation unit gets its own copy.
#pragma once

#include <string>
#include <string_view>

#include <tao/pegtl.hpp>

#include "engine/card.h"
#include "engine/hand_record.h"
#include "parser/hand_limits.h"
#include "parser/plain_text_rules.h"
#include "parser/stars_text_builder.h"

namespace parser::plain_text {

namespace {

template <typename Rule>
struct leaf_action : tao::pegtl::nothing<Rule> {};

template <>
struct leaf_action<amount_digits> {
  template <typename In, typename Reader>
  static void apply(const In& in, Reader& r) {
    r.amounts.push_back(stars_text::to_chips(in));
  }
};
template <>
struct leaf_action<card_rank> {
  template <typename In, typename Reader>
  static void apply(const In& in, Reader& r) {
    static constexpr std::string_view kRanks = "23456789TJQKA";
    r.rank = static_cast<int>(kRanks.find(in.peek_char()));
  }
};
template <>
struct leaf_action<card_suit> {
  template <typename In, typename Reader>
  static void apply(const In& in, Reader& r) {
    const char c = in.peek_char();
    r.suit = c == 'c'   ? engine::Suit::kClubs
             : c == 'd' ? engine::Suit::kDiamonds
             : c == 'h' ? engine::Suit::kHearts
                        : engine::Suit::kSpades;
  }
};

template <engine::Structure S>
struct set_structure {
  template <typename In, typename Reader>
  static void apply(const In&, Reader& r) {
    r.rec.game.structure = S;
  }
};
template <engine::Variant V, bool HiLo = false>
struct set_variant {
  template <typename In, typename Reader>
  static void apply(const In&, Reader& r) {
    r.rec.game.variant = V;
    r.rec.game.hi_lo = HiLo;
  }
};
template <engine::Act A>
struct set_act {
  template <typename In, typename Reader>
  static void apply(const In&, Reader& r) {
    r.act = A;
  }
};
template <engine::Street S>
struct set_street {
  template <typename In, typename Reader>
  static void apply(const In&, Reader& r) {
    r.street = S;
  }
};

// The header's and seat list's values, each into the record or the line's
// scratch: `struct action<max_seats> : plain_text::read_max_seats {};`.
struct read_hand_id {
  template <typename In, typename Reader>
  static void apply(const In& in, Reader& r) {
    r.rec.hand_id = in.string_view();
  }
};
struct read_table_name {
  template <typename In, typename Reader>
  static void apply(const In& in, Reader& r) {
    r.rec.table = in.string_view();
  }
};
struct read_small_stake {
  template <typename In, typename Reader>
  static void apply(const In&, Reader& r) {
    r.rec.game.small_blind = r.last_amount();
  }
};
struct read_big_stake {
  template <typename In, typename Reader>
  static void apply(const In&, Reader& r) {
    r.rec.game.big_blind = r.last_amount();
  }
};
struct read_ante {
  template <typename In, typename Reader>
  static void apply(const In&, Reader& r) {
    r.rec.game.ante = r.last_amount();
  }
};
struct read_max_seats {
  template <typename In, typename Reader>
  static void apply(const In& in, Reader& r) {
    r.rec.game.max_seats = stars_text::small_number(in.string_view());
  }
};
struct read_seat_number {
  template <typename In, typename Reader>
  static void apply(const In& in, Reader& r) {
    r.seat = stars_text::small_number(in.string_view());
  }
};
struct read_seat_name {
  template <typename In, typename Reader>
  static void apply(const In& in, Reader& r) {
    r.name = in.string_view();
  }
};
struct read_seat_stack {
  template <typename In, typename Reader>
  static void apply(const In&, Reader& r) {
    r.stack = r.last_amount();
  }
};

// A seat line read into `r.seat`, `r.name`, `r.stack`: the player is added,
// unless his seat or name is listed already (inconsistent-record).
struct seat_line_action {
  template <typename In, typename Reader>
  static void apply(const In& in, Reader& r) {
    for (const auto& p : r.rec.players) {
      if (p.seat == r.seat || p.name == r.name) {
        r.inconsistent(in.begin(),
                       "seat " + std::to_string(r.seat) + " or player '" + std::string(r.name) + "' is listed twice");
        return;
      }
    }
    if (r.rec.players.size() >= kMaxSeats) throw tao::pegtl::parse_error("more than 64 seats in one hand", in);
    engine::PlayerRecord& p = r.rec.players.emplace_back();
    p.name = r.name;
    p.seat = r.seat;
    p.stack = r.stack;
    p.pos = r.pos_of(in.begin());
  }
};

}  // namespace

}  // namespace parser::plain_text
