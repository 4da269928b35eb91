// Rule: the stable ids of the findings catalogue (FINDINGS.md), and Finding,
// the structured record every stage of the pipeline reports.
//
// The ids are public interface (reports, --disable, SARIF): never renumber the
// meaning of an id; new rules are appended.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/finding_value.h"

namespace engine {

enum class Rule : std::uint8_t {
  kParseError,
  kUnsupportedGame,
  kTruncatedHand,
  kInconsistentRecord,
  kDuplicateCard,
  kInvalidCard,
  kWrongCardCount,
  kCardsAfterHandEnded,
  kWrongBlindPosition,
  kWrongForcedBetAmount,
  kDeadMoneyCountedLive,
  kBringInWrongPlayer,
  kIllegalStraddle,
  kMissedBlindNotPosted,
  kBbaOrderViolation,
  kButtonMovement,
  kBigBlindTwiceOrSkipped,
  kDealtInBetweenSbAndButton,
  kActionOutOfTurn,
  kWrongFirstActor,
  kActionByInactivePlayer,
  kRoundClosedEarly,
  kActionAfterRoundClosed,
  kCheckFacingBet,
  kWrongCallAmount,
  kBetBelowMinimum,
  kRaiseBelowMinimum,
  kRaiseNotReopened,
  kLimitWrongIncrement,
  kRaiseCapExceeded,
  kPotLimitExceeded,
  kWagerExceedsStack,
  kAllInFlagInconsistent,
  kBetWithNoLiveOpponent,
  kUncalledBetNotReturned,
  kPotAmountMismatch,
  kIneligiblePlayerAwarded,
  kUnclaimablePotLayer,
  kWrongWinner,
  kTieNotSplitEqually,
  kSuitUsedToBreakTie,
  kLowAwardedToNonQualifier,
  kScoopNotAwarded,
  kHandDescriptionMismatch,
  kWinnerDidNotShow,
  kOddChipWrongRecipient,
  kOddChipInvalid,
  kChipConservation,
  kRakeInvalid,
  kStackMismatch,
  kStackContinuity,
  kRunItTwiceInvalid,
  kUnrecognizedLine,
  kSessionGap,
  kConflictingCopies,
  kForcedBetAfterDeal,
  kIrregularStakes,
  kNoHandsInFile,
  kTournamentLevelMismatch,
  kTournamentContinuity,
  kTournamentSummaryMismatch,
};
inline constexpr int kRuleCount = 61;

// error: the log shows what the rules forbid, or money that does not add
// up; warning: suspicious, a legal hand can look like it; note: a fact to
// know that accuses no one (FINDINGS.md), never a cause to fail a run.
enum class Severity : std::uint8_t { kNote, kWarning, kError };

enum class Category : std::uint8_t {
  kFormat,
  kDeal,
  kForcedBet,
  kActionOrder,
  kIllegalBet,
  kSidePot,
  kPotSplit,
  kOddChip,
  kConservation,
};

std::string_view rule_id(Rule r);              // "raise-below-minimum"
std::optional<Rule> rule_from_id(std::string_view id);
Severity default_severity(Rule r);
Category rule_category(Rule r);
std::string_view category_id(Category c);      // "illegal-bet"
std::string_view severity_id(Severity s);      // "error" / "warning" / "note"

// A position in the decoded source text; 1-based, 0 = unknown.
struct SourcePos {
  std::uint32_t line = 0;
  std::uint32_t column = 0;

  friend bool operator==(const SourcePos&, const SourcePos&) = default;
};

struct Finding {
  Rule rule = Rule::kParseError;
  SourcePos pos;
  std::string player;    // empty when no single player is concerned
  std::string street;    // "preflop", "flop", ... or empty
  std::string message;   // one sentence a floor manager understands
  FindingValue expected;  // what the rules (or the log's own sums) say
  FindingValue actual;    // what the log says

  Severity severity() const { return default_severity(rule); }

  friend bool operator==(const Finding&, const Finding&) = default;
};

}  // namespace engine
