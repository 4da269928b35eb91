#include "api/results.h"

#include <string>
#include <utility>

#include "report/report_json.h"

namespace api {

handaudit::Severity public_severity(engine::Severity s) {
  switch (s) {
    case engine::Severity::kNote:
      return handaudit::Severity::kNote;
    case engine::Severity::kWarning:
      return handaudit::Severity::kWarning;
    case engine::Severity::kError:
      return handaudit::Severity::kError;
  }
  return handaudit::Severity::kError;
}

namespace {

using Kind = handaudit::Quantity::Kind;
using engine::FindingValue;

// The kinds are the same list in both; a new engine kind fails -Wswitch here.
Kind public_kind(FindingValue::Kind k) {
  switch (k) {
    case FindingValue::Kind::kNone:
      return Kind::kNone;
    case FindingValue::Kind::kMoney:
      return Kind::kMoney;
    case FindingValue::Kind::kCount:
      return Kind::kCount;
    case FindingValue::Kind::kSeat:
      return Kind::kSeat;
    case FindingValue::Kind::kCards:
      return Kind::kCards;
    case FindingValue::Kind::kShares:
      return Kind::kShares;
    case FindingValue::Kind::kAmounts:
      return Kind::kAmounts;
    case FindingValue::Kind::kText:
      return Kind::kText;
  }
  return Kind::kText;
}

// The engine kind public_kind maps to `k` (kText is the last of both lists).
FindingValue::Kind internal_kind(Kind k) {
  for (int i = 0; i <= static_cast<int>(FindingValue::Kind::kText); ++i) {
    const auto kind = static_cast<FindingValue::Kind>(i);
    if (public_kind(kind) == k) return kind;
  }
  return FindingValue::Kind::kText;
}

handaudit::Quantity public_quantity(const FindingValue& v) {
  handaudit::Quantity q;
  q.kind = public_kind(v.kind);
  q.value = v.value;
  q.currency = v.currency;
  for (const engine::Card c : v.cards) q.cards.push_back(c.to_string());
  for (const engine::Share& s : v.shares) q.shares.push_back({s.player, s.amount.minor_units()});
  for (const engine::Chips c : v.amounts) q.amounts.push_back(c.minor_units());
  q.text = v.text;
  return q;
}

// The way back, for to_json: the text is what is written; a card that does
// not read (a result built by hand) is left out of the list.
FindingValue internal_value(const handaudit::Quantity& q) {
  FindingValue v;
  v.kind = internal_kind(q.kind);
  v.value = q.value;
  v.currency = q.currency;
  for (const std::string& text : q.cards)
    if (const auto c = engine::Card::parse(text)) v.cards.push_back(*c);
  for (const handaudit::Share& s : q.shares) v.shares.push_back({s.player, engine::Chips{s.amount}});
  for (const std::int64_t a : q.amounts) v.amounts.push_back(engine::Chips{a});
  v.text = q.text;
  return v;
}

handaudit::Finding public_finding(const engine::Finding& f) {
  handaudit::Finding out;
  out.rule = std::string(engine::rule_id(f.rule));
  out.category = std::string(engine::category_id(engine::rule_category(f.rule)));
  out.severity = public_severity(f.severity());
  out.position = {f.pos.line, f.pos.column};
  out.player = f.player;
  out.street = f.street;
  out.message = f.message;
  out.expected = public_quantity(f.expected);
  out.actual = public_quantity(f.actual);
  return out;
}

// The results are made by the Auditor, so their rule ids are the
// catalogue's; an id that is not (a result built by hand) is written as
// parse-error rather than dropped.
engine::Finding internal_finding(const handaudit::Finding& f) {
  engine::Finding out;
  out.rule = engine::rule_from_id(f.rule).value_or(engine::Rule::kParseError);
  out.pos = {f.position.line, f.position.column};
  out.player = f.player;
  out.street = f.street;
  out.message = f.message;
  out.expected = internal_value(f.expected);
  out.actual = internal_value(f.actual);
  return out;
}

handaudit::HandStatus public_status(audit::HandStatus s) {
  switch (s) {
    case audit::HandStatus::kClean:
      return handaudit::HandStatus::kClean;
    case audit::HandStatus::kFindings:
      return handaudit::HandStatus::kFindings;
    case audit::HandStatus::kUnreadable:
      return handaudit::HandStatus::kUnreadable;
  }
  return handaudit::HandStatus::kUnreadable;
}

audit::HandReport internal_report(const handaudit::HandResult& hand) {
  audit::HandReport report;
  report.source = hand.source;
  report.line = hand.position.line;
  report.column = hand.position.column;
  report.hand_id = hand.hand_id;
  report.format = hand.format;
  report.game = hand.game;
  report.structure = hand.structure;
  report.replayed = hand.status != handaudit::HandStatus::kUnreadable;
  report.outside_hand = hand.outside_hand;
  for (const handaudit::Finding& f : hand.findings) report.findings.push_back(internal_finding(f));
  for (const handaudit::WaivedFinding& w : hand.waived) report.waived.push_back({internal_finding(w.finding), w.waiver});
  return report;
}

}  // namespace

handaudit::HandResult hand_result(const audit::HandReport& report) {
  handaudit::HandResult hand;
  hand.source = report.source;
  hand.position = {report.line, report.column};
  hand.hand_id = report.hand_id;
  hand.format = report.format;
  hand.game = report.game;
  hand.structure = report.structure;
  hand.table = report.table;
  hand.status = public_status(audit::hand_status(report));
  hand.outside_hand = report.outside_hand;
  hand.findings.reserve(report.findings.size());
  for (const engine::Finding& f : report.findings) hand.findings.push_back(public_finding(f));
  for (const audit::WaivedFinding& w : report.waived) hand.waived.push_back({public_finding(w.finding), w.waiver});
  return hand;
}

namespace {

handaudit::CrossHandFinding public_cross_hand(const validators::CrossHandFinding& c) {
  return {public_finding(c.finding), c.source, c.hand_id, c.previous_source, c.previous_hand_id,
          {c.previous_pos.line, c.previous_pos.column}};
}

validators::CrossHandFinding internal_cross_hand(const handaudit::CrossHandFinding& c) {
  return {internal_finding(c.finding), c.source, c.hand_id, c.previous_source, c.previous_hand_id,
          {c.previous_position.line, c.previous_position.column}, {}};
}

}  // namespace

handaudit::TableResult table_result(const validators::TableFindings& table) {
  handaudit::TableResult out{table.site, table.table, table.tournament_id, {}, {}, table.whole_tournament};
  for (const validators::CrossHandFinding& c : table.findings) out.findings.push_back(public_cross_hand(c));
  for (const validators::WaivedCrossHand& w : table.waived) out.waived.push_back({public_cross_hand(w.finding), w.waiver});
  return out;
}

namespace {

// The counts both summaries hold under the same names, from one to the other.
template <typename From, typename To>
void copy_counts(const From& from, To& to) {
  to.hands = from.hands;
  to.outside_hands = from.outside_hands;
  to.clean = from.clean;
  to.with_findings = from.with_findings;
  to.unreadable = from.unreadable;
  to.errors = from.errors;
  to.warnings = from.warnings;
  to.notes = from.notes;
  to.cross_hand_findings = from.cross_hand_findings;
  to.tables_with_findings = from.tables_with_findings;
  to.tables_unordered = from.tables_unordered;
  to.baselined = from.baselined;
  to.waived = from.waived;
  to.waiver_matches = from.waiver_matches;
}

}  // namespace

handaudit::Summary public_summary(const audit::AuditSummary& summary) {
  handaudit::Summary out;
  out.sources = summary.files;
  copy_counts(summary, out);
  for (const auto& [id, n] : audit::rule_counts_by_id(summary)) out.by_rule.emplace_back(std::string(id), n);
  for (const audit::InputFile& input : summary.inputs) out.inputs.push_back({input.path, input.bytes, input.sha256});
  return out;
}

audit::AuditSummary internal_summary(const handaudit::Summary& summary) {
  audit::AuditSummary out;
  out.files = summary.sources;
  copy_counts(summary, out);
  for (const auto& [id, n] : summary.by_rule)
    if (const auto rule = engine::rule_from_id(id)) out.by_rule[static_cast<std::size_t>(*rule)] = n;
  for (const handaudit::InputFile& input : summary.inputs) out.inputs.push_back({input.path, input.bytes, input.sha256});
  return out;
}

engine::ProfileChoice profile_choice(const std::optional<handaudit::Profile>& profile,
                                     const std::vector<handaudit::SwitchSetting>& switches) {
  std::vector<engine::SwitchSetting> settings;
  for (const handaudit::SwitchSetting& s : switches)
    if (!handaudit::switch_error(s)) settings.push_back({s.name, s.value});
  return engine::ProfileChoice(profile ? std::string_view(profile->name()) : std::string_view(), settings);
}

}  // namespace api

