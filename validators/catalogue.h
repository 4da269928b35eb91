// The explanation of every finding rule, as served by `handaudit rules ID` and
// used for report metadata (SARIF rule descriptions).
//
// One RuleDoc per engine::Rule, stored in enum order. The ids, severities and
// categories themselves live in engine/finding.h; this file only explains them.
// All texts are static: the views point into the binary and never dangle.
#pragma once

#include <span>
#include <string_view>

#include "engine/finding.h"

namespace validators {

struct RuleDoc {
  engine::Rule rule;
  // One line, at most 100 characters: what the finding means.
  std::string_view summary;
  // What exactly is checked, 2-5 sentences, with formulas where they help.
  std::string_view checks;
  // Outside rules the check rests on, e.g. "TDA 2024 Rule 43-A; RRP No-Limit 4".
  std::string_view authority;
  // Comma-separated names of the RULES.md §0.1 profile fields the check reads
  // ("limit_cap, heads_up_uncap"); empty when the check reads none.
  std::string_view profile_switches;
  // A minimal PokerStars-style excerpt (3-10 lines, '\n'-separated, no final
  // newline) whose last line is the verdict: "=> rule-id (severity): why".
  std::string_view example;
};

// The doc of one rule; every enumerator has one.
const RuleDoc& rule_doc(engine::Rule r);

// All docs in enum order: all_rule_docs()[i].rule == static_cast<engine::Rule>(i).
std::span<const RuleDoc> all_rule_docs();

}  // namespace validators
