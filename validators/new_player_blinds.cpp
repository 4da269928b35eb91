// Blinds across two consecutive hands, player by player:
//
//   big-blind-twice-or-skipped: the same player posts the big blind in both
//     hands. The big blind moves on every hand under every button rule
//     (RULES.md §7; heads-up included, TDA 34-B), so paying it twice in a
//     row has no reason the log could show. (Skipping a player for a whole
//     orbit needs the orbit, not a pair, and is not judged here.) Except
//     where the profile lets the big blind follow the button as the table
//     goes heads-up (heads_up_big_blind follows_button: PokerNow).
//   dealt-in-between-sb-and-button: a player new to the table (not seated in
//     the earlier hand) is dealt in without posting, from a seat clockwise
//     strictly between the button and the small blind: he would take the
//     button and small blind before ever paying a big blind (RRP new
//     players; TDA 8-A, 10-A; WSOP-L 154), in tournaments too.
#include "validators/seat_ring.h"
#include "validators/session_pair.h"

namespace validators {

void check_big_blind_twice(const HandSnapshot& earlier, const HandSnapshot& later, const engine::Profile& profile,
                           std::vector<engine::Finding>& out) {
  if (earlier.big_blind_seat == 0 || later.big_blind_seat == 0) return;
  if (profile.heads_up_big_blind == engine::HeadsUpBigBlind::kFollowsButton && later.dealt_seats().size() == 2 &&
      earlier.dealt_seats().size() > 2)
    return;
  const SnapshotSeat* before = nullptr;
  for (const SnapshotSeat& s : earlier.seats)
    if (s.seat == earlier.big_blind_seat) before = &s;
  const SnapshotSeat* now = later.find(before != nullptr ? before->name : std::string_view());
  if (before == nullptr || now == nullptr || now->seat != later.big_blind_seat || !now->posted_big_blind) return;
  engine::Finding f;
  f.rule = engine::Rule::kBigBlindTwiceOrSkipped;
  f.pos = now->pos;
  f.player = now->name;
  f.message = now->name + " posts the big blind in hand #" + later.hand_id + " after posting it in hand #" +
              earlier.hand_id + "; the big blind moves on every hand";
  f.expected = engine::FindingValue::words("the big blind on the next player");
  f.actual = engine::FindingValue::seat(now->seat, now->name + " twice in a row");
  out.push_back(std::move(f));
}

void check_new_players(const HandSnapshot& earlier, const HandSnapshot& later, std::vector<engine::Finding>& out) {
  if (later.small_blind_seat == 0 || later.button_seat == 0) return;
  for (const SnapshotSeat& s : later.seats) {
    if (!s.dealt_in || s.posted_big_blind || earlier.find(s.name) != nullptr) continue;
    if (!strictly_between(s.seat, later.button_seat, later.small_blind_seat)) continue;
    engine::Finding f;
    f.rule = engine::Rule::kDealtInBetweenSbAndButton;
    f.pos = s.pos;
    f.player = s.name;
    f.message = s.name + " sits down in seat " + std::to_string(s.seat) + ", between the button (seat " +
                std::to_string(later.button_seat) + ") and the small blind (seat " +
                std::to_string(later.small_blind_seat) + "), and is dealt in without posting";
    f.expected = engine::FindingValue::words("wait for the button to pass, or post the big blind");
    f.actual = engine::FindingValue::words("dealt in without a post");
    out.push_back(std::move(f));
  }
}

}  // namespace validators
