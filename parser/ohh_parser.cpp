// OHH reader: the hand's JSON is read into values that know their place
// (parser/json_tree.h), then the fields are interpreted into a HandRecord
// with a running state of street bets, because OHH writes what each action
// puts in (a raise's `amount` is the chips it adds, OHH.md §5) where the
// record holds PokerStars' increment and street total.

#include "parser/ohh_parser.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "parser/hand_limits.h"
#include "parser/header_stamp.h"
#include "parser/header_time.h"
#include "parser/json_tree.h"
#include "parser/phh_text.h"
#include "parser/site_headers.h"
#include "parser/text_positions.h"

namespace parser {

namespace {

using engine::Act;
using engine::Chips;
using engine::HandRecord;
using engine::Rule;
using engine::Street;
using engine::Structure;
using engine::Variant;
using Kind = JsonValue::Kind;


// A JSON number that is a small whole number (ids, seats, pot numbers).
std::optional<int> small_int(const JsonValue& v) {
  if (!v.is(JsonValue::Kind::kNumber) || v.raw.empty() || v.raw.size() > 6) return std::nullopt;
  int n = 0;
  for (const char c : v.raw) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + (c - '0');
  }
  return n;
}

// OHH's site name as the site id whose profile audits it: PokerStars and
// the rooms handaudit reads ("GGPoker" -> "ggpoker", as
// convert/convert_ohh.cpp writes them); "ohh" for any other.
std::string_view site_id(std::string_view site_name) {
  if (site_name == "PokerStars") return "pokerstars";
  if (site_name == "PokerMaster") return "pokermaster";
  for (std::size_t f = 0; f < kSiteFormatCount; ++f) {
    const SiteFormatInfo& info = site_format_info(static_cast<SiteFormat>(f));
    if (info.name == site_name) return info.id;
  }
  return "ohh";
}

class Reader {
 public:
  Reader(std::string_view text, std::uint32_t line, std::uint32_t column, HandRecord& out,
         std::vector<engine::Finding>& findings)
      : text_(text), pos_(text, line, column), rec_(out), findings_(findings) {}

  ParseStatus run();

 private:
  bool fail(std::size_t offset, std::string message) {
    engine::Finding f;
    f.rule = Rule::kParseError;
    f.pos = pos_.at(offset);
    f.message = std::move(message);
    if (offset < text_.size()) f.actual = engine::FindingValue::words(line_excerpt(text_.substr(offset)));
    findings_.push_back(std::move(f));
    return false;
  }
  bool fail(const JsonValue& at, std::string message) { return fail(at.offset, std::move(message)); }

  // The member `key` of `object` when it has the kind asked: nullptr when
  // it is missing (a finding when `required`) or of another kind (a finding).
  const JsonValue* member(const JsonValue& object, std::string_view key, Kind kind, bool required);
  bool read_amount(const JsonValue& v, Chips& out);
  std::optional<Chips> optional_amount(const JsonValue& object, std::string_view key, bool& ok);
  std::string_view text_of(const JsonValue& s);
  bool read_cards(const JsonValue* list, engine::CardList& out);
  int player_of(const JsonValue& action, bool required, bool& ok);
  int index_of(const JsonValue& id, bool& ok);

  bool read_header(const JsonValue& ohh);
  bool read_game(const JsonValue& ohh);
  void read_time(const JsonValue& ohh);
  bool read_players(const JsonValue& ohh);
  bool read_rounds(const JsonValue& ohh);
  bool read_round(const JsonValue& round);
  bool read_action(const JsonValue& a);
  bool apply_wager(std::string_view verb, Chips amount, engine::ActionRecord& r);
  bool read_pots(const JsonValue& ohh);
  bool read_wins(const JsonValue& pot, int number);
  void keep_cashed_out_wins();
  // The money unit and the Omaha size of what was read: the whole hand's,
  // or a hand stopped at an action it cannot read.
  void settle_read_part();

