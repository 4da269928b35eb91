// The public Converter (include/handaudit/converter.h): the same output
// whatever the thread count and however the bytes come; each hand's text
// through on_hand is the output's piece; hands without a form are named.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/test_util.h"
#include "handaudit/converter.h"

namespace fs = std::filesystem;

namespace {

struct Run {
  std::string output;
  std::vector<handaudit::ConvertedHand> hands;
  handaudit::ConvertOutcome outcome;
};

Run convert_samples(handaudit::ConvertFormat to, unsigned threads) {
  Run run;
  handaudit::ConverterOptions options;
  options.to = to;
  options.threads = threads;
  options.write = [&](std::string_view block) {
    run.output.append(block);
    return true;
  };
  handaudit::Converter converter(options);
  converter.on_hand([&](handaudit::ConvertedHand&& hand) { run.hands.push_back(std::move(hand)); });
  CHECK(converter.convert_path(cli_test::samples_dir().string()));
  run.outcome = converter.finish();
  return run;
}

std::size_t count(std::string_view text, std::string_view what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string_view::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("converter: json is one object a hand, the output their concatenation, at any thread count") {
  const Run one = convert_samples(handaudit::ConvertFormat::kJson, 1);
  const Run two = convert_samples(handaudit::ConvertFormat::kJson, 2);
  CHECK(one.output == two.output);
  // The samples hold 34 hand headers and no text outside them.
  REQUIRE(one.hands.size() == 34);
  CHECK(one.outcome.converted == 34);
  CHECK(one.outcome.skipped == 0);
  CHECK(one.outcome.sources == 5);
  std::string joined;
  for (const handaudit::ConvertedHand& hand : one.hands) {
    CHECK(hand.text.starts_with("{\"hand_id\":"));
    CHECK(hand.text.ends_with("}\n"));
    CHECK(hand.position.line >= 1);
    joined += hand.text;
  }
  CHECK(joined == one.output);
}

TEST_CASE("converter: ohh objects apart by one blank line, phh a .phhs document numbered from [1]") {
  const Run ohh = convert_samples(handaudit::ConvertFormat::kOhh, 2);
  CHECK(ohh.outcome.converted + ohh.outcome.skipped == 34);
  CHECK(count(ohh.output, "{\"ohh\":") == ohh.outcome.converted);
  CHECK(count(ohh.output, "}\n\n{\"ohh\":") == ohh.outcome.converted - 1);

  const Run phh = convert_samples(handaudit::ConvertFormat::kPhh, 2);
  CHECK(phh.outcome.converted + phh.outcome.skipped == 34);
  CHECK(phh.output.starts_with("[1]\n"));
  CHECK(count(phh.output, "\n[") + 1 == phh.outcome.converted);
  for (const handaudit::ConvertedHand& hand : phh.hands) {
    if (!hand.text.empty()) continue;
    // Named on its own and in a comment of the document.
    CHECK(hand.skipped.find(": hand ") != std::string::npos);
    CHECK(hand.skipped.find(" not converted: ") != std::string::npos);
  }
}

TEST_CASE("converter: convert_text and bytes fed in pieces give what a path gives") {
  const std::string text = cli_test::read_file(cli_test::samples_dir() / "clean_cash_nl.txt");
  const std::vector<handaudit::ConvertedHand> whole =
      handaudit::convert_text(text, handaudit::ConvertFormat::kOhh, "clean_cash_nl.txt");
  REQUIRE(whole.size() == 5);
  CHECK(whole[0].source == "clean_cash_nl.txt");
  CHECK(whole[0].position.line == 1);

  handaudit::Converter converter({handaudit::ConvertFormat::kOhh, 1, {}});
  std::vector<handaudit::ConvertedHand> pieces;
  converter.on_hand([&](handaudit::ConvertedHand&& hand) { pieces.push_back(std::move(hand)); });
  for (std::size_t at = 0; at < text.size(); at += 97) converter.feed(std::string_view(text).substr(at, 97));
  converter.end_source("clean_cash_nl.txt");
  CHECK(converter.finish().sources == 1);
  REQUIRE(pieces.size() == whole.size());
  for (std::size_t i = 0; i < whole.size(); ++i) {
    CHECK(pieces[i].text == whole[i].text);
    CHECK(pieces[i].position == whole[i].position);
  }
}

TEST_CASE("converter: text outside any hand is an object in json and a named skip in phh") {
  // A file that holds no hand: its note, as audit gives it.
  const std::string text = "not a hand history at all\n";
  const auto json = handaudit::convert_text(text, handaudit::ConvertFormat::kJson, "junk.txt");
  REQUIRE(json.size() == 1);
  CHECK(json[0].text.find("\"outside_hand\":true") != std::string::npos);
  CHECK(json[0].text.find("\"rule\":\"no-hands-in-file\"") != std::string::npos);
  const auto phh = handaudit::convert_text(text, handaudit::ConvertFormat::kPhh, "junk.txt");
  REQUIRE(phh.size() == 1);
  CHECK(phh[0].text.empty());
  CHECK(phh[0].skipped == "junk.txt:1: this file holds no hand history (not converted)");
  // Hand lines without a header: the rest of a hand whose start is missing.
  const auto lines = handaudit::convert_text("Ann: folds\n", handaudit::ConvertFormat::kPhh, "junk.txt");
  REQUIRE(lines.size() == 1);
  CHECK(lines[0].skipped ==
        "junk.txt:1: the file holds lines of a hand but no hand header: the rest of a hand whose start is missing "
        "(not converted)");
}
