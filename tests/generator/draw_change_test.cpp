// Draw games, issue 22's done-when: in every draw variant, six-handed hands
// whose players draw heavily (GeneratorOptions::heavy_draws), so that the
// stub runs out and the discards are reshuffled, even in a single draw,
// audit clean as PokerStars text and, where PHH has a code for the game
// (2-7 single and triple draw, badugi), as PHH. Copies with one change each
// are found with the right rule at the line of the change, and with no
// other finding (a cascade would be one):
//   - two neighbouring exchanges swapped: action-out-of-turn at the first;
//   - an exchange (the hero's where he has one: his discard and his new
//     cards) moved before the closing action of the betting before it:
//     action-out-of-turn where it now stands;
//   - a card dealt twice then discarded: a player's show made to hold a
//     card the hero threw, which that player got while the hero held it:
//     duplicate-card at the show;
//   - a card re-dealt that was never discarded: the hero's new card made
//     one another player holds to the end (the hero's later lines follow
//     it): duplicate-card at the hero's "Dealt to" line (PHH: his d dh).
// A change that would alter the showdown (a hand's value) is not made: the
// award's findings would be right, but no concern of this test.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "audit/audit_hand.h"
#include "convert/convert_phh.h"
#include "engine/hand_eval.h"
#include "generator/hand_generator.h"
#include "parser/phh_parser.h"
#include "tests/support/generator_test_util.h"

namespace {

using engine::Act;
using engine::Card;
using engine::CardList;
using engine::HandRecord;
using generator::GameKind;
using namespace gen_test;

constexpr int kDeal = -1;

enum Kind { kSwap, kEarly, kTwice, kRedealt, kKinds };
constexpr const char* kKindName[kKinds] = {"swap", "early", "twice", "redealt"};

struct Case {
  Kind kind = kSwap;
  std::string text;
  std::uint32_t line = 0;  // where the one finding must be
  const char* rule = nullptr;
  bool hero = false;  // the change is to the hero's exchange
};

bool is_exchange(Act k) { return k == Act::kDiscard || k == Act::kStandPat; }
bool is_betting(Act k) {
  return k == Act::kFold || k == Act::kCheck || k == Act::kCall || k == Act::kBet || k == Act::kRaise;
}

std::string swap_lines(const std::string& text, std::uint32_t a, std::uint32_t b) {
  const std::string first(line_at(text, a)), second(line_at(text, b));
  return replace_line(replace_line(text, a, second), b, first);
}

// The text with lines `from` .. `from + count - 1` moved before line `before` (< from).
std::string move_lines(const std::string& text, std::uint32_t from, std::uint32_t count, std::uint32_t before) {
  std::string moved, out = text;
  for (std::uint32_t k = 0; k < count; ++k) moved += std::string(line_at(text, from + k)) + "\n";
  for (std::uint32_t k = 0; k < count; ++k) out = drop_line(out, from);
  std::size_t at = 0;
  for (std::uint32_t i = 1; i < before; ++i) at = out.find('\n', at) + 1;
  return out.insert(at, moved);
}

// `line` with the card `from` written `to`: in a bracket ("[Ah 7c]") or in
// a PHH card text ("sm 7cAh", cards of two characters from its last blank).
std::string recard(std::string line, Card from, Card to, bool phh) {
  const std::string f = from.to_string(), t = to.to_string();
  if (phh) {
    const std::size_t quote = line.rfind('"');
    const std::size_t start = line.rfind(' ', quote) + 1;
    for (std::size_t k = start; k + 2 <= quote; k += 2)
      if (line.compare(k, 2, f) == 0) line.replace(k, 2, t);
    return line;
  }
  for (std::size_t k = line.find(f); k != std::string::npos; k = line.find(f, k + 2)) {
    const char before = k == 0 ? ' ' : line[k - 1];
    const char after = k + 2 < line.size() ? line[k + 2] : ' ';
    if ((before == '[' || before == ' ') && (after == ']' || after == ' ') && line.find('[') < k) line.replace(k, 2, t);
  }
  return line;
}

// A draw hand's value, higher better, as the showdown ranks it.
std::uint32_t value(engine::Variant v, const CardList& hand) {
  if (hand.size != 5 && v != engine::Variant::kBadugi) return 0;
  switch (v) {
    case engine::Variant::kBadugi:
      return engine::best_badugi(std::span<const Card>(hand.begin(), hand.size)).key;
    case engine::Variant::kDraw5:
      return engine::eval_high5(hand.begin()).key;
    case engine::Variant::kDrawA5Triple:
      return engine::eval_a5_low(hand.begin()).key;
    default:
      return engine::eval_27_low(hand.begin()).key;
  }
}

CardList replaced(CardList hand, Card from, Card to) {
  for (std::size_t k = 0; k < hand.size; ++k)
    if (hand.cards[k] == from) hand.cards[k] = to;
  return hand;
}

bool holds(const CardList& cards, Card c) { return std::find(cards.begin(), cards.end(), c) != cards.end(); }

// One hand's record with what the changes need to know of it.
struct Hand {
  const std::string& text;
  const HandRecord& rec;
  bool phh = false;
  int hero = -1;  // the player whose exchanges show their cards
  // Where the stub ran out (PokerStars' lines): (round, ordinal of the
  // exchange in its round that was served after the reshuffle).
  std::set<std::pair<int, int>> reshuffled_at;

