#include "cli/hand_session.h"

#include <algorithm>

namespace cli {

namespace {

// The 1-based column where the stack amount starts on a seat line
// ("Seat 3: Cid ($13 in chips)": the '$'), 0 when it cannot be found.
std::uint32_t stack_column(std::string_view line, std::uint32_t seat_column, std::string_view name) {
  const std::size_t from = seat_column > 0 ? seat_column - 1 : 0;
  const std::size_t at = line.find(name, from);
  if (at == std::string_view::npos) return 0;
  const std::size_t open = at + name.size();
  if (line.substr(open, 2) != " (") return 0;
  return static_cast<std::uint32_t>(open + 2 + 1);
}

// Line `number` of a hand whose first line is `first`, without indexing the
// whole hand: the lines asked for (table and seat lines) are at its top.
// LF, CRLF and a lone CR end a line, as everywhere in the parsers.
std::string_view hand_line(std::string_view text, std::uint32_t first, std::uint32_t number) {
  if (number < first) return {};
  std::size_t start = 0;
  for (std::uint32_t at = first; at < number; ++at) {
    const std::size_t brk = text.find_first_of("\r\n", start);
    if (brk == std::string_view::npos) return {};
    start = brk + (text[brk] == '\r' && brk + 1 < text.size() && text[brk + 1] == '\n' ? 2 : 1);
  }
  const std::size_t end = std::min(text.find_first_of("\r\n", start), text.size());
  return text.substr(start, end - start);
}

}  // namespace

void attach_source(validators::HandSnapshot& snapshot, std::string_view text, std::uint32_t line,
                   std::string_view source) {
  snapshot.source = std::string(source);
  if (snapshot.button_pos.line != 0) snapshot.button_line_text = std::string(hand_line(text, line, snapshot.button_pos.line));
  for (validators::SnapshotSeat& seat : snapshot.seats) {
    if (seat.pos.line == 0) continue;
    const std::string_view l = hand_line(text, line, seat.pos.line);
    seat.line_text = std::string(l);
    seat.stack_column = stack_column(l, seat.pos.column, seat.name);
  }
}

}  // namespace cli
