// PHH reader: split_phh, and the actions for parser/phh_grammar.h that turn a
// hand's TOML into an engine::HandRecord.
//
// Reading is in two passes. The TOML grammar builds a small document (keys
// with their values, every value with the position of its first byte); then
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

#include "parser/lines.h"
#include "parser/phh_grammar.h"

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

constexpr std::size_t kMaxPlayers = 64;     // engine::kMaxPlayers
constexpr std::size_t kMaxActions = 4096;   // a hand with more is hostile input

// ---------------------------------------------------------------- positions

// File positions of the bytes of one hand's text.
class Positions {
 public:
  Positions(std::string_view text, std::uint32_t line, std::uint32_t column)
      : text_(text), line_(line), column_(column) {
    starts_.push_back(0);
    for (std::size_t i = 0; i < text.size(); ++i) {
      const std::size_t n = line_break_length(text, i);
      if (n == 0) continue;
      i += n - 1;
      starts_.push_back(i + 1);
    }
  }
  SourcePos at(std::size_t offset) const {
    const auto it = std::upper_bound(starts_.begin(), starts_.end(), offset);
    const auto k = static_cast<std::size_t>(it - starts_.begin()) - 1;
    const auto col = static_cast<std::uint32_t>(offset - starts_[k] + 1 + (k == 0 ? column_ - 1 : 0));
    return SourcePos{line_ + static_cast<std::uint32_t>(k), col};
  }
  SourcePos at(const char* p) const { return at(static_cast<std::size_t>(p - text_.data())); }
  std::string_view text() const { return text_; }

 private:
  std::string_view text_;
  std::uint32_t line_;
  std::uint32_t column_;
  std::vector<std::size_t> starts_;
};

// ---------------------------------------------------------------- the TOML document

enum class Kind : std::uint8_t { kString, kInteger, kDecimal, kInf, kNan, kBool, kDateTime, kArray };

struct Value {
  Kind kind = Kind::kString;
  std::string_view text;       // the token; strings: between the quotes, escapes not decoded
  bool escapes = false;        // a basic string holding backslash escapes
  const char* where = nullptr;
  std::vector<Value> items;    // arrays
};

struct Entry {
  std::string_view key;
  const char* where = nullptr;
  Value value;
};

struct Document {
  std::vector<Entry> entries;
  std::vector<std::pair<std::string_view, const char*>> tables;
  // While reading.
  std::string_view key;
  const char* key_where = nullptr;
  std::vector<Value> open;     // arrays being read, innermost last
  Value last;

  void put(Value v) {
    if (!open.empty()) open.back().items.push_back(std::move(v));
    else last = std::move(v);
  }
};

namespace g = phh;

template <typename Rule>
struct toml_action : tao::pegtl::nothing<Rule> {};

// Strip: 0 the token as is, 1 a literal '...' string, 2 a basic "..." string (escapes).
template <Kind K, int Strip>
struct scalar {
  template <typename In>
  static void apply(const In& in, Document& d) {
    Value v;
    v.kind = K;
    v.where = in.begin();
    v.text = in.string_view();
    if constexpr (Strip != 0) v.text = v.text.substr(1, v.text.size() - 2);
    if constexpr (Strip == 2) v.escapes = v.text.find('\\') != std::string_view::npos;
    if constexpr (K == Kind::kInteger) {
      if (v.text.find_first_of(".eE") != std::string_view::npos) v.kind = Kind::kDecimal;
    }
    d.put(std::move(v));
  }
};
template <> struct toml_action<g::basic_string> : scalar<Kind::kString, 2> {};
template <> struct toml_action<g::literal_string> : scalar<Kind::kString, 1> {};
template <> struct toml_action<g::number> : scalar<Kind::kInteger, 0> {};
template <> struct toml_action<g::infinity> : scalar<Kind::kInf, 0> {};
template <> struct toml_action<g::not_a_number> : scalar<Kind::kNan, 0> {};
template <> struct toml_action<g::boolean> : scalar<Kind::kBool, 0> {};
template <> struct toml_action<g::date_time> : scalar<Kind::kDateTime, 0> {};
template <> struct toml_action<g::time_value> : scalar<Kind::kDateTime, 0> {};
template <> struct toml_action<g::array_open> {
  template <typename In>
  static void apply(const In& in, Document& d) {
    // PHH nests no arrays; a deep nest is hostile input (and recursion).
    if (d.open.size() >= 16) throw tao::pegtl::parse_error("an array nested no deeper than 16 levels", in);
    Value v;
    v.kind = Kind::kArray;
    v.where = in.begin();
    d.open.push_back(std::move(v));
  }
};
template <> struct toml_action<g::array> {
  template <typename In>
  static void apply(const In& in, Document& d) {
    Value v = std::move(d.open.back());
    d.open.pop_back();
    v.text = in.string_view();
    d.put(std::move(v));
  }
};
template <> struct toml_action<g::key> {
  template <typename In>
  static void apply(const In& in, Document& d) {
    d.key = in.string_view();
    d.key_where = in.begin();
  }
};
template <> struct toml_action<g::key_value> {
  template <typename In>
  static void apply(const In&, Document& d) {
    d.entries.push_back(Entry{d.key, d.key_where, std::move(d.last)});
    d.last = Value{};
  }
};
template <> struct toml_action<g::expected_table_name> {
  template <typename In>
  static void apply(const In& in, Document& d) { d.tables.emplace_back(in.string_view(), in.begin()); }
};

