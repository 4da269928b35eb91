#!/usr/bin/env python3
"""Writes copies of hands that join no table session (tests/cli/cross_hand_test.cpp, conflicting-copies).

For each room, Ann's and Bob's own views of the same hands (their own hole
cards; Bovada's "[ME]" on their own seat; PokerNow's "Your hand is" row) and
Bob's with one amount changed (`*_edited.*`); the place of the change is the
line the tests expect:

  winamax_*.txt     Winamax cash, ids "5335178-3970-13825900NN" (not numbers):
                    Ann's river bet of 2.50€ made 3€ in Bob's edited copy
  bovada_*.txt      Bovada, whose seats are positions (no table session):
                    the Dealer's stack $69.62 made $69.72
  zoom_*.txt        PokerStars Zoom (a fresh table every hand):
                    Ann's raise to $1.50 made a raise to $1.75
  pokernow_*.txt    PokerNow logs of one game: the hand code names the hand,
                    "#2" counts within the game: Cid's stack 100.00 made 100.50
  phh_hand.phh      a PHH hand with `event` and `hand`, and its copy with one
                    starting stack changed (phh_hand_edited.phh)

Run from this folder: python3 make_room_copies.py. The output is checked in.
"""

# --- Winamax: two hands, 3-handed cash.
WINAMAX = [
    ("5335178-3970-1382590001", "2013/11/07 04:00:00", 1, """Seat 1: Ann (50€)
Seat 2: Bob (50€)
Seat 3: Cid (50€)
*** ANTE/BLINDS ***
Bob posts small blind 0.25€
Cid posts big blind 0.50€
{dealt}*** PRE-FLOP ***
Ann folds
Bob folds
Cid collected 0.75€ from pot
*** SUMMARY ***
Total pot 0.75€ | No rake
Seat 3: Cid (big blind) won 0.75€
""", {"Ann": "[7c 2d]", "Bob": "[9h 3s]"}),
    ("5335178-3970-1382590042", "2013/11/07 04:01:10", 2, """Seat 1: Ann (50€)
Seat 2: Bob (49.75€)
Seat 3: Cid (50.25€)
*** ANTE/BLINDS ***
Cid posts small blind 0.25€
Ann posts big blind 0.50€
{dealt}*** PRE-FLOP ***
Bob raises 1€ to 1.50€
Cid folds
Ann calls 1€
*** FLOP *** [4d Kc 9c]
Ann checks
Bob bets 2€
Ann calls 2€
*** TURN *** [4d Kc 9c][2s]
Ann checks
Bob checks
*** RIVER *** [4d Kc 9c 2s][7h]
Ann bets 2.50€
Bob calls 2.50€
*** SHOW DOWN ***
Ann shows [Ah Kh] (One pair : Kings)
Bob shows [Qs Qd] (One pair : Queens)
Ann collected 12.25€ from pot
*** SUMMARY ***
Total pot 12.25€ | No rake
Board: [4d Kc 9c 2s 7h]
Seat 1: Ann (big blind) showed [Ah Kh] and won 12.25€ with One pair : Kings
Seat 2: Bob (button) showed [Qs Qd] and lost with One pair : Queens
""", {"Ann": "[Ah Kh]", "Bob": "[Qs Qd]"}),
]


def winamax(hero, edit=None):
    out = []
    for number, time, button, body, cards in WINAMAX:
        text = (f"Winamax Poker - CashGame - HandId: #{number} - Holdem no limit (0.25€/0.50€) - {time} UTC\n"
                f"Table: 'Copies 01' 6-max (real money) Seat #{button} is the button\n")
        text += body.replace("{dealt}", f"Dealt to {hero} {cards[hero]}\n")
        out.append(text)
    text = "\n\n".join(out)
    if edit:
        assert text.count(edit[0]) == 1
        text = text.replace(*edit)
    return text


# --- Bovada: one hand; every player's cards are in the log, the hero's seat marked "[ME]".
BOVADA_SEATS = [(1, "Big Blind", "$50"), (2, "UTG", "$20"), (3, "UTG+1", "$75.67"), (4, "Dealer", "$69.62"),
                (6, "Small Blind", "$77.69")]
