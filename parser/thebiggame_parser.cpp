// The Big Game reader: the hand's `LoadHand(...)` argument is read into
// values that know their place (parser/json_tree.h, with bare keys), then
// interpreted into a HandRecord with a running state of street bets and
// stacks, because the plays write little: "Calls" and "All-In" carry no
// amount, "Raises To" the street total, "Bets" the bet, and the blinds and
// the ante are not plays at all (docs/THEBIGGAME_FORMAT.md).

#include "parser/thebiggame_parser.h"

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "parser/hand_limits.h"
#include "parser/json_fields.h"
#include "parser/json_tree.h"
#include "parser/phh_text.h"
#include "parser/street_bets.h"

namespace parser {

namespace {

using engine::Act;
using engine::Chips;
using engine::Street;
using Kind = JsonValue::Kind;

constexpr std::string_view kCall = "LoadHand(";

// A card as the show writes it, suit first in lower case ("da", "ct"): the
// record's card, or nullopt.
std::optional<engine::Card> show_card(const JsonValue& v) {
  if (!v.is(Kind::kString) || v.raw.size() != 2) return std::nullopt;
  const char text[] = {v.raw[1], v.raw[0]};
  return engine::Card::parse(std::string_view(text, 2));
}

// A board deal of the plays: its cards and where it is.
struct Deal {
  engine::CardList cards;
  engine::SourcePos pos;
};

class Reader : JsonFields {
 public:
  Reader(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
         std::vector<engine::Finding>& findings)
      : JsonFields(text, line, column, findings), rec_(out) {}

  ParseStatus run();

 private:
  bool amount(const JsonValue& object, std::string_view key, Chips& out);

  bool read_table(const JsonValue& hand);
  bool read_players(const JsonValue& hand);
  bool post_forced_bets(const JsonValue& hand);
  void post(std::size_t p, Act kind, Chips chips);
  bool read_play(const JsonValue& play);
  bool wager(const JsonValue& play, std::string_view verb, engine::ActionRecord& r);
  void end_street();
  bool build_boards();
  void settle();