  const std::string name(int p) const { return std::string(rec.players[static_cast<std::size_t>(p)].name); }

  // The ordinal of the exchange at action `i` in its round.
  int ordinal(std::size_t i) const {
    int k = 0;
    for (std::size_t j = 0; j < i; ++j)
      if (is_exchange(rec.actions[j].kind) && rec.actions[j].street == rec.actions[i].street) ++k;
    return k;
  }
  bool near_reshuffle(std::size_t i) const {
    return reshuffled_at.count({static_cast<int>(rec.actions[i].street), ordinal(i)}) != 0;
  }
  // When `p` last drew cards (the deal: kDeal): he holds his last hand since.
  int last_draw(int p) const {
    int last = kDeal;
    for (std::size_t i = 0; i < rec.actions.size(); ++i)
      if (rec.actions[i].player == p && rec.actions[i].kind == Act::kDiscard && rec.actions[i].cards > 0)
        last = static_cast<int>(i);
    return last;
  }
  // When the hero was dealt `c`, which he holds at action `before`.
  int got_at(Card c, std::size_t before) const {
    int at = kDeal;
    for (const engine::Exchange& e : rec.exchanges)
      if (e.action < before && rec.actions[e.action].player == hero && holds(e.drawn, c)) at = e.action;
    return at;
  }
  bool anyone_shows(Card c) const {
    return std::any_of(rec.players.begin(), rec.players.end(), [&](const auto& p) { return holds(p.hole, c); });
  }
  // Players other than the hero who show a whole hand at the end, none of
  // it shown before (PHH writes the deal of one who stood pat as his show).
  std::vector<int> showers() const {
    std::vector<int> out;
    for (std::size_t q = 0; q < rec.players.size(); ++q) {
      const auto& p = rec.players[q];
      if (static_cast<int>(q) != hero && p.show_pos.line != 0 && p.dealt.empty() &&
          p.hole.size == engine::draw_hand_size(rec.game.variant))
        out.push_back(static_cast<int>(q));
    }
    return out;
  }
  // Whether `line` shows `p`'s cards: his actions, PokerStars' "Dealt to"
  // and summary lines, PHH's deals. (Strings appended piece by piece: a
  // chain of + draws GCC 12's false -Wrestrict.)
  bool his_line(int p, std::string_view line) const {
    const std::string n = name(p);
    const auto joined = [](std::string_view a, std::string_view b, std::string_view c = {}) {
      return std::string(a).append(b).append(c);
    };
    if (phh) {
      const std::string who = joined("p", std::to_string(p + 1), " ");
      return line.find(joined("\"", who)) != std::string_view::npos ||
             line.find(joined("dh ", who)) != std::string_view::npos;
    }
    return line.starts_with(joined(n, ":")) || line.starts_with(joined("Dealt to ", n, " [")) ||
           (line.starts_with("Seat ") && line.find(joined(": ", n, " ")) != std::string_view::npos);
  }
  std::string rewrite_his(int p, std::uint32_t from_line, Card from, Card to) const {
    std::string out = text;
    const auto lines = static_cast<std::uint32_t>(std::count(text.begin(), text.end(), '\n'));
    for (std::uint32_t l = from_line; l <= lines; ++l) {  // from line `from_line` on
      const std::string line(line_at(out, l));
      if (his_line(p, line)) out = replace_line(out, l, recard(line, from, to, phh));
    }
    return out;
  }
};

// Two neighbouring exchanges of a round swapped, the stub's run-out not
// between them (moving a draw across it changes which discards come back).
void swap_case(const Hand& h, std::vector<Case>& out) {
  const auto& acts = h.rec.actions;
  for (std::size_t i = 0; i + 1 < acts.size(); ++i) {
    const auto& a = acts[i];
    const auto& b = acts[i + 1];
    if (!is_exchange(a.kind) || !is_exchange(b.kind) || a.street != b.street || a.player == b.player ||
        b.pos.line != a.pos.line + 1 || h.near_reshuffle(i) || h.near_reshuffle(i + 1))
      continue;
    out.push_back({kSwap, swap_lines(h.text, a.pos.line, b.pos.line), a.pos.line, "action-out-of-turn",
                   a.player == h.hero || b.player == h.hero});
    return;
  }
}

// An exchange of a round, the hero's where he has one before the stub runs
// out in it, else the first, moved before the action that closed the
// betting before the round (a check, call, bet or raise after another).
void early_case(const Hand& h, std::vector<Case>& out) {
  const auto& acts = h.rec.actions;
  for (std::size_t first = 2; first < acts.size(); ++first) {
    const auto& closing = acts[first - 1];
    if (!is_exchange(acts[first].kind) || !is_betting(closing.kind) || closing.kind == Act::kFold ||
        !is_betting(acts[first - 2].kind))
      continue;
    std::size_t pick = first;
    for (std::size_t i = first; i < acts.size() && is_exchange(acts[i].kind) && !h.near_reshuffle(i); ++i)
      if (acts[i].player == h.hero) pick = i;
    if (h.near_reshuffle(pick)) continue;
    const auto& a = acts[pick];
    // PokerStars: the hero's new cards follow his discard.
    const std::uint32_t lines = !h.phh && a.player == h.hero && a.kind == Act::kDiscard &&
                                        line_at(h.text, a.pos.line + 1).starts_with("Dealt to ")
                                    ? 2
                                    : 1;
    out.push_back({kEarly, move_lines(h.text, a.pos.line, lines, closing.pos.line), closing.pos.line,
                   "action-out-of-turn", a.player == h.hero});
    return;
  }
}

// A card the hero threw shown by another player who got his last cards
// while the hero held it.
void twice_case(const Hand& h, std::vector<Case>& out) {
  const engine::Variant v = h.rec.game.variant;
  for (const engine::Exchange& e : h.rec.exchanges) {
    if (h.rec.actions[e.action].player != h.hero) continue;
    for (const Card mine : e.thrown) {
      if (h.anyone_shows(mine)) continue;
      const int from = h.got_at(mine, e.action);
      for (const int s : h.showers()) {
        const int since = h.last_draw(s);
        if (since < from || since >= static_cast<int>(e.action)) continue;
        const CardList& hand = h.rec.players[static_cast<std::size_t>(s)].hole;
        for (const Card theirs : hand) {
          if (value(v, replaced(hand, theirs, mine)) != value(v, hand)) continue;
          const std::uint32_t line = h.rec.players[static_cast<std::size_t>(s)].show_pos.line;
          out.push_back({kTwice, h.rewrite_his(s, line, theirs, mine), line, "duplicate-card", true});
          return;
        }
      }
    }
  }
}

// The hero's new card made one that another player got before and holds
// to the end; the hero's later lines follow the change.
void redealt_case(const Hand& h, std::vector<Case>& out) {
  const engine::Variant v = h.rec.game.variant;
  const CardList& own = h.rec.players[static_cast<std::size_t>(h.hero)].hole;
  const bool shows = h.rec.players[static_cast<std::size_t>(h.hero)].show_pos.line != 0;
  for (const engine::Exchange& e : h.rec.exchanges) {
    if (h.rec.actions[e.action].player != h.hero || e.drawn.empty() || e.drawn_pos.line == 0) continue;
    const Card fresh = e.drawn.cards[0];
    for (const int s : h.showers()) {
      if (h.last_draw(s) >= static_cast<int>(e.action)) continue;
      for (const Card theirs : h.rec.players[static_cast<std::size_t>(s)].hole) {
        if (shows && value(v, replaced(own, fresh, theirs)) != value(v, own)) continue;
        out.push_back({kRedealt, h.rewrite_his(h.hero, e.drawn_pos.line, fresh, theirs), e.drawn_pos.line,
                       "duplicate-card", true});
        return;
      }
    }
  }
}

std::vector<Case> changes(const Hand& h) {
  std::vector<Case> out;
  swap_case(h, out);
  early_case(h, out);
  if (h.hero >= 0) {
    twice_case(h, out);
    redealt_case(h, out);
  }
  return out;
}

// The (round, ordinal) of the exchange each of PokerStars' reshuffle lines
// came before.
std::set<std::pair<int, int>> reshuffles_of(const HandRecord& rec) {
  std::set<std::pair<int, int>> out;
  for (const engine::Reshuffle& r : rec.reshuffles) {
    int k = 0;
    engine::Street round = engine::Street::kPreflop;
    for (std::size_t i = 0; i < rec.actions.size(); ++i) {
      const auto& a = rec.actions[i];
      if (!is_exchange(a.kind)) continue;
      if (a.street != round) k = 0;
      round = a.street;
      if (i >= r.before_action) {
        out.insert({static_cast<int>(a.street), k});
        break;
      }
      ++k;
    }
  }
  return out;
}

std::string report_text(const audit::HandReport& r) {
  std::string s;
  for (const auto& f : r.findings)
    s += std::string(engine::rule_id(f.rule)) + " at " + std::to_string(f.pos.line) + ": " + f.message + "\n";
  return s;
}

// The one finding `c` must give, and no other.
bool found_alone(const audit::HandReport& r, const Case& c) {
  return r.findings.size() == 1 && engine::rule_id(r.findings[0].rule) == c.rule && r.findings[0].pos.line == c.line;
}

bool has_phh_code(GameKind g) {
  return g == GameKind::kSingleDraw27 || g == GameKind::kTripleDraw27 || g == GameKind::kBadugi;
}

}  // namespace

