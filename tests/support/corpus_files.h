// The corpus files of one kind, from its MANIFEST.tsv (tests that read the
// corpus; they skip when it is absent).
#pragma once

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace corpus_files {

// The PokerStars-text files of the corpus at `root`, as MANIFEST.tsv lists them.
inline std::vector<std::string> pokerstars_files(const std::filesystem::path& root) {
  std::vector<std::string> files;
  std::ifstream in(root / "MANIFEST.tsv");
  std::string line;
  std::getline(in, line);
  while (std::getline(in, line))
    if (line.rfind("pokerstars/", 0) == 0) files.push_back(line.substr(0, line.find('\t')));
  return files;
}

}  // namespace corpus_files
