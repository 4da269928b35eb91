#include "convert/convert_phh.h"

#include <fmt/format.h>

#include <algorithm>
#include <iterator>

#include "convert/phh_actions.h"
#include "replay/trace.h"
#include "report/report_json.h"

namespace convert {

namespace {

using engine::Act;
using engine::Chips;
using engine::Structure;
using engine::Variant;

// A TOML basic string: JSON's escapes are TOML's, but TOML also forbids a raw
// DEL (U+007F).
void append_toml_string(std::string& out, std::string_view s) {
  const std::size_t from = out.size();
  report::append_json_string(out, s);
  for (std::size_t i = from; i < out.size(); ++i)
    if (out[i] == '\x7f') out.replace(i, 1, "\\u007F");
}

// Text for a TOML comment: on one line.
std::string comment_text(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c == '\n' || c == '\r') c = ' ';
  return out;
}

// `key = value` lines of one hand.
class Fields {
 public:
  Fields(std::string& out, bool cash) : out_(out), cash_(cash) {}

  void amount(std::string_view key, Chips c) {
    start(key);
    append_decimal_amount(out_, c, cash_);
    out_.push_back('\n');
  }
  void amounts(std::string_view key, const std::vector<Chips>& v) {
    start(key);
    out_.push_back('[');
    for (std::size_t i = 0; i < v.size(); ++i) {
      if (i > 0) out_.append(", ");
      append_decimal_amount(out_, v[i], cash_);
    }
    out_.append("]\n");
  }
  void integer(std::string_view key, long v) {
    start(key);
    fmt::format_to(std::back_inserter(out_), "{}\n", v);
  }
  void string(std::string_view key, std::string_view v) {
    start(key);
    append_toml_string(out_, v);
    out_.push_back('\n');
  }
  void strings(std::string_view key, const std::vector<std::string_view>& v, bool one_per_line = false) {
    start(key);
    out_.push_back('[');
    for (std::size_t i = 0; i < v.size(); ++i) {
      out_.append(one_per_line ? "\n  " : i > 0 ? ", " : "");
      append_toml_string(out_, v[i]);
      if (one_per_line) out_.push_back(',');
    }
    out_.append(one_per_line && !v.empty() ? "\n]\n" : "]\n");
  }
  void raw(std::string_view key, std::string_view v) {
    start(key);
    out_.append(v);
    out_.push_back('\n');
  }

