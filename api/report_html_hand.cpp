#include "api/report_html_hand.h"

#include <fmt/format.h>

#include <optional>
#include <string>

#include "api/html_text.h"
#include "audit/audit_summary.h"
#include "parser/lines.h"
#include "parser/phh_parser.h"
#include "parser/room_readers.h"
#include "report/report_json.h"

namespace api::html {

namespace {

using engine::Act;

std::string card_text(engine::Card c) { return {engine::rank_char(c.rank()), engine::suit_char(c.suit())}; }

void append_cards(std::string& out, const engine::CardList& cards) {
  out += '[';
  bool first = true;
  for (const engine::Card c : cards) {
    if (!first) out += ',';
    first = false;
    out += '"';
    out += card_text(c);
    out += '"';
  }
  out += ']';
}

std::string_view family_of(engine::Variant v) {
  if (engine::is_stud(v)) return "stud";
  if (engine::is_draw(v)) return "draw";
  return "flop";
}

// "cards":{"board":[[run 1],[run 2]..],"players":[{"hole":[..],"up":[..],"dealt":[..]}..],
// "draws":[{"player":i,"street":k,"line":L,"count":n,"pat":b,"thrown":[..],"drawn":[..]}..]}
void append_card_data(std::string& out, const engine::HandRecord& rec) {
  out += "\"cards\":{\"board\":[";
  for (std::size_t r = 0; r < rec.runs && r < rec.boards.size(); ++r) {
    if (r > 0) out += ',';
    append_cards(out, rec.boards[r]);
  }
  out += "],\"players\":[";
  for (std::size_t i = 0; i < rec.players.size(); ++i) {
    if (i > 0) out += ',';
    out += "{\"hole\":";
    append_cards(out, rec.players[i].hole);
    out += ",\"up\":";
    append_cards(out, rec.players[i].up);
    out += ",\"dealt\":";
    append_cards(out, rec.players[i].dealt);
    out += '}';
  }
  out += "],\"draws\":[";
  bool first = true;
  for (std::size_t k = 0; k < rec.actions.size(); ++k) {
    const engine::ActionRecord& a = rec.actions[k];
    if (a.kind != Act::kDiscard && a.kind != Act::kStandPat) continue;
    if (!first) out += ',';
    first = false;
    out += fmt::format("{{\"player\":{},\"street\":{},\"line\":{},\"count\":{},\"pat\":{}", a.player,
                       static_cast<int>(a.street), a.pos.line, a.kind == Act::kDiscard ? a.cards : 0,
                       a.kind == Act::kStandPat);
    for (const engine::Exchange& e : rec.exchanges)
      if (e.action == k) {
        out += ",\"thrown\":";
        append_cards(out, e.thrown);
        out += ",\"drawn\":";
        append_cards(out, e.drawn);
      }
    out += '}';
  }
  out += "]}";
}

// The replay's NDJSON lines as one JSON array.
void append_ndjson_array(std::string& out, std::string_view ndjson) {
  out += '[';
  bool first = true;
  while (!ndjson.empty()) {
    const std::size_t end = ndjson.find('\n');
    const std::string_view line = ndjson.substr(0, end);
    if (!line.empty()) {
      if (!first) out += ',';
      first = false;
      out += line;
    }
    if (end == std::string_view::npos) break;
    ndjson.remove_prefix(end + 1);
  }
  out += ']';
}

void append_static_findings(std::string& out, const std::vector<engine::Finding>& findings) {
  out += "<ul class=\"static-findings\">";
  for (const engine::Finding& f : findings) {
    append_finding_item(out, f, /*with_line=*/true);
    out += "</li>";
  }
  out += "</ul>";
}

// The text of `report`'s hand in `lines`, when it has one it can be read from.
std::optional<std::string_view> hand_text_of(const audit::HandReport& report, const input::SourceLines& lines) {
  const audit::Unit& u = report.unit;
  const std::string_view text = lines.text();
  if (report.outside_hand || u.length == 0 || u.length > kMaxEmbeddedBytes || u.offset + u.length > text.size())
    return std::nullopt;
  return text.substr(u.offset, u.length);
}

}  // namespace

void append_finding_item(std::string& out, const engine::Finding& f, bool with_line) {
  out += "<li class=\"sev-";
  out += engine::severity_id(f.severity());
  out += "\"><span class=\"rule\">";
  out += engine::rule_id(f.rule);
  out += "</span> <span class=\"sev\">";
  out += engine::severity_id(f.severity());
  out += "</span> ";
  if (with_line) {
    out += "line ";
    out += std::to_string(f.pos.line);
    out += ": ";
  }
  append_text(out, f.message);
  if (!f.expected.text.empty() || !f.actual.text.empty()) {
    // A value the finding does not give: a dash.
    const auto value = [&out](std::string_view v) { append_text(out, v.empty() ? "\xE2\x80\x94" : v); };
    out += " <span class=\"ea\">(expected: ";
    value(f.expected.text);
    out += "; actual: ";
    value(f.actual.text);
    out += ")</span>";
  }
}

bool read_hand(const audit::HandReport& report, const input::SourceLines& lines,
               const engine::ProfileChoice& profile, ReadHand& out) {
  const std::optional<std::string_view> found = hand_text_of(report, lines);
  if (!found) return false;
  const audit::Unit& u = report.unit;
  const std::string_view text = lines.text();
  const std::string_view hand_text = *found;
  replay_view::Hand& h = out.hand;
  switch (u.kind) {
    case audit::UnitKind::kPokerStars:
      h.status = parser::parse_pokerstars_hand(hand_text, u.line, u.column, h.record, h.findings);
      break;
    case audit::UnitKind::kPhh:
      h.phh = true;
      h.status = parser::parse_phh_hand(hand_text, u.line, u.column, "", h.record, h.findings);
      break;
    case audit::UnitKind::kSite: {
      if (!parser::room_is_read(u.site)) return false;
      parser::RoomScratch rooms;
      h.status = parser::parse_room_hand(u.site, hand_text, u.line, u.column, h.record, h.findings, rooms,
                                         audit::unit_opening(text, u));
      break;
    }
    default:
      return false;
  }
  h.id = report.hand_id;
  if (h.status == parser::ParseStatus::kOk) {
    const engine::HandRecord& rec = h.record;
    const engine::Profile& chosen =
        h.phh ? profile.for_hand("phh", rec.site, true) : profile.for_hand(rec.format, rec.site, rec.game.tournament);
    out.trace = replay::replay_hand(rec, chosen, /*snapshots=*/true);
  }
  return true;
}

void append_hand_meta(std::string& out, const HandPlace& place, const std::vector<engine::Finding>& findings) {
  std::string json = "{";
  json.reserve(512 + 384 * findings.size());
  report::append_string_field(json, "anchor", hand_anchor(place.source, place.line));
  json += ',';
  report::append_string_field(json, "source", place.source);
  json += fmt::format(",\"line\":{},\"end_line\":{},", place.line, place.end_line);
  report::append_string_field(json, "hand_id", place.hand_id);
  json += ',';
  report::append_string_field(json, "table", place.table);
  json += ',';
  report::append_string_field(json, "format", place.format);
  json += ',';
  report::append_string_field(json, "game", place.game);
  json += ',';
  report::append_string_field(json, "structure", place.structure);
  json += ',';
  report::append_string_field(json, "status", place.status);
  json += place.outside_hand ? ",\"outside\":true," : ",\"outside\":false,";
  report::append_json_findings(json, findings);
  json += '}';
  out += "<script type=\"application/json\" class=\"hand-meta\">";
  append_script_json(out, json);
  out += "</script>";
}

void append_hand_section(std::string& out, const HandPlace& place, const std::vector<engine::Finding>& findings,
                         const ReadHand* read, std::string_view text, std::uint32_t first_line, HandFacts& facts) {
  const std::string anchor = hand_anchor(place.source, place.line);
  const engine::HandRecord* rec = read != nullptr ? &read->hand.record : nullptr;
  facts.table = std::string(place.table);
  facts.hour = place.hour;
  facts.zone = std::string(place.zone);

  out += place.for_cross_hand ? "<section class=\"hand for-cross-hand\" id=\"" : "<section class=\"hand\" id=\"";
  out += anchor;
  out += "\"><h3><a href=\"#";
  out += anchor;
  out += place.outside_hand ? "\">Text outside any hand" : "\">Hand <bdi>";
  if (!place.outside_hand) {
    append_text(out, place.hand_id);
    out += "</bdi>";
  }
  out += "</a> <span class=\"where\">";
  append_text(out, place.source);
  out += ':';
  out += std::to_string(place.line);
  out += "</span>";
  if (!facts.table.empty()) {
    out += " <span class=\"table-name\">table <bdi>";
    append_text(out, facts.table);
    out += "</bdi></span>";
  }
  out += "</h3>";
  if (place.for_cross_hand)
    out += "<p class=\"cross-note\">No findings of its own: on the page for a finding across hands that names it.</p>";
  append_static_findings(out, findings);
  out += "<div class=\"replayer\"></div>";

  append_hand_meta(out, place, findings);

  std::string json;
  if (read != nullptr || !text.empty()) {
    const input::SourceLines lines(text, first_line);
    if (read != nullptr) {
      json = "{\"family\":\"";
      json += family_of(rec->game.variant);
      json += "\",\"streets\":[";
      for (int s = 0; s < engine::kStreetCount; ++s) {
        if (s > 0) json += ',';
        report::append_json_string(json, engine::street_id(static_cast<engine::Street>(s), rec->game.variant));
      }
      json += fmt::format("],\"hero\":{},", rec->hero);
      append_card_data(json, *rec);
      json += ",\"replay\":";
      const replay_view::Replayer replayer(read->hand, read->trace, findings, place.source, text, first_line);
      append_ndjson_array(json, replayer.json());
    } else {
      // Its log alone: a hand the audit could not read whole is not read again.
      json = R"({"family":"flop","streets":[],"hero":-1,"cards":{"board":[],"players":[],"draws":[]},"replay":[])";
    }
    json += fmt::format(",\"log_first\":{},\"log\":[", place.line);
    for (std::uint32_t n = place.line; n <= place.end_line; ++n) {
      if (n > place.line) json += ',';
      report::append_json_string(json, replay_view::trim_right(lines.line(n)));
    }
    json += "]}";
    out += "<script type=\"application/json\" class=\"hand-replay\">";
    append_script_json(out, json);
    out += "</script>";
  }
  out += "</section>\n";
}

void append_report_hand(std::string& out, const audit::HandReport& report, const input::SourceLines& lines,
                        const engine::ProfileChoice& profile, bool whole, HandFacts& facts, bool for_cross_hand) {
  HandPlace place;
  place.for_cross_hand = for_cross_hand;
  place.source = report.source;
  place.line = report.line;
  place.hand_id = report.hand_id;
  place.format = report.format;
  place.game = report.game;
  place.structure = report.structure;
  place.status = audit::status_id(audit::hand_status(report));
  place.outside_hand = report.outside_hand;
  place.table = report.table;
  place.hour = report.start_hour;
  place.zone = report.start_zone;
  const std::optional<std::string_view> hand_text = hand_text_of(report, lines);
  if (hand_text) {
    // Its last line with text: the blank lines between hands are not its.
    std::string_view body = *hand_text;
    while (!body.empty() && (body.back() == '\n' || body.back() == '\r' || body.back() == ' ' || body.back() == '\t'))
      body.remove_suffix(1);
    place.end_line = report.unit.line + static_cast<std::uint32_t>(parser::count_line_breaks(body));
  }
  if (!whole) {
    facts.table = report.table;
    facts.hour = report.start_hour;
    facts.zone = report.start_zone;
    append_hand_meta(out, place, report.findings);
    out += '\n';
    return;
  }
  if (hand_text && !report.replayed) {
    append_hand_section(out, place, report.findings, nullptr, *hand_text, report.unit.line, facts);
    return;
  }
  ReadHand read;
  if (!hand_text || !read_hand(report, lines, profile, read)) {
    append_hand_section(out, place, report.findings, nullptr, {}, 0, facts);
    return;
  }
  append_hand_section(out, place, report.findings, &read, *hand_text, report.unit.line, facts);
}

}  // namespace api::html
