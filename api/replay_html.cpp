#include "api/replay_html.h"

#include <algorithm>

#include "api/report_html_page.h"

namespace api::html {

std::string replay_page(const ReadHand& read, const std::vector<engine::Finding>& findings, std::string_view source,
                        std::string_view text) {
  const engine::HandRecord& rec = read.hand.record;
  const bool any_error = std::any_of(findings.begin(), findings.end(),
                                     [](const engine::Finding& f) { return f.severity() == engine::Severity::kError; });
  HandPlace place;
  place.source = source;
  place.line = rec.header_pos.line;
  place.end_line = std::max(rec.end_pos.line, rec.header_pos.line);
  place.hand_id = read.hand.id;
  place.format = read.hand.phh ? std::string_view("phh") : rec.format;
  place.game = engine::variant_id(rec.game.variant);
  place.structure = engine::structure_id(rec.game.structure);
  place.table = rec.table;
  if (rec.start.known() && rec.start.clock) {
    place.hour = rec.start.hour;
    place.zone = rec.start.zone;
  }
  place.status = read.hand.status != parser::ParseStatus::kOk ? "unreadable" : findings.empty() ? "clean" : "findings";
  (void)any_error;
  std::string out;
  append_page_head(out, "handaudit replay", {{"hands", "Hand"}});
  out += "<section id=\"hands\" class=\"single\" aria-label=\"Hand\">\n";
  HandFacts facts;
  append_hand_section(out, place, findings, &read, text, 1, facts);
  out += "</section>\n";
  append_page_end(out);
  return out;
}

}  // namespace api::html
