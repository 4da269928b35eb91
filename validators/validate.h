// validate(): every finding family read off one Trace.
//
// Each family is a small unit in its own file; they only read the trace and
// the record and append findings. Order of the result: by source position.
#pragma once

#include <vector>

#include "engine/finding.h"
#include "replay/trace.h"
#include "validators/log_account.h"

namespace validators {

std::vector<engine::Finding> validate(const replay::Trace& trace);

// A hand whose reading stopped at a line it cannot read
// (HandRecord::stop_pos, `stop`): the findings of the actions before it, as
// each action is judged from what came before it (the replay's own, the
// betting, forced-bet, stakes and card families); none of the families
// that need the hand's end (pots, awards, the log's account, cards after
// the end), and none at or after `stop`, line and column (a JSON hand may
// stand on one line; a PokerNow log, newest row first, has what came
// before below it). The forced-bet family, which judges the posts together
// (who posts which blind, who did not ante), runs only once the betting
// has begun before the stop: the posts are whole then. By source position.
std::vector<engine::Finding> validate_before(const replay::Trace& trace, engine::SourcePos stop);

// The families, callable one by one (tests).
void betting_findings(const replay::Trace& t, std::vector<engine::Finding>& out);
// The pot, award and record families read the hand's money as the log
// accounts for it (log_account.h), made once per hand by validate().
void pot_findings(const replay::Trace& t, const LogAccount& account, std::vector<engine::Finding>& out);
void award_findings(const replay::Trace& t, const LogAccount& account, std::vector<engine::Finding>& out);
void card_findings(const replay::Trace& t, std::vector<engine::Finding>& out);
// Draw games: as many new cards as thrown, no card held twice at once, a
// card let go dealt again only after a reshuffle that took it in, and the
// log's reshuffle lines where the stub ran out; draw_cards.cpp.
void draw_card_findings(const replay::Trace& t, std::vector<engine::Finding>& out);
// A fixed-limit big bet that is not twice the small bet; stakes_findings.cpp.
void stakes_findings(const replay::Trace& t, std::vector<engine::Finding>& out);
// Blind seats, straddles, big-blind-ante order; forced_bet_findings.cpp.
void forced_bet_findings(const replay::Trace& t, std::vector<engine::Finding>& out);
// Cards after the end, unclaimable layers, run it twice; hand_flow_findings.cpp.
void hand_flow_findings(const replay::Trace& t, std::vector<engine::Finding>& out);
void record_findings(const replay::Trace& t, const LogAccount& account, std::vector<engine::Finding>& out);
// A tournament hand's result lines (finished, won, bounty) against its
// money; tournament_results.cpp.
void tournament_result_findings(const replay::Trace& t, const LogAccount& account, std::vector<engine::Finding>& out);
// Recorded results (PHH finishing_stacks) against the replay; phh_results.cpp.
void result_findings(const replay::Trace& t, std::vector<engine::Finding>& out);

}  // namespace validators
