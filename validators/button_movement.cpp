// button-movement: where the button and blinds of a hand must be, given the
// hand before it (RULES.md §7, R-BTN-1..3).
//
// Seats "dealt in" are those whose player posted or acted. The rules:
//   - heads-up (two players dealt in), whatever the button mode: the big
//     blind moves on to the next player, so nobody pays it twice in a row,
//     and the other player has the button and posts the small blind (TDA
//     34-B; this also settles the hand that goes heads-up); under
//     heads_up_big_blind follows_button (PokerNow) the button moves on to
//     the next player instead, and the other posts the big blind;
//   - moving button (profiles robert, pokerstars): the button goes to the
//     next player clockwise, the small and big blinds to the players after
//     it. Players who join or come back may be passed over: a seat counts
//     when it is taken by a player dealt in in both hands, or, for leniency
//     where rooms differ, by any player dealt in now;
//   - dead button (tda, wsop): the big blind moves on one player; the small
//     blind is the previous big blind's seat (nobody posts it when that
//     player has gone); the button is the previous small blind's seat, even
//     when empty (unjudged when the previous hand had no small blind);
//   - held when the small blind is gone (888): the moving
//     button; or, when the previous small blind's player has gone (or
//     nobody posted it), the big blind moves on one player, so that it
//     skips nobody, and the button stays on its seat or takes an empty seat
//     between it and the previous big blind (the small blind's, now dead).
// The PokerStars logs of the corpus follow the moving button in cash games
// and tournaments alike: when a player busts, the button still goes to the
// next player (a dead button would move the big blind one seat only).
#include <string>

#include "validators/seat_ring.h"
#include "validators/session_pair.h"

namespace validators {

namespace {

std::string_view mode_text(engine::ButtonMode m) {
  switch (m) {
    case engine::ButtonMode::kDead:
      return "dead";
    case engine::ButtonMode::kMoving:
      return "moving";
    case engine::ButtonMode::kSimplifiedMoving:
      return "simplified_moving";
    case engine::ButtonMode::kHeldWhenSmallBlindGone:
      return "held_when_small_blind_gone";
  }
  return "moving";
}

// Seats dealt in now whose player was dealt in at the same seat before.
std::vector<int> continuing_seats(const HandSnapshot& earlier, const HandSnapshot& later) {
  std::vector<int> seats;
  for (const SnapshotSeat& s : later.seats) {
    if (!s.dealt_in) continue;
    const SnapshotSeat* before = earlier.find(s.name);
    if (before != nullptr && before->seat == s.seat && before->dealt_in) seats.push_back(s.seat);
  }
  return seats;
}

bool one_of(int seat, int a, int b) { return seat == a || seat == b; }

class Judge {
 public:
  Judge(const HandSnapshot& earlier, const HandSnapshot& later, const engine::Profile& profile)
      : earlier_(earlier), later_(later), profile_(profile) {}

  ButtonCheck as_required() const { return {ButtonVerdict::kAsRequired, {}}; }

  // `what` names the position ("button", "small blind", "big blind");
  // `expected` the seat the rule gives it; `why` the rule in words.
  ButtonCheck broken(std::string_view what, int expected, int actual, const std::string& why) const {
    ButtonCheck c;
    c.verdict = ButtonVerdict::kBroken;
    engine::Finding& f = c.finding;
    f.rule = engine::Rule::kButtonMovement;
    const SnapshotSeat* due = later_.at_seat(expected);
    if (due != nullptr) f.player = due->name;
    const std::string moved = actual == 0 ? std::string("nobody posts the ") + std::string(what)
                                          : std::string("the ") + std::string(what) + " is " + seat_text(later_, actual);
    f.message = "in hand #" + later_.hand_id + ", next after #" + earlier_.hand_id + ", " + moved + "; " + why +
                " (profile '" + std::string(profile_.name) + "', button_mode " +
                std::string(mode_text(profile_.button_mode)) + ")";
    f.expected = position(what, expected);
    f.actual = position(what, actual);
    return c;
  }