  engine::HandRecord& rec_;
  std::vector<int> seat_player_;  // seat -> index into rec_.players, -1 for an empty seat
  std::vector<Chips> uncalled_;   // his bets no one matched, on the streets closed so far
  std::vector<bool> folded_;
  StreetBets bets_;  // the street's bets and the stacks behind
  Street street_ = Street::kPreflop;
  std::size_t posts_end_ = 0;  // the forced bets are rec_.actions[0, posts_end_)
  bool wagered_ = false;       // a call, bet or raise was read
  std::vector<Deal> deals_;    // the board deals before the pot is won, in play order
  bool won_ = false;           // a "Wins" was read: the hand is over
  std::vector<engine::ActionRecord> wins_;
  std::string unsupported_;  // why a hand that was read is not replayed
};

// A whole number of chips (the show's amounts are whole chips).
bool Reader::amount(const JsonValue& object, std::string_view key, Chips& out) {
  const JsonValue* v = member(object, key, Kind::kNumber);
  if (v == nullptr) return false;
  if (phh_text::to_centi(v->raw, out) != phh_text::AmountStatus::kOk || out.minor_units() < 0 ||
      !out.is_multiple_of(Chips{Chips::kScale}))
    return fail(*v, std::string("\"").append(key).append("\" must be a whole number of chips"));
  return true;
}

bool Reader::read_table(const JsonValue& hand) {
  const JsonValue* title = member(hand, "Title", Kind::kString);
  const JsonValue* seats = member(hand, "NumberOfSeats", Kind::kNumber);
  const JsonValue* dealer = member(hand, "Dealer", Kind::kNumber);
  if (title == nullptr || seats == nullptr || dealer == nullptr) return false;
  // "d1h13": the 13th hand of the episode (its file, one table). The hand
  // number orders the table session (as PokerNow's "#35"); the title names
  // the hand across files.
  rec_.hand_code = title->raw;
  rec_.hand_id = title->raw;
  if (const std::size_t h = title->raw.rfind('h'); h != std::string_view::npos && h + 1 < title->raw.size() &&
                                                  title->raw.find_first_not_of("0123456789", h + 1) == std::string_view::npos)
    rec_.hand_id = title->raw.substr(h + 1);
  auto& g = rec_.game;
  g.variant = engine::Variant::kHoldem;
  g.structure = engine::Structure::kNoLimit;
  if (!amount(hand, "SmallBlind", g.small_blind) || !amount(hand, "BigBlind", g.big_blind) ||
      !amount(hand, "Ante", g.ante))
    return false;
  Chips n{0};
  if (!amount(hand, "NumberOfSeats", n) || n.minor_units() / Chips::kScale > static_cast<std::int64_t>(kMaxSeats))
    return fail(*seats, "a table of 1 to 64 seats");
  g.max_seats = static_cast<int>(n.minor_units() / Chips::kScale);
  if (!amount(hand, "Dealer", n)) return false;
  rec_.button_seat = static_cast<int>(n.minor_units() / Chips::kScale);
  rec_.button_pos = at(*dealer);
  return true;
}

// The seats: a seat with no name is empty (`{Name:"",Stack:0,Cards:[]}`);
// a player's cards are the hole cameras' (none where they missed them).
bool Reader::read_players(const JsonValue& hand) {
  const JsonValue* players = member(hand, "Players", Kind::kArray);
  if (players == nullptr) return false;
  for (const JsonValue& p : players->items) {
    if (!p.is(Kind::kObject)) return fail(p, "a player is an object");
    const JsonValue* name = member(p, "Name", Kind::kString);
    const JsonValue* cards = member(p, "Cards", Kind::kArray);
    Chips seat{0}, stack{0};
    if (name == nullptr || cards == nullptr || !amount(p, "Seat", seat) || !amount(p, "Stack", stack)) return false;
    const auto seat_number = static_cast<std::size_t>(seat.minor_units() / Chips::kScale);
    if (seat_number < 1 || seat_number > static_cast<std::size_t>(rec_.game.max_seats))
      return fail(*p.find("Seat"), "a seat is numbered from 1 to NumberOfSeats");
    if (name->raw.empty()) continue;
    if (seat_player_.size() <= seat_number) seat_player_.resize(seat_number + 1, -1);
    if (seat_player_[seat_number] >= 0) return fail(p, "two players in one seat");
    engine::PlayerRecord rec;
    rec.name = name->raw;
    rec.seat = static_cast<int>(seat_number);
    rec.stack = stack;
    rec.pos = at(p);
    for (const JsonValue& c : cards->items) {
      const std::optional<engine::Card> card = show_card(c);
      if (!card) return fail(c, "a card is written suit first: \"da\", \"ct\"");
      if (rec.hole.size == rec.hole.cards.size()) return fail(c, "more cards than any hand holds");
      rec.hole.push(*card);
    }
    seat_player_[seat_number] = static_cast<int>(rec_.players.size());
    rec_.players.push_back(rec);
  }
  if (rec_.players.empty()) return fail(*players, "a hand with no player");
  bets_.start(rec_.players);
  uncalled_.assign(rec_.players.size(), Chips{0});
  folded_.assign(rec_.players.size(), false);
  return true;
}

// A forced bet, all-in when it takes the last chips.
void Reader::post(std::size_t p, Act kind, Chips chips) {
  engine::ActionRecord r;
  r.kind = kind;
  r.player = static_cast<std::int16_t>(p);
  r.amount = min(chips, bets_.stack[p]);
  r.all_in = bets_.stack[p] <= chips;
  r.pos = rec_.players[p].pos;
  if (kind != Act::kPostAnte)
    bets_.put(p, r.amount);
  else
    bets_.stack[p] -= r.amount;
  rec_.actions.push_back(r);
}

// The plays start with the first to act: the forced bets are the table's.
// The dealer antes for the table (a button ante: `Ante` is the one post, as
// the stacks of the next hand show), the two seats after him post the
// blinds; heads-up the dealer posts the small blind.
bool Reader::post_forced_bets(const JsonValue& hand) {
  const auto seats = static_cast<int>(seat_player_.size());
  const int dealer = rec_.button_seat < seats ? seat_player_[static_cast<std::size_t>(rec_.button_seat)] : -1;
  if (dealer < 0) return fail(*hand.find("Dealer"), "the dealer's seat is empty");
  // The player after `p` in seat order.
  auto next = [&](int p) {
    for (int s = rec_.players[static_cast<std::size_t>(p)].seat + 1;; ++s) {
      const int q = seat_player_[static_cast<std::size_t>(s % seats)];
      if (q >= 0) return q;
    }
  };
  const auto d = static_cast<std::size_t>(dealer);
  if (rec_.game.ante.positive()) post(d, Act::kPostAnte, rec_.game.ante);
  if (rec_.players.size() < 2) return true;
  const int small = rec_.players.size() == 2 ? dealer : next(dealer);
  post(static_cast<std::size_t>(small), Act::kPostSmallBlind, rec_.game.small_blind);
  post(static_cast<std::size_t>(next(small)), Act::kPostBigBlind, rec_.game.big_blind);
  bets_.high = rec_.game.big_blind;
  posts_end_ = rec_.actions.size();
  return true;
}

// What a street leaves unmatched: the top bet's excess over the next one,
// his to take back.
void Reader::end_street() {
  std::size_t top = 0;
  const std::vector<Chips>& bet = bets_.bet;
  for (std::size_t i = 1; i < bet.size(); ++i)
    if (bet[i] > bet[top]) top = i;
  Chips second{0};
  for (std::size_t i = 0; i < bet.size(); ++i)
    if (i != top) second = max(second, bet[i]);
  if (bet[top] > second) uncalled_[top] += bet[top] - second;
  bets_.new_street();
}

// The wagers. "Bets" states the bet, "Raises To" the street total, "Calls"
// and "All-In" nothing: a call is of what the player lacks (or all he has),
// an all-in of all he has, a call, bet or raise by what it comes to.
bool Reader::wager(const JsonValue& play, std::string_view verb, engine::ActionRecord& r) {
  const auto p = static_cast<std::size_t>(r.player);
  const Chips in = bets_.bet[p];
  const Chips behind = bets_.stack[p];
  Chips to = in + behind;  // "All-In"
  if (verb == "Calls") {
    to = in + min(max(bets_.high - in, Chips{0}), behind);
  } else if (verb != "All-In") {
    Chips value{0};
    if (!amount(play, "value", value)) return false;
    // "Straddles" and "Raises To" state the total; "Bets" the bet.
    to = verb == "Bets" ? in + value : value;
  }
  if (verb == "Straddles") {
    r.kind = Act::kPostStraddle;
    r.amount = to - in;
    bets_.put(p, r.amount);
  } else {
    bets_.wager_to(r, to);
  }
  r.all_in = to - in >= behind && (verb != "Calls" || (to - in).positive());
  if (r.kind == Act::kPostStraddle && !wagered_) {
    // A straddle is posted before the cards, with the blinds; the plays
    // write a button's at his turn, after the folds before him (S1E01
    // d1h84): it goes with the posts.
    rec_.actions.insert(rec_.actions.begin() + static_cast<std::ptrdiff_t>(posts_end_++), r);
    return true;
  }
  wagered_ = true;
  rec_.actions.push_back(r);
  return true;
}

bool Reader::read_play(const JsonValue& play) {
  if (!play.is(Kind::kObject)) return fail(play, "a play is an object");
  if (rec_.actions.size() >= kMaxActions) return fail(play, "more than 4096 actions in one hand");
  const JsonValue* verb_value = member(play, "Action", Kind::kString);
  Chips seat{0};
  if (verb_value == nullptr || !amount(play, "Seat", seat)) return false;
  const std::string_view verb = verb_value->raw;
  if (verb == "Deal") {
    const JsonValue* cards = member(play, "value", Kind::kArray);
    if (cards == nullptr) return false;
    // After the pot is won the plays still deal the board's rest, or repeat
    // an earlier hand's cards: not this hand's (docs/THEBIGGAME_FORMAT.md).
    if (won_ || cards->items.empty()) return true;
    Deal deal{{}, at(play)};
    for (const JsonValue& c : cards->items) {
      const std::optional<engine::Card> card = show_card(c);
      if (!card) return fail(c, "a card is written suit first: \"da\", \"ct\"");
      if (deal.cards.size == 3) return fail(c, "a deal of more than three cards");
      deal.cards.push(*card);
    }
    deals_.push_back(deal);
    if (street_ < Street::kRiver) {
      end_street();
      street_ = static_cast<Street>(static_cast<int>(street_) + 1);
    }
    return true;
  }
  const auto s = static_cast<std::size_t>(seat.minor_units() / Chips::kScale);
  const int player = s < seat_player_.size() ? seat_player_[s] : -1;
  if (player < 0) return fail(*play.find("Seat"), "no player sits in seat " + std::to_string(s));
  engine::ActionRecord r;
  r.street = street_;
  r.player = static_cast<std::int16_t>(player);
  r.pos = at(play);
  const auto p = static_cast<std::size_t>(player);
  if (verb == "Wins") {
    if (!won_) end_street();
    won_ = true;
    r.kind = Act::kCollect;
    r.street = Street::kShowdown;
    if (!amount(play, "value", r.amount)) return false;
    wins_.push_back(r);
    return true;
  }
  if (won_) return fail(play, "a play after the pot is won");
  if (verb == "Folds" || verb == "Checks") {
    r.kind = verb == "Folds" ? Act::kFold : Act::kCheck;
    wagered_ = wagered_ || r.kind == Act::kCheck;
    folded_[p] = folded_[p] || r.kind == Act::kFold;
    rec_.actions.push_back(r);
    return true;
  }
  if (verb == "Takes Back") {
    // The part of his bet no one called, back to him.
    r.kind = Act::kUncalledReturn;
    if (!amount(play, "value", r.amount)) return false;
    bets_.put(p, Chips{0} - r.amount);
    bets_.high = *std::max_element(bets_.bet.begin(), bets_.bet.end());
    rec_.actions.push_back(r);
    return true;
  }
  if (verb == "Calls" || verb == "Bets" || verb == "Raises To" || verb == "All-In" || verb == "Straddles")
    return wager(play, verb, r);
  return fail(*verb_value, "a play The Big Game does not write: " + std::string(verb));
}

// The boards from the deals: the flop (the deal of three, wherever it
// comes), then the turn and river (the first two single cards). A board run
// again after an all-in deals each later run's turn and river as one deal
// of two, or, when the turn was out before it, each later river alone.
// After a pre-flop all-in the plays deal the turn and river before the flop.
bool Reader::build_boards() {
  const Deal* flop = nullptr;
  std::vector<const Deal*> singles, pairs;
  for (const Deal& d : deals_) {
    if (d.cards.size == 3 && flop == nullptr)
      flop = &d;
    else if (d.cards.size == 1)
      singles.push_back(&d);
    else if (d.cards.size == 2)
      pairs.push_back(&d);
    else
      return fail(0, "a board deals two flops");
  }
  auto& board = rec_.boards[0];
  if (flop != nullptr) {
    for (const engine::Card c : flop->cards) board.push(c);
    rec_.street_pos[1] = flop->pos;
    rec_.street_cards[1] = 3;
  } else if (!singles.empty() || !pairs.empty()) {
    return fail(0, "a turn or river is dealt but no flop");
  }
  for (std::size_t k = 0; k < singles.size() && k < 2; ++k) {
    board.push(singles[k]->cards.cards[0]);
    rec_.street_pos[2 + k] = singles[k]->pos;
    rec_.street_cards[2 + k] = static_cast<std::uint8_t>(4 + k);
  }
  const std::size_t rivers = singles.size() > 2 ? singles.size() - 2 : 0;
  if (rivers > 0 && !pairs.empty()) return fail(0, "a board run again both from the flop and from the turn");
  const std::size_t runs = 1 + rivers + pairs.size();
  if (runs > engine::kMaxRuns) {
    unsupported_ = "its board is run " + std::to_string(runs) + " times; a record holds five runs at most";
    return true;
  }
  rec_.runs = static_cast<std::uint8_t>(runs);
  for (std::size_t r = 1; r < runs; ++r) {
    auto& run = rec_.boards[r];
    const std::size_t shared = rivers > 0 ? 4 : 3;
    for (std::size_t k = 0; k < shared && k < board.size; ++k) run.push(board.cards[k]);
    const Deal& own = rivers > 0 ? *singles[1 + r] : *pairs[r - 1];
    for (const engine::Card c : own.cards) run.push(c);
    rec_.run_street_pos[r][2] = own.pos;
    if (rivers == 0) rec_.run_street_pos[r][1] = own.pos;
  }
  return true;
}

// The results: what no one called back to its bettor (the plays pay it
// inside his "Wins", or not at all), the hands of the players left at the
// showdown as shown (the cameras saw them all), the wins as collects.
void Reader::settle() {
  int live = 0;
  for (std::size_t i = 0; i < rec_.players.size(); ++i) live += folded_[i] ? 0 : 1;
  for (std::size_t i = 0; i < rec_.players.size(); ++i) {
    if (!uncalled_[i].positive()) continue;
    engine::ActionRecord back;
    back.kind = Act::kUncalledReturn;
    back.street = street_;
    back.player = static_cast<std::int16_t>(i);
    back.amount = uncalled_[i];
    back.pos = rec_.players[i].pos;
    Chips left = uncalled_[i];
    for (auto& w : wins_) {
      if (w.player != back.player || !left.positive()) continue;
      const Chips part = min(left, w.amount);
      w.amount -= part;
      left -= part;
      back.pos = w.pos;
    }
    rec_.actions.push_back(back);
  }
  if (live >= 2)
    for (std::size_t i = 0; i < rec_.players.size(); ++i) {
      engine::PlayerRecord& pl = rec_.players[i];
      if (folded_[i] || pl.hole.empty()) continue;
      engine::ActionRecord show;
      show.kind = Act::kShow;
      show.street = Street::kShowdown;
      show.player = static_cast<std::int16_t>(i);
      show.pos = pl.pos;
      pl.showed = true;
      pl.show_pos = pl.pos;
      rec_.actions.push_back(show);
    }
  for (const auto& w : wins_)
    if (w.amount.positive()) rec_.actions.push_back(w);
}

ParseStatus Reader::run() {
  rec_.format = "thebiggame";
  rec_.site = "thebiggame";
  rec_.header_pos = at_offset(0);
  rec_.end_pos = at_offset(text_.empty() ? 0 : text_.size() - 1);
  // One table a file: an episode's hands, stacks carried from hand to hand.
  rec_.table = "The Big Game";
  rec_.table_is_file = true;
  // A private game: no rake.
  rec_.stated.rake = Chips{0};
  const std::size_t call = text_.find(kCall);
  const std::size_t close = text_.find_last_of(')');
  if (call == std::string_view::npos || close == std::string_view::npos || close < call + kCall.size()) {
    fail(call == std::string_view::npos ? 0 : call, "a hand of The Big Game is LoadHand({...}) after its URL line");
    return ParseStatus::kUnreadable;
  }
  base_ = call + kCall.size();
  JsonValue doc;
  if (const auto error = parse_js_literal(text_.substr(base_, close - base_), doc)) {
    fail(base_ + error->offset, "cannot read the hand's object: " + error->message);
    return ParseStatus::kUnreadable;
  }
  if (!doc.is(Kind::kObject)) {
    fail(doc, "LoadHand's argument is an object {Hand:{...},Plays:[...]}");
    return ParseStatus::kUnreadable;
  }
  const JsonValue* hand = member(doc, "Hand", Kind::kObject);
  const JsonValue* plays = member(doc, "Plays", Kind::kArray);
  if (hand == nullptr || plays == nullptr || !read_table(*hand) || !read_players(*hand) || !post_forced_bets(*hand))
    return ParseStatus::kUnreadable;
  for (const JsonValue& play : plays->items)
    if (!read_play(play)) {
      rec_.stop_pos = at(play);
      return ParseStatus::kUnreadable;
    }
  if (!won_) end_street();
  if (!build_boards()) return ParseStatus::kUnreadable;
  if (!unsupported_.empty()) {
    engine::Finding f;
    f.rule = engine::Rule::kUnsupportedGame;
    f.pos = rec_.header_pos;
    f.message = "the hand was read but " + unsupported_;
    findings_.push_back(std::move(f));
    return ParseStatus::kUnsupported;
  }
  settle();
  return ParseStatus::kOk;
}

}  // namespace

ParseStatus parse_thebiggame_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                  engine::HandRecord& out, std::vector<engine::Finding>& findings) {
  out.reset();
  Reader reader(text, line, column, out, findings);
  return reader.run();
}

}  // namespace parser
