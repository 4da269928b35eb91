#include "convert/convert_ohh.h"

#include <fmt/format.h>

#include <iterator>
#include <map>
#include <string>
#include <vector>

#include "convert/json_fields.h"
#include "engine/hand_time.h"
#include "handaudit/version.h"
#include "parser/site_headers.h"
#include "replay/trace.h"
#include "validators/log_account.h"

namespace convert {

namespace {

using engine::Act;
using engine::Chips;
using engine::Street;
using engine::Structure;

std::string_view site_name(std::string_view site) {
  if (site == "pokerstars") return "PokerStars";
  if (site == "full-tilt") return "Full Tilt Poker";
  if (site == "run-it-once") return "Run It Once";
  if (site == "pokermaster") return "PokerMaster";
  if (site == "pokerbros") return "PokerBros";
  if (site == "pppoker") return "PPPoker";
  // A room handaudit reads by a reader of its own: its name ("GGPoker").
  for (std::size_t f = 0; f < parser::kSiteFormatCount; ++f) {
    const parser::SiteFormatInfo& info = parser::site_format_info(static_cast<parser::SiteFormat>(f));
    if (info.id == site && site != "ohh") return info.name;
  }
  return "";
}

std::string_view bet_type(Structure s) {
  switch (s) {
    case Structure::kNoLimit:
      return "NL";
    case Structure::kPotLimit:
      return "PL";
    case Structure::kFixedLimit:
      return "FL";
    case Structure::kPotLimitPreflopNoLimitPostflop:
    case Structure::kHalfPotLimit:
      return "PL";  // OHH has no value for these: the nearest, whose limit holds every legal bet of theirs
  }
  return "NL";
}

// The OHH street of a round of the record (see convert_ohh.h).
std::string_view round_street(Street s) {
  switch (s) {
    case Street::kPreflop:
      return "Preflop";
    case Street::kFlop:
      return "Flop";
    case Street::kTurn:
      return "Turn";
    case Street::kRiver:
    case Street::kSeventh:
      return "River";
    case Street::kShowdown:
      return "Showdown";
  }
  return "Preflop";
}

struct Round {
  std::string_view street;
  engine::CardList cards;
  std::vector<std::string> actions;  // each action object's fields after its action_number
};

class Writer {
 public:
  Writer(std::string& out, const replay::Trace& t)
      : out_(out), t_(t), rec_(*t.record), cash_(rec_.has_currency_symbol), bets_(t), folded_(rec_.players.size()) {}

  void hand(std::string_view hand_id, std::string_view game_type);

 private:
  void header(std::string_view hand_id, std::string_view game_type);
  void players();
  void rounds();
  void pots();

  // The steps of rounds(): the rounds are filled from the record, then written.
  void post_forced_bets();
  void deal_hole_cards();
  void play_actions();
  void reach_run_out();
  void write_round(const Round& r);
  void write_later_board(const engine::CardList& later);

  Round& round_of(Street s);
  void reach(Street s);
  void deal_stud(Street s);
  void action(Round& r, int player, std::string_view name, std::optional<Chips> amount, bool all_in,
              const engine::CardList* cards);

