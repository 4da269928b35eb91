#include "cli/convert_json.h"

#include <fmt/format.h>

#include <iterator>
#include <map>
#include <optional>
#include <vector>

#include "cli/audit_hand.h"
#include "cli/report_json.h"
#include "engine/finding.h"
#include "engine/game.h"
#include "engine/hand_record.h"
#include "engine/profile.h"
#include "parser/phh_parser.h"
#include "parser/pokerstars_parser.h"
#include "replay/trace.h"
#include "validators/awards.h"
#include "validators/validate.h"

namespace cli {

namespace {

using engine::Chips;

void append_key(std::string& out, std::string_view key) {
  out.push_back('"');
  out.append(key);  // keys are our own ASCII literals
  out.append("\":");
}

void append_string_field(std::string& out, std::string_view key, std::string_view value) {
  append_key(out, key);
  append_json_string(out, value);
}

// `null` for an empty value: the log did not say.
void append_nullable_field(std::string& out, std::string_view key, std::string_view value) {
  append_key(out, key);
  if (value.empty()) {
    out.append("null");
  } else {
    append_json_string(out, value);
  }
}

void append_int_field(std::string& out, std::string_view key, std::int64_t value) {
  append_key(out, key);
  fmt::format_to(std::back_inserter(out), "{}", value);
}

void append_bool_field(std::string& out, std::string_view key, bool value) {
  append_key(out, key);
  out.append(value ? "true" : "false");
}

void append_amount_field(std::string& out, std::string_view key, std::optional<Chips> amount, bool cash) {
  append_key(out, key);
  if (amount) {
    append_json_amount(out, *amount, cash);
  } else {
    out.append("null");
  }
}

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

void append_cards(std::string& out, const engine::CardList& cards) {
  out.push_back('[');
  bool first = true;
  for (const engine::Card c : cards) {
    if (!first) out.push_back(',');
    first = false;
    out.push_back('"');
    out.append(c.to_string());
    out.push_back('"');
  }
  out.push_back(']');
}

// The same finding objects as the audit JSON report (cli/report_json.cpp).

void append_head(std::string& out, std::string_view hand_id, std::string_view source, std::uint32_t line,
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
  append_string_field(out, "format", format);
  out.push_back(',');
}

// `record`: what the parser read of the hand, nullptr when nothing (text
// outside any hand, another site's hand).
void append_unreadable(std::string& out, std::string_view hand_id, std::string_view source, std::uint32_t line,
                       std::uint32_t column, std::string_view format, const engine::HandRecord* record,
                       const std::vector<engine::Finding>& findings, bool outside_hand = false) {
  append_head(out, hand_id, source, line, column, format);
  append_string_field(out, "status", "unreadable");
  out.push_back(',');
  if (outside_hand) {
    append_bool_field(out, "outside_hand", true);
    out.push_back(',');
  }
  if (record != nullptr) {
    append_key(out, "game");
    out.push_back('{');
    append_string_field(out, "variant", engine::variant_id(record->game.variant));
    out.push_back(',');
    append_string_field(out, "structure", engine::structure_id(record->game.structure));
    out.append("},");
  }
  append_json_findings(out, findings);
  out.append("}\n");
}

// What each player is paid from each pot: per pot, player -> amount; nullopt
// for a pot whose payout is not known. `states_payouts` logs (PokerStars):
// the collect lines, by the pot they name (an unnamed pot is the main pot);
// collects naming a pot the rules do not build are in `unplaced`. PHH: the
// replayed awards (validators/awards.h).
struct Payouts {
  std::vector<std::optional<std::map<int, Chips>>> pots;
  std::map<int, Chips> unplaced;
};

Payouts payouts(const replay::Trace& t) {
  const engine::HandRecord& rec = *t.record;
  Payouts p;
  const std::size_t n = t.pots.pots.size();
  if (rec.states_payouts) {
    p.pots.assign(n, std::map<int, Chips>{});
    for (const engine::ActionRecord& a : rec.actions) {
      if (a.kind != engine::Act::kCollect || a.player < 0) continue;
      const std::size_t k = a.pot < 0 ? 0 : static_cast<std::size_t>(a.pot);
      if (k < n) {
        (*p.pots[k])[a.player] += a.amount;
      } else {
        p.unplaced[a.player] += a.amount;
      }
    }
    return p;
  }
  p.pots.reserve(n);
  for (std::size_t k = 0; k < n; ++k) p.pots.push_back(validators::award_pot(t, k, t.pots.pots[k].amount));
  return p;
}

void append_replayed(std::string& out, const replay::Trace& t, std::string_view hand_id, std::string_view source,
                     std::uint32_t line, std::uint32_t column, std::string_view format,
                     const std::vector<engine::Finding>& findings) {
  const engine::HandRecord& rec = *t.record;
  const bool cash = rec.has_currency_symbol;
  const engine::GameDef& g = t.game;
  const std::size_t n = rec.players.size();

  append_head(out, hand_id, source, line, column, format);
  append_string_field(out, "status", findings.empty() ? "clean" : "findings");
  out.push_back(',');
  append_nullable_field(out, "site", rec.site);
  out.append(",\"game\":{");
  append_string_field(out, "variant", engine::variant_id(g.variant));
  out.push_back(',');
  append_string_field(out, "structure", engine::structure_id(g.structure));
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
  append_key(out, "max_seats");
  if (g.max_seats > 0) {
    fmt::format_to(std::back_inserter(out), "{}", g.max_seats);
  } else {
    out.append("null");
  }
  out.append("},");
  append_nullable_field(out, "table", rec.table);
  out.push_back(',');
  append_key(out, "button_seat");
  if (rec.button_seat > 0) {
    fmt::format_to(std::back_inserter(out), "{}", rec.button_seat);
  } else {
    out.append("null");
  }

  // Final stacks: starting stack less everything put in, plus the uncalled
  // refund and the awards; unknown where an award is.
  const Payouts paid = payouts(t);
  std::vector<Chips> won(n, Chips{0});
  std::vector<bool> known(n, t.players.size() == n);
  for (std::size_t k = 0; k < paid.pots.size(); ++k) {
    if (paid.pots[k]) {
      for (const auto& [p, c] : *paid.pots[k])
        if (static_cast<std::size_t>(p) < n) won[static_cast<std::size_t>(p)] += c;
      continue;
    }
    const engine::Pot& pot = t.pots.pots[k];
    const engine::PlayerMask open = pot.eligible ? pot.eligible : pot.contributors;
    for (std::size_t i = 0; i < n && i < 64; ++i)
      if ((open >> i) & 1u) known[i] = false;
  }
  for (const auto& [p, c] : paid.unplaced)
    if (static_cast<std::size_t>(p) < n) won[static_cast<std::size_t>(p)] += c;

  out.append(",\"players\":[");
  for (std::size_t i = 0; i < n; ++i) {
    const engine::PlayerRecord& pr = rec.players[i];
    if (i > 0) out.push_back(',');
    out.push_back('{');
    append_string_field(out, "name", pr.name);
    out.push_back(',');
    append_int_field(out, "seat", pr.seat);
    out.push_back(',');
    std::optional<Chips> start;
    std::optional<Chips> final_stack;
    if (!pr.stack_unknown) {
      start = pr.stack;
      if (known[i]) {
        Chips f = t.players[i].stack + won[i];
        if (t.pots.refund_to == static_cast<int>(i)) f += t.pots.refund;
        final_stack = f;
      }
    }
    append_amount_field(out, "starting_stack", start, cash);
    out.push_back(',');
    append_amount_field(out, "final_stack", final_stack, cash);
    out.push_back(',');
    append_bool_field(out, "sitting_out", pr.sitting_out);
    out.append(",\"cards\":");
    append_cards(out, pr.hole);
    if (engine::is_stud(rec.game.variant)) {
      out.append(",\"up_cards\":");
      append_cards(out, pr.up);
    }
    out.push_back('}');
  }

  out.append("],\"actions\":[");
  bool first = true;
  for (const engine::ActionRecord& a : rec.actions) {
    if (!first) out.push_back(',');
    first = false;
    out.push_back('{');
    append_string_field(out, "street", engine::street_id(a.street, rec.game.variant));
    out.push_back(',');
    append_nullable_field(out, "player",
                          a.player >= 0 && static_cast<std::size_t>(a.player) < n
                              ? rec.players[static_cast<std::size_t>(a.player)].name
                              : std::string_view());
    out.push_back(',');
    append_string_field(out, "action", action_id(a.kind));
    out.push_back(',');
    append_amount_field(out, "amount", has_amount(a.kind) ? std::optional<Chips>(a.amount) : std::nullopt, cash);
    out.push_back(',');
    append_amount_field(out, "to", a.kind == engine::Act::kRaise ? std::optional<Chips>(a.to) : std::nullopt, cash);
    out.push_back(',');
    append_bool_field(out, "all_in", a.all_in);
    if (a.kind == engine::Act::kDiscard) out.append(",\"cards\":" + std::to_string(a.cards));
    out.push_back('}');
  }

  out.append("],\"boards\":[");
  append_cards(out, rec.boards[0]);
  if (rec.run_twice) {
    out.push_back(',');
    append_cards(out, rec.boards[1]);
  }

  out.append("],\"pots\":[");
  for (std::size_t k = 0; k < t.pots.pots.size(); ++k) {
    const engine::Pot& pot = t.pots.pots[k];
    if (k > 0) out.push_back(',');
    out.push_back('{');
    append_amount_field(out, "amount", pot.amount, cash);
    out.append(",\"eligible\":[");
    bool first_name = true;
    for (std::size_t i = 0; i < n && i < 64; ++i) {
      if (!((pot.eligible >> i) & 1u)) continue;
      if (!first_name) out.push_back(',');
      first_name = false;
      append_json_string(out, rec.players[i].name);
    }
    out.append("],\"awards\":");
    if (!paid.pots[k]) {
      out.append("null");
    } else {
      out.push_back('{');
      bool first_award = true;
      for (const auto& [p, c] : *paid.pots[k]) {
        if (static_cast<std::size_t>(p) >= n) continue;
        if (!first_award) out.push_back(',');
        first_award = false;
        append_json_string(out, rec.players[static_cast<std::size_t>(p)].name);
        out.push_back(':');
        append_json_amount(out, c, cash);
      }
      out.push_back('}');
    }
    out.push_back('}');
  }
  out.append("],");
  append_amount_field(out, "rake", rec.stated.rake, cash);
  out.push_back(',');
  append_json_findings(out, findings);
  out.append("}\n");
}

}  // namespace

void append_json_amount(std::string& out, Chips amount, bool cash) {
  const std::int64_t v = amount.v;
  const std::uint64_t mag = v < 0 ? 0 - static_cast<std::uint64_t>(v) : static_cast<std::uint64_t>(v);
  if (v < 0) out.push_back('-');
  fmt::format_to(std::back_inserter(out), "{}", mag / Chips::kScale);
  const std::uint64_t cents = mag % Chips::kScale;
  if (!cash && cents == 0) return;
  out.push_back('.');
  out.push_back(static_cast<char>('0' + cents / 10));
  if (cash || cents % 10 != 0) out.push_back(static_cast<char>('0' + cents % 10));
}

bool append_converted_hand(std::string& out, std::string_view text, std::uint32_t line, std::uint32_t column,
                           std::string_view source) {
  std::vector<engine::Finding> findings;
  engine::HandRecord record;
  const auto status = parser::parse_pokerstars_hand(text, line, column, record, findings);
  if (status != parser::ParseStatus::kOk) {
    append_unreadable(out, record.hand_id, source, line, column, "pokerstars", &record, findings);
    return false;
  }
  const engine::Profile* profile =
      engine::find_profile(engine::default_profile(record.format, record.site), record.game.tournament);
  const replay::Trace trace = replay::replay_hand(record, *profile);
  auto more = validators::validate(trace);
  findings.insert(findings.end(), more.begin(), more.end());
  append_replayed(out, trace, record.hand_id, source, line, column, "pokerstars", findings);
  return true;
}

void append_converted_phh_hand(std::string& out, std::string_view text, std::uint32_t line, std::uint32_t column,
                               std::string_view source, std::string_view hand_name) {
  std::vector<engine::Finding> findings;
  engine::HandRecord record;
  const auto status = parser::parse_phh_hand(text, line, column, hand_name, record, findings);
  const std::string_view hand_id = record.hand_id.empty() ? hand_name : record.hand_id;
  if (status != parser::ParseStatus::kOk) {
    append_unreadable(out, hand_id, source, line, column, "phh", &record, findings);
    return;
  }
  // As audit: PHH annotators follow the WSOP rules, tournament rules first.
  const engine::Profile* profile = engine::find_profile("wsop", true);
  const replay::Trace trace = replay::replay_hand(record, *profile);
  auto more = validators::validate(trace);
  findings.insert(findings.end(), more.begin(), more.end());
  append_replayed(out, trace, hand_id, source, line, column, "phh", findings);
}

void append_converted_outside_text(std::string& out, std::uint32_t line, std::uint32_t column, std::string_view source,
                                   bool phh) {
  engine::Finding finding;
  finding.rule = engine::Rule::kParseError;
  finding.pos = {line, column};
  finding.message = "text outside any hand";
  append_unreadable(out, "", source, line, column, phh ? "phh" : "pokerstars", nullptr, {finding}, true);
}

void append_converted_site_hand(std::string& out, std::uint32_t line, std::uint32_t column, std::string_view source,
                                parser::SiteFormat format, std::string_view hand_id) {
  append_unreadable(out, hand_id, source, line, column, parser::site_format_info(format).id, nullptr,
                    {unread_format_finding(line, column, format)});
}

}  // namespace cli
