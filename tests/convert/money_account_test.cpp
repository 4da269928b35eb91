// The converters write the log's money as it is, in the pots it names, and
// never a negative amount or stack (issue 21; docs/hand-json.md): a log that
// has a player put in more than he had leaves him at 0; a raise to less
// than the bet it faces adds 0; a collect the rules' awards leave no pot for
// goes to a pot he may win that has room (888's mucked all-in player paid a
// side pot); side pots a log names without numbers (Bovada) each in its own.
#include <doctest/doctest.h>

#include <string>

#include "convert/convert_json.h"
#include "convert/convert_ohh.h"
#include "convert/convert_phh.h"
#include "convert/convert_support.h"
#include "tests/support/room_hands.h"

namespace money_account_test {

namespace {

std::string to_json(const std::string& text, convert::SourceFormat format = convert::SourceFormat::kPokerStars) {
  convert::ConvertWorkspace w;
  std::string out;
  convert::append_converted_hand(w, out, text, 1, 1, "test", format);
  return out;
}

std::string to_ohh(const std::string& text, convert::SourceFormat format = convert::SourceFormat::kPokerStars) {
  convert::ConvertWorkspace w;
  return convert::convert_to_ohh(w, text, 1, 1, "test", format, "").text;
}

std::string to_phh(const std::string& text, convert::SourceFormat format = convert::SourceFormat::kPokerStars) {
  convert::ConvertWorkspace w;
  return convert::convert_to_phh(w, text, 1, 1, "test", format, "").text;
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  text.replace(text.find(from), from.size(), to);
  return text;
}

const convert::SourceFormat k888 = convert::SourceFormat::of_room(parser::SiteFormat::kPacific);
const convert::SourceFormat kBovada = convert::SourceFormat::of_room(parser::SiteFormat::kBovada);

// Cy has $1 and calls to $2: the log has him put in $2.
const std::string kOverbet =
    "PokerStars Hand #1000000001:  Hold'em No Limit ($0.25/$0.50 USD) - 2020/01/01 12:00:00 ET\n"
    "Table 'Alpha' 6-max Seat #1 is the button\n"
    "Seat 1: Ann ($50 in chips)\nSeat 2: Bob ($50 in chips)\nSeat 3: Cy ($1 in chips)\n"
    "Bob: posts small blind $0.25\nCy: posts big blind $0.50\n*** HOLE CARDS ***\n"
    "Ann: raises $1.50 to $2\nBob: folds\nCy: calls $1.50\n"
    "*** FLOP *** [2c 7d Ks]\n*** TURN *** [2c 7d Ks] [3h]\n*** RIVER *** [2c 7d Ks 3h] [9s]\n"
    "*** SHOW DOWN ***\nAnn: shows [Ah Ad] (a pair of Aces)\nCy: shows [Qc Jc] (high card King)\n"
    "Ann collected $4.25 from pot\n*** SUMMARY ***\nTotal pot $4.25 | Rake $0\nBoard [2c 7d Ks 3h 9s]\n"
    "Seat 1: Ann (button) showed [Ah Ad] and won ($4.25) with a pair of Aces\n"
    "Seat 2: Bob (small blind) folded before Flop\n"
    "Seat 3: Cy (big blind) showed [Qc Jc] and lost with high card King\n";

}  // namespace

TEST_CASE("a player the log has put in more than he had ends at 0 in JSON and PHH, never below") {
  // By the log Cy ends at $1 - $2 = -$1: he is taken to have put in his $1.
  const std::string json = to_json(kOverbet);
  CHECK(has(json, R"({"name":"Cy","seat":3,"starting_stack":1.00,"final_stack":0.00,)"));
  CHECK(has(json, R"("rule":"wager-exceeds-stack")"));
  CHECK(has(to_phh(kOverbet), "finishing_stacks = [49.75, 0.00, 52.25]"));
  // The look-alike: Cy has the $2 he puts in, and ends at 0 as well.
  const std::string covered = replaced(replaced(kOverbet, "Cy ($1 in chips)", "Cy ($2 in chips)"), "Cy: calls $1.50",
                                       "Cy: calls $1.50 and is all-in");
  const std::string legal = to_json(covered);
  CHECK(has(legal, R"({"name":"Cy","seat":3,"starting_stack":2.00,"final_stack":0.00,)"));
  CHECK(has(legal, R"("status":"clean")"));
}

TEST_CASE("a raise to less than the bet it faces adds 0 in JSON, its total as written") {
  // Small Blind's bet line is written twice ($20 in by the log), then Big
  // Blind "Raises $15 to $15": an increment of -$5 by the log.
  const std::string json = to_json(room_hands::data("bovada", "raise_below_bet.txt"), kBovada);
  CHECK(
      has(json, R"({"street":"flop","player":"Big Blind","action":"raise","amount":0.00,"to":15.00,"all_in":false})"));
  CHECK(has(json, R"("rule":"raise-below-minimum")"));
  CHECK(!has(json, ":-"));
  CHECK(!has(to_ohh(room_hands::data("bovada", "raise_below_bet.txt"), kBovada), ":-"));
  // The look-alike: a raise over the bet adds what it adds.
  CHECK(has(to_json(room_hands::data("bovada", "raise.txt"), kBovada),
            R"("player":"UTG","action":"raise","amount":0.25,"to":0.75,)"));
}

TEST_CASE("888: a mucked all-in player the log pays a side pot is paid from that pot, and every OHH pot balances") {
  // Eve's flush takes the $3,720 main pot; Fay, whose summary line "mucks"
  // her cards, is paid the $1,568 side pot and Cid the $1,200 one. The
  // rules give side pot 1 to Cid (a mucked hand concedes): before, Fay's
  // collect landed on top of the main pot's $3,720 and Cid's in side pot 1.
  const std::string hand = room_hands::data("888", "mucked_side_pot.txt");
  const std::string pots = R"("pots":[{"amount":3720,"eligible":["Hero","Cid","Eve","Fay"],"awards":{"Eve":3720}},)"
                           R"({"amount":1568,"eligible":["Hero","Cid","Fay"],"awards":{"Fay":1568}},)"
                           R"({"amount":1200,"eligible":["Hero","Cid"],"awards":{"Cid":1200}}])";
  CHECK(has(to_json(hand, k888), pots));
  CHECK(has(
      to_ohh(hand, k888),
      R"("pots":[{"number":0,"amount":3720,"rake":0,"jackpot":0,"player_wins":[{"player_id":5,"win_amount":3720}]},)"
      R"({"number":1,"amount":1568,"rake":0,"jackpot":0,"player_wins":[{"player_id":6,"win_amount":1568}]},)"
      R"({"number":2,"amount":1200,"rake":0,"jackpot":0,"player_wins":[{"player_id":3,"win_amount":1200}]}])"));
  // The look-alike: Fay shows, the rules give her side pot 1 too; the same pots.
  CHECK(has(to_json(replaced(hand, "Fay mucks", "Fay shows"), k888), pots));
}

TEST_CASE("Bovada: side pots the log names without numbers are each paid from their own pot") {
  // "Hand result-Side pot $50" and "$30": read as the first side pot both,
  // they paid it $80 of its $30 and side pot 2 nothing.
  const std::string hand = room_hands::data("bovada", "unnumbered_side_pots.txt");
  CHECK(has(to_json(hand, kBovada),
            R"({"amount":30.00,"eligible":["Big Blind","UTG+1","Small Blind"],"awards":{"Small Blind":30.00}},)"
            R"({"amount":50.00,"eligible":["Big Blind","Small Blind"],"awards":{"Small Blind":50.00}}])"));
  CHECK(has(
      to_ohh(hand, kBovada),
      R"({"number":2,"amount":50.00,"rake":0.00,"jackpot":0.00,"player_wins":[{"player_id":4,"win_amount":50.00}]})"));
  // The look-alike: one side pot, named as the first and paid no more than
  // it holds, stays where the log names it, even to a player who may not
  // win it (the audit's ineligible-player-awarded).
  CHECK(has(to_json(room_hands::data("bovada", "sidepot.txt"), kBovada),
            R"({"amount":20.00,"eligible":["Big Blind","Small Blind"],"awards":{"UTG":20.00}}])"));
}

}  // namespace money_account_test
