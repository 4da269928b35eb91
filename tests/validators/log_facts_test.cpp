// The facts each rule needs of a log (validators/log_facts.h).
#include <doctest/doctest.h>

#include "validators/log_facts.h"

using engine::LogFact;
using engine::Rule;
using validators::checkable;

TEST_CASE("log facts: the cross-hand audits need names that last, the summary checks their lines") {
  const engine::FactMask identity = engine::fact_bit(LogFact::kPlayerIdentity);
  for (Rule r : {Rule::kButtonMovement, Rule::kBigBlindTwiceOrSkipped, Rule::kDealtInBetweenSbAndButton,
                 Rule::kMissedBlindNotPosted, Rule::kStackContinuity})
    CHECK_FALSE(checkable(r, identity));
  CHECK(checkable(Rule::kRaiseBelowMinimum, identity));
  CHECK_FALSE(checkable(Rule::kPotAmountMismatch, engine::fact_bit(LogFact::kTotalPot)));
  CHECK_FALSE(checkable(Rule::kRakeInvalid, engine::fact_bit(LogFact::kRake)));
  CHECK_FALSE(checkable(Rule::kUncalledBetNotReturned, engine::fact_bit(LogFact::kUncalledReturn)));
  CHECK_FALSE(checkable(Rule::kHandDescriptionMismatch, engine::fact_bit(LogFact::kHandDescriptions)));
  // A log that omits nothing checks everything.
  for (int i = 0; i < engine::kRuleCount; ++i) CHECK(checkable(static_cast<Rule>(i), 0));
  // Every fact is needed by some rule: an omission always costs a check.
  for (int f = 0; f < engine::kLogFactCount; ++f) {
    bool needed = false;
    for (int i = 0; i < engine::kRuleCount; ++i)
      needed = needed || !checkable(static_cast<Rule>(i), engine::fact_bit(static_cast<LogFact>(f)));
    CHECK_MESSAGE(needed, "fact ", f, " is needed by no rule");
  }
}
