// Helpers shared by the cli tests: a temporary directory and stdio capture.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace cli_test {

// build/handaudit as CTest passes it (HANDAUDIT_BIN), or nullptr when it is
// not given or not there: tests of the binary then skip.
inline const char* handaudit_binary() {
  const char* bin = std::getenv("HANDAUDIT_BIN");
  return bin != nullptr && std::filesystem::exists(bin) ? bin : nullptr;
}

// The project's samples/ folder (HANDAUDIT_SOURCE/samples as CTest passes
// it, else ./samples).
inline std::filesystem::path samples_dir() {
  const char* source = std::getenv("HANDAUDIT_SOURCE");
  return std::filesystem::path(source != nullptr ? source : ".") / "samples";
}

// What a shell command writes on standard output.
inline std::string command_output(const std::string& command) {
  std::string all;
  std::FILE* pipe = ::popen(command.c_str(), "r");
  if (pipe == nullptr) return all;
  char buffer[1 << 14];
  for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) all.append(buffer, n);
  ::pclose(pipe);
  return all;
}

// A fresh directory under the system temp directory, removed with its contents.
class TempDir {
 public:
  TempDir() {
    std::random_device rd;
    const auto base = std::filesystem::temp_directory_path();
    for (;;) {
      path_ = base / ("handaudit_cli_test_" + std::to_string(rd()));
      if (std::filesystem::create_directory(path_)) break;
    }
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  ~TempDir() {
    std::error_code ec;
    std::filesystem::permissions(path_, std::filesystem::perms::owner_all,
                                 std::filesystem::perm_options::add, ec);
    std::filesystem::remove_all(path_, ec);
  }

  const std::filesystem::path& path() const { return path_; }

  // Writes `content` to `relative` (creating parent directories); returns the full path.
  std::string write(const std::string& relative, std::string_view content) const {
    const auto full = path_ / relative;
    std::filesystem::create_directories(full.parent_path());
    std::ofstream(full, std::ios::binary) << content;
    return full.string();
  }

 private:
  std::filesystem::path path_;
};

// The tab-separated fields of a line (MANIFEST.tsv, tests/corpus/*.tsv).
inline std::vector<std::string> split_tabs(const std::string& line) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (;;) {
    const auto tab = line.find('\t', start);
    out.push_back(line.substr(start, tab == std::string::npos ? std::string::npos : tab - start));
    if (tab == std::string::npos) return out;
    start = tab + 1;
  }
}

// The bytes of the file at `path` ("" when it cannot be read).
inline std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::string text;
  char buffer[4096];
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0) text.append(buffer, static_cast<std::size_t>(in.gcount()));
  return text;
}

// Everything written to `file` so far (rewinds it).
inline std::string slurp(std::FILE* file) {
  std::fflush(file);
  std::rewind(file);
  std::string text;
  char buffer[4096];
  for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, file)) > 0;) text.append(buffer, n);
  return text;
}

// What a command writes: `command(out, err)` run with both streams on
// temporary files; its exit status and the two texts.
template <typename Status>
struct Captured {
  Status status;
  std::string out;
  std::string err;
};
template <typename Command>
auto capture(Command command) {
  std::FILE* out = std::tmpfile();
  std::FILE* err = std::tmpfile();
  auto status = command(out, err);
  Captured<decltype(status)> captured{status, slurp(out), slurp(err)};
  std::fclose(out);
  std::fclose(err);
  return captured;
}

// The report without the one field that varies from run to run.
inline std::string without_seconds(std::string text) {
  const auto at = text.rfind("\"seconds\":");
  if (at == std::string::npos) return text;
  const auto end = text.find('}', at);
  return text.erase(at, end - at);
}

