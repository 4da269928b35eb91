// PokerNow's CSV rows (parser/pokernow_rows.h): cut as written, entries
// over several lines, the heading of an appended log skipped, put back in
// `order` (ties: the file's newest-first order reversed), and positions.
#include <doctest/doctest.h>

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "parser/lines.h"
#include "parser/pokernow_builder.h"
#include "parser/pokernow_grammar.h"
#include "parser/pokernow_rows.h"

using parser::pokernow::Row;

namespace {

// split_rows as first written, one std::string_view::find at a time: what
// the scans of parser/csv_marks.h must agree with. The rows, or the line
// and column of the error.
struct ReferenceCut {
  std::vector<Row> rows;
  std::optional<engine::SourcePos> error;
};

ReferenceCut reference_rows(std::string_view text, std::uint32_t line, std::uint32_t column) {
  ReferenceCut out;
  std::size_t i = 0;
  std::uint32_t col = column;
  while (i < text.size()) {
    const std::size_t eol = std::min(text.find('\n', i), text.size());
    const std::string_view whole = text.substr(i, eol - i);
    const bool quoted = !whole.empty() && whole.front() == '"';
    if (!quoted &&
        (whole.find_first_not_of(" \t\r") == std::string_view::npos || whole.starts_with("entry,at,order"))) {
      i = eol + 1;
      ++line;
      col = 1;
      continue;
    }
    Row row;
    row.line = line;
    std::uint32_t breaks = 0;
    std::size_t after = 0;
    if (quoted) {
      std::size_t close = std::string_view::npos;
      for (std::size_t j = text.find('"', i + 1); j != std::string_view::npos; j = text.find('"', j + 2)) {
        if (j + 1 < text.size() && text[j + 1] == '"') continue;
        close = j;
        break;
      }
      if (close == std::string_view::npos) {
        out.error = engine::SourcePos{line, col};
        return out;
      }
      const std::string_view entry = text.substr(i, close - i);
      breaks = static_cast<std::uint32_t>(std::count(entry.begin(), entry.end(), '\n'));
      row.entry = text.substr(i + 1, close - i - 1);
      row.column = col + 1;
      after = close + 1;
    } else {
      after = std::min(text.find(',', i), eol);
      row.entry = text.substr(i, after - i);
      row.column = col;
    }
    const std::size_t end = after <= eol ? eol : std::min(text.find('\n', after), text.size());
    const std::string_view rest = text.substr(after, end - after);
    std::optional<std::uint64_t> order;
    if (rest.starts_with(',') && rest.find(',', 1) != std::string_view::npos) {
      std::string_view digits = rest.substr(rest.find(',', 1) + 1);
      while (!digits.empty() && (digits.back() == '\r' || digits.back() == ' ')) digits.remove_suffix(1);
      if (!digits.empty() && digits.size() <= 19 &&
          digits.find_first_not_of("0123456789") == std::string_view::npos) {
        order = 0;
        for (const char c : digits) order = *order * 10 + static_cast<std::uint64_t>(c - '0');
      }
    }
    if (!order) {
      out.error = engine::SourcePos{line + breaks, 1};
      return out;
    }
    row.order = *order;
    row.multiline = breaks > 0;
    out.rows.push_back(row);
    line += breaks + 1;
    col = 1;
    i = end + 1;
  }
  return out;
}

}  // namespace

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

