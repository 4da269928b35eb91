#include "convert/convert_json.h"

#include <iterator>
#include <map>
#include <optional>
#include <vector>

#include "audit/audit_hand.h"
#include "convert/convert_support.h"
#include "convert/json_fields.h"
#include "engine/finding.h"
#include "engine/game.h"
#include "engine/hand_record.h"
#include "engine/profile.h"
#include "parser/room_readers.h"
#include "replay/trace.h"
#include "report/json_text.h"
#include "report/report_json.h"
#include "report/string_writer.h"
#include "validators/validate.h"

namespace convert {

namespace {

using engine::Chips;
using namespace std::string_view_literals;

// The action names of the schema, one per engine::Act.
std::string_view action_id(engine::Act a) {
  switch (a) {
    case engine::Act::kPostSmallBlind:
      return "post_sb";
    case engine::Act::kPostBigBlind:
      return "post_bb";
    case engine::Act::kPostSmallAndBig:
      return "post_sb_bb";
    case engine::Act::kPostAnte:
      return "post_ante";
    case engine::Act::kPostButtonBlind:
      return "post_button_blind";
    case engine::Act::kPostStraddle:
      return "post_straddle";
    case engine::Act::kFold:
      return "fold";
    case engine::Act::kCheck:
      return "check";
    case engine::Act::kCall:
      return "call";
    case engine::Act::kBet:
      return "bet";
    case engine::Act::kRaise:
      return "raise";
    case engine::Act::kShow:
      return "show";
    case engine::Act::kMuck:
      return "muck";
    case engine::Act::kUncalledReturn:
      return "uncalled_return";
    case engine::Act::kCollect:
      return "collect";
    case engine::Act::kCashOut:
      return "cash_out";
    case engine::Act::kBringIn:
      return "bring_in";
    case engine::Act::kDiscard:
      return "discard";
    case engine::Act::kStandPat:
      return "stand_pat";
    case engine::Act::kTreatedAllIn:
      return "treated_all_in";
  }
  return "unknown";
}

// Whether the action's `amount` means something (a stated sum of chips).
bool has_amount(engine::Act a) {
  switch (a) {
    case engine::Act::kFold:
    case engine::Act::kCheck:
    case engine::Act::kShow:
    case engine::Act::kMuck:
    case engine::Act::kDiscard:
    case engine::Act::kStandPat:
    case engine::Act::kTreatedAllIn:
      return false;
    case engine::Act::kPostSmallBlind:
    case engine::Act::kPostBigBlind:
    case engine::Act::kPostSmallAndBig:
    case engine::Act::kPostAnte:
    case engine::Act::kPostButtonBlind:
    case engine::Act::kPostStraddle:
    case engine::Act::kCall:
    case engine::Act::kBet:
    case engine::Act::kRaise:
    case engine::Act::kUncalledReturn:
    case engine::Act::kCollect:
    case engine::Act::kCashOut:
    case engine::Act::kBringIn:
      return true;
  }
  return true;
}


// The same finding objects as the audit JSON report (report/report_json.cpp).

void append_head(report::StringWriter& out, std::string_view hand_id, std::string_view source, std::uint32_t line,
                 std::uint32_t column, std::string_view format) {
  out.push_back('{');
  append_string_field(out, "hand_id", hand_id);
  out.push_back(',');
  append_string_field(out, "source", source);
  out.push_back(',');
  append_int_field(out, "line", line);
  out.push_back(',');
  append_int_field(out, "column", column);
  out.push_back(',');
  append_id_field(out, "format", format);
  out.push_back(',');
}

// `record`: what the parser read of the hand, nullptr when nothing (text
// outside any hand, another site's hand).
void append_unreadable(report::StringWriter& out, std::string_view hand_id, std::string_view source, std::uint32_t line,
                       std::uint32_t column, std::string_view format, const engine::HandRecord* record,
                       const std::vector<engine::Finding>& findings, bool outside_hand = false) {
  append_head(out, hand_id, source, line, column, format);
  append_id_field(out, "status", "unreadable");
  out.push_back(',');
  if (outside_hand) {
    append_bool_field(out, "outside_hand", true);
    out.push_back(',');
  }
  if (record != nullptr) {
    append_key(out, "game");
    out.push_back('{');
    append_id_field(out, "variant", engine::variant_id(record->game.variant));
    out.push_back(',');
    append_id_field(out, "structure", engine::structure_id(record->game.structure));
    out.append("},"sv);
  }
  report::append_json_findings(out, findings);
  out.append("}\n"sv);
}

// Player names are written many times per hand (each action, pot and award
// names one): which of them need no escaping is found once, and those are
// then copied as they are.
class PlayerNames {
 public:
  explicit PlayerNames(const engine::HandRecord& rec) : players_(rec.players) {
    for (std::size_t i = 0; i < players_.size() && i < 64; ++i) {
      const std::string_view name = players_[i].name;
      if (report::plain_prefix_length(name) == name.size()) plain_ |= std::uint64_t{1} << i;
    }
  }

