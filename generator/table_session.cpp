#include "generator/table_session.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <map>
#include <set>
#include <vector>

#include "generator/generator_rng.h"
#include "generator/hand_generator.h"
#include "validators/seat_ring.h"

namespace generator {

namespace {

constexpr std::int64_t kSmall = 25;  // $0.25
constexpr std::int64_t kBig = 50;    // $0.50

struct Player {
  std::string name;
  std::int64_t stack = 0;  // centi-units
};

// "$0.25", "$50".
std::string money(std::int64_t v) {
  char buf[32];
  if (v % 100 == 0)
    std::snprintf(buf, sizeof buf, "$%lld", static_cast<long long>(v / 100));
  else
    std::snprintf(buf, sizeof buf, "$%lld.%02lld", static_cast<long long>(v / 100), static_cast<long long>(v % 100));
  return buf;
}

// "2024/05/01 20:00:00": `seconds` after 2024/05/01 00:00:00 (a session of
// under 30 days stays in May).
std::string clock_text(std::int64_t seconds) {
  char buf[96];  // room for any long long, which the compiler cannot rule out
  std::snprintf(buf, sizeof buf, "2024/05/%02lld %02lld:%02lld:%02lld", static_cast<long long>(1 + seconds / 86400),
                static_cast<long long>(seconds / 3600 % 24), static_cast<long long>(seconds / 60 % 60),
                static_cast<long long>(seconds % 60));
  return buf;
}

struct Positions {
  int button = 0;
  int small = 0;
  int big = 0;
};

class Simulation {
 public:
  explicit Simulation(const TableSessionOptions& o) : options_(o), rng_(state_), hands_(hand_options(o.seed)) {
    std::uint64_t x = o.seed;
    for (auto& s : state_) s = splitmix64(x);
  }

  TableSession run() {
    for (int seat = 1; seat <= 6; ++seat) join(seat);
    for (int k = 0; out_.written < options_.hands; ++k) {
      if (k > 0) change_seats(k);
      const Positions p = positions(k);
      const bool write = decide_written(k);
      play(k, p, write);
      previous_ = p;
      previous_dealt_.clear();
      for (const auto& [seat, player] : seats_)
        if (!waiting_.contains(seat)) previous_dealt_[seat] = player.name;
    }
    return std::move(out_);
  }

 private:
  std::vector<int> seated() const {
    std::vector<int> d;
    for (const auto& [seat, player] : seats_) d.push_back(seat);
    return d;
  }
  // The seats dealt in this hand: all but the newcomers who wait.
  std::vector<int> dealt() const {
    std::vector<int> d;
    for (const auto& [seat, player] : seats_)
      if (!waiting_.contains(seat)) d.push_back(seat);
    return d;
  }

  void join(int seat) {
    Player p;
    const bool cp1252 =  // drawn only when asked for: the sessions of a seed stay what they were
        options_.cp1252_name_permille > 0 && rng_.below(1000) < static_cast<std::uint32_t>(options_.cp1252_name_permille);
    p.name = (cp1252 ? "Ren\xE9" : "Ply") + std::to_string(++names_);
    p.stack = 4000 + static_cast<std::int64_t>(rng_.below(2001));
    seats_[seat] = p;
  }

  // A short stack tops up to $50 (PokerStars logs no line for it), players
  // leave and join, and now and then the table empties down to two.
  void change_seats(int k) {
    for (auto& [seat, player] : seats_)
      if (player.stack < 6 * kBig) player.stack = 5000;
    if (k == options_.button_skip_at || k == options_.button_skip_at + 1) return;  // the error's pair stays plain
    const bool exodus = rng_.below(1000) < 3;
    while (seats_.size() > 2 && (exodus || rng_.below(1000) < static_cast<std::uint32_t>(options_.leave_permille))) {
      leave(seated()[rng_.below(seats_.size())]);
      if (!exodus) break;
    }
    if (static_cast<int>(seats_.size()) < options_.max_seats &&
        rng_.below(1000) < static_cast<std::uint32_t>(options_.join_permille)) {
      std::vector<int> empty;
      for (int s = 1; s <= options_.max_seats; ++s)
        if (!seats_.contains(s)) empty.push_back(s);
      join(empty[rng_.below(empty.size())]);
      ++out_.joins;
    }
  }

  void leave(int seat) {
    seats_.erase(seat);
    ++out_.leaves;
  }

