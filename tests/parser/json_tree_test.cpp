// parser/json_tree.h: JSON values with their offsets, exact number text,
// decoded strings, and errors placed where reading stopped.
#include <doctest/doctest.h>

#include <string>

#include "parser/json_tree.h"

using parser::JsonValue;
using Kind = JsonValue::Kind;

TEST_CASE("json tree: values keep their place and their text") {
  const std::string text = R"( {"a": [1.50, true, null], "b": {"c": "x\"y"}, "d": -0.25e1} )";
  JsonValue v;
  REQUIRE_FALSE(parser::parse_json(text, v));
  CHECK(v.is(Kind::kObject));
  CHECK(v.offset == 1);
  const JsonValue* a = v.find("a");
  REQUIRE(a != nullptr);
  REQUIRE(a->items.size() == 3);
  CHECK(a->items[0].raw == "1.50");
  CHECK(a->items[0].offset == text.find("1.50"));
  CHECK(a->items[1].is(Kind::kTrue));
  CHECK(a->items[2].is(Kind::kNull));
  const JsonValue* c = v.find("b")->find("c");
  REQUIRE(c != nullptr);
  CHECK(c->escaped);
  CHECK(c->raw == R"(x\"y)");
  CHECK(c->decoded() == "x\"y");
  CHECK(v.find("d")->raw == "-0.25e1");
  CHECK(v.find("e") == nullptr);
}

TEST_CASE("json tree: escapes decode to UTF-8, a lone surrogate to U+FFFD") {
  JsonValue v;
  REQUIRE_FALSE(parser::parse_json(R"(["\u00e9\n\/", "\ud83c\udca1", "\ud800x"])", v));
  CHECK(v.items[0].decoded() == "\xC3\xA9\n/");
  CHECK(v.items[1].decoded() == "\xF0\x9F\x82\xA1");  // U+1F0A1, the ace of spades card
  CHECK(v.items[2].decoded() == "\xEF\xBF\xBDx");
}

TEST_CASE("json tree: an error says where reading stopped") {
  JsonValue v;
  const auto cut = parser::parse_json(R"({"a": [1, 2)", v);
  REQUIRE(cut);
  CHECK(cut->offset == 11);
  CHECK(cut->message == "the JSON ends before its value is complete");
  const auto bad = parser::parse_json(R"({"a": 1 "b": 2})", v);
  REQUIRE(bad);
  CHECK(bad->offset == 8);
  CHECK(bad->message == "this is not JSON: the value cannot go on here");
  const auto after = parser::parse_json("{} x", v);
  REQUIRE(after);
  CHECK(after->offset == 3);
}

TEST_CASE("json tree: nesting deeper than 64 is refused, not a stack overflow") {
  JsonValue v;
  const std::string deep(100000, '[');
  const auto error = parser::parse_json(deep, v);
  REQUIRE(error);
  CHECK(error->offset == 64);
  CHECK(error->message == "JSON nested more than 64 deep");
  std::string ok = std::string(64, '[') + std::string(64, ']');
  CHECK_FALSE(parser::parse_json(ok, v));
}
