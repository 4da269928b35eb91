// `handaudit convert --to json`: one hand as one line of our JSON hand schema
// (docs/hand.schema.json, docs/hand-json.md).
//
// Each function parses, replays and validates one hand (as audit does) and
// appends one newline-terminated JSON object to `out`. Streamed into the
// string: no DOM. Amounts are written from the integer centi-units by
// append_decimal_amount(), never through floating point. Pure: safe to call from any
// worker concurrently.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "convert/convert_support.h"
#include "parser/site_headers.h"

namespace convert {

// One hand, `text` as located by the splitter, starting at `line`/`column`
// of `source`; `hand_name` is a PHH hand's id when it has no `hand` field.
// Audited as audit does (PHH under the `wsop` tournament profile). False
// when it could not be read (an unreadable object was written).
bool append_converted_hand(ConvertWorkspace& workspace, std::string& out, std::string_view text, std::uint32_t line, std::uint32_t column,
                           std::string_view source, SourceFormat format, std::string_view hand_name = {});

// Text outside any hand: an unreadable object with `outside_hand: true` and
// its one finding (audit/outside_text.h: a parse-error, or the note of a file
// without hands), so that nothing in the input is dropped silently.
void append_converted_outside_text(std::string& out, const engine::Finding& finding, std::string_view source,
                                   bool phh);

// A hand of another site's format, not read yet (parser/site_headers.h): an
// unreadable object with the format's id, the header's hand number and one
// unsupported-game finding, as audit reports it.
void append_converted_site_hand(std::string& out, std::uint32_t line, std::uint32_t column, std::string_view source,
                                parser::SiteFormat format, std::string_view hand_id);

}  // namespace convert
