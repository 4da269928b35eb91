// The documents the catalogue tests read: the project's own under
// $HANDAUDIT_SOURCE, the shared ones beside it in ../shared/docs; each
// nullopt when the variable is unset or the file is missing (the tests then
// skip), and a file's lines without their line ends.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <system_error>
#include <vector>

namespace doc_files {

inline std::optional<std::filesystem::path> source_file(const std::filesystem::path& relative) {
  const char* src = std::getenv("HANDAUDIT_SOURCE");
  if (src == nullptr || *src == '\0') return std::nullopt;
  auto path = std::filesystem::path(src) / relative;
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) return std::nullopt;
  return path;
}

inline std::optional<std::filesystem::path> shared_doc(const char* name) {
  return source_file(std::filesystem::path("..") / "shared" / "docs" / name);
}

inline std::vector<std::string> read_lines(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(std::move(line));
  }
  return lines;
}

}  // namespace doc_files
