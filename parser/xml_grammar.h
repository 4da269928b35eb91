// The XML grammar of the readers of XML hand histories (iPoker): rules only
// (STYLE.md 15). A well-formed subset of XML 1.0: elements with attributes
// in double or single quotes, character data, comments, processing
// instructions (the XML declaration `<?xml ...?>` among them) and entity
// references (`&amp;`, `&#233;`, `&#xE9;`). No DTD, no CDATA section: no
// hand history writes them. parser/xml_tree.cpp builds the elements with
// their positions and checks that each end tag closes its start tag.
#pragma once

#include <array>
#include <bit>
#include <string_view>

#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze_traits.hpp>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace parser::xml_grammar {

// A set of bytes as a table: one load a byte where a `sor` of ranges and
// `one`s tests each in turn. XML hands are thousands of bytes of names and
// quoted values; matching them a rule a byte was most of reading iPoker.
struct ByteSet {
  std::array<bool, 256> has{};
  // `chars`, the ranges `a-z`, `A-Z`, `0-9` and 0x80-0xFF when asked.
  constexpr ByteSet(std::string_view chars, bool alnum, bool high) {
    for (const char c : chars) has[static_cast<unsigned char>(c)] = true;
    for (int c = 0; c < 256; ++c) {
      const bool letter_or_digit = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
      if ((alnum && letter_or_digit) || (high && c >= 0x80)) has[static_cast<std::size_t>(c)] = true;
    }
  }
  // Every byte but `chars`.
  static constexpr ByteSet all_but(std::string_view chars) {
    ByteSet set("", false, false);
    set.has.fill(true);
    for (const char c : chars) set.has[static_cast<unsigned char>(c)] = false;
    return set;
  }
  friend constexpr bool operator==(const ByteSet&, const ByteSet&) = default;
};

// The first byte at or after `p` (before `end`) not of `set`: four bytes a
// step while four remain, with one test of the end a step, not one a byte.
inline const char* skip_run(const ByteSet& set, const char* p, const char* const end) {
  const auto in = [&](char c) { return set.has[static_cast<unsigned char>(c)]; };
  while (end - p >= 4) {
    if (!in(p[0])) return p;
    if (!in(p[1])) return p + 1;
    if (!in(p[2])) return p + 2;
    if (!in(p[3])) return p + 3;
    p += 4;
  }
  while (p != end && in(*p)) ++p;
  return p;
}

// The first of the bytes `a`, `b` and `c` at or after `p`, or `end`: sixteen
// bytes a step where SSE2 is and sixteen remain, then one at a time. For
// the runs whose set is all bytes but two or three (a quoted value ends at
// its quote, '<' or '&', character data at '<' or '&'): one step reads most
// of them, where skip_run's table costs three instructions a byte. Not for
// names: they are five bytes or so, and the ranges of their set cost more
// in sixteen lanes than the table does (tried, bench/RESULTS.md).
inline const char* find_any_of(const char* p, const char* const end, char a, char b, char c) {
#if defined(__SSE2__)
  const __m128i want_a = _mm_set1_epi8(a);
  const __m128i want_b = _mm_set1_epi8(b);
  const __m128i want_c = _mm_set1_epi8(c);
  for (; end - p >= 16; p += 16) {
    const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    const __m128i hit = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(bytes, want_a), _mm_cmpeq_epi8(bytes, want_b)),
                                     _mm_cmpeq_epi8(bytes, want_c));
    if (const auto mask = static_cast<unsigned>(_mm_movemask_epi8(hit)); mask != 0) return p + std::countr_zero(mask);
  }
#endif
  while (p != end && *p != a && *p != b && *p != c) ++p;
  return p;
}

// The longest run of bytes of `Set`; `Min` of them at least (0 or 1). With
// `First`, one byte of `First` before them: a name in one rule, not a `sor`
// for its first byte and a run for the others.
template <const ByteSet& Set, std::size_t Min, const ByteSet* First = nullptr>
struct run {
  using rule_t = run;
  using subs_t = tao::pegtl::empty_list;

  template <tao::pegtl::apply_mode, tao::pegtl::rewind_mode, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput, typename... States>
  static bool match(ParseInput& in, States&&...) {
    const char* const begin = in.current();
    const char* const end = in.end();
    const char* p = begin;
    if constexpr (First != nullptr) {
      if (p == end || !First->has[static_cast<unsigned char>(*p)]) return false;
      ++p;
    }
    p = skip_run(Set, p, end);
    if (static_cast<std::size_t>(p - begin) < Min) return false;
    in.bump(static_cast<std::size_t>(p - begin));
    return true;
  }
};

