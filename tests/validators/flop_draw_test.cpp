// The flop draws (docs/games.md G-DRAWMAHA, G-IRISH) read, replayed and
// audited whole from Kings Club and Full Tilt text of our own
// (tests/data/kingsclub/drawmaha27.txt, tests/data/fulltilt/irish.txt):
// what the record holds of the draw or discard, and the pot paid to the
// cent. No room's log of drawmaha ranked high is at hand: its hand is the
// 2-7 drawmaha text, read by the Kings Club reader and its record then named
// drawmaha (as tests/validators/mixed_games_test.cpp names the games it
// reads as PokerStars text).
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/exchanges.h"
#include "engine/game.h"
#include "engine/profile.h"
#include "parser/fulltilt_parser.h"
#include "parser/kingsclub_parser.h"
#include "tests/support/audited_hand.h"
#include "tests/support/card_text.h"
#include "tests/support/hand_text.h"
#include "tests/support/test_util.h"

namespace {

using audited_hand::Audited;
using audited_hand::paid;
using audited_hand::rules;
using engine::Street;
using engine::Variant;
using hand_text::with;

// tests/data/<room>/<name>, from the source tree (HANDAUDIT_SOURCE).
std::string data(std::string_view room, std::string_view name) {
  const char* source = std::getenv("HANDAUDIT_SOURCE");
  return cli_test::read_file(std::filesystem::path(source != nullptr ? source : ".") / "tests/data" / room / name);
}

// `text` read by the room's reader, its record named `variant` when one is
// given, replayed under the room's profile and validated. Behind a pointer:
// the trace points at the record and the profile.
std::unique_ptr<Audited> audit(std::string_view room, std::string_view text, Variant variant = Variant::kUnknown) {
  auto a = std::make_unique<Audited>();
  const parser::ParseStatus status = room == "kingsclub"
                                         ? parser::parse_kingsclub_hand(text, 1, 1, a->record, a->read)
                                         : parser::parse_fulltilt_hand(text, 1, 1, a->record, a->read);
  REQUIRE(status == parser::ParseStatus::kOk);
  REQUIRE(a->read.empty());
  if (variant != Variant::kUnknown) a->record.game.variant = variant;
  a->profile = *engine::find_profile(room, false);
  audited_hand::replay_and_validate(*a);
  return a;
}

engine::CardList list(std::string_view text) {
  engine::CardList out;
  for (const engine::Card c : card_text::cards(text)) out.push(c);
  return out;
}

// The players of the Kings Club hand, in seat order.
constexpr int kAlpha = 0, kBravo = 1, kCharlie = 2;

}  // namespace

TEST_CASE("engine: the flop draws, their exchanges and their betting rounds") {
  for (const Variant v : {Variant::kDrawmaha27, Variant::kDrawmaha, Variant::kIrish}) {
    CHECK(engine::is_flop_game(v));
    CHECK(engine::is_flop_draw(v));
    CHECK(engine::has_exchanges(v));
    CHECK_FALSE(engine::is_draw(v));
    // Four rounds, the big bet from the turn (G-DRAWMAHA-1, G-IRISH-1).
    CHECK(engine::betting_rounds(v) == 4);
    CHECK_FALSE(engine::big_bet_round(v, Street::kFlop));
    CHECK(engine::big_bet_round(v, Street::kTurn));
    CHECK(engine::big_bet_round(v, Street::kRiver));
  }
  CHECK(engine::exchange_dealt_cards(Variant::kDrawmaha27) == 5);
  CHECK(engine::exchange_dealt_cards(Variant::kIrish) == 4);
  CHECK(engine::exchange_dealt_cards(Variant::kBadugi) == 4);
  CHECK(engine::exchange_draws(Variant::kDrawmaha));
  CHECK_FALSE(engine::exchange_draws(Variant::kIrish));
  CHECK(engine::exchange_fixed_discards(Variant::kIrish) == 2);
  CHECK(engine::exchange_fixed_discards(Variant::kDrawmaha27) == -1);
  CHECK(engine::is_split_game(Variant::kDrawmaha27));
  CHECK_FALSE(engine::is_split_game(Variant::kIrish));
  CHECK_FALSE(engine::is_flop_draw(Variant::kOmaha5));
  CHECK(engine::exchange_round_id(Street::kTurn, Variant::kDrawmaha27) == "draw");
  CHECK(engine::exchange_round_id(Street::kTurn, Variant::kIrish) == "discard");
  CHECK(engine::exchange_round_id(Street::kFlop, Variant::kDraw27Triple) == "first-draw");
}

