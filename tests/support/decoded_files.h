// Every file under a folder as handaudit reads its text: decoded
// (parser::decode: UTF-16, a byte-order mark, Windows-1252), for tests that
// compare two ways of reading the same texts.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include "parser/decode.h"
#include "tests/support/test_util.h"

namespace decoded_files {

// visit(path relative to `root`, decoded text) for each regular file under `root`.
template <typename Visit>
void for_each(const std::filesystem::path& root, const Visit& visit) {
  for (const auto& entry : std::filesystem::recursive_directory_iterator(root)) {
    if (!entry.is_regular_file()) continue;
    const parser::DecodedText decoded = parser::decode(cli_test::read_file(entry.path()));
    visit(entry.path().lexically_relative(root).string(), std::string_view(decoded.text));
  }
}

}  // namespace decoded_files
