// read_stars_summary (parser/stars_summary.h): a PokerStars tournament
// summary as a plain struct, every line known or an unrecognized one; and
// every summary document of the corpus read without an unknown line.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "parser/pokerstars_split.h"
#include "parser/stars_summary.h"

using parser::read_stars_summary;

TEST_CASE("stars summary: the tournament, its pool and its finishing list") {
  const parser::StarsSummary s = read_stars_summary(
      "PokerStars Tournament #2475523986, No Limit Hold'em\n"
      "Buy-In: \xE2\x82\xB9"
      "136.50/\xE2\x82\xB9"
      "13.50 INR\n"
      "56 players\n"
      "Total Prize Pool: \xE2\x82\xB9"
      "11193.00 INR\n"
      "Tournament started 2018/12/13 4:30:00 ET\n"
      "Tournament finished 2018/12/13 6:53:40 ET\n"
      "  1: OfficerJimLahey (India), \xE2\x82\xB9"
      "2,724.59 (24.341%)\n"
      "  2: COyourACES [3] (India), \xE2\x82\xB9"
      "2,035.24 (18.183%)\n"
      "  3: badkarmatom (Horn (HOLLAND)),\n"
      "  4: Mr_Haze(RU) (Russia), still playing\n"
      "  5: Player1 (Russia),  (qualified for the target tournament)\n"
      "\n"
      "You finished in 3rd place (eliminated at hand #99152964635).\n"
      "Something new\n",
      10, 1);
  CHECK(s.site == "pokerstars");
  CHECK(s.tournament_id == "2475523986");
  CHECK(s.game == "No Limit Hold'em");
  CHECK(s.buy_in ==
        "\xE2\x82\xB9"
        "136.50/\xE2\x82\xB9"
        "13.50 INR");
  CHECK(engine::summary_buy_in_as_in_hands(s.buy_in) ==
        "\xE2\x82\xB9"
        "136.50+\xE2\x82\xB9"
        "13.50 INR");
  REQUIRE(s.entrants);
  CHECK(*s.entrants == 56);
  CHECK(s.entrants_line == 12);
  REQUIRE(s.prize_pool);
  CHECK(s.prize_pool->amount == engine::Chips{1119300});
  CHECK(s.prize_pool->symbol == "\xE2\x82\xB9");
  CHECK(s.prize_pool->currency == "INR");
  CHECK(s.prize_pool_line == 13);
  CHECK(s.started == "2018/12/13 4:30:00 ET");
  CHECK(s.finished == "2018/12/13 6:53:40 ET");
  REQUIRE(s.entries.size() == 5);
  CHECK(s.entries[0].place == 1);
  CHECK(s.entries[0].name == "OfficerJimLahey");
  CHECK(s.entries[0].line == 16);
  CHECK(s.entries[0].column == 3);
  REQUIRE(s.entries[0].prize);
  CHECK(s.entries[0].prize->amount == engine::Chips{272459});
  CHECK(s.entries[1].name == "COyourACES");
  CHECK(s.entries[1].entry == 3);
  CHECK(s.entries[2].name == "badkarmatom");
  CHECK(s.entries[2].country == "Horn (HOLLAND)");
  CHECK_FALSE(s.entries[2].prize);
  CHECK(s.entries[2].prize_text.empty());
  CHECK(s.entries[3].name == "Mr_Haze(RU)");
  CHECK(s.entries[3].still_playing);
  CHECK_FALSE(s.entries[4].prize);
  CHECK(s.entries[4].prize_text == "(qualified for the target tournament)");
  REQUIRE(s.hero_place);
  CHECK(*s.hero_place == 3);
  REQUIRE(s.unrecognized.size() == 1);
  CHECK(s.unrecognized[0].line == 23);
  CHECK(s.unrecognized[0].text == "Something new");
}

