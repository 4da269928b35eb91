// PHH reader: turns a hand's TOML into an engine::HandRecord.
//
// Reading is in two passes. The TOML grammar builds a small document (keys
// with their values, every value with the position of its first byte:
// parser/phh_text.h); then
// the fields are interpreted, each action string is parsed with the action
// grammar, and the betting is converted with a running state of street bets
// (a PHH `cc` says "call" but not how much; `cbr` gives the street total).

#include "parser/phh_parser.h"

#include <algorithm>
#include <array>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "parser/hand_limits.h"
#include "parser/lines.h"
#include "parser/phh_text.h"
#include "parser/text_positions.h"

namespace parser {

namespace {

using engine::Act;
using engine::Chips;
using engine::HandRecord;
using engine::Rule;
using engine::SourcePos;
using engine::Street;
using engine::Structure;
using engine::Variant;

using phh_text::ActionText;
using phh_text::AmountStatus;
using phh_text::Document;
using phh_text::Entry;
using phh_text::Kind;
using phh_text::to_centi;
using phh_text::unescape;
using phh_text::Value;


using Positions = TextPositions;

std::string excerpt(std::string_view s) {
  constexpr std::size_t kMax = 80;
  const std::size_t end = s.find_first_of("\r\n");
  s = s.substr(0, end);
  std::string out(s.substr(0, kMax));
  if (s.size() > kMax) out += "...";
  return out;
}

// A key in quotes, as the messages name it. Built by appending, not as
// "'" + std::string(key) + "'": GCC 12 -Wrestrict false positive.
std::string quoted(std::string_view key) {
  std::string out(1, '\'');
  out.append(key);
  out += '\'';
  return out;
}

std::string_view default_name(std::size_t i) {
  static const std::array<std::string, kMaxSeats> names = [] {
    std::array<std::string, kMaxSeats> n;
    for (std::size_t k = 0; k < n.size(); ++k) {
      n[k] = 'p';
      n[k] += std::to_string(k + 1);
    }
    return n;
  }();
  return names[i];
}

// ---------------------------------------------------------------- variants (PHH.md §3)

enum class Family : std::uint8_t { kBlinds, kStud, kDraw, kUnknown };

struct VariantCode {
  std::string_view code;
  Variant variant;
  Structure structure;
  bool hi_lo;
  Family family;
};

// The games of the codes: the spec lists FT, NT, NS, PO, FO/8, F7S, F7S/8,
// FR, N2L1D, F2L3D and FB; the same letter scheme (structure, then game)
// names the other structures of these games (PO/8, NO, PT, ...), which
// handaudit reads too (and writes: convert/convert_phh.h).
struct GameLetters {
  std::string_view letters;
  Variant variant;
  bool hi_lo;
  Family family;
};
constexpr std::array<GameLetters, 10> kGames{{
    {"T", Variant::kHoldem, false, Family::kBlinds},
    {"S", Variant::kSixPlusHoldem, false, Family::kBlinds},
    {"O", Variant::kOmaha, false, Family::kBlinds},
    {"O/8", Variant::kOmaha, true, Family::kBlinds},
    {"7S", Variant::kStud7, false, Family::kStud},
    {"7S/8", Variant::kStud7, true, Family::kStud},
    {"R", Variant::kRazz, false, Family::kStud},
    {"2L1D", Variant::kDraw27Single, false, Family::kDraw},
    {"2L3D", Variant::kDraw27Triple, false, Family::kDraw},
    {"B", Variant::kBadugi, false, Family::kDraw},
}};

std::optional<VariantCode> find_variant(std::string_view code) {
  if (code.empty()) return std::nullopt;
  Structure structure{};
  switch (code[0]) {
    case 'F': structure = Structure::kFixedLimit; break;
    case 'N': structure = Structure::kNoLimit; break;
    case 'P': structure = Structure::kPotLimit; break;
    default: return std::nullopt;
  }
  for (const GameLetters& g : kGames)
    if (code.substr(1) == g.letters) return VariantCode{code, g.variant, structure, g.hi_lo, g.family};
  return std::nullopt;
}

// ---------------------------------------------------------------- the reader

// The forced bets as the hand states them, one entry a player (centi-units;
// an entry the hand leaves out is zero). A negative blind is a post bet
// (PokerKit). `antes` and `blinds` are the values read, for positions.
struct ForcedBets {
  std::vector<const Value*> antes, blinds;
  std::vector<Chips> ante, blind;
};

class Reader {
 public:
  Reader(std::string_view text, std::uint32_t line, std::uint32_t column, std::string_view hand_name,
         HandRecord& out, std::vector<engine::Finding>& findings)
      : pos_(text, line, column), hand_name_(hand_name), rec_(out), findings_(findings) {}

  ParseStatus run();

 private:
  // Records the hand's one parse-error; returns false so callers can `return fail(...)`.
  bool fail(const char* where, std::string message, std::string_view rest = {}) {
    add(Rule::kParseError, where, -1, std::move(message), rest.empty() ? std::string() : excerpt(rest));
    return false;
  }
  void add(Rule rule, const char* where, int player, std::string message, std::string actual = {}) {
    engine::Finding f;
    f.rule = rule;
    f.pos = pos_.at(where);
    if (player >= 0 && static_cast<std::size_t>(player) < rec_.players.size())
      f.player = std::string(rec_.players[static_cast<std::size_t>(player)].name);
    f.message = std::move(message);
    if (!actual.empty()) f.actual = engine::FindingValue::words(std::move(actual));
    findings_.push_back(std::move(f));
  }
  std::string_view text_of(const Value& v) {
    if (!v.escapes) return v.text;
    auto owned = std::make_shared<const std::string>(unescape(v.text));
    rec_.owned_text.push_back(owned);
    return *owned;
  }

