// IGT reader: the hand's object is read into values that know their place
// (parser/json_tree.h), then interpreted into a HandRecord with a running
// state of street bets. IGT writes every wager as the player's street total
// (`"value"` of a call, bet, raise or all-in), the return of an uncalled bet
// as an "adjustment" of his total down to what was matched, the board whole
// at each street, cards as numbers (docs/IGT_FORMAT.md).

#include "parser/igt_parser.h"

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

// IGT's card number: rank n % 13 from the deuce, suit n / 13 (the suit
// order is not shown by any hand of the corpus; clubs, diamonds, hearts,
// spades is taken: every check is the same under any order). "b" is a card
// face down: nullopt, and `hidden` set.
std::optional<engine::Card> igt_card(std::string_view link, bool& hidden) {
  hidden = link == "b";
  if (link.empty() || link.size() > 2) return std::nullopt;
  int n = 0;
  for (const char c : link) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + (c - '0');
  }
  if (n >= 52) return std::nullopt;
  return engine::Card(n % 13, static_cast<engine::Suit>(n / 13));
}

class Reader : JsonFields {
 public:
  Reader(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
         std::vector<engine::Finding>& findings)
      : JsonFields(text, line, column, findings), rec_(out) {}

  ParseStatus run();

 private:
  bool amount(const JsonValue& v, Chips& out);
  bool amount_of(const JsonValue& object, std::string_view key, Chips& out);
  bool cards(const JsonValue& list, engine::CardList& out, bool& hidden);
  int player_named(const JsonValue& object);

  bool read_game(const JsonValue& hand);
  bool read_players(const JsonValue& hand);
  bool read_action(const JsonValue& a);
  bool read_blind(const JsonValue& a, std::size_t p, engine::ActionRecord& r);
  bool read_wager(const JsonValue& a, std::string_view type, std::size_t p, engine::ActionRecord& r);
  bool read_showdown(const JsonValue& hand);

  engine::HandRecord& rec_;
  StreetBets bets_;           // the street's bets and the stacks behind
  std::vector<bool> put_in_;  // he has put chips in (his stack is known from his first wager)
  Street street_ = Street::kPreflop;
};

// IGT writes amounts as strings of a decimal number ("19.50", "19.7").
bool Reader::amount(const JsonValue& v, Chips& out) {
  if (!v.is(Kind::kString) || phh_text::to_centi(v.raw, out) != phh_text::AmountStatus::kOk || out.minor_units() < 0)
    return fail(v, "an amount is a string of a decimal number with at most two decimals");
  return true;
}

bool Reader::amount_of(const JsonValue& object, std::string_view key, Chips& out) {
  const JsonValue* v = member(object, key, Kind::kString);
  return v != nullptr && amount(*v, out);
}

bool Reader::cards(const JsonValue& list, engine::CardList& out, bool& hidden) {
  out = {};
  hidden = false;
  for (const JsonValue& c : list.items) {
    const JsonValue* link = c.is(Kind::kObject) ? member(c, "link", Kind::kString) : nullptr;
    if (link == nullptr) return c.is(Kind::kObject) ? false : fail(c, "a card is an object {\"link\":\"N\"}");
    bool down = false;
    const std::optional<engine::Card> card = igt_card(link->raw, down);
    hidden = hidden || down;
    if (down) continue;
    if (!card) return fail(*link, "a card is a number from 0 to 51, or \"b\" face down");
    if (out.size == out.cards.size()) return fail(c, "more cards than any hand holds");
    out.push(*card);
  }
  return true;
}

int Reader::player_named(const JsonValue& object) {
  const JsonValue* name = member(object, "player", Kind::kString);
  if (name == nullptr) return -1;
  const int p = rec_.find_player(name->raw);
  if (p < 0) fail(*name, "no seated player is named " + std::string(name->raw));
  return p;
}

