#include "cli/audit_command.h"

#include <fmt/format.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <memory>
#include <string_view>
#include <utility>

#include "api/hand_stream.h"
#include "api/results.h"
#include "audit/hand_units.h"
#include "convert/convert_json.h"
#include "convert/convert_ohh.h"
#include "convert/convert_phh.h"
#include "handaudit/auditor.h"
#include "input/block_reader.h"
#include "input/inputs.h"
#include "input/ordered_pool.h"
#include "input/progress.h"
#include "input/source_lines.h"
#include "input/text_block.h"
#include "report/output.h"
#include "report/report_text.h"

namespace cli {

namespace {

// The streaming loop of run_convert: reads every input of `paths` in blocks,
// splits each block into units and submits them to `pool` in chunks of
// kHandsPerTask; a worker turns each chunk into a Result with
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

// The report's blocks straight to a stdio stream, remembering the first
// write's error for the message.
struct StreamWrite {
  std::FILE* file;
  int error = 0;

  bool write(std::string_view block) {
    errno = 0;
    if (std::fwrite(block.data(), 1, block.size(), file) == block.size()) return true;
    if (error == 0) error = errno != 0 ? errno : EIO;
    return false;
  }
  // Flushes the stream; false when it or any write failed.
  bool flush() {
    errno = 0;
    if (std::fflush(file) != 0 && error == 0) error = errno != 0 ? errno : EIO;
    return error == 0;
  }
};

}  // namespace

audit::ExitCode run_audit(const AuditOptions& options, std::FILE* out, std::FILE* err) {
  StreamWrite stream{out};
  handaudit::AuditorOptions auditor_options;
  auditor_options.profile = options.profile;
  auditor_options.threads = options.jobs;
  auditor_options.rules = options.rules;
  auditor_options.report =
      handaudit::ReportOptions{options.format, options.colour, [&stream](std::string_view block) { return stream.write(block); }};

  handaudit::AuditOutcome outcome;
  bool unreadable_input = false;
  {
    // Lives as long as the Auditor's sinks: erased before the summary.
    input::Progress progress(err, input::Progress::wanted(err, out, options.quiet));
    handaudit::Auditor auditor(std::move(auditor_options));
    auditor.on_progress([&progress](const handaudit::Progress& p) {
      progress.report(p.source, p.position.line, p.position.column, p.hands);
    });
    auditor.on_unreadable([err](std::string_view path, std::string_view reason) {
      fmt::print(err, "handaudit: cannot read {}: {}\n", path, reason);
    });
    for (const std::string& path : options.paths) unreadable_input |= !auditor.audit_path(path);
    outcome = auditor.finish();
  }
  if (!stream.flush() || outcome.report_failed) {
    fmt::print(err, "handaudit: cannot write the report: {}\n", std::strerror(stream.error != 0 ? stream.error : EIO));
    return audit::ExitCode::kUsage;
  }
  const audit::AuditSummary summary = api::internal_summary(outcome.summary);
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