  const Entry* field(std::string_view key) const {
    const auto it = fields_.find(key);
    return it == fields_.end() ? nullptr : it->second;
  }
  // An unknown variant code is read as a blind game: checked, not replayed.
  Family game_family() const { return code_ ? code_->family : Family::kUnknown; }
  // Appends an action to the record; true, so steps can `return record(r)`.
  bool record(const engine::ActionRecord& r) {
    rec_.actions.push_back(r);
    return true;
  }
  bool read_document();
  bool read_game();
  bool read_time();
  bool read_amount(const Value& v, const std::string& what, Chips& out, bool allow_negative = false);
  bool read_player_array(std::string_view key, bool required, std::vector<const Value*>& out);
  bool read_cash_outs();
  bool read_optional_results(std::string_view key, std::vector<std::optional<Chips>>& values,
                             std::vector<SourcePos>& positions);
  bool read_players();
  bool read_posts();
  bool read_forced_bets(ForcedBets& bets);
  void start_betting();
  int set_ante_stake(const std::vector<Chips>& ante);
  std::vector<Act> set_blind_stakes(const ForcedBets& bets);
  void check_ante_trimming(int ante_payers);
  void post_forced_bets(const ForcedBets& bets, const std::vector<Act>& role);
  Chips post(Act kind, std::size_t player, Chips amount, const Value* where);
  bool read_actions();
  // Whether amounts are money (cents: the odd-chip unit a cent) or chips.
  void note_money_unit();
  bool apply_action(const ActionText& a, const char* string_where);
  bool deal_hole(const ActionText& a, const char* where, std::size_t p, SourcePos pos);
  bool deal_board(const ActionText& a, const char* where, const std::string& code, SourcePos pos);
  bool apply_bet_or_raise(const ActionText& a, std::size_t p, engine::ActionRecord& r);
  bool apply_call(std::size_t p, engine::ActionRecord& r);
  void count_in(std::size_t p, Chips added, engine::ActionRecord& r);
  bool apply_bring_in(const ActionText& a, std::size_t p, const std::string& code, engine::ActionRecord& r);
  bool apply_discard(const ActionText& a, const char* where, std::size_t p, const std::string& code,
                     engine::ActionRecord& r);
  bool apply_show(const ActionText& a, const char* where, std::size_t p, engine::ActionRecord& r);
  bool parse_cards(std::string_view text, const char* where, engine::CardList& known, bool& all_known,
                   std::size_t* count = nullptr);
  bool deal_stud(std::size_t p, const ActionText& a, std::size_t count, SourcePos pos);
  void new_street(Street s, SourcePos pos);
  bool betting_open() const;
  void finish_later_runs();

  Positions pos_;
  std::string_view hand_name_;
  HandRecord& rec_;
  std::vector<engine::Finding>& findings_;
  Document doc_;
  std::map<std::string_view, const Entry*> fields_;
  std::optional<VariantCode> code_;
  const Value* variant_value_ = nullptr;
  std::size_t n_ = 0;                 // players