  // Player `i`'s name as a JSON string.
  void append(report::StringWriter& out, std::size_t i) const {
    const std::string_view name = players_[i].name;
    if (i < 64 && ((plain_ >> i) & 1u)) {
      report::append_pieces(out, '"', name, '"');
    } else {
      report::append_json_string(out, name);
    }
  }

 private:
  const std::vector<engine::PlayerRecord>& players_;
  std::uint64_t plain_ = 0;  // bit i: player i's name needs no escaping
};

// `"key":N`, or null when `n` is 0 (the log did not say).
void append_count_or_null(report::StringWriter& out, std::string_view key, int n) {
  if (n > 0) {
    append_int_field(out, key, n);
  } else {
    report::append_pieces(out, '"', key, "\":null"sv);
  }
}

void append_game(report::StringWriter& out, const replay::Trace& t, bool cash) {
  const engine::HandRecord& rec = *t.record;
  const engine::GameDef& g = t.game;
  out.append(",\"game\":{"sv);
  append_id_field(out, "variant", engine::variant_id(g.variant));
  out.push_back(',');
  append_id_field(out, "structure", engine::structure_id(g.structure));
  out.push_back(',');
  append_bool_field(out, "hi_lo", g.hi_lo);
  out.push_back(',');
  append_amount_field(out, "small_blind", g.small_blind, cash);
  out.push_back(',');
  append_amount_field(out, "big_blind", g.big_blind, cash);
  out.push_back(',');
  append_amount_field(out, "small_bet", g.small_bet, cash);
  out.push_back(',');
  append_amount_field(out, "big_bet", g.big_bet, cash);
  out.push_back(',');
  append_amount_field(out, "ante", g.ante, cash);
  out.push_back(',');
  append_nullable_field(out, "currency", rec.currency);
  out.push_back(',');
  append_bool_field(out, "tournament", g.tournament);
  out.push_back(',');
  append_count_or_null(out, "max_seats", g.max_seats);
  // Written only for a bomb pot, so that other hands' JSON stays as it was.
  if (rec.bomb_pot) {
    out.push_back(',');
    append_bool_field(out, "bomb_pot", true);
  }
  out.push_back('}');
}

void append_players(report::StringWriter& out, const engine::HandRecord& rec, const PlayerNames& names,
                    const std::vector<std::optional<Chips>>& finals, bool cash) {
  const bool stud = engine::is_stud(rec.game.variant);
  out.append(",\"players\":["sv);
  for (std::size_t i = 0; i < rec.players.size(); ++i) {
    const engine::PlayerRecord& pr = rec.players[i];
    if (i > 0) out.push_back(',');
    out.append("{\"name\":"sv);
    names.append(out, i);
    out.push_back(',');
    append_int_field(out, "seat", pr.seat);
    out.push_back(',');
    append_amount_field(out, "starting_stack", pr.stack_unknown ? std::nullopt : std::optional<Chips>(pr.stack), cash);
    out.push_back(',');
    append_amount_field(out, "final_stack", finals[i], cash);
    out.push_back(',');
    append_bool_field(out, "sitting_out", pr.sitting_out);
    out.append(",\"cards\":"sv);
    append_cards(out, pr.hole);
    if (stud) {
      out.append(",\"up_cards\":"sv);
      append_cards(out, pr.up);
    }
    out.push_back('}');
  }
  out.push_back(']');
}

// The schema's name of a house deal (GGPoker's EV cash-out and insurance).
std::string_view house_deal_id(engine::HouseDeal::Kind kind) {
  switch (kind) {
    case engine::HouseDeal::Kind::kCashOut:
      return "cash_out";
    case engine::HouseDeal::Kind::kCashOutRisk:
      return "cash_out_risk";
    case engine::HouseDeal::Kind::kInsurancePremium:
      return "insurance_premium";
  }
  return "cash_out";
}

// The street whose marker comes last before `line`: where a line that is
// no action of the betting (a house deal) stands.
engine::Street street_at(const engine::HandRecord& rec, std::uint32_t line) {
  engine::Street street = engine::Street::kPreflop;
  for (std::size_t s = 0; s < rec.street_pos.size(); ++s)
    if (rec.street_pos[s].line != 0 && rec.street_pos[s].line < line) street = static_cast<engine::Street>(s);
  return street;
}

// A house deal as an action object: the amount the line states, paid to the
// player (cash_out) or by him (cash_out_risk, insurance_premium).
void append_house_deal(report::StringWriter& out, const engine::HandRecord& rec, const engine::HouseDeal& d,
                       const PlayerNames& names, bool cash) {
  out.push_back('{');
  append_id_field(out, "street", engine::street_id(street_at(rec, d.pos.line), rec.game.variant));
  out.append(",\"player\":"sv);
  names.append(out, static_cast<std::size_t>(d.player));
  out.push_back(',');
  append_id_field(out, "action", house_deal_id(d.kind));
  out.push_back(',');
  append_amount_field(out, "amount", d.amount.positive() ? d.amount : Chips{0} - d.amount, cash);
  out.append(",\"to\":null,\"all_in\":false}"sv);
}

void append_actions(report::StringWriter& out, const engine::HandRecord& rec, const PlayerNames& names, bool cash) {
  const std::size_t n = rec.players.size();
  // A street's id is looked up when the street changes, not per action.
  std::optional<engine::Street> street;
  std::string_view street_text;
  out.append(",\"actions\":["sv);
  bool first = true;
  // The house deals, each in its place in the log among the actions.
  std::size_t deal = 0;
  const auto deals_before = [&](std::uint32_t line) {
    for (; deal < rec.house_deals.size() && (line == 0 || rec.house_deals[deal].pos.line < line); ++deal) {
      const engine::HouseDeal& d = rec.house_deals[deal];
      if (d.player < 0 || static_cast<std::size_t>(d.player) >= n) continue;
      if (!first) out.push_back(',');
      first = false;
      append_house_deal(out, rec, d, names, cash);
    }
  };
  for (const engine::ActionRecord& a : rec.actions) {
    if (a.pos.line != 0) deals_before(a.pos.line);
    if (!first) out.push_back(',');
    first = false;
    if (a.street != street) {
      street = a.street;
      street_text = engine::street_id(a.street, rec.game.variant);
    }
    out.push_back('{');
    append_id_field(out, "street", street_text);
    // null when the action has no player, or his name is empty (the log did not say)
    if (a.player >= 0 && static_cast<std::size_t>(a.player) < n && !rec.players[a.player].name.empty()) {
      out.append(",\"player\":"sv);
      names.append(out, static_cast<std::size_t>(a.player));
    } else {
      out.append(",\"player\":null"sv);
    }
    out.push_back(',');
    append_id_field(out, "action", action_id(a.kind));
    out.push_back(',');
    // A raise to less than the bet it faces (a log's error, which the audit
    // reports) has no increment: 0, never a negative amount.
    const Chips amount = a.amount.positive() ? a.amount : Chips{0};
    append_amount_field(out, "amount", has_amount(a.kind) ? std::optional<Chips>(amount) : std::nullopt, cash);
    out.push_back(',');
    append_amount_field(out, "to", a.kind == engine::Act::kRaise ? std::optional<Chips>(a.to) : std::nullopt, cash);
    out.push_back(',');
    append_bool_field(out, "all_in", a.all_in);
    if (a.kind == engine::Act::kDiscard) {
      out.push_back(',');
      append_int_field(out, "cards", a.cards);
    }
    out.push_back('}');
  }
  deals_before(0);
  out.push_back(']');
}

// What each player was paid from one pot, by name; null when not known.
void append_awards(report::StringWriter& out, const std::optional<std::map<int, Chips>>& awards, std::size_t n,
                   const PlayerNames& names, bool cash) {
  if (!awards) {
    out.append("null"sv);
    return;
  }
  out.push_back('{');
  bool first = true;
  for (const auto& [p, c] : *awards) {
    if (static_cast<std::size_t>(p) >= n) continue;
    if (!first) out.push_back(',');
    first = false;
    names.append(out, static_cast<std::size_t>(p));
    out.push_back(':');
    append_decimal_amount(out, c, cash);
  }
  out.push_back('}');
}

void append_pots(report::StringWriter& out, const replay::Trace& t, const PlayerNames& names, const Payouts& paid, bool cash) {
  const std::size_t n = t.record->players.size();
  out.append(",\"pots\":["sv);
  for (std::size_t k = 0; k < t.pots.pots.size(); ++k) {
    const engine::Pot& pot = t.pots.pots[k];
    if (k > 0) out.push_back(',');
    out.push_back('{');
    append_amount_field(out, "amount", pot.amount, cash);
    out.append(",\"eligible\":["sv);
    bool first_name = true;
    for (std::size_t i = 0; i < n && i < 64; ++i) {
      if (!((pot.eligible >> i) & 1u)) continue;
      if (!first_name) out.push_back(',');
      first_name = false;
      names.append(out, i);
    }
    out.append("],\"awards\":"sv);
    append_awards(out, paid.pots[k], n, names, cash);
    out.push_back('}');
  }
  out.push_back(']');
}

void append_replayed(report::StringWriter& out, const replay::Trace& t, std::string_view hand_id, std::string_view source,
                     std::uint32_t line, std::uint32_t column, std::string_view format,
                     const std::vector<engine::Finding>& findings) {
  const engine::HandRecord& rec = *t.record;
  const bool cash = rec.has_currency_symbol;
  const PlayerNames names(rec);

  append_head(out, hand_id, source, line, column, format);
  append_id_field(out, "status", findings.empty() ? "clean" : "findings");
  out.push_back(',');
  append_nullable_field(out, "site", rec.site);
  append_game(out, t, cash);
  out.push_back(',');
  append_nullable_field(out, "table", rec.table);
  out.push_back(',');
  append_count_or_null(out, "button_seat", rec.button_seat);

  const Payouts paid = payouts(t);
  append_players(out, rec, names, final_stacks(t, paid), cash);
  append_actions(out, rec, names, cash);
  out.append(",\"boards\":["sv);
  append_cards(out, rec.boards[0]);
  for (std::size_t r = 1; r < rec.runs; ++r) {
    out.push_back(',');
    append_cards(out, rec.boards[r]);
  }
  out.push_back(']');
  append_pots(out, t, names, paid, cash);
  out.push_back(',');
  append_amount_field(out, "rake", rec.stated.rake, cash);
  out.push_back(',');
  report::append_json_findings(out, findings);
  out.append("}\n"sv);
}

}  // namespace

bool append_converted_hand(ConvertWorkspace& workspace, std::string& out, std::string_view text, std::uint32_t line, std::uint32_t column,
                           std::string_view source, SourceFormat format, std::string_view hand_name) {
  ParsedHand& hand = workspace.hand;
  parse_for_convert(hand, text, line, column, format, hand_name);
  // The object is about twice the size of the hand's text: one allocation.
  report::StringWriter writer(out, 2 * text.size() + 512);
  if (hand.status != parser::ParseStatus::kOk) {
    // A hand stopped inside its body keeps the findings of the actions
    // before the stop, as its audit does (HandRecord::stop_pos).
    const engine::HandRecord& record = hand.record;
    if (record.stop_pos.line != 0 && !record.players.empty() && engine::replay_supported(record.game.variant)) {
      replay::replay_hand(record, *hand.profile, workspace.trace);
      std::vector<engine::Finding> before = validators::validate_before(workspace.trace, record.stop_pos);
      hand.findings.insert(hand.findings.end(), std::make_move_iterator(before.begin()),
                           std::make_move_iterator(before.end()));
    }
    append_unreadable(writer, hand.hand_id, source, line, column, hand.format, &hand.record, hand.findings);
    return false;
  }
  replay::Trace& trace = workspace.trace;
  replay::replay_hand(hand.record, *hand.profile, trace);
  std::vector<engine::Finding>& findings = hand.findings;  // the parser's, then the validators'
  std::vector<engine::Finding> more = validators::validate(trace);
  findings.insert(findings.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
  append_replayed(writer, trace, hand.hand_id, source, line, column, hand.format, findings);
  return true;
}

void append_converted_outside_text(std::string& out, const engine::Finding& finding, std::string_view source,
                                   bool phh) {
  report::StringWriter writer(out, 512);
  append_unreadable(writer, "", source, finding.pos.line, finding.pos.column, phh ? "phh" : "pokerstars", nullptr,
                    {finding}, true);
}

void append_converted_site_hand(std::string& out, std::uint32_t line, std::uint32_t column, std::string_view source,
                                parser::SiteFormat format, std::string_view hand_id) {
  report::StringWriter writer(out, 512);
  append_unreadable(writer, hand_id, source, line, column, parser::site_format_info(format).id, nullptr,
                    {parser::unread_room_finding(line, column, format)});
}

}  // namespace convert
