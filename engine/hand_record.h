// HandRecord: what a hand history CLAIMS, format-neutral.
//
// Every parser fills one; replay/ feeds it to the engine and validators/ compare
// the engine's verdict with these claims. Nothing here is checked or derived:
// it is evidence, each piece with its source position. Text fields are views
// into the decoded input, which outlives the record while the hand is audited.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/card.h"
#include "engine/chips.h"
#include "engine/finding.h"
#include "engine/game.h"
#include "engine/hand_time.h"

namespace engine {

// Betting rounds and the markers between them, in the order they are dealt.
// The names are the flop games'; the other families number their rounds onto
// the same values:
//   seven-card stud, razz: 3rd, 4th, 5th, 6th, 7th street = kPreflop .. kSeventh
//   five-card stud:        2nd, 3rd, 4th, 5th street      = kPreflop .. kRiver
//   draw games:            before the first draw, after the first, second
//                          and third draw                  = kPreflop .. kRiver
enum class Street : std::uint8_t {
  kPreflop,
  kFlop,
  kTurn,
  kRiver,
  kSeventh,   // seven-card stud's fifth betting round
  kShowdown,
};
inline constexpr int kStreetCount = 6;
// Boards a hand may be run: once up to five times (GGPoker offers three; the
// TV show The Big Game ran all-in boards four and five times).
inline constexpr std::size_t kMaxRuns = 5;
// The round's name in the game's own words: "preflop", "flop" ...; "third",
// "fourth" ... "seventh" in stud; "predraw", "first-draw" ... in draw games.
std::string_view street_id(Street s, Variant v = Variant::kHoldem);

// A short list of cards as the log writes them (hole cards, a board, a show).
struct CardList {
  std::array<Card, 8> cards{};
  std::uint8_t size = 0;

  void push(Card c) { if (size < cards.size()) cards[size++] = c; }
  const Card* begin() const { return cards.data(); }
  const Card* end() const { return cards.data() + size; }
  bool empty() const { return size == 0; }

  friend bool operator==(const CardList&, const CardList&) = default;
};
// "[Ah Kd]", as the log writes the cards.
std::string card_list_text(const CardList& cards);

enum class Act : std::uint8_t {
  kPostSmallBlind,
  kPostBigBlind,
  kPostSmallAndBig,   // "posts small & big blinds": the small-blind part is dead
  kPostAnte,
  kPostButtonBlind,
  kPostStraddle,
  kFold,
  kCheck,
  kCall,
  kBet,
  kRaise,
  kShow,
  kMuck,
  kUncalledReturn,    // "Uncalled bet ($x) returned to NAME"
  kCollect,           // "NAME collected $x from [main|side] pot[-N]"
  kCashOut,           // "NAME cashed out the hand for $x"
  kBringIn,           // stud: "NAME: brings in for $x", the forced opening bet
  kDiscard,           // draw: "NAME: discards N cards [..]"; `cards` = N
  kStandPat,          // draw: "NAME: stands pat"
  kTreatedAllIn,      // "NAME is being treated as all-in" (disconnect protection)
};

struct ActionRecord {
  Act kind = Act::kFold;
  bool all_in = false;        // "and is all-in"
  bool reached_cap = false;   // "and has reached the $10 cap"
  Street street = Street::kPreflop;
  std::int16_t player = -1;   // index into HandRecord::players
  std::int16_t pot = -1;      // collect: 0 main / only pot, k side pot k; -1 not said
  std::int8_t board = 0;      // a hand run more than once: 0 first board, 1 second .. kMaxRuns - 1
  std::uint8_t cards = 0;     // discards: how many cards were exchanged
  // Posts, calls, bets, returns, collects: the amount the line states.
  // Raises "raises X to Y": amount = X (increment), to = Y (street total).
  // Cash-outs: amount = what the house pays the player, to = the fee the
  // log states it took (0 when none is stated).
  Chips amount{0};
  Chips to{0};
  SourcePos pos;              // where the verb starts

