#include "validators/hand_snapshot.h"

#include "engine/money_text.h"
#include "validators/log_account.h"

namespace validators {

namespace {

using engine::Act;

bool takes_part(Act k) {
  switch (k) {
    case Act::kPostSmallBlind:
    case Act::kPostBigBlind:
    case Act::kPostSmallAndBig:
    case Act::kPostAnte:
    case Act::kPostButtonBlind:
    case Act::kPostStraddle:
    case Act::kFold:
    case Act::kCheck:
    case Act::kCall:
    case Act::kBet:
    case Act::kRaise:
    case Act::kBringIn:
    case Act::kDiscard:
    case Act::kStandPat:
    case Act::kTreatedAllIn:  // disconnect protection: still in the hand
      return true;
    case Act::kShow:
    case Act::kMuck:
    case Act::kUncalledReturn:
    case Act::kCollect:
    case Act::kCashOut:
      return false;
  }
  return false;
}

// The session fields every snapshot has, from the record alone.
HandSnapshot snapshot_header(const engine::HandRecord& record) {
  HandSnapshot s;
  s.site = std::string(record.site);
  s.tournament_id = std::string(record.tournament_id);
  s.table = std::string(record.table);
  s.table_is_file = record.table_is_file;
  s.tournament = record.game.tournament;
  s.fast_fold = record.fast_fold;
  s.copies_only = !joins_table_session(record);
  s.copy_key = copy_key(record);
  s.hand_id = std::string(record.hand_id);
  s.number = hand_number(record.hand_id).value_or(0);
  s.start_time = record.start_time;
  s.tournament_buy_in = std::string(record.tournament_buy_in);
  s.level = record.level;
  s.level_round = record.level_round;
  // PokerStars writes "Level IV"; GGPoker, the other reader of levels, "Level4".
  s.level_roman = record.format == "pokerstars";
  s.level_small_blind = record.game.small_blind;
  s.level_big_blind = record.game.big_blind;
  s.button_seat = record.button_seat;
  s.button_guessed = record.button_seat_guessed;
  s.header_pos = record.header_pos;
  s.button_pos = record.button_pos;
  s.money_symbol = std::string(engine::money_symbol(record));
  if (record.game.tournament && record.hero >= 0)
    s.hero = std::string(record.players[static_cast<std::size_t>(record.hero)].name);  // for the tournament checks only
  for (const engine::TournamentResult& r : record.tournament_results) {
    if (r.kind == engine::TournamentResult::Kind::kBounty || r.player < 0) continue;
    const std::uint32_t place = r.kind == engine::TournamentResult::Kind::kWon ? 1 : r.place;
    if (place == 0) continue;
    s.finishes.push_back({std::string(record.players[static_cast<std::size_t>(r.player)].name), place, r.money,
                          std::string(r.money_symbol)});
  }
  return s;
}

int seat_of(const engine::HandRecord& record, int player) {
  return player >= 0 ? record.players[static_cast<std::size_t>(player)].seat : 0;
}

}  // namespace

bool joins_table_session(const engine::HandRecord& record) {
  return !record.table.empty() && !record.fast_fold && !record.anonymous_players && record.format != "phh";
}

std::optional<std::uint64_t> hand_number(std::string_view hand_id) {
  // GGPoker writes the game's capital letters before the room's counter
  // ("HD1245993", "OM181427500", "RC1000003"): the digits number the hand.
  std::size_t letters = 0;
  while (letters < 3 && letters < hand_id.size() && hand_id[letters] >= 'A' && hand_id[letters] <= 'Z') ++letters;
  hand_id.remove_prefix(letters);
  if (hand_id.empty() || hand_id.size() > 19) return std::nullopt;  // 19 digits always fit
  std::uint64_t n = 0;
  for (const char c : hand_id) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + static_cast<std::uint64_t>(c - '0');
  }
  return n;
}

HandSnapshot snapshot_unreplayed(const engine::HandRecord& record) { return snapshot_header(record); }

HandSnapshot snapshot_copy(const engine::HandRecord& record, std::uint64_t key) {
  HandSnapshot s;
  s.site = std::string(record.site);
  s.tournament_id = std::string(record.tournament_id);
  s.table = std::string(record.table);  // names the later copy's table in its finding
  s.tournament = record.game.tournament;
  s.fast_fold = record.fast_fold;
  s.copies_only = true;
  s.copy_key = key;
  s.hand_id = std::string(record.hand_id);
  s.header_pos = record.header_pos;
  s.copy = copy_fingerprint(record);
  return s;
}

HandSnapshot snapshot_hand(const replay::Trace& trace) {
  const engine::HandRecord& record = *trace.record;
  HandSnapshot s = snapshot_header(record);
  s.comparable = !record.cancelled && record.button_seat > 0 && trace.players.size() == record.players.size();
  s.small_blind_seat = seat_of(record, trace.small_blind_player);
  s.big_blind_seat = seat_of(record, trace.big_blind_player);

  // Final stacks by the log's own account, as the converters write them.
  const LogAccount account = log_account(trace);
  s.seats.reserve(record.players.size());
  for (std::size_t i = 0; i < record.players.size(); ++i) {
    const engine::PlayerRecord& p = record.players[i];
    SnapshotSeat seat;
    seat.name = std::string(p.name);
    seat.seat = p.seat;
    seat.start = p.stack;
    seat.final_stack = i < trace.players.size() ? final_by_log(trace, account, i) : p.stack;
    if (record.collects_before_rake && i < account.players.size() && account.players[i].collected.positive())
      seat.rake_after = account.players[i].collected / 20 + engine::Chips{engine::Chips::kScale};
    seat.sitting_out = p.sitting_out;
    seat.pos = p.pos;
    s.seats.push_back(std::move(seat));
  }
  for (const engine::ActionRecord& a : record.actions) {
    if (a.player < 0 || static_cast<std::size_t>(a.player) >= s.seats.size()) continue;
    SnapshotSeat& seat = s.seats[static_cast<std::size_t>(a.player)];
    if (takes_part(a.kind)) seat.dealt_in = true;
    if (a.kind == Act::kPostBigBlind || a.kind == Act::kPostSmallAndBig) seat.posted_big_blind = true;
  }
  for (const engine::ChipsAdded& c : record.chips_added)
    if (c.player >= 0 && static_cast<std::size_t>(c.player) < s.seats.size())
      s.seats[static_cast<std::size_t>(c.player)].added += c.amount;
  s.copy = copy_fingerprint(record);
  return s;
}

}  // namespace validators