TEST_CASE("draw games: six-handed hands that run the stub out audit clean, one change each is found alone at its line" *
          doctest::test_suite("property")) {
  for (const GameKind game : {GameKind::kDraw5, GameKind::kSingleDraw27, GameKind::kTripleDraw27, GameKind::kBadugi,
                              GameKind::kTripleDrawA5}) {
    CAPTURE(generator::game_kind_id(game));
    auto o = with(7700 + static_cast<std::uint64_t>(game));
    o.only(game);
    o.min_players = o.max_players = 6;
    o.tricky_names = false;
    o.heavy_draws = true;
    generator::HandGenerator gen(o);
    convert::ConvertWorkspace workspace;
    audit::AuditSettings pokerstars;  // PHH audited under the rules the hands were dealt by
    pokerstars.profile = engine::ProfileChoice("pokerstars");
    int reshuffled = 0;
    int found[2][kKinds] = {};  // [PokerStars, PHH][kind]
    int on_reshuffled[2][kKinds] = {};
    int hero_early[2] = {};
    for (int n = 0; n < 250; ++n) {
      std::string text;
      gen.next(text);
      Replayed r;
      REQUIRE(replay_text(text, r));
      const bool shuffled = !r.record.reshuffles.empty();
      reshuffled += shuffled ? 1 : 0;
      CAPTURE(text);
      const auto clean = audit::audit_hand(text, 1, 1, "gen", {});
      CAPTURE(report_text(clean));
      CHECK(clean.findings.empty());
      const Hand stars{text, r.record, false, r.record.hero, reshuffles_of(r.record)};
      for (const Case& c : changes(stars)) {
        const std::string kind = kKindName[c.kind];
        CAPTURE(kind);
        CAPTURE(c.text);
        const auto report = audit::audit_hand(c.text, 1, 1, "gen", {});
        CAPTURE(report_text(report));
        CHECK(found_alone(report, c));
        ++found[0][c.kind];
        on_reshuffled[0][c.kind] += shuffled ? 1 : 0;
        hero_early[0] += c.kind == kEarly && c.hero ? 1 : 0;
      }
      if (!has_phh_code(game)) continue;
      const convert::Converted phh =
          convert::convert_to_phh(workspace, text, 1, 1, "gen", convert::SourceFormat::kPokerStars, "gen");
      REQUIRE_MESSAGE(phh.skipped.empty(), phh.skipped);
      CAPTURE(phh.text);
      const auto phh_clean = audit::audit_phh_hand(phh.text, 1, 1, "gen.phh", "gen", pokerstars);
      CAPTURE(report_text(phh_clean));
      CHECK(phh_clean.findings.empty());
      HandRecord phh_record;
      std::vector<engine::Finding> parsed;
      REQUIRE(parser::parse_phh_hand(phh.text, 1, 1, "gen", phh_record, parsed) == parser::ParseStatus::kOk);
      const int hero = phh_record.exchanges.empty() ? -1 : phh_record.actions[phh_record.exchanges[0].action].player;
      const Hand as_phh{phh.text, phh_record, true, hero, reshuffles_of(r.record)};
      for (const Case& c : changes(as_phh)) {
        const std::string kind = kKindName[c.kind];
        CAPTURE(kind);
        CAPTURE(c.text);
        const auto report = audit::audit_phh_hand(c.text, 1, 1, "gen.phh", "gen", pokerstars);
        CAPTURE(report_text(report));
        CHECK(found_alone(report, c));
        ++found[1][c.kind];
        on_reshuffled[1][c.kind] += shuffled ? 1 : 0;
        hero_early[1] += c.kind == kEarly && c.hero ? 1 : 0;
      }
    }
    std::string tally;
    for (int f = 0; f < 2; ++f)
      for (int k = 0; k < kKinds; ++k)
        tally += std::string(f == 0 ? " " : " phh-") + kKindName[k] + " " + std::to_string(found[f][k]) + "/" +
                 std::to_string(on_reshuffled[f][k]);
    MESSAGE(generator::game_kind_id(game), ": ", reshuffled, " hands reshuffled; changes found (of them on reshuffled",
            " hands):", tally, "; the hero's exchange early ", hero_early[0], ", in PHH ", hero_early[1]);
    // Single draw and five-card draw run out about one hand in three;
    // triple draw and badugi nearly always.
    CHECK(reshuffled >= 80);
    for (int f = 0; f < (has_phh_code(game) ? 2 : 1); ++f) {
      const std::string format = f == 0 ? "PokerStars" : "PHH";
      CAPTURE(format);
      for (int k = 0; k < kKinds; ++k) {
        const std::string kind = kKindName[k];
        CAPTURE(kind);
        CHECK(found[f][k] >= 60);
        CHECK(on_reshuffled[f][k] >= 40);
      }
      CHECK(hero_early[f] >= 100);
    }
  }
}
