// The XML grammar of the readers of XML hand histories (iPoker): rules only
// (STYLE.md 15). A well-formed subset of XML 1.0: elements with attributes
// in double or single quotes, character data, comments, processing
// instructions (the XML declaration `<?xml ...?>` among them) and entity
// references (`&amp;`, `&#233;`, `&#xE9;`). No DTD, no CDATA section: no
// hand history writes them. parser/xml_tree.cpp builds the elements with
// their positions and checks that each end tag closes its start tag.
#pragma once

#include <tao/pegtl.hpp>

namespace parser::xml_grammar {

// clang-format off
using namespace tao::pegtl;

struct blank : one< ' ', '\t', '\r', '\n' > {};
// Names: ASCII letters, digits and `_ : . -`, and any byte of a multibyte
// UTF-8 character (a name's bytes are not decoded).
struct name_first : sor< alpha, one< '_', ':' >, range< '\x80', '\xFF' > > {};
struct name_rest : sor< alnum, one< '_', ':', '.', '-' >, range< '\x80', '\xFF' > > {};
struct name : seq< name_first, star< name_rest > > {};

struct char_ref : seq< one< '#' >, sor< seq< one< 'x' >, plus< xdigit > >, plus< digit > > > {};
struct entity_ref : seq< one< '&' >, sor< char_ref, name >, one< ';' > > {};

struct comment : seq< string< '<', '!', '-', '-' >, until< string< '-', '-', '>' > > > {};
// `<?xml version="1.0" encoding="utf-8"?>` and any other instruction.
struct instruction : seq< string< '<', '?' >, until< string< '?', '>' > > > {};
struct misc : sor< blank, comment, instruction > {};

// An attribute's value between its quotes, entity references kept.
// Runs of plain bytes at once: a byte-by-byte sor is the reader's hot path.
struct value_dq : star< sor< plus< not_one< '"', '<', '&' > >, entity_ref > > {};
struct value_sq : star< sor< plus< not_one< '\'', '<', '&' > >, entity_ref > > {};
struct attribute_name : name {};
struct attribute : seq< attribute_name, star< blank >, one< '=' >, star< blank >,
                        sor< seq< one< '"' >, value_dq, one< '"' > >, seq< one< '\'' >, value_sq, one< '\'' > > > > {};

struct tag_name : name {};
struct end_name : name {};
struct char_data : plus< sor< plus< not_one< '<', '&' > >, entity_ref > > {};
struct empty_end : string< '/', '>' > {};
struct start_end : one< '>' > {};
struct end_tag : seq< string< '<', '/' >, end_name, star< blank >, one< '>' > > {};

struct element;
struct content : star< sor< comment, instruction, element, char_data > > {};
struct element : seq< one< '<' >, tag_name, star< plus< blank >, attribute >, star< blank >,
                      sor< empty_end, seq< start_end, content, end_tag > > > {};

// One element with what may stand before it.
struct first_element : seq< star< misc >, element > {};

// What may follow a hand's element in a document cut into hands: the
// document's markup around the next hands (`</session>`, the next
// `<session ...>` and its header), checked only for its tags' shape.
struct loose_tag : seq< one< '<' >, opt< one< '/' > >, name, until< one< '>' >, not_one< '<' > > > {};
struct tail : star< sor< misc, loose_tag, char_data > > {};
// clang-format on

}  // namespace parser::xml_grammar
