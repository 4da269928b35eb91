// The shell of the html report's pages (api/report_html.h, and the replay
// command's page of one hand): one self-contained file. The style and the
// script are fixed text (report_html_style.cpp, report_html_script.cpp),
// the only blocks the page's Content-Security-Policy lets run or apply,
// named by their SHA-256; the data is in <script type="application/json">
// blocks, which are never run.
#pragma once

#include <string>
#include <string_view>

namespace api::html {

// The page's CSS and JavaScript, exactly as they stand between their tags.
std::string_view page_style();
std::string_view page_script();

// The Content-Security-Policy of the page: nothing from anywhere, but the
// page's own style and script, by hash.
std::string content_security_policy();

// From <!DOCTYPE html> to the opening of <main>: the policy, the title,
// the style, and the page header with its controls (the four-colour deck)
// and links to `sections` (ids and names: "summary", "Summary", ...).
// `render_after`, an id: the browser draws nothing until the element of
// that id is parsed (<link rel="expect" blocking="render">), so that a long
// page is laid out once, not again and again as it comes in; "": no such link.
void append_page_head(std::string& out, std::string_view title,
                      std::initializer_list<std::pair<std::string_view, std::string_view>> sections,
                      std::string_view render_after = {});

// The end of <main>, the script and the end of the page.
void append_page_end(std::string& out);

}  // namespace api::html
