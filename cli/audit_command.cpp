#include "cli/audit_command.h"

#include <fmt/format.h>

#include <signal.h>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <string_view>
#include <utility>

#include "api/results.h"
#include "audit/waiver.h"
#include "handaudit/auditor.h"
#include "handaudit/converter.h"
#include "input/progress.h"
#include "report/report_text.h"

namespace cli {

namespace {

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

// An expired waiver that still matches findings is news: they fail the run
// again. Said on standard error, whatever the report's format.
void warn_expired_waivers(const AuditOptions& options, const handaudit::Summary& summary, std::FILE* err) {
  const std::string as_of = options.waivers_as_of.empty() ? audit::today_utc() : options.waivers_as_of;
  for (std::size_t i = 0; i < options.waivers.size() && i < summary.waiver_matches.size(); ++i) {
    const handaudit::Waiver& w = options.waivers[i];
    const std::uint64_t n = summary.waiver_matches[i];
    if (n == 0 || w.expires >= as_of) continue;
    fmt::print(err, "handaudit: waiver {} ({}) expired on {}: its {} finding{} reported again\n", i + 1, w.rule,
               w.expires, n, n == 1 ? " is" : "s are");
  }
}

// audit --follow stops at SIGINT or SIGTERM: the first one asks the loop to
// finish (summary and all); the handler is then reset, so a second one ends
// the process at once.
volatile std::sig_atomic_t stop_requested = 0;

extern "C" void request_stop(int) { stop_requested = 1; }

// The stop signals caught while it lives.
class StopSignals {
 public:
  StopSignals() {
    stop_requested = 0;
    struct sigaction action {};
    action.sa_handler = request_stop;
    action.sa_flags = SA_RESETHAND;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGINT, &action, &old_int_);
    ::sigaction(SIGTERM, &action, &old_term_);
  }
  ~StopSignals() {
    ::sigaction(SIGINT, &old_int_, nullptr);
    ::sigaction(SIGTERM, &old_term_, nullptr);
  }
  StopSignals(const StopSignals&) = delete;
  StopSignals& operator=(const StopSignals&) = delete;

 private:
  struct sigaction old_int_ {};
  struct sigaction old_term_ {};
};

}  // namespace

audit::ExitCode run_audit(const AuditOptions& options, std::FILE* out, std::FILE* err) {
  StreamWrite stream{out};
  handaudit::AuditorOptions auditor_options;
  auditor_options.profile = options.profile;
  auditor_options.switches = options.switches;
  auditor_options.threads = options.jobs;
  auditor_options.rules = options.rules;
  auditor_options.baseline = options.baseline;
  auditor_options.waivers = options.waivers;
  auditor_options.waivers_as_of = options.waivers_as_of;
  auditor_options.report =
      handaudit::ReportOptions{options.format, options.colour, [&stream](std::string_view block) { return stream.write(block); }};
  auditor_options.report->html_all_hands = options.html_all_hands;
  auditor_options.report->html_max_hands = options.html_max_hands;

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
    // The baseline written as the hands come, tables at the end.
    std::FILE* baseline = nullptr;
    if (!options.write_baseline.empty()) {
      baseline = std::fopen(options.write_baseline.c_str(), "wb");
      if (baseline == nullptr) {
        fmt::print(err, "handaudit: cannot write the baseline {}: {}\n", options.write_baseline, std::strerror(errno));
        return audit::ExitCode::kUsage;
      }
      auditor.on_hand([baseline](handaudit::HandResult&& hand) {
        if (!hand.findings.empty()) fmt::print(baseline, "{}", handaudit::to_json(hand));
      });
    }
    if (options.follow) {
      // Each hand's findings reach the reader as soon as they are written.
      std::setvbuf(out, nullptr, _IONBF, 0);
      const StopSignals signals;
      unreadable_input = !auditor.follow(options.paths, {[] { return stop_requested != 0; }});
    } else {
      for (const std::string& path : options.paths) unreadable_input |= !auditor.audit_path(path);
    }
    outcome = auditor.finish();
    if (baseline != nullptr) {
      for (const handaudit::TableResult& table : outcome.tables) fmt::print(baseline, "{}", handaudit::to_json(table));
      if (std::ferror(baseline) != 0 || std::fclose(baseline) != 0) {
        fmt::print(err, "handaudit: cannot write the baseline {}: {}\n", options.write_baseline, std::strerror(errno));
        return audit::ExitCode::kUsage;
      }
    }
  }
  if (!stream.flush() || outcome.report_failed) {
    fmt::print(err, "handaudit: cannot write the report: {}\n", std::strerror(stream.error != 0 ? stream.error : EIO));
    return audit::ExitCode::kUsage;
  }
  const audit::AuditSummary summary = api::internal_summary(outcome.summary);
  if (!options.quiet) {
    fmt::print(err, "{}", report::summary_text(summary));
    warn_expired_waivers(options, outcome.summary, err);
  }
  return audit::audit_exit_code(summary, options.fail_on, unreadable_input);
}

audit::ExitCode run_convert(const ConvertOptions& options, std::FILE* out, std::FILE* err) {
  StreamWrite stream{out};
  handaudit::ConvertOutcome outcome;
  bool unreadable_input = false;
  {
    handaudit::Converter converter(
        {options.to, options.jobs, [&stream](std::string_view block) { return stream.write(block); }});
    converter.on_hand([&](handaudit::ConvertedHand&& hand) {
      if (hand.text.empty() && !options.quiet) fmt::print(err, "handaudit: {}\n", hand.skipped);
    });
    converter.on_unreadable([err](std::string_view path, std::string_view reason) {
      fmt::print(err, "handaudit: cannot read {}: {}\n", path, reason);
    });
    for (const std::string& path : options.paths) unreadable_input |= !converter.convert_path(path);
    outcome = converter.finish();
  }
  if (!stream.flush() || outcome.output_failed) {
    fmt::print(err, "handaudit: cannot write the output: {}\n", std::strerror(stream.error != 0 ? stream.error : EIO));
    return audit::ExitCode::kUsage;
  }
  if (!options.quiet) {
    if (options.to == ConvertFormat::kJson)
      fmt::print(err, "handaudit: {} objects from {} files\n", outcome.converted + outcome.skipped, outcome.sources);
    else
      fmt::print(err, "handaudit: {} hands converted, {} not converted, from {} files\n", outcome.converted,
                 outcome.skipped, outcome.sources);
  }
  return unreadable_input ? audit::ExitCode::kUnreadableInput : audit::ExitCode::kOk;
}

}  // namespace cli
