#!/usr/bin/env python3
"""Writes the tournament of tests/data/tournament/ (tests/cli/tournament_continuity_test.cpp).

Tournament #88 at three tables, one file each. Levels I, every hand a walk
or a steal (tests/data/cross_hand/make_sessions.py's Table) but one: Ida
busts at table 3 in its fourth hand. Then table 2 breaks: Dee moves to
table 1, Eve and Fay to table 3, each with the stack she ended table 2 with.
Run from this folder:

    python3 make_tournament.py

clean/ audits clean; each other folder is a copy with one change:
  moved_chips/       Dee starts at table 1 with 500 chips more than she ended table 2 with
  busted_returns/    Ida, busted, sits at table 1 from its fifth hand with 800 chips
  two_tables/        Dee, at table 2 until it breaks, is dealt into table 1's fourth hand too
  reentry/           Ida, busted, comes back at table 1 with the starting stack (a re-entry)
  rebuy/             Ida re-buys 1000 chips in the hand she busts and moves to table 1 with them
  late_move/         table 2 breaks after two hands; Dee, seated at table 1 two of its hands
                     later, starts there with 500 chips more than she ended table 2 with, and
                     Eve at table 3, three of its hands later, with 200 fewer: no move rule
                     judges a player seated that late, but the chips in play across the
                     tables come to 500 more, then 300 more, than the entrants brought (with
                     clean/summary.txt, copied: the summary states the nine entrants)
The tournament's summaries are written by hand, not by this script
(tests/cli/tournament_summary_test.cpp): clean/summary.txt (nine entrants,
Ida ninth, the $90 pool paid to the first three) and copies with one change:
  summary_prize/     the third prize $28.00: the prizes pass the pool
  summary_place/     Ida placed 4th and Hal 9th, though Hal plays on after Ida busts
  summary_entrants/  8 players, where the hands seat nine
The output is checked in; this script documents how it was made.
"""

import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "cross_hand"))
from make_sessions import Table  # noqa: E402