bool Reader::read_game(const JsonValue& hand) {
  const JsonValue* id = member(hand, "handId", Kind::kString);
  const JsonValue* type = member(hand, "gameType", Kind::kString);
  const JsonValue* limit = member(hand, "limit", Kind::kString);
  if (id == nullptr || type == nullptr || limit == nullptr) return false;
  rec_.hand_id = id->raw;
  if (const JsonValue* table = member(hand, "table", Kind::kString, false)) rec_.table = table->raw;
  if (const JsonValue* currency = member(hand, "tableCurrency", Kind::kString, false)) rec_.currency = currency->raw;
  rec_.has_currency_symbol = true;
  auto& g = rec_.game;
  if (type->raw == "TEXASHOLDEM") {
    g.variant = engine::Variant::kHoldem;
  } else if (type->raw == "OMAHA" || type->raw == "OMAHAHILO") {
    g.variant = engine::Variant::kOmaha;
    g.hi_lo = type->raw == "OMAHAHILO";
  } else {
    return fail(*type, "a game IGT's corpus does not show: " + std::string(type->raw));
  }
  if (limit->raw == "No Limit")
    g.structure = engine::Structure::kNoLimit;
  else if (limit->raw == "Pot Limit")
    g.structure = engine::Structure::kPotLimit;
  else if (limit->raw == "Fixed Limit")
    g.structure = engine::Structure::kFixedLimit;
  else
    return fail(*limit, "a limit is No Limit, Pot Limit or Fixed Limit");
  // The stakes: "0.25/0.5", or (2019) "small" and "large".
  if (const JsonValue* stake = member(hand, "stake", Kind::kString, false)) {
    const std::size_t slash = stake->raw.find('/');
    if (slash == std::string_view::npos ||
        phh_text::to_centi(stake->raw.substr(0, slash), g.small_blind) != phh_text::AmountStatus::kOk ||
        phh_text::to_centi(stake->raw.substr(slash + 1), g.big_blind) != phh_text::AmountStatus::kOk)
      return fail(*stake, "the stake is SMALL/BIG: \"0.25/0.5\"");
  } else if (!amount_of(hand, "small", g.small_blind) || !amount_of(hand, "large", g.big_blind)) {
    return false;
  }
  if (g.structure == engine::Structure::kFixedLimit) {
    // The record holds a fixed-limit game's bets where the blinds are
    // (the small bet is the big blind).
    g.small_blind = g.big_blind;
    g.big_blind = g.big_blind + g.big_blind;
  }
  return true;
}

// The seats: `STATE_EMPTY` is an empty seat; `amount` the stack at the
// start, which some files leave at 0.00 for every player (the stack is then
// the one his first wager's `bankRoll` shows, or his showdown `bankRoll`).
bool Reader::read_players(const JsonValue& hand) {
  const JsonValue* players = member(hand, "player", Kind::kArray);
  if (players == nullptr) return false;
  for (const JsonValue& p : players->items) {
    if (!p.is(Kind::kObject)) return fail(p, "a player is an object");
    const JsonValue* name = member(p, "name", Kind::kString);
    const JsonValue* seat = member(p, "seat", Kind::kString);
    const JsonValue* state = member(p, "state", Kind::kString);
    if (name == nullptr || seat == nullptr || state == nullptr) return false;
    if (state->raw == "STATE_EMPTY") continue;
    engine::PlayerRecord rec;
    rec.name = name->raw;
    Chips n{0};
    if (phh_text::to_centi(seat->raw, n) != phh_text::AmountStatus::kOk || n.minor_units() <= 0 ||
        n.minor_units() % Chips::kScale != 0 || n.minor_units() / Chips::kScale > static_cast<std::int64_t>(kMaxSeats))
      return fail(*seat, "a seat is a number from 1 to 64");
    rec.seat = static_cast<int>(n.minor_units() / Chips::kScale);
    if (!amount_of(p, "amount", rec.stack)) return false;
    rec.sitting_out = state->raw != "STATE_PLAYING";
    rec.pos = at(p);
    if (const JsonValue* dealer = member(p, "dealer", Kind::kString, false); dealer != nullptr && dealer->raw == "Y")
      rec_.button_seat = rec.seat;
    if (rec_.find_player(rec.name) >= 0) return fail(*name, "two players have one name");
    rec_.players.push_back(rec);
  }
  if (rec_.players.size() > kMaxSeats) return fail(*players, "more than 64 players in one hand");
  bets_.start(rec_.players);
  put_in_.assign(rec_.players.size(), false);
  rec_.game.max_seats = static_cast<int>(players->items.size());
  return true;
}

