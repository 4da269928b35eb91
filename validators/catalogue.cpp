#include "validators/catalogue.h"

#include <array>
#include <cstddef>

namespace validators {

namespace {

using engine::Rule;

// Shared example headers (PokerStars text conventions, POKERSTARS_FORMAT.md §1).
#define HA_NL_HEADER \
  "PokerStars Hand #1001:  Hold'em No Limit ($0.25/$0.50 USD) - 2024/05/01 20:00:00 ET\n"

// In the order of enum class engine::Rule (FINDINGS.md order).
constexpr auto kDocs = std::to_array<RuleDoc>({
    // ---------------------------------------------------------------- format
    {
        .rule = Rule::kParseError,
        .summary = "A hand could not be read; the report gives line, column, the expected "
                   "element and an excerpt.",
        .checks =
            "Each hand is matched against the grammar of its format (PokerStars text, PHH or "
            "OHH). Once a line has been recognised by its opening words, the rest of it must "
            "match too; the first place where it does not is reported with its 1-based line "
            "and column, the element the grammar was looking for and a short excerpt. That hand "
            "is not audited, but hands are split on their header lines, so the following hands "
            "of the same file are still read.",
        .authority = "No poker rule: the input formats (POKERSTARS_FORMAT.md, PHH.md, OHH.md)",
        .profile_switches = "",
        .example = HA_NL_HEADER
        "Table 'Alpha' 6-max Seat #1 is the button\n"
        "Seat 1: Ann [$50 in chips]\n"
        "=> parse-error (error) at 3:13: expected '(' before the chip count, found '['",
    },
    {
        .rule = Rule::kUnsupportedGame,
        .summary = "The hand was read, but its game or a feature of it cannot be replayed yet; "
                   "counted, not audited.",
        .checks =
            "After a successful parse, the hand's variant, betting structure and special "
            "features are looked up among the game definitions the engine knows. If one is "
            "missing, the hand is counted in the totals and reported once, naming what is "
            "missing, and no other rule is run on it. This keeps an unmodelled game from "
            "producing a stream of false errors.",
        .authority = "No poker rule: coverage of the engine's game definitions (DESIGN.md)",
        .profile_switches = "",
        .example =
            "PokerStars Hand #1001:  Courchevel Hi/Lo Pot Limit ($0.25/$0.50 USD) - "
            "2024/05/01 20:00:00 ET\n"
            "Table 'Alpha' 6-max Seat #2 is the button\n"
            "Seat 1: Ann ($50 in chips)\n"
            "=> unsupported-game (warning) in a build with no Courchevel Hi/Lo definition: "
            "the hand is counted, not replayed",
    },
    {
        .rule = Rule::kTruncatedHand,
        .summary = "The hand breaks off before its end: no summary section, or cut off in the "
                   "middle of a line.",
        .checks =
            "A hand must run to the end of its closing section: for PokerStars text the "
            "`*** SUMMARY ***` marker, the total-pot line and a seat line per player dealt in. "
            "A hand that stops sooner, because the file ends or because the next header begins "
            "in the middle of one of its lines after a client crash, is reported at its last "
            "complete line. It is not replayed, since the missing part may hold actions, pots "
            "or awards.",
        .authority = "No poker rule: the input formats (POKERSTARS_FORMAT.md §0, §9)",
        .profile_switches = "",
        .example =
            "*** FLOP *** [9d Kh 2c]\n"
            "Ann: bets $1\n"
            "Bob: calls $1\n"
            "*** TURN *** [9d Kh 2c] [5PokerStars Hand #1002:  Hold'em No Limit ($0.25/$0.50 "
            "USD) - 2024/05/01 20:01:10 ET\n"
            "=> truncated-hand (error): hand #1001 stops inside its turn marker and has no "
            "*** SUMMARY ***",
    },
    {
        .rule = Rule::kInconsistentRecord,
        .summary = "The log contradicts itself: summary against actions, a seat given twice, an "
                   "unseated name acting.",
        .checks =
            "Facts that the log states in more than one place are compared before any poker "
            "rule is applied: the summary's seat lines against the action lines (position tags, "
            "the street on which a player folded, who showed), the seat list against itself (a "
            "seat number or a name appearing twice), every posting, acting or collecting "
            "name against the seated players, and in draw games a written reshuffle against "
            "the cards left in the stub, and a tournament hand's result lines against its money (a "
            "player who finished the tournament ends the hand with nothing unless 1st, the winner alone "
            "with chips, players out in one hand placed by their starting stacks, a bounty won on a player "
            "out in the hand by one who collected). Each contradiction is reported with both places. "
            "Whether the money adds up is left to the conservation rules.",
        .authority = "No outside authority: the record must agree with itself (model invariant)",
        .profile_switches = "draw_burns, draw_last_card",
        .example = HA_NL_HEADER
        "Table 'Alpha' 6-max Seat #1 is the button\n"
        "Seat 1: Ann ($50 in chips)\n"
        "Seat 2: Bob ($50 in chips)\n"
        "Seat 2: Cid ($20 in chips)\n"
        "=> inconsistent-record (error): seat 2 is listed twice (Bob on line 4, Cid on line 5)",
    },
    // ------------------------------------------------------------------ deal
    {
        .rule = Rule::kDuplicateCard,
        .summary = "One card appears twice in the same hand (hole cards, board, up-cards, draws "
                   "or burns).",
        .checks =
            "Every card the log reveals (hole and up-cards, each board of a run-it-twice, drawn "
            "and discarded cards, logged burns, shown and mucked cards) goes into one set per "
            "hand, and a card met a second time is reported at the line that deals or shows the "
            "second copy (the lines in log order). Repetitions "
            "that are the same physical card by convention do not count: the earlier board "
            "repeated in the turn and river markers, stud up-cards repeated on later streets, "
            "cards kept through a draw, and the run-out shared by every board. In draw games "
            "each card is followed from the deal or exchange that gave it to the exchange or fold "
            "that let it go: two players may not hold it at once, and a card let go comes back "
            "only from a reshuffle that took it in, once the stub ran out (the deck less the hands "
            "dealt, the burns and every card drawn; where the log writes its reshuffles, where "
            "its lines say), never in the exchange that threw it, from a folded hand only where "
            "folded hands are reshuffled, and to the player who threw it only where the profile "
            "allows. The message names the rule the second copy breaks. A duplicate means a "
            "fouled deck, which voids the hand and returns every bet.",
        .authority = "TDA 2024 Rule 35-E; WSOP-T 88-d; the rooms' draw reshuffle rules",
        .profile_switches = "draw_burns, draw_last_card, draw_reshuffle_mucked, draw_own_discards",
        .example =
            "*** HOLE CARDS ***\n"
            "Dealt to Ann [As Kd]\n"
            "Ann: raises $1 to $1.50\n"
            "*** FLOP *** [9d As 2c]\n"
            "=> duplicate-card (error): As is in Ann's hole cards (line 2) and on the flop "
            "(line 4)",
    },
    {
        .rule = Rule::kInvalidCard,
        .summary = "A card that the game's deck does not contain, e.g. a Five in short deck.",
        .checks =
            "Each card is checked against the deck of the hand's game definition: the usual 52 "
            "cards, the 36 cards from Six to Ace in short deck (6+ Hold'em), and jokers only in "
            "games that use one. A well-formed card that is not in that deck is reported where "
            "it appears. Text that is not a card at all (`Zs`, `1h`) is a parse-error instead.",
        .authority = "TDA 2024 Rule 35-A6; WSOP-T §IX (Short Deck)",
        .profile_switches = "",
        .example =
            "PokerStars Hand #1001: 6+ Hold'em No Limit (Button Blind $5 - Ante $5 USD) - "
            "2024/05/01 20:00:00 ET\n"
            "*** HOLE CARDS ***\n"
            "Dealt to Ann [As 5d]\n"
            "=> invalid-card (error): 5d is not in the 36-card deck of 6+ Hold'em",
    },
    {
        .rule = Rule::kWrongCardCount,
        .summary = "Wrong number of hole, up or board cards for the game and street, or too many "
                   "cards drawn.",
        .checks =
            "Each player's cards are counted against the variant: 2 in hold'em, 4 in Omaha, 5 in "
            "five-card Omaha and Courchevel, 6 in six-card Omaha, 4 in badugi, 5 in the other "
            "draw games, and in stud three on third street and one more on each later street up "
            "to 7. The board must grow by 3, 1 and 1 cards on the flop, turn and river. In draw "
            "games a player may not exchange more cards than the variant allows, is dealt as "
            "many new cards as he threw, and must hold the full count afterwards.",
        .authority = "TDA 2024 Rules 35-A5, 39; WSOP-L 231, 271",
        .profile_switches = "",
        .example =
            "PokerStars Hand #1001:  Omaha Pot Limit ($0.25/$0.50 USD) - 2024/05/01 20:00:00 ET\n"
            "*** HOLE CARDS ***\n"
            "Dealt to Ann [As Kd Qh]\n"
            "=> wrong-card-count (error): Ann holds 3 hole cards; Omaha deals 4",
    },
    {
        .rule = Rule::kCardsAfterHandEnded,
        .summary = "Board or other cards were dealt after only one player was left in the hand "
                   "(a rabbit hunt).",
        .checks =
            "The replay marks the moment at which every player but one has folded. Any street "
            "marker, board card, up-card or draw logged after that moment is reported, since the "
            "hand was already decided and such cards play no part in it. Run-outs after an "
            "all-in are not affected: there at least two players are still in and the cards "
            "decide the pot.",
        .authority = "TDA 2024 Rule 28 (no rabbit hunting)",
        .profile_switches = "",
        .example =
            "*** FLOP *** [9d Kh 2c]\n"
            "Ann: bets $1\n"
            "Bob: folds\n"
            "Uncalled bet ($1) returned to Ann\n"
            "*** TURN *** [9d Kh 2c] [5s]\n"
            "=> cards-after-hand-ended (warning): a turn card was dealt after Bob's fold left Ann "
            "alone",
    },
    // ------------------------------------------------------------ forced-bet
    {
        .rule = Rule::kWrongBlindPosition,
        .summary = "A small or big blind was posted from a seat other than the one the button "
                   "position requires.",
        .checks =
            "From the button seat and the players dealt in, the small blind is due from the "
            "first seat clockwise of the button and the big blind from the next one; heads-up "
            "the button posts the small blind. A regular blind posted from any other seat is "
            "reported. Under a dead button (button_mode) the small blind may legitimately be "
            "missing, and posts that the rules allow elsewhere (made-up missed blinds, a new "
            "player's big blind) are judged by the missed-blind rules, not here.",
        .authority = "RRP Button and Blind Use; TDA 2024 Rules 32, 34-B; WSOP-L 153",
        .profile_switches = "button_mode",
        .example =
            "Table 'Alpha' 6-max Seat #1 is the button\n"
            "Seat 3: Cid ($50 in chips)\n"
            "Seat 4: Dee ($50 in chips)\n"
            "Bob: posts small blind $0.25\n"
            "Dee: posts big blind $0.50\n"
            "=> wrong-blind-position (error): the big blind is due from seat 3 (Cid), the seat "
            "after Bob's small blind, not seat 4",
    },
    {
        .rule = Rule::kWrongForcedBetAmount,
        .summary = "A blind, ante, straddle or bring-in of the wrong size, posted by a player "
                   "who was not all-in.",
        .checks =
            "Every forced bet is compared with the structure of the hand: the blinds and ante "
            "of the stakes or tournament level, the big-blind or button ante, the stud ante and "
            "bring-in, and a fixed straddle where the game defines one. A smaller post is legal "
            "only when it puts the poster all-in, and a larger one never is. A short all-in "
            "blind does not lower the amount the others must call; a changed level applies from "
            "the next hand only.",
        .authority = "RRP Button and Blind Use 1; WSOP-L 150; TDA 2024 Rule 23",
        .profile_switches = "",
        .example = HA_NL_HEADER
        "Seat 3: Cid ($50 in chips)\n"
        "Bob: posts small blind $0.25\n"
        "Cid: posts big blind $0.25\n"
        "=> wrong-forced-bet-amount (error): the big blind is $0.50 and Cid, with $49.75 "
        "behind, was not all-in",
    },
    {
        .rule = Rule::kDeadMoneyCountedLive,
        .summary = "Dead chips (a dead small blind, part of made-up blinds, an ante) were counted "
                   "in a call or raise.",
        .checks =
            "Forced chips are split into a live part, which counts toward the poster's bet on "
            "the street, and a dead part, which goes straight into the pot: every ante is dead, "
            "and of made-up missed blinds only the amount of one big blind is live. On "
            "PokerStars `posts small & big blinds $0.75` holds $0.25 dead, and a plain `posts "
            "small blind` from a seat that is not the small blind is dead too. The poster's "
            "later calls and raises are measured from his live chips only, so an amount that "
            "only fits when dead chips are added is reported.",
        .authority = "WSOP-L 156; RRP Button and Blind Use (missed blinds)",
        .profile_switches = "",
        .example =
            "Ann: posts small blind $0.25\n"
            "Bob: posts big blind $0.50\n"
            "Cid: posts small & big blinds $0.75\n"
            "*** HOLE CARDS ***\n"
            "Dee: raises $1 to $1.50\n"
            "Cid: calls $0.75\n"
            "=> dead-money-counted-live (error): only $0.50 of Cid's post is live, so his call "
            "is $1, not $0.75",
    },
    {
        .rule = Rule::kBringInWrongPlayer,
        .summary = "The stud bring-in came from the wrong player: not the lowest up-card (the "
                   "highest in razz).",
        .checks =
            "On third street the bring-in is owed by the lowest up-card in seven-card stud and "
            "stud/8, aces counting high, and by the highest up-card in razz, aces counting low "
            "so that a King is the worst. Equal ranks are ordered by suit, spades highest, then "
            "hearts, diamonds, clubs: the 2c is the lowest card of all and the Ks the highest. "
            "The bring-in line must come from that player; it is reported even when play went "
            "on, because the table may let a wrong bring-in stand once the next player acted.",
        .authority = "RRP Seven-Card Stud 1; RRP Ties 1; WSOP-L 215, 218, 235, 240; WSOP-T §IX",
        .profile_switches = "",
        .example =
            "PokerStars Hand #1001:  7 Card Stud Limit ($0.10/$0.20 USD) - 2024/05/01 20:00:00 "
            "ET\n"
            "*** 3rd STREET ***\n"
            "Dealt to Ann [Kd 8c 2d]\n"
            "Dealt to Bob [2c]\n"
            "Dealt to Cid [9h]\n"
            "Ann: brings in for $0.05\n"
            "=> bring-in-wrong-player (error): Bob's 2c is lower than Ann's 2d by suit; Bob owes "
            "the bring-in",
    },
    {
        .rule = Rule::kIllegalStraddle,
        .summary = "A straddle the profile does not allow: from the wrong seat, of the wrong "
                   "size, or in a limit game.",
        .checks =
            "A straddle is a voluntary live blind posted before the cards are dealt. The "
            "straddles switch says where one may come from: nowhere, only under the gun, or any "
            "seat with the button taking priority. Each straddle must be at least a legal raise "
            "over the blind or straddle before it, a button straddle is never allowed in a limit "
            "game, and tournament hands allow no straddle at all. Where restraddles allows a "
            "re-straddle, it is twice the straddle before it, from the next player dealt in.",
        .authority = "WSOP-L 161, 162; RRP No-Limit (straddles); TDA and WSOP-T have none",
        .profile_switches = "straddles, restraddles",
        .example = HA_NL_HEADER
        "Ann: posts small blind $0.25\n"
        "Bob: posts big blind $0.50\n"
        "Cid: straddle $1\n"
        "=> illegal-straddle (error), profile pokerstars (straddles = none): no straddle is "
        "allowed",
    },
    {
        .rule = Rule::kMissedBlindNotPosted,
        .summary = "A player who sat out while the big blind passed him was dealt in again without "
                   "posting it.",
        .checks =
            "Across the hands of one cash table, a seated player who is not dealt in while the "
            "big blind passes his seat (his seat lies clockwise between that hand's small blind "
            "and big blind) owes it. When he is next dealt in he must post a big blind (alone or "
            "as 'small & big blinds') or be the big blind himself; being dealt in without either "
            "is reported at his seat line. The debt is followed from hand to hand only while the "
            "button and blinds move as the rule requires (the hands are then consecutive); under "
            "the simplified moving button a seat change writes it off. Tournaments are not "
            "followed: an absent player is blinded off, never skipped. A warning, because a "
            "house option the log does not show may excuse it.",
        .authority = "WSOP-L 156-157; RRP Button and Blind Use (missed blinds)",
        .profile_switches = "button_mode",
        .example = HA_NL_HEADER
        "Table 'Delta' 6-max Seat #1 is the button\n"
        "Seat 3: Cid ($50 in chips) is sitting out\n"
        "Bob: posts small blind $0.25\n"
        "Dee: posts big blind $0.50\n"
        "PokerStars Hand #1009:  Hold'em No Limit ($0.25/$0.50 USD) - 2024/05/01 20:06:00 ET\n"
        "Seat 3: Cid ($50 in chips)\n"
        "=> missed-blind-not-posted (warning): Cid sat out when the big blind passed his seat "
        "in #1001 and is dealt in in #1009 without posting it",
    },
    {
        .rule = Rule::kBbaOrderViolation,
        .summary = "A short big blind's chips were divided between blind and big-blind ante in "
                   "the wrong order.",
        .checks =
            "When the player in the big blind also owes the big-blind ante but cannot cover "
            "both, bba_order decides where his chips go first: to the live blind (bb_first, TDA "
            "2024) or to the dead ante (ante_first, the older practice). The split in the log is "
            "compared with the one the profile requires. It matters because the live part is "
            "what he can win from each opponent, while the dead ante goes into the main pot "
            "untrimmed.",
        .authority = "TDA 2024 RP-11; Card Player, Oct 2019 (TDA summit poll on ante-first)",
        .profile_switches = "bba_order",
        .example =
            "PokerStars Hand #1001: Tournament #2001, $10+$1 USD Hold'em No Limit - Level X "
            "(500/1000) - 2024/05/01 20:00:00 ET\n"
            "Table '2001 1' 9-max Seat #1 is the button\n"
            "Seat 3: Cid (800 in chips)\n"
            "Cid: posts the ante 800 and is all-in\n"
            "Bob: posts small blind 500\n"
            "=> bba-order-violation (error), profile tda (bba_order = bb_first): Cid's 800 is a "
            "short big blind, not an ante",
    },
    {
        .rule = Rule::kButtonMovement,
        .summary = "From one hand to the next of a table, the button or blinds did not move as the "
                   "button rule requires.",
        .checks =
            "The hands of each table (site, tournament, table name) are put in hand-number order "
            "across all inputs, and the button, small-blind and big-blind seats of each hand are "
            "predicted from the hand before it. Moving button: the button goes to the next player "
            "dealt in, the blinds to the players after it. Dead button: the big blind moves on "
            "one player, the small blind is the previous big blind's seat (not posted if he has "
            "gone), the button the previous small blind's seat even when empty. Heads-up, under "
            "either, the big blind moves on and the other player has the button and small blind. "
            "Hands are judged only when every stack carried over from the previous hand, since a "
            "hand missing from the input also moves the button.",
        .authority = "TDA 2024 Rules 32, 34-B; RRP Button and Blind Use 2; WSOP-T 85, 87; "
                     "WSOP-L 151, 153",
        .profile_switches = "button_mode",
        .example = HA_NL_HEADER
        "Table 'Alpha' 6-max Seat #1 is the button\n"
        "Bob: posts small blind $0.25\n"
        "Cid: posts big blind $0.50\n"
        "PokerStars Hand #1002:  Hold'em No Limit ($0.25/$0.50 USD) - 2024/05/01 20:01:30 ET\n"
        "Table 'Alpha' 6-max Seat #3 is the button\n"
        "=> button-movement (error), profile pokerstars (button_mode = simplified_moving): the "
        "button is seat 3 (Cid); it moves from seat 1 to the next player dealt in, seat 2 (Bob)",
    },
    {
        .rule = Rule::kBigBlindTwiceOrSkipped,
        .summary = "A player paid the big blind twice in a row, or skipped it in an orbit, with "
                   "no logged reason.",
        .checks =
            "Two consecutive hands of a table (hand-number order, judged only when the stacks "
            "carry over or the button moved as required, docs/cross-hand.md): the player who "
            "posted the big blind in the first posts it again in the second. Under every button "
            "rule, heads-up included, the big blind moves on each hand. The button-movement "
            "finding of the same pair says where the blinds should have been. A big blind "
            "skipped over an orbit is judged pair by pair too: under the dead button the big "
            "blind must move exactly one player every hand, so a player it passes by is a "
            "button-movement finding of that pair; under the moving button a player may miss "
            "it when another busts (PokerStars, corpus tournament 2352932543: the big blind "
            "goes from seat 2 to seat 4 and seat 3 posts the small blind twice), which is no "
            "finding. A warning, because the reason (a table move, a misdeal) is often not "
            "logged.",
        .authority = "TDA 2024 Rules 34-B, 11-A; WSOP-T 87",
        .profile_switches = "button_mode",
        .example = HA_NL_HEADER
        "Table 'Alpha' 6-max Seat #1 is the button\n"
        "Cid: posts big blind $0.50\n"
        "Ann leaves the table\n"
        "PokerStars Hand #1002:  Hold'em No Limit ($0.25/$0.50 USD) - 2024/05/01 20:01:30 ET\n"
        "Table 'Alpha' 6-max Seat #2 is the button\n"
        "Bob: posts small blind $0.25\n"
        "Cid: posts big blind $0.50\n"
        "=> big-blind-twice-or-skipped (warning): Cid posts the big blind in #1001 and #1002; "
        "heads-up the button should go to him",
    },
    {
        .rule = Rule::kDealtInBetweenSbAndButton,
        .summary = "A newly seated player was dealt in between the small blind and the button "
                   "without posting.",
        .checks =
            "When a player appears at a table for the first time, his seat is placed relative "
            "to the button and blinds of that hand. If it lies clockwise after the button and "
            "before the small blind, he may not be dealt in at once, since he would get the "
            "button next without ever paying a blind. In cash he may buy the button with a big "
            "blind (plus a dead small blind where the house asks for it); otherwise, and always "
            "in tournaments, he waits until the button has passed. A PokerStars seat marked "
            "`out of hand` is not dealt in and is fine.",
        .authority = "TDA 2024 Rules 8-A, 10-A; WSOP-L 154",
        .profile_switches = "button_mode",
        .example =
            "PokerStars Hand #1001: Tournament #2001, $10+$1 USD Hold'em No Limit - Level II "
            "(15/30) - 2024/05/01 20:10:00 ET\n"
            "Table '2001 1' 9-max Seat #1 is the button\n"
            "Seat 2: Gus (1500 in chips)\n"
            "Bob: posts small blind 15\n"
            "Cid: posts big blind 30\n"
            "*** HOLE CARDS ***\n"
            "Gus: folds\n"
            "=> dealt-in-between-sb-and-button (error): Gus, new in seat 2, was dealt in between "
            "the button (seat 1) and Bob's small blind (seat 3)",
    },
    // ---------------------------------------------------------- action-order
    {
        .rule = Rule::kActionOutOfTurn,
        .summary = "A player acted while someone else was due to act.",
        .checks =
            "The replay keeps the order of play: after each action the player due next is the "
            "first one clockwise who is still in the hand, is not all-in and still has to act. "
            "An action logged by anyone else is reported with the name of the player who was "
            "due. The opening action of a street has its own rule (wrong-first-actor), and "
            "actions by players who can no longer act are action-by-inactive-player. In draw "
            "games an exchange (discarding or standing pat) is an action too: every player still "
            "in, all-in or not, draws once a round, clockwise from the first left of the button, "
            "once the betting before the draw is over; an exchange before then, out of that "
            "order or twice in a round is reported.",
        .authority = "TDA 2024 Rules 50, 53",
        .profile_switches = "",
        .example =
            "*** FLOP *** [9d Kh 2c]\n"
            "Bob: checks\n"
            "Dee: bets $1\n"
            "Cid: folds\n"
            "=> action-out-of-turn (error): Cid (seat 3) was due after Bob (seat 2); Dee (seat 4) "
            "bet out of turn",
    },
    {
        .rule = Rule::kWrongFirstActor,
        .summary = "The first action of a street came from the wrong player.",
        .checks =
            "Pre-flop the first to act is the player left of the big blind (or of the last "
            "straddle), and heads-up it is the button; over a button straddle (or, by the "
            "house, any later seat's) the order follows button_straddle_order. On every later street and after each draw it is the first "
            "player with chips clockwise from the button seat, even when that seat is empty. In "
            "stud the bring-in opens third street and the best showing hand (the lowest in "
            "razz) opens the later ones, ties between boards going by position or by suit as "
            "stud_showing_tie says.",
        .authority = "RRP Button and Blind Use; TDA 2024 Rule 34-B, RP-10-D; WSOP-T 87; WSOP-L "
                     "215, 235, 240",
        .profile_switches = "button_straddle_order, stud_showing_tie",
        .example =
            "Table 'Alpha' 6-max Seat #1 is the button\n"
            "*** FLOP *** [9d Kh 2c]\n"
            "Cid: bets $1\n"
            "=> wrong-first-actor (error): Bob (seat 2, still in the hand) opens the flop, not "
            "Cid (seat 3)",
    },
    {
        .rule = Rule::kActionByInactivePlayer,
        .summary = "A player who had folded, was all-in or was not in the hand took an action.",
        .checks =
            "Each player's status is followed through the hand: dealt in or not, folded, "
            "all-in. A check, bet, call, raise or fold by a player who has folded, who has no "
            "chips left after an all-in, or who is sitting out or was never dealt in is "
            "reported, and so is a draw (discarding or standing pat) by a player who has folded "
            "or was never dealt in. Showing or mucking cards at showdown is not a betting action "
            "and is not affected.",
        .authority = "TDA 2024 Rule 30; RRP (general betting rules)",
        .profile_switches = "",
        .example =
            "Cid: calls $0.50\n"
            "Ann: calls $0.25\n"
            "Bob: raises $9.50 to $10 and is all-in\n"
            "Cid: calls $9.50\n"
            "Ann: calls $9.50\n"
            "*** FLOP *** [9d Kh 2c]\n"
            "Ann: checks\n"
            "Bob: checks\n"
            "=> action-by-inactive-player (error): Bob has been all-in since the pre-flop raise "
            "and cannot act",
    },
    {
        .rule = Rule::kRoundClosedEarly,
        .summary = "A betting round ended while a player still had to act, e.g. a skipped "
                   "big-blind option.",
        .checks =
            "A round is over only when every player still in and not all-in has acted since the "
            "last full bet or raise and matched the highest bet, or when at most one player "
            "with chips is left and he has matched it. Posting a blind is not an action, so "
            "when pre-flop play is only calls the big blind (and a live straddler) still has the "
            "option to check or raise. A street marker, showdown or summary that comes before "
            "that point is reported, naming the player who was passed over. In draw games a "
            "draw round is over only when every player still in has drawn or stood pat: betting "
            "that starts before is reported too.",
        .authority = "RRP Button and Blind Use 2; WSOP-L 152",
        .profile_switches = "",
        .example =
            "Ann: posts small blind $0.25\n"
            "Bob: posts big blind $0.50\n"
            "*** HOLE CARDS ***\n"
            "Cid: calls $0.50\n"
            "Ann: calls $0.25\n"
            "*** FLOP *** [9d Kh 2c]\n"
            "=> round-closed-early (error): the flop was dealt before Bob used his big-blind "
            "option",
    },
    {
        .rule = Rule::kActionAfterRoundClosed,
        .summary = "An action was logged after its betting round was already complete.",
        .checks =
            "Once the round's closing condition holds (everyone able to act has done so since "
            "the last full bet or raise and matched the highest bet, or at most one player with "
            "chips remains), nothing but the next street, the draw or the showdown may follow. "
            "A check, bet, call, raise or fold logged in between is reported; it usually points "
            "to a duplicated or misplaced line.",
        .authority = "Round closure as all authorities describe it (RULES.md R-BET-3); TDA 2024 "
                     "Rule 50",
        .profile_switches = "",
        .example =
            "*** FLOP *** [9d Kh 2c]\n"
            "Ann: bets $1\n"
            "Bob: calls $1\n"
            "Ann: checks\n"
            "*** TURN *** [9d Kh 2c] [5s]\n"
            "=> action-after-round-closed (error): the flop was complete after Bob's call, so "
            "Ann's check comes too late",
    },
    // ----------------------------------------------------------- illegal-bet
    {
        .rule = Rule::kCheckFacingBet,
        .summary = "A player checked although he had an amount to call.",
        .checks =
            "A check is legal only when the player's bet on the street already equals the "
            "highest bet, i.e. the amount to call is 0. Facing anything more, the big blind "
            "pre-flop or an all-in for less than a full bet included, he must fold, call or "
            "raise. In stud, when the low card is all-in for just the ante, the others still owe "
            "at least the bring-in and may not check.",
        .authority = "TDA 2024 Rule 55, RP-10-E; RRP (general betting rules)",
        .profile_switches = "",
        .example =
            "Ann: posts small blind $0.25\n"
            "Bob: posts big blind $0.50\n"
            "*** HOLE CARDS ***\n"
            "Cid: checks\n"
            "=> check-facing-bet (error): Cid faces the $0.50 big blind and may not check",
    },
    {
        .rule = Rule::kWrongCallAmount,
        .summary = "A call that is not exactly what is owed (or the caller's whole stack when he "
                   "has less).",
        .checks =
            "The chips added by a call must equal min(H - own, stack), where H is the highest "
            "bet on the street, own the caller's live bet on the street so far and stack what he "
            "has behind. A smaller call with chips behind (an undercall) and a larger one (an "
            "overcall) are both reported. A big blind that is all-in for less does not lower H: "
            "the others still owe the full big blind.",
        .authority = "TDA 2024 Rules 49, 51; WSOP-L 150, 177; RRP Button and Blind Use 1",
        .profile_switches = "",
        .example =
            "Ann: posts small blind $0.25\n"
            "Bob: posts big blind $0.30 and is all-in\n"
            "*** HOLE CARDS ***\n"
            "Cid: calls $0.30\n"
            "=> wrong-call-amount (error): the big blind stays $0.50 though Bob is all-in for "
            "$0.30; Cid owes $0.50",
    },
    {
        .rule = Rule::kBetBelowMinimum,
        .summary = "An opening bet below the minimum (the big blind; the unit in limit) by a "
                   "player with chips left.",
        .checks =
            "In no-limit and pot-limit the smallest opening bet on every street is one big "
            "blind, and a straddle does not raise that minimum after the flop. A smaller bet is "
            "legal only when it puts the bettor all-in. In fixed limit an opening bet below the "
            "street's unit by a player with chips behind is reported here; any other wrong limit "
            "size is limit-wrong-increment.",
        .authority = "RRP No-Limit 2; WSOP-L 128, 138, 170; WSOP-T §VIII",
        .profile_switches = "",
        .example = HA_NL_HEADER
        "*** FLOP *** [9d Kh 2c]\n"
        "Ann: bets $0.25\n"
        "=> bet-below-minimum (error): the smallest bet is the $0.50 big blind and Ann is not "
        "all-in",
    },
    {
        .rule = Rule::kRaiseBelowMinimum,
        .summary = "A raise smaller than the largest full bet or raise of the street, by a player "
                   "not all-in.",
        .checks =
            "Let F be the largest full bet or raise increment made so far on the street; it "
            "starts at one big blind, and pre-flop the big blind counts as the opening bet. With "
            "H the highest bet, a raise to less than H + F is reported unless it puts the raiser "
            "all-in. A short all-in raise never changes F, so a minimum worked out from its "
            "increment is wrong (the ACPC and PyPokerEngine pattern) and is reported here. After "
            "a straddle the minimum follows straddle_min_raise: one straddle more, or three big "
            "blinds.",
        .authority = "TDA 2024 Rule 43-A (Addendum Ex. 1-4); RRP No-Limit 4; WSOP-T 96; WSOP-L "
                     "170-172",
        .profile_switches = "straddle_min_raise",
        .example =
            "*** FLOP *** [9d Kh 2c]\n"
            "Ann: bets $1\n"
            "Bob: raises $1 to $2\n"
            "Cid: raises $0.50 to $2.50\n"
            "=> raise-below-minimum (error): Cid's smallest raise is to $3 ($2 + $1) and he has "
            "chips behind",
    },
    {
        .rule = Rule::kRaiseNotReopened,
        .summary = "A player who had already acted raised although the betting was not reopened "
                   "for him.",
        .checks =
            "A player who has already acted on the street, checking included, may raise again "
            "only if the amount he must add to call is at least F, the last full bet or raise. "
            "Short all-ins add up, but each player is judged on what he himself faces, so one "
            "who called part of it faces only the rest. In fixed limit an all-in that adds at "
            "least half a bet counts as a full one and reopens, while a smaller one does not. "
            "Players who have not acted yet, the big blind with its option included, may always "
            "raise.",
        .authority = "TDA 2024 Rules 47-A, 47-B; RRP Betting and Raising 6, No-Limit 3; WSOP-L "
                     "129, 171, 173",
        .profile_switches = "",
        .example =
            "*** FLOP *** [9d Kh 2c]\n"
            "Ann: bets $1\n"
            "Bob: raises $1 to $2\n"
            "Cid: raises $0.50 to $2.50 and is all-in\n"
            "Ann: calls $1.50\n"
            "Bob: raises $2.50 to $5\n"
            "=> raise-not-reopened (error): Bob faces only $0.50 more, less than the $1 full "
            "raise; he may only call or fold",
    },
    {
        .rule = Rule::kLimitWrongIncrement,
        .summary = "A fixed-limit bet or raise that is not exactly one small or big bet for the "
                   "street.",
        .checks =
            "In fixed limit every bet and raise adds exactly one unit: the small bet pre-flop "
            "and on the flop (third and fourth street in stud), the big bet from the turn (fifth "
            "street) on. A stud completion over the bring-in goes to exactly one small bet. On "
            "fourth street in stud high an open pair lets anyone bet or raise the big amount "
            "when stud_open_pair_option is on, and after a big one every later raise there is "
            "big; with the switch off, and always in stud/8 and razz, a big bet there is "
            "reported. All-ins for less are judged by the half-bet rule instead.",
        .authority = "RRP Seven-Card Stud 3-4; WSOP-L 219-220, 233, 237; TDA 2024 RP-10-F",
        .profile_switches = "stud_open_pair_option",
        .example =
            "PokerStars Hand #1001:  Hold'em Limit ($0.50/$1.00 USD) - 2024/05/01 20:00:00 ET\n"
            "*** FLOP *** [9d Kh 2c]\n"
            "Ann: bets $0.50\n"
            "Bob: raises $1 to $1.50\n"
            "=> limit-wrong-increment (error): a flop raise adds exactly $0.50 (to $1), not $1",
    },
    {
        .rule = Rule::kRaiseCapExceeded,
        .summary = "More bets and raises in one limit betting round than the cap allows.",
        .checks =
            "A fixed-limit round allows an opening bet plus limit_cap raises (limit_cap_two_rounds "
            "in games with only two betting rounds); pre-flop the big blind is the opening bet, "
            "in stud the completion is, and a straddle does not count. Heads-up the cap may be "
            "lifted as heads_up_uncap says: never, only once the whole tournament is down to "
            "two, when the round began heads-up, or whenever play became heads-up before the cap "
            "was reached. A raise beyond the cap is reported.",
        .authority = "RRP Betting and Raising 3-4; WSOP-L 126-127; WSOP-T 100-b; TDA 2024 Rule 48",
        .profile_switches = "limit_cap, limit_cap_two_rounds, heads_up_uncap",
        .example =
            "PokerStars Hand #1001:  Hold'em Limit ($0.50/$1.00 USD) - 2024/05/01 20:00:00 ET\n"
            "*** HOLE CARDS ***\n"
            "Cid: raises $0.50 to $1\n"
            "Dee: raises $0.50 to $1.50\n"
            "Eve: raises $0.50 to $2\n"
            "Ann: raises $0.50 to $2.50\n"
            "=> raise-cap-exceeded (error), profile pokerstars (limit_cap = 3): the big blind "
            "and 3 raises cap the round at $2",
    },
    {
        .rule = Rule::kPotLimitExceeded,
        .summary = "A pot-limit bet or raise larger than the pot allows.",
        .checks =
            "Let H be the highest bet on the street, own the actor's bet on the street and T "
            "every chip in the middle (earlier pots, all bets of this street including own, "
            "antes and dead money). The largest legal raise-to is 2H - own + T, i.e. call first "
            "and then raise by the whole pot; with no bet yet the largest bet is T. Pre-flop, "
            "pl_blind_basis says how a dead or short blind enters T: as full blinds, at its "
            "true value, or with the small blind counted as a big blind. An all-in above the "
            "maximum is reported as well.",
        .authority = "RRP Pot-Limit; TDA 2024 Rules 52-B, 54-B, 54-C; WSOP-T §VIII; WSOP-L 184-187",
        .profile_switches = "pl_blind_basis",
        .example =
            "PokerStars Hand #1001:  Omaha Pot Limit ($0.25/$0.50 USD) - 2024/05/01 20:00:00 ET\n"
            "Ann: posts small blind $0.25\n"
            "Bob: posts big blind $0.50\n"
            "*** HOLE CARDS ***\n"
            "Cid: raises $1.50 to $2\n"
            "=> pot-limit-exceeded (error): the largest raise-to is $1.75 (2 x $0.50 - $0 + "
            "$0.75)",
    },
    {
        .rule = Rule::kWagerExceedsStack,
        .summary = "A player put more chips into the hand than he had when it began (table "
                   "stakes).",
        .checks =
            "Only the chips in front of a player when the hand starts can play. Everything he "
            "puts in during the hand (forced bets, calls, bets and raises) must add up to no "
            "more than the starting stack of his seat line, and the action that goes past it is "
            "reported. Chips added during the hand, such as a rebuy, count from the next hand "
            "only.",
        .authority = "WSOP-L 60 (table stakes)",
        .profile_switches = "",
        .example =
            "Seat 2: Bob ($5 in chips)\n"
            "Bob: posts big blind $0.50\n"
            "*** HOLE CARDS ***\n"
            "Cid: raises $5.50 to $6\n"
            "Bob: calls $5.50\n"
            "=> wager-exceeds-stack (error): Bob started with $5 but has put in $6",
    },
    {
        .rule = Rule::kAllInFlagInconsistent,
        .summary = "Marked all-in with chips still behind, or left with no chips and not marked "
                   "all-in.",
        .checks =
            "After every wager the replay knows the player's chips behind: his starting stack "
            "minus everything he has put in. A post, bet, call or raise marked `and is all-in` "
            "must leave exactly 0, and one that leaves 0 must carry the mark. Either mismatch is "
            "reported, as it usually means a wrong stack or a lost line; formats that do not "
            "mark all-ins are not checked.",
        .authority = "Model invariant (RULES.md §0.2); PokerStars marks all-in wagers "
                     "(POKERSTARS_FORMAT.md §4, §7)",
        .profile_switches = "",
        .example =
            "Seat 3: Cid ($12 in chips)\n"
            "*** HOLE CARDS ***\n"
            "Cid: raises $9.50 to $10 and is all-in\n"
            "=> all-in-flag-inconsistent (error): Cid started with $12 and still has $2 behind",
    },
    {
        .rule = Rule::kBetWithNoLiveOpponent,
        .summary = "A bet or raise while every other player still in the hand was already "
                   "all-in.",
        .checks =
            "When all opponents who have not folded are all-in, nobody can put in more chips, "
            "so a bet or raise can only come back as an uncalled bet. Live rules do not forbid "
            "it, but engines such as PokerKit and the ACPC server refuse it, and in a log it "
            "often points to a wrong stack or a missing line, hence a warning. The chips must "
            "still be returned (see uncalled-bet-not-returned).",
        .authority = "No live rule forbids it; PokerKit and ACPC refuse it (RULES.md R-BET-3)",
        .profile_switches = "",
        .example =
            "Ann: raises $14.50 to $15 and is all-in\n"
            "Bob: calls $14.50\n"
            "*** FLOP *** [9d Kh 2c]\n"
            "Bob: bets $5\n"
            "Uncalled bet ($5) returned to Bob\n"
            "=> bet-with-no-live-opponent (warning): Ann is all-in, so Bob's bet can never be "
            "called",
    },
    // -------------------------------------------------------------- side-pot
    {
        .rule = Rule::kUncalledBetNotReturned,
        .summary = "The unmatched part of a bet was not given back, was given back wrongly, or "
                   "stayed in a pot.",
        .checks =
            "Let m1 and m2 be the two largest totals put into the hand, counting players who "
            "folded, since their chips did match part of the bet. The top contributor must get "
            "m1 - m2 back, and only he; that amount belongs to no pot and is never raked. A "
            "missing return, a wrong amount or a return to someone else is reported.",
        .authority = "TDA 2024 Rules 15-B, 65-A; WSOP-T 91",
        .profile_switches = "",
        .example =
            "*** RIVER *** [9d Kh 2c 5s] [Jh]\n"
            "Ann: bets $10\n"
            "Bob: calls $4 and is all-in\n"
            "Uncalled bet ($4) returned to Ann\n"
            "=> uncalled-bet-not-returned (error): $6 of Ann's bet ($10 - $4) was never matched; "
            "$4 was returned",
    },
    {
        .rule = Rule::kPotAmountMismatch,
        .summary = "A main or side pot stated in the log differs from the pots built from the "
                   "contributions.",
        .checks =
            "After the uncalled part is returned, the distinct contribution levels L1 < L2 < ... "
            "cut the chips into layers: layer j holds sum(min(c, Lj) - min(c, Lj-1)) over all "
            "players, and is open to those who did not fold and reached Lj. Neighbouring layers "
            "open to the same players are merged, so a new side pot starts only where a live "
            "player is all-in. Dead money (dead blinds, big-blind or button antes) goes into the "
            "main pot, while uniform antes count as contributions and are trimmed like any other "
            "chips. The `Total pot`, `Main pot` and `Side pot-N` amounts of the log are compared "
            "with this build.",
        .authority = "TDA 2024 Rule 21; WSOP-L 150; RRP (all-in and side pots)",
        .profile_switches = "",
        .example =
            "*** FLOP *** [9d Kh 2c]\n"
            "Ann: bets $3 and is all-in\n"
            "Bob: raises $5 to $8\n"
            "Cid: calls $8\n"
            "*** SUMMARY ***\n"
            "Total pot $20.50 Main pot $7.50. Side pot $13. | Rake $0\n"
            "=> pot-amount-mismatch (error): with $0.50 each pre-flop, Ann is all-in at $3.50: "
            "main $10.50, side $10",
    },
    {
        .rule = Rule::kIneligiblePlayerAwarded,
        .summary = "A pot, or half of one, went to a player who had folded or had not covered its "
                   "level.",
        .checks =
            "Each pot of the build is open only to players who did not fold and whose "
            "contribution reaches the pot's level. Every collect line, or share of a split, is "
            "matched to its pot, and a share paid to a player outside that pot's set is "
            "reported. A folded player's chips stay in the pots they reached, but he can win "
            "none of them, and an all-in player can win only the pots he covered.",
        .authority = "TDA 2024 Rule 21; RRP (all-in and side pots)",
        .profile_switches = "",
        .example =
            "Ann: bets $3 and is all-in\n"
            "Bob: raises $5 to $8\n"
            "Cid: calls $8\n"
            "*** SHOW DOWN ***\n"
            "Ann collected $10 from side pot\n"
            "Bob collected $10.50 from main pot\n"
            "=> ineligible-player-awarded (error): Ann, all-in for less, cannot win the side pot "
            "of Bob and Cid",
    },
    {
        .rule = Rule::kUnclaimablePotLayer,
        .summary = "A pot layer no remaining player can win, because all who paid into it "
                   "folded.",
        .checks =
            "After the layers are built, a layer open to nobody is reported together with what "
            "the log did with its chips (left out, merged into another pot, or paid to "
            "someone). It can only arise when every player who reached that level folded later, "
            "for example by folding without facing a bet, which is binding. No authority says "
            "who should get such chips, so the auditor describes the case and does not rule on "
            "it.",
        .authority = "No outside authority (RULES.md R-POT-4); TDA 2024 Rule 58 (binding "
                     "non-standard folds)",
        .profile_switches = "",
        .example =
            "*** FLOP *** [9d Kh 2c]\n"
            "Ann: bets $3 and is all-in\n"
            "Bob: raises $5 to $8\n"
            "Cid: calls $8\n"
            "*** TURN *** [9d Kh 2c] [5s]\n"
            "Bob: folds\n"
            "Cid: folds\n"
            "Ann collected $10.50 from main pot\n"
            "=> unclaimable-pot-layer (warning): the $10 side pot was open to Bob and Cid only, "
            "and both folded",
    },
    // ------------------------------------------------------------- pot-split
    {
        .rule = Rule::kWrongWinner,
        .summary = "A pot or half went to someone other than the best eligible hand, or the last "
                   "player left.",
        .checks =
            "The hands of each pot's eligible players are evaluated by the variant's rules: best "
            "five of seven in hold'em and stud, exactly two hole and three board cards in Omaha, "
            "ace-to-five or deuce-to-seven for low games (A-5-4-3-2 is no straight in 2-7), a "
            "flush above a full house in short deck. The pot, or each half in hi/lo, must go to "
            "the best of them, and a pot nobody contests to the one player left. Awards to "
            "anyone else are reported, including hands that only win with an illegal Omaha "
            "combination.",
        .authority = "TDA 2024 Rule 12; RRP Omaha 1; WSOP-L 281-282; WSOP-T §IX",
        .profile_switches = "",
        .example =
            "*** RIVER *** [Ac 2d 3h 4s] [5c]\n"
            "*** SHOW DOWN ***\n"
            "Ann: shows [Kh Kd Qc Qs] (a pair of Kings)\n"
            "Bob: shows [6h 7c Jd Jc] (a straight, Three to Seven)\n"
            "Ann collected $20 from pot\n"
            "=> wrong-winner (error): Bob's straight beats Ann's Kings; in Omaha the wheel on "
            "the board does not play",
    },
    {
        .rule = Rule::kTieNotSplitEqually,
        .summary = "Hands that tied did not receive equal shares, apart from odd chips.",
        .checks =
            "A pot or half won by k tied hands is divided in units of odd_chip_unit: each winner "
            "gets floor(units / k) units and the r left over go one each to r of them. Shares "
            "that differ by more than that, or a tied player who gets nothing, are reported; "
            "so is a pot paid whole to one of hands the board plays for (hold'em, a board of "
            "five that is every tied hand's best). "
            "Each pot and each hi/lo half is split on its own, and identical hands that win both "
            "halves follow hilo_identical_even.",
        .authority = "TDA 2024 Rules 20, 21; RRP Ties; WSOP-L 149; WSOP-T 73",
        .profile_switches = "odd_chip_unit, hilo_identical_even",
        .example =
            "*** RIVER *** [Ks Kd Qc Qh] [2s]\n"
            "*** SHOW DOWN ***\n"
            "Ann: shows [Ac 3d] (two pair, Kings and Queens)\n"
            "Bob: shows [Ad 4c] (two pair, Kings and Queens)\n"
            "Ann collected $12 from pot\n"
            "Bob collected $8 from pot\n"
            "=> tie-not-split-equally (error): both play K-K-Q-Q-A, so the $20 pot is $10 each",
    },
    {
        .rule = Rule::kSuitUsedToBreakTie,
        .summary = "A tie at showdown was settled in one player's favour by comparing suits.",
        .checks =
            "Suits never rank hands: two hands equal in rank and kickers share the pot. When the "
            "hands differ only in suits and the log gives the whole pot, or half, to one of "
            "them, the award is reported under this id, so that the cause is plain. Where the "
            "board plays for every tied hand (nothing of their own, suit or rank, tells them "
            "apart) no suit is involved, and the same award is tie-not-split-equally. Suits are "
            "used only for card-level decisions such as the stud bring-in and the stud odd "
            "chip.",
        .authority = "RRP Ties 1; WSOP-L 146",
        .profile_switches = "",
        .example =
            "*** RIVER *** [Ah 9c 5d Jh] [2s]\n"
            "*** SHOW DOWN ***\n"
            "Ann: shows [As Kd] (a pair of Aces)\n"
            "Bob: shows [Ac Kh] (a pair of Aces)\n"
            "Ann collected $20 from pot\n"
            "=> suit-used-to-break-tie (error): both hold A-A-K-J-9; the As does not beat the "
            "Ac, so the pot is split",
    },
    {
        .rule = Rule::kLowAwardedToNonQualifier,
        .summary = "A low half went to a hand that does not qualify (8-or-better; 2 hole + 3 "
                   "board in Omaha).",
        .checks =
            "In hi/lo games a low needs five cards of different ranks, all Eight or lower, with "
            "aces low and straights and flushes ignored. In Omaha hi/lo the low must use exactly "
            "two hole cards and three board cards, chosen independently of the high hand. A low "
            "share paid to a hand that cannot make such a low is reported.",
        .authority = "WSOP-L §VIII (Omaha Eight-or-Better b); RRP Omaha 1; WSOP-T §IX",
        .profile_switches = "",
        .example =
            "*** RIVER *** [2h 5d 7c Kd] [Ks]\n"
            "*** SHOW DOWN ***\n"
            "Ann: shows [Qh Qc Jh Jd] (HI: two pair, Kings and Queens)\n"
            "Bob: shows [Ah 9h Ts Td] (HI: two pair, Kings and Tens)\n"
            "Ann collected $10 from pot\n"
            "Bob collected $10 from pot\n"
            "=> low-awarded-to-non-qualifier (error): Bob's best low is 9-7-5-2-A, not 8 or "
            "better; he gets no low half",
    },
    {
        .rule = Rule::kScoopNotAwarded,
        .summary = "No hand qualified for low, yet the pot was split into a high and a low half.",
        .checks =
            "When no eligible player of a hi/lo pot has a qualifying low, the best high hand "
            "takes the whole pot. Each pot is judged on its own, so a side pot among players "
            "without a low is scooped even when the main pot is split. A pot divided into halves "
            "without a qualifying low is reported.",
        .authority = "WSOP-L §VIII (Omaha Eight-or-Better c); WSOP-T §IX; RRP (high-low split)",
        .profile_switches = "",
        .example =
            "*** RIVER *** [2h 6c 8d Kc] [Kh]\n"
            "*** SHOW DOWN ***\n"
            "Ann: shows [9s 9d Tc Td] (HI: two pair, Kings and Tens)\n"
            "Bob: shows [Ks Qd Jd Th] (HI: three of a kind, Kings)\n"
            "No low hand qualified\n"
            "Bob collected $2 from pot\n"
            "Ann collected $2 from pot\n"
            "=> scoop-not-awarded (error): nobody has a low, so Bob's three Kings take the whole "
            "$4",
    },
    {
        .rule = Rule::kHandDescriptionMismatch,
        .summary = "The log's description of a shown hand does not match its cards.",
        .checks =
            "The text the log gives a shown hand (`a pair of Kings`, `a flush, Ace high`, `HI: "
            "...; LO: 8,5,3,2,A`) is compared with what the evaluator makes of the same cards "
            "under the variant's rules. A different category, different ranks, or a low that is "
            "missing or invented is reported. Cards speak, so the text never changes who wins, "
            "which is why this is only a warning.",
        .authority = "TDA 2024 Rule 12 (cards speak); WSOP-L 140",
        .profile_switches = "",
        .example =
            "*** RIVER *** [9d Kh 2c 5s] [Jh]\n"
            "*** SHOW DOWN ***\n"
            "Ann: shows [Kd Ks] (two pair, Kings and Nines)\n"
            "=> hand-description-mismatch (warning): Ann's cards make three of a kind, Kings",
    },
    {
        .rule = Rule::kWinnerDidNotShow,
        .summary = "A contested pot was awarded to a hand that was not shown in full.",
        .checks =
            "To win a pot that is contested at showdown a hand must be tabled in full, even "
            "when it plays the board. The collect lines of each contested pot are matched to the "
            "shown hands, and a winner who showed no cards or only some of them is reported. A "
            "pot won because everyone else folded or mucked needs no showing and is not checked.",
        .authority = "TDA 2024 Rules 13-A, 17-B, 19; WSOP-L 139, 168",
        .profile_switches = "",
        .example =
            "*** RIVER *** [9d Kh 2c 5s] [Jh]\n"
            "Ann: bets $2\n"
            "Bob: calls $2\n"
            "*** SHOW DOWN ***\n"
            "Ann: shows [Qc] (one card)\n"
            "Bob: shows [Td 9c] (a pair of Nines)\n"
            "Ann collected $9 from pot\n"
            "=> winner-did-not-show (warning): Ann won a called pot showing one card of two",
    },
    // --------------------------------------------------------------- odd-chip
    {
        .rule = Rule::kOddChipWrongRecipient,
        .summary = "The odd chip(s) of a split pot went to the wrong player.",
        .checks =
            "Units left over from a split go one each to the winners first in line. In button "
            "games that is the first winner clockwise from the button seat, counted from the "
            "seat even when the button is dead (heads-up, the big blind); in stud games it is "
            "decided by the suit of a card as stud_odd_chip says; in hi/lo the odd unit of the "
            "whole pot goes to the high half before each half is split; with run it twice the "
            "extra unit goes to the first board. Every pot is split on its own, so pooling pots "
            "before dividing is reported here too, and a regulator's odd_chip_override replaces "
            "the usual order.",
        .authority = "TDA 2024 Rules 20-A to 20-C, 21; WSOP-T 73; WSOP-L 149, 213, 244; RRP Ties",
        .profile_switches = "stud_odd_chip, odd_chip_unit, odd_chip_override",
        .example =
            "Table 'Alpha' 6-max Seat #1 is the button\n"
            "*** RIVER *** [Ac Ad Kc Kd] [Qs]\n"
            "*** SHOW DOWN ***\n"
            "Cid: shows [Jd 2c] (two pair, Aces and Kings)\n"
            "Ann: shows [Jh 3c] (two pair, Aces and Kings)\n"
            "Ann collected $3.13 from pot\n"
            "Cid collected $3.12 from pot\n"
            "=> odd-chip-wrong-recipient (error): the odd cent goes to Cid (seat 3), the first "
            "winner left of the button",
    },
    {
        .rule = Rule::kOddChipInvalid,
        .summary = "A player got more than one odd chip from a split, or a share is a fraction "
                   "of the chip unit.",
        .checks =
            "A split is made of whole units of odd_chip_unit: one cent or one chip online (a "
            "hundredth of a chip where tournament_chips_in_cents says so), the smallest chip in "
            "play live (estimated from the amounts; for chips without a currency only under "
            "chip_in_play_without_currency). Every winner gets the same number of units and at most "
            "one extra unit from the remainder. Giving the whole remainder to one player, or "
            "shares that are not whole units (the mark of dividing with floating point), is "
            "reported.",
        .authority = "RRP Ties; TDA 2024 Rules 20, 24; WSOP-L 148",
        .profile_switches = "odd_chip_unit, tournament_chips_in_cents, chip_in_play_without_currency",
        .example =
            "*** RIVER *** [Ac Ad Kc Kd] [Qs]\n"
            "*** SHOW DOWN ***\n"
            "Ann: shows [Jh 3c] (two pair, Aces and Kings)\n"
            "Bob: shows [Js 4c] (two pair, Aces and Kings)\n"
            "Cid: shows [Jc 5d] (two pair, Aces and Kings)\n"
            "Ann collected $0.35 from pot\n"
            "Bob collected $0.33 from pot\n"
            "Cid collected $0.33 from pot\n"
            "=> odd-chip-invalid (error): $1.01 in three is 33 cents each plus 2 odd cents, one "
            "each; Ann took both",
    },
    // ---------------------------------------------------------- conservation
    {
        .rule = Rule::kChipConservation,
        .summary = "Money awarded, raked and returned does not add up to the money put into the "
                   "hand.",
        .checks =
            "Every chip put in (blinds, antes, dead money, bets, calls and raises) must leave "
            "the hand exactly once: as a collected share, as rake, or as a returned uncalled "
            "bet. The sum collected + rake + returned is compared with the sum put in, and any "
            "difference is reported with both totals: where the log pays out too much, at the "
            "collect line that goes over what was put in; where chips vanish, at the summary's "
            "pot line. This catches chips that vanish with a "
            "layer nobody could win as well as payouts that were never paid for.",
        .authority = "Model invariant (RULES.md R-POT-1, §6); no outside rule needed",
        .profile_switches = "",
        .example =
            "*** RIVER *** [9d Kh 2c 5s] [Jh]\n"
            "Ann: bets $3\n"
            "Bob: calls $3\n"
            "*** SHOW DOWN ***\n"
            "Ann: shows [Kd Ks] (three of a kind, Kings)\n"
            "Ann collected $9.50 from pot\n"
            "*** SUMMARY ***\n"
            "Total pot $10 | Rake $0.40\n"
            "=> chip-conservation (error): $10 went in but $9.50 collected + $0.40 rake is $9.90",
    },
    {
        .rule = Rule::kRakeInvalid,
        .summary = "Rake that is negative, above the cap, or taken where the house takes none.",
        .checks =
            "The rake must lie between 0 and the cap of the rake rule, and may only come from "
            "chips that formed a pot: never from an uncalled bet, not at all under no flop, no "
            "drop when the hand ended pre-flop, and never in a tournament hand. With a "
            "configured schedule (percentage, cap, per hand or per pot) the amount must match "
            "it; with rake = from_log, as for PokerStars, only these invariants are checked.",
        .authority = "WSOP-L 27; the house rake schedule",
        .profile_switches = "rake",
        .example =
            "PokerStars Hand #1001: Tournament #2001, $10+$1 USD Hold'em No Limit - Level I "
            "(10/20) - 2024/05/01 20:00:00 ET\n"
            "Ann collected 110 from pot\n"
            "*** SUMMARY ***\n"
            "Total pot 120 | Rake 10\n"
            "=> rake-invalid (error): a tournament hand has no rake, yet 10 chips were taken",
    },
    {
        .rule = Rule::kStackMismatch,
        .summary = "A stack or result stated in the log differs from what the replay computes.",
        .checks =
            "Wherever a log states a result, the replayed figure is compared with it: the PHH "
            "finishing stacks, the amount in a PokerStars summary line such as `won ($5.70)` or "
            "`collected ($1.20)`, and the final stacks of an OHH record. A difference is "
            "reported with both values. Starting stacks are taken as the log gives them; how "
            "they follow from the previous hand is stack-continuity.",
        .authority = "Model invariant; PHH finishing_stacks (PHH.md); WSOP-L 60",
        .profile_switches = "",
        .example =
            "Ann collected $5.70 from pot\n"
            "*** SUMMARY ***\n"
            "Total pot $6 | Rake $0.30\n"
            "Seat 1: Ann (button) showed [Kd Ks] and won ($6.70) with three of a kind, Kings\n"
            "=> stack-mismatch (error): the replay pays Ann $5.70 from the pot; the summary says "
            "$6.70",
    },
    {
        .rule = Rule::kStackContinuity,
        .summary = "A player's starting stack differs from where he ended the table's previous "
                   "hand; nothing logged.",
        .checks =
            "Within one table session, a player's starting stack must equal his final stack in "
            "the previous hand (start, minus all he put in, plus what he got back as uncalled, "
            "collected or cashed out) plus the rebuys and add-ons that hand logs. Tournament "
            "stacks must match exactly. PokerStars tops cash stacks up between hands without a "
            "log line, so under its profile only a cash stack that shrank is reported. A pair is "
            "judged only when the button moved exactly as the rule requires and only one player "
            "is off: several stacks off is what hands missing from the input look like.",
        .authority = "WSOP-L 60, 182; RULES.md R-BTN-7.3",
        .profile_switches = "",
        .example =
            "PokerStars Hand #1057: Tournament #9001, $10+$1 USD Hold'em No Limit - Level I "
            "(10/20) - 2024/05/01 21:00:00 ET\n"
            "Seat 5: Dee (1500 in chips)\n"
            "Seat 5: Dee folded before Flop (didn't bet)\n"
            "PokerStars Hand #1058: Tournament #9001, $10+$1 USD Hold'em No Limit - Level I "
            "(10/20) - 2024/05/01 21:01:20 ET\n"
            "Seat 5: Dee (2000 in chips)\n"
            "=> stack-continuity (warning): Dee ended #1057 with 1500 and starts #1058 with "
            "2000; no rebuy or add-on is logged",
    },
    {
        .rule = Rule::kRunItTwiceInvalid,
        .summary = "Run it twice without an all-in, with action pending, in a tournament, or "
                   "split wrongly.",
        .checks =
            "The board may be run more than once only in a cash game, once at least one player "
            "is all-in and no betting action is pending. The run-outs share the cards dealt so "
            "far and may not reuse any card. Each pot is divided between the boards, and each "
            "board's share is awarded on that board's own result; a breach of any of these is "
            "reported.",
        .authority = "WSOP-L 204-213",
        .profile_switches = "",
        .example =
            "*** FLOP *** [9d Kh 2c]\n"
            "Ann: bets $2\n"
            "Bob: calls $2\n"
            "*** FIRST TURN *** [9d Kh 2c] [5s]\n"
            "*** SECOND TURN *** [9d Kh 2c] [Jh]\n"
            "=> run-it-twice-invalid (error): the board is run twice although nobody is all-in",
    },
    // ---------------------------------------------------------------- format (added by handaudit)
    {
        .rule = Rule::kUnrecognizedLine,
        .summary = "A line inside a hand that is no line the room writes; the hand is replayed "
                   "without it.",
        .checks =
            "Real logs carry lines no grammar knows: a notice a room added, a converter's leftovers, "
            "chat that leaked in. Lines known to be harmless (docs/unrecognized-lines.md) are read "
            "as what they are and say nothing. Any other line that starts no line of the format is "
            "reported here, with its line, column and an excerpt, and left out: the hand is still "
            "replayed and every other rule still runs on it, so a missing action shows as its own "
            "finding. A line that is recognised by its opening words and then cannot be read (a "
            "player's name and an action the room does not write, an amount that is not a number) "
            "is still a parse-error: it may be the action the replay needs.",
        .authority = "No poker rule: the input formats (POKERSTARS_FORMAT.md and the rooms' formats in docs/)",
        .profile_switches = "",
        .example = HA_NL_HEADER
        "Table 'Alpha' 6-max Seat #1 is the button\n"
        "Seat 1: Ann ($50 in chips)\n"
        "Seat 2: Bob ($50 in chips)\n"
        "Ann: posts small blind $0.25\n"
        "Bob: posts big blind $0.50\n"
        "Seat sit down\n"
        "=> unrecognized-line (warning) at 7:1: it is not a line a PokerStars hand history "
        "contains; the hand is replayed without it",
    },
    {
        .rule = Rule::kSessionGap,
        .summary = "Hands of a table are missing between two hands given: nothing is judged across "
                   "the gap.",
        .checks =
            "A table's log has gaps: hands an observer did not see, a player's own history that skips "
            "the hands he sat out, files missing from the night. Between two neighbouring hands of a "
            "table, a gap shows as a number skipped where the table numbers its hands one by one "
            "(PokerNow), as two or more stacks changed together with a button that is not where one "
            "hand would put it, or as more than 30 minutes between the hands with the button "
            "elsewhere. The note names both hands and the evidence; button-movement, "
            "big-blind-twice-or-skipped, stack-continuity, dealt-in-between-sb-and-button and "
            "missed blinds are not judged across it. A note accuses no one and never changes the "
            "exit status.",
        .authority = "No poker rule: what a log can show (docs/cross-hand.md, Gaps)",
        .profile_switches = "",
        .example = HA_NL_HEADER
        "Table 'Alpha' 6-max Seat #1 is the button\n"
        "...\n"
        "PokerStars Hand #1009:  Hold'em No Limit ($0.25/$0.50 USD) - 2024/05/01 20:09:00 ET\n"
        "Table 'Alpha' 6-max Seat #3 is the button\n"
        "Seat 1: Ann ($41.50 in chips)\n"
        "Seat 2: Bob ($61 in chips)\n"
        "=> session-gap (note): hands of this table are missing between #1001 and #1009: 2 "
        "players' stacks changed between the hands and the button and blinds are not where one "
        "hand would put them",
    },
    {
        .rule = Rule::kConflictingCopies,
        .summary = "The same hand is given twice and the copies' shared facts differ: one of them was "
                   "edited.",
        .checks =
            "Logs often hold one hand twice: two players' files of one table, a re-export. Copies of "
            "one room's hand (its table and hand number; a fast-fold or Bovada hand, a hand whose id "
            "is not a number, a PokerNow or PHH hand by its id in the room) must agree on every fact "
            "all viewers see: game, stakes, time, "
            "table, button, seats and starting stacks, every action and amount, the boards, the cards "
            "shown, the pots, rake and payouts. A hero's own hole cards, cards never shown and chat are "
            "left out, so two players' views and an observer's of one hand agree. A later copy that "
            "differs is reported at the first line where it parts from the first copy, naming that "
            "copy's file and line (docs/cross-hand.md, Copies of one hand).",
        .authority = "No poker rule: a hand happened once, so its copies agree unless edited",
        .profile_switches = "",
        .example = HA_NL_HEADER
        "Table 'Alpha' 6-max Seat #1 is the button\n"
        "Seat 1: Ann ($50 in chips)\n"
        "...\n"
        "(the same hand again in bob.txt, with 'Seat 1: Ann ($65 in chips)')\n"
        "=> conflicting-copies (error) at bob.txt:3: hand #1001 was given before (ann.txt:1) and "
        "this copy's shared facts differ from it: they part at line 3 here, line 3 there",
    },
    {
        .rule = Rule::kForcedBetAfterDeal,
        .summary = "A blind, ante or straddle posted after the betting began: forced bets come before "
                   "the deal.",
        .checks =
            "Blinds, antes and straddles are posted before the cards are dealt, and the first round "
            "of betting is built on them (the stud bring-in opens that round). A post logged after "
            "the first betting action of the hand is reported at its line; its chips still go into "
            "the pot, as dead money, so that the pot and the payouts are judged on what was put in "
            "and the post is the one finding for it.",
        .authority = "RRP Button and Blind Use; WSOP-L 150-153 (blinds posted before the deal); TDA 2024 "
                     "Rule 30",
        .profile_switches = "",
        .example = HA_NL_HEADER
        "Seat 3: Cid ($50 in chips)\n"
        "Bob: posts small blind $0.25\n"
        "*** HOLE CARDS ***\n"
        "Cid: folds\n"
        "Cid: posts big blind $0.50\n"
        "=> forced-bet-after-deal (error) at 5:6: Cid posts the big blind after the betting "
        "began; blinds and antes come before the deal",
    },
    {
        .rule = Rule::kIrregularStakes,
        .summary = "A fixed-limit game whose big bet is not twice its small bet.",
        .checks =
            "In fixed limit the later streets play for the big bet, twice the small bet ($10/$20). "
            "Stakes that say otherwise ($10/$30) are reported once, at the line that states them: "
            "a header mistyped, or a house structure the profile should name. The hand is still "
            "audited at the stakes as written. limit_big_bet any accepts any structure.",
        .authority = "RRP (limit poker); WSOP-L §IX, §X; RULES.md R-FL-1",
        .profile_switches = "limit_big_bet",
        .example =
            "PokerStars Hand #1001:  Hold'em Limit ($10/$30 USD) - 2024/05/01 20:00:00 ET\n"
            "Table 'Alpha' 6-max Seat #1 is the button\n"
            "...\n"
            "=> irregular-stakes (warning) at 1:1: the stakes are $10/$30; a limit game's big bet "
            "is twice its small bet ($20)",
    },
    {
        .rule = Rule::kNoHandsInFile,
        .summary = "A file that holds no hand history at all: it is reported, and accuses no one.",
        .checks =
            "A folder of logs holds other files too: tournament summaries, a tracker's exports, a "
            "README. A file (or archive member) with no hand in it and no line of one is reported once, "
            "at its first line, saying what it looks like where that can be told (a tournament "
            "summary, an HTML page). A note never changes the exit status. Text outside any hand in a "
            "file that holds hands, a PHH file that holds none, and a file of hand lines without a "
            "header (a post, an action, a street marker) stay a parse-error.",
        .authority = "No poker rule: what an input holds (FINDINGS.md: a file that holds no hands is a note)",
        .profile_switches = "",
        .example =
            "***** Cassava Tournament Summary *****\n"
            "Tournament ID: 78670600\n"
            "Buy-In: $0.01\n"
            "=> no-hands-in-file (note) at 1:1: this file holds no hand history: it looks like a "
            "tournament summary",
    },
    {
        .rule = Rule::kTournamentLevelMismatch,
        .summary = "A tournament's tables disagree on its blind levels: a level's blinds, or their order.",
        .checks =
            "All the hands of one tournament are put in time order, every table and file together "
            "(ties by hand number). Each level (within its match round, for shootouts) must have the "
            "same blinds in every hand that names it, the first hand of the level setting them; and "
            "levels only go up: a hand that starts after another table has begun a higher level, at "
            "a later second, is at the wrong level. A level no hand names (a table that played none "
            "during it) is no finding. Reported in the tournament's object, at the later hand's "
            "header, naming the hand it disagrees with. PokerStars (\"Level IV (50/100)\") and GGPoker "
            "(\"Level4 (90/180)\") headers are read.",
        .authority = "TDA 23 (a new level takes effect from the next hand); RULES.md R-BTN-7 item 4",
        .profile_switches = "",
        .example =
            "PokerStars Hand #2001: Tournament #77, $10+$1 USD Hold'em No Limit - Level III (25/50) - "
            "2024/05/01 20:10:00 ET\n"
            "Table '77 1' 9-max Seat #1 is the button\n"
            "...\n"
            "PokerStars Hand #2002: Tournament #77, $10+$1 USD Hold'em No Limit - Level II (15/30) - "
            "2024/05/01 20:10:07 ET\n"
            "Table '77 2' 9-max Seat #4 is the button\n"
            "=> tournament-level-mismatch (error) at 5:70: hand #2002 at table '77 2' is at level II, "
            "but level III began at table '77 1' at 2024/05/01 20:10:00 (hand #2001)",
    },
    {
        .rule = Rule::kTournamentContinuity,
        .summary = "A tournament's chips or seats do not carry over between tables, or its chips in play are off.",
        .checks =
            "All the hands of one tournament are put in time order, every table and file together, and each "
            "player is followed from table to table. A player's first hand at a table after his last hand at "
            "another must start with what that hand ended with (plus rebuys and add-ons logged), where the "
            "files show the move whole (a player's own history that left him at a table says nothing of his "
            "hands there after). A player who ended a hand with nothing and bought no more must sit in no "
            "later hand, unless with the tournament's starting stack (a re-entry, which PokerStars does not "
            "log in its hands). A hand a player is dealt into must not start strictly between two "
            "neighbouring hands of another table he sits in (hands of one second are not compared, nor two "
            "hands from different files). Where the hands cover every table from its first hand (a summary "
            "states the entrants, and the tables' first hands, each seating every player with the starting "
            "stack, seat that many), the chips in play across the tables when a hand starts must be the "
            "entrants' starting stacks plus the rebuys and add-ons logged: one finding at the first second "
            "chips appear, one at the first second they vanish, at the seat line of the player who brings "
            "them. Within one table, stack-continuity judges the stacks. Reported in the tournament's object, "
            "at the later hand's seat line, naming the earlier hand.",
        .authority = "RULES.md R-BTN-7 (stacks carried over); TDA 2024 on breaking and balancing tables (a moved "
                     "player takes his chips with him)",
        .profile_switches = "",
        .example =
            "PokerStars Hand #2001: Tournament #77, $10+$1 USD Hold'em No Limit - Level I (10/20) - "
            "2024/05/01 20:10:00 ET\n"
            "Table '77 1' 9-max Seat #1 is the button\n"
            "Seat 1: Ann (1490 in chips)\n"
            "...\n"
            "PokerStars Hand #2002: Tournament #77, $10+$1 USD Hold'em No Limit - Level I (10/20) - "
            "2024/05/01 20:12:00 ET\n"
            "Table '77 2' 9-max Seat #4 is the button\n"
            "Seat 1: Ann (1690 in chips)\n"
            "=> tournament-continuity (error) at 7:14: Ann ended hand #2001 at table '77 1' with 1490, but "
            "starts hand #2002 at table '77 2' with 1690; chips appear when a player moves table",
    },
    {
        .rule = Rule::kTournamentSummaryMismatch,
        .summary = "A tournament summary disagrees with itself or with the tournament's hands.",
        .checks =
            "A PokerStars tournament summary (`PokerStars Tournament #N, ...`) is read whole: its places run "
            "1, 2, 3 ... without a gap or a repeat; the prizes it lists in the prize pool's money add up to at "
            "most the pool, and to the pool exactly once the tournament has finished (a cash pool). Against "
            "the hands of the same tournament (site, id and buy-in), every file together: the entrant count "
            "is at least the number of players the hands seat; a player whose last hand left him with nothing "
            "(no rebuy) is placed after every player who plays a later hand, and is not listed as still "
            "playing (a re-entry mark excepted); a place or prize a hand states (`finished the tournament in "
            "8th place and received $1.60.`, `wins the tournament`) is the list's, a place the hand gives "
            "several players spanning as many places. Reported in the tournament's object at the summary's "
            "line.",
        .authority = "RULES.md R-BTN-7 (a busted player is out); the room's own results (INTERFACE.md, the "
                     "tournament object)",
        .profile_switches = "",
        .example =
            "PokerStars Tournament #77, No Limit Hold'em\n"
            "Buy-In: $10.00/$1.00 USD\n"
            "3 players\n"
            "Total Prize Pool: $30.00 USD\n"
            "Tournament started 2024/05/01 20:00:00 ET\n"
            "Tournament finished 2024/05/01 21:00:00 ET\n"
            "  1: Ann (Germany), $20.00 (66.67%)\n"
            "  2: Bob (France), $20.00 (33.33%)\n"
            "=> tournament-summary-mismatch (error) at 8:3: the prizes listed reach $40.00 at place 2, more "
            "than the prize pool of $30.00",
    },
});

#undef HA_NL_HEADER

static_assert(kDocs.size() == static_cast<std::size_t>(engine::kRuleCount),
              "one RuleDoc per engine::Rule");

constexpr bool in_enum_order() {
  for (std::size_t i = 0; i < kDocs.size(); ++i)
    if (kDocs[i].rule != static_cast<Rule>(i)) return false;
  return true;
}
static_assert(in_enum_order(), "kDocs must follow the order of engine::Rule");

}  // namespace

const RuleDoc& rule_doc(engine::Rule r) { return kDocs[static_cast<std::size_t>(r)]; }

std::span<const RuleDoc> all_rule_docs() { return kDocs; }

}  // namespace validators
