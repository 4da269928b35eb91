// What a report says about the run that made it, beside its findings: the
// waivers it applied (audit/waiver.h) and its provenance, the handaudit that
// made it and the rules it was told to apply. Known before the first hand,
// so the writers are given it when they are made; what is known only at the
// end (the counts, the inputs with their digests) comes in the summary.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "audit/audit_summary.h"
#include "audit/waiver.h"

namespace report {

struct RunInfo {
  std::shared_ptr<const audit::WaiverSet> waivers;  // null: none
  // Provenance. Empty `version`: none known (a writer made by hand, in tests).
  std::string version;  // handaudit's
  std::string build;    // compiler, build type, static or sanitized
  std::string profile;  // a built-in profile's name; "": each site's own
  std::vector<std::pair<std::string, std::string>> switches;  // house switches set, in order
  std::vector<std::string> only;     // rule ids; empty: every rule
  std::vector<std::string> disable;  // rule ids
};

// "stack-continuity, table 'Vesta IV', player 'Bob'": what a waiver is for,
// in the words of the text and JUnit reports.
std::string waiver_scope(const audit::Waiver& waiver);

// "every rule", "only a, b", "every rule but c", "only a, b but b".
std::string rules_text(const RunInfo& run);
// "draw_burns=0, disconnect_protection=true", or "none".
std::string switches_text(const RunInfo& run);

// The text report's last lines (and a form `handaudit verify` reads back):
//   handaudit 0.1.0 (GNU 12.2.0, Release, static); profile: each site's own; switches: none; rules: every rule
//   input "samples/errors.txt": 23456 bytes, sha256 5f1c...
// The path is written as a JSON string.
std::string provenance_text(const RunInfo& run, const std::vector<audit::InputFile>& inputs);

}  // namespace report
