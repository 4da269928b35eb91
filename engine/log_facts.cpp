#include "engine/log_facts.h"

#include <array>

namespace engine {

namespace {

constexpr std::array<std::string_view, kLogFactCount> kDescriptions{
    "the players' names from hand to hand",
    "the summary's total pot",
    "the summary's rake",
    "the return of an uncalled bet",
    "the description of a shown hand",
    "the tournament's blind level in the header",
};

}  // namespace

std::string_view fact_description(LogFact f) { return kDescriptions[static_cast<std::size_t>(f)]; }

}  // namespace engine
