// One hand stepped through action by action, as `handaudit replay` shows it
// (INTERFACE.md): after every betting action each player's stack and chips
// in front, the pot(s), who is due next and what he may do, the findings at
// that action; at the end the pots with their eligible players and awards.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "handaudit/profile.h"

namespace handaudit {

enum class ReplayFormat : std::uint8_t {
  kText,  // blocks readable in 80 columns
  kJson,  // NDJSON: a "hand" object, a "step" object per betting action, a "result" object
  kHtml,  // one self-contained page: the html report's replayer (docs/html-report.md)
};

struct ReplayOptions {
  ReplayFormat format = ReplayFormat::kText;
  std::optional<Profile> profile;  // nullopt: the site's own (PHH: wsop)
  std::vector<SwitchSetting> switches;  // set on top of it, as AuditorOptions::switches
};

struct Replay {
  std::string hand_id;
  std::string text;         // in the format asked
  bool has_errors = false;  // a finding of severity error
};

// The ids of the hands of `bytes` (one source: a PokerStars text or a PHH
// document, any encoding handaudit reads), in order. `source_name` is shown
// in the replay and, ending in .phh or .phhs, makes the bytes PHH.
std::vector<std::string> replay_hand_ids(std::string_view bytes, std::string_view source_name = "-");

// The hand `hand_id` of `bytes` ("" the first; "#ID" also matches ID),
// replayed; nullopt when there is no such hand.
std::optional<Replay> replay(std::string_view bytes, std::string_view hand_id, const ReplayOptions& options = {},
                             std::string_view source_name = "-");

}  // namespace handaudit
