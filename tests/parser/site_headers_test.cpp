// Other sites' hand headers (parser/site_headers.h): one line per header
// form of the corpus, preludes, XML tags after others on a line, JSON hands,
// and what is left outside the hands.
#include "parser/site_headers.h"

#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <vector>

using parser::SiteFormat;

namespace {

struct One {
  std::size_t hands = 0;
  std::string format;   // of the first hand
  std::string hand_id;  // of the first hand
  std::uint32_t line = 0;
  std::uint32_t column = 0;
};

One split(std::string_view text) {
  const parser::SiteSplit s = parser::split_site_hands(text);
  One one;
  one.hands = s.hands.size();
  if (s.hands.empty()) return one;
  one.format = std::string(parser::site_format_info(s.hands[0].format).id);
  one.hand_id = std::string(s.hands[0].hand_id);
  one.line = s.hands[0].line;
  one.column = s.hands[0].column;
  return one;
}

}  // namespace

TEST_CASE("site headers: one line per header form of the corpus") {
  struct Case {
    std::string_view text;
    std::string_view format;
    std::string_view hand_id;
  };
  const Case cases[] = {
      {"Full Tilt Poker Game #28617512574: Table Bri (6 max) - $0.25/$0.50 - $15 Cap No Limit Hold'em", "fulltilt", "28617512574"},
      {"FullTiltPoker Game #656000081: Table Keifer (6 max) - $0.50/$1 - No Limit Hold'em", "fulltilt", "656000081"},
      {"Full Tilt Poker.fr Game #20000000801: Table Douai (6 max) - 0.01/0.02", "fulltilt", "20000000801"},
      {"#Game No : 280096744\n***** 888poker Hand History for Game 280096744 *****", "888", "280096744"},
      {"***** Cassava Hand History for Game 184089742 *****", "888", "184089742"},
      {"***** 888poker Snap Poker Hand History for Game 1 *****", "888", "1"},
      {"***** Betfair Poker Hand History for Game 100000000 *****", "betfair", "100000000"},
      {"Game #1 starts.\n\n#Game No : 1\n***** Hand History for Game 1 *****", "partypoker", "1"},
      {"***** Hand History For Game 6adebNhNqfm *****", "partypoker", "6adebNhNqfm"},
      {"***** Hand History for Game 1111111111 ***** (Poker Stars)", "partypoker", "1111111111"},
      {"Everleaf Gaming Game #148735443\n***** Hand history for game #148735443 *****", "everleaf", "148735443"},
      {"Partouche Poker Gibraltar\n*** Historique des Mains pour la partie 25324991 ***", "everleaf", "25324991"},
      {"***** History for hand R5-244090560-4 *****", "ongame", "R5-244090560-4"},
      {"Stage #C282012441: Holdem  Normal $0.25/$0.50 - 2010-12-07 22:18:14 (ET)", "absolute", "C282012441"},
      {"Stage #525691746 Tourney ID 5945889 Holdem Multi Normal Tournament", "absolute", "525691746"},
      {"BetOnline Poker Game #1593704164: Hold'em No Limit ($0.01/0.02)", "betonline", "1593704164"},
      {"PayNoRake Game #1027919331: Hold'em No Limit ($0.25/0.50)", "betonline", "1027919331"},
      {"ActionPoker.com Game #1012408051: Hold'em - 2012-04-03 02:10:06", "betonline", "1012408051"},
      {"Hand#3008011667000561 - Melbourne (Turbo, 6-max) 11667 -- $3/$6 FL Hold'em", "cake", "3008011667000561"},
      {"\xC3\xAF\xC2\xBB\xC2\xBFHand#2930A7507F000252 - $2,500 Guaranteed", "cake", "2930A7507F000252"},
      {"Game #19408739: Hold'em (\xE2\x82\xAC" "0,05/\xE2\x82\xAC" "0,10) - 12:16:31 3.10.2012 - %6", "enet", "19408739"},
      {"Game #1463192545: Table \xE2\x82\xAC" "1 NL - 0.05/0.10 - No Limit Hold'Em Banzai", "unibet", "1463192545"},
      {"Game # 19223447", "entraction", "19223447"},
      {"Poker Hand #HD23847510: Hold'em No Limit  ($0.5/$1) - 2017/11/12 11:43:27", "ggpoker", "HD23847510"},
      {"#45381014: Limit 2-7 Drawmaha - 60/120", "kingsclub", "45381014"},
      {"Table #45406961 - Pink Paisley\nStarting Hand #2103758909", "pkr", "2103758909"},
      {"Hand #6340502-110 - 2013-05-02 02:14:03", "sealswithclubs", "6340502-110"},
      {"Hand #61150000 - Holdem(No Limit) - $0.01/$0.02 - 2019/09/10 12:02:11 UTC", "wpn", "61150000"},
      {"Game Hand #1038374 - Tournament #2230000 - Holdem(No Limit)", "wpn", "1038374"},
      {"Game started at: 2014/2/3 21:47:52", "wpn", ""},
      {"Winamax Poker - CashGame - HandId: #4489532-965-1366095481 - Holdem no limit (0.50/1)", "winamax", "4489532-965-1366095481"},
      {"URL: http://thebiggame.pokerstars.net/data/s1/w1/d1/d1h1.js\nLoadHand({Hand:{Title:\"d1h1\"}})", "thebiggame", ""},
      {"** Game ID 4908778359 starting - 2011-01-23 02:08:21", "pokertracker", "4908778359"},
      {"GAME #5678: Texas Hold'em NL $0.50/$1 2011/01/01 12:00:00", "pokertracker", "5678"},
      {"MERGE_GAME #56120887-937: Holdem NL $0.10/$0.25", "pokertracker", "56120887-937"},
      {"EverestPoker Game #1: Table Moroni-1 - $0.5/$1 - No Limit Hold'em", "pokertracker", "1"},
      {"<session><game gamecode=\"2418629537\">", "ipoker", "2418629537"},
      {"<game id=\"56120887-937\" starttime=\"20110101\" numholecards=\"2\">", "merge", "56120887-937"},
      {"<Game hhversion=\"4\" id=\"5049104353\" date=\"2012-01-01\">", "microgaming", "5049104353"},
      {"<HISTORY ID=\"232000000\" SESSION=\"session98765421.xml\">", "boss", "232000000"},
      {"<SESSION time=\"1\"><HAND time=\"1335014414\" id=\"7526266449\" index=\"7\">", "everest", "7526266449"},
      {"{\"history\":[{\"player\":[{\"name\":\"P1\"}],\"handId\":\"54511981.hand.1086\"}]}", "igt", "54511981.hand.1086"},
      {"Bovada Hand #3183548059 TBL#10253202 HOLDEM Fixed Limit - 2015-12-01 04:04:36", "bovada", "3183548059"},
      {"\xEF\xBB\xBF" "Bovada Hand #2380000000: HOLDEM Tournament #1 TBL#2, No Limit- Level 1 (10/20)", "bovada", "2380000000"},
      {"Ignition Hand #3650000000  Zone Poker ID#1 HOLDEMZonePoker No Limit - 2018-03-01", "bovada", "3650000000"},
      {"Bodog UK Hand #2635581996 TBL#2076847 HOLDEM No Limit - 2012-09-26 16:42:02", "bovada", "2635581996"},
      {"Bodog.eu Hand #3500000000 TBL#1 HOLDEM No Limit - 2018-04-28 21:52:54", "bovada", "3500000000"},
      {"CoinPoker Hand #108166800274: NLH (\xE2\x82\xAE" "0.05/\xE2\x82\xAE" "0.10) 2026/08/10 16:52:33 CEST", "coinpoker", "108166800274"},
      {"STATE:0:rff:As|Ks|Qs:2|-1|-1:A|B|C", "acpc", "0"},
      {"\"-- starting hand #1  (No Limit Texas Hold'em) (dealer: \"\"P @ x\"\") --\",2021-08-08T21:00:00.000Z,1",
       "pokernow", "1"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.text);
    const One one = split(c.text);
    CHECK(one.hands == 1);
    CHECK(one.format == c.format);
    CHECK(one.hand_id == c.hand_id);
    CHECK(one.line == 1);  // preludes belong to the hand; document openings are not text outside it
  }
}

