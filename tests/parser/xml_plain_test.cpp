// parser/xml_plain.h: the plain part of XML read in one loop gives the very
// tree the grammar gives (every element and attribute at the same bytes),
// and whatever it declines the grammar reads or refuses as before. Tried on
// texts built for its edges, and from every start tag of the corpus's and
// the test data's XML.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "parser/xml_plain.h"
#include "parser/xml_tree.h"
#include "tests/support/decoded_files.h"
#include "tests/support/test_scale.h"

namespace xml_plain_test {

namespace fs = std::filesystem;
using parser::XmlAttribute;
using parser::XmlElement;
using parser::XmlTree;

// Where a view starts in `text` (npos: empty and nowhere), so that two trees
// of one text compare by place, not only by bytes.
std::size_t at(std::string_view text, std::string_view v) {
  if (v.data() == nullptr) return std::string_view::npos;
  return static_cast<std::size_t>(v.data() - text.data());
}

// The first difference between two trees of `text`; empty when none.
std::string difference(std::string_view text, const XmlTree& a, const XmlTree& b) {
  if (a.elements.size() != b.elements.size()) return "element counts differ";
  if (a.attributes.size() != b.attributes.size()) return "attribute counts differ";
  for (std::size_t i = 0; i < a.elements.size(); ++i) {
    const XmlElement& x = a.elements[i];
    const XmlElement& y = b.elements[i];
    const bool same = x.name == y.name && at(text, x.name) == at(text, y.name) && x.offset == y.offset &&
                      x.first_attribute == y.first_attribute && x.attribute_count == y.attribute_count &&
                      x.first_child == y.first_child && x.next_sibling == y.next_sibling &&
                      x.last_child == y.last_child && x.text == y.text && x.text_offset == y.text_offset &&
                      (x.text.empty() || at(text, x.text) == at(text, y.text)) && x.text_escaped == y.text_escaped;
    if (!same) return "element " + std::to_string(i) + " <" + std::string(x.name) + "> differs";
  }
  for (std::size_t i = 0; i < a.attributes.size(); ++i) {
    const XmlAttribute& x = a.attributes[i];
    const XmlAttribute& y = b.attributes[i];
    const bool same = x.name == y.name && at(text, x.name) == at(text, y.name) && x.raw == y.raw &&
                      at(text, x.raw) == at(text, y.raw) && x.offset == y.offset && x.escaped == y.escaped;
    if (!same) return "attribute " + std::to_string(i) + " " + std::string(x.name) + " differs";
  }
  return {};
}

// How `text` was read: by the plain loop (and then as the grammar reads
// it), or declined.
struct Outcome {
  bool plain = false;
  std::string difference;  // from the grammar's tree; empty when the same
};
Outcome read_both(std::string_view text) {
  XmlTree plain;
  std::size_t plain_end = 0;
  Outcome out;
  out.plain = parser::read_plain_element(text, plain, plain_end);
  XmlTree grammar;
  std::size_t grammar_end = 0;
  const auto error = parser::parse_xml_element_by_grammar(text, grammar, grammar_end);
  if (!out.plain) return out;
  if (error) {
    out.difference = "the grammar refuses it: " + error->message;
  } else if (plain_end != grammar_end) {
    out.difference = "ends at " + std::to_string(plain_end) + ", the grammar at " + std::to_string(grammar_end);
  } else {
    out.difference = difference(text, plain, grammar);
  }
  return out;
}

TEST_CASE("xml plain: read as the grammar reads it, or left to the grammar") {
  struct Row {
    const char* text;
    bool plain;
  };
  const Row rows[] = {
      {"<game gamecode=\"7\"><general><players><player seat=\"1\" name=\"A\" chips=\"1,500\"/></players>"
       "</general><round no=\"0\"><cards type=\"Pocket\" player=\"A\">S7 CJ</cards></round></game>\n</session>",
       true},
      {" \t\r\n<a/>", true},
      {"<a></a>", true},
      {"<a x='1'  y = \"2\"\t/>", true},
      {"<a  >text > still text</a >", true},
      {"<a:b.c-d _e=\"\xC3\xA9\">\xC3\xA9</a:b.c-d>", true},
      {"<a><b/><c>1</c> between <d></d></a>tail", true},
      {"<a x=\"1\"y=\"2\"/>", false},      // no blank between: the grammar refuses it
      {"<a x=\"&amp;\"/>", false},          // an entity reference: any_attribute's
      {"<a>x &amp; y</a>", false},
      {"<a><!-- c --></a>", false},
      {"<a><?pi x?></a>", false},
      {"<?xml version=\"1.0\"?><a/>", false},
      {"<!-- c --><a/>", false},
      {"<a><b></a>", false},                // the grammar's message
      {"<a><b></b>", false},                // ends inside
      {"<a x=1/>", false},
      {"<a x=\"1/>", false},
      {"<a x=\"<\"/>", false},
      {"<a></ a>", false},
      {"<a></a", false},
      {"<a/ >", false},
      {"<1a/>", false},
      {"<a>< b/></a>", false},
      {"", false},
      {"text<a/>", false},
  };
  for (const Row& row : rows) {
    CAPTURE(row.text);
    const Outcome o = read_both(row.text);
    CHECK(o.plain == row.plain);
    CHECK(o.difference == "");
  }
  // Nesting: 32 deep is read, 33 left to the grammar (which refuses it).
  std::string deep;
  for (int i = 0; i < 32; ++i) deep += "<a>";
  for (int i = 0; i < 32; ++i) deep += "</a>";
  CHECK(read_both(deep).plain);
  CHECK(read_both(deep).difference == "");
  CHECK_FALSE(read_both("<a>" + deep + "</a>").plain);
}

// Every start tag of every text under `root` that holds an end tag (one in
// `stride`, the first always), read both ways.
struct Compared {
  std::size_t tags = 0;
  std::size_t plain = 0;
  std::vector<std::string> differences;
  void tree(const fs::path& root, std::size_t stride) {
    decoded_files::for_each(root, [&](const std::string& path, std::string_view text) {
      if (text.find("</") == std::string_view::npos) return;
      for (std::size_t i = text.find('<'); i != std::string_view::npos; i = text.find('<', i + 1)) {
        if (i + 1 == text.size() || text[i + 1] == '/' || tags++ % stride != 0) continue;
        const Outcome o = read_both(text.substr(i));
        plain += o.plain ? 1 : 0;
        if (!o.difference.empty()) differences.push_back(path + " at " + std::to_string(i) + ": " + o.difference);
      }
    });
  }
};

TEST_CASE("xml plain: every start tag of the test data and the samples") {
  const char* source = std::getenv("HANDAUDIT_SOURCE");
  if (source == nullptr || !fs::exists(fs::path(source) / "tests/data")) {
    MESSAGE("HANDAUDIT_SOURCE unset: skipped");
    return;
  }
  Compared c;
  c.tree(fs::path(source) / "tests/data", 1);
  c.tree(fs::path(source) / "samples", 1);
  for (const std::string& d : c.differences) FAIL_CHECK(d);
  MESSAGE(c.tags << " start tags, " << c.plain << " read plain");
  CHECK(c.plain > 1000);
}

TEST_CASE("xml plain: every start tag of the corpus" * doctest::test_suite("corpus")) {
  const char* corpus = std::getenv("HANDAUDIT_CORPUS");
  if (corpus == nullptr || !fs::exists(fs::path(corpus) / "other-sites")) {
    MESSAGE("no corpus: skipped");
    return;
  }
  Compared c;
  c.tree(fs::path(corpus) / "other-sites", test_scale::stride());
  for (const std::string& d : c.differences) FAIL_CHECK(d);
  MESSAGE(c.tags << " start tags, " << c.plain << " read plain");
  CHECK(c.plain > 40000 / test_scale::stride());
}

}  // namespace xml_plain_test
