// The grammar of a JavaScript object literal as data files write one (The
// Big Game's `LoadHand({Hand:{Title:"d1h1",...}})`): JSON whose member keys
// may also be bare identifiers. Rules only (STYLE.md 15); the values are
// PEGTL's JSON rules, so parser/json_tree.cpp builds them with the same
// actions as JSON's, and only keys, members, arrays and objects are rules of
// their own here (their actions are the JSON ones too).
#pragma once

#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/json.hpp>

namespace parser::js_literal_grammar {

// clang-format off
using namespace tao::pegtl;
namespace js = tao::pegtl::json;

struct bare_key : identifier {};                 // Title, NumberOfSeats
struct key : sor< js::key, bare_key > {};
struct value;
struct array_element : js::padr< value > {};
struct array : seq< js::begin_array, opt< list< array_element, js::value_separator > >, js::end_array > {};
struct member : seq< key, js::name_separator, js::padr< value > > {};
struct object : seq< js::begin_object, opt< list< member, js::value_separator > >, js::end_object > {};
struct value : sor< js::string, js::number, object, array, js::false_, js::true_, js::null > {};

struct document : seq< star< js::ws >, value, star< js::ws >, eof > {};
// clang-format on

}  // namespace parser::js_literal_grammar
