#include "audit/hand_session.h"

#include <algorithm>

#include "parser/lines.h"

namespace audit {

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
  std::uint32_t last = snapshot.button_pos.line;
  for (const validators::SnapshotSeat& seat : snapshot.seats) last = std::max(last, seat.pos.line);
  // One pass over the hand's top, stopping after its last seat line.
  std::size_t end = 0;
  for (const parser::Line& l : parser::Lines(text, line)) {
    if (l.number > last) break;
    const validators::TextSpan span{static_cast<std::uint32_t>(l.offset), static_cast<std::uint32_t>(l.text.size())};
    if (l.number == snapshot.button_pos.line) snapshot.button_line = span;
    for (validators::SnapshotSeat& seat : snapshot.seats) {
      if (seat.pos.line != l.number) continue;
      seat.line = span;
      seat.stack_column = stack_column(l.text, seat.pos.column, seat.name);
    }
    end = l.offset + l.text.size();
  }
  snapshot.top_text = std::string(text.substr(0, end));
}

}  // namespace audit
