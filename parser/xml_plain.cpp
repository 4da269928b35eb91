#include "parser/xml_plain.h"

#include <array>
#include <cstdint>

#include "parser/xml_grammar.h"

namespace parser {

namespace {

namespace xg = xml_grammar;

bool in(const xg::ByteSet& set, char c) { return set.has[static_cast<unsigned char>(c)]; }

}  // namespace

bool read_plain_element(std::string_view text, XmlTree& out, std::size_t& end) {
  out.clear();
  const char* const begin = text.data();
  const char* const stop = begin + text.size();
  const auto offset_of = [begin](const char* p) { return static_cast<std::size_t>(p - begin); };
  // The elements open, innermost last, as parse_xml_element's builder
  // keeps them: an empty element (`<a/>`) is never among them.
  std::array<int, kMaxXmlDepth> open{};
  std::size_t depth = 0;
  const char* p = xg::skip_run(xg::kBlanks, begin, stop);
  if (p == stop || *p != '<') return false;  // an instruction or a comment first: the grammar's
  // Each round reads a start tag at `p` ('<' then a name's first byte),
  // then the content after it up to the next start tag or the root's end.
  for (;;) {
    if (depth == open.size()) return false;  // the grammar's message
    const char* const name = p + 1;
    if (name == stop || !in(xg::kNameFirst, *name)) return false;
    p = xg::skip_run(xg::kNameRest, name + 1, stop);
    const int index = static_cast<int>(out.elements.size());
    if (depth > 0) {
      XmlElement& parent = out.elements[static_cast<std::size_t>(open[depth - 1])];
      if (parent.last_child < 0)
        parent.first_child = index;
      else
        out.elements[static_cast<std::size_t>(parent.last_child)].next_sibling = index;
      parent.last_child = index;
    }
    XmlElement& e = out.elements.emplace_back();
    e.name = std::string_view(name, static_cast<std::size_t>(p - name));
    e.offset = offset_of(name) - 1;
    e.first_attribute = static_cast<std::uint32_t>(out.attributes.size());
    // Attributes, each after blanks, then blanks before `/>` or `>`.
    for (;;) {
      if (p == stop) return false;
      if (!in(xg::kBlanks, *p)) break;
      // One blank or more, a single ' ' by far the commonest.
      const char* q = p + 1;
      if (q != stop && in(xg::kBlanks, *q)) q = xg::skip_run(xg::kBlanks, q, stop);
      if (q == stop) return false;
      if (!in(xg::kNameFirst, *q)) {
        p = q;
        break;
      }
      std::string_view attribute;
      std::string_view raw;
      const char* const after = xg::plain::scan(q, stop, attribute, raw);
      if (after == nullptr) return false;  // '&' in the value, or not an attribute
      out.attributes.push_back(XmlAttribute{attribute, raw, offset_of(q), false});
      p = after;
    }
    e.attribute_count = static_cast<std::uint32_t>(out.attributes.size()) - e.first_attribute;
    if (*p == '/') {
      if (p + 1 == stop || p[1] != '>') return false;
      p += 2;
      if (depth == 0) {
        end = offset_of(p);
        return true;
      }
    } else if (*p == '>') {
      ++p;
      e.text_offset = offset_of(p);
      open[depth++] = index;
    } else {
      return false;
    }
    // The content of the innermost open element: character data and end
    // tags, until the next start tag or the root's end tag.
    for (;;) {
      p = xg::find_any_of(p, stop, '<', '&', '<');  // kCharData's run
      if (p == stop || *p == '&' || p + 1 == stop) return false;
      if (p[1] != '/') break;  // a start tag, or what the grammar reads or refuses
      const char* const closing = p + 2;
      if (closing == stop || !in(xg::kNameFirst, *closing)) return false;
      const char* q = xg::skip_run(xg::kNameRest, closing + 1, stop);
      XmlElement& top = out.elements[static_cast<std::size_t>(open[depth - 1])];
      if (!XmlTree::same_bytes(std::string_view(closing, static_cast<std::size_t>(q - closing)), top.name)) return false;
      q = xg::skip_run(xg::kBlanks, q, stop);
      if (q == stop || *q != '>') return false;
      if (top.first_child < 0) top.text = std::string_view(begin + top.text_offset, offset_of(p) - top.text_offset);
      p = q + 1;
      if (--depth == 0) {
        end = offset_of(p);
        return true;
      }
    }
  }
}

}  // namespace parser
