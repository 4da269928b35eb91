// The html report's hand sections (api/report_html.h): a hand with its
// findings, and the data its replayer steps through, worked out by the
// replay of api/replay_view.h from the one hand's text read again.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "api/replay_view.h"
#include "audit/hand_report.h"
#include "engine/profile_choice.h"
#include "input/source_lines.h"
#include "replay/trace.h"

namespace api::html {

// A hand whose text is longer is listed with its findings but not replayed
// nor quoted: one hand of a log is a few kilobytes.
inline constexpr std::size_t kMaxEmbeddedBytes = std::size_t{64} << 10;

// What the summary's charts count of an embedded hand: its table ("" when
// the log names none) and the hour its log states it started (-1: none),
// in the log's zone ("" when it names none).
struct HandFacts {
  std::string table;
  int hour = -1;
  std::string zone;
};

// `<li class="sev-...">` and a finding in words: its rule, severity, (line,)
// message, expected and actual values; the caller closes the item.
void append_finding_item(std::string& out, const engine::Finding& f, bool with_line);

// One hand read for the page: its record, replayed with snapshots.
struct ReadHand {
  replay_view::Hand hand;
  replay::Trace trace;
};

// The text of `report`'s hand in `lines` (its unit), read and replayed
// under `profile`; false when the report has no text to read (text outside
// any hand, a damaged input) or too much of it (kMaxEmbeddedBytes).
bool read_hand(const audit::HandReport& report, const input::SourceLines& lines,
               const engine::ProfileChoice& profile, ReadHand& out);

// Where a hand is, for its section and data.
struct HandPlace {
  std::string_view source;
  std::uint32_t line = 0;      // the header's
  std::uint32_t end_line = 0;  // the last line of its text, 0 when unknown
  std::string_view hand_id;
  std::string_view format;
  std::string_view game;
  std::string_view structure;
  std::string_view status;     // audit::status_id
  bool outside_hand = false;   // text outside any hand, not a hand
  std::string_view table;      // "" when unknown
  int hour = -1;               // the hour the log states the hand started, -1: none
  std::string_view zone;       // its zone as the log writes it
  // No findings of its own: on the page for a cross-hand finding that names it.
  bool for_cross_hand = false;
};

// The <section class="hand"> of one hand: a heading, its findings as a
// list (what prints, and what a reader without script sees), a data block
// of its place and findings (class hand-meta, read by the findings table;
// from `place` and `findings` alone) and, when `read` is given, one of its
// replay (class hand-replay: the replay's "hand", "step" and "result"
// objects in an array, the cards the log shows and its lines from `text`,
// which starts at file line `first_line`); without `read` but with `text`,
// one of its lines alone. `facts` gets its table and hour.
void append_hand_section(std::string& out, const HandPlace& place, const std::vector<engine::Finding>& findings,
                         const ReadHand* read, std::string_view text, std::uint32_t first_line, HandFacts& facts);

// The data block of a hand's place and findings alone (what the section
// holds of them), for the findings table.
void append_hand_meta(std::string& out, const HandPlace& place, const std::vector<engine::Finding>& findings);

// The same for a hand of the audit (its table and hour as the audit named
// them, AuditSettings::table_names): read again from `lines` and replayed
// when `replayed` and it can be; a hand the audit could not replay
// (HandReport::replayed false) only quoted.
// `whole` false: its data block alone, and a line end. `for_cross_hand`:
// HandPlace::for_cross_hand.
void append_report_hand(std::string& out, const audit::HandReport& report, const input::SourceLines& lines,
                        const engine::ProfileChoice& profile, bool whole, HandFacts& facts,
                        bool for_cross_hand = false);

}  // namespace api::html
