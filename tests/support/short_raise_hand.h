// A PokerStars hand with one error, for the tests that insert or damage a
// line of it (tests/audit/unknown_lines_test.cpp,
// tests/audit/findings_before_stop_test.cpp).
#pragma once

#include <string_view>

namespace short_raise_hand {

// the_gnome's raise to $0.75 at $0.25/$0.50 (line 14) is below the minimum;
// quietmoose calls it (line 18), the board is checked down and he wins at
// the show down.
constexpr std::string_view kHand =
    R"(PokerStars Hand #250100000001:  Hold'em No Limit ($0.25/$0.50 USD) - 2024/03/14 19:02:11 ET
Table 'Vesta IV' 6-max Seat #1 is the button
Seat 1: brisket_bill ($50 in chips)
Seat 2: Orla Fenn ($48.20 in chips)
Seat 3: quietmoose ($61.35 in chips)
Seat 4: Tamsin77 ($50 in chips)
Seat 5: the_gnome ($22.10 in chips)
Seat 6: K0rvid ($50 in chips)
Orla Fenn: posts small blind $0.25
quietmoose: posts big blind $0.50
*** HOLE CARDS ***
Dealt to Tamsin77 [9s 4d]
Tamsin77: folds
the_gnome: raises $0.25 to $0.75
K0rvid: folds
brisket_bill: folds
Orla Fenn: folds
quietmoose: calls $0.25
*** FLOP *** [2c 7d Jh]
quietmoose: checks
the_gnome: checks
*** TURN *** [2c 7d Jh] [Qs]
quietmoose: checks
the_gnome: checks
*** RIVER *** [2c 7d Jh Qs] [3d]
quietmoose: checks
the_gnome: checks
*** SHOW DOWN ***
quietmoose: shows [Ah Kh] (high card Ace)
the_gnome: mucks hand
quietmoose collected $1.75 from pot
*** SUMMARY ***
Total pot $1.75 | Rake $0
Board [2c 7d Jh Qs 3d]
Seat 1: brisket_bill (button) folded before Flop (didn't bet)
Seat 2: Orla Fenn (small blind) folded before Flop
Seat 3: quietmoose (big blind) showed [Ah Kh] and won ($1.75) with high card Ace
Seat 4: Tamsin77 folded before Flop (didn't bet)
Seat 5: the_gnome mucked
Seat 6: K0rvid folded before Flop (didn't bet)
)";

}  // namespace short_raise_hand
