#include "engine/finding.h"

#include <array>

namespace engine {

namespace {

struct RuleInfo {
  std::string_view id;
  Severity severity;
  Category category;
};

// In the order of enum class Rule.
constexpr std::array<RuleInfo, kRuleCount> kRules{{
    {"parse-error", Severity::kError, Category::kFormat},
    {"unsupported-game", Severity::kWarning, Category::kFormat},
    {"truncated-hand", Severity::kError, Category::kFormat},
    {"inconsistent-record", Severity::kError, Category::kFormat},
    {"duplicate-card", Severity::kError, Category::kDeal},
    {"invalid-card", Severity::kError, Category::kDeal},
    {"wrong-card-count", Severity::kError, Category::kDeal},
    {"cards-after-hand-ended", Severity::kWarning, Category::kDeal},
    {"wrong-blind-position", Severity::kError, Category::kForcedBet},
    {"wrong-forced-bet-amount", Severity::kError, Category::kForcedBet},
    {"dead-money-counted-live", Severity::kError, Category::kForcedBet},
    {"bring-in-wrong-player", Severity::kError, Category::kForcedBet},
    {"illegal-straddle", Severity::kError, Category::kForcedBet},
    {"missed-blind-not-posted", Severity::kWarning, Category::kForcedBet},
    {"bba-order-violation", Severity::kError, Category::kForcedBet},
    {"button-movement", Severity::kError, Category::kForcedBet},
    {"big-blind-twice-or-skipped", Severity::kWarning, Category::kForcedBet},
    {"dealt-in-between-sb-and-button", Severity::kError, Category::kForcedBet},
    {"action-out-of-turn", Severity::kError, Category::kActionOrder},
    {"wrong-first-actor", Severity::kError, Category::kActionOrder},
    {"action-by-inactive-player", Severity::kError, Category::kActionOrder},
    {"round-closed-early", Severity::kError, Category::kActionOrder},
    {"action-after-round-closed", Severity::kError, Category::kActionOrder},
    {"check-facing-bet", Severity::kError, Category::kIllegalBet},
    {"wrong-call-amount", Severity::kError, Category::kIllegalBet},
    {"bet-below-minimum", Severity::kError, Category::kIllegalBet},
    {"raise-below-minimum", Severity::kError, Category::kIllegalBet},
    {"raise-not-reopened", Severity::kError, Category::kIllegalBet},
    {"limit-wrong-increment", Severity::kError, Category::kIllegalBet},
    {"raise-cap-exceeded", Severity::kError, Category::kIllegalBet},
    {"pot-limit-exceeded", Severity::kError, Category::kIllegalBet},
    {"wager-exceeds-stack", Severity::kError, Category::kIllegalBet},
    {"all-in-flag-inconsistent", Severity::kError, Category::kIllegalBet},
    {"bet-with-no-live-opponent", Severity::kWarning, Category::kIllegalBet},
    {"uncalled-bet-not-returned", Severity::kError, Category::kSidePot},
    {"pot-amount-mismatch", Severity::kError, Category::kSidePot},
    {"ineligible-player-awarded", Severity::kError, Category::kSidePot},
    {"unclaimable-pot-layer", Severity::kWarning, Category::kSidePot},
    {"wrong-winner", Severity::kError, Category::kPotSplit},
    {"tie-not-split-equally", Severity::kError, Category::kPotSplit},
    {"suit-used-to-break-tie", Severity::kError, Category::kPotSplit},
    {"low-awarded-to-non-qualifier", Severity::kError, Category::kPotSplit},
    {"scoop-not-awarded", Severity::kError, Category::kPotSplit},
    {"hand-description-mismatch", Severity::kWarning, Category::kPotSplit},
    {"winner-did-not-show", Severity::kWarning, Category::kPotSplit},
    {"odd-chip-wrong-recipient", Severity::kError, Category::kOddChip},
    {"odd-chip-invalid", Severity::kError, Category::kOddChip},
    {"chip-conservation", Severity::kError, Category::kConservation},
    {"rake-invalid", Severity::kError, Category::kConservation},
    {"stack-mismatch", Severity::kError, Category::kConservation},
    {"stack-continuity", Severity::kWarning, Category::kConservation},
    {"run-it-twice-invalid", Severity::kError, Category::kConservation},
    {"unrecognized-line", Severity::kWarning, Category::kFormat},
    {"session-gap", Severity::kNote, Category::kFormat},
    {"conflicting-copies", Severity::kError, Category::kFormat},
    {"forced-bet-after-deal", Severity::kError, Category::kForcedBet},
    {"irregular-stakes", Severity::kWarning, Category::kIllegalBet},
    {"no-hands-in-file", Severity::kNote, Category::kFormat},
    {"tournament-level-mismatch", Severity::kError, Category::kForcedBet},
    {"tournament-continuity", Severity::kError, Category::kConservation},
    {"tournament-summary-mismatch", Severity::kError, Category::kConservation},
}};

constexpr std::array<std::string_view, 9> kCategories{{
    "format",
    "deal",
    "forced-bet",
    "action-order",
    "illegal-bet",
    "side-pot",
    "pot-split",
    "odd-chip",
    "conservation",
}};

}  // namespace

std::string_view rule_id(Rule r) { return kRules[static_cast<std::size_t>(r)].id; }
Severity default_severity(Rule r) { return kRules[static_cast<std::size_t>(r)].severity; }
Category rule_category(Rule r) { return kRules[static_cast<std::size_t>(r)].category; }
std::string_view category_id(Category c) { return kCategories[static_cast<std::size_t>(c)]; }
std::string_view severity_id(Severity s) {
  switch (s) {
    case Severity::kNote:
      return "note";
    case Severity::kWarning:
      return "warning";
    case Severity::kError:
      return "error";
  }
  return "error";
}

std::optional<Rule> rule_from_id(std::string_view id) {
  for (std::size_t i = 0; i < kRules.size(); ++i)
    if (kRules[i].id == id) return static_cast<Rule>(i);
  return std::nullopt;
}

}  // namespace engine
