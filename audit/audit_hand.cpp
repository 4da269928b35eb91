#include "audit/audit_hand.h"

#include <iterator>

#include "audit/hand_session.h"

#include "engine/hand_record.h"
#include "engine/profile.h"
#include "parser/phh_parser.h"
#include "parser/pokerstars_parser.h"
#include "replay/trace.h"
#include "validators/log_facts.h"
#include "validators/validate.h"

namespace audit {

namespace {

// Whether the cross-hand audits want the snapshot of a hand not replayed:
// asked for, and a hand of a table session (validators::joins_table_session:
// fast-fold hands and anonymised positions belong to none), whose place
// keeps its neighbours from being taken for consecutive hands.
bool wants_session(const AuditSettings& settings, const engine::HandRecord& record) {
  return settings.sessions && validators::joins_table_session(record);
}

// The replayed hand's snapshot, when the cross-hand audits want one: a
// table session's whole (seats, text for excerpts), or for a hand that
// joins none only what its copies are compared by.
void snapshot_replayed(const AuditSettings& settings, const replay::Trace& trace, std::string_view text,
                       std::uint32_t line, std::string_view source, HandReport& report) {
  const engine::HandRecord& record = *trace.record;
  if (!settings.sessions) return;
  if (!validators::joins_table_session(record)) {
    // Compared room-wide, when something names it (validators::copy_key).
    const std::uint64_t key = validators::copy_key(record);
    if (key == 0) return;
    report.session = validators::snapshot_copy(record, key);
    report.session->source = std::string(source);
    return;
  }
  report.session = validators::snapshot_hand(trace);
  attach_source(*report.session, text, line, source);
}

// A hand whose reading stopped at a line the replay may need
// (HandRecord::stop_pos): it stays unreadable, and its findings also hold
// those of the actions read before that line (validators::validate_before),
// after the reader's own.
void judge_before_stop(const engine::HandRecord& record, const engine::Profile& profile, replay::Trace& trace,
                       HandReport& report) {
  if (record.players.empty() || !engine::replay_supported(record.game.variant)) return;
  replay::replay_hand(record, profile, trace);
  auto findings = validators::validate_before(trace, record.stop_pos);
  report.findings.insert(report.findings.end(), std::make_move_iterator(findings.begin()),
                         std::make_move_iterator(findings.end()));
}

// What follows the parse of a PokerStars-style hand, whichever room wrote it:
// the report's ids, then (when the record can be replayed) replay under the
// site's profile (engine::default_profile),
// validation and the session snapshot. Inlined into each caller: it is the
// PokerStars hot path as it was before GGPoker shared it.
[[gnu::always_inline]] inline void finish_report(parser::ParseStatus status, std::string_view text, std::uint32_t line,
                                                 std::string_view source, const AuditSettings& settings,
                                                 HandWorkspace& workspace, HandReport& report) {
  const engine::HandRecord& record = workspace.record;
  report.hand_id = std::string(record.hand_id);
  if (settings.table_names) name_table_and_hour(record, report);
  report.game = std::string(engine::variant_id(record.game.variant));
  report.structure = std::string(engine::structure_id(record.game.structure));
  if (status != parser::ParseStatus::kOk) {
    if (status == parser::ParseStatus::kUnreadable && record.stop_pos.line != 0)
      judge_before_stop(record, settings.profile.for_hand(record.format, record.site, record.game.tournament),
                        workspace.trace, report);
    // Not replayed, but still a hand of its table: it keeps its neighbours
    // from being taken for consecutive hands.
    if (wants_session(settings, record)) {
      report.session = validators::snapshot_unreplayed(record);
      attach_source(*report.session, text, line, source);
    }
    return;
  }

  const engine::Profile& profile = settings.profile.for_hand(record.format, record.site, record.game.tournament);
  replay::Trace& trace = workspace.trace;
  replay::replay_hand(record, profile, trace);
  auto findings = validators::validate(trace);
  // Most hands have no parser finding: the validators' list becomes the report's.
  if (report.findings.empty())
    report.findings = std::move(findings);
  else
    report.findings.insert(report.findings.end(), std::make_move_iterator(findings.begin()),
                           std::make_move_iterator(findings.end()));
  report.replayed = true;
  snapshot_replayed(settings, trace, text, line, source, report);
}

}  // namespace

void name_table_and_hour(const engine::HandRecord& record, HandReport& report) {
  report.table = std::string(record.table);
  if (record.start.known() && record.start.clock) {
    report.start_hour = static_cast<std::int8_t>(record.start.hour);
    report.start_zone = std::string(record.start.zone);
  }
}

HandReport audit_hand(std::string_view text, std::uint32_t line, std::uint32_t column, std::string_view source,
                      const AuditSettings& settings) {
  HandWorkspace workspace;
  return audit_hand(text, line, column, source, settings, workspace);
}

HandReport audit_hand(std::string_view text, std::uint32_t line, std::uint32_t column, std::string_view source,
                      const AuditSettings& settings, HandWorkspace& workspace) {
  HandReport report;
  report.source = std::string(source);
  report.line = line;
  report.column = column;
  report.format = "pokerstars";

  engine::HandRecord& record = workspace.record;
  const auto status = parser::parse_pokerstars_hand(text, line, column, record, report.findings, workspace.parse);
  finish_report(status, text, line, source, settings, workspace, report);
  return report;
}

HandReport audit_room_hand(parser::SiteFormat format, std::string_view text, std::uint32_t line,
                           std::uint32_t column, std::string_view source, const AuditSettings& settings,
                           HandWorkspace& workspace, const parser::DocumentOpening& opening) {
  HandReport report;
  report.source = std::string(source);
  report.line = line;
  report.column = column;
  report.format = std::string(parser::site_format_info(format).id);

  engine::HandRecord& record = workspace.record;
  const auto status =
      parser::parse_room_hand(format, text, line, column, record, report.findings, workspace.rooms, opening);
  finish_report(status, text, line, source, settings, workspace, report);
  // What the room's log never writes cannot be checked: those rules are not
  // run on its hands. (A hand whose names are positions joins no session:
  // its reader marks it anonymous_players, see wants_session.)
  if (const engine::FactMask omitted = parser::omitted_facts(format); omitted != 0)
    std::erase_if(report.findings,
                  [&](const engine::Finding& f) { return !validators::checkable(f.rule, omitted); });
  return report;
}

HandReport audit_phh_hand(std::string_view text, std::uint32_t line, std::uint32_t column, std::string_view source,
                          std::string_view hand_name, const AuditSettings& settings) {
  HandReport report;
  report.source = std::string(source);
  report.line = line;
  report.column = column;
  report.format = "phh";

  engine::HandRecord record;
  // No name given: a hand without a `hand` field keeps an empty id, which
  // names it nowhere but in this report (validators::copy_key).
  const auto status = parser::parse_phh_hand(text, line, column, "", record, report.findings);
  report.hand_id = std::string(record.hand_id.empty() ? hand_name : record.hand_id);
  if (settings.table_names) name_table_and_hour(record, report);
  report.game = std::string(engine::variant_id(record.game.variant));
  report.structure = std::string(engine::structure_id(record.game.structure));
  // PHH does not say whether a hand is from a tournament: its profile is
  // the tournament value (engine::ProfileChoice::for_hand).
  const engine::Profile& profile = settings.profile.for_hand("phh", record.site, true);
  if (status != parser::ParseStatus::kOk) {
    if (status == parser::ParseStatus::kUnreadable && record.stop_pos.line != 0) {
      replay::Trace stopped;
      judge_before_stop(record, profile, stopped, report);
    }
    return report;
  }
  const replay::Trace trace = replay::replay_hand(record, profile);
  auto findings = validators::validate(trace);
  report.findings.insert(report.findings.end(), std::make_move_iterator(findings.begin()),
                         std::make_move_iterator(findings.end()));
  report.replayed = true;
  // PHH hands form no table session; copies of one hand are compared.
  snapshot_replayed(settings, trace, text, line, source, report);
  return report;
}

HandReport unread_site_hand(std::uint32_t line, std::uint32_t column, std::string_view source,
                            parser::SiteFormat format, std::string_view hand_id) {
  HandReport report;
  report.source = std::string(source);
  report.line = line;
  report.column = column;
  report.hand_id = std::string(hand_id);
  report.format = std::string(parser::site_format_info(format).id);
  report.game = "unknown";
  report.replayed = false;
  report.findings.push_back(parser::unread_room_finding(line, column, format));
  return report;
}

}  // namespace audit