TEST_CASE("site headers: lines that are not headers") {
  const std::string_view texts[] = {
      "Bovada Hands #1 TBL#2",
      "STATE:",                                               // no hand number
      "\"-- ending hand #3 --\",2021-08-08T21:11:54.283Z,1",  // PokerNow: the first row of a hand, not its header
      "Winamax Poker - Tournament summary : Pot Limit Omaha 5(338672173)",  // another document
      "#12: folds",                   // a player named #12, not a Kings Club header
      "Hand #112181:",                // a tracker's label before a PokerStars hand
      "Hand #112181",                 // the same without its colon
      "Game #1 starts.",              // a prelude with no header after it
      "PokerStars Hand #1: Hold'em",  // PokerStars: parser/pokerstars_split.h
      "{\"player\":[]}",              // an IGT key outside an IGT document
      "Full Tilt Poker Tournament Summary Step 2 (243814827)",
  };
  for (const std::string_view text : texts) {
    CAPTURE(text);
    const parser::SiteSplit s = parser::split_site_hands(text);
    CHECK(s.hands.empty());
    CHECK(s.leading_length == text.size());
  }
}

namespace {

// A hand (`header`, a seat line), then `damaged` and a seat line: the
// damaged header starts a second hand, on line 3, with no id.
void check_starts_own_hand(std::string_view header, std::string_view damaged) {
  CAPTURE(damaged);
  std::string text(header);
  text.append("\nSeat 1: Ann ($100 in chips)\n").append(damaged).append("\nSeat 1: Bob ($100 in chips)\n");
  const parser::SiteSplit s = parser::split_site_hands(text);
  REQUIRE(s.hands.size() == 2);
  CHECK(s.hands[1].line == 3);
  CHECK(s.hands[1].hand_id.empty());
}

}  // namespace