  // "button seat 3 (Bob)", "small blind not posted": seat `seat`, 0 for none.
  engine::FindingValue position(std::string_view what, int seat) const {
    return engine::FindingValue::seat(
        seat, std::string(what) + " " + (seat == 0 ? std::string("not posted") : seat_text(later_, seat)));
  }

  ButtonCheck heads_up(const std::vector<int>& dealt) const {
    const bool follows = profile_.heads_up_big_blind == engine::HeadsUpBigBlind::kFollowsButton;
    const int moved = next_clockwise(follows ? earlier_.button_seat : earlier_.big_blind_seat, dealt);
    const int bb = follows ? (moved == dealt[0] ? dealt[1] : dealt[0]) : moved;
    const int button = bb == dealt[0] ? dealt[1] : dealt[0];
    const std::string rule =
        follows ? "heads-up the button moves on from " + seat_text(earlier_, earlier_.button_seat) +
                      " to the next player, who posts the small blind, and the other player the big blind"
                : "heads-up the big blind moves on from " + seat_text(earlier_, earlier_.big_blind_seat) +
                      " so that nobody pays it twice in a row, and the other player has the button and the small "
                      "blind";
    if (later_.big_blind_seat != bb) return broken("big blind", bb, later_.big_blind_seat, rule);
    if (later_.button_seat != button) return broken("button", button, later_.button_seat, rule);
    if (later_.small_blind_seat != 0 && later_.small_blind_seat != button)
      return broken("small blind", button, later_.small_blind_seat, rule);
    return as_required();
  }

  ButtonCheck moving(const std::vector<int>& dealt) const {
    const std::vector<int> kept = continuing_seats(earlier_, later_);
    if (kept.empty()) return {};
    const int button = next_clockwise(earlier_.button_seat, kept);
    if (!one_of(later_.button_seat, button, next_clockwise(earlier_.button_seat, dealt)))
      return broken("button", button, later_.button_seat,
                    "the button moves from " + seat_text(earlier_, earlier_.button_seat) +
                        " to the next player dealt in, " + seat_text(later_, button));
    if (later_.small_blind_seat == 0) return as_required();  // nothing more to compare the big blind with
    const int small = next_clockwise(later_.button_seat, dealt);
    if (!one_of(later_.small_blind_seat, small, next_clockwise(later_.button_seat, kept)))
      return broken("small blind", small, later_.small_blind_seat,
                    "the small blind is the next player after the button, " + seat_text(later_, small));
    const int big = next_clockwise(later_.small_blind_seat, dealt);
    if (!one_of(later_.big_blind_seat, big, next_clockwise(later_.small_blind_seat, kept)))
      return broken("big blind", big, later_.big_blind_seat,
                    "the big blind is the next player after the small blind, " + seat_text(later_, big));
    return as_required();
  }

  ButtonCheck dead(const std::vector<int>& dealt) const {
    const int big = next_clockwise(earlier_.big_blind_seat, dealt);
    if (later_.big_blind_seat != big)
      return broken("big blind", big, later_.big_blind_seat,
                    "under a dead button the big blind moves on one player, from " +
                        seat_text(earlier_, earlier_.big_blind_seat) + " to " + seat_text(later_, big));
    // The small blind is the previous big blind's seat, if he is still there.
    const SnapshotSeat* previous_big = earlier_.at_seat(earlier_.big_blind_seat);
    const SnapshotSeat* still = previous_big != nullptr ? later_.find(previous_big->name) : nullptr;
    const int small = still != nullptr && still->seat == earlier_.big_blind_seat && still->dealt_in ? still->seat : 0;
    if (later_.small_blind_seat != small)
      return broken("small blind", small, later_.small_blind_seat,
                    small == 0 ? "under a dead button nobody posts the small blind when the previous big blind "
                                 "has gone"
                               : "under a dead button the previous big blind, " + seat_text(later_, small) +
                                     ", posts the small blind");
    // The button takes the previous small blind's position, empty or not.
    // A log that marks the button dead without naming its seat (the
    // reader's seat is a guess) agrees when that seat has nobody dealt in.
    const SnapshotSeat* on_seat = later_.at_seat(earlier_.small_blind_seat);
    const bool dead_there = later_.button_guessed && (on_seat == nullptr || !on_seat->dealt_in);
    if (earlier_.small_blind_seat != 0 && later_.button_seat != earlier_.small_blind_seat && !dead_there)
      return broken("button", earlier_.small_blind_seat, later_.button_seat,
                    "under a dead button the button takes the previous small blind's seat, " +
                        seat_text(later_, earlier_.small_blind_seat) + ", even when it is empty");
    return as_required();
  }

