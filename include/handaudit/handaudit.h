// handaudit: audits poker hand histories against the rules of the game.
// The whole public face; nothing here needs a third-party header.
#pragma once

#include "handaudit/auditor.h"
#include "handaudit/converter.h"
#include "handaudit/finding.h"
#include "handaudit/hand_result.h"
#include "handaudit/profile.h"
#include "handaudit/replay.h"
#include "handaudit/rules.h"
#include "handaudit/version.h"
