// handaudit::Auditor: the streaming of api/hand_stream.h, with the public
// results of include/handaudit/ and the report writers at its end. The
// `handaudit audit` command is one client of it.
#include "handaudit/auditor.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <thread>
#include <utility>

#include "api/baseline.h"
#include "api/follow.h"
#include "api/hand_stream.h"
#include "api/report_writers.h"
#include "api/results.h"
#include "api/sessions.h"
#include "api/run_info.h"
#include "audit/audit_summary.h"
#include "audit/rule_filter.h"
#include "input/inputs.h"
#include "input/member_name.h"
#include "input/read_again.h"
#include "parser/lines.h"
#include "report/output.h"
#include "report/report_writer.h"
#include "validators/table_sessions.h"
#include "validators/tournament_levels.h"

namespace handaudit {

namespace {

// What a worker gives back for a chunk of hands. Everything the caller's
// thread reads was made on the worker and is compact.
struct Batch {
  std::vector<HandResult> results;  // for on_hand, in input order
  // The reports, with the piece of input whose lines they quote, when the
  // report writer cannot render hands apart (sarif, junit); else empty.
  std::shared_ptr<const api::LoadedFile> file;
  std::vector<audit::HandReport> reports;
  std::string text;                 // else the hands' report text, in input order
  audit::AuditSummary counts;       // of these hands and their findings
  std::vector<validators::HandSnapshot> snapshots;  // for the cross-hand audits, in input order
  // Tournament summaries read, for the tournament checks: not reported as hands.
  std::vector<std::shared_ptr<const engine::TournamentSummary>> summaries;
  // The last hand's place, for on_progress.
  std::string source;
  Position last;
};

audit::RuleFilter rule_filter(const RuleSelection& rules) {
  return audit::RuleFilter::from_ids(rules.only(), rules.disable(), nullptr).value_or(audit::RuleFilter{});
}

bool cross_hand_wanted(const audit::RuleFilter& filter) {
  return filter.enabled(engine::Rule::kButtonMovement) || filter.enabled(engine::Rule::kStackContinuity) ||
         filter.enabled(engine::Rule::kMissedBlindNotPosted) || filter.enabled(engine::Rule::kConflictingCopies) ||
         filter.enabled(engine::Rule::kTournamentLevelMismatch) || filter.enabled(engine::Rule::kTournamentContinuity) ||
         filter.enabled(engine::Rule::kTournamentSummaryMismatch);
}

}  // namespace

struct Auditor::Impl {
  explicit Impl(AuditorOptions o)
      : options(std::move(o)),
        filter(rule_filter(options.rules)),
        settings{api::profile_choice(options.profile, options.switches), cross_hand_wanted(filter),
                 /*table_names=*/!options.waivers.empty() || options.hand_tables ||
                     (options.report && options.report->format == ReportFormat::kHtml)},
        sessions(settings.profile, /*keep_seams=*/true),
        levels(settings.profile),
        run(api::run_info(options)),
        output(options.report ? options.report->write : report::Output::Write{}),
        writer(options.report ? api::make_report_writer(*options.report, output, run, settings.profile)
                              : nullptr),
        pool(options.threads, [this](Batch&& batch) { deliver(std::move(batch)); }),
        intake(pool, [this] { return !output.failed(); },
               [this](const std::shared_ptr<const api::LoadedFile>& file, const std::vector<audit::Unit>& chunk) {
                 return audit_chunk(file, chunk);
               },
               /*digest_inputs=*/true) {
    if (writer && writer->names_hands()) intake.keep_stdin();
  }

