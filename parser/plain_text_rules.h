// The leaf rules the line readers of OnGame (parser/ongame_grammar.h) and
// Entraction (parser/entraction_grammar.h) share: rules only (STYLE.md 15).
// English card ranks and suits ("Ac", "Td") and amounts in
// amount_number_end's language ("1,523.85"); their actions are in
// parser/plain_text_leaves.h.
#pragma once

#include <tao/pegtl.hpp>

#include "parser/stars_text_rules.h"

namespace parser::plain_text {

// clang-format off
struct amount_digits : stars_text::amount_number_chars {};
struct card_rank : tao::pegtl::one< '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A' > {};
struct card_suit : tao::pegtl::one< 'c', 'd', 'h', 's' > {};
struct card : tao::pegtl::seq< card_rank, card_suit > {};
// clang-format on

}  // namespace parser::plain_text