// Blinds: "kind" HAND_SB, HAND_BB, HAND_DSB (a dead small blind, posted with
// the player's big blind that follows it).
bool Reader::read_blind(const JsonValue& a, std::size_t p, engine::ActionRecord& r) {
  const JsonValue* kind = member(a, "kind", Kind::kString);
  if (kind == nullptr || !amount_of(a, "value", r.amount)) return false;
  if (kind->raw == "HAND_SB")
    r.kind = Act::kPostSmallBlind;
  else if (kind->raw == "HAND_BB")
    r.kind = Act::kPostBigBlind;
  else if (kind->raw == "HAND_DSB")
    r.kind = Act::kPostSmallAndBig;
  else
    return fail(*kind, "a blind is HAND_SB, HAND_BB or HAND_DSB");
  if (r.kind == Act::kPostBigBlind) {
    // His big blind after his dead small blind: one post of both.
    for (auto& earlier : rec_.actions)
      if (earlier.player == r.player && earlier.kind == Act::kPostSmallAndBig && earlier.amount < rec_.game.big_blind) {
        earlier.amount += r.amount;
        bets_.put(p, r.amount);
        return true;
      }
  }
  if (r.kind != Act::kPostSmallAndBig)
    bets_.put(p, r.amount);
  else
    bets_.stack[p] -= r.amount;  // dead
  rec_.actions.push_back(r);
  return true;
}

// Calls, bets, raises and all-ins state the player's street total; the
// record holds a call's and a bet's chips and a raise's increment and total.
bool Reader::read_wager(const JsonValue& a, std::string_view type, std::size_t p, engine::ActionRecord& r) {
  Chips to{0};
  if (!amount_of(a, "value", to)) return false;
  if (type == "ACTION_CALL") {
    r.kind = Act::kCall;
    r.amount = to - bets_.bet[p];
    bets_.put(p, r.amount);
  } else {
    bets_.wager_to(r, to);  // an all-in to no more than the highest total is a call
  }
  r.all_in = type == "ACTION_ALLIN";
  rec_.actions.push_back(r);
  return true;
}

