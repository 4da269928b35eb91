// Auditor: hands of any format handaudit reads, from paths or from bytes,
// audited on threads of its own; each hand's result in input order, then the
// findings across hands of each table session and the run's summary.
//
//   handaudit::Auditor auditor;                       // each site's own profile, one thread
//   auditor.on_hand([](handaudit::HandResult&& hand) { /* ... */ });
//   auditor.audit_path("logs/");                      // a file, a folder, or "-"
//   const handaudit::AuditOutcome outcome = auditor.finish();
//
// One Auditor per thread of the caller: it owns its buffers and its worker
// threads, and two Auditors share nothing.
//
// Hands audited apart (other processes, other machines) are still judged
// across hands: each worker exports its table sessions as bytes, and one
// coordinator merges them all and judges them once, exactly as one Auditor
// given every part one after another would (see export_sessions()):
//
//   // each worker, on its part of the corpus:
//   handaudit::Auditor worker(options);
//   worker.on_hand(...);                              // the per-hand results, as usual
//   worker.audit_path(part);
//   std::string state = worker.export_sessions();     // ship these bytes to the coordinator
//   handaudit::AuditOutcome hands = worker.finish();  // per-hand summary, no tables
//
//   // the coordinator, with the same profile:
//   handaudit::Auditor coordinator(options);
//   for (const std::string& state : states)
//     if (std::string error; !coordinator.merge_sessions(state, &error)) { /* report error */ }
//   handaudit::AuditOutcome tables = coordinator.finish();  // the findings across hands
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

#include "handaudit/finding.h"
#include "handaudit/hand_result.h"
#include "handaudit/profile.h"

namespace handaudit {

// Which rules a run reports: every rule of `only` (all when empty) but those
// of `disable`.
class RuleSelection {
 public:
  RuleSelection() = default;  // every rule
  // nullopt when an id is not a rule of the catalogue; the first such id in `unknown`.
  static std::optional<RuleSelection> from_ids(const std::vector<std::string>& only,
                                               const std::vector<std::string>& disable, std::string* unknown = nullptr);
  const std::vector<std::string>& only() const { return only_; }
  const std::vector<std::string>& disable() const { return disable_; }