// A report without its provenance, for comparing the reports of the same
// hands read from other inputs (an archive against its folder): the NDJSON
// summary's "provenance" member, the text report's last lines from
// "handaudit <version> (" on, the JUnit suite "provenance".
inline std::string without_provenance(std::string text) {
  if (const auto at = text.find(",\"provenance\":{"); at != std::string::npos) {
    const auto end = text.find(",\"seconds\":", at);
    text.erase(at, end == std::string::npos ? std::string::npos : end - at);
  }
  if (const auto at = text.find("  <testsuite name=\"provenance\""); at != std::string::npos) {
    const std::string close = "</testsuite>\n";
    const auto end = text.find(close, at);
    text.erase(at, end == std::string::npos ? std::string::npos : end + close.size() - at);
  }
  const auto footer = text.starts_with("handaudit ") ? 0 : text.rfind("\nhandaudit ");
  if (footer != std::string::npos) {
    const auto from = footer == 0 ? 0 : footer + 1;
    bool all_inputs = true;
    for (auto line = text.find('\n', from); line != std::string::npos && line + 1 < text.size();
         line = text.find('\n', line + 1))
      all_inputs &= text.compare(line + 1, 6, "input ") == 0;
    if (all_inputs) text.erase(from);
  }
  return text;
}

// `text` with every wall time replaced by `zero`: the number (digits and
// points) after `"seconds":` (JSON), inside `time="..."` (JUnit) and in
// "in N s" (text). Without std::regex, whose inlined code GCC 12 warns about
// under the sanitizers.
inline std::string without_times(std::string text, std::string_view zero = "0") {
  const auto zero_after = [&](std::string_view marker, std::string_view end) {
    for (std::size_t at = text.find(marker); at != std::string::npos; at = text.find(marker, at + 1)) {
      const std::size_t from = at + marker.size();
      std::size_t to = from;
      while (to < text.size() && ((text[to] >= '0' && text[to] <= '9') || text[to] == '.')) ++to;
      if (to > from && text.compare(to, end.size(), end) == 0) text.replace(from, to - from, zero);
    }
  };
  zero_after("\"seconds\":", "");
  zero_after("time=\"", "\"");
  zero_after("in ", " s");
  return text;
}

// A minimal PokerStars cash hand; `id` makes each one distinct.
inline std::string sample_hand(int id) {
  return "PokerStars Hand #" + std::to_string(id) +
         ":  Hold'em No Limit ($0.25/$0.50 USD) - 2020/01/01 12:00:00 ET\n"
         "Table 'Alpha' 6-max Seat #1 is the button\n"
         "Seat 1: Alice ($50 in chips)\n"
         "Seat 2: Bob ($50 in chips)\n"
         "Alice: posts small blind $0.25\n"
         "Bob: posts big blind $0.50\n"
         "*** HOLE CARDS ***\n"
         "Alice: folds\n"
         "Uncalled bet ($0.25) returned to Bob\n"
         "Bob collected $0.50 from pot\n"
         "Bob: doesn't show hand\n"
         "*** SUMMARY ***\n"
         "Total pot $0.50 | Rake $0\n"
         "Seat 1: Alice (button) (small blind) folded before Flop\n"
         "Seat 2: Bob (big blind) collected ($0.50)\n\n\n";
}

// A three-handed cash hand with a re-raise pre-flop, a raise on the flop, an
// all-in bet that is not called and rake: the converters' known answer.
inline std::string raised_hand() {
  return "PokerStars Hand #1:  Hold'em No Limit ($0.25/$0.50 USD) - 2021/07/30 21:15:40 CET [2021/07/30 15:15:40 ET]\n"
         "Table 'Halley' 6-max Seat #1 is the button\n"
         "Seat 1: Ann ($50 in chips)\nSeat 2: Bob ($50 in chips)\nSeat 4: Cy ($50 in chips)\n"
         "Bob: posts small blind $0.25\nCy: posts big blind $0.50\n*** HOLE CARDS ***\nDealt to Cy [Ah Ad]\n"
         "Ann: raises $1 to $1.50\nBob: folds\nCy: raises $3 to $4.50\nAnn: calls $3\n"
         "*** FLOP *** [2c 7d Ks]\nCy: bets $5\nAnn: raises $5 to $10\nCy: calls $5\n"
         "*** TURN *** [2c 7d Ks] [3h]\nCy: checks\nAnn: bets $35.50 and is all-in\nCy: folds\n"
         "Uncalled bet ($35.50) returned to Ann\nAnn collected $28.75 from pot\nAnn: doesn't show hand\n"
         "*** SUMMARY ***\nTotal pot $29.25 | Rake $0.50\nBoard [2c 7d Ks 3h]\n"
         "Seat 1: Ann (button) collected ($28.75)\nSeat 2: Bob (small blind) folded before Flop\n"
         "Seat 4: Cy (big blind) folded on the Turn\n";
}

}  // namespace cli_test