// ---------------------------------------------------------------- one action string

struct ActionText {
  bool no_op = true;
  bool dealer = false;
  int actor = 0;               // pN: N (1-based)
  const char* actor_where = nullptr;
  enum class Verb : std::uint8_t { kDealHole, kDealBoard, kBet, kCall, kFold, kBringIn, kDiscard, kShow } verb{};
  int target = 0;              // d dh pN
  const char* target_where = nullptr;
  std::string_view amount;
  const char* amount_where = nullptr;
  std::string_view cards;      // hole, board, discard or shown cards
  bool show_dealt = false;     // sm -
};

template <typename Rule>
struct act_action : tao::pegtl::nothing<Rule> {};
template <> struct act_action<g::actor> {
  template <typename In>
  static void apply(const In& in, ActionText& a) {
    a.no_op = false;
    a.actor_where = in.begin();
    a.actor = std::stoi(std::string(in.string_view().substr(1, 6)));
  }
};
template <> struct act_action<g::dealer_action> {
  template <typename In>
  static void apply(const In& in, ActionText& a) {
    a.no_op = false;
    a.dealer = true;
    a.actor_where = in.begin();
  }
};
template <> struct act_action<g::expected_player> {
  template <typename In>
  static void apply(const In& in, ActionText& a) {
    a.target_where = in.begin();
    a.target = std::stoi(std::string(in.string_view().substr(1, 6)));
  }
};
template <ActionText::Verb V>
struct set_verb {
  template <typename In>
  static void apply(const In&, ActionText& a) { a.verb = V; }
};
template <> struct act_action<g::deal_hole> : set_verb<ActionText::Verb::kDealHole> {};
template <> struct act_action<g::deal_board> : set_verb<ActionText::Verb::kDealBoard> {};
template <> struct act_action<g::verb_bet> : set_verb<ActionText::Verb::kBet> {};
template <> struct act_action<g::verb_call> : set_verb<ActionText::Verb::kCall> {};
template <> struct act_action<g::verb_fold> : set_verb<ActionText::Verb::kFold> {};
template <> struct act_action<g::verb_bring_in> : set_verb<ActionText::Verb::kBringIn> {};
template <> struct act_action<g::verb_discard> : set_verb<ActionText::Verb::kDiscard> {};
template <> struct act_action<g::verb_show> : set_verb<ActionText::Verb::kShow> {};
template <> struct act_action<g::show_dealt> {
  template <typename In>
  static void apply(const In&, ActionText& a) { a.show_dealt = true; }
};
template <> struct act_action<g::expected_amount> {
  template <typename In>
  static void apply(const In& in, ActionText& a) {
    a.amount = in.string_view();
    a.amount_where = in.begin();
  }
};
template <typename In>
void set_cards(const In& in, ActionText& a) { a.cards = in.string_view(); }
template <> struct act_action<g::expected_hole_cards> {
  template <typename In> static void apply(const In& in, ActionText& a) { set_cards(in, a); }
};
template <> struct act_action<g::expected_board_cards> {
  template <typename In> static void apply(const In& in, ActionText& a) { set_cards(in, a); }
};
template <> struct act_action<g::discard_cards> {
  template <typename In> static void apply(const In& in, ActionText& a) { set_cards(in, a); }
};
template <> struct act_action<g::shown_cards> {
  template <typename In> static void apply(const In& in, ActionText& a) { set_cards(in, a); }
};

// ---------------------------------------------------------------- errors: what each `must<>` expected
template <typename> inline constexpr const char* error_message = nullptr;
template <> inline constexpr const char* error_message<g::expected_escape> =
    "an escape: \\\" \\\\ \\b \\f \\n \\r \\t \\uXXXX or \\UXXXXXXXX";
