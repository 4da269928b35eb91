// The handaudit command line: parses arguments (CLI11) and dispatches to the
// commands. Usage errors exit with ExitCode::kUsage, whatever CLI11's own
// code for the error would be.
#pragma once

namespace cli {

// The whole program: returns the process exit status.
int run(int argc, char** argv);

}  // namespace cli
