// The tournament buy-in of a PokerStars header (pokerstars_grammar.h,
// tournament_buy_in) ends where star< not_at< game_description >, any >
// ends, the rule it stands for: tried on every header of the test data and
// the corpus from each byte after "Tournament #N,", and on texts built to
// sit on its edges (wrapped games, '(' in the buy-in, names in any case).
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include <tao/pegtl.hpp>

#include "parser/lines.h"
#include "parser/pokerstars_grammar.h"
#include "tests/support/decoded_files.h"
#include "tests/support/test_scale.h"

namespace fs = std::filesystem;
namespace pegtl = tao::pegtl;

namespace {

using reference_buy_in = pegtl::star<pegtl::not_at<parser::stars_text::game_description>, pegtl::any>;

// Bytes `Rule` takes from the start of `text`.
template <typename Rule>
std::size_t taken(std::string_view text) {
  pegtl::memory_input in(text.data(), text.size(), "");
  const char* const start = in.current();
  if (!pegtl::parse<pegtl::seq<Rule, pegtl::discard>>(in)) return std::string_view::npos;
  return static_cast<std::size_t>(in.current() - start);
}

// How many texts were compared; where the rules disagree.
struct Compared {
  std::size_t texts = 0;
  std::vector<std::string> differences;
  void text(std::string_view t) {
    ++texts;
    if (taken<parser::pokerstars::tournament_buy_in>(t) != taken<reference_buy_in>(t))
      differences.emplace_back(t.substr(0, 120));
  }
  // Every suffix of a header after its "Tournament #".
  void header(std::string_view line) {
    const std::size_t at = line.find("Tournament #");
    if (at == std::string_view::npos) return;
    for (std::size_t i = at + 12; i < line.size(); ++i) text(line.substr(i));
  }
  // Every header of the files under `root`, or one in `stride` (the first
  // always).
  void tree(const fs::path& root, std::size_t stride = 1) {
    std::size_t headers = 0;
    decoded_files::for_each(root, [this, stride, &headers](const std::string&, std::string_view text) {
      for (const parser::Line& line : parser::Lines(text))
        if (line.text.find("Tournament #") != std::string_view::npos && line.text.find("Hand #") != std::string_view::npos &&
            headers++ % stride == 0)
          header(line.text);
    });
  }
};

}  // namespace

TEST_CASE("buy-in: the shortcut ends where the rule it stands for ends, on texts at its edges") {
  Compared c;
  for (const std::string_view t : {
           "$10+$1 USD Hold'em No Limit - Level I (10/20) - 2021/01/01 1:00:00 ET",
           "Freeroll  Hold'em No Limit - Level I (10/20)", "1FPP HOLD'EM NO LIMIT - Level I (10/20)",
           "$5 HORSE (Razz Limit, 10/20) - Level I", "$5 8-Game (Hold'em No Limit) - Level I",
           "$5 (guaranteed) Omaha Pot Limit - Level II (15/30)", "$5 (Omaha Pot Limit) x", "(Hold'em No Limit)",
           " (Hold'em No Limit)", "$5\t(Hold'em No Limit)", "$5 Mixed (hold'em no limit, 10/20) - Level III",
           "$1+$0.10 USD 5 Card Omaha Pot Limit - Level I", "$1 Triple Draw 2-7 Lowball Limit",
           "$1 7 Card Stud Hi/Lo Limit", "$1 Badugi Limit", "$1 Courchevel Pot Limit", "$1 Split Hold'em No Limit",
           "$1 Single Draw 2-7 Lowball No Limit", "$1 6+ Hold'em Button Blind", "no game here (at all)", "", "(",
           "((((Hold'em No Limit", "$1 Holdem No Limit", "StarsCoin 250 Hold'em Limit - Match Round I, Level I"}) {
    CAPTURE(t);
    for (std::size_t i = 0; i <= t.size(); ++i) c.text(t.substr(i));
  }
  for (const std::string& d : c.differences) FAIL_CHECK("ends otherwise: " << d);
  CHECK(c.texts > 500);
}

TEST_CASE("buy-in: the shortcut ends where the rule it stands for ends, on the test data's headers") {
  const char* source = std::getenv("HANDAUDIT_SOURCE");
  if (source == nullptr) {
    MESSAGE("HANDAUDIT_SOURCE not set: skipped");
    return;
  }
  Compared c;
  c.tree(fs::path(source) / "tests/data");
  c.tree(fs::path(source) / "samples");
  for (const std::string& d : c.differences) FAIL_CHECK("ends otherwise: " << d);
  CHECK(c.texts > 1000);
}

TEST_CASE("buy-in: the shortcut ends where the rule it stands for ends, on the corpus's headers" *
          doctest::test_suite("corpus")) {
  const char* corpus = std::getenv("HANDAUDIT_CORPUS");
  if (corpus == nullptr || !fs::exists(fs::path(corpus) / "pokerstars")) {
    MESSAGE("no corpus: skipped");
    return;
  }
  Compared c;
  c.tree(fs::path(corpus) / "pokerstars", test_scale::stride());
  for (const std::string& d : c.differences) FAIL_CHECK("ends otherwise: " << d);
  MESSAGE(c.texts << " texts compared");
  CHECK(c.texts > 100000 / test_scale::stride());
}
