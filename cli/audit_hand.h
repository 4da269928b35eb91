// The pipeline for one hand: parse, replay, validate. Pure: no I/O, no
// threads; safe to call from any worker concurrently.
#pragma once

#include <cstdint>
#include <string_view>

#include "cli/hand_report.h"

namespace cli {

struct AuditSettings {
  std::string_view profile;   // "" = the site's own profile
};

// `text` is one hand (as located by the splitter), `line`/`column` where it
// starts in the decoded file. Positions in the returned findings are
// file-relative.
HandReport audit_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                      std::string_view source, const AuditSettings& settings);

}  // namespace cli