TEST_CASE("2-7 drawmaha (Kings Club): the draw filed under the turn, the hand after it shown") {
  const auto a = audit("kingsclub", data("kingsclub", "drawmaha27.txt"));
  const engine::HandRecord& rec = a->record;
  CHECK(rec.game.variant == Variant::kDrawmaha27);
  // "Bravo draws 1", "Charlie discards [Ks Kd] draws [4s 2h]", "Alpha stands pat".
  int draws = 0;
  for (const engine::ActionRecord& x : rec.actions) {
    if (x.kind != engine::Act::kDiscard && x.kind != engine::Act::kStandPat) continue;
    ++draws;
    CHECK(x.street == Street::kTurn);
  }
  CHECK(draws == 3);
  REQUIRE(rec.exchanges.size() == 1);
  CHECK(rec.exchanges[0].thrown == list("Ks Kd"));
  CHECK(rec.exchanges[0].drawn == list("4s 2h"));
  CHECK(rec.players[kCharlie].dealt == list("7h 5d 3c Ks Kd"));
  CHECK(rec.players[kCharlie].hole == list("7h 5d 3c 4s 2h"));
  // The turn's marker is its own line, not the first draw's.
  CHECK(rec.street_pos[static_cast<std::size_t>(Street::kTurn)].line == 25);
}

TEST_CASE("2-7 drawmaha (G-DRAWMAHA-3, -4): 0.33 split, the odd cent to the draw half") {
  const auto a = audit("kingsclub", data("kingsclub", "drawmaha27.txt"));
  CHECK(rules(*a).empty());
  // Charlie's 7-5-4-3-2 takes the draw half and its odd cent, Alpha's
  // queen-high straight the Omaha half; Bravo nothing.
  REQUIRE(a->trace.awards.size() == 1);
  CHECK(paid(*a, 0, kCharlie) == 17);
  CHECK(paid(*a, 0, kAlpha) == 16);
  CHECK(paid(*a, 0, kBravo) == 0);
}

namespace {

// The Kings Club hand with Bravo's hand A-A-K-K-3 and the pot paid as
// drawmaha ranked high pays it: the draw half to Bravo's two pair.
std::string high_drawmaha() {
  std::string text = with("Bravo shows [Ac Kc 5h 4d 3h]", "Bravo shows [Ac Kc Ah Kh 3h]", data("kingsclub", "drawmaha27.txt"));
  text = with("Seat 2: Bravo (9.89) -0.11", "Seat 2: Bravo (10.06) +0.06", text);
  text = with("Seat 3: Charlie (10.06) +0.06", "Seat 3: Charlie (9.89) -0.11", text);
  return with("Charlie wins (0.17) from pot", "Bravo wins (0.17) from pot", text);
}

}  // namespace

TEST_CASE("drawmaha (G-DRAWMAHA-3): the draw half is the five cards' high hand") {
  const auto high = audit("kingsclub", high_drawmaha(), Variant::kDrawmaha);
  CHECK(rules(*high).empty());
  CHECK(paid(*high, 0, kBravo) == 17);
  CHECK(paid(*high, 0, kAlpha) == 16);
  CHECK(paid(*high, 0, kCharlie) == 0);
  // The same log is wrong under 2-7: Charlie's 7-5-4-3-2 takes the draw half.
  const auto low = audit("kingsclub", high_drawmaha(), Variant::kDrawmaha27);
  CHECK(paid(*low, 0, kCharlie) == 17);
  CHECK(paid(*low, 0, kBravo) == 0);
  CHECK(rules(*low) == "stack-mismatch 38\nstack-mismatch 39\nwrong-winner 40\n");
}

TEST_CASE("Irish (Full Tilt, G-IRISH-2, -3): two discarded, hold'em with the two kept") {
  const auto a = audit("fulltilt", data("fulltilt", "irish.txt"));
  const engine::HandRecord& rec = a->record;
  CHECK(rec.game.variant == Variant::kIrish);
  CHECK(rules(*a).empty());
  // "Charlie discards" counts two; "Alpha discards [7c 2d]" leaves him Ah Kh.
  int discards = 0;
  for (const engine::ActionRecord& x : rec.actions) {
    if (x.kind != engine::Act::kDiscard) continue;
    ++discards;
    CHECK(x.street == Street::kTurn);
    CHECK(x.cards == 2);
  }
  CHECK(discards == 2);
  CHECK(rec.players[0].dealt == list("Ah Kh 7c 2d"));
  CHECK(rec.players[0].hole == list("Ah Kh"));
  // Charlie's set of eights takes the pot of $29 (the log pays $28 of it,
  // after the $1 rake).
  REQUIRE(a->trace.awards.size() == 1);
  CHECK(paid(*a, 0, 2) == 2900);
  CHECK(paid(*a, 0, 0) == 0);
}
