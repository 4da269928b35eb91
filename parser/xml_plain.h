// An XML element read in one loop, without the grammar's rules, when it is
// written in the plain part of the grammar (parser/xml_grammar.h) that hand
// histories keep to: start and end tags, attributes whose values hold no
// entity reference, and character data with none either. An iPoker hand is
// 48 elements and 200 attributes in 3,000 bytes, and the grammar's rules,
// tried one after another at each '<' and at each end of a run, cost some
// 7,000 instructions of the 37,000 its elements took (bench/RESULTS.md,
// 2026-11-29).
#pragma once

#include <cstddef>
#include <string_view>

#include "parser/xml_tree.h"

namespace parser {

// Reads the first element of `text` (blanks may stand before it) into `out`
// as parse_xml_element does, and sets `end` past it: true when every byte
// up to its end is of the plain part. Anything else (a comment, an
// instruction, an entity reference, an attribute the grammar reads another
// way, an end tag that does not close its start tag, nesting deeper than
// kMaxXmlDepth, the end of the text, any byte that does not fit) makes it
// return false, `out` holding a part of the tree: the caller reads the text
// again with the grammar, which reads the rest or places the error.
bool read_plain_element(std::string_view text, XmlTree& out, std::size_t& end);

}  // namespace parser