TEST_CASE("site headers: a header damaged after a room's own prefix still starts its hand") {
  // Its reader then reports the header's parse-error; the hand before keeps
  // its own lines. Generic prefixes ("Game #", "Table #") need their number.
  for (const std::string_view damaged : {"Poker Hand #RC10zz 'Vesta'", "CoinPoker Hand #", "Starting Hand #",
                                         "BetOnline Poker Game #12 Hold'em", "***** Hand history for game #?"}) {
    check_starts_own_hand("Poker Hand #RC1: Hold'em No Limit  ($0.5/$1) - 2024/05/01 20:00:00", damaged);
  }
  CHECK(split("Game #x - Texas Hold'em").hands == 0);
}

TEST_CASE("site headers: Winamax, 888, PartyPoker, Bovada, WPN and Full Tilt headers damaged after their prefix start a hand") {
  // Each room's own prefix (issue 21, point 2): the damaged header is its
  // own hand's parse-error, never a line of its neighbour.
  for (const std::string_view damaged :
       {"Winamax Poker - CashGame - HandI: #4489532-965 - Holdem no limit (0.50/1)",
        "***** 888poker Hand History for Game ? *****", "***** Hand History for Game *****",
        "***** Hand History For Game ?jrdwo4 *****", "Bovada Hand #", "Ignition Hand #31x8: HOLDEM",
        "Bodog.eu Hand #3183548059TBL#1", "Game Hand #? - Holdem(No Limit)", "Hand #61150000- Holdem(No Limit)",
        "Hand #61150000 Holdem(No Limit) - $0.01/$0.02", "Full Tilt Poker Game #9000able: Table Rymer",
        "Full Tilt Poker Game #900000000zz Table Rymer", "FullTiltPoker Game #", "Full Tilt Poker.fr Game #12x: T"}) {
    check_starts_own_hand("Bovada Hand #1 TBL#2 HOLDEM No Limit", damaged);
  }
  // A Winamax tournament summary is another document; a damaged Bovada
  // header in the middle of a line is text, only a whole one is glued on.
  CHECK(split("Winamax Poker - Tournament summary : Omaha(13657930)").hands == 0);
  CHECK(split("Dealer : RaisBovada Hand #31x8: HOLDEM").hands == 0);
}

