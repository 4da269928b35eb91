// The corpus of `handaudit bench` (cli::bench_corpus_options): the
// generator's mix of games splits back into clean hands, deterministically,
// and weighs the first twelve games; its night of cash tables (--night) is
// written as a Windows client writes, the same every time, and audits clean. The generator's own property tests are
// in tests/generator/.
#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "audit/audit_hand.h"
#include "cli/bench_command.h"
#include "generator/hand_generator.h"
#include "handaudit/auditor.h"
#include "parser/pokerstars_split.h"
#include "tests/support/generator_test_util.h"
#include "tests/support/test_util.h"

namespace {

using generator::GameKind;
using generator::HandGenerator;
using namespace gen_test;

}  // namespace

TEST_CASE("the benchmark's mix of games splits back into clean hands and is deterministic" *
          doctest::test_suite("property")) {
  const generator::GeneratorOptions options = cli::bench_corpus_options();
  auto stream = [&](int hands, std::vector<std::uint64_t>* numbers) {
    HandGenerator gen(options);
    std::string text;
    for (int h = 0; h < hands; ++h) {
      gen.next(text);
      if (numbers) numbers->push_back(gen.last().hand_number);
    }
    return text;
  };
  std::vector<std::uint64_t> numbers;
  const std::string text = stream(600, &numbers);
  CHECK(text == stream(600, nullptr));
  const auto split = parser::split_pokerstars(text);
  CHECK(split.junk.empty());
  REQUIRE(split.hands.size() == numbers.size());
  int dirty = 0;
  std::map<std::string_view, int> games;
  for (std::size_t i = 0; i < split.hands.size(); ++i) {
    const auto& span = split.hands[i];
    const std::string_view hand = std::string_view(text).substr(span.offset, span.length);
    const auto report = audit::audit_hand(hand, span.line, span.column, "gen", {});
    CHECK(report.hand_id == std::to_string(numbers[i]));
    if (!report.replayed || !report.findings.empty()) {
      if (++dirty <= 3) MESSAGE(hand << describe(report));
    }
  }
  CHECK(dirty == 0);
  // Mostly hold'em, and some of every game.
  HandGenerator gen(options);
  std::array<int, generator::kGameKinds> dealt{};
  for (int h = 0; h < 2000; ++h) {
    std::string one;
    gen.next(one);
    ++dealt[static_cast<std::size_t>(gen.last().game)];
  }
  CHECK(dealt[0] > 1400);
  // Some of every game the benchmark weighs: the first twelve. The games
  // added later weigh nothing, which keeps its corpus and recorded signatures.
  int weighed = 0;
  for (int g = 1; g < generator::kGameKinds; ++g) {
    CAPTURE(generator::game_kind_id(static_cast<GameKind>(g)));
    const bool weighs = options.game_weights[static_cast<std::size_t>(g)] > 0;
    weighed += weighs;
    if (weighs) CHECK(dealt[static_cast<std::size_t>(g)] > 5);
    if (!weighs) CHECK(dealt[static_cast<std::size_t>(g)] == 0);
  }
  CHECK(weighed == 11);
}

TEST_CASE("the benchmark's night: tables written as a Windows client writes them, the same every time, audit clean" *
          doctest::test_suite("property")) {
  const std::filesystem::path root = std::filesystem::temp_directory_path() / "handaudit-night-test";
  std::filesystem::remove_all(root);
  const std::size_t bytes = cli::write_generated_night((root / "a").string(), 3, 9000, 6);
  REQUIRE(bytes > 0);
  CHECK(cli::write_generated_night((root / "b").string(), 3, 9000, 6) == bytes);
  std::size_t hands = 0, windows_names = 0;
  for (const char* name : {"table-001.txt", "table-002.txt", "table-003.txt"}) {
    CAPTURE(name);
    const std::string text = cli_test::read_file(root / "a" / name);
    CHECK(text == cli_test::read_file(root / "b" / name));  // deterministic
    CHECK(text.starts_with("\xEF\xBB\xBFPokerStars Hand #"));
    std::size_t lone = 0;  // line feeds without their carriage return
    for (std::size_t i = 0; i < text.size(); ++i) lone += text[i] == '\n' && (i == 0 || text[i - 1] != '\r');
    CHECK(lone == 0);
    for (std::size_t at = 0; (at = text.find("PokerStars Hand #", at)) != std::string::npos; ++at) ++hands;
    for (std::size_t at = 0; (at = text.find("\nSeat ", at)) != std::string::npos; ++at)
      windows_names += text.compare(at + 7, 5, ": Ren") == 0 && text[at + 12] == '\xE9';  // "\nSeat 6: Ren\xE9"
    CHECK(text.find("Table 'Night 00") != std::string::npos);
    CHECK(text.find(" 6-max Seat #") != std::string::npos);
  }
  CHECK(hands == 9000);
  CHECK(windows_names > 0);

  handaudit::Auditor auditor;
  auditor.audit_path((root / "a").string());
  const handaudit::AuditOutcome outcome = auditor.finish();
  CHECK(outcome.summary.hands == 9000);
  CHECK(outcome.summary.errors == 0);
  CHECK(outcome.summary.warnings == 0);
  std::filesystem::remove_all(root);
}
