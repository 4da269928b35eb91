// What a report says about the run that made it, beside its findings: the
// waivers it applied (audit/waiver.h). Known before the first hand, so the
// writers are given it when they are made; what is known only at the end
// (the counts) comes in the summary.
#pragma once

#include <memory>

#include "audit/waiver.h"

namespace report {

struct RunInfo {
  std::shared_ptr<const audit::WaiverSet> waivers;  // null: none
};

// "stack-continuity, table 'Vesta IV', player 'Bob'": what a waiver is for,
// in the words of the text and JUnit reports.
std::string waiver_scope(const audit::Waiver& waiver);

}  // namespace report
