// Room conventions of straddles and split units, each judged with its
// switch on and off on the same hand: The Big Game's re-straddle
// (restraddles), its straddle from a later seat (button_straddle_order
// utg_skip_any_straddler) and its $100 chip (chip_in_play_without_currency);
// PokerNow's raise of one big blind over a straddle (straddle_min_raise
// three_bb); CoinPoker's tournament chips split to the hundredth
// (tournament_chips_in_cents).
#include <doctest/doctest.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

#include "engine/profile.h"
#include "parser/coinpoker_parser.h"
#include "parser/pokerstars_parser.h"
#include "parser/thebiggame_parser.h"
#include "replay/trace.h"
#include "tests/support/hand_text.h"
#include "tests/support/test_util.h"
#include "validators/validate.h"

namespace straddle_chip_conventions_test {

namespace {

using ParseFn = parser::ParseStatus (*)(std::string_view, std::uint32_t, std::uint32_t, engine::HandRecord&,
                                       std::vector<engine::Finding>&);

// "rule line" per finding of `text` (one hand) read by `parse` and audited
// under `profile`; `unit` gets the replay's odd-chip unit (minor units).
std::string findings(std::string_view text, const engine::Profile& profile, ParseFn parse,
                     std::int64_t* unit = nullptr) {
  engine::HandRecord rec;
  std::vector<engine::Finding> found;
  REQUIRE(parse(text, 1, 1, rec, found) == parser::ParseStatus::kOk);
  const replay::Trace trace = replay::replay_hand(rec, profile);
  if (unit != nullptr) *unit = trace.game.odd_chip_unit.minor_units();
  for (const auto& f : trace.findings) found.push_back(f);
  for (const auto& f : validators::validate(trace)) found.push_back(f);
  std::string out;
  for (const auto& f : found) out += std::string(engine::rule_id(f.rule)) + " " + std::to_string(f.pos.line) + "\n";
  return out;
}

std::string stars(std::string_view text, const engine::Profile& profile) {
  return findings(text, profile, &parser::parse_pokerstars_hand);
}

engine::Profile profile(std::string_view name) { return *engine::find_profile(name, false); }

// tests/data/<room>/<name>, from the source tree (HANDAUDIT_SOURCE).
std::string data(std::string_view room, std::string_view name) {
  const char* source = std::getenv("HANDAUDIT_SOURCE");
  return cli_test::read_file(std::filesystem::path(source != nullptr ? source : ".") / "tests/data" / room / name);
}

// Our own hands of a room (tests/data/<room>/), each audited under `p` as
// findings() does; `unit` keeps the last one's split unit.
struct OwnHands {
  std::string_view room;
  ParseFn parse;
  engine::Profile p;
  std::int64_t unit = 0;
  std::string operator()(std::string_view name) { return findings(data(room, name), p, parse, &unit); }
};

// $0.50/$1, six players, Ann on the button: straddles written as further
// big blinds (PokerMaster's way), `posts` from line 11 on, then `play`
// before the flop, ending with `winner` collecting `pot`.
std::string straddled(std::string_view posts, std::string_view play, std::string_view winner, std::string_view pot) {
  std::string text = R"(PokerStars Hand #4900: Hold'em No Limit ($0.50/$1 USD) - 2024/06/01 12:00:00 ET
Table 'Straddle' 6-max Seat #1 is the button
Seat 1: Ann ($100 in chips)
Seat 2: Bob ($100 in chips)
Seat 3: Cid ($100 in chips)
Seat 4: Dee ($100 in chips)
Seat 5: Eve ($100 in chips)
Seat 6: Fay ($100 in chips)
Bob: posts small blind $0.50
Cid: posts big blind $1
)";
  text.append(posts).append("*** HOLE CARDS ***\n").append(play);
  text.append(winner).append(" collected ").append(pot).append(" from pot\n*** SUMMARY ***\nTotal pot ");
  text.append(pot).append(" | Rake $0\n");
  const std::string_view seats[] = {"Ann (button)", "Bob (small blind)", "Cid (big blind)", "Dee", "Eve", "Fay"};
  for (std::size_t i = 0; i < std::size(seats); ++i) {
    text.append("Seat ").append(std::to_string(i + 1)).append(": ").append(seats[i]);
    if (seats[i].starts_with(winner))
      text.append(" collected (").append(pot).append(")\n");
    else
      text.append(" folded before Flop\n");
  }
  return text;
}

// Dee straddles $2 and Eve re-straddles $4 (line 12); Fay raises to $12
// and everyone folds.
const std::string kRestraddle = straddled("Dee: posts big blind $2\nEve: posts big blind $4\n", R"(Fay: raises $8 to $12
Ann: folds
Bob: folds
Cid: folds
Dee: folds
Eve: folds
Uncalled bet ($8) returned to Fay
)", "Fay", "$11.50");

// A lone straddle from Eve, the second seat after the big blind (line 11):
// Dee, left of the big blind, acts first and Eve last.
const std::string kLateStraddle = straddled("Eve: posts big blind $2\n", R"(Dee: folds
Fay: raises $4 to $6
Ann: folds
Bob: folds
Cid: folds
Eve: folds
Uncalled bet ($4) returned to Fay
)", "Fay", "$5.50");

}  // namespace