TEST_CASE("PokerNow rows: the order read eight digits at a time, as digit by digit") {
  // The order of a row `"x",at,ORDER`, or nullopt when the row is refused;
  // the same at every scan width (one vector, eight bytes a step).
  const auto order_at = [](const std::string& row) -> std::optional<std::uint64_t> {
    std::optional<std::optional<std::uint64_t>> agreed;
    const parser::ScanWidth widest = parser::scan_width();
    for (const parser::ScanWidth width : {parser::ScanWidth::kWord, parser::ScanWidth::kSse2, parser::ScanWidth::kAvx2}) {
      parser::set_scan_width(width);
      std::vector<Row> rows;
      std::optional<std::uint64_t> order;
      if (!parser::pokernow::split_rows(row, 1, 1, rows)) {
        REQUIRE(rows.size() == 1);
        order = rows[0].order;
      }
      if (agreed) CHECK(*agreed == order);
      agreed = order;
    }
    parser::set_scan_width(widest);
    return *agreed;
  };
  const auto order_of = [&](const std::string& order) {
    return order_at("\"x\",2021-08-08T21:12:00.000Z," + order + "\n");
  };
  CHECK(order_at("\"x\",1,162854400758402") == 162854400758402u);  // fewer than 16 bytes before the end
  CHECK(order_at("\"x\",1,12") == 12u);
  CHECK_FALSE(order_at("\"x\",1,1a"));
  CHECK(order_of("162854400758402") == 162854400758402u);  // fifteen, as PokerNow writes
  CHECK(order_of("7") == 7u);
  CHECK(order_of("12345678") == 12345678u);
  CHECK(order_of("123456789") == 123456789u);
  CHECK(order_of("1234567890123456") == 1234567890123456u);   // sixteen: the most in one vector
  CHECK(order_of("12345678901234567") == 12345678901234567u);  // seventeen: eight at a time
  CHECK(order_of("0000000000000000042") == 42u);
  CHECK(order_of("9999999999999999999") == 9999999999999999999u);  // nineteen: the most read
  CHECK(order_of("162854400758402 \r") == 162854400758402u);       // blanks and CR at the end dropped
  CHECK_FALSE(order_of("12345678901234567890"));                    // twenty
  CHECK_FALSE(order_of(""));
  CHECK_FALSE(order_of("1628 4400758402"));  // a blank inside
  // A byte that is no digit refuses the row wherever it stands: in the
  // first eight, in the last ones, in a number of fewer than eight.
  const std::string digits = "162854400758402";
  for (std::size_t at = 0; at < digits.size(); ++at) {
    for (const char bad : {'/', ':', 'a', '.', '\xD9'}) {
      std::string order = digits;
      order[at] = bad;
      CAPTURE(order);
      CHECK_FALSE(order_of(order));
      if (at < 5) CHECK_FALSE(order_of(order.substr(0, 5)));
    }
  }
}

TEST_CASE("PokerNow rows: the same rows and errors as one find at a time, at every scan width") {
  // Rows of quoted entries with doubled quotes, line breaks inside, blank
  // lines, unquoted entries, a missing order, an unclosed quote, pieces
  // across the scanner's 64-byte steps: cut with vectors and a byte at a
  // time, the rows and errors are those of the reference.
  std::uint32_t state = 3;
  const auto pick = [&state](std::size_t n) {
    state = state * 1664525u + 1013904223u;
    return (state >> 16) % n;
  };
  const std::vector<std::string> pieces = {
      "\"\"\"mochi @ TkNg6TEK0X\"\" calls 18.00\",2021-08-09T21:19:40.447Z,162854398044700\n",
      "\"Flop:  [6\u2666, 9\u2665, 8\u2663]\",2021-08-09T21:19:41.255Z,162854398125500\r\n",
      "\"Game Config Changes\n* Rabbit Hunt: off\",2021-08-08T21:11:00.000Z,20\n",
      "\n",
      " \t\r\n",
      "entry,at,order\n",
      "unquoted,2021,5\n",
      "\"a \"\"\"\" b\",2021,6\n",
      "\"x\",2021,12a4\n",
      std::string(70, ' ') + "\n"};
  const parser::ScanWidth widest = parser::scan_width();
  int errors = 0;
  for (int round = 0; round < 400; ++round) {
    std::string text;
    const std::size_t count = 1 + pick(12);
    for (std::size_t k = 0; k < count; ++k) text += pieces[pick(pieces.size())];
    if (pick(5) == 0) text += pick(2) == 0 ? "\"never closed,2021,1\n" : "\"no order\",2021,\n";
    if (pick(3) == 0) text.pop_back();  // no line break at the end
    CAPTURE(text);
    const ReferenceCut expected = reference_rows(text, 5, 3);
    errors += expected.error.has_value();
    for (const parser::ScanWidth width : {parser::ScanWidth::kWord, parser::ScanWidth::kSse2, parser::ScanWidth::kAvx2}) {
      CAPTURE(static_cast<int>(parser::set_scan_width(width)));
      std::vector<Row> rows;
      const auto error = parser::pokernow::split_rows(text, 5, 3, rows);
      REQUIRE(error.has_value() == expected.error.has_value());
      if (error) {
        CHECK(error->pos.line == expected.error->line);
        CHECK(error->pos.column == expected.error->column);
        continue;
      }
      REQUIRE(rows.size() == expected.rows.size());
      for (std::size_t k = 0; k < rows.size(); ++k) {
        CHECK(rows[k].entry.data() == expected.rows[k].entry.data());
        CHECK(rows[k].entry.size() == expected.rows[k].entry.size());
        CHECK(rows[k].order == expected.rows[k].order);
        CHECK(rows[k].line == expected.rows[k].line);
        CHECK(rows[k].column == expected.rows[k].column);
        CHECK(rows[k].multiline == expected.rows[k].multiline);
      }
    }
    parser::set_scan_width(widest);
  }
  CHECK(errors > 20);  // the errors were met, not only clean texts
}

