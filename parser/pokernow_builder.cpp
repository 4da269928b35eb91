#include "parser/pokernow_builder.h"

#include <algorithm>

namespace parser::pokernow {

using engine::Act;
using engine::Chips;
using engine::Rule;

std::optional<Chips> amount_chips_checked(std::string_view digits) {
  std::int64_t units = 0;
  int decimals = -1;
  for (char c : digits) {
    if (c == '.') {
      decimals = 0;
      continue;
    }
    const int d = c - '0';
    if (decimals >= 2) {
      if (d != 0) return std::nullopt;
      continue;
    }
    if (units > engine::kMaxAmount.minor_units() / 10) return std::nullopt;
    units = units * 10 + d;
    if (decimals >= 0) ++decimals;
  }
  for (decimals = std::max(decimals, 0); decimals < 2; ++decimals) units *= 10;
  if (units > engine::kMaxAmount.minor_units()) return std::nullopt;
  return Chips{units};
}

std::optional<Chips> amount_chips(std::string_view digits, bool* point) {
  // The amounts of a log ("18.00", "1099"): at most 14 digits before the
  // point and two after it counted, so that no step can overflow and one
  // check at the end says what the checks of every digit say (a value past
  // kMaxAmount at some digit is past it at the end). A longer amount, or a
  // second point, takes the checked way.
  constexpr std::size_t kWhole = 14;  // digits before the point
  const char* p = digits.data();
  const char* const last = p + digits.size();
  const char* const whole_end = p + std::min(digits.size(), kWhole);
  std::int64_t units = 0;
  for (; p != whole_end && *p != '.'; ++p) units = units * 10 + (*p - '0');
  if (p == whole_end && p != last) {
    if (point != nullptr) *point = digits.find('.') != std::string_view::npos;
    return amount_chips_checked(digits);
  }
  if (point != nullptr) *point = p != last;
  std::int64_t cents = 0;  // the first two decimals, as cents
  if (p != last) {
    ++p;  // the point
    if (p != last && *p != '.') cents += (*p++ - '0') * 10;
    if (p != last && *p != '.') cents += *p++ - '0';
    for (; p != last; ++p) {
      if (*p == '.') return amount_chips_checked(digits);
      if (*p != '0') return std::nullopt;
    }
  }
  units = units * 100 + cents;
  if (units > engine::kMaxAmount.minor_units()) return std::nullopt;
  return Chips{units};
}

int rank_index(char c) {
  switch (c) {
    case 'T':
      return 8;
    case 'J':
      return 9;
    case 'Q':
      return 10;
    case 'K':
      return 11;
    case 'A':
      return 12;
    default:
      return c - '2';
  }
}

void add_error(std::vector<engine::Finding>& out, Rule rule, engine::SourcePos pos, std::string message,
               std::string_view excerpt) {
  engine::Finding f;
  f.rule = rule;
  f.pos = pos;
  f.message = std::move(message);
  if (!excerpt.empty()) {
    constexpr std::size_t kMax = 80;
    std::string text(excerpt.substr(0, kMax));
    if (excerpt.size() > kMax) text += "...";
    f.actual = engine::FindingValue::words(std::move(text));
  }
  out.push_back(std::move(f));
}

void HandBuilder::inconsistent(engine::SourcePos pos, std::string message) {
  add_error(findings_, Rule::kInconsistentRecord, pos, std::move(message), {});
}

// The verb of a player's row starts after `""NAME @ ID"" `.
const char* verb_of(const RowData& d) { return d.verb_at != nullptr ? d.verb_at : d.player_at + d.player.size() + 3; }

void HandBuilder::apply(const Row& r, const RowData& d) {
  if (d.kind == RowKind::kHeader) return header(r, d);
  if (d.kind == RowKind::kIdChange) return change_id(d);
  if (d.kind == RowKind::kNote) return;
  if (d.kind == RowKind::kStackEvent) return stack_event(r, d);
  if (phase_ != Phase::kHand) {
    // A player may show his cards once a hand is over: the row comes after
    // its ending row, so before the next hand's starting row.
    if (d.kind == RowKind::kShow) return;
    const char* where = phase_ == Phase::kBefore ? "before the hand's starting row" : "after the hand's ending row";
    inconsistent({r.line, r.column}, std::string("a row of play ") + where + "; it is left out of the replay");
    return;
  }
  cents_ = cents_ || d.cents;
  rec_.end_pos = {r.line, r.column};
  switch (d.kind) {
    case RowKind::kEnding:
      phase_ = Phase::kAfter;
      rec_.has_summary = true;
      if (d.hand_number != rec_.hand_id) {
        std::string message = "hand #";
        message.append(rec_.hand_id).append(" ends with the row of hand #").append(d.hand_number);
        inconsistent({r.line, r.column}, std::move(message));
      }
      return;
    case RowKind::kStacks:
      return stacks(r, d);
    case RowKind::kBoard:
      return board(r, d);
    default:
      break;
  }
  const int p = player_of(r, d);
  if (p < 0) return;
  switch (d.kind) {
    case RowKind::kAction:
      return action(r, d, p);
    case RowKind::kShow:
      return show(r, d, p);
    case RowKind::kCollect:
      describe(r, d, p);
      return money(r, d, p, Act::kCollect);
    case RowKind::kUncalled:
      return money(r, d, p, Act::kUncalledReturn);
    default:
      return;
  }
}

void HandBuilder::header(const Row& r, const RowData& d) {
  if (header_seen_) {
    inconsistent({r.line, r.column}, "a second starting row in one hand; it is left out");
    return;
  }
  header_seen_ = true;
  phase_ = Phase::kHand;
  rec_.hand_id = d.hand_number;
  rec_.hand_code = d.hand_code;
  // A log is one game's session and names no table: the file is the table.
  rec_.table = "PokerNow game";
  rec_.table_is_file = true;
  rec_.header_pos = {r.line, r.column};
  rec_.end_pos = rec_.header_pos;
  game_ = d.game;
  game_name_ = d.text;
  rec_.game.variant = d.game == GameKind::kOmahaPotLimit ? engine::Variant::kOmaha : engine::Variant::kHoldem;
  rec_.game.structure = d.game == GameKind::kOmahaPotLimit ? engine::Structure::kPotLimit : engine::Structure::kNoLimit;
  dead_button_ = d.dead_button;
  if (!d.dead_button) {
    dealer_ = d.player;
    rec_.button_pos = pos_in(r, d.player_at);
  } else {
    rec_.button_pos = rec_.header_pos;
  }
}

void HandBuilder::stacks(const Row& r, const RowData& d) {
  if (!rec_.players.empty()) {
    inconsistent({r.line, r.column}, "a second stacks row in one hand; it is left out");
    return;
  }
  for (const SeatEntry& s : d.seats) {
    engine::PlayerRecord p;
    p.name = s.name;
    p.seat = s.seat;
    p.stack = s.stack;
    p.pos = pos_in(r, s.at);
    if (s.name == dealer_) rec_.button_seat = s.seat;
    rec_.players.push_back(p);
  }
  committed_.assign(rec_.players.size(), Chips{0});
  total_.assign(rec_.players.size(), Chips{0});
  folded_.assign(rec_.players.size(), false);
  quit_with_.assign(rec_.players.size(), std::nullopt);
  dead_small_at_.assign(rec_.players.size(), -1);
}

// Chips that reach or leave a player's stack after the hand's ending row
// and before the next hand (this hand's rows run to the next hand's start):
// they are on his stack in the next hand (HandRecord::chips_added). Before
// the ending row they are already in the hand's stacks row (a player who
// joins as the hand starts), or in the oldest hand of a file, the
// session's opening.
//   - the host's change "from X to Y": Y - X;
//   - a player who quits with X and joins again with Y: Y - X;
//   - a 7-2 bounty: the winner's total, each payer's share (negative).
// A sit back keeps the stack the player stood up with.
void HandBuilder::stack_event(const Row& r, const RowData& d) {
  if (phase_ != Phase::kAfter) return;
  const int p = rec_.find_player(d.player);
  if (p < 0) return;  // not in this hand: nothing to carry
  const auto i = static_cast<std::size_t>(p);
  const Chips x = d.amounts[0];
  std::optional<Chips> added;
  switch (d.event) {
    case StackEvent::kUpdated:
      added = d.amounts[1] - x;
      break;
    case StackEvent::kQuit:
      quit_with_[i] = x;
      break;
    case StackEvent::kJoined:
      if (quit_with_[i]) added = x - *quit_with_[i];
      quit_with_[i].reset();
      break;
    case StackEvent::kBountyWon:
      added = x;
      break;
    case StackEvent::kBountyPaid:
      added = Chips{0} - x;
      break;
    case StackEvent::kSatBack:
      break;
  }
  if (added && *added != Chips{0}) rec_.chips_added.push_back({p, *added, pos_in(r, d.player_at)});
}

// "NAME @ NEW" was "NAME @ OLD" in the stacks row: the later rows name him
// by his new ID.
void HandBuilder::change_id(const RowData& d) {
  const std::size_t at = d.player.rfind(" @ ");
  if (at == std::string_view::npos) return;
  const std::string_view name = d.player.substr(0, at + 3);
  for (engine::PlayerRecord& p : rec_.players)
    if (p.name.size() == name.size() + d.text.size() && p.name.starts_with(name) && p.name.ends_with(d.text))
      p.name = d.player;
}

int HandBuilder::player_of(const Row& r, const RowData& d) {
  const int p = rec_.find_player(d.player);
  if (p < 0) {
    std::string message = "'";
    message.append(d.player).append("' acts but is not in the hand's stacks row; the row is left out of the replay");
    inconsistent(pos_in(r, d.player_at), std::move(message));
  }
  return p;
}

void HandBuilder::action(const Row& r, const RowData& d, int p) {
  const auto i = static_cast<std::size_t>(p);
  engine::ActionRecord a;
  a.kind = d.act;
  a.player = static_cast<std::int16_t>(p);
  a.street = street_;
  a.all_in = d.all_in;
  a.pos = pos_in(r, verb_of(d));
  bomb_ = bomb_ || d.bomb;
  // Calls, bets and raises state the player's total on the street.
  const Chips x = d.amounts[0];
  Chips& put = committed_[i];
  // PokerNow writes the call of an all-in bet as a raise to the bet
  // ("bets 55 and go all in", then "raises to 55"): a raise to the street's
  // bet is that call.
  if (d.act == Act::kRaise && x == current_bet_) a.kind = Act::kCall;
  if (a.kind == Act::kCall && street_ == engine::Street::kPreflop && !first_call_) first_call_ = x;
  const Chips before = put;
  // A bomb pot's bets ("posts a bet of 4", then "calls 4 (bomb pot bet)")
  // are all posts: dead money in before the deal, like antes.
  switch (d.post == Post::kNone && !d.bomb ? a.kind : Act::kPostAnte) {
    case Act::kPostAnte:
      return post(a, d, i);
    case Act::kCall:
      a.amount = x - put;
      put = x;
      break;
    case Act::kBet:
      a.amount = x - put;
      put = x;
      break;
    case Act::kRaise:
      a.to = x;
      a.amount = x - current_bet_;
      put = x;
      break;
    case Act::kFold:
      folded_[i] = true;
      break;
    default:
      break;
  }
  total_[i] += put - before;
  if (a.all_in && covers_every_opponent(i)) a.all_in = false;
  current_bet_ = std::max(current_bet_, put);
  rec_.actions.push_back(a);
}

// PokerNow marks "and go all in" a bet or raise that puts in every chip an
// opponent still in the hand can match, though the player keeps chips
// behind (log3.csv hand #307: "bets 315.50 and go all in" from 335.02,
// the caller's last 315.50): all in for the effective stack. The record
// claims a player's own all-in, so the mark is dropped where the player's
// chips in the pot cover every opponent still in the hand and he has chips
// left.
bool HandBuilder::covers_every_opponent(std::size_t p) const {
  const auto& players = rec_.players;
  if (total_[p] >= players[p].stack) return false;
  for (std::size_t k = 0; k < players.size(); ++k)
    if (k != p && !folded_[k] && players[k].stack > total_[p]) return false;
  return true;
}

// A post. A missing small blind is dead; with the same player's missed big
// blind it is one post of both, the small-blind part dead
// (Act::kPostSmallAndBig, as PokerStars writes "posts small & big blinds").
void HandBuilder::post(engine::ActionRecord& a, const RowData& d, std::size_t p) {
  const Chips x = d.amounts[0];
  Chips& put = committed_[p];
  a.amount = x;
  switch (d.post) {
    case Post::kSmall:
      a.kind = Act::kPostSmallBlind;
      (d.all_in ? any_small_ : small_blind_) = x;
      put += x;
      break;
    case Post::kBig:
      a.kind = Act::kPostBigBlind;
      (d.all_in ? any_big_ : big_blind_) = x;
      put += x;
      break;
    case Post::kStraddle:  // the straddle is the player's total
      a.kind = Act::kPostStraddle;
      a.amount = x - put;
      put = x;
      break;
    case Post::kMissingSmall:
      a.kind = Act::kPostSmallBlind;
      dead_small_at_[p] = static_cast<int>(rec_.actions.size());
      break;
    case Post::kMissedBig:
      put += x;
      a.kind = Act::kPostBigBlind;
      if (dead_small_at_[p] >= 0) {
        engine::ActionRecord& both = rec_.actions[static_cast<std::size_t>(dead_small_at_[p])];
        both.kind = Act::kPostSmallAndBig;
        both.amount += x;
        both.all_in = d.all_in;
        total_[p] += x;
        current_bet_ = std::max(current_bet_, put);
        return;
      }
      break;
    case Post::kBomb:
    case Post::kNone:
      a.kind = Act::kPostAnte;
      bomb_ = true;
      break;
  }
  total_[p] += a.amount;
  current_bet_ = std::max(current_bet_, put);
  rec_.actions.push_back(a);
}

// "Flop:  [..]", "Turn: .. [x]", "River: .. [x]" list the whole board so
// far; "(second run)" the second board of a hand run twice, whole.
void HandBuilder::board(const Row& r, const RowData& d) {
  const auto s = static_cast<std::size_t>(d.street);
  if (d.second_run) {
    rec_.runs = 2;
    rec_.boards[1] = d.cards;
    if (rec_.boards[0].empty()) rec_.boards[0] = d.cards;
    return;
  }
  street_ = d.street;
  if (rec_.street_pos[s].line == 0) {
    rec_.street_pos[s] = {r.line, r.column};
    rec_.street_cards[s] = d.cards.size;
  }
  rec_.boards[0] = d.cards;
  std::fill(committed_.begin(), committed_.end(), Chips{0});
  current_bet_ = Chips{0};
}

void HandBuilder::money(const Row& r, const RowData& d, int p, Act kind) {
  engine::ActionRecord a;
  a.kind = kind;
  a.player = static_cast<std::int16_t>(p);
  a.street = street_;
  a.amount = d.amounts[0];
  a.board = static_cast<std::int8_t>(d.second_run ? 1 : 0);
  a.pos = {r.line, r.column};
  rec_.actions.push_back(a);
}

// "collected 270.00 from pot with Flush, As High (combination: ...)": the
// words describing the winner's hand, the first a player is given (a
// second run's are not kept: a hand run twice is not judged).
void HandBuilder::describe(const Row& r, const RowData& d, int p) {
  engine::PlayerRecord& pl = rec_.players[static_cast<std::size_t>(p)];
  if (d.description.empty() || d.second_run || !pl.description.empty()) return;
  pl.description = d.description;
  pl.description_pos = pos_in(r, d.description.data());
}

// "shows a 8♠, 8♦." One card shown is no hand: only his whole hand is kept.
void HandBuilder::show(const Row& r, const RowData& d, int p) {
  if (d.cards.size < 2) return;
  engine::PlayerRecord& pl = rec_.players[static_cast<std::size_t>(p)];
  pl.hole = d.cards;
  pl.showed = true;
  pl.show_pos = pos_in(r, verb_of(d));
  engine::ActionRecord a;
  a.kind = Act::kShow;
  a.player = static_cast<std::int16_t>(p);
  a.street = street_;
  a.pos = pl.show_pos;
  rec_.actions.push_back(a);
}

// "(dead button)": the button stands on an empty seat before the first
// blind (the small blind, else the big one), the seat of a player gone. The
// log does not say which: the seat just before the blind is taken. Seats run
// 1 to 10, 10 before 1.
void HandBuilder::place_dead_button() {
  for (const engine::ActionRecord& a : rec_.actions) {
    if (a.kind != Act::kPostSmallBlind && a.kind != Act::kPostBigBlind) continue;
    const int seat = rec_.players[static_cast<std::size_t>(a.player)].seat;
    int last = kSeats;
    for (const engine::PlayerRecord& p : rec_.players) last = std::max(last, p.seat);
    rec_.button_seat = seat > 1 ? seat - 1 : last;
    rec_.button_seat_guessed = true;
    return;
  }
}

void HandBuilder::settle_stakes() {
  // Blinds as posted: the header states none. A hand with a dead small blind
  // posts none; the small blind is then half the big.
  // A big blind all in for less than a big blind states no stake: the
  // small blind's double is the big blind the others call (pgl-CuE7Ko...:
  // "posts a big blind of 50 and go all in" after a small blind of 75, calls
  // of 150).
  // With a dead small blind too, the first call before the flop is the big
  // blind (pglHtkFr...: "posts a big blind of 40 and go all in", "calls 60").
  const Chips big = big_blind_                                            ? *big_blind_
                    : small_blind_                                        ? Chips{small_blind_->minor_units() * 2}
                    : first_call_ && any_big_ && *first_call_ > *any_big_ ? *first_call_
                                                                          : any_big_.value_or(Chips{0});
  rec_.game.big_blind = big;
  rec_.game.small_blind = small_blind_.value_or(any_small_.value_or(Chips{big.minor_units() / 2}));
  // Amounts with cents count cents: the odd chip is a cent; whole amounts
  // are chips (as the PHH reader decides).
  rec_.has_currency_symbol = cents_;
  if (dead_button_) place_dead_button();
}

ParseStatus HandBuilder::stop_at(engine::SourcePos pos) {
  if (!header_seen_ || rec_.players.empty() || game_ == GameKind::kOther) return ParseStatus::kUnreadable;
  settle_stakes();
  rec_.bomb_pot = bomb_;
  rec_.stop_pos = pos;
  return ParseStatus::kUnreadable;
}

ParseStatus HandBuilder::finish() {
  if (!header_seen_) {
    add_error(findings_, Rule::kParseError, rec_.header_pos, "no `-- starting hand #N` row: this is no hand", {});
    return ParseStatus::kUnreadable;
  }
  settle_stakes();
  if (phase_ != Phase::kAfter) {
    add_error(
        findings_, Rule::kTruncatedHand, rec_.end_pos,
        "the hand stops before its `-- ending hand #" + std::string(rec_.hand_id) + " --` row: the log is cut here",
        {});
    return ParseStatus::kUnreadable;
  }
  rec_.bomb_pot = bomb_;
  if (game_ == GameKind::kOther) {
    std::string message = "the hand was read but '";
    message.append(game_name_).append("' hands are not replayed yet");
    add_error(findings_, Rule::kUnsupportedGame, rec_.header_pos, std::move(message), {});
    return ParseStatus::kUnsupported;
  }
  return ParseStatus::kOk;
}

}  // namespace parser::pokernow