// `name = "value"` (blanks around '=' allowed, single quotes too) whose
// value holds no entity reference, read in one pass: the same bytes as
// `any_attribute` reads, the grammar's rules a byte or a run at a time cost
// most of reading an iPoker hand (200 attributes a hand). The action of
// `plain_attribute`, `parts(name, value, states...)`, is told the name and
// the value between the quotes. A value with '&' is left to `any_attribute`
// (nothing consumed); one with '<' or unclosed fails as it would there.
template <const ByteSet& NameFirst, const ByteSet& NameRest, const ByteSet& Blanks, const ByteSet& ValueDq,
          const ByteSet& ValueSq>
struct plain_attribute {
  using rule_t = plain_attribute;
  using subs_t = tao::pegtl::empty_list;
  // A value is read up to the first byte not of its set (find_any_of).
  static_assert(ValueDq == ByteSet::all_but("\"<&") && ValueSq == ByteSet::all_but("'<&"));

  // The end of the attribute at `begin` (past its closing quote), its name
  // and value set; nullptr when it is not a plain attribute.
  static const char* scan(const char* const begin, const char* const end, std::string_view& name,
                          std::string_view& raw) {
    if (begin == end || !NameFirst.has[static_cast<unsigned char>(*begin)]) return nullptr;
    const char* p = skip_run(NameRest, begin + 1, end);
    name = std::string_view(begin, static_cast<std::size_t>(p - begin));
    // Blanks around '=' are allowed, and written by no room: looked for
    // only when '=' or the quote is not next.
    if (p == end || *p != '=') {
      while (p != end && Blanks.has[static_cast<unsigned char>(*p)]) ++p;
      if (p == end || *p != '=') return nullptr;
    }
    ++p;
    if (p == end || (*p != '"' && *p != '\'')) {
      while (p != end && Blanks.has[static_cast<unsigned char>(*p)]) ++p;
      if (p == end || (*p != '"' && *p != '\'')) return nullptr;
    }
    const char quote = *p;
    const char* const value = ++p;
    p = find_any_of(p, end, quote, '<', '&');
    if (p == end || *p != quote) return nullptr;  // '&' (any_attribute's), '<' or the end
    raw = std::string_view(value, static_cast<std::size_t>(p - value));
    return p + 1;
  }

  template <tao::pegtl::apply_mode A, tao::pegtl::rewind_mode, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput, typename... States>
  static bool match(ParseInput& in, States&&... st) {
    std::string_view name;
    std::string_view raw;
    const char* const after = scan(in.current(), in.end(), name, raw);
    if (after == nullptr) return false;
    in.bump(static_cast<std::size_t>(after - in.current()));
    if constexpr (A == tao::pegtl::apply_mode::action) Action<plain_attribute>::parts(name, raw, st...);
    return true;
  }
};

// The longest run of `blanks plain_attribute` an element's attributes start
// with, in one loop (always matches, maybe nothing): what
// `star< run< kBlanks, 1 >, attribute >` would read of them, each told to
// the action of `Plain` as `Plain` itself tells it. The star that follows
// reads the rest, from the first attribute that is not plain.
template <typename Plain, const ByteSet& Blanks>
struct plain_attributes {
  using rule_t = plain_attributes;
  using subs_t = tao::pegtl::empty_list;

  template <tao::pegtl::apply_mode A, tao::pegtl::rewind_mode, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput, typename... States>
  static bool match(ParseInput& in, States&&... st) {
    const char* const end = in.end();
    const char* p = in.current();
    for (;;) {
      // One blank or more, a single ' ' by far the commonest.
      if (p == end || !Blanks.has[static_cast<unsigned char>(*p)]) break;
      const char* q = p + 1;
      if (q != end && Blanks.has[static_cast<unsigned char>(*q)]) q = skip_run(Blanks, q, end);
      std::string_view name;
      std::string_view raw;
      const char* const after = Plain::scan(q, end, name, raw);
      if (after == nullptr) break;
      if constexpr (A == tao::pegtl::apply_mode::action) Action<Plain>::parts(name, raw, st...);
      p = after;
    }
    in.bump(static_cast<std::size_t>(p - in.current()));
    return true;
  }
};

// Names: ASCII letters, digits and `_ : . -`, and any byte of a multibyte
// UTF-8 character (a name's bytes are not decoded); not a digit, `.` or `-`
// first.
inline constexpr ByteSet kNameRest{"_:.-", true, true};
inline constexpr ByteSet kNameFirst = [] {
  ByteSet set("_:", true, true);
  for (char c = '0'; c <= '9'; ++c) set.has[static_cast<unsigned char>(c)] = false;
  return set;
}();
inline constexpr ByteSet kBlanks{" \t\r\n", false, false};
inline constexpr ByteSet kValueDq = ByteSet::all_but("\"<&");
inline constexpr ByteSet kValueSq = ByteSet::all_but("'<&");
inline constexpr ByteSet kCharData = ByteSet::all_but("<&");

