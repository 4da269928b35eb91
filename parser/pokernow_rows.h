// The rows of a PokerNow CSV game log (`entry,at,order`): cut out of the
// text as written, then put back in the order they happened. Only the
// `entry` and `order` columns are read: `order` is the row's position in
// the log (a time stamp in microseconds times 100 plus a sequence number),
// `at` the same time in ISO form.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/finding.h"

namespace parser::pokernow {

struct Row {
  std::string_view entry;  // as written, inside its CSV quotes (quotes doubled)
  std::uint64_t order = 0;
  std::uint32_t line = 0;    // file line of the entry's first byte
  std::uint32_t column = 0;  // file column of the entry's first byte
  bool multiline = false;    // the entry spans lines
};

// Why `text` could not be cut into rows, and where.
struct RowError {
  engine::SourcePos pos;
  std::string message;
};

// Cuts `text` (whose first byte is at file `line`/`column`) into its rows, in
// file order, into `rows` (cleared first). Blank lines, and the CSV heading
// of a second log appended to the first, are skipped. An entry
// may span lines (a quoted field with line breaks). One pass, no copies.
std::optional<RowError> split_rows(std::string_view text, std::uint32_t line, std::uint32_t column,
                                   std::vector<Row>& rows);

// The rows as they happened: by `order`, rows of equal order oldest first
// (the file writes the newest first). O(n log n).
void order_rows(std::vector<Row>& rows);

// The file position of `p`, a pointer into `row.entry`.
engine::SourcePos pos_in(const Row& row, const char* p);

}  // namespace parser::pokernow