TEST_CASE("site headers: a room's notice before the first hand is no text left over") {
  // BetOnline writes this above a tournament's first hand; Hold'em Manager 2
  // archives open with BEGIN. Alone in a file, they are text like any other.
  const std::string_view betonline =
      "\n\nTournament will start in a moment.\n\n\n\n"
      "BetOnline Poker Game #900218526: Tournament #3427473: Hold'em $10.00/$20.00 - 2011/08/07 16:02\n";
  const parser::SiteSplit b = parser::split_site_hands(betonline);
  REQUIRE(b.hands.size() == 1);
  CHECK(b.hands[0].line == 7);
  CHECK_FALSE(b.leading_length);
  const parser::SiteSplit f =
      parser::split_site_hands("BEGIN\r\nFullTiltPoker Game #656000081: Table Keifer (6 max) - $0.50/$1\r\n");
  REQUIRE(f.hands.size() == 1);
  CHECK_FALSE(f.leading_length);
  CHECK(parser::split_site_hands("BEGIN\n").leading_length == 5);
  CHECK(parser::split_site_hands("BEGIN here\nFullTiltPoker Game #1: Table T\n").leading_length == 10);
}

TEST_CASE("site headers: hands run to the next hand's first line, text before the first is left over") {
  const std::string text =
      "Exported by a tracker.\n\n"              // 1: text before the first hand
      "#Game No : 1\n"                          // 3: prelude of hand 1
      "***** 888poker Hand History for Game 1 *****\n"
      "Seat 1: A ( $1 )\n\n\n"
      "Game #2 starts.\n\n"                     // 8: hand 2 (PartyPoker) starts at its first prelude
      "#Game No : 2\n"
      "***** Hand History for Game 2 *****\n"
      "Seat 2: B ( $2 )\n"
      "   Full Tilt Poker Game #3: Table T\n"   // 13: an indented header
      "Seat 3: C ($3)\n\n";
  const parser::SiteSplit s = parser::split_site_hands(text);
  REQUIRE(s.hands.size() == 3);
  CHECK(s.leading_length == std::string_view("Exported by a tracker.").size());
  CHECK(s.hands[0].line == 3);
  CHECK(s.hands[0].format == SiteFormat::kPacific);
  CHECK(text.substr(s.hands[0].offset, s.hands[0].length) ==
        "#Game No : 1\n***** 888poker Hand History for Game 1 *****\nSeat 1: A ( $1 )");
  CHECK(s.hands[1].line == 8);
  CHECK(s.hands[1].format == SiteFormat::kPartyPoker);
  CHECK(s.hands[1].hand_id == "2");
  CHECK(s.hands[2].line == 13);
  CHECK(s.hands[2].column == 4);
  CHECK(text.substr(s.hands[2].offset, s.hands[2].length) == "Full Tilt Poker Game #3: Table T\nSeat 3: C ($3)");
}

TEST_CASE("site headers: a PokerNow log is newest row first, a hand ends at its starting row") {
  const std::string text =
      "entry,at,order\n"                                                 // 1: the CSV's heading
      "\"\"\"A @ a1\"\" folds\",2021-08-08T21:12:00.000Z,5\n"               // 2: hand 2, still running
      "\"-- starting hand #2  (No Limit Texas Hold'em) --\",2021-08-08T21:11:58.000Z,4\n"
      "\"-- ending hand #1 --\",2021-08-08T21:11:54.283Z,3\n"              // 4: hand 1
      "\"\"\"B @ b2\"\" collected 60.00 from pot\",2021-08-08T21:11:54.283Z,2\n"
      "\"-- starting hand #1  (No Limit Texas Hold'em) --\",2021-08-08T21:11:00.000Z,1\n"
      "\"The player \"\"B @ b2\"\" joined the game with a stack of 1000.\",2021-08-08T21:10:00.000Z,0\n";
  const parser::SiteSplit s = parser::split_site_hands(text);
  REQUIRE(s.hands.size() == 2);
  CHECK_FALSE(s.leading_length);  // the heading is the document's opening
  CHECK(s.hands[0].line == 2);
  CHECK(s.hands[0].hand_id == "2");
  CHECK(text.substr(s.hands[0].offset, s.hands[0].length).ends_with(",2021-08-08T21:11:58.000Z,4"));
  CHECK(s.hands[1].line == 4);
  CHECK(s.hands[1].hand_id == "1");
  CHECK(text.substr(s.hands[1].offset).starts_with("\"-- ending hand #1 --\""));
  // The rows after the last header, older than every hand, stay with it: nothing is dropped.
  CHECK(s.hands[1].offset + s.hands[1].length == text.size() - 1);
  // Another site's hand between two PokerNow hands keeps its own rows.
  const std::string mixed = "Bovada Hand #1 TBL#2 HOLDEM No Limit\nSeat 1: A ($1 in chips)\n"
                            "\"-- starting hand #7  (No Limit Texas Hold'em) --\",2021-08-08T21:11:00.000Z,1\n";
  const parser::SiteSplit m = parser::split_site_hands(mixed);
  REQUIRE(m.hands.size() == 2);
  CHECK(m.hands[1].line == 3);
  CHECK(m.hands[1].format == SiteFormat::kPokerNow);
}