TEST_CASE("restraddles: a re-straddle of twice the straddle from the seat after it, its size and seat judged") {
  engine::Profile tbg = profile("thebiggame");
  CHECK(stars(kRestraddle, tbg) == "");
  // Without the switch the $4 is a straddle of four big blinds.
  tbg.restraddles = false;
  CHECK(stars(kRestraddle, tbg) == "illegal-straddle 12\n");
  tbg.restraddles = true;
  // $3 is not twice the $2 straddle (Fay's raise and the pot follow it).
  const std::string small = straddled("Dee: posts big blind $2\nEve: posts big blind $3\n", R"(Fay: raises $9 to $12
Ann: folds
Bob: folds
Cid: folds
Dee: folds
Eve: folds
Uncalled bet ($9) returned to Fay
)", "Fay", "$9.50");
  CHECK(stars(small, tbg) == "illegal-straddle 12\n");
  // Fay re-straddles over Eve's head: the round opens left of her, at Ann.
  const std::string skipped = straddled("Dee: posts big blind $2\nFay: posts big blind $4\n", R"(Ann: folds
Bob: folds
Cid: folds
Dee: folds
Eve: raises $8 to $12
Fay: folds
Uncalled bet ($8) returned to Eve
)", "Eve", "$11.50");
  CHECK(stars(skipped, tbg) == "illegal-straddle 12\n");
  // The next raise is one re-straddle more: to $8, not $6.
  const std::string under =
      hand_text::with("Fay: raises $8 to $12", "Fay: raises $2 to $6", hand_text::with("($8)", "($2)", kRestraddle));
  CHECK(stars(under, tbg) == "raise-below-minimum 14\n");
}

TEST_CASE("button_straddle_order utg_skip_any_straddler: over a lone later straddle UTG opens, the straddler last") {
  engine::Profile tbg = profile("thebiggame");
  CHECK(stars(kLateStraddle, tbg) == "");
  // Under utg_skip_straddler only the button's straddle moves: Fay, left of
  // Eve, was due first.
  tbg.button_straddle_order = engine::ButtonStraddleOrder::kUtgSkipStraddler;
  CHECK(stars(kLateStraddle, tbg) == "wrong-first-actor 13\naction-out-of-turn 14\n");
  // Over a re-straddle the seats keep their order, under either value.
  tbg.button_straddle_order = engine::ButtonStraddleOrder::kUtgSkipAnyStraddler;
  CHECK(stars(kRestraddle, tbg) == "");
}

TEST_CASE("straddle_min_raise three_bb (pokernow): over a straddle one big blind more, not one straddle") {
  // Dee straddles $2 (line 11); Eve raises to $3, one big blind more.
  const auto raise_to = [](std::string_view by, std::string_view to, std::string_view back) {
    return straddled("Dee: posts big blind $2\n",
                     "Eve: raises " + std::string(by) + " to " + std::string(to) +
                         "\nFay: folds\nAnn: folds\nBob: folds\nCid: folds\nDee: folds\nUncalled bet (" +
                         std::string(back) + ") returned to Eve\n",
                     "Eve", "$5.50");
  };
  const std::string three = raise_to("$1", "$3", "$1");
  CHECK(stars(three, profile("pokernow")) == "");
  CHECK(stars(three, profile("pokermaster")) == "raise-below-minimum 13\n");
  // Less than one big blind more is short under both.
  const std::string short_raise = raise_to("$0.50", "$2.50", "$0.50");
  CHECK(stars(short_raise, profile("pokernow")) == "raise-below-minimum 13\n");
}

TEST_CASE("tournament_chips_in_cents (coinpoker): a tournament tie split to the hundredth, the odd one left of the button") {
  OwnHands coin{"coinpoker", &parser::parse_coinpoker_hand, profile("coinpoker")};
  // 15,403.53 between two straights: 7,701.77 to Delta, first left of the
  // button, and 7,701.76 to Alpha.
  CHECK(coin("tournament_split.txt") == "");
  CHECK(coin.unit == 1);
  CHECK(coin("tournament_oddchip.txt") == "odd-chip-wrong-recipient 29\n");
  // In whole chips the shares are not whole; cash tables split to the cent
  // either way.
  coin.p.tournament_chips_in_cents = false;
  CHECK(coin("tournament_split.txt") == "odd-chip-invalid 29\n");
  CHECK(coin.unit == 100);
  CHECK(coin("oddchip.txt") == "odd-chip-wrong-recipient 27\n");
  CHECK(coin.unit == 1);
}

TEST_CASE("chip_in_play_without_currency (thebiggame): 53,200 run five times, paid run by run in $100 chips") {
  OwnHands tbg{"thebiggame", &parser::parse_thebiggame_hand, profile("thebiggame")};
  // 10,700, 10,700, 10,600, 10,600, 10,600: Delta wins runs 1, 3 and 5
  // (31,900), Charlie runs 2 and 4 (21,300).
  CHECK(tbg("run_five.txt") == "");
  CHECK(tbg.unit == 10000);  // 100 chips of 100 minor units
  CHECK(tbg("run_five_chips.txt") == "odd-chip-invalid 2\n");
  // Counted in whole chips, each run is 10,640.
  tbg.p.chip_in_play_without_currency = false;
  CHECK(tbg("run_five_chips.txt") == "");
  CHECK(tbg.unit == 100);
  CHECK(tbg("run_five.txt") == "tie-not-split-equally 2\n");
}

}  // namespace straddle_chip_conventions_test
