// `audit --baseline FILE`: the findings of an earlier run's NDJSON report
// (`audit --format json`) or SARIF log (`--format sarif`), as the keys of
// api/baseline.h, so that a run reports and fails on only the findings that
// are new.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "handaudit/auditor.h"

namespace cli {

// The baseline of an NDJSON report's or a SARIF log's text; nullopt with
// `error` ("line N: ...") when a line is not an object of such a report.
// The summary line is passed over, as are hands without findings and
// waived findings.
std::optional<handaudit::Baseline> parse_baseline(std::string_view ndjson, std::string& error);

// The same for the file at `path`; `error` also says when it cannot be read.
std::optional<handaudit::Baseline> read_baseline(const std::string& path, std::string& error);

}  // namespace cli
