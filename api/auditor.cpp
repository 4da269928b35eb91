// handaudit::Auditor: the streaming of api/hand_stream.h with the public
// results of include/handaudit/ at its end.
#include "handaudit/auditor.h"

#include <algorithm>
#include <memory>
#include <utility>

#include "api/hand_stream.h"
#include "api/results.h"
#include "audit/audit_summary.h"
#include "audit/rule_filter.h"
#include "input/inputs.h"
#include "validators/table_sessions.h"

namespace handaudit {

namespace {

// What a worker gives back for a chunk of hands: their reports, with the
// snapshots the cross-hand audits need taken out, in input order.
struct Batch {
  std::vector<audit::HandReport> reports;
  std::vector<validators::HandSnapshot> snapshots;
};

audit::RuleFilter rule_filter(const RuleSelection& rules) {
  return audit::RuleFilter::from_ids(rules.only(), rules.disable(), nullptr).value_or(audit::RuleFilter{});
}

bool cross_hand_wanted(const audit::RuleFilter& filter) {
  return filter.enabled(engine::Rule::kButtonMovement) || filter.enabled(engine::Rule::kStackContinuity) ||
         filter.enabled(engine::Rule::kMissedBlindNotPosted);
}

}  // namespace

struct Auditor::Impl {
  explicit Impl(AuditorOptions o)
      : options(std::move(o)),
        profile_name(options.profile ? options.profile->name() : std::string()),
        filter(rule_filter(options.rules)),
        settings{profile_name, cross_hand_wanted(filter)},
        sessions(profile_name),
        pool(options.threads, [this](Batch&& batch) { deliver(std::move(batch)); }) {}

  // On the caller's thread, in input order.
  void deliver(Batch&& batch) {
    for (audit::HandReport& report : batch.reports) {
      summary.count(report);
      if (sink) sink(api::hand_result(report));
    }
    for (validators::HandSnapshot& snapshot : batch.snapshots) sessions.add(std::move(snapshot));
  }

  // On a worker.
  Batch audit_chunk(const api::LoadedFile& file, const std::vector<audit::Unit>& chunk) {
    Batch batch;
    batch.reports = api::audit_chunk_reports(file, chunk, settings, filter, workspaces);
    for (audit::HandReport& report : batch.reports) {
      if (!report.session) continue;
      batch.snapshots.push_back(std::move(*report.session));
      report.session.reset();
    }
    return batch;
  }

  // What the workers run on each chunk.
  auto chunk_runner() {
    return [this](const std::shared_ptr<const api::LoadedFile>& file, const std::vector<audit::Unit>& chunk) {
      return audit_chunk(*file, chunk);
    };
  }

  AuditorOptions options;
  std::string profile_name;  // "" for each site's own
  audit::RuleFilter filter;
  audit::AuditSettings settings;
  std::function<void(HandResult&&)> sink;
  audit::AuditSummary summary;
  validators::TableSessions sessions;
  std::shared_ptr<input::BlockRecycler> recycler = std::make_shared<input::BlockRecycler>();
  api::WorkspacePool workspaces;
  std::string fed;  // the bytes of the source being fed
  std::vector<std::string> unreadable;
  bool finished = false;
  // Last: its workers use everything above, and it is destroyed first.
  input::OrderedPool<Batch> pool;
};

Auditor::Auditor(AuditorOptions options) : impl_(std::make_unique<Impl>(std::move(options))) {}

Auditor::~Auditor() = default;

void Auditor::on_hand(std::function<void(HandResult&&)> sink) { impl_->sink = std::move(sink); }

void Auditor::feed(std::string_view bytes) { impl_->fed.append(bytes); }

void Auditor::end_source(std::string_view source_name) {
  input::MemoryBytes bytes(impl_->fed, /*sized=*/true);
  ++impl_->summary.files;
  // Memory cannot fail to read.
  (void)api::submit_source(bytes, std::string(source_name), impl_->recycler, impl_->pool, [] { return true; },
                           impl_->chunk_runner());
  std::string().swap(impl_->fed);
}

void Auditor::audit_bytes(std::string_view source_name, std::string_view bytes) {
  feed(bytes);
  end_source(source_name);
}

bool Auditor::audit_path(const std::string& path) {
  bool all_read = true;
  for (const input::InputEntry& entry : input::expand_inputs({path})) {
    if (const auto error = api::submit_entry(entry, impl_->recycler, impl_->pool, [] { return true; },
                                             impl_->chunk_runner(), impl_->summary.files)) {
      impl_->unreadable.push_back(entry.path + ": " + *error);
      all_read = false;
    }
  }
  return all_read;
}

AuditOutcome Auditor::finish() {
  AuditOutcome outcome;
  if (impl_->finished) return outcome;
  impl_->finished = true;
  impl_->pool.finish();
  for (validators::TableFindings& table : impl_->sessions.finish()) {
    std::erase_if(table.findings,
                  [&](const validators::CrossHandFinding& c) { return !impl_->filter.enabled(c.finding.rule); });
    if (table.findings.empty()) continue;
    impl_->summary.count_table(table);
    outcome.tables.push_back(api::table_result(table));
  }
  impl_->summary.tables_unordered = impl_->sessions.unordered_tables();
  outcome.summary = api::public_summary(impl_->summary);
  outcome.unreadable_sources = std::move(impl_->unreadable);
  return outcome;
}

std::vector<HandResult> audit_text(std::string_view text, const AuditorOptions& options, std::string_view source_name) {
  AuditorOptions one_thread = options;
  one_thread.threads = 1;
  Auditor auditor(std::move(one_thread));
  std::vector<HandResult> hands;
  auditor.on_hand([&](HandResult&& hand) { hands.push_back(std::move(hand)); });
  auditor.audit_bytes(source_name, text);
  auditor.finish();
  return hands;
}

}  // namespace handaudit
