#include "cli/audit_command.h"

#include <fmt/format.h>

#include <chrono>
#include <cstring>
#include <filesystem>
#include <memory>
#include <string_view>
#include <utility>

#include "api/hand_stream.h"
#include "audit/audit_hand.h"
#include "audit/hand_report.h"
#include "audit/hand_units.h"
#include "convert/convert_json.h"
#include "convert/convert_ohh.h"
#include "convert/convert_phh.h"
#include "input/block_reader.h"
#include "input/inputs.h"
#include "input/ordered_pool.h"
#include "input/progress.h"
#include "input/source_lines.h"
#include "input/text_block.h"
#include "report/output.h"
#include "report/report_json.h"
#include "report/report_junit.h"
#include "report/report_sarif.h"
#include "report/report_text.h"
#include "validators/table_sessions.h"

namespace cli {

namespace {

// What the writing thread needs of a chunk of hands audited on a worker.
// Everything the sink reads was made on the worker and is compact: the
// reports themselves stay there when the writer renders hands apart.
struct AuditedBatch {
  // The reports, with the file whose lines they quote, when the writer
  // cannot render hands apart (sarif, junit); else empty.
  std::shared_ptr<const api::LoadedFile> file;
  std::vector<audit::HandReport> reports;
  std::string text;      // else the hands' report text, in input order
  audit::AuditSummary counts;   // of these hands and their findings
  std::vector<validators::HandSnapshot> sessions;  // for the cross-hand audits, in input order
  // The last report's place, for the progress line.
  std::string source;
  std::uint32_t last_line = 0;
  std::uint32_t last_column = 0;
};

// The streaming loop shared by the commands: reads every input of `paths` in
// blocks, splits each block into units and submits them to `pool` in chunks
// of kHandsPerTask; a worker turns each chunk into a Result with
// `run_chunk(file, chunk)` (called concurrently). Counts the files read in
// `files`; inputs that cannot be opened or read are reported on `err`, set
// `unreadable_input` and are skipped. Once `output` has failed (the disk is
// full, the reader of a pipe has gone: EPIPE where SIGPIPE is ignored) the
// rest of the input is not read: nothing more could be reported.
template <typename Result, typename RunChunk>
void submit_inputs(const std::vector<std::string>& paths, input::OrderedPool<Result>& pool, std::FILE* err,
                   std::uint64_t& files, bool& unreadable_input, const report::Output& output, RunChunk run_chunk) {
  // Shared with every piece, whose memory it takes back: it outlives the
  // last piece whichever thread drops it.
  const auto recycler = std::make_shared<input::BlockRecycler>();
  for (const input::InputEntry& entry : input::expand_inputs(paths)) {
    if (output.failed()) return;
    if (const auto error =
            api::submit_entry(entry, recycler, pool, [&] { return !output.failed(); }, run_chunk, files)) {
      fmt::print(err, "handaudit: cannot read {}: {}\n", entry.path, *error);
      unreadable_input = true;
    }
  }
}

std::unique_ptr<report::ReportWriter> make_writer(ReportFormat format, report::Output& out, bool colour) {
  switch (format) {
    case ReportFormat::kText:
      return std::make_unique<report::TextReportWriter>(out, colour);
    case ReportFormat::kJson:
      return std::make_unique<report::JsonReportWriter>(out);
    case ReportFormat::kJunit:
      return std::make_unique<report::JunitReportWriter>(out);
    case ReportFormat::kSarif:
      return std::make_unique<report::SarifReportWriter>(out);
  }
  return nullptr;
}

// Audits a chunk of units of `file` on a worker: the reports, filtered,
// counted, their snapshots taken out, and rendered when `writer` renders
// hands apart (then the reports are freed here, on the thread that made
// them, and the file's block can be reused before the batch is written).
AuditedBatch audit_chunk(const std::shared_ptr<const api::LoadedFile>& file, const std::vector<audit::Unit>& chunk,
                         const audit::AuditSettings& settings, const audit::RuleFilter& filter,
                         const report::ReportWriter& writer, api::WorkspacePool& workspaces) {
  std::vector<audit::HandReport> reports = api::audit_chunk_reports(*file, chunk, settings, filter, workspaces);
  AuditedBatch batch;
  batch.source = file->path;
  if (!reports.empty()) {
    batch.last_line = reports.back().line;
    batch.last_column = reports.back().column;
  }
  for (audit::HandReport& report : reports) {
    batch.counts.count(report);
    if (report.session) {
      batch.sessions.push_back(std::move(*report.session));
      report.session.reset();
    }
  }
  if (writer.renders_hands_apart()) {
    for (const audit::HandReport& report : reports) writer.render_hand(report, file->lines, batch.text);
  } else {
    batch.file = file;
    batch.reports = std::move(reports);
  }
  return batch;
}

}  // namespace

audit::ExitCode run_audit(const AuditOptions& options, std::FILE* out, std::FILE* err) {
  const auto started = std::chrono::steady_clock::now();

  report::Output output(out);
  const std::unique_ptr<report::ReportWriter> writer = make_writer(options.format, output, options.colour);
  if (!writer) {
    fmt::print(err, "handaudit: this report format is not implemented yet\n");
    return audit::ExitCode::kUsage;
  }

  audit::AuditSummary summary;
  bool unreadable_input = false;
  const audit::RuleFilter& filter = options.rules;
  // The cross-hand audits keep a little per table (validators/table_sessions.h);
  // none of it when their rules are all switched off.
  const bool sessions_wanted = filter.enabled(engine::Rule::kButtonMovement) ||
                               filter.enabled(engine::Rule::kStackContinuity) ||
                               filter.enabled(engine::Rule::kMissedBlindNotPosted);
  const audit::AuditSettings settings{options.profile, sessions_wanted};
  validators::TableSessions sessions(options.profile);
  api::WorkspacePool workspaces;  // outlives the pool, whose workers use it

  {
    // The sink runs on this thread, so `summary` and `writer` need no lock.
    // The progress line lives as long as the sink: the pool's end erases it,
    // before the summary is printed.
    input::OrderedPool<AuditedBatch> pool(
        options.jobs, [&, progress = std::make_shared<input::Progress>(err, input::Progress::wanted(err, out, options.quiet))](
                          AuditedBatch&& batch) {
          summary.add_hands(batch.counts);
          output.append(batch.text);
          for (const audit::HandReport& report : batch.reports) writer->write_hand(report, batch.file->lines);
          output.commit();
          progress->report(batch.source, batch.last_line, batch.last_column, batch.counts.hands);
          // add() leaves the snapshot it no longer needs in the batch, which
          // the pool hands back to the thread that made it to destroy.
          for (validators::HandSnapshot& snapshot : batch.sessions) sessions.add(std::move(snapshot));
        });

    submit_inputs(options.paths, pool, err, summary.files, unreadable_input, output,
                  [&settings, &filter, &writer = *writer, &workspaces](const std::shared_ptr<const api::LoadedFile>& file,
                                                                       const std::vector<audit::Unit>& chunk) {
                    return audit_chunk(file, chunk, settings, filter, writer, workspaces);
                  });
    pool.finish();
  }

  // Cross-hand findings: after every hand, before the summary.
  for (validators::TableFindings& table : sessions.finish()) {
    std::erase_if(table.findings,
                  [&](const validators::CrossHandFinding& c) { return !filter.enabled(c.finding.rule); });
    if (table.findings.empty()) continue;
    summary.count_table(table);
    writer->write_table(table);
  }
  summary.tables_unordered = sessions.unordered_tables();

  summary.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  writer->write_summary(summary);
  if (!output.flush()) {
    fmt::print(err, "handaudit: cannot write the report: {}\n", std::strerror(output.error()));
    return audit::ExitCode::kUsage;
  }
  if (!options.quiet) fmt::print(err, "{}", report::summary_text(summary));
  return audit::audit_exit_code(summary, options.fail_on, unreadable_input);
}

namespace {

// One unit converted to `to`, and whether it was read (a PokerStars hand
// that was not may hold another site's hands after it: process_unit splits
// them off). Text outside any hand and other sites' hands are unreadable
// objects in json; in ohh and phh they have no form and are named like a
// skipped hand.
std::pair<convert::Converted, bool> convert_unit(const api::LoadedFile& file, const audit::Unit& unit, ConvertFormat to) {
  convert::Converted c;
  const bool stars = unit.kind == audit::UnitKind::kPokerStars;
  if (to == ConvertFormat::kJson) {
    bool read = true;
    switch (unit.kind) {
      case audit::UnitKind::kPokerStars:
      case audit::UnitKind::kPhh:
        read = convert::append_converted_hand(c.text, api::unit_text(file, unit), unit.line, unit.column, file.path,
                                     stars ? convert::SourceFormat::kPokerStars : convert::SourceFormat::kPhh,
                                     stars ? std::string() : api::phh_hand_name(file, unit));
        break;
      case audit::UnitKind::kSite:
        convert::append_converted_site_hand(c.text, unit.line, unit.column, file.path, unit.site, api::site_hand_id(file, unit));
        break;
      case audit::UnitKind::kOutside:
        convert::append_converted_outside_text(c.text, unit.line, unit.column, file.path, unit.phh_file);
        break;
    }
    return {std::move(c), read};
  }
  switch (unit.kind) {
    case audit::UnitKind::kPokerStars:
    case audit::UnitKind::kPhh: {
      const convert::SourceFormat format = stars ? convert::SourceFormat::kPokerStars : convert::SourceFormat::kPhh;
      const std::string name = stars ? std::string() : api::phh_hand_name(file, unit);
      const std::string_view text = api::unit_text(file, unit);
      c = to == ConvertFormat::kOhh ? convert::convert_to_ohh(text, unit.line, unit.column, file.path, format, name)
                                    : convert::convert_to_phh(text, unit.line, unit.column, file.path, format, name);
      return {std::move(c), !(stars && c.text.empty())};
    }
    case audit::UnitKind::kSite:
      c.skipped = fmt::format("{}:{}: a hand of another site's format is not converted", file.path, unit.line);
      return {std::move(c), true};
    case audit::UnitKind::kOutside:
      c.skipped = fmt::format("{}:{}: {} not converted", file.path, unit.line, api::kOutsideAnyHand);
      return {std::move(c), true};
  }
  return {std::move(c), true};
}

}  // namespace

audit::ExitCode run_convert(const ConvertOptions& options, std::FILE* out, std::FILE* err) {
  report::Output output(out);
  bool unreadable_input = false;
  std::uint64_t files = 0;
  std::uint64_t converted = 0;
  std::uint64_t skipped = 0;
  {
    convert::PhhDocument phh(output);
    // The sink runs on this thread: `output` needs no lock.
    input::OrderedPool<std::vector<convert::Converted>> pool(options.jobs, [&](std::vector<convert::Converted>&& batch) {
      for (const convert::Converted& hand : batch) {
        if (hand.text.empty()) {
          ++skipped;
          if (!options.quiet) fmt::print(err, "handaudit: {}\n", hand.skipped);
        } else {
          ++converted;
        }
        switch (options.to) {
          case ConvertFormat::kJson:
            output.append(hand.text);
            break;
          case ConvertFormat::kOhh:
            // One object per line, hands apart by exactly one blank line (OHH.md §1).
            if (hand.text.empty()) break;
            if (converted > 1) output.append("\n");
            output.append(hand.text);
            break;
          case ConvertFormat::kPhh:
            phh.add(hand);
            break;
        }
        output.commit();
      }
    });
    submit_inputs(options.paths, pool, err, files, unreadable_input, output,
                  [to = options.to](const std::shared_ptr<const api::LoadedFile>& file, const std::vector<audit::Unit>& chunk) {
                    return api::process_chunk<convert::Converted>(*file, chunk, [to](const api::LoadedFile& f, const audit::Unit& unit) {
                      return convert_unit(f, unit, to);
                    });
                  });
    pool.finish();
    phh.finish();
  }
  if (!output.flush()) {
    fmt::print(err, "handaudit: cannot write the output: {}\n", std::strerror(output.error()));
    return audit::ExitCode::kUsage;
  }
  if (!options.quiet) {
    if (options.to == ConvertFormat::kJson)
      fmt::print(err, "handaudit: {} objects from {} files\n", converted + skipped, files);
    else
      fmt::print(err, "handaudit: {} hands converted, {} not converted, from {} files\n", converted, skipped, files);
  }
  return unreadable_input ? audit::ExitCode::kUnreadableInput : audit::ExitCode::kOk;
}

}  // namespace cli
