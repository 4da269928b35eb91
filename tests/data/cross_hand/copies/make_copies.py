#!/usr/bin/env python3
"""Writes the copies of one table's three hands (tests/cli/cross_hand_test.cpp, conflicting-copies).

ann.txt and bob.txt are Ann's and Bob's own histories of the same hands (each
with its own "Dealt to" line and, in Bob's, its own mucked cards; Bob's headers
give his local time first, CET, then ET); observer.txt is an observer's. They
are one hand each: no conflicting-copies. bob_amount_edited.txt is Bob's with
one bet changed (hand 3, line 65); bob_board_edited.txt Bob's with one board
card changed on every line that shows it (hand 3, first at the flop, line 64).
Run from this folder: python3 make_copies.py. The output is checked in.
"""

HANDS = [
    ("243000000010", "2024/05/01 20:00:00", "2024/05/02 02:00:00", """Table 'Copies' 6-max Seat #1 is the button
Seat 1: Ann ($50 in chips)
Seat 2: Bob ($50 in chips)
Seat 3: Cid ($50 in chips)
Seat 5: Dee ($50 in chips)
Bob: posts small blind $0.25
Cid: posts big blind $0.50
*** HOLE CARDS ***
{dealt}Dee: folds
Ann: folds
Bob: folds
Uncalled bet ($0.25) returned to Cid
Cid collected $0.50 from pot
Cid: doesn't show hand
*** SUMMARY ***
Total pot $0.50 | Rake $0
Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) collected ($0.50)
Seat 5: Dee folded before Flop (didn't bet)
""", {"Ann": "[Td 3c]", "Bob": "[9h 2s]"}),
    ("243000000025", "2024/05/01 20:01:15", "2024/05/02 02:01:15", """Table 'Copies' 6-max Seat #2 is the button
Seat 1: Ann ($50 in chips)
Seat 2: Bob ($49.75 in chips)
Seat 3: Cid ($50.25 in chips)
Seat 5: Dee ($50 in chips)
Cid: posts small blind $0.25
Dee: posts big blind $0.50
*** HOLE CARDS ***
{dealt}Ann: raises $1 to $1.50
Bob: folds
Cid: folds
Dee: folds
Uncalled bet ($1) returned to Ann
Ann collected $1.25 from pot
Ann: doesn't show hand
*** SUMMARY ***
Total pot $1.25 | Rake $0
Seat 1: Ann collected ($1.25)
Seat 2: Bob (button) folded before Flop (didn't bet)
Seat 3: Cid (small blind) folded before Flop
Seat 5: Dee (big blind) folded before Flop
""", {"Ann": "[Qc Qs]", "Bob": "[7h 5d]"}),
    ("243000000047", "2024/05/01 20:02:30", "2024/05/02 02:02:30", """Table 'Copies' 6-max Seat #3 is the button
Seat 1: Ann ($50.75 in chips)
Seat 2: Bob ($49.75 in chips)
Seat 3: Cid ($50 in chips)
Seat 5: Dee ($49.50 in chips)
Dee: posts small blind $0.25
Ann: posts big blind $0.50
*** HOLE CARDS ***
{dealt}Bob: calls $0.50
Cid: folds
Dee: folds
Ann: checks
*** FLOP *** [2c 7d Jh]
Ann: bets $1
Bob: calls $1
*** TURN *** [2c 7d Jh] [4s]
Ann: checks
Bob: checks
*** RIVER *** [2c 7d Jh 4s] [9c]
Ann: checks
Bob: checks
*** SHOW DOWN ***
Ann: shows [Ah Kh] (high card Ace)
Bob: mucks hand
Ann collected $3.25 from pot
*** SUMMARY ***
Total pot $3.25 | Rake $0
Board [2c 7d Jh 4s 9c]
Seat 1: Ann (big blind) showed [Ah Kh] and won ($3.25) with high card Ace
Seat 2: Bob mucked{bob_muck}
Seat 3: Cid (button) folded before Flop (didn't bet)
Seat 5: Dee (small blind) folded before Flop
""", {"Ann": "[Ah Kh]", "Bob": "[8s 6s]"}),
]


def write(name, hero, cet=False, edit=None):
    out = []
    for number, et, local, body, cards in HANDS:
        time = f"{local} CET [{et} ET]" if cet else f"{et} ET"
        text = f"PokerStars Hand #{number}:  Hold'em No Limit ($0.25/$0.50 USD) - {time}\n"
        text += body.replace("{dealt}", f"Dealt to {hero} {cards[hero]}\n" if hero else "").replace(
            "{bob_muck}", " " + cards["Bob"] if hero == "Bob" else "")
        if edit and edit[0] == number:
            assert edit[1] in text
            text = text.replace(edit[1], edit[2])
        out.append(text)
    with open(name, "w") as f:
        f.write("\n\n".join(out))


write("ann.txt", "Ann")
write("bob.txt", "Bob", cet=True)
write("observer.txt", None)
write("bob_amount_edited.txt", "Bob", cet=True, edit=("243000000047", "Ann: bets $1\n", "Ann: bets $1.50\n"))
write("bob_board_edited.txt", "Bob", cet=True, edit=("243000000047", "Jh", "Js"))