 private:
  std::vector<std::string> only_;
  std::vector<std::string> disable_;
};

// The reports of `handaudit audit` (INTERFACE.md), written by the Auditor
// as the hands are audited: the hands in input order, then the findings
// across hands and the summary at finish().
// kHtml: one self-contained page with charts and a replayer per hand with
// findings (docs/html-report.md).
enum class ReportFormat : std::uint8_t { kText, kJson, kJunit, kSarif, kHtml };

struct ReportOptions {
  ReportFormat format = ReportFormat::kJson;
  bool colour = false;  // text: ANSI colours for a terminal
  // Takes the report's bytes in order, in blocks of about 64 KiB (the last
  // at finish()). False: they could not be written; the Auditor then reads
  // no more input (nothing more could be reported), and finish() says so.
  std::function<bool(std::string_view)> write;
  bool html_all_hands = false;  // html: embed every hand, not only those with findings
  // html: the hands embedded with their replayer, the first in input order;
  // the findings of the others are in the page's findings table only.
  std::size_t html_max_hands = 2000;
};

// Findings accepted before (`audit --baseline`): the keys of an earlier run's
// findings, as cli/baseline_file.h reads them from its NDJSON report. A
// finding the baseline holds is left out of the results, the report and the
// exit status, and counted in Summary::baselined.
struct Baseline {
  std::unordered_set<std::string> keys;
  // False for a baseline read from SARIF, whose columns count code points,
  // not bytes: its keys, and the run's matched against them, leave the
  // column out.
  bool columns = true;
};

// A waiver (the project file's "waivers", docs/config.md): findings of one
// rule an operator has accepted, for a table, a hand or a player, with a
// reason, until a date. A finding a waiver in force matches is taken out of
// the findings (HandResult::waived, TableResult::waived), of the counts and
// of the exit status, and every report lists it or counts it under its
// waiver; one an expired waiver matches is reported as any other.
struct Waiver {
  std::string rule;     // a rule id of the catalogue
  // Every one given must match, and at least one is given.
  std::string table;    // the table's name as the log writes it; "": any
  std::string hand_id;  // the log's hand number; "": any (a cross-hand finding: the later hand)
  std::string player;   // the finding's player; "": any
  std::string reason;   // why it was accepted; not empty
  std::string expires;  // YYYY-MM-DD: the last day it holds (UTC)
};

// Why `waiver` cannot be used (an unknown rule, no table, hand or player, no
// reason, a date that is not YYYY-MM-DD); nullopt when it can.
std::optional<std::string> waiver_error(const Waiver& waiver);

struct AuditorOptions {
  std::optional<Profile> profile;  // nullopt: each site's own profile
  unsigned threads = 1;            // workers; the results are the same for every value
  RuleSelection rules;
  std::optional<ReportOptions> report;  // nullopt: no report, results through on_hand() only
  // House switches set on top of the profile, each site's own too; a later
  // setting of a switch wins. A setting that switch_error() refuses is ignored.
  std::vector<SwitchSetting> switches;
  std::shared_ptr<const Baseline> baseline;  // null: none
  // Waivers in the project file's order; one that waiver_error() refuses is
  // ignored. They are judged expired or not as of `waivers_as_of`
  // (YYYY-MM-DD; "": today in UTC).
  std::vector<Waiver> waivers;
  std::string waivers_as_of;
  // HandResult::table filled (a copy of the name a hand): the Python
  // module's findings_frame() names each finding's table.
  bool hand_tables = false;
};

// Follow mode (Auditor::follow, `audit --follow`).
struct FollowOptions {
  // Asked at every poll: true to stop (SIGINT, SIGTERM). Then what is left
  // of every file is read and audited as it is, and follow() returns.
  std::function<bool()> stop;
  std::chrono::milliseconds poll{100};  // how often the files are looked at
};

// How far a run has come, after each batch of hands.
struct Progress {
  std::string_view source;  // the source of the last hand audited
  Position position;        // of its first line
  std::uint64_t hands = 0;  // hands in this batch (text outside any hand not counted)
};

// A finding across two hands of one table session (button-movement,
// stack-continuity, missed-blind-not-posted): in the later hand, against the
// earlier one.
struct CrossHandFinding {
  Finding finding;              // its position is in `source`, the later hand's
  std::string source;
  std::string hand_id;
  std::string previous_source;
  std::string previous_hand_id;
  Position previous_position;   // the earlier hand's first line
  friend bool operator==(const CrossHandFinding&, const CrossHandFinding&) = default;
};

// A cross-hand finding a waiver took out.
struct WaivedCrossHandFinding {
  CrossHandFinding finding;
  std::uint32_t waiver = 0;  // its index in AuditorOptions::waivers
  friend bool operator==(const WaivedCrossHandFinding&, const WaivedCrossHandFinding&) = default;
};

struct TableResult {
  std::string site;
  std::string table;
  std::string tournament_id;    // empty for cash games
  std::vector<CrossHandFinding> findings;  // in hand order
  std::vector<WaivedCrossHandFinding> waived;  // in hand order
  // The findings across every table of one tournament (its blind levels):
  // `table` is empty, and the NDJSON report writes a "tournament" object.
  bool whole_tournament = false;
};

// The table (or tournament) object of the NDJSON report, newline included.
std::string to_json(const TableResult& table);

// An input of the run as it was read: a file as named (an archive is one
// input), or bytes under the name given to end_source(); for the reports'
// provenance, which `handaudit verify` checks against the files as they are.
struct InputFile {
  std::string path;
  std::uint64_t bytes = 0;
  std::string sha256;  // 64 lower-case hex digits
  friend bool operator==(const InputFile&, const InputFile&) = default;
};

struct Summary {
  std::uint64_t sources = 0;        // files and byte sources read
  std::uint64_t hands = 0;          // hand results, text outside any hand not counted
  std::uint64_t outside_hands = 0;  // stretches of text outside any hand
  std::uint64_t clean = 0;
  std::uint64_t with_findings = 0;
  std::uint64_t unreadable = 0;
  std::uint64_t errors = 0;         // findings of severity error, across hands included
  std::uint64_t warnings = 0;
  std::uint64_t notes = 0;
  std::uint64_t cross_hand_findings = 0;
  std::uint64_t tables_with_findings = 0;
  std::uint64_t tables_unordered = 0;  // left unjudged: their hand numbers and times disagree
  std::uint64_t baselined = 0;      // findings left out: the baseline holds them
  std::uint64_t waived = 0;         // findings taken out by waivers in force
  // For each waiver of AuditorOptions::waivers, by index: the findings it
  // matched, waived or (when it had expired) reported.
  std::vector<std::uint64_t> waiver_matches;
  std::vector<std::pair<std::string, std::uint64_t>> by_rule;  // rules with findings, sorted by id
  // Every input read to its end, in the order read (not those that could not
  // be read: AuditOutcome::unreadable_sources).
  std::vector<InputFile> inputs;
};

struct AuditOutcome {
  std::vector<TableResult> tables;  // tables with cross-hand findings (or waived ones), by site, table and tournament
  Summary summary;
  std::vector<std::string> unreadable_sources;  // "path: reason" of each input that could not be read
  bool report_failed = false;  // ReportOptions::write refused some of the report
};

class Auditor {
 public:
  explicit Auditor(AuditorOptions options = {});
  ~Auditor();
  Auditor(const Auditor&) = delete;
  Auditor& operator=(const Auditor&) = delete;

