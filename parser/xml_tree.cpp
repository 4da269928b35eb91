#include "parser/xml_tree.h"

#include <algorithm>
#include <array>

#include "parser/decode.h"
#include "parser/xml_grammar.h"
#include "parser/xml_plain.h"

namespace parser {

namespace {

namespace pegtl = tao::pegtl;
namespace xg = xml_grammar;

// What the actions build: the tree, the elements still open, and where the
// input is farthest read (the place of a syntax error).
struct Builder {
  const char* begin = nullptr;
  XmlTree& tree;
  // The elements open, innermost last: at most kMaxXmlDepth (tag_name
  // refuses more), so no allocation a parse.
  struct Open {
    std::array<int, kMaxXmlDepth> at{};
    std::size_t count = 0;
    std::size_t size() const { return count; }
    bool empty() const { return count == 0; }
    int back() const { return at[count - 1]; }
    void push_back(int index) { at[count++] = index; }
    void pop_back() { --count; }
  } open;
  std::size_t farthest = 0;
  std::optional<XmlError> error;
  bool entity = false;  // an entity reference was read since the last attribute's name

  std::size_t offset_of(const char* p) const { return static_cast<std::size_t>(p - begin); }
  XmlElement& top() { return tree.elements[static_cast<std::size_t>(open.back())]; }
  // At the end of the open element's start tag: its attributes are the
  // last read (counted once, not one by one as each is read).
  void count_attributes() {
    XmlElement& e = top();
    e.attribute_count = static_cast<std::uint32_t>(tree.attributes.size()) - e.first_attribute;
  }
};

struct stop {};  // thrown by an action that found an error, caught in parse_xml_element

template <typename Rule> struct action : pegtl::nothing<Rule> {};

template <> struct action<xg::tag_name> {
  template <typename In> static void apply(const In& in, Builder& b) {
    if (b.open.size() >= static_cast<std::size_t>(kMaxXmlDepth)) {
      std::string message = "XML nested more than ";
      message.append(std::to_string(kMaxXmlDepth)).append(" deep");
      b.error = XmlError{b.offset_of(in.begin()), std::move(message)};
      throw stop{};
    }
    XmlElement e;
    e.name = in.string_view();
    e.offset = b.offset_of(in.begin()) - 1;  // its '<'
    e.first_attribute = static_cast<std::uint32_t>(b.tree.attributes.size());
    const int index = static_cast<int>(b.tree.elements.size());
    if (!b.open.empty()) {
      XmlElement& parent = b.top();
      if (parent.last_child < 0)
        parent.first_child = index;
      else
        b.tree.elements[static_cast<std::size_t>(parent.last_child)].next_sibling = index;
      parent.last_child = index;
    }
    b.tree.elements.push_back(e);
    b.open.push_back(index);
  }
};
template <> struct action<xg::attribute_name> {
  template <typename In> static void apply(const In& in, Builder& b) {
    XmlAttribute a;
    a.name = in.string_view();
    a.offset = b.offset_of(in.begin());
    b.entity = false;
    b.tree.attributes.push_back(a);
  }
};
// An attribute read in one pass: what the two actions above and below do.
template <const xg::ByteSet& A, const xg::ByteSet& B, const xg::ByteSet& C, const xg::ByteSet& D,
          const xg::ByteSet& E>
struct action<xg::plain_attribute<A, B, C, D, E>> : pegtl::nothing<xg::plain_attribute<A, B, C, D, E>> {
  // Called by the rule itself (PEGTL's apply would need a marker).
  static void parts(std::string_view name, std::string_view raw, Builder& b) {
    XmlAttribute a;
    a.name = name;
    a.raw = raw;
    a.offset = b.offset_of(name.data());
    b.tree.attributes.push_back(a);
  }
};
struct value_action {
  template <typename In> static void apply(const In& in, Builder& b) {
    XmlAttribute& a = b.tree.attributes.back();
    a.raw = in.string_view();
    a.escaped = b.entity;  // told by the grammar, not by a search of each value
  }
};
template <> struct action<xg::entity_ref> {
  static void apply0(Builder& b) { b.entity = true; }
};
template <> struct action<xg::value_dq> : value_action {};
template <> struct action<xg::value_sq> : value_action {};
template <> struct action<xg::empty_end> {
  static void apply0(Builder& b) {
    b.count_attributes();
    b.open.pop_back();
  }
};
template <> struct action<xg::start_end> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.count_attributes();
    b.top().text_offset = b.offset_of(in.end());
  }
};
template <> struct action<xg::end_name> {
  template <typename In> static void apply(const In& in, Builder& b) {
    const XmlElement& e = b.top();
    if (XmlTree::same_bytes(in.string_view(), e.name)) return;
    std::string message = "the end tag </";
    message.append(in.string_view()).append("> does not close <").append(e.name).append(">");
    b.error = XmlError{b.offset_of(in.begin()) - 2, std::move(message)};
    throw stop{};
  }
};
template <> struct action<xg::end_tag> {
  template <typename In> static void apply(const In& in, Builder& b) {
    XmlElement& e = b.top();
    if (e.first_child < 0) {
      const std::size_t end = b.offset_of(in.begin());
      e.text = std::string_view(b.begin + e.text_offset, end - e.text_offset);
      e.text_escaped = e.text.find('&') != std::string_view::npos;
    }
    b.open.pop_back();
  }
};

