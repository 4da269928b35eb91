// The `html` report (docs/html-report.md): one self-contained page, with
// inline style, script and SVG and nothing fetched from anywhere. In input
// order, a section per hand with findings (every hand with
// --html-all-hands) holding the data of its replayer; then, read again
// (hands_named), the hands without findings that a cross-hand finding
// names, so that its links lead somewhere; then the cross-hand findings of
// each table; then the summary with its charts and the findings table,
// which the page shows first. The hands are rendered apart (on the threads
// that audited them): the page is the same for every -j.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <set>
#include <string>

#include "api/report_html_summary.h"
#include "engine/profile_choice.h"
#include "report/output.h"
#include "report/report_writer.h"
#include "report/run_info.h"

namespace api {

class HtmlReportWriter final : public report::ReportWriter {
 public:
  // `profile`: the run's, which the hands are replayed under again;
  // `all_hands`: embed the hands without findings too; `max_hands`: embed
  // at most that many, the first in input order (write_rendered).
  HtmlReportWriter(report::Output& out, std::shared_ptr<const report::RunInfo> run, engine::ProfileChoice profile,
                   bool all_hands, std::size_t max_hands);

  void write_hand(const audit::HandReport& report, const input::SourceLines& lines) override;
  bool renders_hands_apart() const override { return true; }
  void render_hand(const audit::HandReport& report, const input::SourceLines& lines, std::string& out) const override;
  // Past max_hands, a hand's section is cut to its data block of place and
  // findings (what the findings table reads), or to nothing without findings.
  void write_rendered(std::string_view text, report::Output& out) override;
  // Kept until write_summary, after the hands the findings name.
  void write_table(const validators::TableFindings& table) override;
  // The earlier and later hands of the cross-hand findings not embedded,
  // while fewer than max_hands are: the header line of the earlier, the
  // finding's line in the later.
  NamedHands hands_named() const override { return named_; }
  bool names_hands() const override { return true; }
  // From now on render_hand takes the hands without findings (the others
  // are on the page or past max_hands already), marked as embedded for a
  // cross-hand finding, and write_rendered drops a hand already embedded.
  void begin_named_hands() override { named_phase_ = true; }
  bool room_for_named_hands() const override { return embedded_.load(std::memory_order_relaxed) < max_hands_; }
  void write_summary(const audit::AuditSummary& summary) override;

 private:
  report::Output& out_;
  std::shared_ptr<const report::RunInfo> run_;
  engine::ProfileChoice profile_;
  bool all_hands_ = false;
  std::size_t max_hands_ = 0;
  // Hands written whole. Once max_hands, every hand not written yet is past
  // it (they are written in input order): render_hand, on any thread, then
  // leaves out the replay it would be cut to nothing of.
  std::atomic<std::uint64_t> embedded_{0};
  std::uint64_t listed_only_ = 0;  // hands past max_hands with findings: in the table only
  // The anchors of the hands embedded (at most max_hands).
  std::set<std::string, std::less<>> embedded_ids_;
  std::string tables_;  // the cross-hand findings' sections, written by write_summary
  NamedHands named_;
  bool named_phase_ = false;  // set before the hands are read again, on the writing thread
  // Summed by render_hand on the workers.
  mutable std::mutex counts_mutex_;
  mutable html::FindingCounts counts_;
};

}  // namespace api