def clock(seconds):
    t = 20 * 3600 + seconds
    return "%d:%02d:%02d" % (t // 3600, t // 60 % 60, t % 60)


def number(seconds, table):
    """PokerStars' global counter: grows with time, whatever the table."""
    return 880000000000 + seconds * 10 + table


def bust(t, num, when, button, small, big, winner, loser, rebuy=0):
    """`loser` calls all-in the raise of `winner` and loses at showdown; the
    third player folds. `rebuy`: chips `loser` re-buys afterwards."""
    s = t.seats
    stake = s[loser][1]
    lines = [t.header(num, when), "Table '%s %s' %d-max Seat #%d is the button" % (t.tournament, t.name, t.max_seats,
                                                                                   button)]
    for seat in sorted(s):
        lines.append("Seat %d: %s (%s in chips)" % (seat, s[seat][0], t.m(s[seat][1])))
    lines.append("%s: posts small blind %s" % (s[small][0], t.m(t.sb)))
    lines.append("%s: posts big blind %s" % (s[big][0], t.m(t.bb)))
    lines.append("*** HOLE CARDS ***")
    put = {seat: 0 for seat in s}
    put[small], put[big] = t.sb, t.bb
    # Clockwise from the seat after the big blind, the big blind last.
    for seat in [x for x in sorted(s) if x > big] + [x for x in sorted(s) if x <= big]:
        name = s[seat][0]
        if seat == winner:
            lines.append("%s: raises %s to %s" % (name, t.m(stake - t.bb), t.m(stake)))
            put[seat] = stake
        elif seat == loser:
            lines.append("%s: calls %s and is all-in" % (name, t.m(stake - put[seat])))
            put[seat] = stake
        else:
            lines.append("%s: folds" % name)
    pot = sum(put.values())
    lines += ["*** FLOP *** [2c 7d 9h]", "*** TURN *** [2c 7d 9h] [Js]", "*** RIVER *** [2c 7d 9h Js] [Kd]",
              "*** SHOW DOWN ***", "%s: shows [Ah Ad] (a pair of Aces)" % s[winner][0],
              "%s: shows [3c 4d] (high card King)" % s[loser][0],
              "%s collected %s from pot" % (s[winner][0], t.m(pot))]
    if rebuy:
        lines.append("%s re-buys and receives %s chips for $10.00" % (s[loser][0], t.m(rebuy)))
    lines += ["*** SUMMARY ***", "Total pot %s | Rake 0" % t.m(pot), "Board [2c 7d 9h Js Kd]"]
    for seat in sorted(s):
        tags = (" (button)" if seat == button else "") + (" (small blind)" if seat == small else "") + (
            " (big blind)" if seat == big else "")
        if seat == winner:
            out = "showed [Ah Ad] and won (%s) with a pair of Aces" % t.m(pot)
        elif seat == loser:
            out = "showed [3c 4d] and lost with high card King"
        else:
            out = "folded before Flop" if put[seat] else "folded before Flop (didn't bet)"
        lines.append("Seat %d: %s%s %s" % (seat, s[seat][0], tags, out))
    for seat in s:
        s[seat][1] -= put[seat]
    s[winner][1] += pot
    s[loser][1] += rebuy
    return "\n".join(lines) + "\n\n\n"


def ring_hand(t, k, table, ring, button, **kw):
    """The hand of minute-and-a-quarter `k` at `table`, blinds after `button` round `ring`."""
    i = ring.index(button)
    small, big = ring[(i + 1) % len(ring)], ring[(i + 2) % len(ring)]
    when = 75 * k + 20 * (table - 1)
    return t.hand(number(when, table), clock(when), button, small, big, play="steal" if k % 3 == 1 else "walk", **kw)


def tournament(variant):
    tables = {n: Table(str(n), cash=False, sb=1000, bb=2000, tournament="88") for n in (1, 2, 3)}
    # Table 2 seats its players in 1, 3 and 5.
    rings = {1: [1, 2, 3], 2: [1, 3, 5], 3: [1, 2, 3]}
    for n, names in ((1, "Ann Bob Cid"), (2, "Dee Eve Fay"), (3, "Gus Hal Ida")):
        for seat, name in zip(rings[n], names.split()):
            tables[n].sit(seat, name, 150000)
    out = {1: [], 2: [], 3: []}
    ring = rings[1]
    for k in range(4):
        button = ring[k % 3]
        if k == 3 and variant == "two_tables":
            # Dee in seat 4 of table 1, her seat after the break, posting a big blind.
            t1 = tables[1]
            # 20 chips more than she has at table 2: the big blind she loses here
            # leaves her what she brings at the break.
            t1.sit(4, "Dee", tables[2].seats[1][1] + 2000)
            out[1].append(ring_hand(t1, k, 1, ring, button, extra_posts=(4,)))
            t1.leave(4)
        else:
            out[1].append(ring_hand(tables[1], k, 1, ring, button))
        if k < 2 or variant != "late_move":
            out[2].append(ring_hand(tables[2], k, 2, rings[2], rings[2][k % 3]))
        if k == 3:
            when = 75 * k + 40
            rebuy = 100000 if variant == "rebuy" else 0
            t3 = tables[3]
            assert t3.seats[2][1] > t3.seats[3][1]  # Hal covers Ida
            out[3].append(bust(t3, number(when, 3), clock(when), 1, 2, 3, winner=2, loser=3, rebuy=rebuy))
        else:
            out[3].append(ring_hand(tables[3], k, 3, ring, button))
    # Table 2 breaks; Ida is out (but in the variants that bring her back).
    t1, t2, t3 = tables[1], tables[2], tables[3]
    ida = t3.seats.pop(3)
    t1.sit(4, "Dee", t2.seats[1][1] + (50000 if variant in ("moved_chips", "late_move") else 0))
    t3.sit(3, "Eve", t2.seats[3][1] - (20000 if variant == "late_move" else 0))
    t3.sit(4, "Fay", t2.seats[5][1])
    back = {"busted_returns": 80000, "reentry": 150000, "rebuy": ida[1]}.get(variant)
    ring1 = [1, 2, 3, 4]
    extra = ()
    if back is not None:
        t1.sit(5, "Ida", back)
        ring1 = [1, 2, 3, 4, 5]
        extra = (5,)
    ring3 = [1, 2, 3, 4]
    for k in range(4, 8):
        # Table 1: the button moves on from seat 1 to seat 2; Dee (seat 4) takes the big blind first.
        out[1].append(ring_hand(t1, k, 1, ring1, ring1[(k - 3) % len(ring1)], extra_posts=extra if k == 4 else ()))
        # Table 3: the button moves on from Gus to Hal; Eve and Fay take the blinds.
        out[3].append(ring_hand(t3, k, 3, ring3, ring3[(k - 3) % 4]))
    folder = os.path.join(HERE, variant)
    os.makedirs(folder, exist_ok=True)
    for n in (1, 2, 3):
        with open(os.path.join(folder, "table%d.txt" % n), "w", newline="\n") as f:
            f.write("".join(out[n]))
    if variant == "late_move":
        shutil.copyfile(os.path.join(HERE, "clean", "summary.txt"), os.path.join(folder, "summary.txt"))


for v in ("clean", "moved_chips", "busted_returns", "two_tables", "reentry", "rebuy", "late_move"):
    tournament(v)
