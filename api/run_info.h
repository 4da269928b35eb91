// What a run of the Auditor tells its report writers before its first hand:
// the waivers of AuditorOptions (include/handaudit/auditor.h) as the audit
// room applies them (audit/waiver.h), and what the reports say of the run.
#pragma once

#include <memory>

#include "audit/waiver.h"
#include "handaudit/auditor.h"
#include "report/run_info.h"

namespace api {

// The waivers waiver_error() accepts, judged as of options.waivers_as_of
// (today when empty); null when there are none.
std::shared_ptr<const audit::WaiverSet> waiver_set(const handaudit::AuditorOptions& options);

// What the report writers are told of the run before its first hand: its
// waivers and its provenance (this handaudit's version and build, the
// profile, the switches accepted, the rules selected).
std::shared_ptr<const report::RunInfo> run_info(const handaudit::AuditorOptions& options);

}  // namespace api