  friend bool operator==(const ActionRecord&, const ActionRecord&) = default;
};

struct PlayerRecord {
  std::string_view name;
  int seat = 0;
  Chips stack{0};             // chips at the start of the hand
  bool sitting_out = false;   // marked on the seat line
  SourcePos pos;              // the seat line
  CardList hole;              // known hole cards ("Dealt to", shows, summary); in
                              // stud every known card, down and up; in draw games
                              // the hand after the last exchange, or the show
  CardList up;                // stud: the up-cards in the order dealt
  // Flop games: the "Dealt to" line that shows the hero's hole cards, and
  // `dealt` the cards it gives (a show down replaces `hole`, not `dealt`),
  // where the reader notes them (the text rooms', the XML and JSON rooms'
  // deal); unset (line 0, empty) elsewhere. Draw games: the line of the
  // first deal (the hero's first "Dealt to", PHH's first d dh), and `dealt`
  // the hand it gives, its known cards; `dealt_unknown` of them are written
  // "??" (PHH).
  SourcePos dealt_pos;
  CardList dealt;
  std::uint8_t dealt_unknown = 0;
  bool showed = false;
  SourcePos show_pos;
  std::string_view description;  // hand text of the show or summary line
  SourcePos description_pos;
  bool mucked = false;
  std::optional<Chips> summary_won;  // "won ($x)" / "collected ($x)" in the summary
  bool in_summary = false;           // has a "Seat N:" line in the summary
  SourcePos summary_pos;
  bool stack_unknown = false;        // PHH `inf`: `stack` is a stand-in, no result can be checked

  friend bool operator==(const PlayerRecord&, const PlayerRecord&) = default;
};

// Chips a player receives between hands that the log records inside a hand:
// "NAME re-buys and receives 3000 chips", "NAME takes the add-on and
// receives 1500 chips" (tournaments). They are on his stack in the next hand.
struct ChipsAdded {
  int player = -1;            // index into HandRecord::players
  Chips amount{0};
  SourcePos pos;

  friend bool operator==(const ChipsAdded&, const ChipsAdded&) = default;
};

// What a tournament hand's log says of the tournament's results, once the
// pots are paid (PokerStars): "NAME finished the tournament in 8th place and
// received $1.60.", "NAME wins the tournament and receives $54.29 -
// congratulations!", "W wins the $4.79 bounty for eliminating E".
struct TournamentResult {
  enum class Kind : std::uint8_t {
    kFinished,  // `player` is out, in `place` (0: the line names none)
    kWon,       // `player` has won the tournament
    kBounty,    // `player` wins the bounty (`money`) on `eliminated`
  };
  Kind kind = Kind::kFinished;
  int player = -1;      // index into HandRecord::players
  int eliminated = -1;  // kBounty: index into HandRecord::players
  std::uint32_t place = 0;
  // The money received or the bounty, in centi-units of `money_symbol`
  // ("$", "€", "" for a chips-only line such as "receives 200.00");
  // nullopt when the line states none or not as one amount.
  std::optional<Chips> money;
  std::string_view money_symbol;
  SourcePos pos;

  friend bool operator==(const TournamentResult&, const TournamentResult&) = default;
};

// Money the house pays a player, or he pays the house, outside the pots:
// GGPoker's all-in EV cash-out ("Receives Cashout ($x)" when he loses, "Pays
// Cashout Risk ($x)" out of what he won) and all-in insurance premium ("pay
// premium of all-in insurance ($x)"). It is in his stack after the hand.
struct HouseDeal {
  enum class Kind : std::uint8_t {
    kCashOut,           // "Receives Cashout ($x)": the house pays him for his stake
    kCashOutRisk,       // "Pays Cashout Risk ($x)": he cashed out and won; he pays back the difference
    kInsurancePremium,  // "pay premium of all-in insurance ($x)"
  };
  int player = -1;            // index into HandRecord::players
  Chips amount{0};            // + paid to him, - paid by him
  SourcePos pos;
  Kind kind = Kind::kCashOut;

  friend bool operator==(const HouseDeal&, const HouseDeal&) = default;
};

struct StatedPots {
  std::optional<Chips> total;
  std::optional<Chips> main;
  std::vector<Chips> side;     // side pot 1, 2, ...
  std::optional<Chips> rake;
  SourcePos pos;

  friend bool operator==(const StatedPots&, const StatedPots&) = default;
};

// Draw games: the cards of one exchange, where the log shows them (the
// hero's; PHH's known ones). `action` is the index of its kDiscard (or of a
// kStandPat that shows the hand) in HandRecord::actions.
struct Exchange {
  std::uint16_t action = 0;
  CardList thrown;
  CardList drawn;
  // The line that deals `drawn` ("Dealt to Hero [kept] [new]", PHH's d dh),
  // or that shows the hand stood pat on ("stands pat on [..]").
  SourcePos drawn_pos;
  // `whole`: that line lists the whole hand after the exchange, `kept` its
  // cards that are not new (PokerStars-style text; PHH lists the new only).
  CardList kept;
  bool whole = false;