  std::string& out_;
  const replay::Trace& t_;
  const engine::HandRecord& rec_;
  bool cash_;
  StreetBets bets_;
  std::vector<bool> folded_;
  std::vector<Round> rounds_;  // one per street reached, in order
  Round showdown_{"Showdown", {}, {}};
  int action_number_ = 0;  // of the last action written, over every round
  int round_id_ = 0;       // of the next round written
};

void Writer::action(Round& r, int player, std::string_view name, std::optional<Chips> amount, bool all_in,
                    const engine::CardList* cards) {
  std::string& o = r.actions.emplace_back();
  if (player >= 0) {
    o.push_back(',');
    report::append_int_field(o, "player_id", player);
  }
  o.push_back(',');
  report::append_string_field(o, "action", name);
  if (amount) {
    o.push_back(',');
    append_amount_field(o, "amount", amount, cash_);
    o.push_back(',');
    report::append_bool_field(o, "is_allin", all_in);
  }
  if (cards != nullptr) {
    o.append(",\"cards\":");
    append_cards(o, *cards);
  }
}

// The stud cards a live player gets on `s` that the log shows: the up-card,
// and the down-cards where his hand is known in deal order.
void Writer::deal_stud(Street s) {
  Round& r = rounds_.back();
  for (std::size_t i = 0; i < rec_.players.size(); ++i) {
    if (folded_[i] || i >= t_.players.size() || !t_.players[i].in_hand) continue;
    engine::CardList cards;
    const auto [first, last] = stud_deal_range(s);
    for (std::size_t k = first; k < last; ++k)
      if (const std::optional<engine::Card> c = stud_card(rec_.players[i], k)) cards.push(*c);
    if (!cards.empty()) action(r, static_cast<int>(i), "Dealt Cards", std::nullopt, false, &cards);
  }
}

// Opens the rounds up to `s`, each with the cards it deals.
void Writer::reach(Street s) {
  const bool stud = engine::is_stud(rec_.game.variant);
  const bool flop = engine::is_flop_game(rec_.game.variant);
  while (rounds_.size() <= static_cast<std::size_t>(s)) {
    const auto street = static_cast<Street>(rounds_.size());
    if (street > Street::kSeventh || (!stud && street > Street::kRiver)) break;
    if (street != Street::kPreflop) bets_.new_street();
    rounds_.push_back(Round{round_street(street), {}, {}});
    if (flop && street != Street::kPreflop) {
      const engine::CardList& board = rec_.boards[0];
      const std::size_t first = street == Street::kFlop ? 0 : street == Street::kTurn ? 3 : 4;
      const std::size_t count = street == Street::kFlop ? 3 : 1;
      for (std::size_t k = first; k < first + count && k < board.size; ++k) rounds_.back().cards.push(board.cards[k]);
    }
    if (stud) deal_stud(street);
  }
}

Round& Writer::round_of(Street s) {
  reach(s);
  return rounds_[std::min(static_cast<std::size_t>(s), rounds_.size() - 1)];
}

void Writer::header(std::string_view hand_id, std::string_view game_type) {
  const engine::GameDef& g = t_.game;
  report::append_string_field(out_, "spec_version", "1.4.6");
  out_.push_back(',');
  report::append_string_field(out_, "internal_version", handaudit::kVersion);
  out_.push_back(',');
  const std::string_view site = site_name(rec_.site);
  report::append_string_field(out_, "site_name", site);
  if (!site.empty()) {
    out_.push_back(',');
    report::append_string_field(out_, "network_name", site);
  }
  out_.push_back(',');
  report::append_string_field(out_, "game_number", hand_id);
  const engine::HandTime& written = rec_.start_et.known() ? rec_.start_et : rec_.start;
  if (const auto utc = engine::to_utc(written)) {
    out_.push_back(',');
    report::append_string_field(out_, "start_date_utc",
                        fmt::format("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}", utc->year, utc->month, utc->day, utc->hour,
                                    utc->minute, utc->second));
  }
  out_.push_back(',');
  report::append_string_field(out_, "table_name", rec_.table);
  int table_size = g.max_seats;
  for (const auto& p : rec_.players) table_size = std::max(table_size, p.seat);
  out_.push_back(',');
  report::append_int_field(out_, "table_size", g.max_seats > 0 ? g.max_seats : table_size);
  out_.push_back(',');
  report::append_string_field(out_, "game_type", game_type);
  out_.append(",\"bet_limit\":{");
  report::append_string_field(out_, "bet_type", bet_type(g.structure));
  out_.push_back(',');
  append_amount_field(out_, "bet_cap", g.cap, cash_);
  out_.append("},");
  report::append_string_field(out_, "currency", rec_.currency);
  if (g.tournament) out_.append(",\"tournament\":true");
  if (rec_.button_seat > 0 && !engine::is_stud(g.variant)) {
    out_.push_back(',');
    report::append_int_field(out_, "dealer_seat", rec_.button_seat);
  }
  if (!engine::is_stud(g.variant)) {
    out_.push_back(',');
    append_amount_field(out_, "small_blind_amount", g.small_blind, cash_);
    out_.push_back(',');
    append_amount_field(out_, "big_blind_amount", g.big_blind, cash_);
  }
  Chips ante = g.ante;
  for (const auto& a : rec_.actions)
    if (a.kind == Act::kPostAnte) ante = max(ante, a.amount);
  out_.push_back(',');
  append_amount_field(out_, "ante_amount", ante, cash_);
  if (rec_.hero >= 0) {
    out_.push_back(',');
    report::append_int_field(out_, "hero_player_id", rec_.hero);
  }
  std::vector<std::string_view> flags;
  if (rec_.hero < 0) flags.push_back("Observed");
  if (rec_.runs > 1) flags.push_back("Run_It_Twice");  // OHH 1.4: any number of runs
  if (rec_.bomb_pot) flags.push_back("Bomb_Pot");
  if (g.cap.positive()) flags.push_back("Cap");
  if (rec_.anonymous_players) flags.push_back("Anonymous");  // seat names are positions (Bovada)
  out_.append(",\"flags\":[");
  for (std::size_t k = 0; k < flags.size(); ++k) {
    if (k > 0) out_.push_back(',');
    report::append_json_string(out_, flags[k]);
  }
  out_.push_back(']');
}

void Writer::players() {
  out_.append(",\"players\":[");
  for (std::size_t i = 0; i < rec_.players.size(); ++i) {
    const auto& p = rec_.players[i];
    if (i > 0) out_.push_back(',');
    out_.push_back('{');
    report::append_int_field(out_, "id", static_cast<std::int64_t>(i));
    out_.push_back(',');
    report::append_int_field(out_, "seat", p.seat);
    out_.push_back(',');
    report::append_string_field(out_, "name", p.name);
    out_.push_back(',');
    append_amount_field(out_, "starting_stack", p.stack_unknown ? std::nullopt : std::optional<Chips>(p.stack), cash_);
    out_.push_back(',');
    report::append_bool_field(out_, "is_sitting_out", p.sitting_out && !(i < t_.players.size() && t_.players[i].in_hand));
    out_.push_back('}');
  }
  out_.push_back(']');
}

// The forced bets, in the first round: the record lists them before
// anything else.
void Writer::post_forced_bets() {
  bool small_blind_seen = false, big_blind_seen = false;
  for (const auto& a : rec_.actions) {
    const std::optional<Chips> amount = a.amount;
    const Chips live_before = a.player >= 0 ? bets_.of(a.player) : Chips{0};
    switch (a.kind) {
      case Act::kPostAnte:
        action(rounds_[0], a.player, "Post Ante", amount, a.all_in, nullptr);
        break;
      case Act::kPostSmallBlind:
        action(rounds_[0], a.player, small_blind_seen ? "Post Dead" : "Post SB", amount, a.all_in, nullptr);
        small_blind_seen = true;
        bets_.apply(a);
        break;
      case Act::kPostBigBlind:
        action(rounds_[0], a.player, big_blind_seen && a.amount > t_.game.big_blind ? "Straddle" : "Post BB", amount,
               a.all_in, nullptr);
        big_blind_seen = true;
        bets_.apply(a);
        break;
      case Act::kPostSmallAndBig: {
        const Chips live = bets_.apply(a) - live_before;
        action(rounds_[0], a.player, "Post BB", live, a.all_in && live == a.amount, nullptr);
        if (a.amount > live) action(rounds_[0], a.player, "Post Dead", a.amount - live, a.all_in, nullptr);
        break;
      }
      case Act::kPostButtonBlind:
        action(rounds_[0], a.player, "Post Extra Blind", amount, a.all_in, nullptr);
        bets_.apply(a);
        break;
      case Act::kPostStraddle:
        action(rounds_[0], a.player, "Straddle", amount, a.all_in, nullptr);
        bets_.apply(a);
        break;
      default:
        break;
    }
  }
}

// The hole cards shown as dealt (the hero's; every player's in PHH), in the
// first round; a draw player's first hand. Stud cards are dealt by reach().
void Writer::deal_hole_cards() {
  if (engine::is_stud(rec_.game.variant)) return;
  for (std::size_t i = 0; i < rec_.players.size(); ++i) {
    const auto& p = rec_.players[i];
    const bool shown_as_dealt = rec_.hero >= 0 ? static_cast<int>(i) == rec_.hero : rec_.format == "phh";
    const std::optional<engine::CardList> first =
        engine::is_draw(rec_.game.variant) ? first_draw_hand(rec_, static_cast<int>(i)) : std::optional(p.hole);
    if (shown_as_dealt && first && !first->empty())
      action(rounds_[0], static_cast<int>(i), "Dealt Cards", std::nullopt, false, &*first);
  }
}

// The players' actions after the forced bets, each in the round of its
// street (opened as reached); shows and mucks in the showdown, also the
// shows a log writes only in its summary ("Seat 3: Ann showed [..]").
void Writer::play_actions() {
  const bool flop = engine::is_flop_game(rec_.game.variant);
  // Cards known only from the summary: another player's cards a flop game's
  // log shows without a show or muck line (stud's known cards include the
  // up-cards, dealt street by street below).
  std::vector<bool> written(rec_.players.size(), false);
  for (const auto& a : rec_.actions)
    if ((a.kind == Act::kShow || a.kind == Act::kMuck) && a.player >= 0) written[static_cast<std::size_t>(a.player)] = true;
  for (std::size_t i = 0; i < rec_.players.size(); ++i) {
    const engine::PlayerRecord& p = rec_.players[i];
    if (!flop || written[i] || p.hole.empty() || static_cast<int>(i) == rec_.hero) continue;
    action(showdown_, static_cast<int>(i), p.mucked ? "Mucks Cards" : "Shows Cards", std::nullopt, false, &p.hole);
  }
  for (const auto& a : rec_.actions) {
    if (a.player < 0) continue;
    const auto i = static_cast<std::size_t>(a.player);
    switch (a.kind) {
      case Act::kBringIn:
        action(round_of(a.street), a.player, "Post Extra Blind", a.amount, a.all_in, nullptr);
        bets_.apply(a);
        break;
      case Act::kFold:
        action(round_of(a.street), a.player, "Fold", std::nullopt, false, nullptr);
        folded_[i] = true;
        break;
      case Act::kCheck:
        action(round_of(a.street), a.player, "Check", std::nullopt, false, nullptr);
        break;
      case Act::kCall:
        action(round_of(a.street), a.player, "Call", a.amount, a.all_in, nullptr);
        bets_.apply(a);
        break;
      case Act::kBet:
      case Act::kRaise: {
        Round& r = round_of(a.street);
        const Chips before = bets_.of(a.player);
        // Never negative: a raise to less than the player's own bet is a
        // log's error (the audit's), not chips taken back.
        const Chips total = bets_.apply(a);
        const Chips added = total > before ? total - before : Chips{0};
        // OHH: no Bet pre-flop in a blind game; Raise carries what is put in.
        const bool raise = a.kind == Act::kRaise || (flop && a.street == Street::kPreflop);
        action(r, a.player, raise ? "Raise" : "Bet", added, a.all_in, nullptr);
        break;
      }
      case Act::kDiscard: {
        // The new cards, where the log shows them.
        const engine::Exchange* e = exchange_at(rec_, static_cast<std::size_t>(&a - rec_.actions.data()));
        if (a.cards > 0)
          action(round_of(a.street), a.player, "Dealt Cards", std::nullopt, false,
                 e != nullptr && !e->drawn.empty() ? &e->drawn : nullptr);
        break;
      }
      case Act::kShow:
        action(showdown_, a.player, "Shows Cards", std::nullopt, false, &rec_.players[i].hole);
        break;
      case Act::kMuck:
        action(showdown_, a.player, "Mucks Cards", std::nullopt, false,
               rec_.players[i].hole.empty() ? nullptr : &rec_.players[i].hole);
        break;
      default:
        break;
    }
  }
}

// Opens the streets dealt after the betting (an all-in run-out).
void Writer::reach_run_out() {
  if (engine::is_flop_game(rec_.game.variant)) {
    const std::size_t n = rec_.boards[0].size;
    reach(n >= 5 ? Street::kRiver : n == 4 ? Street::kTurn : n >= 3 ? Street::kFlop : Street::kPreflop);
  } else if (engine::is_stud(rec_.game.variant)) {
    int last = 0;
    for (int s = 0; s <= static_cast<int>(Street::kSeventh); ++s)
      if (rec_.street_pos[static_cast<std::size_t>(s)].line != 0) last = s;
    reach(static_cast<Street>(std::min(last, engine::betting_rounds(rec_.game.variant) - 1)));
  }
}

// Writes one round object, the next id, its actions numbered on from the
// rounds before it.
void Writer::write_round(const Round& r) {
  if (round_id_ > 0) out_.push_back(',');
  out_.push_back('{');
  report::append_int_field(out_, "id", round_id_++);
  out_.push_back(',');
  report::append_string_field(out_, "street", r.street);
  if (!r.cards.empty()) {
    out_.append(",\"cards\":");
    append_cards(out_, r.cards);
  }
  // Numbered in the order written: a run-out's deals come after the
  // showdown's actions in the record, before them in the rounds.
  out_.append(",\"actions\":[");
  for (std::size_t k = 0; k < r.actions.size(); ++k) {
    out_.append(k > 0 ? ",{" : "{");
    report::append_int_field(out_, "action_number", ++action_number_);
    out_.append(r.actions[k]);
    out_.push_back('}');
  }
  out_.append("]}");
}

// Run twice or three times: each later board's streets, from the first
// card where it differs from the first board; rounds without actions.
void Writer::write_later_board(const engine::CardList& later) {
  const engine::CardList& first = rec_.boards[0];
  std::size_t split = 0;
  while (split < later.size && split < first.size && first.cards[split] == later.cards[split]) ++split;
  for (const Street s : {Street::kFlop, Street::kTurn, Street::kRiver}) {
    const std::size_t from = s == Street::kFlop ? 0 : s == Street::kTurn ? 3 : 4;
    const std::size_t count = s == Street::kFlop ? 3 : 1;
    if (from + count <= split || from >= later.size) continue;
    Round r{round_street(s), {}, {}};
    for (std::size_t k = from; k < from + count && k < later.size; ++k) r.cards.push(later.cards[k]);
    write_round(r);
  }
}

void Writer::rounds() {
  reach(Street::kPreflop);
  post_forced_bets();
  // Money the house puts in the pot (GGPoker's "Cash Drop to Pot", "STP
  // added"): OHH 1.4.5's Add to Pot, by no player.
  if (rec_.house_money.positive()) action(rounds_[0], -1, "Add to Pot", rec_.house_money, false, nullptr);
  deal_hole_cards();
  play_actions();
  reach_run_out();

  out_.append(",\"rounds\":[");
  for (const Round& r : rounds_) write_round(r);
  if (engine::is_flop_game(rec_.game.variant))
    for (std::size_t k = 1; k < rec_.runs; ++k) write_later_board(rec_.boards[k]);
  if (!showdown_.actions.empty()) write_round(showdown_);
  out_.push_back(']');
}

void Writer::pots() {
  // A bet nobody called is not won from a pot: OHH leaves it out, its
  // reader gives it back as every uncalled bet.
  const Payouts paid = payouts(t_, Uncalled::kApart);
  const std::size_t n = t_.pots.pots.size();
  // Per-pot rake: what each pot held less what was paid from it, when that
  // adds up to the stated rake, or when the log states none (888's cash
  // games: its collects are what is left after a rake it does not write);
  // else the stated rake on the main pot.
  const validators::LogAccount account = validators::log_account(t_);
  const std::vector<replay::Shares> kept = validators::kept_by_pot(t_, account);
  std::vector<Chips> rake(n, Chips{0});
  const Chips stated = rec_.stated.rake.value_or(Chips{0});
  bool per_pot = paid.unplaced.empty();
  Chips sum{0};
  for (std::size_t k = 0; k < n && per_pot; ++k) {
    if (!paid.pots[k]) {
      per_pot = false;
      break;
    }
    Chips won{0};
    for (const auto& [p, c] : *paid.pots[k]) won += c;
    for (const auto& [p, c] : kept[k]) won += c;  // a cashed-out winner's share, kept by the house
    rake[k] = t_.pots.pots[k].amount - won;
    per_pot = rake[k].is_zero() || rake[k].positive();
    sum += rake[k];
  }
  if (!per_pot || (rec_.states_rake && sum != stated)) {
    std::fill(rake.begin(), rake.end(), Chips{0});
    if (n > 0) rake[0] = stated;
  }
  // Cash-outs (OHH.md §6, docs/cash-out.md, convert::cash_outs): the
  // house's payment and fee on the player's win in the main pot; a
  // cashed-out winner's win_amount is his share of the pot, which the house
  // keeps, so that each pot still balances (wins + rake = amount).
  const std::vector<std::optional<CashOut>> cashed = cash_outs(t_);

  out_.append(",\"pots\":[");
  for (std::size_t k = 0; k < n; ++k) {
    if (k > 0) out_.push_back(',');
    out_.push_back('{');
    report::append_int_field(out_, "number", static_cast<std::int64_t>(k));
    out_.push_back(',');
    append_amount_field(out_, "amount", t_.pots.pots[k].amount, cash_);
    out_.push_back(',');
    append_amount_field(out_, "rake", rake[k], cash_);
    out_.push_back(',');
    append_amount_field(out_, "jackpot", Chips{0}, cash_);
    out_.append(",\"player_wins\":[");
    std::map<int, Chips> wins;
    if (paid.pots[k]) wins = *paid.pots[k];
    if (k == 0)
      for (const auto& [p, c] : paid.unplaced) wins[p] += c;
    if (k < kept.size())
      for (const auto& [p, c] : kept[k]) wins[p] += c;
    bool first = true;
    auto win = [&](int p, Chips amount) {
      if (!first) out_.push_back(',');
      first = false;
      out_.push_back('{');
      report::append_int_field(out_, "player_id", p);
      out_.push_back(',');
      append_amount_field(out_, "win_amount", amount, cash_);
      const std::optional<CashOut>& c = cashed[static_cast<std::size_t>(p)];
      if (k == 0 && c) {
        out_.push_back(',');
        append_amount_field(out_, "cashout_amount", c->amount, cash_);
        out_.push_back(',');
        append_amount_field(out_, "cashout_fee", c->fee, cash_);
      }
      out_.push_back('}');
    };
    for (const auto& [p, c] : wins) win(p, c);
    if (k == 0)
      for (std::size_t i = 0; i < cashed.size(); ++i)
        if (cashed[i] && !wins.count(static_cast<int>(i))) win(static_cast<int>(i), Chips{0});
    out_.append("]}");
  }
  out_.push_back(']');
}

void Writer::hand(std::string_view hand_id, std::string_view game_type) {
  out_.append("{\"ohh\":{");
  header(hand_id, game_type);
  players();
  rounds();
  pots();
  out_.append("}}\n");
}

}  // namespace

std::optional<std::string_view> ohh_game_type(const engine::GameDef& game) {
  using engine::Variant;
  switch (game.variant) {
    case Variant::kHoldem:
    case Variant::kSixPlusHoldem:
    case Variant::kSplitHoldem:
      return "Holdem";
    case Variant::kOmaha:
    case Variant::kOmaha5:
    case Variant::kOmaha6:
    case Variant::kCourchevel:
      return game.hi_lo ? "OmahaHiLo" : "Omaha";
    case Variant::kStud7:
    case Variant::kStud5:
    case Variant::kRazz:
    case Variant::kRazz27:
      return game.hi_lo ? "StudHiLo" : "Stud";
    case Variant::kDraw5:
    case Variant::kDraw27Single:
    case Variant::kDraw27Triple:
    case Variant::kDrawA5Triple:
    case Variant::kBadugi:
    case Variant::kDrawA5Single:
    case Variant::kBadeucey:
    case Variant::kBadacey:
      return "Draw";
    // A board and a draw in one hand, hole cards thrown on the flop, or a
    // point card set there: OHH has no actions for them.
    case Variant::kDrawmaha27:
    case Variant::kDrawmaha:
    case Variant::kIrish:
    case Variant::kDoubleHoldem:
    case Variant::kKuhn:  // OHH's game types name no Kuhn poker
    case Variant::kUnknown:
      return std::nullopt;
  }
  return std::nullopt;
}

Converted convert_to_ohh(ConvertWorkspace& workspace, std::string_view text, std::uint32_t line, std::uint32_t column, std::string_view source,
                         SourceFormat format, std::string_view hand_name) {
  return convert_hand(
      workspace, text, line, column, source, format, hand_name,
      [](std::string& out, const replay::Trace& t, std::string_view hand_id, std::string_view, std::uint32_t) {
        const std::optional<std::string_view> game_type = ohh_game_type(t.game);
        if (!game_type) return std::string(engine::variant_id(t.game.variant)) + " has no OHH game_type";
        Writer(out, t).hand(hand_id, *game_type);
        return std::string();
      });
}

}  // namespace convert
