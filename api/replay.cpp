// handaudit::replay: one hand of a source parsed, replayed with snapshots,
// validated, and shown by api::replay_view.
#include "handaudit/replay.h"

#include <algorithm>
#include <deque>
#include <utility>

#include "api/replay_html.h"
#include "api/replay_view.h"
#include "api/results.h"
#include "parser/decode.h"
#include "validators/validate.h"

namespace handaudit {

namespace {

using api::replay_view::Hand;

bool matches(const Hand& hand, std::string_view id) { return hand.id == id || "#" + hand.id == id; }


Replay replay_one(const Hand& hand, const ReplayOptions& options, std::string_view source, std::string_view text) {
  std::vector<engine::Finding> findings = hand.findings;
  replay::Trace trace;
  if (hand.status == parser::ParseStatus::kOk) {
    // The one asked for, else the site's own (PHH: the tournament rules of wsop).
    const engine::ProfileChoice choice = api::profile_choice(options.profile, options.switches);
    const engine::HandRecord& record = hand.record;
    trace = replay::replay_hand(record, choice.for_hand(record.format, record.site, record.game.tournament),
                                /*snapshots=*/true);
    std::vector<engine::Finding> more = validators::validate(trace);
    findings.insert(findings.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
  }
  std::stable_sort(findings.begin(), findings.end(), [](const engine::Finding& a, const engine::Finding& b) {
    return a.pos.line != b.pos.line ? a.pos.line < b.pos.line : a.pos.column < b.pos.column;
  });
  Replay out;
  out.hand_id = hand.id;
  out.has_errors = std::any_of(findings.begin(), findings.end(),
                               [](const engine::Finding& f) { return f.severity() == engine::Severity::kError; });
  if (options.format == ReplayFormat::kHtml) {
    // The page's replayer reads the trace through the record it points to:
    // both are the hand's own here, as parse_all made them.
    api::html::ReadHand read{hand, std::move(trace)};
    read.trace.record = &read.hand.record;
    out.text = api::html::replay_page(read, findings, source, text);
    return out;
  }
  const api::replay_view::Replayer replayer(hand, trace, std::move(findings), source, text);
  out.text = options.format == ReplayFormat::kJson ? replayer.json() : replayer.text();
  return out;
}

}  // namespace

std::vector<std::string> replay_hand_ids(std::string_view bytes, std::string_view source_name) {
  const parser::DecodedText decoded = parser::decode(bytes);
  std::deque<std::string> names;
  std::vector<std::string> ids;
  for (const Hand& hand : api::replay_view::parse_all(decoded.text, source_name, names)) ids.push_back(hand.id);
  return ids;
}

std::optional<Replay> replay(std::string_view bytes, std::string_view hand_id, const ReplayOptions& options,
                             std::string_view source_name) {
  const parser::DecodedText decoded = parser::decode(bytes);
  std::deque<std::string> names;
  const std::vector<Hand> hands = api::replay_view::parse_all(decoded.text, source_name, names);
  const auto it = hand_id.empty() ? hands.begin()
                                  : std::find_if(hands.begin(), hands.end(),
                                                 [&](const Hand& h) { return matches(h, hand_id); });
  if (it == hands.end()) return std::nullopt;
  return replay_one(*it, options, source_name, decoded.text);
}

}  // namespace handaudit