  // The pokerstars profile's rules (validators/button_movement.cpp):
  // heads-up the big blind moves on; otherwise the button goes to the next
  // player dealt in in both hands, the blinds to the next two dealt in. A
  // newcomer who sits between the button and the small blind waits (sitting
  // out) until the button has passed him; the others come in at once,
  // posting a big blind (play()).
  Positions positions(int k) {
    waiting_.clear();
    kept_.clear();
    for (const int s : seated())
      if (previous_dealt_.contains(s) && previous_dealt_[s] == seats_[s].name) kept_.push_back(s);
    const std::vector<int>& kept = kept_;
    Positions p;
    if (k > 0 && kept.size() >= 2) {
      p.button = validators::next_clockwise(previous_.button, kept);
      if (k == options_.button_skip_at) p.button = validators::next_clockwise(p.button, kept);
      // (From heads-up the newcomers all come in: the blinds then fall among them.)
      const int next_kept = validators::next_clockwise(p.button, kept);
      for (const int s : seated())
        if (kept.size() >= 3 && !validators::contains(kept, s) && validators::strictly_between(s, p.button, next_kept))
          waiting_.insert(s);
    } else {
      p.button = k == 0 ? seated()[0] : validators::next_clockwise(previous_.button, seated());
    }
    std::vector<int> d = dealt();
    if (d.size() > 2 && kept.size() == 2 && blinds_twice(p, d)) {
      // From heads-up, a newcomer who would make the big blind fall on the
      // same player twice waits a hand: heads-up the big blind moves on.
      for (const int s : d)
        if (!validators::contains(kept, s)) waiting_.insert(s);
      d = dealt();
    }
    if (d.size() == 2) {
      p.big = validators::next_clockwise(previous_.big, d);
      p.button = p.small = p.big == d[0] ? d[1] : d[0];
      return p;
    }
    p.small = validators::next_clockwise(p.button, d);
    p.big = validators::next_clockwise(p.small, d);
    return p;
  }

  // Whether, with the button at p.button, the next two of `d` would put the
  // big blind on the player who had it in the hand before.
  bool blinds_twice(const Positions& p, const std::vector<int>& d) {
    const int big = validators::next_clockwise(validators::next_clockwise(p.button, d), d);
    return big == previous_.big && previous_dealt_.contains(big) && previous_dealt_[big] == seats_[big].name;
  }

  bool decide_written(int k) {
    // The error's hand and its neighbours are written, whatever stretch was being left out.
    const bool near_error = options_.button_skip_at >= 0 && k >= options_.button_skip_at - 1 &&
                            k <= options_.button_skip_at + 1;
    if (near_error) {
      gap_left_ = 0;
      return true;
    }
    if (gap_left_ > 0) {
      --gap_left_;
      ++out_.left_out;
      return false;
    }
    if (k > 0 && rng_.below(1000) < static_cast<std::uint32_t>(options_.gap_permille)) {
      gap_left_ = static_cast<int>(rng_.below(20));  // this hand and up to 19 more
      ++out_.gaps;
      ++out_.left_out;
      return false;
    }
    return true;
  }

  void play(int k, const Positions& p, bool write);
  // The hand after `top` played out by the hand generator; the stacks updated.
  std::string play_out(std::string_view top, const Positions& p, const std::vector<int>& d, int k);

  static GeneratorOptions hand_options(std::uint64_t seed) {
    GeneratorOptions o;
    o.seed = seed;
    o.tournaments = false;
    return o;
  }

