// The cross-hand snapshot of an audited hand (validators/hand_snapshot.h),
// with the source lines its findings may quote copied in: the table line and
// the seat lines. Pure: called by the workers beside audit_hand.
#pragma once

#include <cstdint>
#include <string_view>

#include "engine/hand_record.h"
#include "validators/hand_snapshot.h"

namespace audit {

// `text` is the hand as the splitter located it, starting at file line
// `line`; `record` was parsed from it and `snapshot` built from the record.
void attach_source(validators::HandSnapshot& snapshot, std::string_view text, std::uint32_t line,
                   std::string_view source);

}  // namespace audit