  friend bool operator==(const Exchange&, const Exchange&) = default;
};

// Draw games: "The deck is reshuffled", the discards shuffled into the stub
// before the exchange that follows the line.
struct Reshuffle {
  std::uint16_t before_action = 0;  // how many actions the log gave before the line
  SourcePos pos;

  friend bool operator==(const Reshuffle&, const Reshuffle&) = default;
};

struct HandRecord {
  std::string_view site;          // "pokerstars", "full-tilt", ...
  std::string_view format;        // "pokerstars"
  std::string_view hand_id;
  // What names the hand across files where hand_id alone does not, for
  // comparing its copies (conflicting-copies, validators::copy_key):
  // PokerNow's hand code ("(id: leffxzrze4zb)"; its "#35" counts the hands
  // of one game from 1), PHH's `event`. Empty when the log writes none.
  std::string_view hand_code;
  std::string_view event;
  std::string_view table;
  std::string_view tournament_id;  // "2473317509"; empty for cash hands
  // What an entry cost as the header writes it ("$10+$1 USD", "1FPP"); ""
  // when it does not say. One tournament has one: with the id it tells
  // tournaments apart where anonymised logs gave several the same id.
  std::string_view tournament_buy_in;
  // The tournament's blind level as the header numbers it ("Level IV": 4),
  // within its match round for shootouts ("Match Round II, Level I": round
  // 2); 0 when the header names none. Its blinds are game.small_blind and
  // game.big_blind.
  std::uint16_t level = 0;
  std::uint16_t level_round = 0;
  // The log names no table but one file is one table's session (PokerNow's
  // game log): `table` is a placeholder, and the table sessions take the
  // file the hand is read from for it.
  bool table_is_file = false;
  // Zoom / Rush ("fast fold"): every hand is dealt at a fresh table with
  // other players, so the hands of one table name form no session.
  bool fast_fold = false;
  // The log names seats by their position at the table ("Dealer", "UTG+1";
  // Bovada), not players: the same name is another player in the next hand,
  // so no cross-hand audit may follow a name (no table session is kept).
  bool anonymous_players = false;
  // When the hand started, in seconds since 1970-01-01 of the header's ET
  // time (its first time when it names no ET); 0 when the header has none.
  // Zone-naive: only compared between hands of one table, so not read for
  // fast-fold hands (0), which have no table session.
  std::int64_t start_time = 0;
  std::string_view currency;      // "USD", "EUR", "" for chips
  // When the hand started, as the log writes it (its own zone), and in ET
  // where the log gives that too (PokerStars: "[2021/08/21 14:45:25 ET]").
  HandTime start;
  HandTime start_et;
  SourcePos header_pos;
  SourcePos button_pos;           // the button's seat number on the table line
  GameDef game;
  bool has_currency_symbol = false;  // cash amounts written with $ € £ ...
  bool play_money = false;           // a play-money table's hand ("(Practice Play)", "(Play Money)")
  int button_seat = 0;            // 0 when the log names none
  // The log says the button is dead (on an empty seat) but not which seat:
  // button_seat is the reader's guess, the seat just before the first blind
  // (PokerNow's "(dead button)").
  bool button_seat_guessed = false;
  // The player whose own cards the log shows as dealt ("Dealt to" with his
  // hole cards; in stud the line with his down-cards): index into
  // `players`, -1 when the log is an observer's.
  int hero = -1;
  std::vector<PlayerRecord> players;   // in the order of the seat lines
  std::vector<ActionRecord> actions;   // in log order, posts first
  std::vector<Exchange> exchanges;     // draw games: the exchanges whose cards the log shows
  // Draw games whose log writes every reshuffle (PokerStars): the
  // reshuffles are where its lines say, none elsewhere. Otherwise the
  // audit works out where one could have come (validators/draw_cards.cpp).
  bool reshuffles_logged = false;
  std::vector<Reshuffle> reshuffles;
  // One board a run: [1] onwards only when the board is run again (every
  // run a whole board, the cards before the split repeated).
  std::array<CardList, kMaxRuns> boards;
  std::array<CardList, kMaxRuns> summary_boards;  // "Board [..]" / "FIRST Board [..]" in the summary
  SourcePos summary_board_pos;
  std::array<SourcePos, kStreetCount> street_pos{};  // street markers
  std::array<std::uint8_t, kStreetCount> street_cards{};  // cards shown on each marker (first board)
  // A later run's flop, turn and river markers ([run][0..2], run >= 1),
  // where the log has them: the lines that deal that run's own cards.
  std::array<std::array<SourcePos, 3>, kMaxRuns> run_street_pos{};
  std::uint8_t runs = 1;           // boards dealt: 2 to kMaxRuns when the board is run again
  // A bomb pot: every player puts the same bet in before the deal (posted
  // as antes, dead money) and the flop comes without a pre-flop round of
  // betting (PokerNow's "posts a bet of 4 (bomb pot bet)").
  bool bomb_pot = false;
  bool cancelled = false;          // "Hand cancelled"
  bool has_summary = false;
  StatedPots stated;
  // The log writes its payouts as lines (collects, uncalled returns, stated
  // pots, rake). PHH does not: it records results (finishing_stacks) instead.
  bool states_payouts = true;
  // Facts a room's log never writes, so that the rules needing them are not
  // run (888poker: no rake, no total pot, no uncalled-bet line).
  // `states_rake` false: the collects are after a rake the log does not give
  // (`stated.rake` is then unknown, not zero). `states_returns` false: an
  // uncalled bet goes back without a line, so its absence is no finding.
  bool states_rake = true;
  bool states_returns = true;
  // The collects pay the pot whole and the room takes its rake from the
  // winners' stacks afterwards, without a line (GGPoker's cash logs of 2020:
  // "Total pot $43" with no Rake item, the winner starting the next hand 3%
  // of the pot short, and $1 more for the jackpot on a larger pot).
  bool collects_before_rake = false;
  std::vector<ChipsAdded> chips_added;  // rebuys and add-ons, in log order
  std::vector<HouseDeal> house_deals;   // GGPoker's EV cash-outs and insurance premiums, in log order
  std::vector<TournamentResult> tournament_results;  // in log order
  Chips house_money{0};            // added to the pot by the house ("STP added")
  SourcePos end_pos;               // last line of the hand
  // Where reading stopped inside the hand's body: the parse-error of a line
  // the replay may need and that cannot be read (docs/unrecognized-lines.md),
  // or the truncated-hand where the log is cut. The record then holds what
  // was read before it, settled as a whole hand's is, and the audit judges
  // the actions before that line (validators::validate_before). Line 0: the
  // hand was read to its end, or stopped at its header.
  SourcePos stop_pos;

