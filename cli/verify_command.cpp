#include "cli/verify_command.h"

#include <fmt/format.h>

#include <filesystem>

#include "cli/report_provenance.h"
#include "input/inputs.h"
#include "input/sha256.h"

namespace cli {

namespace {

// The first 8 hex digits: enough to tell two digests apart by eye.
std::string_view short_digest(std::string_view sha256) { return sha256.substr(0, 8); }

}  // namespace

audit::ExitCode run_verify(const VerifyOptions& options, std::FILE* out, std::FILE* err) {
  std::string text;
  if (std::optional<std::string> error = input::read_whole_file(options.report, text)) {
    fmt::print(err, "handaudit: cannot read the report {}: {}\n", options.report, *error);
    return audit::ExitCode::kUsage;
  }
  std::string error;
  const std::optional<ReportProvenance> provenance = read_provenance(text, error);
  if (!provenance) {
    fmt::print(err, "handaudit: {} cannot be verified: {}\n", options.report, error);
    return audit::ExitCode::kUsage;
  }
  fmt::print(out, "report: {}, handaudit {} ({}), {} input{}\n", provenance->format, provenance->version,
             provenance->build, provenance->inputs.size(), provenance->inputs.size() == 1 ? "" : "s");

  std::size_t failed = 0;
  for (const ProvenanceInput& input : provenance->inputs) {
    if (input.path == input::kStdinPath) {
      ++failed;
      fmt::print(out, "{:<12} {}: standard input cannot be read again\n", "unverifiable", input.path);
      continue;
    }
    std::filesystem::path path(input.path);
    if (path.is_relative() && !options.root.empty()) path = std::filesystem::path(options.root) / path;
    std::string reason;
    const std::optional<input::FileDigest> now = input::digest_file(path.string(), &reason);
    if (!now) {
      ++failed;
      fmt::print(out, "{:<12} {}: {}\n", "missing", input.path, reason);
      continue;
    }
    if (now->bytes == input.bytes && now->sha256 == input.sha256) {
      fmt::print(out, "{:<12} {}\n", "unchanged", input.path);
      continue;
    }
    ++failed;
    fmt::print(out, "{:<12} {}: {} bytes, sha256 {}... in the report; now {} bytes, sha256 {}...\n", "changed",
               input.path, input.bytes, short_digest(input.sha256), now->bytes, short_digest(now->sha256));
  }
  if (failed == 0) {
    fmt::print(out, "every input unchanged: the report still describes its inputs\n");
    return audit::ExitCode::kOk;
  }
  fmt::print(out, "{} of {} input{} changed, missing or unverifiable: the report no longer describes its inputs\n",
             failed, provenance->inputs.size(), provenance->inputs.size() == 1 ? "" : "s");
  return audit::ExitCode::kFindings;
}

}  // namespace cli
