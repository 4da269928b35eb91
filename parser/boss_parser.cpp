// Boss Media reader: the hand's `<HISTORY>` element is read into a tree that
// knows its places (parser/xml_tree.h), then interpreted into a HandRecord
// with a running state of street bets (parser/street_bets.h). A bet, raise
// or all-in states the player's street total; a call states what it adds, or
// (files of 2009-2013) the street total it comes to; the rake and the pot
// after it are the showdown's; no uncalled bet is written back
// (docs/BOSS_FORMAT.md).

#include "parser/boss_parser.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "engine/hand_time.h"
#include "parser/hand_limits.h"
#include "parser/ipoker_game.h"
#include "parser/street_bets.h"
#include "parser/text_positions.h"
#include "parser/xml_hand_reading.h"
#include "parser/xml_tree.h"

namespace parser {

struct BossScratch::Lists {
  XmlTree hand;
  TextPositions positions{{}, 1, 1};
};

BossScratch::BossScratch() : lists_(std::make_unique<Lists>()) {}
BossScratch::~BossScratch() = default;
BossScratch::BossScratch(BossScratch&&) noexcept = default;
BossScratch& BossScratch::operator=(BossScratch&&) noexcept = default;

std::optional<engine::Card> boss_card(std::string_view link) {
  const std::optional<int> n = xml_hand::small_int(link);
  if (!n || *n >= 52) return std::nullopt;
  // Suits in Boss Media's order: diamonds, clubs, hearts, spades.
  static constexpr engine::Suit kSuits[] = {engine::Suit::kDiamonds, engine::Suit::kClubs, engine::Suit::kHearts,
                                            engine::Suit::kSpades};
  // Boss ranks from the ace (0) to the king (12); the engine's from the deuce.
  return engine::Card((*n % 13 + 12) % 13, kSuits[*n / 13]);
}

namespace {

using engine::Act;
using engine::Chips;
using engine::HandRecord;
using engine::Rule;
using engine::Street;
using engine::Structure;
using engine::Variant;
using xml_hand::joined;
using xml_hand::small_int;

class Reader : xml_hand::ElementReader {
 public:
  Reader(std::string_view text, std::uint32_t line, std::uint32_t column, HandRecord& out,
         std::vector<engine::Finding>& findings, BossScratch::Lists& lists)
      : ElementReader(text, lists.positions, lists.hand, findings, "Boss Media"), rec_(out), tree_(lists.hand) {
    pos_.reset(text, line, column);
  }

  ParseStatus run();

 private:
  bool value_of(const XmlElement& e, Chips& out) {
    const XmlAttribute* value = nullptr;
    return required(e, "VALUE", value) && amount_of(*value, out);
  }
  bool player_of(const XmlElement& e, int& out);

  bool read_game();
  bool read_player(const XmlElement& e);
  bool read_cards(const XmlElement& e, engine::CardList& out, bool& hidden);
  bool read_action(const XmlElement& a);
  bool read_blind(const XmlElement& a, engine::ActionRecord& r);
  bool read_board(const XmlElement& a);
  bool read_change(const XmlElement& a, engine::ActionRecord& r);
  bool read_showdown(const XmlElement& s);
  void read_time(std::string_view date);
  void next_street(Street s, const XmlElement& at);
  void settle_seats();
  bool start_actions(const XmlElement& history);
  ParseStatus finish(engine::SourcePos stop, ParseStatus status);
  bool took_part(std::size_t i) const;
  void note_first_pot(Chips stated);
  void settle_unwritten_antes();

  HandRecord& rec_;
  XmlTree& tree_;  // the base's, writable: parse_xml_element fills it