  // Where each hand's result goes, in input order, on the thread that called
  // feed(), end_source(), audit_bytes(), audit_path() or finish(). Without a
  // sink the results are dropped (the summary still counts them).
  void on_hand(std::function<void(HandResult&&)> sink);
  // Called after each batch of hands, on the same thread as on_hand's sink.
  void on_progress(std::function<void(const Progress&)> sink);
  // Each input of audit_path() that cannot be opened or read, with the
  // reason, as soon as it is known (then in AuditOutcome::unreadable_sources);
  // in an archive, the damaged member ("night.zip:t1.txt") or the archive.
  void on_unreadable(std::function<void(std::string_view path, std::string_view reason)> sink);
  // Set the sinks before the first input: the workers read them.

  // The bytes of one source, in as many pieces as they come; end_source()
  // names it and audits it. The bytes are held until then. Bytes of an
  // archive or a compressed stream are read as audit_path() reads a file.
  void feed(std::string_view bytes);
  void end_source(std::string_view source_name);
  // A whole source at once: feed(bytes) then end_source(source_name).
  void audit_bytes(std::string_view source_name, std::string_view bytes);
  // A file, a folder (read recursively, hidden entries skipped) or "-" for
  // standard input; an archive (zip, tar) is its members, named
  // "archive:member", a compressed file (gzip, bzip2, xz, zstd) the file in
  // it (docs/archives.md). False when some of it could not be read (see
  // AuditOutcome::unreadable_sources); the rest is audited all the same.
  bool audit_path(const std::string& path);

  // Follows `paths` (files and folders, as audit_path() takes them; new files
  // in the folders too) as a poker client or server appends to them, until
  // options.stop() says so: each hand is audited as soon as it is whole (a
  // hand after it, or a blank line after it or 0.8 s without a new
  // byte, and its reader finds it complete), and its result goes to
  // on_hand() and the report at once, the report flushed. A file renamed
  // away is read on under its first name; one truncated, deleted or
  // replaced starts again as a new source. The table sessions are kept as
  // for any input and judged at finish(). Returns false when some path
  // could not be read (each reported to on_unreadable() once). api/follow.h
  // has the details.
  bool follow(const std::vector<std::string>& paths, const FollowOptions& options);

  // Waits for every hand given so far and returns the state of every table
  // session so far (the hands' numbers, the ends of each stretch of hands in
  // order, the findings between them) and of every tournament (its hands'
  // times and levels, each player's stints at its tables, the summaries
  // read): bytes for merge_sessions() of
  // another Auditor, in any process of any machine of the same build. Call
  // before finish(); the cross-hand rules must be selected (AuditorOptions::
  // rules), or no hand is kept for them and the state holds no table.
  //
  // The sessions are then the coordinator's to judge: from here on this
  // Auditor's finish() judges none (no tables, no cross-hand counts in its
  // summary), so that a worker cannot report findings across hands of its
  // part alone by mistake. Hands given after this are still taken into the
  // sessions; exporting again gives them all, and the hands exported twice
  // are merged as duplicates (ignored).
  std::string export_sessions();

  // Takes in the table sessions of an export_sessions() as if their hands had
  // been given to this Auditor after those given so far (waited for): the
  // same hand given to both counts once; finish() judges the sessions of
  // both together. Call before finish(). False, with the reason in `error`
  // when given, and nothing merged: bytes that are not such a state
  // (damaged, truncated, another version), a state of another profile
  // (AuditorOptions::profile must be the same), or after finish().
  // Exact when the parts' hands of a table are whole stretches (files, or a
  // file cut anywhere): docs/cross-hand.md gives the limits.
  bool merge_sessions(std::string_view state, std::string* error = nullptr);

  // Waits for every hand, then judges the table sessions across hands (none
  // after export_sessions()). Call once; the Auditor takes no more input
  // after it. The summary's cross-hand counts (cross_hand_findings,
  // tables_with_findings, tables_unordered, and the errors and warnings
  // among them) are those of the tables judged here: a coordinator's are
  // added to its workers' per-hand counts.
  AuditOutcome finish();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// The hands of one text, audited one after another on the calling thread
// (no findings across hands): the same results as an Auditor would give.
std::vector<HandResult> audit_text(std::string_view text, const AuditorOptions& options = {},
                                   std::string_view source_name = "-");

}  // namespace handaudit
