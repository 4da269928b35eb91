// Grammar literals written as C++20 string template arguments:
// text<"Seat "> is pegtl::ascii::string<'S', 'e', 'a', 't', ' '>, the very
// type TAO_PEGTL_STRING("Seat ") names, and itext<"..."> the
// pegtl::ascii::istring<...> of TAO_PEGTL_ISTRING. Same types, so the same
// parsers; only the compile is cheaper. The macros spell every literal out
// to 512 characters through some 600 template instantiations before cutting
// it to length, and the grammars hold about 1,200 literals: half of a
// grammar file's front end went to them (clang -ftime-trace on
// parser/fulltilt_parser.cpp).
#pragma once

#include <cstddef>
#include <utility>

#include <tao/pegtl.hpp>

namespace parser {

// A string literal as a value a template can take; `bytes` keeps the
// literal's terminating '\0', which the rules leave out.
template <std::size_t N>
struct FixedText {
  char bytes[N]{};
  constexpr FixedText(const char (&literal)[N]) {
    for (std::size_t i = 0; i < N; ++i) bytes[i] = literal[i];
  }
};

namespace text_literal_detail {

template <template <char...> class Rule, FixedText Text,
          typename Indices = std::make_index_sequence<sizeof(Text.bytes) - 1>>
struct Spelled;

template <template <char...> class Rule, FixedText Text, std::size_t... I>
struct Spelled<Rule, Text, std::index_sequence<I...>> {
  using type = Rule<Text.bytes[I]...>;
};

}  // namespace text_literal_detail

template <FixedText Text>
using text = typename text_literal_detail::Spelled<tao::pegtl::ascii::string, Text>::type;

template <FixedText Text>
using itext = typename text_literal_detail::Spelled<tao::pegtl::ascii::istring, Text>::type;

}  // namespace parser