  // On a worker.
  Batch audit_chunk(const std::shared_ptr<const api::LoadedFile>& file, const std::vector<audit::Unit>& chunk) {
    std::vector<audit::HandReport> reports = api::audit_chunk_reports(*file, chunk, settings, filter, workspaces);
    Batch batch;
    // A summary is judged with its tournament, never written as a hand.
    std::erase_if(reports, [&batch](audit::HandReport& report) {
      if (!report.tournament_summary) return false;
      batch.summaries.push_back(std::move(report.tournament_summary));
      return true;
    });
    if (options.baseline)
      for (audit::HandReport& report : reports) api::drop_baselined(report, *options.baseline);
    if (run->waivers)
      for (audit::HandReport& report : reports) audit::apply_waivers(report, *run->waivers);
    batch.source = file->path;
    if (!reports.empty()) batch.last = {reports.back().line, reports.back().column};
    batch.snapshots.reserve(reports.size());  // a snapshot's move is some 400 instructions: none to grow
    for (audit::HandReport& report : reports) {
      batch.counts.count(report);
      if (!report.session) continue;
      batch.snapshots.push_back(std::move(*report.session));
      report.session.reset();
    }
    if (hand_sink) {
      batch.results.reserve(reports.size());
      for (const audit::HandReport& report : reports) batch.results.push_back(api::hand_result(report));
    }
    if (!writer) return batch;
    // Rendered here, the reports are freed on the thread that made them and
    // the piece of input can be reused before the batch is written.
    if (writer->renders_hands_apart()) {
      for (const audit::HandReport& report : reports) writer->render_hand(report, file->lines, batch.text);
    } else {
      batch.file = file;
      batch.reports = std::move(reports);
    }
    return batch;
  }

  // On the caller's thread, in input order.
  void deliver(Batch&& batch) {
    summary.add_hands(batch.counts);
    for (HandResult& result : batch.results) hand_sink(std::move(result));
    if (writer) {
      writer->write_rendered(batch.text, output);
      for (const audit::HandReport& report : batch.reports) writer->write_hand(report, batch.file->lines);
      output.commit();
    }
    if (progress_sink) progress_sink(Progress{batch.source, batch.last, batch.counts.hands});
    // add() leaves the snapshot it no longer needs in the batch, which the
    // pool hands back to the thread that made it to destroy.
    for (auto& read : batch.summaries) levels.add_summary(std::move(read), batch.source);
    for (validators::HandSnapshot& snapshot : batch.snapshots) {
      // A hand of no table session (fast-fold, PHH) comes for its copies only.
      if (!snapshot.copies_only) levels.add(snapshot);
      sessions.add(std::move(snapshot));
    }
  }

  // The hands the writer asks for once the cross-hand findings are known
  // (ReportWriter::hands_named): the inputs read again, in input order,
  // and only the hands holding a line named audited and rendered, as the
  // first time (the same filter, baseline and waivers); the reading stops
  // once the page has no room left (--html-max-hands). The paths given are
  // opened again and standard input is the intake's copy of it; a file
  // followed is read up to where it was followed, if it still begins with
  // the bytes audited (not truncated or replaced since) and was followed
  // once (a file truncated and read again numbers its lines twice).
  void read_named_hands(const report::ReportWriter::NamedHands& named) {
    writer->begin_named_hands();
    const auto wanted = [&named](const api::LoadedFile& file, const audit::Unit& unit) {
      const auto it = named.find(file.path);
      if (it == named.end()) return false;
      const std::vector<std::uint32_t>& lines = it->second;
      const auto at = std::lower_bound(lines.begin(), lines.end(), unit.line);
      return at != lines.end() &&
             *at <= unit.line + static_cast<std::uint32_t>(parser::count_line_breaks(api::unit_text(file, unit)));
    };
    input::OrderedPool<std::string> again(options.threads, [this](std::string&& text) {
      writer->write_rendered(text, output);
      output.commit();
    });
    api::Intake<std::string> reader(
        again, [this] { return !output.failed() && writer->room_for_named_hands(); },
        [this, &wanted](const std::shared_ptr<const api::LoadedFile>& file, const std::vector<audit::Unit>& chunk) {
          std::vector<audit::Unit> picked;
          for (const audit::Unit& unit : chunk)
            if (wanted(*file, unit)) picked.push_back(unit);
          std::string text;
          if (picked.empty()) return text;
          for (audit::HandReport& report : api::audit_chunk_reports(*file, picked, settings, filter, workspaces)) {
            if (report.tournament_summary) continue;
            if (options.baseline) api::drop_baselined(report, *options.baseline);
            if (run->waivers) audit::apply_waivers(report, *run->waivers);
            writer->render_hand(report, file->lines, text);
          }
          return text;
        },
        /*digest_inputs=*/false);
    // Only the files that hold a named hand: a folder's others are not read.
    const auto holds_named = [&named](const std::string& path) {
      if (named.contains(path)) return true;
      const std::string members = path + input::kMemberSeparator;  // "archive:member"
      const auto at = named.lower_bound(members);
      return at != named.end() && at->first.starts_with(members);
    };
    for (const std::string& path : paths) {
      if (path == input::kStdinPath) {
        if (!holds_named(path)) continue;
        if (const std::unique_ptr<input::ByteSource> stdin_again = intake.stdin_again())
          reader.submit_source_as(*stdin_again, path);
        continue;
      }
      for (const input::InputEntry& entry : input::expand_inputs({path}))
        if (!entry.failed() && holds_named(entry.path)) reader.submit_path(entry.path);
    }
    for (const audit::InputFile& file : followed) {
      if (!holds_named(file.path)) continue;
      const auto same_source = [&file](const audit::InputFile& other) { return other.path == file.path; };
      if (std::count_if(followed.begin(), followed.end(), same_source) != 1) continue;
      input::InputStream stream;
      if (stream.open(file.path) || !input::same_prefix(stream, file.bytes, file.sha256) ||
          stream.seek(0, SEEK_SET) != 0)
        continue;
      input::PrefixSource as_followed(stream, file.bytes);
      reader.submit_source_as(as_followed, file.path);
    }
    again.finish();
  }

