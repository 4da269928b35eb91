// PokerNow's CSV rows (parser/pokernow_rows.h): cut as written, entries
// over several lines, the heading of an appended log skipped, put back in
// `order` (ties: the file's newest-first order reversed), and positions.
#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "parser/pokernow_grammar.h"
#include "parser/pokernow_rows.h"

using parser::pokernow::Row;

TEST_CASE("PokerNow rows: cut as written, in order, with the file's positions") {
  const std::string text =
      "\"\"\"A @ a1\"\" folds\",2021-08-08T21:12:00.000Z,30\n"   // line 10
      "\n"
      "entry,at,order\n"                                            // an appended log's heading
      "\"Game Config Changes\n* Rabbit Hunt: off \u00bb on\",2021-08-08T21:11:00.000Z,20\n"  // lines 13-14
      "\"-- ending hand #1 --\",2021-08-08T21:10:00.000Z,20\n";    // line 15, same order
  std::vector<Row> rows;
  REQUIRE_FALSE(parser::pokernow::split_rows(text, 10, 1, rows));
  REQUIRE(rows.size() == 3);
  CHECK(rows[0].entry == "\"\"A @ a1\"\" folds");
  CHECK(rows[0].line == 10);
  CHECK(rows[0].column == 2);
  CHECK(rows[1].line == 13);
  CHECK(rows[1].multiline);
  CHECK(rows[2].line == 15);
  // A position inside the entry on its second line.
  const engine::SourcePos p = parser::pokernow::pos_in(rows[1], rows[1].entry.data() + rows[1].entry.find("* Rabbit"));
  CHECK(p.line == 14);
  CHECK(p.column == 1);
  parser::pokernow::order_rows(rows);
  CHECK(rows[0].entry == "-- ending hand #1 --");  // written after the other order-20 row: older
  CHECK(rows[1].entry.starts_with("Game Config"));
  CHECK(rows[2].order == 30);
}

TEST_CASE("PokerNow rows: a quote never closed and a row without its order are errors at their line") {
  std::vector<Row> rows;
  const auto open = parser::pokernow::split_rows("\"\"\"A @ a1\"\" folds,2021,1\n", 4, 1, rows);
  REQUIRE(open);
  CHECK(open->pos.line == 4);
  const auto no_order = parser::pokernow::split_rows("\"checks\",2021-08-08T21:12:00.000Z,\n", 7, 1, rows);
  REQUIRE(no_order);
  CHECK(no_order->pos.line == 7);
}

TEST_CASE("PokerNow grammar: a player's name runs to the first ` @ ID` before the closing quote") {
  namespace pegtl = tao::pegtl;
  // The name part matched by `player_name` in `""…""`, or nullopt.
  const auto name_of = [](std::string_view entry) -> std::optional<std::string> {
    pegtl::memory_input<pegtl::tracking_mode::lazy> in(entry.data(), entry.data() + entry.size(), "");
    const char* const start = in.current() + 2;
    if (!pegtl::parse<parser::pokernow::player>(in)) return std::nullopt;
    return std::string(start, in.current() - 2);
  };
  CHECK(name_of("\"\"mochi @ TkNg6TEK0X\"\" calls 18.00") == "mochi @ TkNg6TEK0X");
  CHECK(name_of("\"\"a @ b @ c_-9\"\"") == "a @ b @ c_-9");      // " @ b" is not followed by the quote
  CHECK(name_of("\"\"x@y @ id\"\"") == "x@y @ id");               // an '@' without its blanks is the name's
  CHECK(name_of("\"\"an @ id\"\" and \"\"bo @ id2\"\"") == "an @ id");  // the first, not the last
  CHECK_FALSE(name_of("\"\" @ id\"\""));                           // no name
  CHECK_FALSE(name_of("\"\"a\nb @ id\"\""));                       // a line break in the name
  CHECK_FALSE(name_of("\"\"ann @ \"\""));                          // no ID
  CHECK_FALSE(name_of("\"\"ann @ id\""));                          // one quote: not the closing one
  CHECK_FALSE(name_of("\"\"ann\"\""));
}
