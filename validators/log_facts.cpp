#include "validators/log_facts.h"

namespace validators {

using engine::LogFact;
using engine::Rule;

engine::FactMask facts_needed(Rule rule) {
  switch (rule) {
    // The cross-hand audits follow each player from one hand to the next.
    case Rule::kButtonMovement:
    case Rule::kBigBlindTwiceOrSkipped:
    case Rule::kDealtInBetweenSbAndButton:
    case Rule::kMissedBlindNotPosted:
    case Rule::kStackContinuity:
    case Rule::kTournamentContinuity:
    case Rule::kSessionGap:
      return engine::fact_bit(LogFact::kPlayerIdentity);
    // (conflicting-copies needs no names kept from hand to hand: the copies
    // of a hand that joins no table session are compared room-wide.)
    case Rule::kPotAmountMismatch:
      return engine::fact_bit(LogFact::kTotalPot);
    case Rule::kRakeInvalid:
      return engine::fact_bit(LogFact::kRake);
    case Rule::kUncalledBetNotReturned:
      return engine::fact_bit(LogFact::kUncalledReturn);
    case Rule::kHandDescriptionMismatch:
      return engine::fact_bit(LogFact::kHandDescriptions);
    case Rule::kTournamentLevelMismatch:
      return engine::fact_bit(LogFact::kTournamentLevels);
    default:
      return 0;
  }
}

}  // namespace validators
