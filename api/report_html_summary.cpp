#include "api/report_html_summary.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "api/html_text.h"
#include "engine/finding.h"

namespace api::html {

namespace {

// Tables shown in their chart; the others are summed in one bar.
constexpr std::size_t kMaxTableBars = 20;

void append_count(std::string& out, std::string_view id, std::string_view name, std::uint64_t n) {
  out += "<div><dt>";
  out += name;
  out += "</dt><dd id=\"n-";
  out += id;
  out += "\">";
  out += std::to_string(n);
  out += "</dd></div>";
}

std::vector<std::pair<std::string, std::uint64_t>> by_category(const audit::AuditSummary& summary) {
  std::map<std::string, std::uint64_t> counts;
  for (int r = 0; r < engine::kRuleCount; ++r) {
    const std::uint64_t n = summary.by_rule[static_cast<std::size_t>(r)];
    if (n == 0) continue;
    counts[std::string(engine::category_id(engine::rule_category(static_cast<engine::Rule>(r))))] += n;
  }
  return {counts.begin(), counts.end()};
}

// The most findings first (then by name); past kMaxTableBars, one "other tables" bar.
std::vector<std::pair<std::string, std::uint64_t>> by_table(const FindingCounts& counts) {
  std::vector<std::pair<std::string, std::uint64_t>> bars;
  for (const auto& [table, n] : counts.by_table) bars.emplace_back(table.empty() ? "(no table named)" : table, n);
  std::stable_sort(bars.begin(), bars.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
  if (bars.size() > kMaxTableBars) {
    std::uint64_t rest = 0;
    for (std::size_t i = kMaxTableBars; i < bars.size(); ++i) rest += bars[i].second;
    bars.resize(kMaxTableBars);
    bars.emplace_back(fmt::format("{} other tables", counts.by_table.size() - kMaxTableBars), rest);
  }
  return bars;
}

// One column per hour of the day, for each zone the logs state.
void append_hour_charts(std::string& out, const FindingCounts& counts) {
  std::map<std::string, std::array<std::uint64_t, 24>> zones;
  for (const auto& [key, n] : counts.by_hour)
    if (key.second >= 0 && key.second < 24) zones[key.first][static_cast<std::size_t>(key.second)] += n;
  for (const auto& [zone, hours] : zones) {
    const std::uint64_t top = std::max<std::uint64_t>(1, *std::max_element(hours.begin(), hours.end()));
    constexpr int kWidth = 24 * 20 + 40;
    constexpr int kHeight = 150;
    out += "<figure class=\"chart\"><figcaption>Findings by hour of day (";
    append_text(out, zone.empty() ? std::string_view("zone not stated") : std::string_view(zone));
    out += fmt::format(")</figcaption><svg class=\"hours\" viewBox=\"0 0 {} {}\" width=\"{}\" height=\"{}\" role=\"img\" "
                       "aria-label=\"Findings by hour of day\">",
                       kWidth, kHeight, kWidth, kHeight);
    for (std::size_t h = 0; h < 24; ++h) {
      const int x = 30 + static_cast<int>(h) * 20;
      const int bar = static_cast<int>(100 * hours[h] / top);
      out += fmt::format("<g><title>{:02}:00: {} findings</title><rect class=\"bar\" x=\"{}\" y=\"{}\" width=\"16\" "
                         "height=\"{}\"></rect>",
                         h, hours[h], x, 120 - bar, bar);
      if (hours[h] > 0) out += fmt::format("<text class=\"num\" x=\"{}\" y=\"{}\">{}</text>", x + 8, 116 - bar, hours[h]);
      out += fmt::format("<text class=\"axis\" x=\"{}\" y=\"136\">{:02}</text></g>", x + 8, h);
    }
    out += "</svg></figure>";
  }
}

void append_inputs(std::string& out, const audit::AuditSummary& summary) {
  if (summary.inputs.empty() && summary.unreadable_inputs.empty()) return;
  out += "<details class=\"inputs\"><summary>Inputs</summary><table><thead><tr><th scope=\"col\">Path</th>"
         "<th scope=\"col\">Bytes</th><th scope=\"col\">SHA-256</th></tr></thead><tbody>";
  for (const audit::InputFile& f : summary.inputs) {
    out += "<tr><td>";
    append_text(out, f.path);
    out += "</td><td class=\"num\">";
    out += std::to_string(f.bytes);
    out += "</td><td class=\"hash\">";
    append_text(out, f.sha256);
    out += "</td></tr>";
  }
  out += "</tbody></table>";
  for (const std::string& u : summary.unreadable_inputs) {
    out += "<p class=\"unreadable\">Not read: ";
    append_text(out, u);
    out += "</p>";
  }
  out += "</details>";
}

}  // namespace

void append_bar_chart(std::string& out, std::string_view id, std::string_view title,
                      const std::vector<std::pair<std::string, std::uint64_t>>& bars) {
  if (bars.empty()) return;
  std::uint64_t top = 1;
  for (const auto& bar : bars) top = std::max(top, bar.second);
  constexpr int kLabel = 230;  // width of the labels
  constexpr int kBars = 260;   // of the longest bar
  constexpr int kRow = 22;
  const int width = kLabel + kBars + 60;
  const int height = static_cast<int>(bars.size()) * kRow + 4;
  out += "<figure class=\"chart\" id=\"chart-";
  out += id;
  out += "\"><figcaption>";
  out += title;
  out += fmt::format("</figcaption><svg viewBox=\"0 0 {} {}\" width=\"{}\" height=\"{}\" role=\"img\" aria-label=\"",
                     width, height, width, height);
  out += title;
  out += "\">";
  for (std::size_t i = 0; i < bars.size(); ++i) {
    const int y = static_cast<int>(i) * kRow + 2;
    const int w = std::max(1, static_cast<int>(kBars * bars[i].second / top));
    out += "<g class=\"row\"><text class=\"label\" x=\"";
    out += std::to_string(kLabel - 6);
    out += fmt::format("\" y=\"{}\">", y + 15);
    // Long names cut, whole in the tooltip.
    const std::string& label = bars[i].first;
    append_text(out, label.size() > 34 ? label.substr(0, 33) + "\xE2\x80\xA6" : label);
    out += "<title>";
    append_text(out, label);
    out += fmt::format("</title></text><rect class=\"bar\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"></rect>"
                       "<text class=\"num\" x=\"{}\" y=\"{}\">{}</text></g>",
                       kLabel, y + 3, w, kRow - 6, kLabel + w + 6, y + 15, bars[i].second);
  }
  out += "</svg></figure>";
}

void append_summary(std::string& out, const audit::AuditSummary& summary, const FindingCounts& counts,
                    const report::RunInfo* run, std::string_view note) {
  out += "<section id=\"summary\" aria-labelledby=\"summary-h\"><h2 id=\"summary-h\">Summary</h2><dl class=\"counts\">";
  append_count(out, "files", "Files", summary.files);
  append_count(out, "hands", "Hands", summary.hands);
  append_count(out, "clean", "Clean", summary.clean);
  append_count(out, "with-findings", "With findings", summary.with_findings);
  append_count(out, "unreadable", "Unreadable", summary.unreadable);
  append_count(out, "outside", "Text outside hands", summary.outside_hands);
  append_count(out, "errors", "Errors", summary.errors);
  append_count(out, "warnings", "Warnings", summary.warnings);
  append_count(out, "notes", "Notes", summary.notes);
  append_count(out, "cross-hand", "Cross-hand findings", summary.cross_hand_findings);
  if (summary.waived > 0) append_count(out, "waived", "Waived", summary.waived);
  if (summary.baselined > 0) append_count(out, "baselined", "In the baseline", summary.baselined);
  out += "</dl>";
  if (run != nullptr && !run->version.empty()) {
    out += "<p class=\"provenance\">handaudit ";
    append_text(out, run->version);
    out += " (";
    append_text(out, run->build);
    out += "); profile: ";
    append_text(out, run->profile.empty() ? std::string_view("each site's own") : std::string_view(run->profile));
    out += "; switches: ";
    append_text(out, report::switches_text(*run));
    out += "; rules: ";
    append_text(out, report::rules_text(*run));
    out += "</p>";
  }
  if (!note.empty()) {
    out += "<p class=\"limit-note\">";
    append_text(out, note);
    out += "</p>";
  }
  out += "<div class=\"charts\">";
  std::vector<std::pair<std::string, std::uint64_t>> rules;
  for (const auto& [id, n] : audit::rule_counts_by_id(summary)) rules.emplace_back(std::string(id), n);
  std::stable_sort(rules.begin(), rules.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
  append_bar_chart(out, "rule", "Findings by rule", rules);
  append_bar_chart(out, "category", "Findings by category", by_category(summary));
  append_bar_chart(out, "table", "Findings of the hands by table", by_table(counts));
  append_hour_charts(out, counts);
  out += "</div>";
  append_inputs(out, summary);
  out += "</section>\n";
}

}  // namespace api::html
