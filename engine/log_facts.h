// The facts a hand-history format may leave out that some rules need. A
// room whose log never writes a fact cannot have those rules checked on its
// hands: the rule is not run there (audit::audit_room_hand), and
// `handaudit rules ID` names the rooms it cannot check and why.
//   which facts each rule needs:    validators/log_facts.h
//   which facts each room omits:    parser/room_readers.h (room_omissions)
#pragma once

#include <cstdint>
#include <string_view>

namespace engine {

enum class LogFact : std::uint8_t {
  kPlayerIdentity,    // a player keeps one name from hand to hand (cross-hand audits)
  kTotalPot,          // the summary states the total pot
  kRake,              // the summary states the rake
  kUncalledReturn,    // the return of an uncalled bet is written
  kHandDescriptions,  // a shown hand is described ("a pair of Kings")
  kTournamentLevels,  // a tournament hand's header numbers its blind level, as the reader takes it
};
inline constexpr int kLogFactCount = 6;

using FactMask = std::uint32_t;  // bit per LogFact

constexpr FactMask fact_bit(LogFact f) { return FactMask{1} << static_cast<unsigned>(f); }

// What the fact is, for messages: "the summary's total pot".
std::string_view fact_description(LogFact f);

}  // namespace engine
