// Waivers (the project file's "waivers", docs/config.md): findings an
// operator has looked at and accepted, for a table, a hand or a player, with
// a reason and the last day the acceptance holds. A finding a waiver in
// force matches is taken out of the findings (it no longer counts for the
// status, the summary's counts or the exit status) and listed apart as
// waived; one an expired waiver matches is reported as any other, and the
// summary says which expired waiver would have taken it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "audit/hand_report.h"
#include "engine/finding.h"
#include "validators/table_sessions.h"

namespace audit {

struct Waiver {
  engine::Rule rule = engine::Rule::kParseError;
  // What it is for: every field given must match; at least one is given.
  std::string table;    // the table's name as the log writes it; "": any table
  std::string hand_id;  // the log's hand number; "": any hand
  std::string player;   // the finding's player; "": any player
  std::string reason;   // why it was accepted: never empty
  std::string expires;  // YYYY-MM-DD: the last day (UTC) it holds
  // False: refused where it was read (a library caller's mistake); it keeps
  // its place, so that the others keep their numbers, but matches nothing
  // and no report lists it.
  bool usable = true;
};

// Whether `date` is a date of the calendar written YYYY-MM-DD.
bool is_date(std::string_view date);
// Today's date in UTC, YYYY-MM-DD.
std::string today_utc();

// A finding's place, as waivers match it.
struct WaiverPlace {
  std::string_view table;
  std::string_view hand_id;
};

// The waivers of a run and the day they are judged on. Waivers are numbered
// from 1 in the order of the project file: "waiver 2" in every report.
class WaiverSet {
 public:
  // `as_of` is YYYY-MM-DD; a waiver holds through its `expires` day.
  WaiverSet(std::vector<Waiver> waivers, std::string as_of);

  const std::vector<Waiver>& waivers() const { return waivers_; }
  const std::string& as_of() const { return as_of_; }
  bool empty() const { return waivers_.empty(); }
  bool expired(std::size_t index) const { return expired_[index]; }

  // The first waiver in force that matches the finding, else the first
  // expired one that does (nullopt: none); an index into waivers().
  std::optional<std::uint32_t> match(const engine::Finding& f, const WaiverPlace& place) const;

 private:
  std::vector<Waiver> waivers_;
  std::vector<bool> expired_;
  std::string as_of_;
};

// Moves the findings of `report` that a waiver in force matches to
// report.waived; a finding only an expired waiver matches stays, noted in
// report.expired_waivers.
void apply_waivers(HandReport& report, const WaiverSet& waivers);
// The same for a table session's findings across hands.
void apply_waivers(validators::TableFindings& table, const WaiverSet& waivers);

}  // namespace audit
