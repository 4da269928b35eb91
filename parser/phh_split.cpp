// split_phh and looks_like_phh (parser/phh_parser.h): where the hands of a
// PHH text are, found line by line without reading the TOML.
#include <algorithm>

#include "parser/lines.h"
#include "parser/phh_parser.h"

namespace parser {

namespace {

bool is_key_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
}

// The line with leading blanks skipped; `header` when it is a `[name]` table header.
std::string_view statement_of(std::string_view line, bool& header) {
  std::size_t i = 0;
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  line.remove_prefix(i);
  header = false;
  if (!line.empty() && line[0] == '[') {
    std::size_t k = 1;
    while (k < line.size() && (line[k] == ' ' || line[k] == '\t')) ++k;
    const std::size_t name = k;
    while (k < line.size() && is_key_char(line[k])) ++k;
    const std::size_t name_end = k;
    while (k < line.size() && (line[k] == ' ' || line[k] == '\t')) ++k;
    header = name_end > name && k < line.size() && line[k] == ']';
  }
  return line;
}

// Bracket depth after `line`, outside strings and comments.
int depth_after(std::string_view line, int depth) {
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (c == '#') break;
    if (c == '"' || c == '\'') {
      for (++i; i < line.size() && line[i] != c; ++i)
        if (c == '"' && line[i] == '\\') ++i;
    } else if (c == '[') {
      ++depth;
    } else if (c == ']' && depth > 0) {
      --depth;
    }
  }
  return depth;
}

}  // namespace

PhhSplit split_phh(std::string_view text) {
  PhhSplit out;
  struct Mark {
    std::size_t offset;
    std::uint32_t line, column;
    std::string_view name;
  };
  std::vector<Mark> headers;
  std::size_t first_content = std::string_view::npos;   // first statement or non-comment line
  std::uint32_t first_line = 0, first_column = 0;
  std::vector<std::size_t> content_ends;   // end of every non-blank, non-comment line
  int depth = 0;
  for (const Line& l : Lines(text)) {
    bool header = false;
    const std::string_view s = statement_of(l.text, header);
    const std::size_t at = l.offset + (l.text.size() - s.size());
    if (depth == 0 && header) {
      const std::size_t open = s.find_first_not_of(" \t", 1);
      std::size_t end = open;
      while (end < s.size() && is_key_char(s[end])) ++end;
      headers.push_back({at, l.number, static_cast<std::uint32_t>(at - l.offset + 1), s.substr(open, end - open)});
      content_ends.push_back(l.offset + trim_right(l.text).size());
      continue;
    }
    if (depth == 0 && !s.empty() && s[0] != '#' && first_content == std::string_view::npos) {
      first_content = at;
      first_line = l.number;
      first_column = static_cast<std::uint32_t>(at - l.offset + 1);
    }
    if (!is_blank(s) && s[0] != '#') content_ends.push_back(l.offset + trim_right(l.text).size());
    depth = depth_after(s, depth);
  }
  // The end of the last content line before `limit`.
  auto end_before = [&](std::size_t start, std::size_t limit) {
    std::size_t end = start;
    for (std::size_t e : content_ends)
      if (e > start && e <= limit) end = std::max(end, e);
    return end;
  };
  if (headers.empty()) {
    if (first_content == std::string_view::npos) return out;
    // The whole text, comments before the first key included.
    out.hands.push_back({0, end_before(0, text.size()), 1, 1, 1, {}});
    return out;
  }
  out.tables = true;
  if (first_content != std::string_view::npos && first_content < headers.front().offset)
    out.junk.push_back({first_content, end_before(first_content, headers.front().offset) - first_content, first_line,
                        first_column, 0, {}});
  for (std::size_t k = 0; k < headers.size(); ++k) {
    const std::size_t limit = k + 1 < headers.size() ? headers[k + 1].offset : text.size();
    const Mark& h = headers[k];
    out.hands.push_back({h.offset, end_before(h.offset, limit) - h.offset, h.line, h.column,
                         static_cast<std::uint32_t>(k + 1), h.name});
  }
  return out;
}

bool looks_like_phh(std::string_view text) {
  for (const Line& l : Lines(text.substr(0, std::min<std::size_t>(text.size(), 64 * 1024)))) {
    const std::string_view t = trim_left(l.text);
    if (is_blank(t) || t[0] == '#') continue;
    bool header = false;
    const std::string_view s = statement_of(t, header);
    if (header) return true;
    std::size_t k = 0;
    while (k < s.size() && is_key_char(s[k])) ++k;
    if (k == 0) return false;
    while (k < s.size() && (s[k] == ' ' || s[k] == '\t')) ++k;
    return k < s.size() && s[k] == '=';
  }
  return false;
}

}  // namespace parser