  // True when `seat` lies strictly between seats `from` and `to`, going
  // clockwise.
  static bool between(int seat, int from, int to) {
    return from < to ? seat > from && seat < to : seat > from || seat < to;
  }

  // The moving button, or, when the previous small blind has gone (or none
  // was posted), the big blind moving on one player and the button staying
  // on its seat or taking an empty seat between it and the previous big
  // blind.
  ButtonCheck held(const std::vector<int>& dealt) const {
    const SnapshotSeat* small_before = earlier_.at_seat(earlier_.small_blind_seat);
    const SnapshotSeat* small_now = small_before != nullptr ? later_.find(small_before->name) : nullptr;
    const bool gone = small_before == nullptr || small_now == nullptr || !small_now->dealt_in ||
                      small_now->seat != small_before->seat;
    const ButtonCheck as_moving = moving(dealt);
    if (!gone || as_moving.verdict == ButtonVerdict::kAsRequired) return as_moving;
    const std::string why = earlier_.small_blind_seat == 0
                                ? std::string("no small blind was posted in the hand before: ")
                                : seat_text(earlier_, earlier_.small_blind_seat) + ", the small blind, has gone: ";
    const int big = next_clockwise(earlier_.big_blind_seat, dealt);
    if (later_.big_blind_seat != big)
      return broken("big blind", big, later_.big_blind_seat,
                    why + "the big blind moves on one player, from " + seat_text(earlier_, earlier_.big_blind_seat) +
                        " to " + seat_text(later_, big));
    const SnapshotSeat* on_button = later_.at_seat(later_.button_seat);
    const bool dead_there = (on_button == nullptr || !on_button->dealt_in) &&
                            between(later_.button_seat, earlier_.button_seat, earlier_.big_blind_seat);
    if (later_.button_seat != earlier_.button_seat && !dead_there)
      return broken("button", earlier_.button_seat, later_.button_seat,
                    why + "the button stays on " + seat_text(later_, earlier_.button_seat) +
                        " or takes an empty seat before the big blind's");
    return as_required();
  }

 private:
  const HandSnapshot& earlier_;
  const HandSnapshot& later_;
  const engine::Profile& profile_;
};

}  // namespace

std::string seat_text(const HandSnapshot& hand, int seat) {
  const SnapshotSeat* s = hand.at_seat(seat);
  std::string text = "seat " + std::to_string(seat);
  if (s != nullptr) text += " (" + s->name + ")";
  return text;
}

ButtonCheck check_button(const HandSnapshot& earlier, const HandSnapshot& later, const engine::Profile& profile) {
  const std::vector<int> dealt = later.dealt_seats();
  if (dealt.size() < 2 || earlier.big_blind_seat == 0 || later.big_blind_seat == 0 || earlier.button_seat == 0 ||
      later.button_seat == 0)
    return {};
  const Judge judge(earlier, later, profile);
  if (dealt.size() == 2) return judge.heads_up(dealt);
  switch (profile.button_mode) {
    case engine::ButtonMode::kDead:
      return judge.dead(dealt);
    case engine::ButtonMode::kMoving:
    case engine::ButtonMode::kSimplifiedMoving:
      return judge.moving(dealt);
    case engine::ButtonMode::kHeldWhenSmallBlindGone:
      return judge.held(dealt);
  }
  return {};
}

}  // namespace validators
