#!/usr/bin/env python3
"""Writes the table sessions of tests/data/cross_hand/ (tests/cli/cross_hand_test.cpp).

Every hand is a short, legal PokerStars-format hand (a walk to the big blind,
or a raise that takes the blinds), so that each hand on its own is clean and
only the relations between hands are under test. Stacks are carried from hand
to hand exactly, unless a session says otherwise. Run from this folder:

    python3 make_sessions.py

The output is checked in; this script documents how it was made.
"""

import os

HERE = os.path.dirname(os.path.abspath(__file__))


def money(v, cash):
    """centi-units -> '$0.25', '$50' (cash) or '1500' (chips)."""
    if not cash:
        assert v % 100 == 0
        return str(v // 100)
    return "$%d" % (v // 100) if v % 100 == 0 else "$%d.%02d" % (v // 100, v % 100)


class Table:
    def __init__(self, name, cash, sb, bb, tournament=None, max_seats=6):
        self.name, self.cash, self.sb, self.bb = name, cash, sb, bb
        self.tournament, self.max_seats = tournament, max_seats
        self.seats = {}  # seat -> [name, stack]

    def sit(self, seat, name, stack):
        self.seats[seat] = [name, stack]

    def leave(self, seat):
        del self.seats[seat]

    def m(self, v):
        return money(v, self.cash)

    def header(self, number, clock):
        if self.cash:
            stakes = "(%s/%s USD)" % (self.m(self.sb), self.m(self.bb))
            return "PokerStars Hand #%d:  Hold'em No Limit %s - 2024/05/01 %s ET" % (number, stakes, clock)
        return ("PokerStars Hand #%d: Tournament #%s, $10+$1 USD Hold'em No Limit - Level I (%s/%s) - "
                "2024/05/01 %s ET" % (number, self.tournament, self.m(self.sb), self.m(self.bb), clock))

    def hand(self, number, clock, button, small, big, play="walk", sitting_out=(), start=None,
             extra_posts=(), events=()):
        """One hand. `small`/`big`: seats posting the blinds (small 0: none).
        `play`: "walk" (all fold to the big blind) or "steal" (the first
        player after the big blind, round the table, raises to three big
        blinds and takes the blinds). `start`: {seat: stack} written on the
        seat line instead of the carried stack (the stack then continues
        from there). `extra_posts`: seats posting a big blind out of turn
        (new or returning players). `events`: lines after the deal."""
        start = start or {}
        for seat, stack in start.items():
            self.seats[seat][1] = stack
        lines = [self.header(number, clock)]
        table_name = self.name if self.cash else "%s %s" % (self.tournament, self.name)
        lines.append("Table '%s' %d-max Seat #%d is the button" % (table_name, self.max_seats, button))
        for seat in sorted(self.seats):
            name, stack = self.seats[seat]
            out = " is sitting out" if seat in sitting_out else ""
            lines.append("Seat %d: %s (%s in chips)%s" % (seat, name, self.m(stack), out))
        dealt = [s for s in sorted(self.seats) if s not in sitting_out]
        put = {s: 0 for s in dealt}
        if small:
            lines.append("%s: posts small blind %s" % (self.seats[small][0], self.m(self.sb)))
            put[small] = self.sb
        lines.append("%s: posts big blind %s" % (self.seats[big][0], self.m(self.bb)))
        put[big] = self.bb
        for seat in extra_posts:
            lines.append("%s: posts big blind %s" % (self.seats[seat][0], self.m(self.bb)))
            put[seat] = self.bb
        lines.append("*** HOLE CARDS ***")
        lines.extend(events)
        # Pre-flop order: clockwise from the seat after the big blind, the
        # big blind last.
        after_big = [s for s in dealt if s > big] + [s for s in dealt if s < big]
        order = [s for s in after_big if s != big] + [big]
        winner, uncalled, top = big, 0, self.bb
        if play == "steal":
            raiser = order[0]
            lines.append("%s: raises %s to %s" % (self.seats[raiser][0], self.m(2 * self.bb), self.m(3 * self.bb)))
            put[raiser] = 3 * self.bb
            for seat in order[1:]:
                lines.append("%s: folds" % self.seats[seat][0])
            winner, top = raiser, 3 * self.bb
        else:
            for seat in order[:-1]:
                lines.append("%s: folds" % self.seats[seat][0])
        second = max(v for s, v in put.items() if s != winner)
        uncalled = top - second
        pot = sum(put.values()) - uncalled
        if uncalled > 0:
            lines.append("Uncalled bet (%s) returned to %s" % (self.m(uncalled), self.seats[winner][0]))
        lines.append("%s collected %s from pot" % (self.seats[winner][0], self.m(pot)))
        lines.append("%s: doesn't show hand" % self.seats[winner][0])
        lines.append("*** SUMMARY ***")
        lines.append("Total pot %s | Rake %s" % (self.m(pot), self.m(0)))
        for seat in dealt:
            name = self.seats[seat][0]
            tags = ""
            if seat == button:
                tags += " (button)"
            if seat == small:
                tags += " (small blind)"
            if seat == big:
                tags += " (big blind)"
            if seat == winner:
                outcome = "collected (%s)" % self.m(pot)
            elif put[seat] > 0:
                outcome = "folded before Flop"
            else:
                outcome = "folded before Flop (didn't bet)"
            lines.append("Seat %d: %s%s %s" % (seat, name, tags, outcome))
        for seat in dealt:
            self.seats[seat][1] -= put[seat]
        self.seats[winner][1] += uncalled + pot
        return "\n".join(lines) + "\n\n\n"


def clock(k, start_minute=0):
    t = 20 * 3600 + start_minute * 60 + 75 * k
    return "%d:%02d:%02d" % (t // 3600, t // 60 % 60, t % 60)


def write(relative, hands):
    path = os.path.join(HERE, relative)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", newline="\n") as f:
        f.write("".join(hands))


def tournament_session():
    """Twelve hands of one sit-and-go table over three files, with one button
    skip (the first hand of part3.txt: the button jumps over Cid) and one
    stack jump (Dee starts the sixth hand 500 chips above where she ended the
    fifth). Hand numbers have the gaps of PokerStars' global counter."""
    t = Table("1", cash=False, sb=1000, bb=2000, tournament="9000001")
    for seat, name in ((1, "Ann"), (2, "Bob"), (3, "Cid"), (5, "Dee")):
        t.sit(seat, name, 150000)
    ring = [1, 2, 3, 5]
    numbers = [250000000101, 250000000188, 250000000342, 250000000517, 250000000603, 250000000790,
               250000000844, 250000001021, 250000001176, 250000001230, 250000001395, 250000001462]
    hands = []
    button = 1
    for k, number in enumerate(numbers):
        if k == 8:
            button = ring[(ring.index(button) + 1) % 4]  # the skip: one seat too far
        i = ring.index(button)
        small, big = ring[(i + 1) % 4], ring[(i + 2) % 4]
        start = {5: t.seats[5][1] + 50000} if k == 5 else None
        hands.append(t.hand(number, clock(k), button, small, big, play="steal" if k % 3 == 1 else "walk", start=start))
        button = ring[(i + 1) % 4]
    write("session/part1.txt", hands[0:4])
    write("session/part2.txt", hands[4:8])
    write("session/part3.txt", hands[8:12])


def clean_cash_session():
    """A cash table where everything is legal: the button moves round, a
    player tops up between hands (PokerStars logs no line for it), one leaves
    and a new one joins in the big blind."""
    t = Table("Alpha", cash=True, sb=25, bb=50)
    for seat, name in ((1, "Ann"), (2, "Bob"), (3, "Cid"), (5, "Dee")):
        t.sit(seat, name, 5000)
    h = []
    h.append(t.hand(240000000010, clock(0), 1, 2, 3))
    h.append(t.hand(240000000025, clock(1), 2, 3, 5, play="steal"))
    # Bob tops up from $49.75 back to $50 (unlogged at PokerStars).
    h.append(t.hand(240000000047, clock(2), 3, 5, 1, start={2: 5000}))
    h.append(t.hand(240000000061, clock(3), 5, 1, 2, events=["Dee leaves the table", "Eve joins the table at seat #4"]))
    t.leave(5)
    t.sit(4, "Eve", 4000)
    # Eve, new in seat 4, is dealt in as the big blind: the button passes
    # over nobody.
    h.append(t.hand(240000000090, clock(4), 1, 2, 3))
    h.append(t.hand(240000000102, clock(5), 2, 3, 4, play="steal"))
    h.append(t.hand(240000000131, clock(6), 3, 4, 1))
    write("clean_cash_session.txt", h)


def heads_up_session(legal):
    """Three players, then Ann leaves: heads-up the big blind moves on (Cid
    had it, Bob takes it) and Cid has the button and the small blind. The
    illegal variant moves the button to Bob instead, so that Cid pays the big
    blind twice in a row."""
    t = Table("Beta", cash=True, sb=25, bb=50)
    for seat, name in ((1, "Ann"), (2, "Bob"), (3, "Cid")):
        t.sit(seat, name, 5000)
    h = []
    h.append(t.hand(241000000010, clock(0), 3, 1, 2))
    h.append(t.hand(241000000033, clock(1), 1, 2, 3, events=["Ann leaves the table"]))
    t.leave(1)
    if legal:
        h.append(t.hand(241000000058, clock(2), 3, 3, 2, play="steal"))
        h.append(t.hand(241000000071, clock(3), 2, 2, 3))
        h.append(t.hand(241000000096, clock(4), 3, 3, 2))
    else:
        h.append(t.hand(241000000058, clock(2), 2, 2, 3, play="steal"))
        h.append(t.hand(241000000071, clock(3), 3, 3, 2))
    write("heads_up.txt" if legal else "heads_up_big_blind_twice.txt", h)


def dead_button_session():
    """Bob (the small blind) leaves. The next hand follows the dead button
    (profile tda): the big blind moves on one player (Dee), Cid, the previous
    big blind, posts the small blind, and the button stays on Bob's empty
    seat 2. Under the moving button (pokerstars) the button would go to Cid."""
    t = Table("Gamma", cash=True, sb=25, bb=50)
    for seat, name in ((1, "Ann"), (2, "Bob"), (3, "Cid"), (4, "Dee"), (5, "Eve")):
        t.sit(seat, name, 5000)
    h = []
    h.append(t.hand(242000000010, clock(0), 5, 1, 2))
    h.append(t.hand(242000000024, clock(1), 1, 2, 3, events=["Bob leaves the table"]))
    t.leave(2)
    h.append(t.hand(242000000039, clock(2), 2, 3, 4))
    h.append(t.hand(242000000051, clock(3), 3, 4, 5, play="steal"))
    write("dead_button.txt", h)


def missed_blind_session(pays):
    """Cid sits out while the big blind passes his seat (hand 2: the blinds
    go from Bob to Dee), stays out a hand, and comes back in the fourth hand
    away from the big blind: without a post (`pays` False), or posting a big
    blind out of turn (True, legal)."""
    t = Table("Delta", cash=True, sb=25, bb=50)
    for seat, name in ((1, "Ann"), (2, "Bob"), (3, "Cid"), (4, "Dee"), (5, "Eve")):
        t.sit(seat, name, 5000)
    h = []
    h.append(t.hand(243000000010, clock(0), 5, 1, 2))
    h.append(t.hand(243000000022, clock(1), 1, 2, 4, sitting_out=(3,)))
    h.append(t.hand(243000000045, clock(2), 2, 4, 5, sitting_out=(3,)))
    h.append(t.hand(243000000067, clock(3), 4, 5, 1, extra_posts=(3,) if pays else ()))
    write("missed_blind_posted.txt" if pays else "missed_blind.txt", h)


def transitions_sessions():
    """Focused PokerStars (moving button) transitions, each legal and with one
    wrong button or blind, one table per file (transitions/):

    two_to_three: heads-up Ann (seat 1) and Bob (3); Cid joins in seat 4. The
    button moves on to Ann, Bob posts the small blind, Cid, the newcomer, the
    big blind. Wrong: the button stays on Bob's seat (as a dead button may),
    so Ann pays the big blind twice.
    three_to_two: Cid, the big blind, leaves. Heads-up the button moves on to
    Bob, who posts the small blind, and the big blind moves on to Ann. Wrong:
    the button stays on Ann.
    join_between_blinds: Cid sits in seat 3, between the small blind (Bob, 2)
    and the big blind (Dee, 4). The button moves to Bob: Cid, now between the
    button and the small blind, waits a hand (sitting out), then comes in
    posting a big blind. Wrong: he is dealt in at once as the small blind, so
    that Dee pays the big blind twice.
    leave: Cid (3), the big blind, leaves a five-handed table. The button
    moves to Bob and the blinds to the next two players, Dee and Eve. Wrong:
    Dee posts the small blind and Ann the big blind, which skips Eve."""
    def table(name, players):
        t = Table(name, cash=True, sb=25, bb=50)
        for seat, player in players:
            t.sit(seat, player, 5000)
        return t

    for legal in (True, False):
        tag = "" if legal else "_wrong"
        base = 244000000000 if legal else 244500000000

        t = table("Eta" + tag, ((1, "Ann"), (3, "Bob")))
        h = [t.hand(base + 10, clock(0), 1, 1, 3),
             t.hand(base + 31, clock(1), 3, 3, 1, play="steal", events=["Cid joins the table at seat #4"])]
        t.sit(4, "Cid", 5000)
        if legal:
            h += [t.hand(base + 57, clock(2), 1, 3, 4), t.hand(base + 80, clock(3), 3, 4, 1, play="steal")]
        else:
            h += [t.hand(base + 57, clock(2), 3, 4, 1)]
        write("transitions/two_to_three%s.txt" % tag, h)

        t = table("Theta" + tag, ((1, "Ann"), (2, "Bob"), (3, "Cid")))
        h = [t.hand(base + 110, clock(0), 3, 1, 2),
             t.hand(base + 134, clock(1), 1, 2, 3, events=["Cid leaves the table"])]
        t.leave(3)
        if legal:
            h += [t.hand(base + 151, clock(2), 2, 2, 1, play="steal"), t.hand(base + 177, clock(3), 1, 1, 2)]
        else:
            h += [t.hand(base + 151, clock(2), 1, 1, 2, play="steal")]
        write("transitions/three_to_two%s.txt" % tag, h)

        t = table("Iota" + tag, ((1, "Ann"), (2, "Bob"), (4, "Dee"), (5, "Eve")))
        h = [t.hand(base + 210, clock(0), 1, 2, 4, events=["Cid joins the table at seat #3"])]
        t.sit(3, "Cid", 5000)
        if legal:
            h += [t.hand(base + 236, clock(1), 2, 4, 5, sitting_out=(3,)),
                  t.hand(base + 259, clock(2), 4, 5, 1, extra_posts=(3,), play="steal"),
                  t.hand(base + 281, clock(3), 5, 1, 2)]
        else:
            h += [t.hand(base + 236, clock(1), 2, 3, 4)]
        write("transitions/join_between_blinds%s.txt" % tag, h)

        t = table("Kappa" + tag, ((1, "Ann"), (2, "Bob"), (3, "Cid"), (4, "Dee"), (5, "Eve")))
        h = [t.hand(base + 310, clock(0), 5, 1, 2),
             t.hand(base + 333, clock(1), 1, 2, 3, events=["Cid leaves the table"])]
        t.leave(3)
        if legal:
            h += [t.hand(base + 350, clock(2), 2, 4, 5, play="steal"), t.hand(base + 372, clock(3), 4, 5, 1)]
        else:
            h += [t.hand(base + 350, clock(2), 2, 4, 1, play="steal")]
        write("transitions/leave%s.txt" % tag, h)


if __name__ == "__main__":
    transitions_sessions()
    tournament_session()
    clean_cash_session()
    heads_up_session(True)
    heads_up_session(False)
    dead_button_session()
    missed_blind_session(False)
    missed_blind_session(True)