 private:
  void start(std::string_view key) {
    out_.append(key);
    out_.append(" = ");
  }
  std::string& out_;
  bool cash_;
};

// The forced bets as PHH fields, in PHH order (PHH.md §2-3). The first small
// blind, the first big blind, straddles and a button blind are
// `blinds_or_straddles` entries; a further big blind (a player posting in
// out of turn) is a post bet, a negative entry as in PokerKit, which does not
// move the opening; dead money (a made-up small blind, the small part of
// "small & big blinds") is an ante of its poster, dead like an ante. A short
// all-in post is written at the level the stakes call for: the reader posts
// what the stack allows and keeps the level to call.
struct ForcedBets {
  std::vector<Chips> antes;
  std::vector<Chips> blinds;
  std::optional<Chips> bring_in;
};

ForcedBets forced_bets(const replay::Trace& t, const PhhOrder& order) {
  const engine::HandRecord& rec = *t.record;
  const std::size_t n = order.record.size();
  ForcedBets f{std::vector<Chips>(n), std::vector<Chips>(n), std::nullopt};
  Chips ante_level = t.game.ante;
  for (const auto& a : rec.actions)
    if (a.kind == Act::kPostAnte) ante_level = max(ante_level, a.amount);
  bool small_seen = false, big_seen = false;
  for (const auto& a : rec.actions) {
    if (a.player < 0 || static_cast<std::size_t>(a.player) >= order.phh.size()) continue;
    const int k = order.phh[static_cast<std::size_t>(a.player)];
    if (k < 0) continue;
    const auto i = static_cast<std::size_t>(k);
    auto level = [&](Chips stakes) { return a.all_in && a.amount < stakes ? stakes : a.amount; };
    switch (a.kind) {
      case Act::kPostAnte:
        f.antes[i] += level(ante_level);
        break;
      case Act::kPostSmallBlind:
        if (small_seen)
          f.antes[i] += a.amount;
        else
          f.blinds[i] = level(t.game.small_blind);
        small_seen = true;
        break;
      case Act::kPostBigBlind:
        if (!big_seen)
          f.blinds[i] = level(t.game.big_blind);
        else if (a.amount > t.game.big_blind)
          f.blinds[i] = a.amount;
        else
          f.blinds[i] = -a.amount;
        big_seen = true;
        break;
      case Act::kPostSmallAndBig: {
        const Chips live = min(a.amount, t.game.big_blind);
        f.blinds[i] = -live;
        f.antes[i] += a.amount - live;
        break;
      }
      case Act::kPostButtonBlind:
        f.blinds[i] = level(t.game.button_blind);
        break;
      case Act::kPostStraddle:
        f.blinds[i] = a.amount;
        break;
      case Act::kBringIn:
        f.bring_in = a.amount;
        break;
      default:
        break;
    }
  }
  // A big blind's seat that posts nothing (all-in for the ante) still sets
  // the level, as the replay has it: PHH gets the level there, and the reader
  // posts what the stack allows (nothing).
  if (small_seen && !big_seen && t.small_blind_player >= 0 && t.game.big_blind.positive()) {
    const int sb = order.phh[static_cast<std::size_t>(t.small_blind_player)];
    if (sb >= 0 && n > 1 && f.blinds[(static_cast<std::size_t>(sb) + 1) % n].is_zero())
      f.blinds[(static_cast<std::size_t>(sb) + 1) % n] = t.game.big_blind;
  }
  // Heads-up, PHH writes the antes and blinds reversed (PHH.md §2).
  if (n == 2) {
    std::swap(f.antes[0], f.antes[1]);
    std::swap(f.blinds[0], f.blinds[1]);
  }
  return f;
}

// The stacks after the hand, in PHH order: a PHH input's own recorded ones
// (the replay's where an entry is finer than the cent), else the replay's
// (with the log's payouts where it states them). Empty when one is unknown.
std::vector<Chips> finishing_stacks(const replay::Trace& t, const PhhOrder& order) {
  const engine::HandRecord& rec = *t.record;
  const std::vector<std::optional<Chips>> finals = final_stacks(t, payouts(t));
  std::vector<Chips> out;
  for (const int i : order.record) {
    const auto k = static_cast<std::size_t>(i);
    std::optional<Chips> v = k < rec.finishing_stacks.size() ? rec.finishing_stacks[k] : std::nullopt;
    if (!v) v = finals[k];
    if (!v) return {};
    out.push_back(*v);
  }
  return out;
}

// What each player collected, after rake (PHH `winnings`): a PHH input's own,
// else the log's collect and cash-out lines; empty when neither says.
std::vector<Chips> winnings(const engine::HandRecord& rec, const PhhOrder& order) {
  std::vector<Chips> out;
  if (rec.winnings.size() == rec.players.size()) {
    for (const int i : order.record) {
      const auto& w = rec.winnings[static_cast<std::size_t>(i)];
      if (!w) return {};
      out.push_back(*w);
    }
    return out;
  }
  if (!rec.states_payouts) return {};
  out.assign(order.record.size(), Chips{0});
  for (const auto& a : rec.actions) {
    if ((a.kind != Act::kCollect && a.kind != Act::kCashOut) || a.player < 0) continue;
    const int k = order.phh[static_cast<std::size_t>(a.player)];
    if (k >= 0) out[static_cast<std::size_t>(k)] += a.amount;
  }
  return out;
}

bool is_default_name(std::string_view name, std::size_t k) { return name == "p" + std::to_string(k + 1); }

// The PHH fields of one replayed hand; false (and `why`) when it has none.
bool append_phh_fields(std::string& out, const replay::Trace& t, std::string_view hand_id, std::string& why) {
  const engine::HandRecord& rec = *t.record;
  const std::optional<std::string> code = phh_variant_code(rec.game);
  if (!code) {
    why = fmt::format("{} {} has no PHH variant code", engine::structure_id(rec.game.structure),
                      engine::variant_id(rec.game.variant));
    return false;
  }
  if (rec.cancelled) {
    why = "the hand was cancelled";
    return false;
  }
  const PhhOrder order = phh_order(t);
  const std::size_t n = order.record.size();
  if (n < 2) {
    why = "fewer than two players are dealt in";
    return false;
  }
  const bool stud = engine::is_stud(rec.game.variant);
  const bool fixed = rec.game.structure == Structure::kFixedLimit;
  const ForcedBets forced = forced_bets(t, order);
  Fields f(out, rec.has_currency_symbol);

  f.string("variant", *code);
  f.amounts("antes", forced.antes);
  if (stud) {
    // The log names the bring-in only when it is posted; when the opener
    // completes instead, its amount plays no part.
    Chips bring_in = forced.bring_in.value_or(rec.game.bring_in);
    if (!bring_in.positive()) bring_in = max(t.game.small_bet, Chips{2}) / 2;
    f.amount("bring_in", bring_in);
  } else {
    f.amounts("blinds_or_straddles", forced.blinds);
  }
  if (fixed) {
    f.amount("small_bet", t.game.small_bet);
    f.amount("big_bet", t.game.big_bet);
  } else {
    Chips min_bet = t.game.big_blind.positive() ? t.game.big_blind : rec.game.big_blind;
    if (!min_bet.positive())
      for (const Chips b : forced.blinds) min_bet = max(min_bet, b);
    f.amount("min_bet", min_bet);
  }
  {
    out.append("starting_stacks = [");
    for (std::size_t k = 0; k < n; ++k) {
      const auto& p = rec.players[static_cast<std::size_t>(order.record[k])];
      if (k > 0) out.append(", ");
      if (p.stack_unknown)
        out.append("inf");
      else
        append_decimal_amount(out, p.stack, rec.has_currency_symbol);
    }
    out.append("]\n");
  }
  {
    const std::vector<std::string> actions = phh_actions(t, order);
    f.strings("actions", std::vector<std::string_view>(actions.begin(), actions.end()), true);
  }
  if (!hand_id.empty()) f.string("hand", hand_id);
  if (!rec.table.empty()) f.string("table", rec.table);
  std::vector<std::string_view> names;
  bool named = false;
  for (std::size_t k = 0; k < n; ++k) {
    names.push_back(rec.players[static_cast<std::size_t>(order.record[k])].name);
    named = named || !is_default_name(names.back(), k);
  }
  if (named) f.strings("players", names);
  if (rec.format != "phh") {
    out.append("seats = [");
    for (std::size_t k = 0; k < n; ++k)
      fmt::format_to(std::back_inserter(out), "{}{}", k > 0 ? ", " : "",
                     rec.players[static_cast<std::size_t>(order.record[k])].seat);
    out.append("]\n");
  }
  if (rec.game.max_seats > 0) f.integer("seat_count", rec.game.max_seats);
  if (!rec.currency.empty()) f.string("currency", rec.currency);
  if (rec.start.known()) {
    f.integer("year", rec.start.year);
    f.integer("month", rec.start.month);
    f.integer("day", rec.start.day);
    if (rec.start.clock)
      f.raw("time", fmt::format("{:02}:{:02}:{:02}", rec.start.hour, rec.start.minute, rec.start.second));
    if (!rec.start.zone.empty()) f.string("time_zone_abbreviation", rec.start.zone);
  }
  if (const std::vector<Chips> stacks = finishing_stacks(t, order); !stacks.empty())
    f.amounts("finishing_stacks", stacks);
  if (const std::vector<Chips> won = winnings(rec, order); !won.empty()) f.amounts("winnings", won);
  // User-defined (PHH.md §1): what PHH has no field for.
  if (rec.stated.rake) f.amount("_rake", *rec.stated.rake);
  if (rec.game.cap.positive()) f.amount("_cap", rec.game.cap);
  // The all-in cash-outs (docs/cash-out.md): what the house paid each player
  // for his stake, 0 for the others; handaudit's PHH reader takes them back.
  const std::vector<std::optional<CashOut>> cashed = cash_outs(t);
  if (std::any_of(cashed.begin(), cashed.end(), [](const auto& c) { return c && c->amount.positive(); })) {
    std::vector<Chips> paid;
    for (const int i : order.record) {
      const std::optional<CashOut>& c = cashed[static_cast<std::size_t>(i)];
      paid.push_back(c ? c->amount : Chips{0});
    }
    f.amounts("_cash_outs", paid);
  }
  return true;
}

}  // namespace

