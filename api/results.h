// The library's internal reports and the public results of
// include/handaudit/ (hand_result.h, auditor.h), each made from the other.
#pragma once

#include "audit/audit_summary.h"
#include "audit/hand_report.h"
#include "engine/profile_choice.h"
#include "handaudit/auditor.h"
#include "handaudit/hand_result.h"
#include "validators/table_sessions.h"

namespace api {

handaudit::Severity public_severity(engine::Severity s);
handaudit::HandResult hand_result(const audit::HandReport& report);
handaudit::TableResult table_result(const validators::TableFindings& table);
handaudit::Summary public_summary(const audit::AuditSummary& summary);
// The summary the report writers and the exit status read (no `seconds`).
audit::AuditSummary internal_summary(const handaudit::Summary& summary);
// The run's profile choice: `profile` (nullopt: each site's own) with the
// settings handaudit::switch_error() accepts.
engine::ProfileChoice profile_choice(const std::optional<handaudit::Profile>& profile,
                                     const std::vector<handaudit::SwitchSetting>& switches);

}  // namespace api