template <> inline constexpr const char* error_message<g::expected_quote> = "a closing \" before the end of the line";
template <> inline constexpr const char* error_message<g::expected_apostrophe> =
    "a closing ' before the end of the line";
template <> inline constexpr const char* error_message<g::expected_array_close> =
    "',' and another value, or ']' to close the array";
template <> inline constexpr const char* error_message<g::expected_line_end> = "the end of the line (or a # comment)";
template <> inline constexpr const char* error_message<g::expected_equals> = "'=' after the key";
template <> inline constexpr const char* error_message<g::expected_value> =
    "a value: a \"string\", a number, inf, true/false, a time or an [array]";
template <> inline constexpr const char* error_message<g::expected_table_name> = "a table name such as [1]";
template <> inline constexpr const char* error_message<g::expected_table_close> = "']' to close the table header";
template <> inline constexpr const char* error_message<g::expected_statement> =
    "a `key = value` line, a [table] header or a # comment";
template <> inline constexpr const char* error_message<g::expected_gap> = "a space";
template <> inline constexpr const char* error_message<g::expected_player> = "a player such as p1";
template <> inline constexpr const char* error_message<g::expected_hole_cards> =
    "hole cards such as AcKd (?? for an unknown card)";
template <> inline constexpr const char* error_message<g::expected_board_cards> = "board cards such as Jc3d5c";
template <> inline constexpr const char* error_message<g::expected_dealer_verb> =
    "dh (deal hole cards) or db (deal board cards)";
template <> inline constexpr const char* error_message<g::expected_amount> = "an amount such as 300 or 2.50";
template <> inline constexpr const char* error_message<g::expected_player_verb> =
    "cbr AMOUNT, cc, f, sm [CARDS|-], sd [CARDS] or pb";
template <> inline constexpr const char* error_message<g::expected_action_end> =
    "the end of the action (or a # commentary)";
template <> inline constexpr const char* error_message<g::expected_action> =
    "an action such as \"d dh p1 AcKd\", \"p1 cbr 300\", \"p2 cc\", \"p1 f\" or \"d db AhKhQh\"";

struct error {
  template <typename Rule> static constexpr auto message = error_message<Rule>;
};
template <typename Rule>
using control = tao::pegtl::must_if<error>::control<Rule>;

using Input = tao::pegtl::memory_input<tao::pegtl::tracking_mode::lazy, tao::pegtl::eol::lf_crlf, const char*>;

// ---------------------------------------------------------------- amounts and text

enum class AmountStatus : std::uint8_t { kOk, kTooPrecise, kTooLarge };

// A TOML integer or decimal ("2.50", "1_000", "1.5e3") to centi-units,
// exactly. Digits beyond the second decimal must be zeros: the engine's scale
// cannot hold them, and rounding money is not ours to do.
AmountStatus to_centi(std::string_view text, Chips& out) {
  bool negative = false;
  if (!text.empty() && (text[0] == '+' || text[0] == '-')) {
    negative = text[0] == '-';
    text.remove_prefix(1);
  }
  int exp10 = 0;
  if (const auto e = text.find_first_of("eE"); e != std::string_view::npos) {
    std::string_view ex = text.substr(e + 1);
    text = text.substr(0, e);
    const bool exp_negative = !ex.empty() && ex[0] == '-';
    if (!ex.empty() && (ex[0] == '+' || ex[0] == '-')) ex.remove_prefix(1);
    for (char c : ex) {
      if (c == '_') continue;
      exp10 = exp10 * 10 + (c - '0');
      if (exp10 > 100) return exp_negative ? AmountStatus::kTooPrecise : AmountStatus::kTooLarge;
    }
    if (exp_negative) exp10 = -exp10;
  }
  std::string digits;
  int scale = 0;   // the value is digits * 10^-scale
  bool fraction = false;
  for (char c : text) {
    if (c == '_') continue;
    if (c == '.') { fraction = true; continue; }
    if (digits == "0") digits.clear();
    digits += c;
    if (fraction) ++scale;
  }
  scale -= exp10;
  while (scale > 2 && !digits.empty() && digits.back() == '0') {
    digits.pop_back();
    --scale;
  }
  if (scale > 2 && !digits.empty()) return AmountStatus::kTooPrecise;
  std::int64_t v = 0;
  for (char c : digits)
    if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, c - '0', &v)) return AmountStatus::kTooLarge;
  for (; scale < 2; ++scale)
    if (__builtin_mul_overflow(v, 10, &v)) return AmountStatus::kTooLarge;
  if (v > engine::kMaxAmount.v) return AmountStatus::kTooLarge;
  out = Chips{negative ? -v : v};
  return AmountStatus::kOk;
}