  // PHH results (PHH.md §4), per player in `players` order; empty when the
  // file has none. An entry is nullopt where the file's number cannot be held
  // in centi-units (finer than 0.01). `finishing_stacks`: each stack after
  // the last action; `winnings`: what each player collected, after rake.
  std::vector<std::optional<Chips>> finishing_stacks;
  std::vector<SourcePos> finishing_stacks_pos;
  std::vector<std::optional<Chips>> winnings;
  std::vector<SourcePos> winnings_pos;
  // Text the views above point into when it is not in the input as written
  // (PHH strings with escapes). Shared, so a copied record keeps valid views.
  std::vector<std::shared_ptr<const std::string>> owned_text;

  // Back to an empty record, keeping the capacity of its two big lists so
  // that a record reused hand after hand stops allocating once warm.
  void reset() {
    auto p = std::move(players);
    auto a = std::move(actions);
    *this = HandRecord{};
    p.clear();
    a.clear();
    players = std::move(p);
    actions = std::move(a);
  }

  // The player's latest exchange whose cards the log shows; nullptr if none.
  Exchange* last_exchange(int player) {
    for (auto it = exchanges.rbegin(); it != exchanges.rend(); ++it)
      if (actions[it->action].player == player) return &*it;
    return nullptr;
  }

  int find_player(std::string_view name) const {
    for (std::size_t i = 0; i < players.size(); ++i)
      if (players[i].name == name) return static_cast<int>(i);
    return -1;
  }

  friend bool operator==(const HandRecord&, const HandRecord&) = default;
};

}  // namespace engine