BOVADA_BODY = """Dealer : Set dealer [4]
Small Blind : Small Blind $0.25
Big Blind : Big blind $0.50
*** HOLE CARDS ***
{Big Blind} : Card dealt to a spot [Ah Kd]
{UTG} : Card dealt to a spot [9s 9c]
{UTG+1} : Card dealt to a spot [7d 2c]
{Dealer} : Card dealt to a spot [Jc Ts]
{Small Blind} : Card dealt to a spot [4h 4s]
{UTG} : Raises $1.50 to $1.50
{UTG+1} : Folds
{Dealer} : Folds
{Small Blind} : Folds
{Big Blind} : Raises $4.50 to $5
{UTG} : All-in $18.50
{Big Blind} : Call $15
*** FLOP *** [2d 7h Qc]
*** TURN *** [2d 7h Qc] [3s]
*** RIVER *** [2d 7h Qc 3s] [Ks]
{UTG} : Showdown [9s 9c Ks Qc 7h] (One pair)
{Big Blind} : Showdown [Ks Kd Ah Qc 7h] (One pair)
{Big Blind} : Hand result $40.25
*** SUMMARY ***
Total Pot($40.25)
Board [2d 7h Qc 3s Ks]
Seat+1: Big Blind $40.25  with One pair [Ah Kd-Ks Kd Ah Qc 7h]
Seat+2: UTG lose with One pair [9s 9c-9s 9c Ks Qc 7h]
Seat+3: UTG+1 Folded before the FLOP
Seat+4: Dealer Folded before the FLOP
Seat+6: Small Blind Folded before the FLOP
"""


def bovada(hero, edit=None):
    text = "Bovada Hand #4000000777 TBL#2000001 HOLDEM No Limit - 2021-03-11 22:58:57\n"
    for seat, name, stack in BOVADA_SEATS:
        me = " [ME]" if name == hero else ""
        text += f"Seat {seat}: {name}{me} ({stack} in chips)\n"
    body = BOVADA_BODY
    for _, name, _ in BOVADA_SEATS:
        body = body.replace("{" + name + "}", name + ("  [ME]" if name == hero else ""))
    text += body
    if edit:
        assert text.count(edit[0]) == 1
        text = text.replace(*edit)
    return text


# --- PokerStars Zoom: two hands at the pool 'Halley', each at a table of its own.
ZOOM = [
    ("243100000011", """Table 'Halley' 6-max Seat #1 is the button
Seat 1: Ann ($50 in chips)
Seat 2: Bob ($50 in chips)
Seat 3: Cid ($50 in chips)
Bob: posts small blind $0.25
Cid: posts big blind $0.50
*** HOLE CARDS ***
{dealt}Ann: raises $1 to $1.50
Bob: folds
Cid: folds
Uncalled bet ($1) returned to Ann
Ann collected $1.25 from pot
Ann: doesn't show hand
*** SUMMARY ***
Total pot $1.25 | Rake $0
Seat 1: Ann (button) collected ($1.25)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) folded before Flop
""", {"Ann": "[Qc Qs]", "Bob": "[7h 5d]"}),
    ("243100000520", """Table 'Halley' 6-max Seat #2 is the button
Seat 1: Ann ($51.25 in chips)
Seat 2: Bob ($49.75 in chips)
Seat 5: Eve ($50 in chips)
Eve: posts small blind $0.25
Ann: posts big blind $0.50
*** HOLE CARDS ***
{dealt}Bob: calls $0.50
Eve: folds
Ann: checks
*** FLOP *** [2c 7d Jh]
Ann: bets $1
Bob: folds
Uncalled bet ($1) returned to Ann
Ann collected $1.25 from pot
Ann: doesn't show hand
*** SUMMARY ***
Total pot $1.25 | Rake $0
Board [2c 7d Jh]
Seat 1: Ann (big blind) collected ($1.25)
Seat 2: Bob (button) folded on the Flop
Seat 5: Eve (small blind) folded before Flop
""", {"Ann": "[Ah Kh]", "Bob": "[8s 6s]"}),
]


def zoom(hero, edit=None):
    out = []
    for number, body, cards in ZOOM:
        text = f"PokerStars Zoom Hand #{number}:  Hold'em No Limit ($0.25/$0.50) - 2024/05/01 20:00:00 ET\n"
        text += body.replace("{dealt}", f"Dealt to {hero} {cards[hero]}\n")
        out.append(text)
    text = "\n\n".join(out)
    if edit:
        assert text.count(edit[0]) == 1
        text = text.replace(*edit)
    return text


