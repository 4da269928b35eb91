// PokerNow's CSV rows (parser/pokernow_rows.h): cut as written, entries
// over several lines, the heading of an appended log skipped, put back in
// `order` (ties: the file's newest-first order reversed), and positions.
#include <doctest/doctest.h>

#include <string>
#include <vector>

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
