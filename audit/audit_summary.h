// The outcome of an audit run: each hand's status, the counts of the closing
// summary, and the exit status they imply.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "audit/exit_code.h"
#include "audit/hand_report.h"
#include "engine/finding.h"
#include "validators/table_sessions.h"

namespace audit {

enum class HandStatus : std::uint8_t { kClean, kFindings, kUnreadable };

// INTERFACE.md: unreadable when not replayed, else findings when any
// (remaining) finding, else clean. Call after filtering.
HandStatus hand_status(const HandReport& report);
std::string_view status_id(HandStatus s);  // "clean", "findings", "unreadable"

// --fail-on: which findings make the exit status 1.
enum class FailOn : std::uint8_t { kError, kWarning, kNever };

// Whether a finding of severity `s` reaches the --fail-on threshold; a note
// never does.
bool reaches(FailOn fail_on, engine::Severity s);

// One input of a run as it was read, for the reports' provenance: a file
// as the user named it (an archive is one input), or the bytes given to
// the library under a name.
struct InputFile {
  std::string path;
  std::uint64_t bytes = 0;
  std::string sha256;  // 64 lower-case hex digits
};

struct AuditSummary {
  std::uint64_t files = 0;  // inputs read (an input without hands counts)
  std::uint64_t hands = 0;  // hand objects written: one per hand header
  std::uint64_t outside_hands = 0;  // stretches of text outside any hand
  std::uint64_t clean = 0;
  std::uint64_t with_findings = 0;
  std::uint64_t unreadable = 0;
  std::array<std::uint64_t, engine::kRuleCount> by_rule{};  // findings per rule
  std::uint64_t errors = 0;                                 // findings of severity error
  std::uint64_t warnings = 0;                               // findings of severity warning
  std::uint64_t notes = 0;                                  // findings of severity note
  double seconds = 0;                                       // wall time of the run; reporting only
  // Cross-hand findings (in `by_rule`, `errors`, `warnings` and `notes` too) and the
  // table sessions they are in.
  std::uint64_t cross_hand_findings = 0;
  std::uint64_t tables_with_findings = 0;
  // Tables left out of the cross-hand audits: their hand numbers do not grow
  // with the hands' times (anonymised files), so their order is unknown.
  std::uint64_t tables_unordered = 0;
  std::uint64_t baselined = 0;  // findings left out: the baseline (audit --baseline) holds them
  std::uint64_t waived = 0;     // findings taken out by waivers in force (audit/waiver.h)
  // With waivers: for each (by index), the findings it matched, taken out or
  // (expired) kept; shorter than the waivers when the last matched none.
  std::vector<std::uint64_t> waiver_matches;
  // Every input read to its end, in the order read; empty in the batches'
  // counts (the run's summary gets them at its end).
  std::vector<InputFile> inputs;
  // "name: reason" of each input, archive or member that could not be read
  // (to its end), in the order met; also the run's only (exit status 3).
  std::vector<std::string> unreadable_inputs;

  void count(const HandReport& report);
  // Adds the hand and finding counts of `part` (a batch's count()s); its
  // files, seconds and table counts are not added.
  void add_hands(const AuditSummary& part);
  void count_table(const validators::TableFindings& table);

 private:
  void count_status(const HandReport& report);
  void count_waivers(const auto& waived, const std::vector<std::uint32_t>& expired);
  void count_finding(const engine::Finding& f);
};

// The rules with at least one finding and their counts, sorted by id: the
// order of the summaries' by_rule.
std::vector<std::pair<std::string_view, std::uint64_t>> rule_counts_by_id(
    const AuditSummary& summary);

// The exit status of an audit: an unreadable input wins over findings.
ExitCode audit_exit_code(const AuditSummary& summary, FailOn fail_on, bool unreadable_input);

}  // namespace audit