void append_utf8(std::string& out, std::uint32_t cp) {
  if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) cp = 0xFFFD;
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

// The text of a basic string with its escapes decoded (the grammar checked them).
std::string unescape(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '\\' || i + 1 >= s.size()) {
      out += s[i];
      continue;
    }
    const char c = s[++i];
    switch (c) {
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'n': out += '\n'; break;
      case 'r': out += '\r'; break;
      case 't': out += '\t'; break;
      case 'e': out += '\x1b'; break;
      case 'u':
      case 'U': {
        const std::size_t n = c == 'u' ? 4 : 8;
        const auto cp = static_cast<std::uint32_t>(std::stoul(std::string(s.substr(i + 1, n)), nullptr, 16));
        append_utf8(out, cp);
        i += n;
        break;
      }
      default: out += c; break;
    }
  }
  return out;
}

std::string excerpt(std::string_view s) {
  constexpr std::size_t kMax = 80;
  const std::size_t end = s.find_first_of("\r\n");
  s = s.substr(0, end);
  std::string out(s.substr(0, kMax));
  if (s.size() > kMax) out += "...";
  return out;
}

std::string_view default_name(std::size_t i) {
  static const std::array<std::string, kMaxPlayers> names = [] {
    std::array<std::string, kMaxPlayers> n;
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
// handaudit reads too (and writes: cli/convert_phh.h).
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
    f.actual = std::move(actual);
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
  bool read_document();
  bool read_game();
  bool read_time();
  bool read_amount(const Value& v, const std::string& what, Chips& out, bool allow_negative = false);
  bool read_player_array(std::string_view key, bool required, std::vector<const Value*>& out);
  bool read_optional_results(std::string_view key, std::vector<std::optional<Chips>>& values,
                             std::vector<SourcePos>& positions);
  bool read_players();
  bool read_posts();
  bool read_actions();
  bool apply_action(const ActionText& a, const char* string_where);
  bool parse_cards(std::string_view text, const char* where, engine::CardList& known, bool& all_known,
                   std::size_t* count = nullptr);
  bool deal_stud(std::size_t p, const ActionText& a, std::size_t count, SourcePos pos);
  void new_street(Street s, SourcePos pos);

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
  Chips high_{0};
  Street street_ = Street::kPreflop;
  int boards_dealt_ = 0;
  std::vector<std::size_t> dealt_;    // cards dealt to each player, unknown ones too
  std::vector<std::size_t> unknown_;  // of the cards each player holds, how many are unknown
  std::vector<int> draws_;            // exchanges (sd) each player has made
};

bool Reader::read_document() {
  Input in(pos_.text().data(), pos_.text().data() + pos_.text().size(), "");
  try {
    tao::pegtl::parse<g::document, toml_action, control>(in, doc_);
  } catch (const tao::pegtl::parse_error& e) {
    const char* at = pos_.text().data() + e.positions().front().byte;
    return fail(at, "cannot read this line: expected " + std::string(e.message()),
                std::string_view(at, static_cast<std::size_t>(pos_.text().data() + pos_.text().size() - at)));
  }
  if (doc_.tables.size() > 1)
    return fail(doc_.tables[1].second, "a second [table] in one hand: a .phhs file is split into one hand per table");
  if (!doc_.tables.empty() && !doc_.entries.empty() && doc_.entries.front().where < doc_.tables.front().second)
    return fail(doc_.entries.front().where, "keys before the [table] header belong to no hand");
  for (const Entry& e : doc_.entries) {
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
  if (out.v < 0 && !allow_negative) return fail(v.where, what + " must not be negative", v.text);
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
    return read_amount(e->value, "'" + std::string(key) + "'", out);
  };
  Chips min_bet{0}, bring_in{0};
  if (!scalar_amount("small_bet", fixed, game.small_bet) || !scalar_amount("big_bet", fixed, game.big_bet) ||
      !scalar_amount("min_bet", code_ && !fixed, min_bet) ||
      !scalar_amount("bring_in", family == Family::kStud, bring_in))
    return false;
  game.bring_in = bring_in;
  if (const Entry* e = field("seat_count")) {
    if (e->value.kind != Kind::kInteger) return fail(e->value.where, "'seat_count' must be an integer", e->value.text);
    Chips seats{0};
    if (!read_amount(e->value, "'seat_count'", seats)) return false;
    game.max_seats = static_cast<int>(std::min<std::int64_t>(seats.v / Chips::kScale, 1000));
  }
  for (std::string_view key : {"hand", "table"}) {
    const Entry* e = field(key);
    if (e == nullptr) continue;
    if (e->value.kind != Kind::kString && e->value.kind != Kind::kInteger)
      return fail(e->value.where, "'" + std::string(key) + "' must be a string or an integer", e->value.text);
    (key == "hand" ? rec_.hand_id : rec_.table) = text_of(e->value);
  }
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
    if (e->value.kind != Kind::kInteger || !read_amount(e->value, "'" + std::string(keys[k]) + "'", v))
      return fail(e->value.where, "'" + std::string(keys[k]) + "' must be an integer", e->value.text);
    date[k] = static_cast<int>(std::min<std::int64_t>(v.v / Chips::kScale, 9999));
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
  if (n_ > kMaxPlayers) return fail(e->value.where, "more than 64 players in one hand");
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

bool Reader::read_posts() {
  std::vector<const Value*> antes, blinds;
  const Family family = code_ ? code_->family : Family::kUnknown;
  if (!read_player_array("antes", true, antes) ||
      !read_player_array("blinds_or_straddles", family == Family::kBlinds || family == Family::kDraw, blinds))
    return false;
  std::vector<Chips> ante(n_), blind(n_);
  for (std::size_t i = 0; i < antes.size(); ++i)
    if (!read_amount(*antes[i], "an ante", ante[i])) return false;
  for (std::size_t i = 0; i < blinds.size(); ++i)
    if (!read_amount(*blinds[i], "a blind or straddle", blind[i], true)) return false;

  stack_.resize(n_);
  bet_.assign(n_, Chips{0});
  dealt_.assign(n_, 0);
  unknown_.assign(n_, 0);
  draws_.assign(n_, 0);
  // Stud has a bring-in, never blinds (PHH.md §3).
  if (family == Family::kStud) std::fill(blind.begin(), blind.end(), Chips{0});
  for (std::size_t i = 0; i < n_; ++i) stack_[i] = rec_.players[i].stack;
  // Heads-up, the effective antes and blinds are the arrays reversed (PHH.md §2).
  const bool heads_up = n_ == 2;
  auto poster = [&](std::size_t source) { return heads_up ? 1 - source : source; };
  auto post = [&](Act kind, std::size_t player, Chips amount, const Value* where) {
    const Chips paid = min(amount, max(stack_[player], Chips{0}));
    stack_[player] -= paid;
    engine::ActionRecord a;
    a.kind = kind;
    a.player = static_cast<std::int16_t>(player);
    a.amount = paid;
    a.all_in = !stack_[player].positive();
    a.pos = pos_.at(where->where);
    rec_.actions.push_back(a);
    return paid;
  };

  // The game's stakes, as the replay reads them (replay/replay.cpp): in fixed
  // limit the header's pair is the small and big bet, else the blinds.
  auto& game = rec_.game;
  int ante_payers = 0;
  Chips ante_level{0};
  bool uniform = true;
  for (std::size_t i = 0; i < n_; ++i) {
    if (ante[i].positive()) ++ante_payers;
    ante_level = max(ante_level, ante[i]);
    uniform = uniform && ante[i] == ante[0];
  }
  if (ante_payers > 0 && (uniform || ante_payers == 1)) game.ante = ante_level;
  // Blind roles by position in the array: the first two entries posted are
  // the small and big blind, later ones straddles; a lone entry is the big
  // blind, whatever its index (`[250000, 0, 0, 0]`: p1 posts the only blind
  // and p2 opens, as in PokerKit).
  std::vector<Act> role(n_, Act::kPostStraddle);
  std::vector<std::size_t> posted;
  for (std::size_t source = 0; source < blinds.size(); ++source)
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

  if (const Entry* e = field("ante_trimming_status");
      e && e->value.text == "true" && ante_payers == 1)
    add(Rule::kInconsistentRecord, e->value.where, -1,
        "ante_trimming_status is true, but one player antes for the table; PHH keeps it false for non-uniform "
        "antes and the replay does not trim a single-payer ante (RULES.md R-ANTE-3), while PokerKit refunds it");

  for (std::size_t source = 0; source < n_; ++source) {
    const std::size_t i = poster(source);
    if (ante[source].positive()) post(Act::kPostAnte, i, ante[source], antes[source]);
  }
  for (std::size_t source = 0; source < n_; ++source) {
    if (blind[source].v <= 0) continue;
    const std::size_t i = poster(source);
    const Act kind = role[source];
    const Chips paid = post(kind, i, blind[source], blinds[source]);
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
    if (blind[source].v >= 0) continue;
    const std::size_t i = poster(source);
    const Chips paid = post(Act::kPostBigBlind, i, -blind[source], blinds[source]);
    bet_[i] += paid;
    high_ = max(high_, paid);
  }
  return true;
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
  engine::ActionRecord r;
  r.player = static_cast<std::int16_t>(player);
  r.street = street_;
  r.pos = pos_.at(a.actor_where);   // the actor: "d" or "pN"
  switch (a.verb) {
    case Verb::kDealHole: {
      engine::CardList cards;
      bool all_known = false;
      std::size_t count = 0;
      if (!parse_cards(a.cards, where, cards, all_known, &count)) return false;
      if (rec_.street_pos[0].line == 0) rec_.street_pos[0] = r.pos;
      if (code_->family == Family::kStud) return deal_stud(p, a, count, r.pos);
      auto& hole = rec_.players[p].hole;
      for (engine::Card c : cards) hole.push(c);
      dealt_[p] += count;
      unknown_[p] += count - cards.size;
      // A draw's replacements, when all known: the cards of the player's last exchange.
      if (engine::Exchange* e = rec_.last_exchange(player);
          e != nullptr && all_known && e->drawn.empty() && rec_.actions[e->action].street == street_)
        e->drawn = cards;
      return true;
    }
    case Verb::kDealBoard: {
      if (code_->family != Family::kBlinds) {
        add(Rule::kInconsistentRecord, a.actor_where, -1,
            "a board deal (d db) in " + std::string(code_->code) + ", which has no board; it is left out of the replay");
        return true;
      }
      engine::CardList cards;
      bool all_known = false;
      if (!parse_cards(a.cards, where, cards, all_known)) return false;
      auto& board = rec_.boards[0];
      for (engine::Card c : cards) board.push(c);
      if (!all_known)
        add(Rule::kInconsistentRecord, where, -1, "a board card is dealt as unknown ('?" "?'); board cards are always seen");
      if (boards_dealt_ >= 3) {
        add(Rule::kWrongCardCount, a.actor_where, -1, "a fourth board deal: hold'em deals the flop, turn and river only");
      } else {
        street_ = static_cast<Street>(++boards_dealt_);
        const auto s = static_cast<std::size_t>(street_);
        rec_.street_pos[s] = r.pos;
        rec_.street_cards[s] = board.size;
      }
      bet_.assign(n_, Chips{0});
      high_ = Chips{0};
      return true;
    }
    case Verb::kBet: {
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
      break;
    }
    case Verb::kCall: {
      const Chips owed = max(high_ - bet_[p], Chips{0});
      const Chips paid = min(owed, max(stack_[p], Chips{0}));
      r.kind = paid.positive() ? Act::kCall : Act::kCheck;
      r.amount = paid;
      r.all_in = paid.positive() && paid == stack_[p];
      stack_[p] -= paid;
      bet_[p] += paid;
      break;
    }
    case Verb::kFold:
      r.kind = Act::kFold;
      break;
    case Verb::kBringIn: {
      if (code_->family != Family::kStud) {
        add(Rule::kInconsistentRecord, a.actor_where, player,
            "a bring-in (pb) in " + std::string(code_->code) + ", which has none; the action is left out of the replay");
        return true;
      }
      // The forced opening bet of 3rd street: a post, to the level it sets.
      const Chips paid = min(rec_.game.bring_in, max(stack_[p], Chips{0}));
      r.kind = Act::kBringIn;
      r.amount = paid;
      stack_[p] -= paid;
      r.all_in = !stack_[p].positive();
      bet_[p] += paid;
      high_ = max(high_, bet_[p]);
      break;
    }
    case Verb::kDiscard: {
      if (code_->family != Family::kDraw) {
        add(Rule::kInconsistentRecord, a.actor_where, player,
            "a draw (sd) in " + std::string(code_->code) + ", which has none; the action is left out of the replay");
        return true;
      }
      // A player's n-th exchange is in the draw before betting round n.
      const int round = ++draws_[p];
      if (round > static_cast<int>(street_) && round <= static_cast<int>(Street::kRiver)) new_street(static_cast<Street>(round), r.pos);
      r.street = street_;
      engine::CardList cards;
      bool all_known = false;
      std::size_t count = 0;
      if (!a.cards.empty() && !parse_cards(a.cards, where, cards, all_known, &count)) return false;
      r.kind = count > 0 ? Act::kDiscard : Act::kStandPat;
      r.cards = static_cast<std::uint8_t>(std::min<std::size_t>(count, 255));
      // The hand keeps the known cards not thrown away; the replacements follow.
      auto& hole = rec_.players[p].hole;
      engine::CardList kept;
      for (engine::Card c : hole)
        if (std::find(cards.begin(), cards.end(), c) == cards.end()) kept.push(c);
      if (count > 0 && all_known)
        rec_.exchanges.push_back({static_cast<std::uint16_t>(rec_.actions.size()), cards, {}});
      // Cards thrown that were not known came out of the unknown ones.
      const std::size_t from_unknown = count - (hole.size - kept.size);
      unknown_[p] -= std::min(unknown_[p], from_unknown);
      hole = kept;
      break;
    }
    case Verb::kShow: {
      auto& pl = rec_.players[p];
      r.street = Street::kShowdown;
      if (rec_.street_pos[static_cast<std::size_t>(Street::kShowdown)].line == 0)
        rec_.street_pos[static_cast<std::size_t>(Street::kShowdown)] = r.pos;
      if (a.cards.empty() && !a.show_dealt) {
        r.kind = Act::kMuck;
        pl.mucked = true;
        break;
      }
      engine::CardList shown;
      bool all_known = true;
      if (!a.show_dealt && !parse_cards(a.cards, where, shown, all_known)) return false;
      if (a.show_dealt) shown = pl.hole;
      // A partly unknown show ("????", "??Ad") is neither a show nor a muck
      // (PHH.md §5; HandHQ repeats it on every street).
      if (!all_known || shown.empty()) return true;
      if (!pl.hole.empty() && !a.show_dealt) {
        // Every known card dealt must be shown; with some dealt unknown ("??")
        // the show may hold more.
        engine::CardSet dealt, seen;
        for (engine::Card c : pl.hole) dealt.insert(c);
        for (engine::Card c : shown) seen.insert(c);
        const bool partly_unknown = unknown_[p] > 0;
        if (partly_unknown ? (dealt & seen) != dealt : dealt != seen)
          add(Rule::kInconsistentRecord, a.actor_where, player,
              std::string(pl.name) + " shows cards other than those dealt to him");
      }
      pl.hole = shown;
      pl.showed = true;
      pl.show_pos = r.pos;
      r.kind = Act::kShow;
      break;
    }
  }
  rec_.actions.push_back(r);
  return true;
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
    Input in(body.data(), body.data() + body.size(), "");
    try {
      tao::pegtl::parse<g::action_text, act_action, control>(in, a);
    } catch (const tao::pegtl::parse_error& err) {
      const std::size_t at = err.positions().front().byte;
      return fail(file_ptr(body.data() + at), "cannot read this action: expected " + std::string(err.message()),
                  body.substr(std::min(at, body.size())));
    }
    if (a.no_op) continue;
    a.actor_where = file_ptr(a.actor_where);
    if (a.target_where) a.target_where = file_ptr(a.target_where);
    if (a.amount_where) a.amount_where = file_ptr(a.amount_where);
    if (!apply_action(a, string_where)) return false;
  }
  return true;
}

ParseStatus Reader::run() {
  rec_.format = "phh";
  rec_.states_payouts = false;  // results are finishing_stacks, checked by result_findings
  rec_.site = "phh";
  rec_.header_pos = pos_.at(std::size_t{0});
  rec_.end_pos = rec_.header_pos;
  if (!read_document() || !read_game() || !read_players() || !read_posts() || !read_actions() ||
      !read_optional_results("finishing_stacks", rec_.finishing_stacks, rec_.finishing_stacks_pos) ||
      !read_optional_results("winnings", rec_.winnings, rec_.winnings_pos))
    return ParseStatus::kUnreadable;
  if (rec_.hand_id.empty()) rec_.hand_id = hand_name_;

  // Amounts with cents are money (HandHQ dollars), so the odd-chip unit is a
  // cent; whole numbers are chips.
  bool cents = !rec_.currency.empty();
  for (const auto& p : rec_.players) cents = cents || (!p.stack_unknown && p.stack.v % Chips::kScale != 0);
  for (const auto& a : rec_.actions) cents = cents || a.amount.v % Chips::kScale != 0 || a.to.v % Chips::kScale != 0;
  rec_.has_currency_symbol = cents;

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

// ---------------------------------------------------------------- splitting

bool is_key_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
}

// The line with leading blanks skipped; `header` when it is a `[name]` table header.
std::string_view statement_of(std::string_view line, bool& header) {
  std::size_t i = 0;
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  line.remove_prefix(i);
  header = false;
  if (!line.empty() && line[0] == '[') {
    std::size_t k = 1;
    while (k < line.size() && (line[k] == ' ' || line[k] == '\t')) ++k;
    const std::size_t name = k;
    while (k < line.size() && is_key_char(line[k])) ++k;
    const std::size_t name_end = k;
    while (k < line.size() && (line[k] == ' ' || line[k] == '\t')) ++k;
    header = name_end > name && k < line.size() && line[k] == ']';
  }
  return line;
}

// Bracket depth after `line`, outside strings and comments.
int depth_after(std::string_view line, int depth) {
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (c == '#') break;
    if (c == '"' || c == '\'') {
      for (++i; i < line.size() && line[i] != c; ++i)
        if (c == '"' && line[i] == '\\') ++i;
    } else if (c == '[') {
      ++depth;
    } else if (c == ']' && depth > 0) {
      --depth;
    }
  }
  return depth;
}

}  // namespace

