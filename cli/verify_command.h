// `handaudit verify REPORT`: whether a report still describes its inputs.
// It reads the provenance the report carries (cli/report_provenance.h: any
// format of `handaudit audit`), hashes every input again and says, input by
// input, whether it is as it was (size and SHA-256), changed, or gone.
//
//   $ handaudit verify audit.ndjson
//   report: json, handaudit 0.1.0 (GNU 12.2.0, Release, static), 2 inputs
//   unchanged    samples/errors.txt
//   changed      samples/clean_cash_nl.txt: 6838 bytes, sha256 3b84722c... in the report; now 6839 bytes, sha256 0e5d61aa...
//   1 of 2 inputs changed, missing or unverifiable: the report no longer describes its inputs
#pragma once

#include <cstdio>
#include <string>

#include "audit/exit_code.h"

namespace cli {

struct VerifyOptions {
  std::string report;  // a report's path, or "-" for standard input
  std::string root;    // where relative input paths are found; "": the working directory
};

// kOk: every input unchanged; kFindings: some input changed, missing or
// not to be read again (standard input); kUsage: the report cannot be read
// or carries no provenance.
audit::ExitCode run_verify(const VerifyOptions& options, std::FILE* out, std::FILE* err);

}  // namespace cli