namespace handaudit {

std::string_view severity_id(Severity s) {
  // The ids of the reports: one table of them, the engine's.
  for (const engine::Severity e : {engine::Severity::kNote, engine::Severity::kWarning, engine::Severity::kError})
    if (api::public_severity(e) == s) return engine::severity_id(e);
  return engine::severity_id(engine::Severity::kError);
}

std::string_view status_id(HandStatus s) {
  // The ids of the reports: one table of them, audit's.
  switch (s) {
    case HandStatus::kClean:
      return audit::status_id(audit::HandStatus::kClean);
    case HandStatus::kFindings:
      return audit::status_id(audit::HandStatus::kFindings);
    case HandStatus::kUnreadable:
      return audit::status_id(audit::HandStatus::kUnreadable);
  }
  return audit::status_id(audit::HandStatus::kUnreadable);
}

std::string to_json(const HandResult& hand) {
  std::string out;
  report::append_json_hand(out, api::internal_report(hand));
  return out;
}

std::string to_json(const TableResult& table) {
  validators::TableFindings internal{table.site, table.table, table.tournament_id, {}, {}, {}, table.whole_tournament};
  for (const CrossHandFinding& c : table.findings) internal.findings.push_back(api::internal_cross_hand(c));
  for (const WaivedCrossHandFinding& w : table.waived)
    internal.waived.push_back({api::internal_cross_hand(w.finding), w.waiver});
  std::string out;
  report::append_json_table(out, internal);
  return out;
}

}  // namespace handaudit
