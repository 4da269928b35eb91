#include "cli/replay_command.h"

#include <fmt/format.h>

#include <optional>
#include <string>
#include <vector>

#include "handaudit/replay.h"
#include "input/inputs.h"

namespace cli {

audit::ExitCode run_replay(const ReplayOptions& options, std::FILE* out, std::FILE* err) {
  std::string bytes;
  if (const auto error = input::read_whole_file(options.path, bytes)) {
    fmt::print(err, "handaudit: cannot read {}: {}\n", options.path, *error);
    return audit::ExitCode::kUnreadableInput;
  }
  handaudit::ReplayOptions replay_options;
  replay_options.format = options.format;
  if (!options.profile.empty()) {
    replay_options.profile = handaudit::Profile::named(options.profile);
    if (!replay_options.profile) {
      fmt::print(err, "handaudit: unknown profile '{}' (run 'handaudit rules --profiles' for the list)\n",
                 options.profile);
      return audit::ExitCode::kUsage;
    }
  }
  const std::optional<handaudit::Replay> replay =
      handaudit::replay(bytes, options.hand_id, replay_options, options.path);
  if (!replay) {
    const std::vector<std::string> ids = handaudit::replay_hand_ids(bytes, options.path);
    if (ids.empty())
      fmt::print(err, "handaudit: {} holds no hand\n", options.path);
    else
      fmt::print(err, "handaudit: no hand '{}' in {}; it holds: {}\n", options.hand_id, options.path,
                 fmt::join(ids, ", "));
    return audit::ExitCode::kUsage;
  }
  std::fwrite(replay->text.data(), 1, replay->text.size(), out);
  std::fflush(out);
  return replay->has_errors ? audit::ExitCode::kFindings : audit::ExitCode::kOk;
}

}  // namespace cli
