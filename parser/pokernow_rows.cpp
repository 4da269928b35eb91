#include "parser/pokernow_rows.h"

#include <algorithm>

namespace parser::pokernow {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// The end of a quoted entry that starts after the quote at `i`: the index of
// its closing quote, or npos. Counts the line breaks inside into `lines`;
// `eol` is the first '\n' at or after `i`.
std::size_t closing_quote(std::string_view text, std::size_t i, std::size_t eol, std::uint32_t& lines) {
  for (std::size_t j = text.find('"', i + 1); j != std::string_view::npos; j = text.find('"', j + 2)) {
    if (j + 1 < text.size() && text[j + 1] == '"') continue;  // a doubled quote
    // Nearly every entry closes before its line's end: then it has no break.
    if (j > eol) {
      const std::string_view entry = text.substr(i, j - i);
      lines += static_cast<std::uint32_t>(std::count(entry.begin(), entry.end(), '\n'));
    }
    return j;
  }
  return std::string_view::npos;
}

// The `order` field: the digits after the row's second comma up to the line's end.
std::optional<std::uint64_t> order_field(std::string_view rest) {
  const std::size_t comma = rest.find(',');
  if (comma == std::string_view::npos) return std::nullopt;
  std::string_view digits = rest.substr(comma + 1);
  while (!digits.empty() && (digits.back() == '\r' || digits.back() == ' ')) digits.remove_suffix(1);
  if (digits.empty() || digits.size() > 19) return std::nullopt;
  std::uint64_t n = 0;
  for (const char c : digits) {
    if (!is_digit(c)) return std::nullopt;
    n = n * 10 + static_cast<std::uint64_t>(c - '0');
  }
  return n;
}

}  // namespace

std::optional<RowError> split_rows(std::string_view text, std::uint32_t line, std::uint32_t column,
                                   std::vector<Row>& rows) {
  rows.clear();
  std::size_t i = 0;
  std::uint32_t col = column;  // of text[i]
  while (i < text.size()) {
    const std::size_t eol = std::min(text.find('\n', i), text.size());
    // Blank lines, and the heading of a log appended to another one.
    const std::string_view whole = text.substr(i, eol - i);
    // Nearly every row starts with its entry's quote: not blank, no heading.
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
    std::size_t after = 0;  // index of the comma after the entry
    if (text[i] == '"') {
      const std::size_t close = closing_quote(text, i, eol, breaks);
      if (close == std::string_view::npos)
        return RowError{{line, col}, "this row's entry opens a quote that is never closed"};
      row.entry = text.substr(i + 1, close - i - 1);
      row.column = col + 1;
      after = close + 1;
    } else {
      after = std::min(text.find(',', i), eol);
      row.entry = text.substr(i, after - i);
      row.column = col;
    }
    // The row's line end: the one found above unless the entry ran past it.
    const std::size_t end = after <= eol ? eol : std::min(text.find('\n', after), text.size());
    const std::string_view rest = text.substr(after, end - after);
    const std::optional<std::uint64_t> order = rest.starts_with(',') ? order_field(rest.substr(1)) : std::nullopt;
    if (!order) return RowError{{line + breaks, 1}, "this row is not `entry,at,order` with a number for order"};
    row.order = *order;
    row.multiline = breaks > 0;
    rows.push_back(row);
    line += breaks + 1;
    col = 1;
    i = end + 1;
  }
  return std::nullopt;
}

void order_rows(std::vector<Row>& rows) {
  std::reverse(rows.begin(), rows.end());
  // Newest first, reversed: in order already unless the log was edited.
  const auto by_order = [](const Row& a, const Row& b) { return a.order < b.order; };
  if (!std::is_sorted(rows.begin(), rows.end(), by_order)) std::stable_sort(rows.begin(), rows.end(), by_order);
}

engine::SourcePos pos_in(const Row& row, const char* p) {
  const std::string_view before(row.entry.data(), static_cast<std::size_t>(p - row.entry.data()));
  if (!row.multiline) return {row.line, row.column + static_cast<std::uint32_t>(before.size())};
  const std::size_t nl = before.rfind('\n');
  if (nl == std::string_view::npos) return {row.line, row.column + static_cast<std::uint32_t>(before.size())};
  const auto breaks = static_cast<std::uint32_t>(std::count(before.begin(), before.end(), '\n'));
  return {row.line + breaks, static_cast<std::uint32_t>(before.size() - nl)};
}

}  // namespace parser::pokernow
