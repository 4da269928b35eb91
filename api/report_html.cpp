#include "api/report_html.h"

#include <fmt/format.h>

#include <algorithm>
#include <utility>
#include <vector>

#include "api/html_text.h"
#include "api/report_html_hand.h"
#include "api/report_html_page.h"
#include "report/report_json.h"

namespace api {

namespace {

// A link to the hand at `source`:`line`; the page's script keeps it a link
// only when that hand is on the page (embedded).
void append_hand_link(std::string& out, std::string_view label, std::string_view source, std::uint32_t line,
                      std::string_view hand_id) {
  out += "<a class=\"hand-ref\" href=\"#";
  out += html::hand_anchor(source, line);
  out += "\">";
  out += label;
  out += " <bdi>";
  html::append_text(out, hand_id);
  out += "</bdi> (";
  html::append_text(out, source);
  out += ':';
  out += std::to_string(line);
  out += ")</a>";
}

}  // namespace

HtmlReportWriter::HtmlReportWriter(report::Output& out, std::shared_ptr<const report::RunInfo> run,
                                   engine::ProfileChoice profile, bool all_hands, std::size_t max_hands)
    : out_(out), run_(std::move(run)), profile_(std::move(profile)), all_hands_(all_hands), max_hands_(max_hands) {
  std::string& page = out_.buffer();
  html::append_page_head(page, "handaudit report",
                         {{"summary", "Summary"}, {"findings", "Findings"}, {"tables", "Across hands"}, {"hands", "Hands"}},
                         /*render_after=*/"findings-table");
  page += "<section id=\"hands\" aria-labelledby=\"hands-h\"><h2 id=\"hands-h\">Hands</h2>\n";
}

void HtmlReportWriter::write_hand(const audit::HandReport& report, const input::SourceLines& lines) {
  std::string text;
  render_hand(report, lines, text);
  write_rendered(text, out_);
  out_.commit();
}

void HtmlReportWriter::write_rendered(std::string_view text, report::Output& out) {
  // render_hand writes whole sections, each ending so; no text of a log
  // can (its '<' is escaped in the markup and in the data).
  static constexpr std::string_view kEnd = "</section>\n";
  static constexpr std::string_view kMeta = "<script type=\"application/json\" class=\"hand-meta\">";
  static constexpr std::string_view kNoFindings = "\"findings\":[]}</script>";
  static constexpr std::string_view kId = "\" id=\"";
  while (!text.empty()) {
    if (text.starts_with(kMeta)) {  // a hand render_hand knew to be past the limit
      const std::size_t end = text.find("</script>\n") + std::string_view("</script>\n").size();
      ++listed_only_;
      out.append(text.substr(0, end));
      text.remove_prefix(end);
      continue;
    }
    const std::size_t end = text.find(kEnd);
    const std::string_view section = text.substr(0, end == std::string_view::npos ? text.size() : end + kEnd.size());
    text.remove_prefix(section.size());
    if (embedded_.load(std::memory_order_relaxed) < max_hands_) {
      // Its anchor: the section opens `<section class="..." id="ANCHOR"`.
      const std::size_t id = section.find(kId);
      const std::string_view anchor =
          id == std::string_view::npos ? std::string_view()
                                       : section.substr(id + kId.size(), section.find('"', id + kId.size()) - id - kId.size());
      if (named_phase_ && embedded_ids_.contains(anchor)) continue;  // a hand given twice
      embedded_.fetch_add(1, std::memory_order_relaxed);
      embedded_ids_.emplace(anchor);
      out.append(section);
      continue;
    }
    if (named_phase_) continue;
    const std::size_t meta = section.find(kMeta);
    if (meta == std::string_view::npos) continue;
    const std::size_t meta_end = section.find("</script>", meta) + std::string_view("</script>").size();
    const std::string_view data = section.substr(meta, meta_end - meta);
    if (data.ends_with(kNoFindings)) continue;
    ++listed_only_;
    out.append(data);
    out.append("\n");
  }
}

void HtmlReportWriter::render_hand(const audit::HandReport& report, const input::SourceLines& lines,
                                   std::string& out) const {
  if (named_phase_) {
    if (!report.findings.empty() || embedded_.load(std::memory_order_relaxed) >= max_hands_) return;
    html::HandFacts facts;
    html::append_report_hand(out, report, lines, profile_, /*whole=*/true, facts, /*for_cross_hand=*/true);
    return;
  }
  if (report.findings.empty() && !all_hands_) return;
  html::HandFacts facts;
  // Past the limit for sure: the data block the writer would cut it to.
  const bool whole = embedded_.load(std::memory_order_relaxed) < max_hands_;
  if (!whole && report.findings.empty()) return;
  html::append_report_hand(out, report, lines, profile_, whole, facts);
  if (report.findings.empty()) return;
  const std::lock_guard<std::mutex> lock(counts_mutex_);
  counts_.by_table[facts.table] += report.findings.size();
  if (facts.hour >= 0) counts_.by_hour[{facts.zone, facts.hour}] += report.findings.size();
}

void HtmlReportWriter::write_table(const validators::TableFindings& table) {
  if (embedded_.load(std::memory_order_relaxed) < max_hands_) {
    const auto name = [this](const std::string& source, std::uint32_t line) {
      std::vector<std::uint32_t>& lines = named_[source];
      const auto at = std::lower_bound(lines.begin(), lines.end(), line);
      if (at == lines.end() || *at != line) lines.insert(at, line);
    };
    for (const validators::CrossHandFinding& c : table.findings) {
      // A note accuses no one (session-gap: hands missing between two
      // clean ones): its line quoted is enough, and a night of them would
      // have the page read and replay hundreds of clean hands again.
      if (c.finding.severity() == engine::Severity::kNote) continue;
      if (!embedded_ids_.contains(html::hand_anchor(c.previous_source, c.previous_pos.line)))
        name(c.previous_source, c.previous_pos.line);
      name(c.source, c.finding.pos.line);
    }
  }
  std::string& out = tables_;
  out += "<section class=\"cross-table\"><h3>";
  if (table.whole_tournament) {
    out += "Tournament <bdi>";
    html::append_text(out, table.tournament_id);
  } else {
    out += "Table <bdi>";
    html::append_text(out, table.table);
  }
  out += "</bdi> <span class=\"where\">";
  html::append_text(out, table.site);
  out += "</span></h3><ul>";
  for (const validators::CrossHandFinding& c : table.findings) {
    html::append_finding_item(out, c.finding, /*with_line=*/false);
    out += "<br>";
    append_hand_link(out, "earlier hand", c.previous_source, c.previous_pos.line, c.previous_hand_id);
    out += " \xE2\x86\x92 <a class=\"hand-ref later\" href=\"#\" data-source=\"";
    html::append_attribute(out, c.source);
    out += fmt::format("\" data-line=\"{}\">later hand <bdi>", c.finding.pos.line);
    html::append_text(out, c.hand_id);
    out += "</bdi> (";
    html::append_text(out, c.source);
    out += fmt::format(":{})</a>", c.finding.pos.line);
    if (!c.excerpt.empty()) {
      out += "<pre class=\"excerpt\">";
      html::append_text(out, c.excerpt);
      out += "</pre>";
    }
    out += "</li>";
  }
  out += "</ul>";
  std::string json;
  report::append_json_table(json, table);
  out += "<script type=\"application/json\" class=\"table-meta\">";
  html::append_script_json(out, json);
  out += "</script></section>\n";
}

void HtmlReportWriter::write_summary(const audit::AuditSummary& summary) {
  std::string& out = out_.buffer();
  out += "</section>\n<section id=\"tables\" aria-labelledby=\"tables-h\"><h2 id=\"tables-h\">Findings across "
         "hands</h2>";
  out += tables_.empty() ? std::string_view("<p>None.</p>\n") : std::string_view("\n");
  out += tables_;
  std::string().swap(tables_);
  out += "</section>\n";
  {
    const std::lock_guard<std::mutex> lock(counts_mutex_);
    std::string note;
    if (listed_only_ > 0)
      note = fmt::format("The first {} hands are embedded with their replayer; the findings of the {} after them "
                         "are in the findings table only (--html-max-hands).",
                         embedded_.load(), listed_only_);
    html::append_summary(out, summary, counts_, run_.get(), note);
  }
  out += "<section id=\"findings\" aria-labelledby=\"findings-h\"><h2 id=\"findings-h\">Findings</h2>"
         "<p class=\"noscript\">The findings table needs the page's script; each hand below lists its "
         "findings.</p><div id=\"findings-table\"></div></section>\n";
  html::append_page_end(out);
  out_.commit();
}

}  // namespace api
