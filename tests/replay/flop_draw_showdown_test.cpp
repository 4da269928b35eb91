// The showdown of the flop draws (docs/games.md G-DRAWMAHA-3, G-IRISH-3):
// drawmaha's two halves, the draw half of the player's five cards alone and
// the Omaha half of two of them with three of the board, and Irish's
// hold'em of the two cards kept. Records built by hand: the hands alone
// decide, whatever a log would write.
#include <doctest/doctest.h>

#include <string_view>
#include <vector>

#include "engine/hand_record.h"
#include "engine/profile.h"
#include "replay/showdown.h"
#include "tests/support/card_text.h"

namespace {

using engine::Variant;

engine::CardList list(std::string_view text) {
  engine::CardList out;
  for (const engine::Card c : card_text::cards(text)) out.push(c);
  return out;
}

// Players with these hands (seats 1, 2, ...; the button on the last seat, so
// that the odd-chip order is the seat order), on `board`.
engine::HandRecord hand(Variant v, const std::vector<std::string_view>& holes, std::string_view board) {
  engine::HandRecord rec;
  rec.game.variant = v;
  int seat = 0;
  for (const std::string_view h : holes) {
    engine::PlayerRecord p;
    p.seat = ++seat;
    p.hole = list(h);
    rec.players.push_back(p);
  }
  rec.button_seat = seat;
  rec.boards[0] = list(board);
  return rec;
}

replay::BoardWinners winners(const engine::HandRecord& rec) {
  std::vector<int> contenders;
  for (std::size_t i = 0; i < rec.players.size(); ++i) contenders.push_back(static_cast<int>(i));
  replay::BoardWinners w;
  replay::board_winners_into(rec, contenders, rec.boards[0], *engine::find_profile("kingsclub", false), w);
  return w;
}

// The two hands of the corpus's first 2-7 drawmaha hand: T-9-7-6-4 against
// K-9-8-6-4 low; a pair of sixes with A-Q-T against one with A-K-Q in Omaha.
constexpr std::string_view kBoard = "6h Qd 2h 3d Ah";
constexpr std::string_view kLow = "6s 9d 4s 7d Ts";
constexpr std::string_view kOmaha = "6d 9s 4h Kc 8c";

}  // namespace

TEST_CASE("2-7 drawmaha (G-DRAWMAHA-3): the low of the five cards first, Omaha high second") {
  const auto rec = hand(Variant::kDrawmaha27, {kLow, kOmaha}, kBoard);
  const replay::BoardWinners w = winners(rec);
  CHECK(w.known);
  CHECK(w.high == std::vector<int>{0});  // the draw half: T-9-7-6-4
  CHECK(w.low == std::vector<int>{1});   // the Omaha half: 6-6-A-K-Q
  // Each ranking is its half's own: the low of the five cards, the Omaha
  // high of two of them and three of the board.
  CHECK(replay::main_value(rec, 0, rec.boards[0]) > replay::main_value(rec, 1, rec.boards[0]));
  CHECK(replay::second_value(rec, 1, rec.boards[0]) > replay::second_value(rec, 0, rec.boards[0]));
}

TEST_CASE("drawmaha (G-DRAWMAHA-3): the draw half is the five cards' high hand") {
  // The same cards ranked high: K-9-8-6-4 beats T-9-7-6-4, and the Omaha
  // half is unchanged: one player scoops.
  const auto rec = hand(Variant::kDrawmaha, {kLow, kOmaha}, kBoard);
  const replay::BoardWinners w = winners(rec);
  CHECK(w.high == std::vector<int>{1});
  CHECK(w.low == std::vector<int>{1});
  // A pair in the hand wins the draw half though the Omaha half goes to a
  // straight that uses the board: halves of different hands of one player.
  const auto split = hand(Variant::kDrawmaha, {"Jh Js 6c 6d Tc", "Ac Kc Ah Kh 3h"}, "2c 8h Jd Qs 9c");
  const replay::BoardWinners s = winners(split);
  CHECK(s.high == std::vector<int>{1});  // A-A-K-K-3 against J-J-6-6-T
  CHECK(s.low == std::vector<int>{0});   // T-J with 8-9-Q: a straight; A-A with Q-J-9 a pair
}

TEST_CASE("drawmaha (G-SPLIT-3): ties inside a half share it, in odd-chip order") {
  // The same five cards by rank in both hands: the draw half is tied; the
  // Omaha half goes to the flush the hearts make with the board.
  const auto rec = hand(Variant::kDrawmaha27, {"7h 5h 4c 3d 2s", "7c 5d 4h 3h 2c"}, "Kh Qh 9h 8s Jd");
  const replay::BoardWinners w = winners(rec);
  CHECK(w.high == std::vector<int>{0, 1});
  CHECK(w.low == std::vector<int>{0});  // 7h 5h with Kh Qh 9h: a flush
}

TEST_CASE("drawmaha: a hand not known after the draw (four cards shown) values nothing") {
  const auto rec = hand(Variant::kDrawmaha27, {kLow, "6d 9s 4h Kc"}, kBoard);
  CHECK_FALSE(winners(rec).known);
  CHECK_FALSE(replay::main_value(rec, 1, rec.boards[0]).has_value());
  CHECK_FALSE(replay::second_value(rec, 1, rec.boards[0]).has_value());
}

TEST_CASE("Irish (G-IRISH-3): hold'em of the two cards kept") {
  // Eights kept make a set with the board's; ace-king a pair of kings.
  const auto rec = hand(Variant::kIrish, {"Ah Kh", "8h 8d"}, "Kd 8s 3h 5c Jh");
  const replay::BoardWinners w = winners(rec);
  CHECK(w.known);
  CHECK(w.high == std::vector<int>{1});
  CHECK(w.low.empty());  // one pot, no halves
  CHECK(replay::hole_card_count(Variant::kIrish) == 2);
  // Any number of his own: the board's straight plays for both, a tie.
  const auto board = hand(Variant::kIrish, {"2c 2d", "3c 3s"}, "9h Td Js Qc Kh");
  CHECK(winners(board).high == std::vector<int>{0, 1});
  // Four cards, as dealt: not the hand the showdown judges.
  CHECK_FALSE(winners(hand(Variant::kIrish, {"Ah Kh 7c 2d", "8h 8d"}, "Kd 8s 3h 5c Jh")).known);
}