TEST_CASE("site headers: an ACPC match log is a hand a line, its comment lines are its opening") {
  const std::string text =
      "# name/game/hands/seed m project_acpc_server/trunk/kuhn.limit.3p.game 3000 629500866\n#--t_hand 600000\n"
      "STATE:0:rff:As|Ks|Qs:2|-1|-1:A|B|C\nSTATE:1:ccc:As|Qs|Js:2|-1|-1:B|C|A\n";
  const parser::SiteSplit s = parser::split_site_hands(text);
  REQUIRE(s.hands.size() == 2);
  CHECK_FALSE(s.leading_length);
  CHECK(s.hands[0].line == 3);
  CHECK(s.hands[1].line == 4);
  CHECK(s.hands[1].hand_id == "1");
  CHECK(text.substr(s.hands[1].offset, s.hands[1].length) == "STATE:1:ccc:As|Qs|Js:2|-1|-1:B|C|A");
  // Every hand's opening is the log's comments, which name the game.
  CHECK(s.hands[1].opening.text == text.substr(0, s.hands[0].offset));
  CHECK(s.hands[1].opening.line == 1);
  // Not cut before its last hand: a later piece would lose the comments.
  CHECK(parser::last_site_hand_cut(text) == 0);
}

TEST_CASE("site headers: XML hands after others on a line, the document's opening is not left over") {
  const std::string text =
      "<?xml version=\"1.0\"?>\n<session sessioncode=\"1\">\n\t<game gamecode=\"10\">\n<round/>\n"
      "\t</game><game gamecode=\"11\">\n</game></session>\n";
  const parser::SiteSplit s = parser::split_site_hands(text);
  REQUIRE(s.hands.size() == 2);
  CHECK_FALSE(s.leading_length);
  CHECK(s.hands[0].line == 3);
  CHECK(s.hands[0].column == 2);
  CHECK(s.hands[0].hand_id == "10");
  CHECK(s.hands[1].line == 5);
  CHECK(s.hands[1].column == 9);
  CHECK(s.hands[1].hand_id == "11");
  // Without a hand, the XML is left over whole: nothing is dropped silently.
  const std::string_view empty_session = "<?xml version=\"1.0\"?>\n<session sessioncode=\"1\">\n</session>";
  CHECK(parser::split_site_hands(empty_session).leading_length == empty_session.size());
}

TEST_CASE("site headers: another site's hand after the first line of a PokerStars hand") {
  const std::string hand =
      "PokerStars Hand #1: Hold'em No Limit ($0.25/$0.50 USD) - 2024/01/01 10:00:00 ET\n"
      "*** SUMMARY ***\nTotal pot $0 | Rake $0\n\n"
      "#Game No : 2\n***** 888poker Hand History for Game 2 *****\n";
  const auto cut = parser::find_site_hand_after_first_line(hand);
  REQUIRE(cut);
  CHECK(hand.substr(*cut).starts_with("#Game No : 2"));
  CHECK_FALSE(parser::find_site_hand_after_first_line("Full Tilt Poker Game #1: Table T\nSeat 1: A ($1)"));
}

TEST_CASE("site formats: ids and names are distinct and name the format") {
  for (std::size_t i = 0; i < parser::kSiteFormatCount; ++i) {
    const auto& a = parser::site_format_info(static_cast<SiteFormat>(i));
    CHECK(!a.id.empty());
    CHECK(!a.name.empty());
    CHECK(a.id != "pokerstars");
    CHECK(a.id != "phh");
    for (std::size_t j = i + 1; j < parser::kSiteFormatCount; ++j) {
      const auto& b = parser::site_format_info(static_cast<SiteFormat>(j));
      CHECK(a.id != b.id);
      CHECK(a.name != b.name);
    }
  }
}

