// A finding: one place where a hand history and the rules disagree, with its
// stable rule id (FINDINGS.md), where it is, and what was expected against
// what the log says.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace handaudit {

// error: the log shows something the rules forbid, or money that does not
// add up. warning: suspicious or incomplete, a legal hand can look like
// this. note: a fact to know that accuses no one; never fails a run.
enum class Severity : std::uint8_t { kNote, kWarning, kError };
std::string_view severity_id(Severity s);  // "note", "warning", "error"

// 1-based line and column in the decoded source text; 0 when unknown.
struct Position {
  std::uint32_t line = 0;
  std::uint32_t column = 0;
  friend bool operator==(const Position&, const Position&) = default;
};

struct Finding {
  std::string rule;      // "raise-below-minimum": the id of FINDINGS.md
  std::string category;  // "illegal-bet"
  Severity severity = Severity::kError;
  Position position;
  std::string player;    // empty when no single player is concerned
  std::string street;    // "preflop", "flop", ... or empty
  std::string message;   // one sentence a floor manager understands
  // What the rules (or the log's own sums) give, and what the log says, as
  // the reports write them ("$2.50", "to $6"); empty when the rule has none.
  std::string expected;
  std::string actual;
  friend bool operator==(const Finding&, const Finding&) = default;
};

}  // namespace handaudit