// clang-format off
using namespace tao::pegtl;

struct blank : one< ' ', '\t', '\r', '\n' > {};
struct blanks : run< kBlanks, 0 > {};
struct name : run< kNameRest, 0, &kNameFirst > {};

struct char_ref : seq< one< '#' >, sor< seq< one< 'x' >, plus< xdigit > >, plus< digit > > > {};
struct entity_ref : seq< one< '&' >, sor< char_ref, name >, one< ';' > > {};

struct comment : seq< string< '<', '!', '-', '-' >, until< string< '-', '-', '>' > > > {};
// `<?xml version="1.0" encoding="utf-8"?>` and any other instruction.
struct instruction : seq< string< '<', '?' >, until< string< '?', '>' > > > {};
struct misc : sor< blank, comment, instruction > {};

// An attribute's value between its quotes, entity references kept.
// Runs of plain bytes at once: a byte-by-byte sor is the reader's hot path.
struct value_dq : star< sor< run< kValueDq, 1 >, entity_ref > > {};
struct value_sq : star< sor< run< kValueSq, 1 >, entity_ref > > {};
struct attribute_name : name {};
struct any_attribute : seq< attribute_name, blanks, one< '=' >, blanks,
                            sor< seq< one< '"' >, value_dq, one< '"' > >, seq< one< '\'' >, value_sq, one< '\'' > > > > {};
// An attribute is `plain_attribute` when it can be (most are), else `any_attribute`.
using plain = plain_attribute< kNameFirst, kNameRest, kBlanks, kValueDq, kValueSq >;
struct attribute : sor< plain, any_attribute > {};
struct attributes : seq< plain_attributes< plain, kBlanks >, star< run< kBlanks, 1 >, attribute > > {};

struct tag_name : name {};
struct end_name : name {};
struct char_data : plus< sor< run< kCharData, 1 >, entity_ref > > {};
struct empty_end : string< '/', '>' > {};
struct start_end : one< '>' > {};
struct end_tag : seq< string< '<', '/' >, end_name, blanks, one< '>' > > {};

struct element;
struct content : star< sor< comment, instruction, element, char_data > > {};
struct element : seq< one< '<' >, tag_name, attributes, blanks,
                      sor< empty_end, seq< start_end, content, end_tag > > > {};

// One element with what may stand before it.
struct first_element : seq< star< misc >, element > {};

// What may follow a hand's element in a document cut into hands: the
// document's markup around the next hands (`</session>`, the next
// `<session ...>` and its header), checked only for its tags' shape.
struct loose_tag : seq< one< '<' >, opt< one< '/' > >, name, until< one< '>' >, not_one< '<' > > > {};
struct tail : star< sor< misc, loose_tag, char_data > > {};
// clang-format on

}  // namespace parser::xml_grammar

// For tao::pegtl::analyze (tests/parser/xml_tree_test.cpp): a run of at
// least one byte consumes input, a run of none may not.
template <typename Name, const parser::xml_grammar::ByteSet& Set>
struct tao::pegtl::analyze_traits<Name, parser::xml_grammar::run<Set, 0>> : analyze_opt_traits<> {};
template <typename Name, const parser::xml_grammar::ByteSet& Set>
struct tao::pegtl::analyze_traits<Name, parser::xml_grammar::run<Set, 1>> : analyze_any_traits<> {};
template <typename Name, const parser::xml_grammar::ByteSet& Set, std::size_t Min,
          const parser::xml_grammar::ByteSet* First>
struct tao::pegtl::analyze_traits<Name, parser::xml_grammar::run<Set, Min, First>> : analyze_any_traits<> {};
template <typename Name, const parser::xml_grammar::ByteSet& A, const parser::xml_grammar::ByteSet& B,
          const parser::xml_grammar::ByteSet& C, const parser::xml_grammar::ByteSet& D,
          const parser::xml_grammar::ByteSet& E>
struct tao::pegtl::analyze_traits<Name, parser::xml_grammar::plain_attribute<A, B, C, D, E>> : analyze_any_traits<> {};
template <typename Name, typename Plain, const parser::xml_grammar::ByteSet& Blanks>
struct tao::pegtl::analyze_traits<Name, parser::xml_grammar::plain_attributes<Plain, Blanks>> : analyze_opt_traits<> {};