bool Reader::read_action(const JsonValue& a) {
  if (!a.is(Kind::kObject)) return fail(a, "an action is an object");
  if (rec_.actions.size() >= kMaxActions) return fail(a, "more than 4096 actions in one hand");
  const JsonValue* type_value = member(a, "type", Kind::kString);
  if (type_value == nullptr) return false;
  const std::string_view type = type_value->raw;
  if (type == "HAND_BOARD") {
    const JsonValue* list = member(a, "card", Kind::kArray);
    bool hidden = false;
    engine::CardList board;
    if (list == nullptr || !cards(*list, board, hidden)) return false;
    const JsonValue* name = member(a, "value", Kind::kString);
    if (name == nullptr) return false;
    const Street s = name->raw == "BOARD_FLOP"    ? Street::kFlop
                     : name->raw == "BOARD_TURN"  ? Street::kTurn
                     : name->raw == "BOARD_RIVER" ? Street::kRiver
                                                  : Street::kPreflop;
    if (s == Street::kPreflop) return fail(*name, "a board is BOARD_FLOP, BOARD_TURN or BOARD_RIVER");
    // Each street's object lists the whole board so far: it must begin
    // with the cards the streets before dealt.
    const engine::CardList& before = rec_.boards[0];
    if (!std::equal(before.begin(), before.end(), board.begin(), board.begin() + std::min(before.size, board.size)) ||
        board.size < before.size) {
      engine::Finding f;
      f.rule = engine::Rule::kInconsistentRecord;
      f.pos = at(a);
      f.message = "the " + std::string(engine::street_id(s)) + "'s board " + engine::card_list_text(board) +
                  " does not begin with the cards dealt before it " + engine::card_list_text(before);
      findings_.push_back(std::move(f));
    }
    rec_.boards[0] = board;
    const auto i = static_cast<std::size_t>(s);
    rec_.street_pos[i] = at(a);
    rec_.street_cards[i] = board.size;
    street_ = s;
    bets_.new_street();
    return true;
  }
  const int player = player_named(a);
  if (player < 0) return false;
  const auto p = static_cast<std::size_t>(player);
  engine::ActionRecord r;
  r.street = street_;
  r.player = static_cast<std::int16_t>(player);
  r.pos = at(a);
  if (type == "HAND_DEAL") {
    const JsonValue* list = member(a, "card", Kind::kArray);
    bool hidden = false;
    engine::CardList hole;
    if (list == nullptr || !cards(*list, hole, hidden)) return false;
    if (!hole.empty()) {
      rec_.players[p].hole = hole;
      rec_.players[p].dealt_pos = r.pos;
      if (!engine::is_stud(rec_.game.variant)) rec_.players[p].dealt = hole;
      rec_.hero = player;
    }
    return true;
  }
  // A stack written as 0.00 (some files write no stacks): the one before
  // his first wager, from the stack it leaves (`bankRoll`).
  if (const JsonValue* left = a.find("bankRoll"); left != nullptr && !put_in_[p] && !rec_.players[p].stack.positive()) {
    Chips after{0}, value{0};
    if (!amount(*left, after) || !amount_of(a, "value", value)) return false;
    rec_.players[p].stack = after + value;
    bets_.stack[p] = rec_.players[p].stack;
  }
  if (type == "HAND_BLINDS") {
    put_in_[p] = true;
    return read_blind(a, p, r);
  }
  if (type == "ACTION_FOLD" || type == "ACTION_CHECK") {
    r.kind = type == "ACTION_FOLD" ? Act::kFold : Act::kCheck;
    rec_.actions.push_back(r);
    return true;
  }
  if (type == "ACTION_ADJUSTEMENT") {
    // His street total set back to what was matched: the rest returned.
    Chips to{0};
    if (!amount_of(a, "value", to)) return false;
    r.kind = Act::kUncalledReturn;
    r.amount = bets_.bet[p] - to;
    bets_.put(p, Chips{0} - r.amount);
    rec_.actions.push_back(r);
    return true;
  }
  if (type == "ACTION_CALL" || type == "ACTION_BET" || type == "ACTION_RAISE" || type == "ACTION_ALLIN") {
    put_in_[p] = true;
    return read_wager(a, type, p, r);
  }
  return fail(*type_value, "an action IGT's corpus does not show: " + std::string(type));
}