  std::string_view text_;
  TextPositions pos_;
  HandRecord& rec_;
  std::vector<engine::Finding>& findings_;
  std::vector<std::pair<int, int>> ids_;  // OHH player id -> index into rec_.players
  std::vector<Chips> bet_;                         // live chips each player has in on this street
  std::vector<Chips> in_hand_;                     // all each player has put in (cap games)
  Chips high_{0};                                  // the street's highest live total
  Street street_ = Street::kPreflop;
  int last_board_street_ = -1;  // the latest of flop, turn, river dealt on the current run's board
  int board_ = 0;               // the run whose rounds are read: 1, 2 once a second, third board begins
  std::string unsupported_;     // why a game that was read is not replayed
};

const JsonValue* Reader::member(const JsonValue& object, std::string_view key, Kind kind, bool required) {
  const JsonValue* v = object.find(key);
  if (v == nullptr || v->is(Kind::kNull)) {
    if (required) fail(object, std::string("the required field '").append(key).append("' is missing"));
    return nullptr;
  }
  const bool fits = v->kind == kind || (kind == Kind::kTrue && v->is(Kind::kFalse));
  if (!fits) {
    static constexpr const char* kNames[] = {"null", "a boolean", "a boolean", "a number", "a string",
                                             "an array", "an object"};
    // Appended piece by piece: "x" + std::string draws GCC 12's false -Wrestrict.
    fail(*v, std::string("'").append(key).append("' must be ").append(kNames[static_cast<int>(kind)]));
    return nullptr;
  }
  return v;
}

bool Reader::read_amount(const JsonValue& v, Chips& out) {
  if (!v.is(Kind::kNumber)) return fail(v, "an amount must be a number");
  switch (phh_text::to_centi(v.raw, out)) {
    case phh_text::AmountStatus::kOk:
      if (out.minor_units() < 0) return fail(v, "an amount cannot be negative");
      return true;
    case phh_text::AmountStatus::kTooPrecise:
      return fail(v, "amount has more than two decimal places");
    case phh_text::AmountStatus::kTooLarge:
      return fail(v, "amount is too large");
  }
  return false;
}

std::optional<Chips> Reader::optional_amount(const JsonValue& object, std::string_view key, bool& ok) {
  const JsonValue* v = object.find(key);
  if (v == nullptr || v->is(Kind::kNull)) return std::nullopt;
  Chips c{0};
  if (!read_amount(*v, c)) {
    ok = false;
    return std::nullopt;
  }
  return c;
}

// A string's text, as a view that lives as long as the record: into the
// input, or (with escapes decoded) into the record's own text.
std::string_view Reader::text_of(const JsonValue& s) {
  if (!s.escaped) return s.raw;
  auto owned = std::make_shared<const std::string>(s.decoded());
  rec_.owned_text.push_back(owned);
  return *owned;
}

bool Reader::read_cards(const JsonValue* list, engine::CardList& out) {
  out = {};
  if (list == nullptr) return true;
  for (const JsonValue& c : list->items) {
    const std::optional<engine::Card> card = c.is(Kind::kString) ? engine::Card::parse(c.raw) : std::nullopt;
    if (!card) return fail(c, "a card is written as rank and suit: \"As\", \"Td\"");
    if (out.size == out.cards.size()) return fail(c, "more cards than any hand holds");
    out.push(*card);
  }
  return true;
}

// The player an object's `player_id` names: -1 when it names none (a
// finding when `required`, or when it names no player of the hand).
int Reader::player_of(const JsonValue& object, bool required, bool& ok) {
  const JsonValue* id = object.find("player_id");
  if (id == nullptr || id->is(Kind::kNull)) {
    if (required) ok = fail(object, "the required field 'player_id' is missing");
    return -1;
  }
  return index_of(*id, ok);
}

int Reader::index_of(const JsonValue& id, bool& ok) {
  if (const std::optional<int> key = small_int(id))
    for (const auto& [known, index] : ids_)
      if (known == *key) return index;
  ok = fail(id, "no player has the id " + std::string(id.raw));
  return -1;
}

bool Reader::read_header(const JsonValue& ohh) {
  const JsonValue* number = member(ohh, "game_number", Kind::kString, true);
  if (number == nullptr) return false;
  rec_.hand_id = text_of(*number);
  if (const JsonValue* site = member(ohh, "site_name", Kind::kString, false)) rec_.site = site_id(site->raw);
  if (const JsonValue* table = member(ohh, "table_name", Kind::kString, false)) rec_.table = text_of(*table);
  if (const JsonValue* t = member(ohh, "tournament", Kind::kTrue, false)) rec_.game.tournament = t->is(Kind::kTrue);
  if (const JsonValue* info = member(ohh, "tournament_info", Kind::kObject, false)) {
    rec_.game.tournament = true;
    if (const JsonValue* n = info->find("tournament_number"); n != nullptr && !n->is(Kind::kNull))
      rec_.tournament_id = n->raw;
  }
  if (const JsonValue* flags = member(ohh, "flags", Kind::kArray, false))
    for (const JsonValue& f : flags->items) {
      rec_.fast_fold = rec_.fast_fold || f.raw == "Fast";
      // Names that are not players' (Bovada's positions): no table session.
      rec_.anonymous_players = rec_.anonymous_players || f.raw == "Anonymous";
      // Antes from everyone and no pre-flop round (PokerNow's bomb pots).
      rec_.bomb_pot = rec_.bomb_pot || f.raw == "Bomb_Pot";
    }
  read_time(ohh);
  return true;
}

// "2020-04-07T14:32:50" (UTC) as the record's start, through the header
// readers every text format uses.
void Reader::read_time(const JsonValue& ohh) {
  const JsonValue* date = ohh.find("start_date_utc");
  if (date == nullptr || !date->is(Kind::kString) || date->raw.size() < 19) return;
  std::string stamp(date->raw.substr(0, 19));
  std::replace(stamp.begin(), stamp.end(), '-', '/');
  stamp[10] = ' ';
  stamp += " UTC";
  auto owned = std::make_shared<const std::string>(std::move(stamp));
  rec_.owned_text.push_back(owned);
  read_header_times(*owned, rec_.start, rec_.start_et);
  if (!rec_.fast_fold) rec_.start_time = header_time(*owned).value_or(0);
}

bool Reader::read_game(const JsonValue& ohh) {
  const JsonValue* type = member(ohh, "game_type", Kind::kString, true);
  if (type == nullptr) return false;
  const std::string_view game = type->raw;
  auto& g = rec_.game;
  if (game == "Holdem") {
    g.variant = Variant::kHoldem;
  } else if (game == "Omaha" || game == "OmahaHiLo") {
    g.variant = Variant::kOmaha;
    g.hi_lo = game == "OmahaHiLo";
  } else if (game == "Stud" || game == "StudHiLo") {
    g.variant = Variant::kStud7;
    g.hi_lo = game == "StudHiLo";
    unsupported_ = "OHH states no bet sizes for stud (no small and big bet), so its stud hands cannot be replayed";
  } else if (game == "Draw") {
    g.variant = Variant::kUnknown;
    unsupported_ = "OHH's game type Draw does not say which draw game the hand is";
  } else {
    return fail(*type, "game_type is one of Holdem, Omaha, OmahaHiLo, Stud, StudHiLo, Draw");
  }
  if (const JsonValue* limit = member(ohh, "bet_limit", Kind::kObject, true)) {
    const JsonValue* kind = member(*limit, "bet_type", Kind::kString, true);
    if (kind == nullptr) return false;
    if (kind->raw == "NL") g.structure = Structure::kNoLimit;
    else if (kind->raw == "PL") g.structure = Structure::kPotLimit;
    else if (kind->raw == "FL") g.structure = Structure::kFixedLimit;
    else return fail(*kind, "bet_type is NL, PL or FL");
    bool ok = true;
    g.cap = optional_amount(*limit, "bet_cap", ok).value_or(Chips{0});
    if (!ok) return false;
  } else {
    return false;
  }
  bool ok = true;
  g.small_blind = optional_amount(ohh, "small_blind_amount", ok).value_or(Chips{0});
  g.big_blind = optional_amount(ohh, "big_blind_amount", ok).value_or(Chips{0});
  g.ante = optional_amount(ohh, "ante_amount", ok).value_or(Chips{0});
  if (!ok) return false;
  if (g.structure == Structure::kFixedLimit) {
    // The big blind is the small bet (OHH.md §9); the record holds a
    // fixed-limit game's bets where other games have their blinds, as the
    // PokerStars header states them ("$0.50/$1.00").
    g.small_blind = g.big_blind;
    g.big_blind = g.big_blind + g.big_blind;
  }
  if (const JsonValue* size = member(ohh, "table_size", Kind::kNumber, false))
    g.max_seats = std::min(small_int(*size).value_or(0), static_cast<int>(kMaxSeats));
  if (const JsonValue* currency = member(ohh, "currency", Kind::kString, false)) {
    rec_.currency = currency->raw;
    rec_.has_currency_symbol = !currency->raw.empty() && currency->raw != "XPM" && currency->raw != "PPC";
  }
  if (const JsonValue* dealer = member(ohh, "dealer_seat", Kind::kNumber, false))
    rec_.button_seat = small_int(*dealer).value_or(0);
  return true;
}

bool Reader::read_players(const JsonValue& ohh) {
  const JsonValue* players = member(ohh, "players", Kind::kArray, true);
  if (players == nullptr) return false;
  if (players->items.size() > kMaxSeats) return fail(players->items[kMaxSeats], "more than 64 players in one hand");
  for (const JsonValue& p : players->items) {
    if (!p.is(Kind::kObject)) return fail(p, "a player is an object");
    const JsonValue* id = member(p, "id", Kind::kNumber, true);
    const JsonValue* seat = member(p, "seat", Kind::kNumber, true);
    const JsonValue* name = member(p, "name", Kind::kString, true);
    if (id == nullptr || seat == nullptr || name == nullptr) return false;
    const std::optional<int> key = small_int(*id);
    const std::optional<int> seat_number = small_int(*seat);
    if (!key) return fail(*id, "a player's id is a whole number below 1,000,000");
    if (!seat_number) return fail(*seat, "a seat is a whole number below 1,000,000");
    engine::PlayerRecord rec;
    rec.name = text_of(*name);
    rec.seat = *seat_number;
    rec.pos = pos_.at(p.offset);
    bool ok = true;
    rec.stack = optional_amount(p, "starting_stack", ok).value_or(Chips{0});
    if (!ok) return false;
    if (const JsonValue* out = member(p, "is_sitting_out", Kind::kTrue, false)) rec.sitting_out = out->is(Kind::kTrue);
    for (const auto& [known, index] : ids_)
      if (known == *key) return fail(*id, "two players have the id " + std::string(id->raw));
    ids_.emplace_back(*key, static_cast<int>(rec_.players.size()));
    rec_.players.push_back(rec);
  }
  if (const JsonValue* hero = ohh.find("hero_player_id"); hero != nullptr && !hero->is(Kind::kNull)) {
    bool ok = true;
    rec_.hero = index_of(*hero, ok);
    if (!ok) return false;
  }
  bet_.assign(rec_.players.size(), Chips{0});
  in_hand_.assign(rec_.players.size(), Chips{0});
  return true;
}

bool Reader::read_rounds(const JsonValue& ohh) {
  const JsonValue* rounds = member(ohh, "rounds", Kind::kArray, true);
  if (rounds == nullptr) return false;
  for (const JsonValue& round : rounds->items)
    if (!read_round(round)) return false;
  return true;
}

// One round: its street's cards on the board, then its actions. A flop,
// turn or river after the river (or any street dealt again) begins the
// second board of a hand run twice (OHH.md §4: streets may repeat).
bool Reader::read_round(const JsonValue& round) {
  if (!round.is(Kind::kObject)) return fail(round, "a round is an object");
  const JsonValue* name = member(round, "street", Kind::kString, true);
  if (name == nullptr) return false;
  static constexpr std::pair<std::string_view, Street> kStreets[] = {
      {"Preflop", Street::kPreflop}, {"Flop", Street::kFlop}, {"Turn", Street::kTurn},
      {"River", Street::kRiver},     {"Showdown", Street::kShowdown}};
  const auto it = std::find_if(std::begin(kStreets), std::end(kStreets),
                               [&](const auto& s) { return s.first == name->raw; });
  if (it == std::end(kStreets)) return fail(*name, "street is one of Preflop, Flop, Turn, River, Showdown");
  const Street s = it->second;
  const auto index = static_cast<std::size_t>(s);
  if (s != Street::kShowdown) {
    if (s != Street::kPreflop && static_cast<int>(s) <= last_board_street_) {
      // A street dealt again starts the next run, which shares the cards
      // dealt before its first new street.
      if (static_cast<std::size_t>(board_) + 1 >= engine::kMaxRuns)
        return fail(*name, "a board is run at most three times: this street was dealt on every run already");
      ++board_;
      rec_.runs = static_cast<std::uint8_t>(board_ + 1);
      const std::size_t keep = s == Street::kFlop ? 0 : s == Street::kTurn ? 3 : 4;
      auto& run = rec_.boards[static_cast<std::size_t>(board_)];
      for (std::size_t k = 0; k < keep && k < rec_.boards[0].size; ++k) run.push(rec_.boards[0].cards[k]);
    }
    if (board_ == 0 && s != street_) {
      street_ = s;
      std::fill(bet_.begin(), bet_.end(), Chips{0});
      high_ = Chips{0};
    }
    if (s != Street::kPreflop) last_board_street_ = static_cast<int>(s);
    if (rec_.street_pos[index].line == 0) rec_.street_pos[index] = pos_.at(round.offset);
  }
  engine::CardList dealt;
  if (!read_cards(member(round, "cards", Kind::kArray, false), dealt)) return false;
  for (engine::Card c : dealt) rec_.boards[static_cast<std::size_t>(board_)].push(c);
  // As a PokerStars street marker shows it: the whole board so far.
  if (board_ == 0 && s != Street::kShowdown) rec_.street_cards[index] = rec_.boards[0].size;
  const JsonValue* actions = member(round, "actions", Kind::kArray, true);
  if (actions == nullptr) return false;
  for (const JsonValue& a : actions->items) {
    if (a.is(Kind::kObject) ? read_action(a) : fail(a, "an action is an object")) continue;
    // The actions before it are judged (HandRecord::stop_pos): the replay
    // stops here, as at a room's line it cannot read.
    rec_.stop_pos = pos_.at(a.offset);
    return false;
  }
  return true;
}

// The wagers: what each adds to the player's live chips of the street.
bool Reader::apply_wager(std::string_view verb, Chips amount, engine::ActionRecord& r) {
  const auto p = static_cast<std::size_t>(r.player);
  if (verb == "Call") {
    r.kind = Act::kCall;
    r.amount = amount;
  } else {
    // "Bet" and "Raise" both give what the player adds: the record holds the
    // street total and, for a raise, the increment over the highest bet.
    const Chips to = bet_[p] + amount;
    r.kind = verb == "Raise" && high_.positive() ? Act::kRaise : Act::kBet;
    r.amount = r.kind == Act::kRaise ? to - high_ : amount;
    r.to = to;
  }
  bet_[p] += amount;
  high_ = max(high_, bet_[p]);
  // OHH writes a cap game's cap, not who reached it: the record's mark
  // ("and has reached the $40 cap") follows from what he has put in.
  in_hand_[p] += amount;
  r.reached_cap = rec_.game.cap.positive() && in_hand_[p] >= rec_.game.cap;
  rec_.actions.push_back(r);
  return true;
}

bool Reader::read_action(const JsonValue& a) {
  if (rec_.actions.size() >= kMaxActions) return fail(a, "more than 4096 actions in one hand");
  const JsonValue* verb_value = member(a, "action", Kind::kString, true);
  if (verb_value == nullptr) return false;
  const std::string_view verb = verb_value->raw;
  bool ok = true;
  const bool seatless = verb == "Add to Pot" || verb == "Added Chips" || verb == "Sits Down" || verb == "Stands Up";
  const int player = player_of(a, !seatless, ok);
  const std::optional<Chips> amount = optional_amount(a, "amount", ok);
  if (!ok) return false;
  engine::ActionRecord r;
  r.street = street_;
  r.player = static_cast<std::int16_t>(player);
  r.pos = pos_.at(a.offset);
  if (const JsonValue* all_in = member(a, "is_allin", Kind::kTrue, false)) r.all_in = all_in->is(Kind::kTrue);
  const Chips chips = amount.value_or(Chips{0});
  if (seatless) {
    if (verb == "Add to Pot") rec_.house_money += chips;
    return true;  // seat changes and top-ups happen between hands
  }
  auto& pl = rec_.players[static_cast<std::size_t>(player)];
  if (verb == "Dealt Cards") {
    engine::CardList cards;
    if (!read_cards(member(a, "cards", Kind::kArray, false), cards)) return false;
    if (street_ == Street::kPreflop && !cards.empty()) pl.hole = cards;
    return true;
  }
  if (verb == "Shows Cards" || verb == "Mucks Cards") {
    engine::CardList cards;
    if (!read_cards(member(a, "cards", Kind::kArray, false), cards)) return false;
    r.street = Street::kShowdown;
    r.kind = verb == "Shows Cards" ? Act::kShow : Act::kMuck;
    if (!cards.empty()) pl.hole = cards;
    pl.showed = pl.showed || r.kind == Act::kShow;
    pl.mucked = pl.mucked || r.kind == Act::kMuck;
    if (r.kind == Act::kShow) pl.show_pos = r.pos;
    rec_.actions.push_back(r);
    return true;
  }
  if (verb == "Call" || verb == "Bet" || verb == "Raise") {
    if (!amount) return fail(a, "a " + std::string(verb) + " states its amount");
    return apply_wager(verb, chips, r);
  }
  if (verb == "Fold" || verb == "Check") {
    r.kind = verb == "Fold" ? Act::kFold : Act::kCheck;
    rec_.actions.push_back(r);
    return true;
  }
  static constexpr std::pair<std::string_view, Act> kPosts[] = {
      {"Post Ante", Act::kPostAnte},          {"Post SB", Act::kPostSmallBlind},
      {"Post BB", Act::kPostBigBlind},        {"Straddle", Act::kPostStraddle},
      {"Post Extra Blind", Act::kPostButtonBlind}, {"Post Dead", Act::kPostSmallBlind}};
  const auto post = std::find_if(std::begin(kPosts), std::end(kPosts), [&](const auto& k) { return k.first == verb; });
  if (post == std::end(kPosts)) return fail(*verb_value, "an action OHH does not define: " + std::string(verb));
  if (!amount) return fail(a, "a post states its amount");
  r.kind = post->second;
  r.amount = chips;
  if (verb == "Post Dead") {
    // After his big blind: the dead part of "small & big blinds", one post
    // of both as PokerStars writes it; alone, a dead small blind.
    if (!rec_.actions.empty() && rec_.actions.back().kind == Act::kPostBigBlind &&
        rec_.actions.back().player == r.player) {
      rec_.actions.back().kind = Act::kPostSmallAndBig;
      rec_.actions.back().amount += chips;
      rec_.actions.back().all_in = rec_.actions.back().all_in || r.all_in;
      return true;
    }
    rec_.actions.push_back(r);
    return true;
  }
  in_hand_[static_cast<std::size_t>(player)] += chips;
  if (r.kind != Act::kPostAnte) {
    bet_[static_cast<std::size_t>(player)] += chips;
    high_ = max(high_, bet_[static_cast<std::size_t>(player)]);
  }
  rec_.actions.push_back(r);
  return true;
}

bool Reader::read_wins(const JsonValue& pot, int number) {
  const JsonValue* wins = member(pot, "player_wins", Kind::kArray, false);
  if (wins == nullptr) return true;
  for (const JsonValue& w : wins->items) {
    if (!w.is(Kind::kObject)) return fail(w, "a player win is an object");
    bool ok = true;
    const int player = player_of(w, true, ok);
    const std::optional<Chips> won = optional_amount(w, "win_amount", ok);
    const std::optional<Chips> cashed = optional_amount(w, "cashout_amount", ok);
    const std::optional<Chips> fee = optional_amount(w, "cashout_fee", ok);
    if (!ok) return false;
    engine::ActionRecord r;
    r.street = street_;
    r.player = static_cast<std::int16_t>(player);
    r.pos = pos_.at(w.offset);
    r.pot = static_cast<std::int16_t>(number);
    // A cash-out is on the player's main-pot win (OHH.md §6); his wins are
    // settled once every pot is read (keep_cashed_out_wins).
    // (Writers that give every win a cashout_amount of 0 cash nobody out.)
    const bool cashed_out = (cashed && cashed->positive()) || (fee && fee->positive());
    if (won && won->positive()) {
      r.kind = Act::kCollect;
      r.amount = *won;
      rec_.actions.push_back(r);
    }
    if (cashed_out) {
      r.kind = Act::kCashOut;
      r.amount = cashed.value_or(Chips{0});
      r.to = fee.value_or(Chips{0});
      rec_.actions.push_back(r);
    }
  }
  return true;
}

// A player who cashed out is paid by the house (cashout_amount, net of
// cashout_fee); his win_amount in each pot, the main and the side pots
// alike, is the share the house keeps for it, as the log's "won ($x) ...
// (pot not awarded as player cashed out)" (docs/cash-out.md): not a
// collect, the summary's won, summed over the pots.
void Reader::keep_cashed_out_wins() {
  std::vector<bool> cashed(rec_.players.size(), false);
  for (const auto& a : rec_.actions)
    if (a.kind == Act::kCashOut && a.player >= 0) cashed[static_cast<std::size_t>(a.player)] = true;
  std::erase_if(rec_.actions, [&](const engine::ActionRecord& a) {
    if (a.kind != Act::kCollect || a.player < 0 || !cashed[static_cast<std::size_t>(a.player)]) return false;
    auto& p = rec_.players[static_cast<std::size_t>(a.player)];
    if (!p.summary_won) p.summary_pos = a.pos;
    p.summary_won = p.summary_won.value_or(Chips{0}) + a.amount;
    return true;
  });
}

// The pots: each its amount (rake included), its rake and jackpot, and who
// won what from it. Their sum is the stated total; rake and jackpot are the
// house's take (the jackpot counted with the rake, as GGPoker's fees are).
bool Reader::read_pots(const JsonValue& ohh) {
  const JsonValue* pots = member(ohh, "pots", Kind::kArray, true);
  if (pots == nullptr) return false;
  rec_.stated.pos = pos_.at(pots->offset);
  Chips total{0}, rake{0};
  std::vector<Chips> net;  // each pot less its rake and jackpot, by number
  for (const JsonValue& pot : pots->items) {
    if (!pot.is(Kind::kObject)) return fail(pot, "a pot is an object");
    const JsonValue* number = member(pot, "number", Kind::kNumber, true);
    if (number == nullptr) return false;
    const int n = small_int(*number).value_or(-1);
    if (n < 0 || n >= static_cast<int>(kMaxSeats))
      return fail(*number, "a pot's number is 0 for the main pot, 1, 2, ... for the side pots");
    bool ok = true;
    const Chips amount = optional_amount(pot, "amount", ok).value_or(Chips{0});
    const Chips taken = optional_amount(pot, "rake", ok).value_or(Chips{0}) +
                        optional_amount(pot, "jackpot", ok).value_or(Chips{0});
    if (!ok || !read_wins(pot, n)) return false;
    total += amount;
    rake += taken;
    if (net.size() <= static_cast<std::size_t>(n)) net.resize(static_cast<std::size_t>(n) + 1, Chips{0});
    net[static_cast<std::size_t>(n)] += amount - taken;
  }
  // Main and side pots as PokerStars states them: net of the rake, and only
  // when there is more than one.
  if (net.size() > 1) {
    rec_.stated.main = net[0];
    rec_.stated.side.assign(net.begin() + 1, net.end());
  }
  keep_cashed_out_wins();
  rec_.stated.total = total;
  rec_.stated.rake = rake;
  rec_.has_summary = true;
  return true;
}

ParseStatus Reader::run() {
  rec_.format = "ohh";
  rec_.site = "ohh";
  rec_.header_pos = pos_.at(std::size_t{0});
  rec_.end_pos = pos_.at(text_.empty() ? 0 : text_.size() - 1);
  JsonValue doc;
  if (const auto error = parse_json(text_, doc)) {
    fail(error->offset, "cannot read the hand's JSON: " + error->message);
    return ParseStatus::kUnreadable;
  }
  const JsonValue* ohh = doc.is(Kind::kObject) ? member(doc, "ohh", Kind::kObject, true) : nullptr;
  if (ohh == nullptr) {
    if (!doc.is(Kind::kObject)) fail(doc, "an OHH hand is an object {\"ohh\": {...}}");
    return ParseStatus::kUnreadable;
  }
  if (!read_header(*ohh) || !read_game(*ohh) || !read_players(*ohh)) return ParseStatus::kUnreadable;
  if (!unsupported_.empty()) {
    engine::Finding f;
    f.rule = Rule::kUnsupportedGame;
    f.pos = rec_.header_pos;
    f.message = "the hand was read but " + unsupported_;
    findings_.push_back(std::move(f));
    return ParseStatus::kUnsupported;
  }
  if (!read_rounds(*ohh)) {
    // Stopped at an action it cannot read: the hand as far as it was read,
    // for the audit of the actions before.
    if (rec_.stop_pos.line != 0) settle_read_part();
    return ParseStatus::kUnreadable;
  }
  if (!read_pots(*ohh)) return ParseStatus::kUnreadable;
  settle_read_part();
  return ParseStatus::kOk;
}

void Reader::settle_read_part() {
  // Money or chips: a currency says money; without one (PokerStars' "$"
  // games convert with none), amounts with cents are money too, so that the
  // odd chip is a cent; whole numbers are chips.
  const Chips whole{Chips::kScale};
  bool cents = rec_.has_currency_symbol;
  for (const auto& p : rec_.players) cents = cents || !p.stack.is_multiple_of(whole);
  for (const auto& a : rec_.actions) cents = cents || !a.amount.is_multiple_of(whole);
  rec_.has_currency_symbol = cents;
  // OHH's "Omaha" is also five- and six-card Omaha: the cards dealt tell.
  if (rec_.game.variant == Variant::kOmaha)
    for (const auto& p : rec_.players)
      if (p.hole.size == 5 || p.hole.size == 6) rec_.game.variant = p.hole.size == 5 ? Variant::kOmaha5 : Variant::kOmaha6;
}

}  // namespace

ParseStatus parse_ohh_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                           std::vector<engine::Finding>& findings) {
  out.reset();
  Reader reader(text, line, column, out, findings);
  return reader.run();
}

}  // namespace parser