  const std::chrono::steady_clock::time_point started = std::chrono::steady_clock::now();
  AuditorOptions options;
  audit::RuleFilter filter;
  audit::AuditSettings settings;
  std::function<void(HandResult&&)> hand_sink;
  std::function<void(const Progress&)> progress_sink;
  audit::AuditSummary summary;
  validators::TableSessions sessions;
  validators::TournamentLevels levels;  // the tournaments' blind structures, across tables
  std::shared_ptr<const report::RunInfo> run;  // the waivers, for the workers and the writer
  report::Output output;
  std::unique_ptr<report::ReportWriter> writer;  // null without a report
  api::WorkspacePool workspaces;
  std::vector<std::string> paths;  // given to audit_path: what read_named_hands reads again
  std::vector<audit::InputFile> followed;  // the files follow() read, and how much of each
  bool finished = false;
  bool exported = false;  // export_sessions(): the sessions are judged elsewhere
  // Its workers use everything above, and it is destroyed before them.
  input::OrderedPool<Batch> pool;
  api::Intake<Batch> intake;  // submits to the pool
};

Auditor::Auditor(AuditorOptions options) : impl_(std::make_unique<Impl>(std::move(options))) {}

Auditor::~Auditor() = default;

void Auditor::on_hand(std::function<void(HandResult&&)> sink) { impl_->hand_sink = std::move(sink); }

void Auditor::on_progress(std::function<void(const Progress&)> sink) { impl_->progress_sink = std::move(sink); }

void Auditor::on_unreadable(std::function<void(std::string_view, std::string_view)> sink) {
  impl_->intake.on_unreadable(std::move(sink));
}

void Auditor::feed(std::string_view bytes) { impl_->intake.feed(bytes); }

void Auditor::end_source(std::string_view source_name) { impl_->intake.end_source(source_name); }

void Auditor::audit_bytes(std::string_view source_name, std::string_view bytes) {
  feed(bytes);
  end_source(source_name);
}

bool Auditor::audit_path(const std::string& path) {
  impl_->paths.push_back(path);
  return impl_->intake.submit_path(path);
}

AuditOutcome Auditor::finish() {
  AuditOutcome outcome;
  if (impl_->finished) return outcome;
  impl_->finished = true;
  impl_->pool.finish();
  impl_->summary.files = impl_->intake.sources();
  impl_->summary.inputs = impl_->intake.take_digests();
  impl_->summary.unreadable_inputs = impl_->intake.take_unreadable();
  if (!impl_->exported)
    outcome.tables = api::judge_tables(impl_->sessions, impl_->levels, impl_->filter, impl_->options.baseline.get(),
                                       impl_->run->waivers.get(), impl_->summary, impl_->writer.get());
  if (impl_->writer) {
    if (const report::ReportWriter::NamedHands named = impl_->writer->hands_named(); !named.empty())
      impl_->read_named_hands(named);
  }
  impl_->summary.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - impl_->started).count();
  if (impl_->writer) impl_->writer->write_summary(impl_->summary);
  outcome.report_failed = impl_->writer && !impl_->output.flush();
  outcome.summary = api::public_summary(impl_->summary);
  outcome.unreadable_sources = impl_->summary.unreadable_inputs;
  return outcome;
}