// The showdown: each player's result, the cards of those still in (shown,
// or none and "$(STR_G_MUCK)": mucked), what each won (after rake); the pot
// after rake and the rake.
bool Reader::read_showdown(const JsonValue& hand) {
  const JsonValue* showdown = member(hand, "showDown", Kind::kObject);
  if (showdown == nullptr) return false;
  const JsonValue* results = member(*showdown, "result", Kind::kArray);
  if (results == nullptr) return false;
  for (const JsonValue& res : results->items) {
    if (!res.is(Kind::kObject)) return fail(res, "a result is an object");
    const int player = player_named(res);
    if (player < 0) return false;
    auto& pl = rec_.players[static_cast<std::size_t>(player)];
    const JsonValue* list = member(res, "card", Kind::kArray);
    if (list == nullptr) return false;
    bool hidden = false;
    engine::CardList shown;
    if (!cards(*list, shown, hidden)) return false;
    Chips won{0};
    if (!amount_of(res, "win", won)) return false;
    // A stack the file leaves at 0.00 of a player who put nothing in: his
    // showdown bankRoll.
    if (!pl.stack.positive() && !put_in_[static_cast<std::size_t>(player)]) {
      Chips after{0};
      if (!amount_of(res, "bankRoll", after)) return false;
      pl.stack = after - won;
      bets_.stack[static_cast<std::size_t>(player)] = pl.stack;
    }
    engine::ActionRecord r;
    r.player = static_cast<std::int16_t>(player);
    r.street = Street::kShowdown;
    r.pos = at(res);
    const bool out = res.find("folded") != nullptr && res.find("folded")->is(Kind::kTrue);
    if (!out) {
      r.kind = shown.empty() ? Act::kMuck : Act::kShow;
      if (!shown.empty()) {
        pl.hole = shown;
        pl.showed = true;
        pl.show_pos = r.pos;
        // "hand": the hand shown, in message keys ("$(STR_G_WIN_PAIR)
        // $(STR_G_CARD_FOUR)  "): its description.
        const JsonValue* words = res.find("hand");
        if (words != nullptr && words->is(Kind::kString) && !words->raw.empty()) {
          pl.description = words->raw;
          pl.description_pos = at(*words);
          ++pl.description_pos.column;  // past the opening quote
        }
      } else {
        pl.mucked = true;
      }
      if (!shown.empty() || !won.positive()) rec_.actions.push_back(r);
    }
    if (won.positive()) {
      r.kind = Act::kCollect;
      r.amount = won;
      rec_.actions.push_back(r);
    }
  }
  Chips pot{0}, rake{0};
  if (!amount_of(*showdown, "pot", pot)) return false;
  if (showdown->find("rake") != nullptr && !amount_of(*showdown, "rake", rake)) return false;
  // IGT's pot is after the rake; the record's total is before it.
  rec_.stated.total = pot + rake;
  rec_.stated.rake = rake;
  rec_.stated.pos = at(*showdown);
  rec_.has_summary = true;
  return true;
}

ParseStatus Reader::run() {
  rec_.format = "igt";
  rec_.site = "igt";
  rec_.header_pos = at_offset(0);
  rec_.end_pos = at_offset(text_.empty() ? 0 : text_.size() - 1);
  // The hand's object, without the `,` before the next hand or the `]}`
  // that closes the document.
  std::string_view object = text_;
  while (!object.empty() && (object.back() == '\n' || object.back() == '\r' || object.back() == ' ' ||
                             object.back() == ',' || object.back() == '\t'))
    object.remove_suffix(1);
  if (object.ends_with("]}")) object.remove_suffix(2);
  JsonValue hand;
  if (const auto error = parse_json(object, hand)) {
    fail(error->offset, "cannot read the hand's JSON: " + error->message);
    return ParseStatus::kUnreadable;
  }
  if (!hand.is(Kind::kObject)) {
    fail(hand, "an IGT hand is an object {\"player\":[...],...}");
    return ParseStatus::kUnreadable;
  }
  if (!read_game(hand) || !read_players(hand)) return ParseStatus::kUnreadable;
  const JsonValue* actions = member(hand, "action", Kind::kArray);
  if (actions == nullptr) return ParseStatus::kUnreadable;
  for (const JsonValue& a : actions->items)
    if (!read_action(a)) {
      rec_.stop_pos = at(a);
      return ParseStatus::kUnreadable;
    }
  if (!read_showdown(hand)) return ParseStatus::kUnreadable;
  return ParseStatus::kOk;
}

}  // namespace

ParseStatus parse_igt_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                           std::vector<engine::Finding>& findings) {
  out.reset();
  Reader reader(text, line, column, out, findings);
  return reader.run();
}

}  // namespace parser
