// parser/xml_tree.h: XML elements with their offsets, attributes as
// written, leaf text, entity references decoded on request, and errors
// placed where reading stopped.
#include <doctest/doctest.h>
#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze.hpp>

#include <string>

#include "parser/ipoker_game.h"
#include "parser/xml_grammar.h"
#include "parser/xml_tree.h"

using parser::XmlElement;
using parser::XmlTree;

TEST_CASE("xml grammar: analyze finds no issue") {
  CHECK(tao::pegtl::analyze<parser::xml_grammar::first_element>(-1) == 0);
  CHECK(tao::pegtl::analyze<parser::xml_grammar::tail>(-1) == 0);
}

TEST_CASE("xml tree: elements and attributes keep their place and their text") {
  const std::string text =
      "<?xml version=\"1.0\"?>\n<!-- c -->\n<game gamecode='7' a=\"x &amp; y\">\n"
      " <player seat=\"1\" name=\"A\"/>\n <cards type=\"Flop\">D7 C4 CJ</cards>\n</game>\n</session>";
  XmlTree tree;
  std::size_t end = 0;
  REQUIRE_FALSE(parser::parse_xml_element(text, tree, end));
  const XmlElement& game = tree.root();
  CHECK(game.name == "game");
  CHECK(game.offset == text.find("<game"));
  CHECK(tree.attribute(game, "gamecode")->raw == "7");
  const auto* a = tree.attribute(game, "a");
  REQUIRE(a != nullptr);
  CHECK(a->escaped);
  CHECK(parser::xml_decoded(a->raw) == "x & y");
  CHECK(a->offset == text.find("a=\""));
  const XmlElement* player = tree.child(game, "player");
  REQUIRE(player != nullptr);
  CHECK(tree.attribute(*player, "name")->raw == "A");
  CHECK(player->text.empty());
  const XmlElement* cards = tree.child(game, "cards");
  REQUIRE(cards != nullptr);
  CHECK(cards->text == "D7 C4 CJ");
  CHECK(cards->text_offset == text.find("D7"));
  CHECK(text.substr(end, 1) == "\n");
  // What follows the element: the document's own tags.
  CHECK_FALSE(parser::xml_tail_error(text.substr(end)));
  CHECK(parser::xml_tail_error("</session>\n<session sessioncode=\"1\">\n <general><a>b</a></general>") ==
        std::nullopt);
  CHECK(parser::xml_tail_error("</session> <x") == std::optional<std::size_t>(11));
}

TEST_CASE("xml tree: errors name where reading stopped") {
  struct Row {
    const char* text;
    std::size_t offset;
    const char* message;
  };
  const Row rows[] = {
      {"<a><b></a>", 6, "the end tag </a> does not close <b>"},
      {"<a><b></b>", 10, "the XML ends before its element is closed"},
      {"<a x=1/>", 5, "this is not XML: the element cannot go on here"},
      {"<a>&</a>", 4, "this is not XML: the element cannot go on here"},
  };
  for (const Row& row : rows) {
    CAPTURE(row.text);
    XmlTree tree;
    std::size_t end = 0;
    const auto error = parser::parse_xml_element(row.text, tree, end);
    REQUIRE(error);
    CHECK(error->offset == row.offset);
    CHECK(error->message == row.message);
  }
  std::string deep;
  for (int i = 0; i < 40; ++i) deep += "<a>";
  XmlTree tree;
  std::size_t end = 0;
  const auto error = parser::parse_xml_element(deep, tree, end);
  REQUIRE(error);
  CHECK(error->message == "XML nested more than 32 deep");
}

TEST_CASE("ipoker amounts: symbols, codes, decimal commas and grouping") {
  struct Row {
    const char* text;
    std::int64_t centi;
    bool symbol;
  };
  const Row rows[] = {
      {"\xE2\x82\xAC" "1,214.15", 121415, true}, {"$0.04", 4, true},     {"1.500", 150000, false},
      {"\xE2\x82\xAC" "0,50", 50, true},        {"RSD45.70", 4570, true}, {"1,500", 150000, false},
      {"76,449.26", 7644926, false},             {"0", 0, false},
  };
  for (const Row& row : rows) {
    CAPTURE(row.text);
    engine::Chips out{0};
    bool symbol = false;
    CHECK(parser::ipoker_amount(row.text, out, symbol) == parser::AmountRead::kOk);
    CHECK(out.minor_units() == row.centi);
    CHECK(symbol == row.symbol);
  }
  engine::Chips out{0};
  bool symbol = false;
  CHECK(parser::ipoker_amount("DP", out, symbol) == parser::AmountRead::kNoDigits);
  CHECK(parser::ipoker_amount("1x5", out, symbol) == parser::AmountRead::kNotANumber);
}

TEST_CASE("ipoker game types: game, limit and stakes") {
  struct Row {
    const char* text;
    engine::Variant variant;
    bool hi_lo;
    engine::Structure structure;
    std::int64_t small;  // centi-units; -1: not stated
    std::int64_t big;
  };
  using V = engine::Variant;
  using S = engine::Structure;
  const Row rows[] = {
      {"Holdem NL $0.02/$0.04", V::kHoldem, false, S::kNoLimit, 2, 4},
      {"Holdem L $5/$10", V::kHoldem, false, S::kFixedLimit, 500, 1000},
      {"LH 20/40 x2 Limit $10.00/$20.00", V::kHoldem, false, S::kFixedLimit, 2000, 4000},
      {"Holdem SL $0.01/$0.02", V::kHoldem, false, S::kNoLimit, 1, 2},
      {"Holdem \xD0\x91\xD0\x9B \xE2\x82\xAC" "0.25/\xE2\x82\xAC" "0.50", V::kHoldem, false, S::kNoLimit, 25, 50},
      {"Omaha Pot limit $100.00/$200.00 Ante $0.00", V::kOmaha, false, S::kPotLimit, 10000, 20000},
      {"PL \xE2\x82\xAC" "0,50/\xE2\x82\xAC" "1", V::kOmaha, false, S::kPotLimit, 50, 100},
      {"Omaha Hi-Lo PL $1/$2", V::kOmaha, true, S::kPotLimit, 100, 200},
      {"Six Plus Holdem NL ", V::kSixPlusHoldem, false, S::kNoLimit, -1, -1},
      {"7 Card Stud Hi-Lo L ", V::kStud7, true, S::kFixedLimit, -1, -1},
      {"5 Card Stud L $0.05/$0.10", V::kStud5, false, S::kFixedLimit, 5, 10},
      {"Holdem NL RSD1/RSD2", V::kHoldem, false, S::kNoLimit, 100, 200},
  };
  for (const Row& row : rows) {
    CAPTURE(row.text);
    parser::IpokerGame game;
    REQUIRE_FALSE(parser::read_game_type(row.text, game));
    CHECK(game.variant == row.variant);
    CHECK(game.hi_lo == row.hi_lo);
    CHECK(game.structure == row.structure);
    CHECK(game.stakes_stated == (row.small >= 0));
    if (row.small >= 0) {
      CHECK(game.small.minor_units() == row.small);
      CHECK(game.big.minor_units() == row.big);
    }
  }
  parser::IpokerGame game;
  CHECK(parser::read_game_type("Holdem XL $1/$2", game));
}