// Remembers the farthest byte any rule failed at: where a syntax error is.
template <typename Rule> struct control : pegtl::normal<Rule> {
  template <typename In> static void failure(const In& in, Builder& b) {
    b.farthest = std::max(b.farthest, b.offset_of(in.current()));
  }
};

// The code point of a character reference's digits ("x41", "65").
char32_t char_ref_value(std::string_view ref) {
  char32_t v = 0;
  const bool hex = !ref.empty() && ref[0] == 'x';
  for (std::size_t i = hex ? 1 : 0; i < ref.size(); ++i) {
    const char c = ref[i];
    const char32_t digit = c <= '9' ? static_cast<char32_t>(c - '0') : static_cast<char32_t>((c | 0x20) - 'a' + 10);
    v = v * (hex ? 16 : 10) + digit;
    if (v > 0x10FFFF) return 0xFFFD;
  }
  return v;
}

}  // namespace

const XmlElement* XmlTree::child(const XmlElement& e, std::string_view name) const {
  for (int c = e.first_child; c >= 0; c = at(c).next_sibling)
    if (same_bytes(at(c).name, name)) return &at(c);
  return nullptr;
}

std::string xml_decoded(std::string_view raw) {
  std::string out;
  out.reserve(raw.size());
  for (std::size_t i = 0; i < raw.size(); ++i) {
    const std::size_t semi = raw[i] == '&' ? raw.find(';', i) : std::string_view::npos;
    if (semi == std::string_view::npos) {
      out += raw[i];
      continue;
    }
    const std::string_view name = raw.substr(i + 1, semi - i - 1);
    if (name == "amp") out += '&';
    else if (name == "lt") out += '<';
    else if (name == "gt") out += '>';
    else if (name == "quot") out += '"';
    else if (name == "apos") out += '\'';
    else if (!name.empty() && name[0] == '#') append_utf8(out, char_ref_value(name.substr(1)));
    else out.append(raw.substr(i, semi - i + 1));  // an entity no DTD defines here: kept as written
    i = semi;
  }
  return out;
}

std::optional<XmlError> parse_xml_element(std::string_view text, XmlTree& out, std::size_t& end) {
  // Most elements are plain (parser/xml_plain.h): read in one loop; the
  // grammar reads the others from the start again.
  if (read_plain_element(text, out, end)) return std::nullopt;
  return parse_xml_element_by_grammar(text, out, end);
}

std::optional<XmlError> parse_xml_element_by_grammar(std::string_view text, XmlTree& out, std::size_t& end) {
  out.clear();
  Builder b{text.data(), out, {}, 0, std::nullopt, false};
  pegtl::memory_input<pegtl::tracking_mode::lazy, pegtl::eol::lf_crlf, const char*> in(
      text.data(), text.data() + text.size(), "");
  bool ok = false;
  try {
    ok = pegtl::parse<xg::first_element, action>(in, b);
  } catch (const stop&) {
    return b.error;
  }
  if (!ok || out.elements.empty()) {
    // Read again, noting where each rule fails (a cost only a bad hand pays).
    out.clear();
    Builder again{text.data(), out, {}, 0, std::nullopt, false};
    pegtl::memory_input<pegtl::tracking_mode::lazy, pegtl::eol::lf_crlf, const char*> retry(
        text.data(), text.data() + text.size(), "");
    try {
      pegtl::parse<xg::first_element, action, control>(retry, again);
    } catch (const stop&) {
      return again.error;
    }
    const std::size_t at = std::min(again.farthest, text.size());
    return XmlError{at, at >= text.size() ? "the XML ends before its element is closed"
                                          : "this is not XML: the element cannot go on here"};
  }
  end = static_cast<std::size_t>(in.current() - text.data());
  return std::nullopt;
}

std::optional<std::size_t> xml_tail_error(std::string_view text) {
  pegtl::memory_input<pegtl::tracking_mode::lazy, pegtl::eol::lf_crlf, const char*> in(
      text.data(), text.data() + text.size(), "");
  pegtl::parse<xg::tail>(in);  // stops at the first byte that is not markup
  if (in.empty()) return std::nullopt;
  return static_cast<std::size_t>(in.current() - text.data());
}

}  // namespace parser
