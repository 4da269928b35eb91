// The provenance a report carries (report/run_info.h), read back from any of
// its formats for `handaudit verify`: the NDJSON summary's "provenance", the
// text report's last lines, the JUnit suite "provenance", the SARIF run's
// artifacts and tool. The format is told from the report's first bytes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cli {

struct ProvenanceInput {
  std::string path;  // as the audit named it
  std::uint64_t bytes = 0;
  std::string sha256;
  friend bool operator==(const ProvenanceInput&, const ProvenanceInput&) = default;
};

struct ReportProvenance {
  std::string format;   // "json", "text", "junit" or "sarif"
  std::string version;  // of the handaudit that wrote the report
  std::string build;
  std::vector<ProvenanceInput> inputs;
};

// The provenance of `report`; nullopt, with the reason in `error`, when the
// report is not one handaudit writes or holds no provenance (an older
// handaudit's, or one cut short before its end).
std::optional<ReportProvenance> read_provenance(std::string_view report, std::string& error);

}  // namespace cli
