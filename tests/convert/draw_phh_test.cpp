// Draw games written as PHH: generated six-handed hands of the draw games
// PHH has a code for (2-7 single and triple draw, badugi), long enough to run
// the stub out, converted from their PokerStars text to PHH and audited as
// PHH under the rules they were dealt by, pokerstars's: clean, reshuffles
// included (PHH writes none: the audit works out where one could have come,
// with no burn and the stub dealt to its last card). Under PHH's default,
// wsop, the same hands are not all clean, and rightly: a live dealer burns a
// card a round and keeps the last one back, so his stub runs out sooner, and
// a player's discard thrown as it runs out could not come back; and TDA's
// minimum raise after a short all-in differs from PokerStars'.
#include <doctest/doctest.h>

#include <string>

#include "audit/audit_hand.h"
#include "convert/convert_phh.h"
#include "generator/hand_generator.h"

namespace {

std::string describe(const audit::HandReport& r) {
  std::string s;
  for (const auto& f : r.findings)
    s += std::string(engine::rule_id(f.rule)) + " at " + std::to_string(f.pos.line) + ":" +
         std::to_string(f.pos.column) + ": " + f.message + "\n";
  return s;
}

}  // namespace

TEST_CASE("draw games as PHH: generated six-handed hands convert and audit clean" * doctest::test_suite("property")) {
  using generator::GameKind;
  for (const GameKind game : {GameKind::kSingleDraw27, GameKind::kTripleDraw27, GameKind::kBadugi}) {
    CAPTURE(generator::game_kind_id(game));
    generator::GeneratorOptions o;
    o.seed = 9100 + static_cast<std::uint64_t>(game);
    o.self_check = true;
    o.only(game);
    o.min_players = o.max_players = 6;
    o.tricky_names = false;
    generator::HandGenerator gen(o);
    convert::ConvertWorkspace workspace;
    int converted = 0, reshuffled = 0;
    for (int h = 0; h < 300; ++h) {
      std::string text;
      gen.next(text);
      const convert::Converted phh =
          convert::convert_to_phh(workspace, text, 1, 1, "gen", convert::SourceFormat::kPokerStars, "gen");
      REQUIRE_MESSAGE(phh.skipped.empty(), phh.skipped);
      ++converted;
      reshuffled += text.find("The deck is reshuffled") != std::string::npos ? 1 : 0;
      audit::AuditSettings pokerstars;
      pokerstars.profile = engine::ProfileChoice("pokerstars");
      const audit::HandReport report = audit::audit_phh_hand(phh.text, 1, 1, "gen.phh", "gen", pokerstars);
      CAPTURE(text);
      CAPTURE(phh.text);
      CAPTURE(describe(report));
      CHECK(report.replayed);
      CHECK(report.findings.empty());
    }
    CHECK(converted == 300);
    if (game != GameKind::kSingleDraw27 && game != GameKind::kBadugi) CHECK(reshuffled >= 10);
  }
}
