// The JSON grammar of the readers of JSON hand histories (OHH): rules only
// (STYLE.md 15). RFC 8259 as PEGTL's contrib grammar writes it, one value
// with blanks around it and nothing after; parser/json_tree.cpp builds the
// values with their positions.
#pragma once

#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/json.hpp>

namespace parser::json_grammar {

// clang-format off
using namespace tao::pegtl;
namespace js = tao::pegtl::json;

struct document : seq< star< js::ws >, js::value, star< js::ws >, eof > {};
// clang-format on

}  // namespace parser::json_grammar
