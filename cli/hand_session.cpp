#include "cli/hand_session.h"

#include "cli/source_lines.h"

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

}  // namespace

void attach_source(validators::HandSnapshot& snapshot, std::string_view text, std::uint32_t line,
                   std::string_view source) {
  snapshot.source = std::string(source);
  const SourceLines lines(text, line);
  if (snapshot.button_pos.line != 0) snapshot.button_line_text = std::string(lines.line(snapshot.button_pos.line));
  for (validators::SnapshotSeat& seat : snapshot.seats) {
    if (seat.pos.line == 0) continue;
    const std::string_view l = lines.line(seat.pos.line);
    seat.line_text = std::string(l);
    seat.stack_column = stack_column(l, seat.pos.column, seat.name);
  }
}

}  // namespace cli