  // The running betting state of the conversion (centi-units).
  std::vector<Chips> stack_;
  std::vector<Chips> bet_;            // this street
  std::vector<Chips> in_hand_;        // all each player has put in (cap games)
  Chips high_{0};
  Street street_ = Street::kPreflop;
  int boards_dealt_ = 0;
  std::vector<engine::Card> later_runs_;    // board deals after the river: the second and third runs
  const char* later_runs_where_ = nullptr;  // their first deal
  std::vector<std::size_t> dealt_;    // cards dealt to each player, unknown ones too
  std::vector<std::size_t> unknown_;  // of the cards each player holds, how many are unknown
  std::vector<int> draws_;            // exchanges (sd) each player has made
  // Draw games: who folded, who has acted in this betting round, and the
  // draw round an exchange began before the betting closed (0: none): the
  // betting goes on in its round until it closes (betting_open).
  std::vector<bool> folded_;
  std::vector<bool> acted_;
  int early_draw_ = 0;
  std::vector<std::size_t> owed_;     // cards each player threw in his last exchange and is still to be dealt
};

// Whether `key` is a field of the PHH spec (its required and optional
// fields: /work/shared/docs/PHH.md sections 3 and 4), or a user-defined one
// (`_rake`: a leading underscore), which readers pass over by the spec.
bool known_key(std::string_view key) {
  // clang-format off
  static constexpr std::array<std::string_view, 37> kFields = {
      "variant", "ante_trimming_status", "antes", "blinds_or_straddles", "bring_in", "small_bet", "big_bet",
      "min_bet", "starting_stacks", "actions", "author", "event", "url", "venue", "address", "city", "region",
      "postal_code", "country", "time", "time_zone", "time_zone_abbreviation", "day", "month", "year", "level",
      "seat_count", "hand", "table", "seats", "players", "finishing_stacks", "winnings", "currency",
      "currency_symbol", "time_limit", "time_banks"};
  // clang-format on
  return key.starts_with('_') || std::find(kFields.begin(), kFields.end(), key) != kFields.end();
}

bool Reader::read_document() {
  if (const auto err = phh_text::read_document(pos_.text(), doc_)) {
    const char* at = pos_.text().data() + err->offset;
    return fail(at, "cannot read this line: expected " + err->expected,
                std::string_view(at, static_cast<std::size_t>(pos_.text().data() + pos_.text().size() - at)));
  }
  if (doc_.tables.size() > 1)
    return fail(doc_.tables[1].second, "a second [table] in one hand: a .phhs file is split into one hand per table");
  if (!doc_.tables.empty() && !doc_.entries.empty() && doc_.entries.front().where < doc_.tables.front().second)
    return fail(doc_.entries.front().where, "keys before the [table] header belong to no hand");
  for (const Entry& e : doc_.entries) {
    // A key PHH does not define, without the user field's '_': a warning
    // (docs/unrecognized-lines.md), and the hand is read without it.
    if (!known_key(e.key)) {
      std::string message = "'";
      message.append(e.key);
      message.append("' is not a PHH field (a user-defined one starts with '_'); the hand is replayed without it");
      add(Rule::kUnrecognizedLine, e.where, -1, std::move(message), std::string(e.key));
    }
    const auto [it, fresh] = fields_.emplace(e.key, &e);
    if (!fresh) {
      const SourcePos first = pos_.at(it->second->where);
      return fail(e.where, "the key '" + std::string(e.key) + "' is defined twice (first on line " +
                               std::to_string(first.line) + ")");
    }
  }
  return true;
}

bool Reader::read_amount(const Value& v, const std::string& what, Chips& out, bool allow_negative) {
  if (v.kind != Kind::kInteger && v.kind != Kind::kDecimal)
    return fail(v.where, what + " must be a number", v.text);
  switch (to_centi(v.text, out)) {
    case AmountStatus::kOk: break;
    case AmountStatus::kTooPrecise: return fail(v.where, what + " has more than two decimal places", v.text);
    case AmountStatus::kTooLarge: return fail(v.where, what + " is too large", v.text);
  }
  if (out < Chips{0} && !allow_negative) return fail(v.where, what + " must not be negative", v.text);
  return true;
}

// A per-player array: N entries (N = the number of starting stacks).
bool Reader::read_player_array(std::string_view key, bool required, std::vector<const Value*>& out) {
  out.clear();
  const Entry* e = field(key);
  if (e == nullptr) {
    if (!required) return true;
    const char* where = variant_value_ ? variant_value_->where : pos_.text().data();
    return fail(where, "the required field '" + std::string(key) + "' is missing");
  }
  if (e->value.kind != Kind::kArray) return fail(e->value.where, "'" + std::string(key) + "' must be an array", e->value.text);
  if (n_ != 0 && e->value.items.size() != n_)
    return fail(e->value.where, "'" + std::string(key) + "' has " + std::to_string(e->value.items.size()) +
                                    " entries; the hand has " + std::to_string(n_) + " players (starting_stacks)");
  for (const Value& v : e->value.items) out.push_back(&v);
  return true;
}

bool Reader::read_game() {
  const Entry* variant = field("variant");
  if (variant == nullptr) return fail(pos_.text().data(), "the required field 'variant' is missing");
  variant_value_ = &variant->value;
  if (variant->value.kind != Kind::kString) return fail(variant->value.where, "'variant' must be a string", variant->value.text);
  const std::string_view code = text_of(variant->value);
  code_ = find_variant(code);
  auto& game = rec_.game;
  if (code_) {
    game.variant = code_->variant;
    game.structure = code_->structure;
    game.hi_lo = code_->hi_lo;
  }
  const Family family = code_ ? code_->family : Family::kUnknown;
  const bool fixed = code_ && code_->structure == Structure::kFixedLimit;

  auto scalar_amount = [&](std::string_view key, bool required, Chips& out) {
    const Entry* e = field(key);
    if (e == nullptr) {
      if (!required) return true;
      return fail(variant->value.where, "the required field '" + std::string(key) + "' is missing (variant " +
                                            std::string(code) + ")");
    }
    return read_amount(e->value, quoted(key), out);
  };
  Chips min_bet{0}, bring_in{0};
  if (!scalar_amount("small_bet", fixed, game.small_bet) || !scalar_amount("big_bet", fixed, game.big_bet) ||
      !scalar_amount("min_bet", code_ && !fixed, min_bet) ||
      !scalar_amount("bring_in", family == Family::kStud, bring_in) ||
      !scalar_amount("_cap", false, game.cap))  // handaudit's own field for a cap game (docs/ohh-phh.md)
    return false;
  // handaudit's own field for the rake its conversions state (docs/ohh-phh.md):
  // the finishing stacks are after it.
  if (field("_rake") != nullptr) {
    Chips rake{0};
    if (!scalar_amount("_rake", false, rake)) return false;
    rec_.stated.rake = rake;
  }
  game.bring_in = bring_in;
  game.min_bet = min_bet;
  if (const Entry* e = field("seat_count")) {
    if (e->value.kind != Kind::kInteger) return fail(e->value.where, "'seat_count' must be an integer", e->value.text);
    Chips seats{0};
    if (!read_amount(e->value, "'seat_count'", seats)) return false;
    game.max_seats = static_cast<int>(std::min<std::int64_t>(seats.minor_units() / Chips::kScale, 1000));
  }
  for (std::string_view key : {"hand", "table"}) {
    const Entry* e = field(key);
    if (e == nullptr) continue;
    if (e->value.kind != Kind::kString && e->value.kind != Kind::kInteger)
      return fail(e->value.where, "'" + std::string(key) + "' must be a string or an integer", e->value.text);
    (key == "hand" ? rec_.hand_id : rec_.table) = text_of(e->value);
  }
  // The event, with `table` and `hand`, names the hand across files (validators::copy_key).
  if (const Entry* e = field("event"); e != nullptr && e->value.kind == Kind::kString) rec_.event = text_of(e->value);
  for (std::string_view key : {"currency", "currency_symbol"}) {
    const Entry* e = field(key);
    if (e == nullptr) continue;
    if (e->value.kind != Kind::kString) return fail(e->value.where, "'" + std::string(key) + "' must be a string", e->value.text);
    if (key == "currency") rec_.currency = text_of(e->value);
  }
  if (!read_time()) return false;
  if (const Entry* e = field("ante_trimming_status"); e && e->value.kind != Kind::kBool)
    return fail(e->value.where, "'ante_trimming_status' must be true or false", e->value.text);
  return true;
}

// The date fields (`year`, `month`, `day`), `time` and
// `time_zone_abbreviation` (PHH.md §4) into the record's start time.
bool Reader::read_time() {
  int date[3] = {0, 0, 0};
  const char* keys[3] = {"year", "month", "day"};
  for (int k = 0; k < 3; ++k) {
    const Entry* e = field(keys[k]);
    if (e == nullptr) continue;
    Chips v{0};
    if (e->value.kind != Kind::kInteger || !read_amount(e->value, quoted(keys[k]), v))
      return fail(e->value.where, "'" + std::string(keys[k]) + "' must be an integer", e->value.text);
    date[k] = static_cast<int>(std::min<std::int64_t>(v.minor_units() / Chips::kScale, 9999));
  }
  if (date[0] == 0) return true;
  auto& t = rec_.start;
  t.year = date[0];
  t.month = date[1];
  t.day = date[2];
  if (const Entry* e = field("time"); e && e->value.kind == Kind::kDateTime && e->value.text.size() >= 8 &&
                                      e->value.text[2] == ':' && e->value.text[5] == ':') {
    const std::string_view v = e->value.text;
    auto two = [&](std::size_t at) { return (v[at] - '0') * 10 + (v[at + 1] - '0'); };
    t.hour = two(0);
    t.minute = two(3);
    t.second = two(6);
    t.clock = true;
  }
  if (const Entry* e = field("time_zone_abbreviation"); e && e->value.kind == Kind::kString)
    t.zone = text_of(e->value);
  return true;
}

bool Reader::read_players() {
  std::vector<const Value*> stacks, names;
  if (!read_player_array("starting_stacks", true, stacks)) return false;
  n_ = stacks.size();
  const Entry* e = field("starting_stacks");
  if (n_ < 2) return fail(e->value.where, "a hand needs at least two players; starting_stacks has " + std::to_string(n_));
  if (n_ > kMaxSeats) return fail(e->value.where, "more than 64 players in one hand");
  if (!read_player_array("players", false, names)) return false;
  for (std::size_t i = 0; i < n_; ++i) {
    engine::PlayerRecord p;
    p.seat = static_cast<int>(i) + 1;
    p.pos = pos_.at(stacks[i]->where);
    if (!names.empty()) {
      if (names[i]->kind != Kind::kString) return fail(names[i]->where, "'players' must hold strings", names[i]->text);
      p.name = text_of(*names[i]);
    }
    if (p.name.empty()) p.name = default_name(i);
    if (stacks[i]->kind == Kind::kInf) {
      if (stacks[i]->text.front() == '-') return fail(stacks[i]->where, "a starting stack cannot be -inf", stacks[i]->text);
      p.stack = engine::kMaxAmount;   // unknown: big enough for any wager
      p.stack_unknown = true;
    } else if (!read_amount(*stacks[i], "a starting stack", p.stack)) {
      return false;
    }
    rec_.players.push_back(p);
  }
  for (std::size_t i = 0; i < n_; ++i)
    if (!rec_.players[i].stack.positive())
      add(Rule::kInconsistentRecord, stacks[i]->where, static_cast<int>(i),
          std::string(rec_.players[i].name) + " starts the hand with no chips; PHH stacks must be positive");
  // Names must tell the players apart: findings and the record look them up by name.
  for (std::size_t i = 0; i < n_; ++i)
    for (std::size_t k = 0; k < i; ++k)
      if (rec_.players[i].name == rec_.players[k].name) {
        add(Rule::kInconsistentRecord, names.empty() ? stacks[i]->where : names[i]->where, static_cast<int>(i),
            "players p" + std::to_string(k + 1) + " and p" + std::to_string(i + 1) + " have the same name '" +
                std::string(rec_.players[i].name) + "'; they are reported as p" + std::to_string(i + 1));
        rec_.players[i].name = default_name(i);
      }
  rec_.button_seat = static_cast<int>(n_);   // pN is the button (PHH.md §2)
  std::vector<const Value*> seats, banks;
  return read_player_array("seats", false, seats) && read_player_array("time_banks", false, banks);
}

bool Reader::read_optional_results(std::string_view key, std::vector<std::optional<Chips>>& values,
                                   std::vector<SourcePos>& positions) {
  std::vector<const Value*> items;
  if (!read_player_array(key, false, items)) return false;
  for (const Value* v : items) {
    positions.push_back(pos_.at(v->where));
    Chips c{0};
    if (v->kind == Kind::kInteger || v->kind == Kind::kDecimal) {
      const AmountStatus s = to_centi(v->text, c);
      if (s == AmountStatus::kTooLarge) return fail(v->where, "'" + std::string(key) + "' holds an amount that is too large", v->text);
      if (s == AmountStatus::kTooPrecise) {
        // A split in fractions of a cent (PokerKit divides Decimal amounts exactly).
        add(Rule::kOddChipInvalid, v->where, static_cast<int>(values.size()),
            "the recorded " + std::string(key) + " entry " + std::string(v->text) +
                " is not a whole number of 0.01: a pot was split into fractions of a chip",
            std::string(v->text));
        values.emplace_back();
        continue;
      }
      values.emplace_back(c);
    } else {
      return fail(v->where, "'" + std::string(key) + "' must hold numbers", v->text);
    }
  }
  return true;
}

// handaudit's own field for the all-in cash-outs its conversions state
// (`_cash_outs`, docs/cash-out.md): what the house paid each player for his
// stake in the pots. A player paid more than 0 cashed out: he keeps that,
// and the house what the pots give him (validators/phh_results.cpp). Read
// as the log's cash-out line, after the betting.
bool Reader::read_cash_outs() {
  if (field("_cash_outs") == nullptr) return true;
  std::vector<std::optional<Chips>> values;
  std::vector<SourcePos> positions;
  if (!read_optional_results("_cash_outs", values, positions)) return false;
  const Street last = rec_.actions.empty() ? Street::kPreflop : rec_.actions.back().street;
  for (std::size_t i = 0; i < values.size() && i < rec_.players.size(); ++i) {
    if (!values[i] || !values[i]->positive()) continue;
    engine::ActionRecord a;
    a.kind = Act::kCashOut;
    a.street = last;
    a.player = static_cast<std::int16_t>(i);
    a.amount = *values[i];
    a.pos = positions[i];
    rec_.actions.push_back(a);
  }
  return true;
}

// The antes, blinds and straddles: read, the game's stakes set from them,
// then posted as the hand's first actions.
bool Reader::read_posts() {
  ForcedBets bets;
  if (!read_forced_bets(bets)) return false;
  start_betting();
  // Stud has a bring-in, never blinds (PHH.md §3).
  if (game_family() == Family::kStud) std::fill(bets.blind.begin(), bets.blind.end(), Chips{0});
  const int ante_payers = set_ante_stake(bets.ante);
  const std::vector<Act> role = set_blind_stakes(bets);
  check_ante_trimming(ante_payers);
  post_forced_bets(bets, role);
  return true;
}

// Reads `antes` and `blinds_or_straddles` (the latter required in blind and
// draw games); false, with a finding, when one cannot be read.
bool Reader::read_forced_bets(ForcedBets& bets) {
  const Family family = game_family();
  if (!read_player_array("antes", true, bets.antes) ||
      !read_player_array("blinds_or_straddles", family == Family::kBlinds || family == Family::kDraw, bets.blinds))
    return false;
  bets.ante.resize(n_);
  bets.blind.resize(n_);
  for (std::size_t i = 0; i < bets.antes.size(); ++i)
    if (!read_amount(*bets.antes[i], "an ante", bets.ante[i])) return false;
  for (std::size_t i = 0; i < bets.blinds.size(); ++i)
    if (!read_amount(*bets.blinds[i], "a blind or straddle", bets.blind[i], true)) return false;
  return true;
}

// The running betting state before the first post: starting stacks, nothing
// bet or dealt.
void Reader::start_betting() {
  stack_.resize(n_);
  bet_.assign(n_, Chips{0});
  in_hand_.assign(n_, Chips{0});
  dealt_.assign(n_, 0);
  unknown_.assign(n_, 0);
  draws_.assign(n_, 0);
  owed_.assign(n_, 0);
  folded_.assign(n_, false);
  acted_.assign(n_, false);
  for (std::size_t i = 0; i < n_; ++i) stack_[i] = rec_.players[i].stack;
}

// The game's ante, as the replay reads it (replay/replay.cpp): set when the
// antes are uniform or one player antes for the table. Returns how many
// players ante.
int Reader::set_ante_stake(const std::vector<Chips>& ante) {
  int ante_payers = 0;
  Chips ante_level{0};
  bool uniform = true;
  for (std::size_t i = 0; i < n_; ++i) {
    if (ante[i].positive()) ++ante_payers;
    ante_level = max(ante_level, ante[i]);
    uniform = uniform && ante[i] == ante[0];
  }
  if (ante_payers > 0 && (uniform || ante_payers == 1)) rec_.game.ante = ante_level;
  return ante_payers;
}

// Blind roles by position in the array: the first two entries posted are
// the small and big blind, later ones straddles; a lone entry is the big
// blind, whatever its index (`[250000, 0, 0, 0]`: p1 posts the only blind
// and p2 opens, as in PokerKit). Sets the game's blinds as the replay reads
// them (replay/replay.cpp): in fixed limit the header's pair is the small
// and big bet, else the blinds. Returns the role of each array entry.
std::vector<Act> Reader::set_blind_stakes(const ForcedBets& bets) {
  auto& game = rec_.game;
  const Family family = game_family();
  const std::vector<Chips>& blind = bets.blind;
  std::vector<Act> role(n_, Act::kPostStraddle);
  std::vector<std::size_t> posted;
  for (std::size_t source = 0; source < bets.blinds.size(); ++source)
    if (blind[source].positive()) posted.push_back(source);
  const bool button_blind = game.variant == Variant::kSixPlusHoldem && posted.size() == 1 && posted[0] == n_ - 1;
  if (posted.size() == 1) {
    role[posted[0]] = button_blind ? Act::kPostButtonBlind : Act::kPostBigBlind;
  } else if (posted.size() >= 2) {
    role[posted[0]] = Act::kPostSmallBlind;
    role[posted[1]] = Act::kPostBigBlind;
  }
  if (game.structure == Structure::kFixedLimit) {
    game.small_blind = game.small_bet;
    game.big_blind = game.big_bet;
  } else if (family == Family::kBlinds || family == Family::kDraw) {
    for (std::size_t source : posted) {
      if (role[source] == Act::kPostSmallBlind) game.small_blind = blind[source];
      if (role[source] == Act::kPostBigBlind) game.big_blind = blind[source];
    }
  }
  if (button_blind) game.button_blind = blind[n_ - 1];
  return role;
}

// PHH keeps ante_trimming_status false for non-uniform antes: a single-payer
// ante marked trimmed is a record the replay and PokerKit read differently.
void Reader::check_ante_trimming(int ante_payers) {
  if (const Entry* e = field("ante_trimming_status"); e && e->value.text == "true" && ante_payers == 1)
    add(Rule::kInconsistentRecord, e->value.where, -1,
        "ante_trimming_status is true, but one player antes for the table; PHH keeps it false for non-uniform "
        "antes and the replay does not trim a single-payer ante (RULES.md R-ANTE-3), while PokerKit refunds it");
}

// Posts the antes, then the blinds and straddles, then the post bets, each
// as an action, and sets the street's bets and the level to call.
void Reader::post_forced_bets(const ForcedBets& bets, const std::vector<Act>& role) {
  const std::vector<Chips>& ante = bets.ante;
  const std::vector<Chips>& blind = bets.blind;
  // Heads-up, the effective antes and blinds are the arrays reversed (PHH.md §2).
  const bool heads_up = n_ == 2;
  auto poster = [&](std::size_t source) { return heads_up ? 1 - source : source; };
  for (std::size_t source = 0; source < n_; ++source) {
    const std::size_t i = poster(source);
    if (ante[source].positive()) post(Act::kPostAnte, i, ante[source], bets.antes[source]);
  }
  for (std::size_t source = 0; source < n_; ++source) {
    if (!blind[source].positive()) continue;
    const std::size_t i = poster(source);
    const Act kind = role[source];
    const Chips paid = post(kind, i, blind[source], bets.blinds[source]);
    bet_[i] += paid;
    // The level to call, as the engine sets it: a big or button blind's full
    // amount even when its poster is short; what was put in otherwise.
    const bool level = kind == Act::kPostBigBlind || kind == Act::kPostButtonBlind;
    high_ = max(high_, level ? blind[source] : paid);
  }
  // Post bets (negative entries, PokerKit): a live big blind posted out of
  // turn by a player coming in, after the blinds; it does not move the
  // opening (the replay takes a second big blind of at most the level so).
  for (std::size_t source = 0; source < n_; ++source) {
    if (blind[source] >= Chips{0}) continue;
    const std::size_t i = poster(source);
    const Chips paid = post(Act::kPostBigBlind, i, -blind[source], bets.blinds[source]);
    bet_[i] += paid;
    high_ = max(high_, paid);
  }
}

// One forced bet of `player`, at most his stack, recorded at `where`;
// returns what was paid.
Chips Reader::post(Act kind, std::size_t player, Chips amount, const Value* where) {
  const Chips paid = min(amount, max(stack_[player], Chips{0}));
  stack_[player] -= paid;
  in_hand_[player] += paid;
  engine::ActionRecord a;
  a.kind = kind;
  a.player = static_cast<std::int16_t>(player);
  a.amount = paid;
  a.all_in = !stack_[player].positive();
  a.pos = pos_.at(where->where);
  rec_.actions.push_back(a);
  return paid;
}

// Cards as PHH writes them ("AcKd", "????", "10h"); `known` gets the known ones.
// The cards of a card text in order, nullopt for an unknown one ("??",
// "A?") and for text that is not a card.
std::vector<std::optional<engine::Card>> card_tokens(std::string_view text) {
  std::vector<std::optional<engine::Card>> out;
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = text[i] == '1' ? 3 : 2;
    const std::string_view c = text.substr(i, n);
    out.push_back(c.find('?') != std::string_view::npos ? std::nullopt : engine::Card::parse(c));
    i += n;
  }
  return out;
}

bool Reader::parse_cards(std::string_view text, const char* where, engine::CardList& known, bool& all_known,
                         std::size_t* count) {
  all_known = true;
  std::size_t n = 0;
  for (std::size_t i = 0; i < text.size(); ++n) {
    const std::size_t len = text[i] == '1' ? 3 : 2;
    const std::string_view c = text.substr(i, len);
    if (c.find('?') != std::string_view::npos) {
      all_known = false;
    } else if (auto card = engine::Card::parse(c)) {
      known.push(*card);
    } else {
      return fail(where, "cannot read the card '" + std::string(c) + "'", text);
    }
    i += len;
  }
  if (count != nullptr) *count = n;
  return true;
}

void Reader::new_street(Street s, SourcePos pos) {
  street_ = s;
  auto& slot = rec_.street_pos[static_cast<std::size_t>(s)];
  if (slot.line == 0) slot = pos;
  bet_.assign(n_, Chips{0});
  high_ = Chips{0};
  acted_.assign(n_, false);
}

// Whether a player still has to act in the betting round: one who can act
// has not yet, or has put in less than the bet, and more than one is in.
// As the replay's engine judges a round closed, so that a draw's exchange
// before the betting closed is read in the round it claims and the betting
// after it in the round before.
bool Reader::betting_open() const {
  int live = 0, can_act = 0;
  bool owes = false, last_owes = false;
  for (std::size_t i = 0; i < n_; ++i) {
    if (folded_[i]) continue;
    ++live;
    if (!stack_[i].positive()) continue;
    ++can_act;
    last_owes = bet_[i] < high_;
    owes = owes || !acted_[i] || last_owes;
  }
  if (live <= 1 || can_act == 0) return false;
  return can_act == 1 ? last_owes : owes;
}

// A stud deal: 3rd street gives three cards (two down, the third up), 4th to
// 6th one up each, 7th one down (PHH.md §5). A player's first card of a
// street beyond the current one starts that street's betting round.
bool Reader::deal_stud(std::size_t p, const ActionText& a, std::size_t count, SourcePos pos) {
  auto& pl = rec_.players[p];
  const std::size_t first = dealt_[p];
  const auto total = static_cast<std::size_t>(engine::stud_card_count(rec_.game.variant));
  if (first + count > total || (first == 0 && count != 3) || (first > 0 && count != 1)) {
    add(Rule::kWrongCardCount, a.actor_where, static_cast<int>(p),
        std::string(pl.name) + " is dealt " + std::to_string(count) + " cards after " + std::to_string(first) +
            "; stud deals three, then one a street up to seven; the deal is left out of the replay");
    return true;
  }
  const int round = first == 0 ? 0 : static_cast<int>(first) - 2;
  if (round > static_cast<int>(street_)) new_street(static_cast<Street>(round), pos);
  std::size_t index = first;
  for (const auto& c : card_tokens(a.cards)) {
    if (c) {
      pl.hole.push(*c);
      if (index >= 2 && index < total - 1) pl.up.push(*c);
    } else {
      ++unknown_[p];
    }
    ++index;
  }
  dealt_[p] = index;
  return true;
}

bool Reader::apply_action(const ActionText& a, const char* where) {
  using Verb = ActionText::Verb;
  const int player = a.dealer ? a.target - 1 : a.actor - 1;
  const char* who_where = a.dealer ? a.target_where : a.actor_where;
  if (a.verb != Verb::kDealBoard && (player < 0 || static_cast<std::size_t>(player) >= n_))
    return fail(who_where, "p" + std::to_string(player + 1) + " is not a player of this hand (p1..p" +
                               std::to_string(n_) + ")");
  if (rec_.actions.size() >= kMaxActions) return fail(where, "more than 4096 actions in one hand");
  const auto p = static_cast<std::size_t>(player < 0 ? 0 : player);
  const std::string code(text_of(*variant_value_));  // for the messages
  engine::ActionRecord r;
  r.player = static_cast<std::int16_t>(player);
  r.street = street_;
  r.pos = pos_.at(a.actor_where);  // the actor: "d" or "pN"
  if (early_draw_ > static_cast<int>(street_) && a.verb != Verb::kDiscard && a.verb != Verb::kDealHole &&
      !betting_open()) {
    new_street(static_cast<Street>(early_draw_), r.pos);
    r.street = street_;
    early_draw_ = 0;
  }
  if (a.verb == Verb::kBet || a.verb == Verb::kCall || a.verb == Verb::kFold) acted_[p] = true;
  if (a.verb == Verb::kFold) folded_[p] = true;
  switch (a.verb) {
    case Verb::kDealHole: return deal_hole(a, where, p, r.pos);
    case Verb::kDealBoard: return deal_board(a, where, code, r.pos);
    case Verb::kBet: return apply_bet_or_raise(a, p, r);
    case Verb::kCall: return apply_call(p, r);
    case Verb::kFold: r.kind = Act::kFold; return record(r);
    case Verb::kBringIn: return apply_bring_in(a, p, code, r);
    case Verb::kDiscard: return apply_discard(a, where, p, code, r);
    case Verb::kShow: return apply_show(a, where, p, r);
  }
  return record(r);  // not reached: the action grammar gives one of the verbs above
}

// `d dh pN`: hole cards to player `p`; a stud deal may start a street. A
// draw's replacements, when all known, become the cards of the player's
// last exchange.
bool Reader::deal_hole(const ActionText& a, const char* where, std::size_t p, SourcePos pos) {
  engine::CardList cards;
  bool all_known = false;
  std::size_t count = 0;
  if (!parse_cards(a.cards, where, cards, all_known, &count)) return false;
  if (rec_.street_pos[0].line == 0) rec_.street_pos[0] = pos;
  if (game_family() == Family::kStud) return deal_stud(p, a, count, pos);
  // A draw's replacements, known or not ("??"), are as many as he threw.
  if (game_family() == Family::kDraw && draws_[p] > 0) {
    if (count != owed_[p]) {
      const std::string name(rec_.players[p].name);
      add(Rule::kWrongCardCount, a.actor_where, static_cast<int>(p),
          owed_[p] == 0 ? name + " is dealt " + std::to_string(count) + " card" + (count == 1 ? "" : "s") +
                              " with none thrown to replace"
                        : name + " threw " + std::to_string(owed_[p]) + " card" + (owed_[p] == 1 ? "" : "s") +
                              " and is dealt " + std::to_string(count));
    }
    owed_[p] = 0;
  }
  auto& pl = rec_.players[p];
  for (engine::Card c : cards) pl.hole.push(c);
  if (dealt_[p] == 0) pl.dealt_pos = pos;  // where his first cards are dealt
  if (game_family() == Family::kDraw && draws_[p] == 0) {
    // The first deal, as dealt (validators/draw_cards.cpp follows the hand).
    for (engine::Card c : cards) pl.dealt.push(c);
    pl.dealt_unknown = static_cast<std::uint8_t>(std::min<std::size_t>(pl.dealt_unknown + count - cards.size, 255));
  }
  dealt_[p] += count;
  unknown_[p] += count - cards.size;
  if (engine::Exchange* e = rec_.last_exchange(static_cast<int>(p));
      e != nullptr && all_known && e->drawn.empty() &&
      (rec_.actions[e->action].street == street_ || static_cast<int>(rec_.actions[e->action].street) == draws_[p])) {
    e->drawn = cards;
    e->drawn_pos = pos;
  }
  return true;
}

// `d db`: board cards, each deal starting the next street (flop, turn,
// river). Games without a board get a finding and the deal is left out.
bool Reader::deal_board(const ActionText& a, const char* where, const std::string& code, SourcePos pos) {
  const Family family = game_family();
  if (family == Family::kStud || family == Family::kDraw) {
    add(Rule::kInconsistentRecord, a.actor_where, -1,
        "a board deal (d db) in " + code + ", which has no board; it is left out of the replay");
    return true;
  }
  engine::CardList cards;
  bool all_known = false;
  if (!parse_cards(a.cards, where, cards, all_known)) return false;
  if (!all_known)
    add(Rule::kInconsistentRecord, where, -1, "a board card is dealt as unknown ('?" "?'); board cards are always seen");
  if (boards_dealt_ >= 3) {
    // Deals after the river are the later runs of the board (run it twice
    // or three times), as handaudit writes them and PokerKit deals runs: one
    // after another, each from the street where the runs part
    // (docs/ohh-phh.md). Sorted out once every action is read
    // (finish_later_runs).
    if (later_runs_.size() + cards.size > 5 * (engine::kMaxRuns - 1)) {
      add(Rule::kWrongCardCount, a.actor_where, -1,
          "board deals after the river beyond four more runs: a board is run at most five times");
    } else {
      if (later_runs_.empty()) later_runs_where_ = a.actor_where;
      later_runs_.insert(later_runs_.end(), cards.begin(), cards.end());
    }
    return true;
  }
  auto& board = rec_.boards[0];
  for (engine::Card c : cards) board.push(c);
  {
    street_ = static_cast<Street>(++boards_dealt_);
    const auto s = static_cast<std::size_t>(street_);
    rec_.street_pos[s] = pos;
    rec_.street_cards[s] = board.size;
  }
  bet_.assign(n_, Chips{0});
  high_ = Chips{0};
  return true;
}

// The later runs of a board dealt after the river: each the first board's
// cards up to where the runs part, then the run's own (5 cards in all).
// The runs part where the betting closed (the board out at the last bet,
// raise or call), and every run deals the same streets; deals that do not
// split so are read as one second run from wherever they complete a board
// (older files). Deals that make no run so are a wrong card count.
void Reader::finish_later_runs() {
  if (later_runs_.empty()) return;
  const engine::CardList& first = rec_.boards[0];
  std::size_t parted = 0;
  for (auto it = rec_.actions.rbegin(); it != rec_.actions.rend(); ++it) {
    if (it->kind != Act::kBet && it->kind != Act::kRaise && it->kind != Act::kCall) continue;
    parted = it->street == Street::kFlop ? 3 : it->street == Street::kTurn ? 4 : it->street == Street::kRiver ? 5 : 0;
    break;
  }
  const std::size_t total = later_runs_.size();
  std::size_t each = 5 - parted;
  if (each == 0 || total % each != 0 || 1 + total / each > engine::kMaxRuns) each = total;
  const std::size_t shared = 5 - std::min<std::size_t>(each, 5);
  if (first.size != 5 || each > 5 || (shared != 0 && shared != 3 && shared != 4)) {
    add(Rule::kWrongCardCount, later_runs_where_, -1,
        "board deals after the river that make no later run: a run deals the flop, turn and river, the turn and "
        "river, or the river again");
    return;
  }
  const std::size_t runs = 1 + total / each;
  for (std::size_t r = 1; r < runs; ++r) {
    engine::CardList& board = rec_.boards[r];
    for (std::size_t k = 0; k < shared; ++k) board.push(first.cards[k]);
    for (std::size_t k = 0; k < each; ++k) board.push(later_runs_[(r - 1) * each + k]);
  }
  rec_.runs = static_cast<std::uint8_t>(runs);
}

// `pN cbr X`: a bet, or a raise when there is one to raise, to the street
// total X.
bool Reader::apply_bet_or_raise(const ActionText& a, std::size_t p, engine::ActionRecord& r) {
  Chips to{0};
  Value v{Kind::kDecimal, a.amount, false, a.amount_where, {}};
  if (!read_amount(v, "the amount", to)) return false;
  const Chips added = to - bet_[p];
  r.kind = high_.positive() ? Act::kRaise : Act::kBet;
  r.amount = high_.positive() ? to - high_ : added;
  r.to = to;
  r.all_in = added >= stack_[p];
  stack_[p] -= added;
  bet_[p] = to;
  high_ = max(high_, to);
  count_in(p, added, r);
  return record(r);
}

// PHH has no mark for a wager that reaches a cap game's cap (the log's "and
// has reached the $80 cap"): it follows from what the player has put in,
// as in the OHH reader; the replay then bets no more for him.
void Reader::count_in(std::size_t p, Chips added, engine::ActionRecord& r) {
  in_hand_[p] += added;
  r.reached_cap = rec_.game.cap.positive() && in_hand_[p] >= rec_.game.cap;
}

// `pN cc`: a call of what is owed, at most the stack, or a check when
// nothing is.
bool Reader::apply_call(std::size_t p, engine::ActionRecord& r) {
  const Chips owed = max(high_ - bet_[p], Chips{0});
  const Chips paid = min(owed, max(stack_[p], Chips{0}));
  r.kind = paid.positive() ? Act::kCall : Act::kCheck;
  r.amount = paid;
  r.all_in = paid.positive() && paid == stack_[p];
  stack_[p] -= paid;
  bet_[p] += paid;
  count_in(p, paid, r);
  return record(r);
}

// `pN pb`: the forced opening bet of stud's 3rd street, a post to the level
// it sets. Other games have none: a finding, and the action is left out.
bool Reader::apply_bring_in(const ActionText& a, std::size_t p, const std::string& code, engine::ActionRecord& r) {
  if (game_family() != Family::kStud) {
    add(Rule::kInconsistentRecord, a.actor_where, static_cast<int>(p),
        "a bring-in (pb) in " + code + ", which has none; the action is left out of the replay");
    return true;
  }
  const Chips paid = min(rec_.game.bring_in, max(stack_[p], Chips{0}));
  r.kind = Act::kBringIn;
  r.amount = paid;
  stack_[p] -= paid;
  r.all_in = !stack_[p].positive();
  bet_[p] += paid;
  high_ = max(high_, bet_[p]);
  count_in(p, paid, r);
  return record(r);
}

// `pN sd`: a draw's exchange (or standing pat); a player's n-th exchange is
// in the draw before betting round n. Games without draws get a finding and
// the action is left out.
bool Reader::apply_discard(const ActionText& a, const char* where, std::size_t p, const std::string& code,
                           engine::ActionRecord& r) {
  if (game_family() != Family::kDraw) {
    add(Rule::kInconsistentRecord, a.actor_where, static_cast<int>(p),
        "a draw (sd) in " + code + ", which has none; the action is left out of the replay");
    return true;
  }
  const int round = ++draws_[p];
  // A folded player's draw is the replay's finding; it opens no round.
  if (!folded_[p] && round > static_cast<int>(street_) && round <= static_cast<int>(Street::kRiver)) {
    if (betting_open()) {
      // Before the betting closed: the replay's finding; the betting goes on.
      r.street = static_cast<Street>(round);
      early_draw_ = std::max(early_draw_, round);
    } else {
      new_street(static_cast<Street>(round), r.pos);
      r.street = street_;
      early_draw_ = 0;
    }
  } else {
    r.street = street_;
  }
  engine::CardList cards;
  bool all_known = false;
  std::size_t count = 0;
  if (!a.cards.empty() && !parse_cards(a.cards, where, cards, all_known, &count)) return false;
  r.kind = count > 0 ? Act::kDiscard : Act::kStandPat;
  owed_[p] = count;
  r.cards = static_cast<std::uint8_t>(std::min<std::size_t>(count, 255));
  // The hand keeps the known cards not thrown away; the replacements follow.
  auto& hole = rec_.players[p].hole;
  engine::CardList kept;
  for (engine::Card c : hole)
    if (std::find(cards.begin(), cards.end(), c) == cards.end()) kept.push(c);
  if (count > 0 && all_known)
    rec_.exchanges.push_back({static_cast<std::uint16_t>(rec_.actions.size()), cards, {}, {}, {}, false});
  // Cards thrown that were not known came out of the unknown ones.
  const std::size_t from_unknown = count - (hole.size - kept.size);
  unknown_[p] -= std::min(unknown_[p], from_unknown);
  hole = kept;
  return record(r);
}

// `pN sm CARDS`: a show at showdown (`sm -` shows the cards dealt, a bare
// `sm` mucks). Every known card dealt must be shown; with some dealt unknown
// ("??") the show may hold more.
bool Reader::apply_show(const ActionText& a, const char* where, std::size_t p, engine::ActionRecord& r) {
  auto& pl = rec_.players[p];
  r.street = Street::kShowdown;
  if (rec_.street_pos[static_cast<std::size_t>(Street::kShowdown)].line == 0)
    rec_.street_pos[static_cast<std::size_t>(Street::kShowdown)] = r.pos;
  if (a.cards.empty() && !a.show_dealt) {
    r.kind = Act::kMuck;
    pl.mucked = true;
    return record(r);
  }
  engine::CardList shown;
  bool all_known = true;
  if (!a.show_dealt && !parse_cards(a.cards, where, shown, all_known)) return false;
  if (a.show_dealt) shown = pl.hole;
  // A partly unknown show ("????", "??Ad") is neither a show nor a muck
  // (PHH.md §5; HandHQ repeats it on every street).
  if (!all_known || shown.empty()) return true;
  // Draw games: the show against the hand the exchanges left him is
  // validators/draw_cards.cpp's.
  if (!pl.hole.empty() && !a.show_dealt && game_family() != Family::kDraw) {
    engine::CardSet dealt, seen;
    for (engine::Card c : pl.hole) dealt.insert(c);
    for (engine::Card c : shown) seen.insert(c);
    const bool partly_unknown = unknown_[p] > 0;
    if (partly_unknown ? (dealt & seen) != dealt : dealt != seen)
      add(Rule::kInconsistentRecord, a.actor_where, static_cast<int>(p),
          std::string(pl.name) + " shows cards other than those dealt to him");
  }
  pl.hole = shown;
  pl.showed = true;
  pl.show_pos = r.pos;
  r.kind = Act::kShow;
  return record(r);
}

bool Reader::read_actions() {
  const Entry* e = field("actions");
  if (e == nullptr) return fail(variant_value_->where, "the required field 'actions' is missing");
  if (e->value.kind != Kind::kArray) return fail(e->value.where, "'actions' must be an array of strings", e->value.text);
  rec_.end_pos = pos_.at(e->where);
  for (const Value& s : e->value.items) {
    if (s.kind != Kind::kString) return fail(s.where, "'actions' must hold strings", s.text);
    rec_.end_pos = pos_.at(s.where);
    // Positions inside the string are file positions unless escapes moved
    // the text; then they are the string's.
    std::string decoded;
    std::string_view body = s.text;
    if (s.escapes) {
      decoded = unescape(s.text);
      body = decoded;
    }
    const char* string_where = s.where + 1;
    auto file_ptr = [&](const char* p) { return s.escapes ? string_where : string_where + (p - body.data()); };
    ActionText a;
    if (const auto err = phh_text::read_action(body, a)) {
      const std::size_t at = err->offset;
      fail(file_ptr(body.data() + at), "cannot read this action: expected " + err->expected,
           body.substr(std::min(at, body.size())));
      // The actions before it are judged (HandRecord::stop_pos): the
      // replay stops here, as at a room's line it cannot read.
      rec_.stop_pos = pos_.at(s.where);
      return false;
    }
    if (a.no_op) continue;
    a.actor_where = file_ptr(a.actor_where);
    if (a.target_where) a.target_where = file_ptr(a.target_where);
    if (a.amount_where) a.amount_where = file_ptr(a.amount_where);
    if (!apply_action(a, string_where)) return false;
  }
  return true;
}

void Reader::note_money_unit() {
  // Amounts with cents are money (HandHQ dollars), so the odd-chip unit is a
  // cent; whole numbers are chips.
  bool cents = !rec_.currency.empty();
  const Chips whole{Chips::kScale};
  for (const auto& p : rec_.players) cents = cents || (!p.stack_unknown && !p.stack.is_multiple_of(whole));
  for (const auto& a : rec_.actions) cents = cents || !a.amount.is_multiple_of(whole) || !a.to.is_multiple_of(whole);
  rec_.has_currency_symbol = cents;
}

ParseStatus Reader::run() {
  rec_.format = "phh";
  rec_.states_payouts = false;  // results are finishing_stacks, checked by result_findings
  rec_.site = "phh";
  rec_.header_pos = pos_.at(std::size_t{0});
  rec_.end_pos = rec_.header_pos;
  if (!read_document() || !read_game() || !read_players() || !read_posts())
    return ParseStatus::kUnreadable;
  if (!read_actions()) {
    // Stopped at an action it cannot read: the hand as far as it was read,
    // with its money unit, for the audit of the actions before.
    if (rec_.stop_pos.line != 0) note_money_unit();
    return ParseStatus::kUnreadable;
  }
  if (!read_optional_results("finishing_stacks", rec_.finishing_stacks, rec_.finishing_stacks_pos) ||
      !read_optional_results("winnings", rec_.winnings, rec_.winnings_pos) || !read_cash_outs())
    return ParseStatus::kUnreadable;
  finish_later_runs();
  if (rec_.hand_id.empty()) rec_.hand_id = hand_name_;

  note_money_unit();

  if (!code_) {
    add(Rule::kUnsupportedGame, variant_value_->where, -1,
        "the hand was read but its PHH variant '" + std::string(text_of(*variant_value_)) + "' is not known");
    return ParseStatus::kUnsupported;
  }
  if (!engine::replay_supported(rec_.game.variant)) {
    add(Rule::kUnsupportedGame, variant_value_->where, -1,
        "the hand was read but " + std::string(engine::variant_id(rec_.game.variant)) + " hands are not replayed yet");
    return ParseStatus::kUnsupported;
  }
  return ParseStatus::kOk;
}

}  // namespace

ParseStatus parse_phh_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                           std::string_view hand_name, engine::HandRecord& out,
                           std::vector<engine::Finding>& findings) {
  out.reset();
  Reader reader(text, line, column, hand_name, out, findings);
  return reader.run();
}

}  // namespace parser
