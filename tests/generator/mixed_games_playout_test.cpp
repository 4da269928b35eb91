// Random play-outs of the mixed-game rooms' games (docs/games.md). The
// generator writes PokerStars text, and PokerStars deals none of these
// games, so each is played as the PokerStars game dealt the same way (2-7
// single draw for A-5 single draw, razz for 2-7 razz, 2-7 triple draw for
// badeucey and badacey), read back, and its record renamed: the showdown
// and the awards are then the new game's. Whatever the cards, every pot is
// paid out whole, to players who may win it, and in a split game both
// halves are paid whenever two hands are shown (docs/games.md G-SPLIT-1).
// The betting is the generated game's, so the order findings of a stud
// game renamed (who brings in) are not looked at here: the replay tests in
// tests/validators/mixed_games_test.cpp judge those.
#include <doctest/doctest.h>

#include <bit>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/profile.h"
#include "generator/hand_generator.h"
#include "parser/pokerstars_parser.h"
#include "replay/trace.h"

namespace {

using generator::GameKind;

struct Playout {
  int hands = 0;
  int shown = 0;        // pots of two or more contenders whose hands are known
  int both_halves = 0;  // ... paid in two halves
  int not_whole = 0;    // pots whose shares do not add up to the pot
  int ineligible = 0;   // shares to a player the pot does not cover
};

Playout play(GameKind game, engine::Variant as, std::uint64_t seed, int hands) {
  generator::GeneratorOptions options;
  options.seed = seed;
  options.min_players = 2;
  options.max_players = 8;
  options.only(game);
  generator::HandGenerator gen(options);
  Playout out;
  for (int h = 0; h < hands; ++h) {
    std::string text;
    gen.next(text);
    engine::HandRecord record;
    std::vector<engine::Finding> read;
    REQUIRE(parser::parse_pokerstars_hand(text, 1, 1, record, read) == parser::ParseStatus::kOk);
    record.game.variant = as;
    const replay::Trace t = replay::replay_hand(record, *engine::find_profile("pokerstars", record.game.tournament));
    ++out.hands;
    for (std::size_t k = 0; k < t.pots.pots.size() && k < t.awards.size(); ++k) {
      if (!t.awards[k]) continue;
      const replay::PotAward& award = *t.awards[k];
      engine::Chips sum{0};
      for (int i = 0; i < static_cast<int>(record.players.size()); ++i)
        if (award.shares.contains(i)) sum += award.shares.at(i);
      if (sum != t.pots.pots[k].amount) ++out.not_whole;
      if ((award.shares.players() & ~t.pots.pots[k].eligible) != 0) ++out.ineligible;
      if (k < t.showdowns.size() && t.showdowns[k].contenders.size() >= 2) {
        ++out.shown;
        if (award.low_half) ++out.both_halves;
      }
    }
  }
  return out;
}

}  // namespace

TEST_CASE("mixed games, random play-outs: every pot paid whole to its own players, split games in two halves") {
  struct Row {
    GameKind dealt_as;
    engine::Variant variant;
    std::uint64_t seed;
  };
  const std::vector<Row> rows = {
      {GameKind::kSingleDraw27, engine::Variant::kDrawA5Single, 7101},
      {GameKind::kRazz, engine::Variant::kRazz27, 7102},
      {GameKind::kTripleDraw27, engine::Variant::kBadeucey, 7103},
      {GameKind::kTripleDraw27, engine::Variant::kBadacey, 7104},
  };
  for (const Row& row : rows) {
    CAPTURE(engine::variant_id(row.variant));
    const Playout p = play(row.dealt_as, row.variant, row.seed, 300);
    CHECK(p.hands == 300);
    CHECK(p.not_whole == 0);
    CHECK(p.ineligible == 0);
    CHECK(p.shown >= 20);  // enough showdowns to mean something
    if (engine::is_split_game(row.variant)) {
      CHECK(p.both_halves == p.shown);
    } else {
      CHECK(p.both_halves == 0);
    }
  }
}
