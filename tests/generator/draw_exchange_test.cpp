// Exchanges are actions (replay/replay.cpp, judge_exchange): in each draw
// round every player still in draws or stands pat once, clockwise from the
// first left of the button, after the betting before it is over. Generated
// hands of every draw game audit clean (generator_games_test.cpp); here each
// is changed in one way and the change is found at its line:
//   - two neighbouring exchanges swapped: action-out-of-turn;
//   - a player who folded stands pat: action-by-inactive-player;
//   - a player's exchange left out: round-closed-early at the next bet;
//   - an exchange moved before the last action of the betting before it:
//     action-out-of-turn ("draws before the betting is over").
// Six-handed hands that run the stub out, each change found alone, and the
// cards dealt twice: draw_change_test.cpp.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "audit/audit_hand.h"
#include "generator/hand_generator.h"
#include "tests/support/generator_test_util.h"

namespace draw_exchange_test {

namespace {

using engine::Act;
using generator::GameKind;
using namespace gen_test;

constexpr GameKind kDrawGames[] = {GameKind::kDraw5, GameKind::kSingleDraw27, GameKind::kTripleDraw27,
                                   GameKind::kBadugi, GameKind::kTripleDrawA5};

bool is_exchange(Act k) { return k == Act::kDiscard || k == Act::kStandPat; }
bool is_betting(Act k) {
  return k == Act::kFold || k == Act::kCheck || k == Act::kCall || k == Act::kBet || k == Act::kRaise;
}

// Hands of `game` at tables of 3 to 6, plain names, from a seed of its own.
generator::GeneratorOptions draw_options(GameKind game, std::uint64_t seed) {
  auto o = with(seed + static_cast<std::uint64_t>(game));
  o.only(game);
  o.min_players = 3;
  o.max_players = 6;
  o.tricky_names = false;
  return o;
}

// The text with lines `a` < `b` (1-based) in each other's place.
std::string swap_lines(const std::string& text, std::uint32_t a, std::uint32_t b) {
  const std::string first(line_at(text, a)), second(line_at(text, b));
  return replace_line(replace_line(text, a, second), b, first);
}

// The text with `line` inserted before line `before`.
std::string insert_line(const std::string& text, std::uint32_t before, const std::string& line) {
  std::size_t at = 0;
  for (std::uint32_t i = 1; i < before; ++i) at = text.find('\n', at) + 1;
  return text.substr(0, at) + line + "\n" + text.substr(at);
}

struct Case {
  std::string text;
  std::uint32_t line = 0;  // where the finding must be
  const char* rule = nullptr;
};

// Each kind of change, where the hand allows it.
std::vector<Case> changes(const std::string& text, const engine::HandRecord& rec) {
  std::vector<Case> out;
  const auto& acts = rec.actions;
  for (std::size_t i = 0; i + 1 < acts.size(); ++i) {
    const auto& a = acts[i];
    const auto& b = acts[i + 1];
    // Two exchanges of one round on neighbouring lines.
    if (out.empty() && is_exchange(a.kind) && is_exchange(b.kind) && a.street == b.street &&
        b.pos.line == a.pos.line + 1)
      out.push_back({swap_lines(text, a.pos.line, b.pos.line), a.pos.line, "action-out-of-turn"});
  }
  // The last exchange of a round followed by a betting action: left out, and
  // a folded player standing pat in its place.
  for (std::size_t i = 0; i + 1 < acts.size(); ++i) {
    const auto& a = acts[i];
    const auto& next = acts[i + 1];
    if (!is_exchange(a.kind) || !is_betting(next.kind) || a.player == rec.hero) continue;
    out.push_back({drop_line(text, a.pos.line), next.pos.line - 1, "round-closed-early"});
    for (std::size_t j = 0; j < i; ++j) {
      if (acts[j].kind != Act::kFold) continue;
      const std::string name(rec.players[static_cast<std::size_t>(acts[j].player)].name);
      out.push_back({insert_line(text, next.pos.line, name + ": stands pat"), next.pos.line, "action-by-inactive-player"});
      break;
    }
    break;
  }
  // The first exchange of a round moved before the closing action of the
  // betting before it (a call or check that is not the round's only action).
  for (std::size_t i = 2; i < acts.size(); ++i) {
    const auto& a = acts[i];
    const auto& closing = acts[i - 1];
    if (!is_exchange(a.kind) || a.player == rec.hero || !is_betting(closing.kind) || !is_betting(acts[i - 2].kind) ||
        closing.kind == Act::kFold)
      continue;
    if (a.pos.line != closing.pos.line + 2) continue;  // the round's marker between them
    const std::string moved(line_at(text, a.pos.line));
    const std::string without = drop_line(text, a.pos.line);
    out.push_back({insert_line(without, closing.pos.line, moved), closing.pos.line, "action-out-of-turn"});
    break;
  }
  return out;
}

}  // namespace

TEST_CASE("draw games: an exchange out of turn, by a folded player, left out or before the betting ends is found" *
          doctest::test_suite("property")) {
  for (GameKind game : kDrawGames) {
    CAPTURE(generator::game_kind_id(game));
    generator::HandGenerator gen(draw_options(game, 4400));
    int by_rule[3] = {};  // out of turn, inactive, left out
    for (int h = 0; h < 300; ++h) {
      std::string text;
      gen.next(text);
      Replayed r;
      REQUIRE(replay_text(text, r));
      for (const Case& c : changes(text, r.record)) {
        CAPTURE(c.text);
        const auto report = audit::audit_hand(c.text, 1, 1, "gen", {});
        CAPTURE(describe(report));
        CHECK(has_rule(report, c.rule, c.line));
        const std::string rule = c.rule;
        by_rule[rule == "action-out-of-turn" ? 0 : rule == "action-by-inactive-player" ? 1 : 2]++;
      }
    }
    CHECK(by_rule[0] >= 20);
    CHECK(by_rule[1] >= 5);
    CHECK(by_rule[2] >= 20);
  }
}

namespace {

// The hero's first exchange that draws cards, with its "Dealt to" line.
const engine::Exchange* first_hero_draw(const engine::HandRecord& rec) {
  for (const engine::Exchange& e : rec.exchanges)
    if (rec.actions[e.action].player == rec.hero && e.drawn.size > 0 && e.drawn_pos.line != 0 &&
        rec.actions[e.action].street == engine::Street::kFlop)
      return &e;
  return nullptr;
}

}  // namespace

TEST_CASE("draw games: a discard dealt back before any reshuffle is a duplicate, new cards match the discards" *
          doctest::test_suite("property")) {
  // In the first draw the stub cannot have run out (at most 6 hands of 5
  // dealt, at most 30 drawn of the 22 left only in later draws), so the
  // hero's own thrown card among his new ones is a card dealt twice; an
  // extra card in his new bracket is a wrong count. Both at the "Dealt to" line.
  for (GameKind game : {GameKind::kTripleDraw27, GameKind::kDraw5, GameKind::kTripleDrawA5}) {
    CAPTURE(generator::game_kind_id(game));
    generator::HandGenerator gen(draw_options(game, 5100));
    int changed = 0;
    for (int h = 0; h < 300; ++h) {
      std::string text;
      gen.next(text);
      Replayed r;
      REQUIRE(replay_text(text, r));
      const engine::Exchange* e = first_hero_draw(r.record);
      if (e == nullptr || e->thrown.size == 0) continue;
      const std::string line(line_at(text, e->drawn_pos.line));
      const std::string new_card = e->drawn.cards[0].to_string();
      const std::size_t at = line.rfind(new_card);
      REQUIRE(at != std::string::npos);
      std::string back = line;
      back.replace(at, new_card.size(), e->thrown.cards[0].to_string());
      const auto dup = audit::audit_hand(replace_line(text, e->drawn_pos.line, back), 1, 1, "gen", {});
      CAPTURE(back);
      CHECK(has_rule(dup, "duplicate-card", e->drawn_pos.line));
      std::string extra = line;
      // Appended piece by piece: a chain of + draws GCC 12's false -Wrestrict.
      std::string card(" ");
      card.append(e->thrown.cards[0].to_string());
      extra.insert(line.rfind(']'), card);
      const auto more = audit::audit_hand(replace_line(text, e->drawn_pos.line, extra), 1, 1, "gen", {});
      CAPTURE(extra);
      CHECK(has_rule(more, "wrong-card-count", e->drawn_pos.line));
      ++changed;
    }
    CHECK(changed >= 30);
  }
}

namespace {

// The players other than the hero who showed at the showdown.
std::vector<int> showers(const engine::HandRecord& rec) {
  std::vector<int> out;
  for (std::size_t q = 0; q < rec.players.size(); ++q) {
    const auto& p = rec.players[q];
    if (static_cast<int>(q) != rec.hero && p.show_pos.line != 0 && p.hole.size != 0) out.push_back(static_cast<int>(q));
  }
  return out;
}

generator::GeneratorOptions six_handed(GameKind game, std::uint64_t seed) {
  auto o = with(seed + static_cast<std::uint64_t>(game));
  o.only(game);
  o.min_players = o.max_players = 6;
  o.tricky_names = false;
  return o;
}

}  // namespace

TEST_CASE("draw games: a discard dealt to another player after a reshuffle is no duplicate" *
          doctest::test_suite("property")) {
  // Six-handed triple draw runs the stub out (30 dealt, 22 left): the
  // generator writes "The deck is reshuffled" and may deal a card the hero
  // threw to another player, who shows it. It never deals a player a card
  // he threw himself (draw_own_discards never, PokerStars' rule). (Badugi's
  // four-card hands leave 28 in the stub: too few reshuffles to wait for.)
  for (GameKind game : {GameKind::kTripleDraw27, GameKind::kTripleDrawA5}) {
    CAPTURE(generator::game_kind_id(game));
    generator::HandGenerator gen(six_handed(game, 5300));
    int returned = 0;
    for (int h = 0; h < 4000 && returned < 5; ++h) {
      std::string text;
      gen.next(text);
      Replayed r;
      REQUIRE(replay_text(text, r));
      bool back = false;
      for (const engine::Exchange& e : r.record.exchanges)
        for (const int s : showers(r.record))
          for (engine::Card c : e.thrown) {
            const auto& hole = r.record.players[static_cast<std::size_t>(s)].hole;
            back = back || std::find(hole.begin(), hole.end(), c) != hole.end();
          }
      if (!back) continue;
      ++returned;
      CAPTURE(text);
      const auto report = audit::audit_hand(text, 1, 1, "gen", {});
      CAPTURE(describe(report));
      CHECK(report.findings.empty());
    }
    CHECK(returned == 5);
  }
}

}  // namespace draw_exchange_test