std::optional<std::string> phh_variant_code(const engine::GameDef& game) {
  std::string code;
  switch (game.structure) {
    case Structure::kFixedLimit:
      code = "F";
      break;
    case Structure::kNoLimit:
      code = "N";
      break;
    case Structure::kPotLimit:
      code = "P";
      break;
    case Structure::kPotLimitPreflopNoLimitPostflop:
    case Structure::kHalfPotLimit:
      return std::nullopt;
  }
  switch (game.variant) {
    case Variant::kHoldem:
      return code + "T";
    case Variant::kSixPlusHoldem:
      return code + "S";
    case Variant::kOmaha:
      return code + (game.hi_lo ? "O/8" : "O");
    case Variant::kStud7:
      return code + (game.hi_lo ? "7S/8" : "7S");
    case Variant::kRazz:
      return code + "R";
    case Variant::kDraw27Single:
      return code + "2L1D";
    case Variant::kDraw27Triple:
      return code + "2L3D";
    case Variant::kBadugi:
      return code + "B";
    case Variant::kSplitHoldem:
    case Variant::kOmaha5:
    case Variant::kOmaha6:
    case Variant::kCourchevel:
    case Variant::kStud5:
    case Variant::kDraw5:
    case Variant::kDrawA5Triple:
    case Variant::kKuhn:  // PHH names no Kuhn poker
    // No PHH code: PHH.md's variants have none for the mixed-game rooms'
    // games (docs/games.md).
    case Variant::kDrawA5Single:
    case Variant::kRazz27:
    case Variant::kBadeucey:
    case Variant::kBadacey:
    case Variant::kDrawmaha27:
    case Variant::kDrawmaha:
    case Variant::kIrish:
    case Variant::kDoubleHoldem:
    case Variant::kUnknown:
      return std::nullopt;
  }
  return std::nullopt;
}

