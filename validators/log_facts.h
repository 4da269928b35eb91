// The facts of a log (engine/log_facts.h) each rule needs to be checked.
#pragma once

#include "engine/finding.h"
#include "engine/log_facts.h"

namespace validators {

// The facts `rule` needs; 0 for a rule every format that is read can check.
engine::FactMask facts_needed(engine::Rule rule);

// Whether `rule` can be checked on a log that omits the facts of `omitted`.
inline bool checkable(engine::Rule rule, engine::FactMask omitted) { return (facts_needed(rule) & omitted) == 0; }

}  // namespace validators
