#include "parser/phh_text.h"

#include <tao/pegtl.hpp>

#include "parser/decode.h"
#include "parser/phh_grammar.h"

namespace parser::phh_text {

using engine::Chips;

namespace {

// ---------------------------------------------------------------- the TOML document

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


}  // namespace

namespace {

template <typename Grammar, template <typename...> class Action, typename State>
std::optional<SyntaxError> read_with(std::string_view text, State& out) {
  Input in(text.data(), text.data() + text.size(), "");
  try {
    tao::pegtl::parse<Grammar, Action, control>(in, out);
  } catch (const tao::pegtl::parse_error& e) {
    return SyntaxError{e.positions().front().byte, std::string(e.message())};
  }
  return std::nullopt;
}

}  // namespace

std::optional<SyntaxError> read_document(std::string_view text, Document& out) {
  return read_with<g::document, toml_action>(text, out);
}

std::optional<SyntaxError> read_action(std::string_view text, ActionText& out) {
  return read_with<g::action_text, act_action>(text, out);
}

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
  if (v > engine::kMaxAmount.minor_units()) return AmountStatus::kTooLarge;
  out = Chips{negative ? -v : v};
  return AmountStatus::kOk;
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

}  // namespace parser::phh_text
