// `handaudit replay FILE [--hand ID] [--format text|json]` (INTERFACE.md):
// one hand stepped through action by action. After every betting action it
// shows each player's stack behind and chips in front, the pot(s) so far, who
// is due next and what he may do, and the findings at that action; at the end
// the pots with their eligible players and awards, and every finding.
//
// text: blocks readable in 80 columns. json: NDJSON, one "hand" object (the
// header and the state after the forced bets), one "step" object per betting
// action, one "result" object. Amounts in JSON are numbers in the log's own
// unit (dollars, chips), written exactly from the integer centi-units.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "audit/exit_code.h"
#include "handaudit/replay.h"

namespace cli {

using ReplayFormat = handaudit::ReplayFormat;

struct ReplayOptions {
  std::string path;       // a file, or "-" for standard input
  std::string hand_id;    // empty: the first hand of the file
  ReplayFormat format = ReplayFormat::kText;
  // --html OUT.html: the page of the hand (ReplayFormat::kHtml) to that file
  // instead of --format's output on `out`; "": none.
  std::string html_path;
  std::string profile;    // "" = the site's own profile
  std::vector<std::string> sets;  // --set NAME=VALUE, checked by the command line
};

// Exit status: kOk when the hand has no error finding, kFindings when it has;
// kUsage when the file holds no hand or not the one asked for (the message on
// `err` lists the ids it does hold); kUnreadableInput when it cannot be read.
audit::ExitCode run_replay(const ReplayOptions& options, std::FILE* out, std::FILE* err);

}  // namespace cli