  const TableSessionOptions& options_;
  std::array<std::uint64_t, 4> state_{};
  Rng rng_;
  HandGenerator hands_;
  std::map<int, Player> seats_;
  std::map<int, std::string> previous_dealt_;  // seat -> name, in the hand before
  std::set<int> waiting_;  // newcomers' seats not dealt in this hand
  std::vector<int> kept_;  // seats dealt in this hand and the one before, to the same player
  Positions previous_;
  int names_ = 0;
  int gap_left_ = 0;
  std::uint64_t number_ = options_.first_number;
  std::int64_t clock_ = 20 * 3600;
  std::size_t previous_count_ = 0;
  TableSession out_;
};

// One hand: played out by the hand generator (played_permille), or a walk
// to the big blind, or a raise to three big blinds by the first player
// after it that takes the blinds.
void Simulation::play(int k, const Positions& p, bool write) {
  const std::vector<int> d = dealt();
  number_ += 1 + rng_.below(400);
  clock_ += 30 + rng_.below(90);
  if (d.size() == 2) ++out_.heads_up;
  if (k > 0 && (d.size() == 2) != (previous_count_ == 2)) ++out_.transitions;
  previous_count_ = d.size();

  std::string t = "PokerStars Hand #" + std::to_string(number_) + ":  Hold'em No Limit ($0.25/$0.50 USD) - ";
  t += clock_text(clock_);
  t += " ET\nTable '" + options_.table + "' " + std::to_string(options_.max_seats) + "-max Seat #" + std::to_string(p.button);
  t += " is the button\n";
  for (const auto& [seat, player] : seats_)
    t += "Seat " + std::to_string(seat) + ": " + player.name + " (" + money(player.stack) + " in chips)" +
         (waiting_.contains(seat) ? " is sitting out\n" : "\n");
  if (rng_.below(1000) < static_cast<std::uint32_t>(options_.played_permille)) {
    t = play_out(t, p, d, k);
    if (!write) return;
    out_.text += t;
    ++out_.written;
    ++out_.played_out;
    out_.showdowns += hands_.last().showdown ? 1 : 0;
    return;
  }
  std::map<int, std::int64_t> put;
  for (const int s : d) put[s] = 0;
  t += seats_[p.small].name + ": posts small blind " + money(kSmall) + "\n";
  put[p.small] = kSmall;
  t += seats_[p.big].name + ": posts big blind " + money(kBig) + "\n";
  put[p.big] = kBig;
  for (const int s : d)
    if (k > 0 && !validators::contains(kept_, s) && s != p.small && s != p.big) {
      t += seats_[s].name + ": posts big blind " + money(kBig) + "\n";  // coming in
      put[s] = kBig;
    }
  t += "*** HOLE CARDS ***\n";
  // Pre-flop order: clockwise from the seat after the big blind, the big blind last.
  std::vector<int> order;
  for (int s = validators::next_clockwise(p.big, d); s != p.big; s = validators::next_clockwise(s, d))
    order.push_back(s);
  order.push_back(p.big);
  int winner = p.big;
  std::int64_t top = kBig;
  if (rng_.below(3) == 0 && order.size() > 1) {
    winner = order[0];
    top = 3 * kBig;
    t += seats_[winner].name + ": raises " + money(2 * kBig) + " to " + money(top) + "\n";
    put[winner] = top;
    for (std::size_t i = 1; i < order.size(); ++i) t += seats_[order[i]].name + ": folds\n";
  } else {
    for (std::size_t i = 0; i + 1 < order.size(); ++i) t += seats_[order[i]].name + ": folds\n";
  }
  std::int64_t second = 0;
  std::int64_t total = 0;
  for (const auto& [s, v] : put) {
    total += v;
    if (s != winner) second = std::max(second, v);
  }
  const std::int64_t uncalled = top - second;
  const std::int64_t pot = total - uncalled;
  const std::string& who = seats_[winner].name;
  if (uncalled > 0) t += "Uncalled bet (" + money(uncalled) + ") returned to " + who + "\n";
  t += who + " collected " + money(pot) + " from pot\n" + who + ": doesn't show hand\n*** SUMMARY ***\n";
  t += "Total pot " + money(pot) + " | Rake $0\n";
  for (const int s : d) {
    t += "Seat " + std::to_string(s) + ": " + seats_[s].name;
    if (s == p.button) t += " (button)";
    if (s == p.small) t += " (small blind)";
    if (s == p.big) t += " (big blind)";
    t += s == winner ? " collected (" + money(pot) + ")\n"
                     : (put[s] > 0 ? " folded before Flop\n" : " folded before Flop (didn't bet)\n");
  }
  for (const int s : d) seats_[s].stack -= put[s];
  seats_[winner].stack += uncalled + pot;
  if (!write) return;
  out_.text += t;
  out_.text += "\n\n";
  ++out_.written;
}

std::string Simulation::play_out(std::string_view top, const Positions& p, const std::vector<int>& d, int k) {
  HandGenerator::TableHand hand;
  hand.top = top;
  hand.small_blind = engine::Chips{kSmall};
  hand.big_blind = engine::Chips{kBig};
  for (const int s : d) {
    const auto index = static_cast<int>(hand.players.size());
    if (s == p.button) hand.button = index;
    if (s == p.small) hand.small_blind_player = index;
    if (s == p.big) hand.big_blind_player = index;
    const bool coming_in = k > 0 && !validators::contains(kept_, s) && s != p.small && s != p.big;
    hand.players.push_back({seats_[s].name, s, engine::Chips{seats_[s].stack}, coming_in});
  }
  std::string text;
  hands_.next_at(hand, text);
  for (std::size_t i = 0; i < d.size(); ++i) seats_[d[i]].stack = hands_.last().player[i].final_stack.minor_units();
  return text;
}

}  // namespace

TableSession generate_table_session(const TableSessionOptions& options) { return Simulation(options).run(); }

}  // namespace generator
