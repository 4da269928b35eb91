#include "input/member_name.h"

#include <fmt/format.h>

#include "parser/decode.h"

namespace input {

bool member_is_hidden(std::string_view path) {
  while (!path.empty()) {
    const std::size_t slash = path.find('/');
    const std::string_view part = path.substr(0, slash);
    if (part.starts_with('.') && part != "." && part != "..") return true;
    if (slash == std::string_view::npos) break;
    path.remove_prefix(slash + 1);
  }
  return false;
}

std::string member_display_name(std::string_view path) {
  while (path.starts_with("./")) path.remove_prefix(2);
  std::string out;
  out.reserve(path.size());
  for (std::size_t at = 0; at < path.size();) {
    const std::size_t length = parser::utf8_sequence_length(path, at);
    const auto byte = static_cast<unsigned char>(path[at]);
    if (length == 0 || byte < 0x20 || byte == 0x7f) {
      out += fmt::format("\\x{:02x}", byte);
      ++at;
      continue;
    }
    // U+0080..U+009F: C2 80..C2 9F.
    const auto second = length == 2 ? static_cast<unsigned char>(path[at + 1]) : 0;
    if (byte == 0xc2 && second >= 0x80 && second <= 0x9f) {
      out += fmt::format("\\u{:04x}", second);
    } else {
      out.append(path.substr(at, length));
    }
    at += length;
  }
  if (out.empty()) out.push_back('?');  // not `out = "?"`: GCC 12's false -Wrestrict
  return out;
}

std::string member_full_name(std::string_view archive, std::string_view path) {
  std::string name(archive);
  name += kMemberSeparator;
  name += member_display_name(path);
  return name;
}

}  // namespace input
