// A PHH single-draw hand of eight players, every card known, shared by the
// tests of the followed hand and of the reshuffle: 40 cards dealt, then
// each player draws (p1 two, p2 two, p3 one, p4 one, p5 two, p6 one, p7
// one, p8 two), p8's last card being p1's discarded 5c. What comes after
// the draw (the last betting round, the shows) is each test's own.
#pragma once

#include <string>
#include <string_view>

namespace single_draw_hand {

// Up to and including the draw: lines 1 to 17, the draws at lines 10 to
// 17, one player's exchange to a line. Unterminated: the caller closes the
// action list.
inline constexpr std::string_view kDealtAndDrawn =
    "variant = 'N2L1D'\n"
    "antes = [0, 0, 0, 0, 0, 0, 0, 0]\n"
    "blinds_or_straddles = [1, 2, 0, 0, 0, 0, 0, 0]\n"
    "min_bet = 2\n"
    "starting_stacks = [100, 100, 100, 100, 100, 100, 100, 100]\n"
    "actions = [\n"
    "  'd dh p1 2c3c4c5c6c', 'd dh p2 7c8c9cTcJc', 'd dh p3 QcKcAc2d3d', 'd dh p4 4d5d6d7d8d',\n"
    "  'd dh p5 9dTdJdQdKd', 'd dh p6 Ad2h3h4h5h', 'd dh p7 6h7h8h9hTh', 'd dh p8 JhQhKhAh2s',\n"
    "  'p3 cc', 'p4 cc', 'p5 cc', 'p6 cc', 'p7 cc', 'p8 cc', 'p1 cc', 'p2 cc',\n"
    "  'p1 sd 5c6c', 'd dh p1 3s4s',\n"
    "  'p2 sd TcJc', 'd dh p2 5s6s',\n"
    "  'p3 sd Ac', 'd dh p3 7s',\n"
    "  'p4 sd 8d', 'd dh p4 8s',\n"
    "  'p5 sd QdKd', 'd dh p5 9sTs',\n"
    "  'p6 sd Ad', 'd dh p6 Js',\n"
    "  'p7 sd Th', 'd dh p7 Qs',\n"
    "  'p8 sd KhAh', 'd dh p8 Ks5c',\n";

// The dealt-and-drawn hand closed by `rest`: the action lines after the
// draw, then the list's closing bracket.
inline std::string closed_by(std::string_view rest) {
  return std::string(kDealtAndDrawn).append(rest).append("]\n");
}

}  // namespace single_draw_hand
