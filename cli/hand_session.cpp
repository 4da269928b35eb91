#include "cli/hand_session.h"

#include <algorithm>
#include <vector>

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

// The lines of a hand's top (table and seat lines), found in one pass that
// stops after the last line asked for; the rest of the hand is not read.
// LF, CRLF and a lone CR end a line, as everywhere in the parsers.
class TopLines {
 public:
  TopLines(std::string_view text, std::uint32_t first, std::uint32_t last) : first_(first) {
    std::size_t start = 0;
    for (std::uint32_t at = first; at <= last && start <= text.size(); ++at) {
      std::size_t end = start;
      while (end < text.size() && text[end] != '\n' && text[end] != '\r') ++end;
      lines_.push_back(text.substr(start, end - start));
      if (end == text.size()) break;
      start = end + (text[end] == '\r' && end + 1 < text.size() && text[end + 1] == '\n' ? 2 : 1);
    }
  }
  std::string_view line(std::uint32_t number) const {
    return number >= first_ && number - first_ < lines_.size() ? lines_[number - first_] : std::string_view();
  }

 private:
  std::uint32_t first_;
  std::vector<std::string_view> lines_;
};

}  // namespace

void attach_source(validators::HandSnapshot& snapshot, std::string_view text, std::uint32_t line,
                   std::string_view source) {
  snapshot.source = std::string(source);
  std::uint32_t last = snapshot.button_pos.line;
  for (const validators::SnapshotSeat& seat : snapshot.seats) last = std::max(last, seat.pos.line);
  const TopLines lines(text, line, last);
  if (snapshot.button_pos.line != 0) snapshot.button_line_text = std::string(lines.line(snapshot.button_pos.line));
  for (validators::SnapshotSeat& seat : snapshot.seats) {
    if (seat.pos.line == 0) continue;
    const std::string_view l = lines.line(seat.pos.line);
    seat.line_text = std::string(l);
    seat.stack_column = stack_column(l, seat.pos.column, seat.name);
  }
}

}  // namespace cli
