#include "input/source_lines.h"

#include <cstring>

namespace input {

void SourceLines::build_index() const {
  starts_.push_back(0);
  const char* const begin = text_.data();
  const std::size_t size = text_.size();
  std::size_t i = 0;
  while (i < size) {
    // memchr for '\n' is the fast path; a lone '\r' before it is rare.
    const void* nl = std::memchr(begin + i, '\n', size - i);
    const std::size_t stop =
        nl ? static_cast<std::size_t>(static_cast<const char*>(nl) - begin) : size;
    for (const void* cr; (cr = std::memchr(begin + i, '\r', stop - i)) != nullptr;) {
      const std::size_t at = static_cast<std::size_t>(static_cast<const char*>(cr) - begin);
      if (at + 1 == stop && nl) break;  // CRLF: the '\n' ends the line
      starts_.push_back(at + 1);
      i = at + 1;
    }
    if (!nl) break;
    starts_.push_back(stop + 1);
    i = stop + 1;
  }
}

std::string_view SourceLines::line(std::uint32_t file_line) const {
  std::call_once(indexed_, [this] { build_index(); });
  if (file_line < first_line_) return {};
  const std::uint32_t number = file_line - first_line_ + 1;
  if (number == 0 || number > starts_.size()) return {};
  const std::size_t begin = starts_[number - 1];
  std::size_t end = number < starts_.size() ? starts_[number] : text_.size();
  if (begin >= text_.size()) return {};
  // Strip the line end: "\n", "\r\n" or "\r".
  if (end > begin && number < starts_.size()) {
    if (text_[end - 1] == '\n') --end;
    if (end > begin && text_[end - 1] == '\r') --end;
  }
  return text_.substr(begin, end - begin);
}

}  // namespace input