bool Auditor::follow(const std::vector<std::string>& paths, const FollowOptions& options) {
  // Whether the text of one hand reads whole: no truncated-hand.
  AuditorOptions trial;
  trial.profile = impl_->options.profile;
  trial.switches = impl_->options.switches;
  trial.rules = *RuleSelection::from_ids({"truncated-hand"}, {});
  const auto whole = [&trial](std::string_view source, std::string_view text) {
    for (const HandResult& hand : audit_text(text, trial, source))
      if (!hand.findings.empty()) return false;
    return true;
  };
  api::Follower follower(paths, whole);
  bool all_read = true;
  bool stopping = false;
  while (!impl_->output.failed()) {
    stopping = stopping || (options.stop && options.stop());
    bool more = false;
    const std::vector<api::FollowedText> texts = follower.poll(stopping, more);
    for (const auto& [path, reason] : follower.take_errors()) {
      all_read = false;
      impl_->intake.unreadable(path, reason);
    }
    for (const api::FollowedText& t : texts) impl_->intake.submit_text(t.source, t.text, t.first_line, t.first);
    if (!texts.empty()) {
      impl_->pool.wait();
      if (!impl_->output.flush()) break;
    }
    if (stopping && !more) break;
    // Still, the stop asked for every 10 ms.
    for (auto slept = std::chrono::milliseconds(0); !more && slept < options.poll;
         slept += std::chrono::milliseconds(10)) {
      if (options.stop && options.stop()) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
  }
  std::vector<audit::InputFile> digests = follower.digests();
  impl_->followed.insert(impl_->followed.end(), digests.begin(), digests.end());
  impl_->intake.add_digests(std::move(digests));
  return all_read;
}

std::string Auditor::export_sessions() {
  impl_->pool.wait();
  impl_->exported = true;
  return impl_->sessions.encode(&impl_->levels);
}

bool Auditor::merge_sessions(std::string_view state, std::string* error) {
  std::optional<std::string> refused;
  if (impl_->finished) {
    refused = "merge_sessions() after finish()";
  } else {
    impl_->pool.wait();
    refused = api::merge_state(impl_->sessions, impl_->levels, state);
  }
  if (refused && error != nullptr) *error = *refused;
  return !refused;
}

std::vector<HandResult> audit_text(std::string_view text, const AuditorOptions& options, std::string_view source_name) {
  AuditorOptions one_thread;
  one_thread.profile = options.profile;
  one_thread.switches = options.switches;
  one_thread.rules = options.rules;
  one_thread.baseline = options.baseline;
  one_thread.waivers = options.waivers;
  one_thread.waivers_as_of = options.waivers_as_of;
  one_thread.hand_tables = options.hand_tables;
  Auditor auditor(std::move(one_thread));
  std::vector<HandResult> hands;
  auditor.on_hand([&](HandResult&& hand) { hands.push_back(std::move(hand)); });
  auditor.audit_bytes(source_name, text);
  auditor.finish();
  return hands;
}

}  // namespace handaudit