  IpokerGame game_;
  bool unsupported_ = false;  // a game no hand of the corpus shows
  StreetBets bets_;
  Street street_ = Street::kPreflop;
  bool players_done_ = false;  // the first <ACTION> has been met: the seats are known
  // The antes of the tournament client of 2011, which writes none but
  // counts them in its pots (settle_unwritten_antes): the pot the first
  // marker (or the show down) states, and what the log had put in by then.
  bool antes_written_ = false;
  Chips dead_{0};  // dead money posted: dead small blinds, antes
  std::optional<Chips> first_pot_;
  Chips first_put_in_{0};
  std::vector<bool> dealt_;      // per player: a HAND_DEAL deals him in
  int last_dealt_ = -1;          // the player the deal reached last: the button (the deal starts left of him)
  std::vector<int> dead_small_;  // per player: the index of his HAND_DSB post not yet joined by his big blind, or -1
};

// DATE: seconds since 1970-01-01 (UTC) when the hand started.
void Reader::read_time(std::string_view date) {
  if (date.empty() || date.size() > 12 ||
      !std::all_of(date.begin(), date.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return;
  std::int64_t seconds = 0;
  for (const char c : date) seconds = seconds * 10 + (c - '0');
  rec_.start_time = seconds;
  rec_.start = engine::utc_time_of(seconds);
}

// `<HISTORY ID=".." TABLE=".." GAME="GAME_THM" GAMEKIND="GAMEKIND_CASH"
// TABLECURRENCY="USD" LIMIT="NL" STAKES="0.02/0.04" DATE="..">`.
bool Reader::read_game() {
  const XmlElement& h = tree_.root();
  const XmlAttribute* id = nullptr;
  if (!required(h, "ID", id)) return false;
  rec_.hand_id = id->raw;
  rec_.table = attribute(h, "TABLE");
  read_time(attribute(h, "DATE"));
  const std::string_view kind = attribute(h, "GAMEKIND");
  rec_.game.tournament = kind == "GAMEKIND_TOURNAMENT" || kind == "GAMEKIND_SITGO";
  if (!rec_.game.tournament) rec_.currency = attribute(h, "TABLECURRENCY");
  // GAME_THM hold'em; GAME_OMA and GAME_OMATU Omaha (the cards dealt say
  // how many), GAME_OMAHL Omaha hi/lo; GAME_FCD five-card draw.
  const std::string_view game = attribute(h, "GAME");
  const std::string_view limit = attribute(h, "LIMIT");
  const bool known_game =
      game == "GAME_THM" || game == "GAME_OMA" || game == "GAME_OMATU" || game == "GAME_OMAHL" || game == "GAME_FCD";
  const bool known_limit = limit == "NL" || limit == "PL" || limit == "FL";
  if (!known_game || !known_limit) {
    engine::Finding f;
    f.rule = Rule::kUnsupportedGame;
    f.pos = rec_.header_pos;
    f.message = joined({"a game Boss Media writes as GAME=\"", game, "\" LIMIT=\"", limit,
                        "\" is not read: no hand of it has been seen"});
    findings_.push_back(std::move(f));
    unsupported_ = true;
    return false;
  }
  game_.variant = game == "GAME_THM" ? Variant::kHoldem : game == "GAME_FCD" ? Variant::kDraw5 : Variant::kOmaha;
  game_.hi_lo = game == "GAME_OMAHL";
  game_.structure = limit == "NL" ? Structure::kNoLimit : limit == "PL" ? Structure::kPotLimit : Structure::kFixedLimit;
  // STAKES: the blinds, or in fixed limit the small and big bet.
  const std::string_view stakes = attribute(h, "STAKES");
  const std::size_t slash = stakes.find('/');
  bool symbol = false;
  if (slash != std::string_view::npos &&
      ipoker_amount(stakes.substr(0, slash), game_.small, symbol) == AmountRead::kOk &&
      ipoker_amount(stakes.substr(slash + 1), game_.big, symbol) == AmountRead::kOk)
    game_.stakes_stated = true;
  return true;
}

// `<PLAYER NAME="Hero" SEAT="3" AMOUNT="9.65" STATE="STATE_PLAYING"
// DEALER="Y" BLINDSTATE="MB">`: STATE_EMPTY and STATE_RESERVED are seats
// without a player; STATE_SITOUT a player who sits out. Old files write
// neither STATE nor DEALER.
bool Reader::read_player(const XmlElement& e) {
  const std::string_view state = attribute(e, "STATE");
  if (state == "STATE_EMPTY" || state == "STATE_RESERVED") return true;
  if (rec_.players.size() >= kMaxSeats) return fail(e, "more than 64 players in one hand");
  const XmlAttribute* name = nullptr;
  const XmlAttribute* seat = nullptr;
  const XmlAttribute* amount = nullptr;
  if (!required(e, "NAME", name) || !required(e, "SEAT", seat) || !required(e, "AMOUNT", amount)) return false;
  const std::optional<int> n = small_int(seat->raw);
  if (!n || *n < 1 || *n > static_cast<int>(kMaxSeats)) return fail(*seat, "a seat is a number from 1 to 64");
  engine::PlayerRecord p;
  p.seat = *n;
  p.name = name->raw;
  p.pos = pos_.at(e.offset);
  p.sitting_out = state == "STATE_SITOUT";
  if (!amount_of(*amount, p.stack)) return false;
  if (rec_.find_player(p.name) >= 0) return fail(*name, joined({"two players have the name ", p.name}));
  if (attribute(e, "DEALER") == "Y") {
    rec_.button_seat = p.seat;
    rec_.button_pos = p.pos;
  }
  rec_.players.push_back(p);
  return true;
}

bool Reader::player_of(const XmlElement& e, int& out) {
  const XmlAttribute* name = nullptr;
  if (!required(e, "PLAYER", name)) return false;
  out = rec_.find_player(name->raw);
  // A name that acts without a seat: the log contradicts itself.
  return out >= 0 ||
         fail(name->offset, joined({"no seated player is named \"", name->raw, "\""}), Rule::kInconsistentRecord);
}

// `<CARD LINK="29">` children; LINK "b" is a card face down (`hidden`).
bool Reader::read_cards(const XmlElement& e, engine::CardList& out, bool& hidden) {
  out = {};
  hidden = false;
  for (int c = e.first_child; c >= 0; c = tree_.at(c).next_sibling) {
    const XmlElement& card = tree_.at(c);
    if (card.name != "CARD") {
      unrecognized(card, joined({"<", card.name, ">"}));
      continue;
    }
    const XmlAttribute* link = nullptr;
    if (!required(card, "LINK", link)) return false;
    if (link->raw == "b") {
      hidden = true;
      continue;
    }
    const std::optional<engine::Card> parsed = boss_card(link->raw);
    if (!parsed) return fail(*link, "a card is a number from 0 to 51, or \"b\" face down");
    if (out.size == out.cards.size()) return fail(card, "more cards than any hand holds");
    out.push(*parsed);
  }
  return true;
}

void Reader::next_street(Street s, const XmlElement& at) {
  street_ = s;
  bets_.new_street();
  const auto index = static_cast<std::size_t>(s);
  if (rec_.street_pos[index].line == 0) rec_.street_pos[index] = pos_.at(at.offset);
}

// `<ACTION TYPE="HAND_BOARD" VALUE="BOARD_FLOP" POT=".." RAKE="..">` with
// the whole board so far; in draw games `<ACTION TYPE="HAND_BOARD" POT="..">`
// without cards ends a betting round before the exchange.
bool Reader::read_board(const XmlElement& a) {
  const std::string_view value = attribute(a, "VALUE");
  if (engine::is_draw(game_.variant)) {
    if (!value.empty() || a.first_child >= 0) return fail(a, "a draw game's round marker deals no board");
    if (street_ == Street::kRiver) return fail(a, "more betting rounds than the game has");
    next_street(static_cast<Street>(static_cast<int>(street_) + 1), a);
    return true;
  }
  const Street s = value == "BOARD_FLOP"    ? Street::kFlop
                   : value == "BOARD_TURN"  ? Street::kTurn
                   : value == "BOARD_RIVER" ? Street::kRiver
                                            : Street::kPreflop;
  if (s == Street::kPreflop) return fail(a, "a board is VALUE=\"BOARD_FLOP\", \"BOARD_TURN\" or \"BOARD_RIVER\"");
  engine::CardList board;
  bool hidden = false;
  if (!read_cards(a, board, hidden)) return false;
  // Each marker lists the whole board so far: it must begin with the cards
  // the streets before dealt.
  const engine::CardList& before = rec_.boards[0];
  if (board.size < before.size || !std::equal(before.begin(), before.end(), board.begin())) {
    engine::Finding f;
    f.rule = Rule::kInconsistentRecord;
    f.pos = pos_.at(a.offset);
    f.message = "the " + std::string(engine::street_id(s)) + "'s board " + engine::card_list_text(board) +
                " does not begin with the cards dealt before it " + engine::card_list_text(before);
    findings_.push_back(std::move(f));
  }
  if (street_ == Street::kPreflop) {
    const XmlAttribute* pot = tree_.attribute(a, "POT");
    const XmlAttribute* rake = tree_.attribute(a, "RAKE");
    Chips stated{0}, taken{0};
    if (pot != nullptr && amount_of(*pot, stated) && (rake == nullptr || amount_of(*rake, taken)))
      note_first_pot(stated + taken);
  }
  rec_.boards[0] = board;
  next_street(s, a);
  rec_.street_cards[static_cast<std::size_t>(s)] = board.size;
  return true;
}

// `KIND="HAND_SB"`, `"HAND_BB"`; `"HAND_DSB"` a dead small blind, posted
// before the same player's big blind (one post of both in the record);
// `"HAND_AB"` both blinds in one amount, the big blind's part live.
bool Reader::read_blind(const XmlElement& a, engine::ActionRecord& r) {
  const std::string_view kind = attribute(a, "KIND");
  if (!value_of(a, r.amount)) return false;
  const auto p = static_cast<std::size_t>(r.player);
  if (kind == "HAND_SB" || kind == "HAND_BB") {
    r.kind = kind == "HAND_SB" ? Act::kPostSmallBlind : Act::kPostBigBlind;
    if (r.kind == Act::kPostBigBlind) {
      // His big blind after his dead small blind: one post of both.
      if (const int dead = dead_small_[p]; dead >= 0) {
        rec_.actions[static_cast<std::size_t>(dead)].amount += r.amount;
        dead_small_[p] = -1;
        bets_.put(p, r.amount);
        return true;
      }
    }
    bets_.put(p, r.amount);
    rec_.actions.push_back(r);
    return true;
  }
  if (kind == "HAND_DSB") {
    r.kind = Act::kPostSmallAndBig;
    bets_.stack[p] -= r.amount;  // dead
    dead_ += r.amount;
    dead_small_[p] = static_cast<int>(rec_.actions.size());
    rec_.actions.push_back(r);
    return true;
  }
  if (kind == "HAND_AB") {
    // The live part is the table's big blind: the one another player posts
    // in this hand, else half the stated big bet (fixed limit) or the big blind.
    Chips live = game_.structure == Structure::kFixedLimit ? Chips{game_.small.minor_units()} : game_.big;
    for (const auto& earlier : rec_.actions)
      if (earlier.kind == Act::kPostBigBlind) live = earlier.amount;
    live = min(live, r.amount);
    r.kind = Act::kPostSmallAndBig;
    bets_.stack[p] -= r.amount - live;
    dead_ += r.amount - live;
    bets_.put(p, live);
    rec_.actions.push_back(r);
    return true;
  }
  return fail(a, joined({"a blind is KIND=\"HAND_SB\", \"HAND_BB\", \"HAND_DSB\" or \"HAND_AB\", not \"", kind, "\""}));
}

// `<ACTION TYPE="CHANGECARD" PLAYER=".." COUNT="3">` with the player's hand
// after the exchange (`b` for each card of another player's).
bool Reader::read_change(const XmlElement& a, engine::ActionRecord& r) {
  const XmlAttribute* count = nullptr;
  if (!required(a, "COUNT", count)) return false;
  const std::optional<int> n = small_int(count->raw);
  if (!n || *n > 5) return fail(*count, "an exchange is of 0 to 5 cards");
  engine::CardList after;
  bool hidden = false;
  if (!read_cards(a, after, hidden)) return false;
  r.kind = *n > 0 ? Act::kDiscard : Act::kStandPat;
  r.cards = static_cast<std::uint8_t>(*n);
  rec_.actions.push_back(r);
  auto& pl = rec_.players[static_cast<std::size_t>(r.player)];
  if (after.empty()) return true;
  const engine::CardList before = pl.hole;
  pl.hole = after;
  if (before.empty()) return true;
  engine::Exchange x;
  x.action = static_cast<std::uint16_t>(rec_.actions.size() - 1);
  x.drawn_pos = r.pos;
  x.whole = true;
  const auto has = [](const engine::CardList& l, engine::Card c) {
    return std::find(l.begin(), l.end(), c) != l.end();
  };
  for (const engine::Card c : before)
    if (!has(after, c)) x.thrown.push(c);
  for (const engine::Card c : after) (has(before, c) ? x.kept : x.drawn).push(c);
  rec_.exchanges.push_back(x);
  return true;
}

bool Reader::read_action(const XmlElement& a) {
  const std::string_view type = attribute(a, "TYPE");
  if (type == "HAND_BOARD") return read_board(a);
  if (rec_.actions.size() >= kMaxActions) return fail(a, "more than 4096 actions in one hand");
  int player = -1;
  if (!player_of(a, player)) return false;
  const auto p = static_cast<std::size_t>(player);
  auto& pl = rec_.players[p];
  engine::ActionRecord r;
  r.street = street_;
  r.player = static_cast<std::int16_t>(player);
  r.pos = pos_.at(a.offset);
  if (type == "HAND_DEAL") {
    engine::CardList hole;
    bool hidden = false;
    if (!read_cards(a, hole, hidden)) return false;
    game_.pocket_cards = std::max(game_.pocket_cards, static_cast<int>(hole.size));
    dealt_[p] = true;
    last_dealt_ = player;
    if (!hole.empty()) {
      pl.hole = hole;
      pl.dealt_pos = r.pos;
      if (!engine::is_stud(game_.variant)) pl.dealt = hole;
      rec_.hero = player;
    }
    return true;
  }
  if (type == "CHANGECARD") return read_change(a, r);
  pl.sitting_out = false;
  if (type == "HAND_BLINDS") return read_blind(a, r);
  if (type == "HAND_ANTE") {
    if (!value_of(a, r.amount)) return false;
    r.kind = Act::kPostAnte;
    bets_.stack[p] -= r.amount;  // dead money, no part of his street total
    dead_ += r.amount;
    antes_written_ = true;
    rec_.actions.push_back(r);
    return true;
  }
  if (type == "ACTION_FOLD" || type == "ACTION_CHECK") {
    r.kind = type == "ACTION_FOLD" ? Act::kFold : Act::kCheck;
    rec_.actions.push_back(r);
    return true;
  }
  if (type == "ACTION_CALL") {
    Chips value{0};
    if (!value_of(a, value)) return false;
    // What he adds, or (files of 2009-2013) the street total it comes to:
    // the total when the value is what he must come to and not what he
    // must add to it.
    const Chips target = min(bets_.high, bets_.bet[p] + bets_.stack[p]);
    const bool total = value == target && bets_.bet[p] + value != target;
    r.kind = Act::kCall;
    r.amount = total ? value - bets_.bet[p] : value;
    bets_.put(p, r.amount);
    rec_.actions.push_back(r);
    return true;
  }
  if (type == "ACTION_BET" || type == "ACTION_RAISE" || type == "ACTION_ALLIN") {
    Chips to{0};
    if (!value_of(a, to)) return false;
    bets_.wager_to(r, to);  // an all-in to no more than the highest total is a call
    r.all_in = type == "ACTION_ALLIN";
    rec_.actions.push_back(r);
    return true;
  }
  unrecognized(a, joined({"an action TYPE=\"", type, "\""}));
  return true;
}

// `<SHOWDOWN NAME="HAND_SHOWDOWN" POT=".." RAKE="..">`: the pot after the
// rake, the rake; a `<RESULT PLAYER=".." WIN=".." HAND="..">` a player,
// with the cards he showed. HAND "$(STR_G_FOLD)": he folded;
// "$(STR_G_MUCK)": he mucked; "$(STR_BY_DEFAULT)": he won unopposed (the
// hero's cards, if his, are no show); else the hand he showed, in message
// keys ("$(STR_G_WIN_PAIR) $(STR_G_CARDS_KINGS)"): its description.
bool Reader::read_showdown(const XmlElement& s) {
  std::vector<engine::ActionRecord> collects;
  for (int c = s.first_child; c >= 0; c = tree_.at(c).next_sibling) {
    const XmlElement& res = tree_.at(c);
    if (res.name != "RESULT") {
      unrecognized(res, joined({"<", res.name, ">"}));
      continue;
    }
    int player = -1;
    const XmlAttribute* win = nullptr;
    if (!player_of(res, player) || !required(res, "WIN", win)) return false;
    Chips won{0};
    if (!amount_of(*win, won)) return false;
    auto& pl = rec_.players[static_cast<std::size_t>(player)];
    // The client of 2011 lists the seat of a player who has left ("Unknown",
    // AMOUNT 0.00, dealt nothing) among the results, with cards and WIN 0.00
    // (NLHE-CAD-MTT-201101, hand 5855055): no player of the hand.
    if (!won.positive() && !took_part(static_cast<std::size_t>(player))) continue;
    engine::ActionRecord r;
    r.player = static_cast<std::int16_t>(player);
    r.street = Street::kShowdown;
    r.pos = pos_.at(res.offset);
    const std::string_view hand = attribute(res, "HAND");
    engine::CardList shown;
    bool hidden = false;
    if (!read_cards(res, shown, hidden)) return false;
    if (hand == "$(STR_G_MUCK)") {
      r.kind = Act::kMuck;
      pl.mucked = true;
      rec_.actions.push_back(r);
    } else if (hand != "$(STR_G_FOLD)" && hand != "$(STR_BY_DEFAULT)" && !shown.empty()) {
      r.kind = Act::kShow;
      pl.hole = shown;
      pl.showed = true;
      pl.show_pos = r.pos;
      if (const XmlAttribute* words = tree_.attribute(res, "HAND"); words != nullptr && !words->raw.empty()) {
        pl.description = words->raw;
        pl.description_pos = pos_.at(words->offset + words->name.size() + 2);  // after `HAND="`
      }
      rec_.actions.push_back(r);
    }
    if (won.positive()) {
      r.kind = Act::kCollect;
      r.amount = won;
      collects.push_back(r);
    }
  }
  rec_.actions.insert(rec_.actions.end(), collects.begin(), collects.end());
  const XmlAttribute* pot = tree_.attribute(s, "POT");
  const XmlAttribute* rake = tree_.attribute(s, "RAKE");
  if (pot != nullptr) {
    Chips after{0}, taken{0};
    if (!amount_of(*pot, after) || (rake != nullptr && !amount_of(*rake, taken))) return false;
    // The stated pot is after the rake; the record's total is before it.
    rec_.stated.total = after + taken;
    if (street_ == Street::kPreflop) note_first_pot(after + taken);
    rec_.stated.rake = taken;
    rec_.stated.pos = pos_.at(s.offset);
    rec_.has_summary = true;
  }
  rec_.states_rake = rake != nullptr;
  return true;
}

// Who was dealt in, and the button where the log does not mark it. A
// player is dealt in when a HAND_DEAL deals him cards (a player marked
// STATE_SITOUT among them, NLHE-SEK-25-STT-201205.sitting-out.dealt.in),
// or when he posts or acts; the files of 2009-2011 write no STATE and list
// a seat without a player as "Unknown" with AMOUNT 0.00, which no deal
// reaches. Where no PLAYER has DEALER="Y", the button is the player dealt
// last: the deal goes round from the first seat left of the button. (A
// dead button on an empty seat is then read as on the seat before it, so
// the seat is marked a guess: the dead-button rule of the boss profile
// judges the blinds, which the log writes, and takes a guessed button for
// dead on the previous small blind's seat when nobody is dealt in there,
// hand 5857772.)
bool Reader::took_part(std::size_t i) const {
  return (i < dealt_.size() && dealt_[i]) ||
         std::any_of(rec_.actions.begin(), rec_.actions.end(), [&](const engine::ActionRecord& a) {
           return a.player == static_cast<int>(i) && a.street != Street::kShowdown;
         });
}

void Reader::settle_seats() {
  for (std::size_t i = 0; i < rec_.players.size(); ++i) {
    auto& p = rec_.players[i];
    p.sitting_out = !took_part(i);
    // Dealt in with AMOUNT 0.00: the 2011 tournament client leaves the
    // stack of some players unwritten (hand 5859304: Player37, "0.00", goes
    // all in for 6733): unknown, big enough for any wager.
    if (!p.sitting_out && !p.stack.positive()) {
      p.stack = engine::kMaxAmount;
      p.stack_unknown = true;
    }
  }
  if (rec_.button_seat != 0 || last_dealt_ < 0) return;
  const auto& button = rec_.players[static_cast<std::size_t>(last_dealt_)];
  rec_.button_seat = button.seat;
  rec_.button_pos = button.pos;
  rec_.button_seat_guessed = true;
}

// The pot (before the rake) a pre-flop marker or show down states, and
// what the posts and wagers of the pre-flop round put in, less the part of
// its highest bet no one matched.
void Reader::note_first_pot(Chips stated) {
  if (first_pot_) return;
  first_pot_ = stated;
  Chips in = dead_;
  for (const Chips b : bets_.bet) in += b;
  first_put_in_ = in - xml_hand::uncalled_bet(bets_.bet).amount;
}

// The tournament client of 2011 (NLHE-CAD-MTT-201101) writes no ante: each
// AMOUNT is the stack after it, and the pots count it (hand 5853323: blinds
// 100 and 200, a raise folded to, "POT=750": 25 from each of the ten
// players dealt in). Where a tournament hand writes no HAND_ANTE and its
// first stated pot exceeds what was put in by the same whole amount for
// every player dealt in, none of them with nothing left, that amount is each one's ante: posted first, and
// on his stack. Any other excess is left for the audit to report.
void Reader::settle_unwritten_antes() {
  if (!rec_.game.tournament || antes_written_ || !first_pot_ || *first_pot_ <= first_put_in_) return;
  // A player dealt in with AMOUNT 0.00 (his stack unknown: settle_seats)
  // may have paid what he had left, an amount the hand does not show
  // (5854845): no ante is inferred then.
  std::int64_t dealt = 0;
  for (std::size_t i = 0; i < rec_.players.size(); ++i) {
    if (rec_.players[i].sitting_out) continue;
    if (rec_.players[i].stack_unknown) return;
    ++dealt;
  }
  const std::int64_t excess = (*first_pot_ - first_put_in_).minor_units();
  if (dealt < 2 || excess % dealt != 0 || rec_.actions.size() + static_cast<std::size_t>(dealt) > kMaxActions) return;
  const Chips ante{excess / dealt};
  std::vector<engine::ActionRecord> antes;
  for (std::size_t i = 0; i < rec_.players.size(); ++i) {
    if (rec_.players[i].sitting_out) continue;
    rec_.players[i].stack += ante;
    engine::ActionRecord r;
    r.kind = Act::kPostAnte;
    r.player = static_cast<std::int16_t>(i);
    r.amount = ante;
    r.pos = rec_.header_pos;
    antes.push_back(r);
  }
  rec_.actions.insert(rec_.actions.begin(), antes.begin(), antes.end());
  for (auto& x : rec_.exchanges) x.action = static_cast<std::uint16_t>(x.action + antes.size());
}

// The seats in seat order, and the running state of the actions, once the
// first <ACTION> shows the seats are all read.
bool Reader::start_actions(const XmlElement& history) {
  players_done_ = true;
  if (rec_.players.size() < 2) return fail(history, "a hand has two players at least");
  std::stable_sort(rec_.players.begin(), rec_.players.end(),
                   [](const engine::PlayerRecord& x, const engine::PlayerRecord& y) { return x.seat < y.seat; });
  bets_.start(rec_.players);
  dead_small_.assign(rec_.players.size(), -1);
  dealt_.assign(rec_.players.size(), false);
  return true;
}

// What was read settled as a whole hand's is; `stop` is where reading
// stopped (line 0: at its end).
ParseStatus Reader::finish(engine::SourcePos stop, ParseStatus status) {
  rec_.stop_pos = stop;
  settle_seats();
  if (status == ParseStatus::kOk) settle_unwritten_antes();
  apply_game(game_, rec_);
  // Boss Media writes no return of an uncalled bet: the winner's WIN leaves it out.
  rec_.states_returns = false;
  rec_.has_currency_symbol = !rec_.game.tournament;
  return status;
}

ParseStatus Reader::run() {
  rec_.format = "boss";
  rec_.site = "boss";
  rec_.header_pos = pos_.at(std::size_t{0});
  rec_.end_pos = pos_.at(text_.empty() ? 0 : text_.size() - 1);
  std::size_t end = 0;
  if (!read_hand_element(tree_, "HISTORY", end, true)) return ParseStatus::kUnreadable;
  if (!read_game()) return unsupported_ ? ParseStatus::kUnsupported : ParseStatus::kUnreadable;
  const XmlElement& history = tree_.root();
  const XmlElement* showdown = nullptr;
  for (int c = history.first_child; c >= 0; c = tree_.at(c).next_sibling) {
    const XmlElement& e = tree_.at(c);
    bool ok = true;
    if (e.name == "PLAYER") {
      if (players_done_) {
        unrecognized(e, "a <PLAYER> after the actions");
        continue;
      }
      ok = read_player(e);
    } else if (e.name == "ACTION") {
      if (!players_done_ && !start_actions(history)) return ParseStatus::kUnreadable;
      ok = read_action(e);
    } else if (e.name == "SHOWDOWN") {
      showdown = &e;
    } else {
      unrecognized(e, joined({"<", e.name, ">"}));
    }
    if (!ok) return finish(pos_.at(e.offset), ParseStatus::kUnreadable);
  }
  if (!players_done_) {
    fail(history, "the hand has no <ACTION>");
    return ParseStatus::kUnreadable;
  }
  if (showdown == nullptr) {
    fail(history.offset, "the hand has no <SHOWDOWN>", Rule::kTruncatedHand);
    return finish(rec_.end_pos, ParseStatus::kUnreadable);
  }
  if (!read_showdown(*showdown)) return finish(pos_.at(showdown->offset), ParseStatus::kUnreadable);
  return finish({}, ParseStatus::kOk);
}

}  // namespace

ParseStatus parse_boss_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                            std::vector<engine::Finding>& findings, BossScratch& scratch) {
  out.reset();
  Reader reader(text, line, column, out, findings, *scratch.lists_);
  return reader.run();
}

}  // namespace parser