Converted convert_to_phh(ConvertWorkspace& workspace, std::string_view text, std::uint32_t line, std::uint32_t column, std::string_view source,
                         SourceFormat format, std::string_view hand_name) {
  return convert_hand(workspace, text, line, column, source, format, hand_name,
                      [](std::string& out, const replay::Trace& t, std::string_view hand_id, std::string_view from,
                         std::uint32_t from_line) {
                        out = "# from " + comment_text(fmt::format("{}:{}", from, from_line)) + "\n";
                        std::string why;
                        append_phh_fields(out, t, hand_id, why);
                        return why;
                      });
}

void PhhDocument::add(const Converted& hand) {
  if (tables_) {
    write(hand);
    return;
  }
  held_.push_back(hand);
  if (!hand.text.empty()) ++hands_;
  if (hands_ < 2) return;
  tables_ = true;
  hands_ = 0;
  for (const Converted& h : held_) write(h);
  held_.clear();
}

void PhhDocument::finish() {
  for (const Converted& h : held_) write(h);
  held_.clear();
}

void PhhDocument::write(const Converted& hand) {
  if (hand.text.empty()) {
    out_.append("# " + comment_text(hand.skipped) + "\n");
  } else if (tables_) {
    ++hands_;
    out_.append(fmt::format("{}[{}]\n", hands_ > 1 ? "\n" : "", hands_));
    out_.append(hand.text);
  } else {
    out_.append(hand.text);
  }
  out_.commit();
}

}  // namespace convert
