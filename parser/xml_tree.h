// An XML element read into nodes that remember where they are: each element
// and attribute knows the offset of its first byte, so a reader of XML hand
// histories (iPoker) can point a finding at the very tag or attribute it is
// about. Values keep their text as written (entity references are decoded on
// request), so money is read exactly.
//
// The tree is flat (one list of elements, one of attributes, linked by
// index) so that a reader reusing one XmlTree hand after hand stops
// allocating once it is warm.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parser {

struct XmlAttribute {
  std::string_view name;
  std::string_view raw;      // between the quotes, entity references as written
  std::size_t offset = 0;    // of the name's first byte in the text parsed
  bool escaped = false;      // `raw` holds an entity reference
};

struct XmlElement {
  std::string_view name;
  std::size_t offset = 0;          // of its '<'
  std::uint32_t first_attribute = 0;
  std::uint32_t attribute_count = 0;
  int first_child = -1;            // index into XmlTree::elements, -1: none
  int next_sibling = -1;
  int last_child = -1;             // while building: where the next child is linked
  // What stands between the start and end tags when no element does (a
  // leaf's text, "S7 CJ"), as written; empty for an empty element.
  std::string_view text;
  std::size_t text_offset = 0;
  bool text_escaped = false;
};

struct XmlError {
  std::size_t offset = 0;  // where reading stopped: the first byte that does not fit
  std::string message;
};

// Nesting deeper than this is refused: no hand history needs it, and hostile
// input must not exhaust the stack.
inline constexpr int kMaxXmlDepth = 32;

class XmlTree {
 public:
  std::vector<XmlElement> elements;  // elements[0] is the root once read
  std::vector<XmlAttribute> attributes;

  void clear() {
    elements.clear();
    attributes.clear();
  }
  const XmlElement& root() const { return elements.front(); }
  // The attribute `name` of `e`, or nullptr. Inline, bytes compared in a
  // loop: names are a few bytes, and a reader asks an element for most of
  // its attributes in turn (a call and a memcmp each cost more).
  const XmlAttribute* attribute(const XmlElement& e, std::string_view name) const {
    const XmlAttribute* a = attributes.data() + e.first_attribute;
    for (const XmlAttribute* const end = a + e.attribute_count; a != end; ++a)
      if (same_bytes(a->name, name)) return a;
    return nullptr;
  }
  // The first child of `e` named `name`, or nullptr.
  const XmlElement* child(const XmlElement& e, std::string_view name) const;
  // Children in document order: for (int c = e.first_child; c >= 0; c = elements[c].next_sibling).
  const XmlElement& at(int index) const { return elements[static_cast<std::size_t>(index)]; }

  // a == b for the few bytes of a name, without a call to memcmp: 4 to 8
  // bytes as two words of four (overlapping), fewer byte by byte.
  static bool same_bytes(std::string_view a, std::string_view b) {
    const std::size_t n = a.size();
    if (n != b.size()) return false;
    if (n >= 4 && n <= 8) {
      const auto word = [](const char* p) {
        std::uint32_t w;
        std::memcpy(&w, p, sizeof w);
        return w;
      };
      return word(a.data()) == word(b.data()) && word(a.data() + n - 4) == word(b.data() + n - 4);
    }
    for (std::size_t i = 0; i < n; ++i)
      if (a[i] != b[i]) return false;
    return true;
  }
};

// Text with its entity references decoded ("A&amp;B" -> "A&B").
std::string xml_decoded(std::string_view raw);

// Reads the first element of `text` (blanks, comments and the XML
// declaration may stand before it) into `out`, replacing what it held; views
// point into `text`. `end` is set to the offset just after the element.
std::optional<XmlError> parse_xml_element(std::string_view text, XmlTree& out, std::size_t& end);
// The same read by the grammar's rules alone (parser/xml_grammar.h), for an
// element parser/xml_plain.h declines, and as the reference it is tested
// against.
std::optional<XmlError> parse_xml_element_by_grammar(std::string_view text, XmlTree& out, std::size_t& end);

// Whether `text` (what follows a hand's element) is only markup of the
// document around the hands: blanks, comments, instructions, tags and
// character data, each tag closed. The offset of the first byte that is not.
std::optional<std::size_t> xml_tail_error(std::string_view text);

}  // namespace parser
