#include "cli/replay_command.h"

#include <fmt/format.h>

#include <optional>
#include <string>
#include <vector>

#include "handaudit/replay.h"
#include "input/archive_reader.h"
#include "input/inputs.h"

namespace cli {

namespace {

// Reads `bytes` whole into `text` (a member's size is bounded by the bomb
// limits of input/archive_reader.h). False on a read error.
bool read_all(input::ByteSource& bytes, std::string& text) {
  constexpr std::size_t kPiece = std::size_t{1} << 20;
  for (;;) {
    const std::size_t at = text.size();
    text.resize(at + kPiece);
    const std::optional<std::size_t> n = bytes.read(text.data() + at, kPiece);
    text.resize(at + n.value_or(0));
    if (!n) return false;
    if (*n < kPiece) return true;
  }
}

// The files of the input (itself, or the members of an archive, named as
// `audit` names them), searched in order for the hand: the first that holds
// it is replayed. `ids` gathers the hands of all when none does.
struct Search {
  std::optional<handaudit::Replay> replay;
  std::vector<std::string> ids;
  std::vector<std::string> unreadable;  // "name: reason"
};

Search search_input(input::ByteSource& source, const ReplayOptions& options,
                    const handaudit::ReplayOptions& replay_options) {
  Search search;
  input::MemberCallbacks callbacks;
  callbacks.member = [&](const std::string& name, input::ByteSource& bytes) {
    std::string text;
    if (!read_all(bytes, text)) return true;  // read_members reports the error
    search.replay = handaudit::replay(text, options.hand_id, replay_options, name);
    if (search.replay) return false;
    for (std::string& id : handaudit::replay_hand_ids(text, name)) search.ids.push_back(std::move(id));
    return true;
  };
  callbacks.unreadable = [&](const std::string& name, const std::string& reason) {
    std::string line = name;
    line += ": ";
    line += reason;
    search.unreadable.push_back(std::move(line));
  };
  input::read_members(source, options.path, callbacks);
  return search;
}

}  // namespace

audit::ExitCode run_replay(const ReplayOptions& options, std::FILE* out, std::FILE* err) {
  input::InputStream stream;
  if (const auto error = stream.open(options.path)) {
    fmt::print(err, "handaudit: cannot read {}: {}\n", options.path, *error);
    return audit::ExitCode::kUnreadableInput;
  }
  handaudit::ReplayOptions replay_options;
  replay_options.format = options.html_path.empty() ? options.format : ReplayFormat::kHtml;
  for (const std::string& text : options.sets) replay_options.switches.push_back(handaudit::SwitchSetting::from_text(text));
  if (!options.profile.empty()) {
    replay_options.profile = handaudit::Profile::named(options.profile);
    if (!replay_options.profile) {
      fmt::print(err, "handaudit: unknown profile '{}' (run 'handaudit rules --profiles' for the list)\n",
                 options.profile);
      return audit::ExitCode::kUsage;
    }
  }
  const Search search = search_input(stream, options, replay_options);
  if (!search.replay) {
    for (const std::string& line : search.unreadable) fmt::print(err, "handaudit: cannot read {}\n", line);
    if (!search.unreadable.empty()) return audit::ExitCode::kUnreadableInput;
    if (search.ids.empty())
      fmt::print(err, "handaudit: {} holds no hand\n", options.path);
    else
      fmt::print(err, "handaudit: no hand '{}' in {}; it holds: {}\n", options.hand_id, options.path,
                 fmt::join(search.ids, ", "));
    return audit::ExitCode::kUsage;
  }
  if (!options.html_path.empty()) {
    std::FILE* page = std::fopen(options.html_path.c_str(), "wb");
    const bool written = page != nullptr &&
                         std::fwrite(search.replay->text.data(), 1, search.replay->text.size(), page) ==
                             search.replay->text.size();
    if (page == nullptr || std::fclose(page) != 0 || !written) {
      fmt::print(err, "handaudit: cannot write {}\n", options.html_path);
      return audit::ExitCode::kUsage;
    }
    return search.replay->has_errors ? audit::ExitCode::kFindings : audit::ExitCode::kOk;
  }
  std::fwrite(search.replay->text.data(), 1, search.replay->text.size(), out);
  std::fflush(out);
  return search.replay->has_errors ? audit::ExitCode::kFindings : audit::ExitCode::kOk;
}

}  // namespace cli
