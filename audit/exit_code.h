// ExitCode: the process exit statuses of handaudit. They are interface
// (INTERFACE.md "Exit status"): CI pipelines branch on them.
#pragma once

namespace audit {

enum class ExitCode : int {
  kOk = 0,               // nothing at or above --fail-on
  kFindings = 1,         // at least one finding at or above --fail-on
  kUsage = 2,            // bad command line
  kUnreadableInput = 3,  // an input could not be opened or read; wins over kFindings
};

constexpr int to_int(ExitCode code) { return static_cast<int>(code); }

}  // namespace audit
