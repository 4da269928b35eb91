// The hand descriptions of ../shared/corpus/other-sites that disagree with
// their cards: four parser fixtures whose boards (or cards) their authors
// rewrote, leaving the room's words for the hand as dealt. Each is named
// with the line and column of its words; every other description of the
// rooms whose wording is judged matches (the corpus checks,
// tests/corpus/<room>_expected.tsv). Skips without the corpus.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "audit/audit_hand.h"
#include "parser/decode.h"
#include "parser/site_headers.h"
#include "tests/support/test_util.h"

namespace corpus_descriptions_test {

// "line:column player" of each hand-description-mismatch in the file.
std::vector<std::string> mismatches(const std::filesystem::path& file) {
  const auto decoded = parser::decode(cli_test::read_file(file));
  const std::string_view text = decoded.text;
  audit::HandWorkspace workspace;
  std::vector<std::string> out;
  for (const parser::SiteHand& h : parser::split_site_hands(text).hands) {
    const audit::HandReport report = audit::audit_room_hand(h.format, text.substr(h.offset, h.length), h.line, h.column,
                                                            "corpus", audit::AuditSettings{}, workspace, h.opening);
    for (const auto& f : report.findings)
      if (f.rule == engine::Rule::kHandDescriptionMismatch)
        out.push_back(std::to_string(f.pos.line) + ":" + std::to_string(f.pos.column) + " " + f.player);
  }
  return out;
}

TEST_CASE("corpus: the descriptions that disagree with their cards are of four rewritten fixtures" *
          doctest::test_suite("corpus")) {
  const char* corpus_env = std::getenv("HANDAUDIT_CORPUS");
  if (corpus_env == nullptr || !std::filesystem::exists(std::filesystem::path(corpus_env) / "MANIFEST.tsv")) {
    MESSAGE("corpus not found: skipped");
    return;
  }
  const std::filesystem::path sites = std::filesystem::path(corpus_env) / "other-sites";
  const std::string hhsmithy = "HHSmithy__PokerHandHistoryParser/HandHistories.Parser.UnitTests/SampleHandHistories/";
  const std::string italytoast =
      "ItalyToast__PokerHandHistoryParser/HandHistories.Parser.UnitTests/SampleHandHistories/IGT/CashGame/";
  struct Row {
    std::string file;
    std::vector<std::string> want;
  };
  const Row rows[] = {
      // Merge hand 56067014-1756 on a board of 5d Ks 7c Jc 7d (Limits/Limit1.txt
      // deals 5c 4d 7h 2c Qh): "Pair of Nines" of 9s 9d is two pair.
      {"Merge/" + hhsmithy + "Merge/CashGame/StreetTests/River.txt", {"47:73 StunTKAwQ"}},
      // Boss hand 2076619909 (MultipleHandsTests/10MultipleHands.txt as
      // dealt): "two pair, sevens and threes" a full house here, "two pair,
      // nines and sixes" kings and sevens.
      {"Boss/" + hhsmithy + "BossMedia/CashGame/StreetTests/River.txt", {"45:44 ToyBoy66", "50:49 ItalyToast"}},
      // IGT hand 202 (GeneralHands/HeroName.txt as dealt) on Merge's
      // rewritten board: "two pair, jacks and tens" is jacks and sevens,
      // "pair of fours" two pair.
      {"IGT/" + italytoast + "StreetTests/River.txt", {"1:3320 HERO", "1:3664 PLAYER4"}},
      // A made-up hand: "full house, queens and kings" of Qc Ad Kc 6s on Ac
      // As 4d 8d Jc is three aces.
      {"IGT/" + italytoast + "HandActionTests/AllInHandWithShowdown.txt", {"1:3173 PLAYER2"}},
  };
  for (const Row& row : rows) {
    CAPTURE(row.file);
    REQUIRE(std::filesystem::exists(sites / row.file));
    CHECK(mismatches(sites / row.file) == row.want);
  }
}

}  // namespace corpus_descriptions_test