TEST_CASE("site split, fuzz regression: a hand's number read past the next hand's start is dropped") {
  // fuzz_decode_split found two XML game tags whose ids were read beyond the
  // hand they belong to; every id must lie inside its own hand.
  const std::string text("Button Blind Po\000 \000H\000o\000l\000d\000'\000e\000%m\000 \000N\000o\000 \000L\000\000\000Button Blind Po\000 \000H\000o\000l\000d\000'\000e\000%m\000 \000N\000o\000 \000L\000\000\000No LimitNo Limit\000\000\000\000\000\000\215l d\0006\000e\000Betting is capped\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\000\000\215l d\0006\000e\000Betting is capped\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330+\330\330\330\330\330\330\330\330\330\330+\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330 Limit\000\000\000\000\215l d\0006\000<game id=\"e\000Betting is \330\330\330\330\330\330\330\330\330\330\330\330 Limit\000\000\000\000\215l d\0006\000<game id=\"e\000Betting is ca\330\330\330\330\330\330\330\330\330\330\330\330\330ca\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\330\000\363 CARDS\012\000 ***\330\330\000\363 CARDS\012\000 ***\012\012", 428);
  const parser::SiteSplit s = parser::split_site_hands(text);
  REQUIRE(s.hands.size() >= 2);
  for (std::size_t i = 0; i < s.hands.size(); ++i) {
    const parser::SiteHand& h = s.hands[i];
    const std::size_t next = i + 1 < s.hands.size() ? s.hands[i + 1].offset : text.size();
    CAPTURE(i);
    if (h.hand_id.empty()) continue;
    CHECK(h.hand_id.data() >= text.data() + h.offset);
    CHECK(h.hand_id.data() + h.hand_id.size() <= text.data() + next);
  }
}

TEST_CASE("site split, fuzz regression: a glued Bovada header ends the PokerNow rows before it") {
  // fuzz_decode_split: a PokerNow header after a Bovada header glued onto a
  // cut line moved its start back to the row before that header, so the two
  // hands overlapped. The rows before the glued header are text of no hand
  // that follows; the PokerNow hand starts after it.
  const std::string text = "\"row\",2021-08-08T21:12:00.000Z,5\n"
                           "Dealer : RaisBovada Hand #3260003105: HOLDEM Tournament #1 TBL#2, No Limit- Level 1 (10/20)\n"
                           "\"-- starting hand #7  (No Limit Texas Hold'em) --\",2021-08-08T21:11:00.000Z,1\n";
  const parser::SiteSplit s = parser::split_site_hands(text);
  REQUIRE(s.hands.size() == 2);
  CHECK(s.hands[0].format == SiteFormat::kBovada);
  CHECK(s.hands[0].line == 2);
  CHECK(s.hands[1].format == SiteFormat::kPokerNow);
  CHECK(s.hands[1].line == 3);
  CHECK(s.hands[0].offset + s.hands[0].length <= s.hands[1].offset);
}

TEST_CASE("site headers: a stream of iPoker sessions is cut before the last session, never inside one") {
  const std::string session =
      "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
      "<session sessioncode=\"1\">\n<general><gametype>Holdem NL $0.02/$0.04</gametype></general>\n"
      "<game gamecode=\"11\">\n</game>\n<game gamecode=\"12\">\n</game>\n</session>\n";
  // One session: its hands are elements of it, not cut apart from its opening.
  CHECK(parser::last_site_hand_cut(session) == 0);
  // Two: the cut is at the start of the second one's <session> line, so
  // that each piece holds whole documents (the XML declaration stays behind
  // as the first session's tail).
  const std::string two = session + session;
  const std::size_t second = two.find("<session", session.size());
  CHECK(parser::last_site_hand_cut(two) == second);
  // A second <session> with no hand before it in the text is no place to cut.
  const std::string opening_only = "<session sessioncode=\"0\">\n</session>\n" + session;
  CHECK(parser::last_site_hand_cut(opening_only) == 0);
}