TEST_CASE("PokerNow amounts: the same chips and refusals as digit by digit with a check at each") {
  // amount_chips_checked is amount_chips as first written, digit by digit.
  const auto reference = [](std::string_view digits) { return parser::pokernow::amount_chips_checked(digits); };
  // Known answers, in centi-units; kMaxAmount is 4,398,046,511,103.
  CHECK(parser::pokernow::amount_chips("18.00")->minor_units() == 1800);
  CHECK(parser::pokernow::amount_chips("1099")->minor_units() == 109900);
  CHECK(parser::pokernow::amount_chips("12.5")->minor_units() == 1250);
  CHECK(parser::pokernow::amount_chips("1.230")->minor_units() == 123);  // a third decimal of 0
  CHECK(parser::pokernow::amount_chips("43980465111.03")->minor_units() == 4398046511103);
  CHECK_FALSE(parser::pokernow::amount_chips("43980465111.04"));  // past kMaxAmount
  CHECK_FALSE(parser::pokernow::amount_chips("1.234"));           // a third decimal not 0
  CHECK_FALSE(parser::pokernow::amount_chips(std::string(40, '9')));
  std::vector<std::string> texts = {"18.00", "1099", "0", "12.5", "12.", ".5", "", "1.234", "1.230", "1.2300",
                                    "43980465111", "43980465111.04", "43980465111.03", "439804651110",
                                    "99999999999999", "999999999999999", "00000000000000000000001.5", "1.2.3",
                                    "1.20.5", std::string(40, '9'), std::string(30, '0') + ".50"};
  std::uint32_t state = 9;
  for (int k = 0; k < 20000; ++k) {
    std::string s;
    state = state * 1664525u + 1013904223u;
    const std::size_t size = (state >> 16) % 24;
    for (std::size_t i = 0; i < size; ++i) {
      state = state * 1664525u + 1013904223u;
      const std::uint32_t r = (state >> 16) % 23;
      s += r < 20 ? static_cast<char>('0' + r % 10) : r < 22 ? '0' : '.';
    }
    texts.push_back(s);
  }
  int refused = 0;
  for (const std::string& s : texts) {
    CAPTURE(s);
    bool point = false;
    const std::optional<engine::Chips> got = parser::pokernow::amount_chips(s, &point);
    const std::optional<engine::Chips> want = reference(s);
    REQUIRE(got.has_value() == want.has_value());
    if (got) CHECK(got->minor_units() == want->minor_units());
    refused += !want;
    CHECK(point == (s.find('.') != std::string::npos));
  }
  CHECK(refused > 100);  // refusals met, not only amounts read
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
  // Every byte at every place of a long ID: the name is read when the byte
  // is a letter, a digit, '_' or '-', and not otherwise; with the row's
  // rest after the ID (read sixteen bytes a step) and without (one a time).
  for (int b = 1; b < 256; ++b) {
    const char c = static_cast<char>(b);
    if (c == '"') continue;  // a quote ends the ID: the closing one may follow
    const bool id_byte = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '-';
    for (std::size_t at = 0; at < 24; ++at) {
      std::string id = "AbcdEfgh_jkl-mnop0123456";
      id[at] = c;
      for (const std::string_view rest : {"", " calls 18.00 and go all in"}) {
        CAPTURE(b);
        CAPTURE(at);
        const std::optional<std::string> name = name_of("\"\"ann @ " + id + "\"\"" + std::string(rest));
        CHECK(name.has_value() == id_byte);
        if (name) CHECK(*name == "ann @ " + id);
      }
    }
  }
}
