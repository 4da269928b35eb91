#include "report/json_text.h"

#include <doctest/doctest.h>

#include <cstdint>
#include <limits>
#include <string>
#include <string_view>

#include "report/string_writer.h"

namespace {

using namespace std::string_view_literals;

// `s` as a JSON string, through each sink: the two must agree.
std::string escaped_by_string(std::string_view s) {
  std::string out;
  report::append_json_string(out, s);
  return out;
}

std::string escaped_by_writer(std::string_view s) {
  std::string out = "prefix";  // written after what is there already
  {
    report::StringWriter writer(out, 1);  // too small a guess: it has to grow
    report::append_json_string(writer, s);
  }
  CHECK(out.substr(0, 6) == "prefix");
  return out.substr(6);
}

struct EscapeClass {
  std::string_view input;     // one character (or sequence) of the class
  std::string_view expected;  // its form in a JSON string
};

// One of each kind of byte (or sequence) the escaping tells apart.
constexpr EscapeClass kEscapeClasses[] = {
    {"a", "a"},        // plain ASCII
    {"\x7f", "\x7f"},  // DEL needs no escape
    {"/", "/"},        // nor the solidus
    {"\"", R"(\")"},   // quote
    {"\\", R"(\\)"},   // backslash
    {"\b", R"(\b)"},
    {"\f", R"(\f)"},
    {"\n", R"(\n)"},
    {"\r", R"(\r)"},
    {"\t", R"(\t)"},
    {"\0"sv, R"(\u0000)"},  // other controls as \u00XX
    {"\x01", R"(\u0001)"},
    {"\x1b", R"(\u001b)"},
    {"\x1f", R"(\u001f)"},
    {"\xc3\xa9", "\xc3\xa9"},                   // two-byte UTF-8 kept
    {"\xe2\x82\xac", "\xe2\x82\xac"},           // three-byte
    {"\xf0\x9f\x82\xa1", "\xf0\x9f\x82\xa1"},   // four-byte
    {"\xff", R"(\ufffd)"},                      // a byte that starts nothing
    {"\x80", R"(\ufffd)"},                      // a lone continuation byte
    {"\xc0\xaf", R"(\ufffd\ufffd)"},            // overlong: each byte replaced
    {"\xed\xa0\x80", R"(\ufffd\ufffd\ufffd)"},  // surrogate
};

}  // namespace

TEST_CASE("append_json_string: each escape class at every offset of the 8-byte scan, through both sinks") {
  // Offsets 0..17 and lengths around 8 and 16 put the special byte in the
  // first word, the overlapping last word and the byte-wise tail.
  for (const EscapeClass& c : kEscapeClasses) {
    for (std::size_t before = 0; before <= 17; ++before) {
      for (std::size_t after : {0, 1, 7, 8, 9}) {
        const std::string input = std::string(before, 'x').append(c.input).append(after, 'y');
        const std::string expected =
            std::string(1, '"').append(before, 'x').append(c.expected).append(after, 'y').append(1, '"');
        CAPTURE(input);
        CHECK(escaped_by_string(input) == expected);
        CHECK(escaped_by_writer(input) == expected);
      }
    }
  }
}

TEST_CASE("append_json_string: a sequence cut by the end of the string is replaced byte by byte") {
  CHECK(escaped_by_string("abcdefgh\xe2\x82") == R"("abcdefgh\ufffd\ufffd")");
  CHECK(escaped_by_writer("abcdefgh\xe2\x82") == R"("abcdefgh\ufffd\ufffd")");
  CHECK(escaped_by_string("") == R"("")");
  CHECK(escaped_by_writer("") == R"("")");
}