TEST_CASE("stars summary: Run It Once writes no country, play money no symbol") {
  const parser::StarsSummary rio = read_stars_summary(
      "Run It Once Poker Tournament #158168, Cubed SNG No Limit Hold 'Em\r\nBuy-In: \xE2\x82\xAC"
      "5.00\r\n"
      "3 players\r\n1: Vance K, \xE2\x82\xAC"
      "12.50\r\n2: Doc\r\n",
      1, 1);
  CHECK(rio.site == "run-it-once");
  CHECK(rio.unrecognized.empty());
  REQUIRE(rio.entries.size() == 2);
  CHECK(rio.entries[0].name == "Vance K");
  REQUIRE(rio.entries[0].prize);
  CHECK(rio.entries[0].prize->amount == engine::Chips{1250});
  CHECK(rio.entries[1].name == "Doc");
  const parser::StarsSummary play = read_stars_summary(
      "PokerStars Tournament #743144019, 8-Game\nBuy-In: 100/9\n2 players\nTotal Prize Pool: 200\n"
      "  1: Hero (United States), 200 (100%)\n",
      1, 1);
  REQUIRE(play.prize_pool);
  CHECK(play.prize_pool->amount == engine::Chips{20000});
  CHECK(play.prize_pool->symbol.empty());
  REQUIRE(play.entries.size() == 1);
  REQUIRE(play.entries[0].prize);
  CHECK(play.entries[0].prize->amount == engine::Chips{20000});
}

TEST_CASE("stars summary: every summary of the corpus is read whole" * doctest::test_suite("corpus")) {
  const char* env = std::getenv("HANDAUDIT_CORPUS");
  const std::filesystem::path folder = std::filesystem::path(env != nullptr ? env : "") /
                                       "pokerstars/jejellyroll-fr__fpdb-3/regression-test-files/summaries/Stars";
  if (env == nullptr || !std::filesystem::is_directory(folder)) {
    MESSAGE("no corpus summaries: skipped");
    return;
  }
  int documents = 0;
  for (const auto& file : std::filesystem::directory_iterator(folder)) {
    if (file.path().extension() != ".txt") continue;
    std::ifstream in(file.path(), std::ios::binary);
    std::stringstream bytes;
    bytes << in.rdbuf();
    const std::string text = bytes.str();
    for (const parser::Junk& junk : parser::split_pokerstars(text).junk) {
      if (junk.kind != parser::JunkKind::kTournamentSummary) continue;
      ++documents;
      const parser::StarsSummary s =
          read_stars_summary(std::string_view(text).substr(junk.offset, junk.length), junk.line, junk.column);
      CAPTURE(file.path().filename().string());
      CHECK(s.unrecognized.empty());
      CHECK_FALSE(s.tournament_id.empty());
      CHECK((!s.entries.empty() || s.hero_place.has_value()));
    }
  }
  CHECK(documents == 32);
}

TEST_CASE("stars summary: numbers too long to keep are lines not understood, not numbers cut short") {
  // A place of eleven digits (it was kept as its low 32 bits) and a count
  // of entrants past 64 bits (it was kept as 0).
  const parser::StarsSummary s = read_stars_summary(
      "PokerStars Tournament #1, No Limit Hold'em\n"
      "99999999999999999999999 players\n"
      "  99999999999: Ann (Italy), still playing\n"
      "  2: Bob [12345678901] (Italy), still playing\n"
      "  3: Cid [2] (Italy), still playing\n",
      1, 1);
  CHECK_FALSE(s.entrants.has_value());
  REQUIRE(s.unrecognized.size() == 2);
  CHECK(s.unrecognized[0].line == 2);
  CHECK(s.unrecognized[1].line == 3);
  REQUIRE(s.entries.size() == 2);
  CHECK(s.entries[0].place == 2);
  CHECK(s.entries[0].name == "Bob [12345678901]");  // no re-entry mark of eleven digits
  CHECK(s.entries[1].name == "Cid");
  CHECK(s.entries[1].entry == 2);
}
