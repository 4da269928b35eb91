// The escaping of the html report (api/report_html.h): every string that
// comes from a log (names, tables, chat, messages that quote them) is
// written for the context it lands in, so that hostile text stays text;
// and the Content-Security-Policy hashes of the page's own inline blocks.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace api::html {

// `s` as HTML text (element content): & < > " ' as character references.
void append_text(std::string& out, std::string_view s);

// `s` as the value of a double-quoted attribute: the same five escaped.
void append_attribute(std::string& out, std::string_view s);

// JSON text to go inside <script type="application/json">: '<', '>', '&',
// U+2028 and U+2029 written as \u003c, \u003e, \u0026, \u2028, \u2029, so
// that no "</script>" or "<!--" can end or change the block. `json` must be
// valid JSON (those bytes then only occur inside its strings, where the
// escapes mean the same characters).
void append_script_json(std::string& out, std::string_view json);

// Standard base64 (RFC 4648, with padding).
std::string base64(std::string_view bytes);

// The CSP source expression of an inline block whose text (between its
// tags) is `block`: 'sha256-BASE64', quotes included.
std::string csp_hash(std::string_view block);

// An element id for the hand at `line` of `source`: "h-" then the path with
// every byte but [A-Za-z0-9] written _XX (hex), then "-LINE". Only those
// characters, so it is safe anywhere and unique per (source, line).
std::string hand_anchor(std::string_view source, std::uint32_t line);

}  // namespace api::html
