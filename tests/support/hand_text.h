// Building blocks for the stud, draw and split-pot hands of the audit tests
// (tricky_cases_stud_test.cpp, tricky_cases_split_test.cpp,
// findings_stud_draw_test.cpp): one-line edits of a hand's text, the
// tournament form of a cash hand, the show-down and summary sections written
// from the hands shown, as PokerStars writes them, and a checked-down draw
// hand.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace hand_text {

// `text` with its first `from` replaced by `to`; fails the test when absent.
inline std::string with(std::string_view from, std::string_view to, std::string text) {
  const auto at = text.find(from);
  REQUIRE_MESSAGE(at != std::string::npos, "not in the hand: " << std::string(from));
  return text.replace(at, from.size(), to);
}
inline std::string with(std::string_view from, std::string_view to, std::string_view text) {
  return with(from, to, std::string(text));
}

// A cash hand played as a tournament hand: `header` replaces the first line
// and amounts lose their currency sign (tournament chips are bare numbers).
inline std::string as_tournament(std::string text, std::string_view header) {
  text.erase(0, text.find('\n'));
  text.erase(std::remove(text.begin(), text.end(), '$'), text.end());
  return std::string(header) + text;
}

// One player at the show-down.
struct Shown {
  int seat = 0;
  std::string_view name;
  std::string_view cards;        // "Ac 2d Kc Kd 4h 5s 8h"
  std::string_view description;  // "HI: a pair of Kings; LO: 8,5,4,2,A"
  std::string_view won;          // the summary's "won (X)" amount; "" = lost
  std::string_view tag = "";     // " (button)", " (small blind)", ...
};

// A player who did not show: his summary line after "Seat N: ".
struct Other {
  int seat = 0;
  std::string_view line;  // "X folded on the 3rd Street"
};

// "*** SHOW DOWN ***", a show line per entry of `shown` in that order,
// `collects` as given ("A collected 124 from pot\n"...), then the summary:
// `pots` (the "Total pot" line and, in board games, the "Board" line) and a
// seat line per player in seat order.
inline std::string showdown(const std::vector<Shown>& shown, std::string_view collects, std::string_view pots,
                            const std::vector<Other>& others) {
  std::string out = "*** SHOW DOWN ***\n";
  for (const Shown& s : shown)
    out += std::string(s.name) + ": shows [" + std::string(s.cards) + "] (" + std::string(s.description) + ")\n";
  out += std::string(collects) + "*** SUMMARY ***\n" + std::string(pots);
  constexpr int kLastSeat = 10;
  for (int seat = 1; seat <= kLastSeat; ++seat) {
    for (const Shown& s : shown) {
      if (s.seat != seat) continue;
      out += "Seat " + std::to_string(seat) + ": " + std::string(s.name) + std::string(s.tag) + " showed [" +
             std::string(s.cards) + "] and " +
             (s.won.empty() ? std::string("lost") : "won (" + std::string(s.won) + ")") + " with " +
             std::string(s.description) + "\n";
    }
    for (const Other& o : others)
      if (o.seat == seat) out += "Seat " + std::to_string(seat) + ": " + std::string(o.line) + "\n";
  }
  return out;
}

struct Drawn {
  std::string_view name;
  std::string_view cards;
  std::string_view description;
};

// A fixed-limit draw hand at $0.10/$0.20 with the players in seats 1, 2, ...
// (seat 1 the button): everyone calls the big blind, stands pat through
// `draws` draws and checks; every hand is shown, and `winner` collects the
// pot of $0.10 a player. Two to four players.
inline std::string draw_hand(std::string_view game, int draws, const std::vector<Drawn>& players, std::size_t winner) {
  const std::size_t n = players.size();
  auto name = [&](std::size_t i) { return std::string(players[i % n].name); };
  const std::size_t sb = n == 2 ? 0 : 1, bb = sb + 1;
  std::string t = "PokerStars Hand #5034:  " + std::string(game) + " ($0.10/$0.20 USD) - 2024/06/02 14:10:00 ET\n";
  t += "Table 'Tau' 6-max Seat #1 is the button\n";
  for (std::size_t i = 0; i < n; ++i) t += "Seat " + std::to_string(i + 1) + ": " + name(i) + " ($5 in chips)\n";
  t += name(sb) + ": posts small blind $0.05\n" + name(bb) + ": posts big blind $0.10\n*** DEALING HANDS ***\n";
  for (std::size_t k = 1; k <= n; ++k) {
    const std::size_t i = (bb + k) % n;
    t += name(i) + (i == bb ? ": checks\n" : i == sb ? ": calls $0.05\n" : ": calls $0.10\n");
  }
  const char* markers[] = {"FIRST", "SECOND", "THIRD"};
  for (int d = 0; d < draws; ++d) {
    t += std::string("*** ") + markers[d] + " DRAW ***\n";
    for (std::size_t k = 1; k <= n; ++k) t += name(k) + ": stands pat\n";
    for (std::size_t k = 1; k <= n; ++k) t += name(k) + ": checks\n";
  }
  const std::string pot = n == 2 ? "$0.20" : n == 3 ? "$0.30" : "$0.40";
  std::vector<Shown> shown;
  const char* tags[] = {n == 2 ? " (button) (small blind)" : " (button)", n == 2 ? " (big blind)" : " (small blind)",
                        " (big blind)", ""};
  for (std::size_t i = 0; i < n; ++i)
    shown.push_back({static_cast<int>(i + 1), players[i].name, players[i].cards, players[i].description,
                     i == winner ? std::string_view(pot) : std::string_view(), tags[std::min<std::size_t>(i, 3)]});
  return t +
         showdown(shown, name(winner) + " collected " + pot + " from pot\n", "Total pot " + pot + " | Rake $0\n", {});
}

}  // namespace hand_text