TEST_CASE("plain_prefix_length stops at the first byte a JSON string cannot hold as it is") {
  struct Case {
    std::string_view s;
    std::size_t plain;
  };
  const Case cases[] = {
      {"", 0},
      {"abc", 3},
      {"abcdefgh", 8},
      {"abcdefghijklmnop", 16},
      {"abcdefghi\"", 9},
      {"a\x1f", 1},
      {" !#~\x7f", 5},  // the edges of the plain range: 0x20, 0x21, 0x23, 0x7e, 0x7f
      {"abcdefg\x80hij", 7},
      {"abcdefgh\\ijklmno", 8},
      // Bytes whose borrow could flag a later plain byte: the first special one counts.
      {"\x01\x21\x21\x21\x21\x21\x21\x21", 0},
      {"\x21\x21\x21\x21\x21\x21\x21\x00\x21", 7},
  };
  for (const Case& c : cases) {
    CAPTURE(c.s);
    CHECK(report::plain_prefix_length(c.s) == c.plain);
  }
}

TEST_CASE("integer_text writes every integer type in decimal") {
  std::array<char, 20> buf;
  CHECK(report::integer_text(0, buf) == "0");
  CHECK(report::integer_text(9, buf) == "9");
  CHECK(report::integer_text(10, buf) == "10");
  CHECK(report::integer_text(99, buf) == "99");
  CHECK(report::integer_text(100, buf) == "100");
  CHECK(report::integer_text(101, buf) == "101");
  CHECK(report::integer_text(-1, buf) == "-1");
  CHECK(report::integer_text(-100, buf) == "-100");
  CHECK(report::integer_text(std::uint32_t{4294967295}, buf) == "4294967295");
  CHECK(report::integer_text(std::numeric_limits<int>::min(), buf) == "-2147483648");
  CHECK(report::integer_text(std::numeric_limits<std::int64_t>::max(), buf) == "9223372036854775807");
  CHECK(report::integer_text(std::numeric_limits<std::int64_t>::min(), buf) == "-9223372036854775808");
  CHECK(report::integer_text(std::numeric_limits<std::uint64_t>::max(), buf) == "18446744073709551615");
}

TEST_CASE("field writers give the same text through a std::string and a StringWriter") {
  const auto fields = [](auto& out) {
    out.push_back('{');
    report::append_string_field(out, "name", "Jo \"Jo\"");
    out.push_back(',');
    report::append_id_field(out, "street", "flop");
    out.push_back(',');
    report::append_nullable_field(out, "site", "");
    out.push_back(',');
    report::append_nullable_field(out, "table", "T1");
    out.push_back(',');
    report::append_int_field(out, "seat", 3);
    out.push_back(',');
    report::append_int_field(out, "line", std::uint64_t{12345678901});
    out.push_back(',');
    report::append_bool_field(out, "all_in", true);
    out.push_back(',');
    report::append_bool_field(out, "hi_lo", false);
    report::append_pieces(out, ',', "\"x\":"sv, '[', "1,2"sv, ']');
    out.push_back('}');
  };
  constexpr std::string_view kExpected =
      R"({"name":"Jo \"Jo\"","street":"flop","site":null,"table":"T1","seat":3,"line":12345678901,)"
      R"("all_in":true,"hi_lo":false,"x":[1,2]})";

  std::string by_string;
  fields(by_string);
  CHECK(by_string == kExpected);

  std::string by_writer;
  {
    report::StringWriter writer(by_writer, 0);
    fields(writer);
  }
  CHECK(by_writer == kExpected);
}

TEST_CASE("StringWriter: the string ends at the last byte written, however the guess compared") {
  for (std::size_t expected : {0, 1, 10, 1000}) {
    CAPTURE(expected);
    std::string out = "ab";
    {
      report::StringWriter writer(out, expected);
      for (int i = 0; i < 100; ++i) writer.append("0123456789"sv);
      writer.push_back('!');
    }
    CHECK(out.size() == 2 + 1000 + 1);
    CHECK(out.substr(0, 12) == "ab0123456789");
    CHECK(out.back() == '!');
  }
  std::string untouched = "xyz";
  { report::StringWriter writer(untouched, 64); }
  CHECK(untouched == "xyz");
}
