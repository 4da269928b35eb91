#include "parser/json_tree.h"

#include <algorithm>

#include "parser/decode.h"
#include "parser/js_literal_grammar.h"
#include "parser/json_grammar.h"

namespace parser {

namespace {

namespace pegtl = tao::pegtl;
namespace js = pegtl::json;

// What the actions build: the values still open (containers and the value
// just read), the keys of the members being read, and where the input is
// farthest read (the place of a syntax error).
struct Builder {
  const char* begin = nullptr;
  std::vector<JsonValue> open;
  std::vector<std::string> keys;
  std::size_t farthest = 0;
  std::optional<JsonError> error;

  std::size_t offset_of(const char* p) const { return static_cast<std::size_t>(p - begin); }
  void push(JsonValue::Kind kind, const char* at, std::string_view raw = {}) {
    JsonValue v;
    v.kind = kind;
    v.offset = offset_of(at);
    v.raw = raw;
    open.push_back(std::move(v));
  }
  JsonValue pop() {
    JsonValue v = std::move(open.back());
    open.pop_back();
    return v;
  }
};

struct too_deep {};  // thrown by an action past kMaxJsonDepth, caught in parse_json

template <typename Rule> struct action : pegtl::nothing<Rule> {};

template <JsonValue::Kind K> struct leaf {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.push(K, in.begin(), in.string_view());
  }
};
template <> struct action<js::null> : leaf<JsonValue::Kind::kNull> {};
template <> struct action<js::false_> : leaf<JsonValue::Kind::kFalse> {};
template <> struct action<js::true_> : leaf<JsonValue::Kind::kTrue> {};
template <> struct action<js::number> : leaf<JsonValue::Kind::kNumber> {};
template <> struct action<js::string> {
  template <typename In> static void apply(const In& in, Builder& b) {
    const std::string_view whole = in.string_view();
    const std::string_view content = whole.substr(1, whole.size() - 2);
    b.push(JsonValue::Kind::kString, in.begin(), content);
    b.open.back().escaped = content.find('\\') != std::string_view::npos;
  }
};
template <> struct action<js::key> {
  template <typename In> static void apply(const In& in, Builder& b) {
    JsonValue key;
    key.kind = JsonValue::Kind::kString;
    const std::string_view whole = in.string_view();
    key.raw = whole.substr(1, whole.size() - 2);
    key.escaped = key.raw.find('\\') != std::string_view::npos;
    b.keys.push_back(key.escaped ? key.decoded() : std::string(key.raw));
  }
};
template <JsonValue::Kind K> struct container {
  template <typename In> static void apply(const In& in, Builder& b) {
    if (b.open.size() >= static_cast<std::size_t>(kMaxJsonDepth)) {
      b.error = JsonError{b.offset_of(in.begin()), "JSON nested more than " + std::to_string(kMaxJsonDepth) + " deep"};
      throw too_deep{};
    }
    b.push(K, in.begin());
  }
};
// A JavaScript literal's bare key (`Title:`), as it is written.
template <> struct action<js_literal_grammar::bare_key> {
  template <typename In> static void apply(const In& in, Builder& b) { b.keys.emplace_back(in.string_view()); }
};
template <> struct action<js::begin_array> : container<JsonValue::Kind::kArray> {};
template <> struct action<js::begin_object> : container<JsonValue::Kind::kObject> {};
template <> struct action<js::array_element> {
  static void apply0(Builder& b) {
    JsonValue v = b.pop();
    b.open.back().items.push_back(std::move(v));
  }
};
template <> struct action<js_literal_grammar::array_element> : action<js::array_element> {};
template <> struct action<js::member> {
  static void apply0(Builder& b) {
    JsonValue v = b.pop();
    b.open.back().members.push_back(JsonMember{std::move(b.keys.back()), std::move(v)});
    b.keys.pop_back();
  }
};
template <> struct action<js_literal_grammar::member> : action<js::member> {};

// Remembers the farthest byte any rule failed at: where a syntax error is.
template <typename Rule> struct control : pegtl::normal<Rule> {
  template <typename In> static void failure(const In& in, Builder& b) {
    b.farthest = std::max(b.farthest, b.offset_of(in.current()));
  }
};


// The four hex digits at `s[i]` (the grammar checked them).
std::uint32_t hex4(std::string_view s, std::size_t i) {
  std::uint32_t v = 0;
  for (std::size_t k = i; k < i + 4 && k < s.size(); ++k) {
    const char c = s[k];
    v = v * 16 + static_cast<std::uint32_t>(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
  }
  return v;
}

}  // namespace

const JsonValue* JsonValue::find(std::string_view key) const {
  for (const auto& [name, value] : members)
    if (name == key) return &value;
  return nullptr;
}

std::string JsonValue::decoded() const {
  if (!escaped) return std::string(raw);
  std::string out;
  out.reserve(raw.size());
  for (std::size_t i = 0; i < raw.size(); ++i) {
    if (raw[i] != '\\' || i + 1 >= raw.size()) {
      out += raw[i];
      continue;
    }
    const char c = raw[++i];
    switch (c) {
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'n': out += '\n'; break;
      case 'r': out += '\r'; break;
      case 't': out += '\t'; break;
      case 'u': {
        std::uint32_t cp = hex4(raw, i + 1);
        i += 4;
        const bool high = cp >= 0xD800 && cp < 0xDC00;
        if (high && i + 6 < raw.size() && raw.substr(i + 1, 2) == "\\u") {
          const std::uint32_t low = hex4(raw, i + 3);
          if (low >= 0xDC00 && low < 0xE000) {
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
            i += 6;
          }
        }
        if (cp >= 0xD800 && cp < 0xE000) cp = 0xFFFD;  // a surrogate left alone
        append_utf8(out, cp);
        break;
      }
      default: out += c; break;  // '"', '\\', '/'
    }
  }
  return out;
}

namespace {

// One document of `Grammar` (JSON's or a JavaScript literal's) into `out`.
template <typename Grammar> std::optional<JsonError> parse_document(std::string_view text, JsonValue& out) {
  Builder b;
  b.begin = text.data();
  pegtl::memory_input<pegtl::tracking_mode::lazy, pegtl::eol::lf_crlf, const char*> in(
      text.data(), text.data() + text.size(), "");
  bool ok = false;
  try {
    ok = pegtl::parse<Grammar, action, control>(in, b);
  } catch (const too_deep&) {
    return b.error;
  }
  if (!ok || b.open.size() != 1) {
    const std::size_t at = std::min(b.farthest, text.size());
    return JsonError{at, at >= text.size() ? "the JSON ends before its value is complete"
                                           : "this is not JSON: the value cannot go on here"};
  }
  out = std::move(b.open.back());
  return std::nullopt;
}

}  // namespace

std::optional<JsonError> parse_json(std::string_view text, JsonValue& out) {
  return parse_document<json_grammar::document>(text, out);
}

std::optional<JsonError> parse_js_literal(std::string_view text, JsonValue& out) {
  return parse_document<js_literal_grammar::document>(text, out);
}

}  // namespace parser
