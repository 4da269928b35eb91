// Inputs larger than one read block stream through: every hand is reported
// once, in order, whatever the block boundaries and the encoding.
#include <doctest/doctest.h>

#include <cstdio>
#include <string>

#include "cli/audit_command.h"
#include "generator/hand_generator.h"
#include "tests/support/test_util.h"

namespace streaming_test {

namespace {

std::string run_json(const std::string& path, unsigned jobs) {
  cli::AuditOptions options;
  options.paths = {path};
  options.format = cli::ReportFormat::kJson;
  options.jobs = jobs;
  options.quiet = true;
  std::FILE* out = std::tmpfile();
  std::FILE* err = std::tmpfile();
  cli::run_audit(options, out, err);
  std::string report = cli_test::without_seconds(cli_test::slurp(out));
  std::fclose(out);
  std::fclose(err);
  return report;
}

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = 0; (at = text.find(what, at)) != std::string::npos; at += what.size()) ++n;
  return n;
}

}  // namespace

TEST_CASE("a 4 MB file of generated hands streams in blocks: every hand once, all clean, same for every --jobs") {
  generator::GeneratorOptions g;
  g.seed = 99;
  generator::HandGenerator gen(g);
  std::string text = "stray text before the first hand\n";
  std::size_t hands = 0;
  while (text.size() < (4u << 20)) {
    gen.next(text);
    ++hands;
  }
  // A hand cut mid-line with the next header glued on, deep inside the file.
  const auto cut = text.find("*** FLOP ***", text.size() / 2);
  REQUIRE(cut != std::string::npos);
  const auto next = text.find("PokerStars", cut);
  text.erase(cut + 8, next - (cut + 8));

  const cli_test::TempDir dir;
  const std::string path = dir.write("big.txt", text);
  const std::string one = run_json(path, 1);
  CHECK(count(one, "{\"type\":\"hand\"") == hands);
  CHECK(count(one, "\"status\":\"clean\"") == hands - 1);
  CHECK(count(one, "\"rule\":\"truncated-hand\"") == 1);
  CHECK(count(one, "{\"type\":\"text\"") == 1);
  CHECK(one == run_json(path, 2));
  CHECK(one == run_json(path, 7));
}

TEST_CASE("UTF-16 input larger than a block decodes across blocks") {
  generator::GeneratorOptions g;
  g.seed = 7;
  g.tricky_names = false;
  generator::HandGenerator gen(g);
  std::string text;
  std::size_t hands = 0;
  while (text.size() < (1u << 20) + 300000) {
    gen.next(text);
    ++hands;
  }
  std::string utf16 = "\xFF\xFE";
  for (unsigned char c : text) {   // the generated text is ASCII without tricky names
    utf16.push_back(static_cast<char>(c));
    utf16.push_back('\0');
  }
  const cli_test::TempDir dir;
  const std::string report = run_json(dir.write("utf16.txt", utf16), 2);
  CHECK(count(report, "{\"type\":\"hand\"") == hands);
  CHECK(count(report, "\"status\":\"clean\"") == hands);
}

}  // namespace streaming_test