PhhSplit split_phh(std::string_view text) {
  PhhSplit out;
  struct Mark {
    std::size_t offset;
    std::uint32_t line, column;
    std::string_view name;
  };
  std::vector<Mark> headers;
  std::size_t first_content = std::string_view::npos;   // first statement or non-comment line
  std::uint32_t first_line = 0, first_column = 0;
  std::vector<std::size_t> content_ends;   // end of every non-blank, non-comment line
  int depth = 0;
  for (const Line& l : Lines(text)) {
    bool header = false;
    const std::string_view s = statement_of(l.text, header);
    const std::size_t at = l.offset + (l.text.size() - s.size());
    if (depth == 0 && header) {
      const std::size_t open = s.find_first_not_of(" \t", 1);
      std::size_t end = open;
      while (end < s.size() && is_key_char(s[end])) ++end;
      headers.push_back({at, l.number, static_cast<std::uint32_t>(at - l.offset + 1), s.substr(open, end - open)});
      content_ends.push_back(l.offset + trim_right(l.text).size());
      continue;
    }
    if (depth == 0 && !s.empty() && s[0] != '#' && first_content == std::string_view::npos) {
      first_content = at;
      first_line = l.number;
      first_column = static_cast<std::uint32_t>(at - l.offset + 1);
    }
    if (!is_blank(s) && s[0] != '#') content_ends.push_back(l.offset + trim_right(l.text).size());
    depth = depth_after(s, depth);
  }
  // The end of the last content line before `limit`.
  auto end_before = [&](std::size_t start, std::size_t limit) {
    std::size_t end = start;
    for (std::size_t e : content_ends)
      if (e > start && e <= limit) end = std::max(end, e);
    return end;
  };
  if (headers.empty()) {
    if (first_content == std::string_view::npos) return out;
    // The whole text, comments before the first key included.
    out.hands.push_back({0, end_before(0, text.size()), 1, 1, 1, {}});
    return out;
  }
  out.tables = true;
  if (first_content != std::string_view::npos && first_content < headers.front().offset)
    out.junk.push_back({first_content, end_before(first_content, headers.front().offset) - first_content, first_line,
                        first_column, 0, {}});
  for (std::size_t k = 0; k < headers.size(); ++k) {
    const std::size_t limit = k + 1 < headers.size() ? headers[k + 1].offset : text.size();
    const Mark& h = headers[k];
    out.hands.push_back({h.offset, end_before(h.offset, limit) - h.offset, h.line, h.column,
                         static_cast<std::uint32_t>(k + 1), h.name});
  }
  return out;
}

bool looks_like_phh(std::string_view text) {
  for (const Line& l : Lines(text.substr(0, std::min<std::size_t>(text.size(), 64 * 1024)))) {
    const std::string_view t = trim_left(l.text);
    if (is_blank(t) || t[0] == '#') continue;
    bool header = false;
    const std::string_view s = statement_of(t, header);
    if (header) return true;
    std::size_t k = 0;
    while (k < s.size() && is_key_char(s[k])) ++k;
    if (k == 0) return false;
    while (k < s.size() && (s[k] == ' ' || s[k] == '\t')) ++k;
    return k < s.size() && s[k] == '=';
  }
  return false;
}

ParseStatus parse_phh_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                           std::string_view hand_name, engine::HandRecord& out,
                           std::vector<engine::Finding>& findings) {
  out = engine::HandRecord{};
  Reader reader(text, line, column, hand_name, out, findings);
  return reader.run();
}

}  // namespace parser