# --- PokerNow: rows newest first, as the site writes them; two hands of one game.
POKERNOW = [
    ("1", "g7cpy1", "Ann", 0, [
        "Player stacks: #1 \"\"Ann @ a1\"\" (100.00) | #2 \"\"Bob @ b2\"\" (100.00) | #3 \"\"Cid @ c3\"\" (100.00)",
        "{hero}",
        "\"\"Bob @ b2\"\" posts a small blind of 0.50",
        "\"\"Cid @ c3\"\" posts a big blind of 1.00",
        "\"\"Ann @ a1\"\" raises to 3.00",
        "\"\"Bob @ b2\"\" folds",
        "\"\"Cid @ c3\"\" folds",
        "Uncalled bet of 2.00 returned to \"\"Ann @ a1\"\"",
        "\"\"Ann @ a1\"\" collected 2.50 from pot",
    ], {"Ann": "A♠, K♦", "Bob": "7♣, 2♦"}),
    ("2", "g7cpy2", "Bob", 30, [
        "Player stacks: #1 \"\"Ann @ a1\"\" (101.50) | #2 \"\"Bob @ b2\"\" (99.50) | #3 \"\"Cid @ c3\"\" (99.00)",
        "{hero}",
        "\"\"Cid @ c3\"\" posts a small blind of 0.50",
        "\"\"Ann @ a1\"\" posts a big blind of 1.00",
        "\"\"Bob @ b2\"\" calls 1.00",
        "\"\"Cid @ c3\"\" folds",
        "\"\"Ann @ a1\"\" checks",
        "Flop:  [2♣, 7♥, 9♠]",
        "\"\"Ann @ a1\"\" bets 2.00",
        "\"\"Bob @ b2\"\" folds",
        "Uncalled bet of 2.00 returned to \"\"Ann @ a1\"\"",
        "\"\"Ann @ a1\"\" collected 2.50 from pot",
    ], {"Ann": "Q♠, Q♦", "Bob": "9♣, 8♦"}),
]


def pokernow(hero, edit=None):
    rows = []  # oldest first, reversed when written
    clock = 0
    for number, code, dealer, start, lines, cards in POKERNOW:
        stamp = lambda: f"2023-11-14T22:{13 + (start + clock) // 60:02d}:{(start + clock) % 60:02d}.000Z"
        header = (f"\"-- starting hand #{number} (id: {code})  (No Limit Texas Hold'em) "
                  f"(dealer: \"\"{dealer} @ {dealer[0].lower()}{'123'[['Ann', 'Bob', 'Cid'].index(dealer)]}\"\") --\"")
        rows.append((header, stamp()))
        clock += 1
        for line in lines:
            text = f"Your hand is {cards[hero]}" if line == "{hero}" else line
            rows.append((f"\"{text}\"", stamp()))
            clock += 1
        rows.append((f"\"-- ending hand #{number} --\"", stamp()))
        clock += 1
    out = ["entry,at,order"]
    for i, (entry, at) in reversed(list(enumerate(rows))):
        out.append(f"{entry},{at},{170000000000000 + i * 100000}")
    text = "\n".join(out) + "\n"
    if edit:
        assert text.count(edit[0]) == 1
        text = text.replace(*edit)
    return text


# --- PHH: one hand of an event, named by `event` and `hand`.
PHH = """variant = 'NT'
ante_trimming_status = true
antes = [0, 0, 0]
blinds_or_straddles = [50, 100, 0]
min_bet = 100
starting_stacks = [10000, 10000, 10000]
actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'p3 cbr 300', 'p1 f', 'p2 cc', 'd db JcQh3s', 'p2 cc', 'p3 cbr 400', 'p2 f']
event = 'Copies Cup Day 1'
hand = 17
players = ['Ann', 'Bob', 'Cid']
finishing_stacks = [9950, 9700, 10350]
"""


def write(name, text):
    with open(name, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


write("winamax_ann.txt", winamax("Ann"))
write("winamax_bob.txt", winamax("Bob"))
write("winamax_bob_edited.txt", winamax("Bob", ("Ann bets 2.50€\n", "Ann bets 3€\n")))
write("bovada_ann.txt", bovada("UTG+1"))
write("bovada_bob.txt", bovada("Dealer"))
write("bovada_bob_edited.txt", bovada("Dealer", ("($69.62 in chips)", "($69.72 in chips)")))
write("zoom_ann.txt", zoom("Ann"))
write("zoom_bob.txt", zoom("Bob"))
write("zoom_bob_edited.txt", zoom("Bob", ("Ann: raises $1 to $1.50\n", "Ann: raises $1.25 to $1.75\n")))
write("pokernow_ann.txt", pokernow("Ann"))
write("pokernow_bob.txt", pokernow("Bob"))
write("pokernow_bob_edited.txt",
      pokernow("Bob", ("#3 \"\"Cid @ c3\"\" (100.00)", "#3 \"\"Cid @ c3\"\" (100.50)")))
write("phh_hand.phh", PHH)
write("phh_hand_edited.phh", PHH.replace("starting_stacks = [10000, 10000, 10000]",
                                         "starting_stacks = [10000, 10050, 10000]"))
