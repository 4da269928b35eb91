// Merge Gaming reader: the hand's `<game>` element and the file's
// `<description>` are read into trees that know their places
// (parser/xml_tree.h), then interpreted into a HandRecord with a running
// state of street bets: Merge writes what a call, bet or all-in adds, and a
// raise's (or a stud completion's) street total (docs/MERGE_FORMAT.md).

#include "parser/merge_parser.h"

#include <algorithm>
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "parser/hand_limits.h"
#include "parser/header_stamp.h"
#include "parser/header_time.h"
#include "parser/ipoker_game.h"
#include "parser/text_positions.h"
#include "parser/xml_hand_reading.h"
#include "parser/xml_tree.h"

namespace parser {

// A stud player's cards by the place they were dealt in (0, 1 and 6 down,
// 2 to 5 up); Merge lists them so, `null` for a card not seen.
using StudSlots = std::array<std::optional<engine::Card>, 7>;

struct MergeScratch::Lists {
  XmlTree hand;
  XmlTree description;
  TextPositions positions{{}, 1, 1};
  std::vector<engine::Chips> bet;
  std::vector<engine::Chips> paid;    // each player's chips put in the hand
  std::vector<engine::Chips> forced;  // of them, his blinds and antes
  std::vector<StudSlots> stud;
};

MergeScratch::MergeScratch() : lists_(std::make_unique<Lists>()) {}
MergeScratch::~MergeScratch() = default;
MergeScratch::MergeScratch(MergeScratch&&) noexcept = default;
MergeScratch& MergeScratch::operator=(MergeScratch&&) noexcept = default;

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

// Merge's game codes (`<game gametype="N">`, a mixed game's hand in
// `multigametype`): a tournament's code is the cash game's plus 21 for
// hold'em and Omaha, plus 2 for the others (HORSE-Tournament-Freeroll.201107.xml).
struct GameCode {
  int code;
  Variant variant;
  bool hi_lo;
};
constexpr GameCode kGameCodes[] = {
    {2, Variant::kHoldem, false},  {23, Variant::kHoldem, false},       {9, Variant::kOmaha, false},
    {25, Variant::kOmaha, false},  {35, Variant::kOmaha, true},         {37, Variant::kOmaha, true},
    {39, Variant::kStud7, false},  {41, Variant::kStud7, false},        {43, Variant::kStud7, true},
    {45, Variant::kStud7, true},   {47, Variant::kRazz, false},         {49, Variant::kRazz, false},
    {55, Variant::kDraw5, false},  {63, Variant::kDrawA5Triple, false}, {67, Variant::kDraw27Triple, false},
    {71, Variant::kBadugi, false},
};

// What a round's id says: the betting round it is part of (a draw is part
// of the round after it), or what else it holds.
enum class RoundKind : std::uint8_t { kForced, kBetting, kResults, kCancelled, kUnknown };
struct RoundId {
  std::string_view id;
  RoundKind kind;
  int street;
};
constexpr RoundId kRounds[] = {
    {"BLINDS", RoundKind::kForced, 0},          {"BRING_IN", RoundKind::kForced, 0},
    {"PREFLOP", RoundKind::kBetting, 0},        {"POSTFLOP", RoundKind::kBetting, 1},
    {"POSTTURN", RoundKind::kBetting, 2},       {"POSTRIVER", RoundKind::kBetting, 3},
    {"THIRD_STREET", RoundKind::kBetting, 0},   {"FOURTH_STREET", RoundKind::kBetting, 1},
    {"FIFTH_STREET", RoundKind::kBetting, 2},   {"SIXTH_STREET", RoundKind::kBetting, 3},
    {"SEVENTH_STREET", RoundKind::kBetting, 4}, {"PRE_FIRST_DRAW", RoundKind::kBetting, 0},
    {"FIRST_DRAW", RoundKind::kBetting, 1},     {"POST_FIRST_DRAW", RoundKind::kBetting, 1},
    {"SECOND_DRAW", RoundKind::kBetting, 2},    {"POST_SECOND_DRAW", RoundKind::kBetting, 2},
    {"THIRD_DRAW", RoundKind::kBetting, 3},     {"POST_THIRD_DRAW", RoundKind::kBetting, 3},
    {"SHOWDOWN", RoundKind::kResults, 5},       {"END_OF_FOLDED_GAME", RoundKind::kResults, 5},
    {"END_OF_GAME", RoundKind::kResults, 5},    {"GAME_CANCELLED", RoundKind::kCancelled, 5},
};

// Events that change nothing the audit follows: talk, a player's
// connection, a player leaving or out of a tournament after the hand, the
// board a rabbit hunt would have dealt.
constexpr std::string_view kQuietEvents[] = {"CHAT", "DISCONNECTED", "RECONNECTED", "LEAVE", "PLAYER_OUT", "RABBIT"};

class Reader : xml_hand::ElementReader {
 public:
  Reader(std::string_view text, std::uint32_t line, std::uint32_t column, const DocumentOpening& opening,
         HandRecord& out, std::vector<engine::Finding>& findings, MergeScratch::Lists& lists)
      : ElementReader(text, lists.positions, lists.hand, findings, "Merge"),
        opening_(opening),
        rec_(out),
        tree_(lists.hand),
        description_(lists.description),
        bet_(lists.bet),
        paid_(lists.paid),
        forced_(lists.forced),
        stud_(lists.stud) {
    pos_.reset(text, line, column);
  }

  ParseStatus run();

 private:
  // A finding in the file's <description> (the hand's opening).
  bool fail_in_opening(std::size_t offset, std::string message) {
    engine::Finding f;
    f.rule = Rule::kParseError;
    f.pos = TextPositions(opening_.text, opening_.line, opening_.column).at(offset);
    f.message = std::move(message);
    if (offset < opening_.text.size())
      f.actual = engine::FindingValue::words(line_excerpt(opening_.text.substr(offset)));
    findings_.push_back(std::move(f));
    return false;
  }
  bool amount_of(const XmlAttribute& a, Chips& out) { return ElementReader::amount_of(a, out, symbol_seen_); }
  // The player of an element's `player` attribute (a seat number from 0).
  bool player_of(const XmlElement& e, int& out) { return seat_player(e, "player", 0, rec_, out); }

  bool read_description();
  bool read_game_element();
  bool read_players(const XmlElement& game);
  void add_unlisted_players(const XmlElement& game);
  void settle_stacks();
  bool read_round(const XmlElement& round);
  bool read_event(const XmlElement& e, RoundKind kind, bool showdown);
  bool read_wager(std::string_view type, Chips amount, engine::ActionRecord& r);
  bool read_cards(const XmlElement& e);
  bool read_winner(const XmlElement& e);
  void read_time(std::string_view stamp);
  void note_uncalled();
  void settle_stud_cards();
  void add_results();
  void exchange(int player, const engine::CardList& after, engine::SourcePos where);

  const DocumentOpening& opening_;
  HandRecord& rec_;
  XmlTree& tree_;  // the base's, writable: parse_xml_element fills it
  XmlTree& description_;
  std::vector<Chips>& bet_;
  std::vector<Chips>& paid_;
  std::vector<Chips>& forced_;
  std::vector<StudSlots>& stud_;

  IpokerGame game_;
  bool symbol_seen_ = false;
  bool unruled_ = false;               // a game code with no rules
  std::string_view structure_words_;   // "Pot Limit"
  std::string_view description_type_;  // "Badugi"
  Street street_ = Street::kPreflop;
  Chips high_{0};
  Chips big_blind_{0};
  Chips uncalled_{0};
  int uncalled_to_ = -1;
  Chips put_in_{0};
  bool return_stated_ = false;  // a `<winner uncalled="true">`
  bool results_round_ = false;  // reading SHOWDOWN, END_OF_FOLDED_GAME or END_OF_GAME
  bool raise_adds_ = false;     // RAISE states what it adds (hands before 2011)
  struct Win {
    int player;
    Chips amount;
    int pot;
    engine::SourcePos pos;
  };
  std::vector<Win> wins_;
  std::vector<engine::ActionRecord> shows_;
};

// `<description type="Holdem" stakes="No Limit ($0.02/$0.04)"/>`: the
// structure, the stakes when stated ("Limit $10/$20": the small and big
// bet), a tournament ("Holdem Tournament", stakes "No Limit").
bool Reader::read_description() {
  const std::string_view opening = opening_.text;
  const std::size_t at = opening.find("<description");
  if (at == std::string_view::npos)
    return fail(0, "the file has no <description> before its hands: the game's betting structure is unknown");
  std::size_t end = 0;
  if (const auto error = parse_xml_element(opening.substr(at), description_, end))
    return fail_in_opening(at + error->offset, joined({"cannot read the file's <description>: ", error->message}));
  const XmlElement& d = description_.root();
  const XmlAttribute* type = description_.attribute(d, "type");
  const XmlAttribute* stakes = description_.attribute(d, "stakes");
  if (type == nullptr || stakes == nullptr)
    return fail_in_opening(at, "the file's <description> has no type or stakes");
  rec_.game.tournament = type->raw.find("Tournament") != std::string_view::npos;
  description_type_ = type->raw;
  std::string_view rest = stakes->raw;
  structure_words_ = rest.substr(0, rest.find_first_of("($0123456789"));
  while (structure_words_.ends_with(' ')) structure_words_.remove_suffix(1);
  const auto word = [&](std::string_view w) {
    if (!rest.starts_with(w)) return false;
    rest.remove_prefix(w.size());
    return true;
  };
  if (word("No Limit")) {
    game_.structure = Structure::kNoLimit;
  } else if (word("Pot Limit")) {
    game_.structure = Structure::kPotLimit;
  } else if (word("Half Pot Limit")) {
    game_.structure = Structure::kHalfPotLimit;
  } else if (word("Limit")) {
    game_.structure = Structure::kFixedLimit;
  } else {
    return fail_in_opening(at, joined({"the file's <description> names a betting structure handaudit does not know: ",
                                       structure_words_}));
  }
  // " ($0.02/$0.04)", " $10/$20": two amounts; three (stud's ante, bring-in
  // and bet) or a level's blinds are left to the posts.
  while (!rest.empty() && (rest.front() == ' ' || rest.front() == '(')) rest.remove_prefix(1);
  if (!rest.empty() && rest.back() == ')') rest.remove_suffix(1);
  const std::size_t slash = rest.find('/');
  if (slash == std::string_view::npos || rest.find('/', slash + 1) != std::string_view::npos) return true;
  bool symbol = false;
  if (ipoker_amount(rest.substr(0, slash), game_.small, symbol) == AmountRead::kOk &&
      ipoker_amount(rest.substr(slash + 1), game_.big, symbol) == AmountRead::kOk)
    game_.stakes_stated = true;
  return true;
}

bool Reader::read_game_element() {
  std::size_t end = 0;
  if (!read_hand_element(tree_, "game", end, true)) return false;
  const XmlElement& game = tree_.root();
  const XmlAttribute* id = nullptr;
  const XmlAttribute* code = nullptr;
  if (!required(game, "id", id) || !required(game, "gametype", code)) return false;
  rec_.hand_id = id->raw;
  // A mixed game's hand names its own game (HORSE: gametype 75, multigametype 43).
  const XmlAttribute* multi = tree_.attribute(game, "multigametype");
  const std::optional<int> n = small_int(multi != nullptr ? multi->raw : code->raw);
  const auto known =
      std::find_if(std::begin(kGameCodes), std::end(kGameCodes), [&](const GameCode& g) { return n && g.code == *n; });
  if (known == std::end(kGameCodes)) {
    unruled_ = true;
    return true;
  }
  game_.variant = known->variant;
  game_.hi_lo = known->hi_lo;
  const std::string_view start = attribute(game, "starttime");
  read_time(start);
  // Hands before 2011 write a raise's increment, not its street total
  // (NLHE-USD-1.00-2.00-201009.addCallandRaise.format.txt: $1 in, "RAISE
  // 5.00", the pot $8).
  raise_adds_ = start.size() == 14 && start < "2011";
  // data="20110517|Santiago (34717229)|34717229|34717229-304|false": the
  // day, the table's name (a tournament's: its name), its number (the
  // tournament's), the hand and whether it is a tournament's.
  std::array<std::string_view, 5> data{};
  std::string_view rest = attribute(game, "data");
  for (std::size_t k = 0; k < data.size() && !rest.empty(); ++k) {
    const std::size_t bar = rest.find('|');
    data[k] = rest.substr(0, bar);
    rest = bar == std::string_view::npos ? std::string_view{} : rest.substr(bar + 1);
  }
  if (data[4] == "true") rec_.game.tournament = true;
  rec_.table = rec_.hand_id.substr(0, rec_.hand_id.find('-'));
  if (rec_.game.tournament) rec_.tournament_id = data[2];
  if (attribute(game, "realmoney") == "false") rec_.play_money = true;
  return true;
}

// "20110517172454": the hand's start, as the header readers take it.
void Reader::read_time(std::string_view s) {
  if (s.size() != 14 || !std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; })) return;
  std::string stamp;
  stamp.append(s.substr(0, 4)).append("/").append(s.substr(4, 2)).append("/").append(s.substr(6, 2));
  stamp.append(" ").append(s.substr(8, 2)).append(":").append(s.substr(10, 2)).append(":").append(s.substr(12, 2));
  auto owned = std::make_shared<const std::string>(std::move(stamp));
  rec_.owned_text.push_back(owned);
  read_header_times(*owned, rec_.start, rec_.start_et);
  rec_.start_time = header_time(*owned).value_or(0);
}

// `<players dealer="3">` and a `<player seat="0" nickname="Hero"
// balance="$8.48" dealtin="true"/>` a seat; seats count from 0.
bool Reader::read_players(const XmlElement& game) {
  const XmlElement* players = tree_.child(game, "players");
  if (players == nullptr) return fail(game, "the hand has no <players>");
  const std::optional<int> dealer = small_int(attribute(*players, "dealer"));
  for (int c = players->first_child; c >= 0; c = tree_.at(c).next_sibling) {
    const XmlElement& p = tree_.at(c);
    if (p.name != "player") {
      unrecognized(p, joined({"<", p.name, ">"}));
      continue;
    }
    if (rec_.players.size() >= kMaxSeats) return fail(p, "more than 64 players in one hand");
    const XmlAttribute* seat = nullptr;
    const XmlAttribute* name = nullptr;
    const XmlAttribute* balance = nullptr;
    if (!required(p, "seat", seat) || !required(p, "nickname", name) || !required(p, "balance", balance)) return false;
    const std::optional<int> number = small_int(seat->raw);
    if (!number) return fail(*seat, "a seat is a whole number");
    engine::PlayerRecord rec;
    rec.seat = *number + 1;
    rec.name = name->raw;
    rec.pos = pos_.at(p.offset);
    // Not dealt in, unless he posts or acts (some logs mark no one dealt in).
    rec.sitting_out = attribute(p, "dealtin") == "false";
    if (!amount_of(*balance, rec.stack)) return false;
    if (rec_.find_player(rec.name) >= 0) return fail(*name, joined({"two players have the name ", rec.name}));
    if (dealer && *dealer == *number) {
      rec_.button_seat = rec.seat;
      rec_.button_pos = rec.pos;
    }
    rec_.players.push_back(rec);
  }
  add_unlisted_players(game);
  if (rec_.players.size() < 2) return fail(*players, "a hand has two players at least");
  std::stable_sort(rec_.players.begin(), rec_.players.end(),
                   [](const engine::PlayerRecord& a, const engine::PlayerRecord& b) { return a.seat < b.seat; });
  bet_.assign(rec_.players.size(), Chips{0});
  paid_.assign(rec_.players.size(), Chips{0});
  forced_.assign(rec_.players.size(), Chips{0});
  stud_.assign(rec_.players.size(), StudSlots{});
  return true;
}

// A seat that acts but that <players> does not list
// (NLHE-6max-USD-0.10-0.25-201208.player.not.in.preamble.txt): an
// inconsistent-record where it first acts, and a stand-in player named by
// the seat ("seat 6"), his stack unknown, plays his part.
void Reader::add_unlisted_players(const XmlElement& game) {
  for (int r = game.first_child; r >= 0; r = tree_.at(r).next_sibling) {
    if (tree_.at(r).name != "round") continue;
    for (int c = tree_.at(r).first_child; c >= 0; c = tree_.at(c).next_sibling) {
      const XmlElement& e = tree_.at(c);
      const XmlAttribute* seat = tree_.attribute(e, "player");
      const std::optional<int> n = seat == nullptr ? std::nullopt : small_int(seat->raw);
      if (!n || rec_.players.size() >= kMaxSeats) continue;
      const bool listed = std::any_of(rec_.players.begin(), rec_.players.end(),
                                      [&](const engine::PlayerRecord& p) { return p.seat == *n + 1; });
      if (listed) continue;
      auto name = std::make_shared<const std::string>(std::string("seat ") + std::to_string(*n + 1));
      rec_.owned_text.push_back(name);
      engine::PlayerRecord p;
      p.seat = *n + 1;
      p.name = *name;
      p.pos = pos_.at(e.offset);
      p.stack = engine::kMaxAmount;  // unknown: big enough for any wager
      p.stack_unknown = true;
      rec_.players.push_back(p);
      fail(e.offset,
           joined({"seat ", seat->raw, " (counted from 0) acts but <players> lists no one there: a stand-in named \"",
                   *name, "\" with an unknown stack plays his part"}),
           Rule::kInconsistentRecord);
    }
  }
}

// Some hands write a player's balance after his blinds and antes
// (NLHE-USD-STT-201202.exported.txt: the big blind's 100 of 1,225 gone
// from his "balance" of 1,125, then all in for 1,125 more): a player who
// puts in more than his balance, and no more than it with his forced bets,
// started with both.
void Reader::settle_stacks() {
  for (std::size_t i = 0; i < rec_.players.size(); ++i) {
    auto& pl = rec_.players[i];
    if (!pl.stack_unknown && paid_[i] > pl.stack && paid_[i] - forced_[i] <= pl.stack) pl.stack += forced_[i];
  }
  // A post of his last chips is all in; Merge marks only a wager so.
  std::fill(paid_.begin(), paid_.end(), Chips{0});
  for (auto& a : rec_.actions) {
    const bool post = a.kind == Act::kPostAnte || a.kind == Act::kPostSmallBlind || a.kind == Act::kPostBigBlind ||
                      a.kind == Act::kPostSmallAndBig || a.kind == Act::kBringIn;
    if (!post || a.player < 0) continue;
    const auto p = static_cast<std::size_t>(a.player);
    paid_[p] += a.amount;
    if (paid_[p] == rec_.players[p].stack) a.all_in = true;
  }
}

bool Reader::read_round(const XmlElement& round) {
  const std::string_view id = attribute(round, "id");
  const auto known = std::find_if(std::begin(kRounds), std::end(kRounds), [&](const RoundId& r) { return r.id == id; });
  if (known == std::end(kRounds)) {
    unrecognized(round, joined({"a round \"", id, "\""}));
    return true;
  }
  if (known->kind == RoundKind::kCancelled) rec_.cancelled = true;
  if (known->kind == RoundKind::kBetting) {
    const auto street = static_cast<Street>(known->street);
    if (street != street_) {
      note_uncalled();
      street_ = street;
      std::fill(bet_.begin(), bet_.end(), Chips{0});
      high_ = Chips{0};
    }
    const auto index = static_cast<std::size_t>(known->street);
    if (index > 0 && rec_.street_pos[index].line == 0) rec_.street_pos[index] = pos_.at(round.offset);
  }
  results_round_ = known->kind == RoundKind::kResults;
  for (int c = round.first_child; c >= 0; c = tree_.at(c).next_sibling) {
    const XmlElement& e = tree_.at(c);
    bool ok = true;
    if (e.name == "event") {
      ok = read_event(e, known->kind, id == "SHOWDOWN");
    } else if (e.name == "cards") {
      ok = read_cards(e);
    } else if (e.name == "winner") {
      ok = read_winner(e);
    } else {
      unrecognized(e, joined({"<", e.name, ">"}));
    }
    if (ok) continue;
    rec_.stop_pos = pos_.at(e.offset);
    return false;
  }
  return true;
}

bool Reader::read_event(const XmlElement& e, RoundKind kind, bool showdown) {
  const std::string_view type = attribute(e, "type");
  if (std::find(std::begin(kQuietEvents), std::end(kQuietEvents), type) != std::end(kQuietEvents)) return true;
  if (type == "GAME_CANCELLED") {
    rec_.cancelled = true;
    return true;
  }
  if (rec_.actions.size() >= kMaxActions) return fail(e, "more than 4096 actions in one hand");
  int player = -1;
  if (!player_of(e, player)) return false;
  const auto p = static_cast<std::size_t>(player);
  auto& pl = rec_.players[p];
  engine::ActionRecord r;
  r.street = kind == RoundKind::kResults ? Street::kShowdown : street_;
  r.player = static_cast<std::int16_t>(player);
  r.pos = pos_.at(e.offset);
  if (type == "SHOW" || type == "MUCK") {
    // A muck by the one player left (the winner of a folded hand) is no
    // showdown's: only the SHOWDOWN round's are.
    if (!showdown) return true;
    r.kind = type == "SHOW" ? Act::kShow : Act::kMuck;
    (type == "SHOW" ? pl.showed : pl.mucked) = true;
    if (type == "SHOW") pl.show_pos = r.pos;
    shows_.push_back(r);
    return true;
  }
  pl.sitting_out = false;
  if (type == "DRAW") {
    const std::optional<int> count = small_int(attribute(e, "text"));
    if (!count) return fail(e, "a draw states how many cards it takes (text=\"N\")");
    r.kind = *count > 0 ? Act::kDiscard : Act::kStandPat;
    r.cards = static_cast<std::uint8_t>(std::min(*count, 255));
    rec_.actions.push_back(r);
    return true;
  }
  if (type == "FOLD" || type == "CHECK") {
    r.kind = type == "FOLD" ? Act::kFold : Act::kCheck;
    rec_.actions.push_back(r);
    return true;
  }
  const XmlAttribute* amount_attribute = tree_.attribute(e, "amount");
  Chips amount{0};
  if (amount_attribute == nullptr && type == "ALL_IN") {
    // An all-in that states no amount (NLHE-6max-USD-1.00-2.00-201308.weird.all.in.line.txt):
    // what he has left.
    amount = max(pl.stack - paid_[p], Chips{0});
  } else if (!required(e, "amount", amount_attribute) || !amount_of(*amount_attribute, amount)) {
    return false;
  }
  if (type == "ALL_IN" && kind == RoundKind::kForced) {
    // All in with a blind: the big blind's post, or the small blind's when
    // none is posted yet; all in for nothing (the ante took his last chip)
    // posts nothing.
    if (!amount.positive()) return true;
    bool small_posted = false;
    for (const auto& a : rec_.actions) small_posted = small_posted || a.kind == Act::kPostSmallBlind;
    r.kind = small_posted ? Act::kPostBigBlind : Act::kPostSmallBlind;
    r.all_in = true;
    if (small_posted && !big_blind_.positive()) big_blind_ = amount;
    bet_[p] += amount;
    high_ = max(high_, bet_[p]);
    r.amount = amount;
    put_in_ += amount;
    paid_[p] += amount;
    forced_[p] += amount;
    rec_.actions.push_back(r);
    return true;
  }
  if (type == "ANTE") {
    r.kind = Act::kPostAnte;
  } else if (type == "SMALL_BLIND" || type == "BIG_BLIND" || type == "INITIAL_BLIND" || type == "BRING_IN") {
    // INITIAL_BLIND: a player new to the table posts a big blind out of turn.
    r.kind = type == "SMALL_BLIND" ? Act::kPostSmallBlind : type == "BRING_IN" ? Act::kBringIn : Act::kPostBigBlind;
    if (type == "BIG_BLIND" && !big_blind_.positive()) big_blind_ = amount;
    bet_[p] += amount;
    high_ = max(high_, bet_[p]);
  } else if (type == "RETURN_BLIND") {
    // A player back posts the small blind (dead) and the big blind at once
    // (LO8-9max-USD-1.00-2.00-201112.post.both.txt: $1.50 at $0.50/$1).
    r.kind = Act::kPostSmallAndBig;
    const Chips live = big_blind_.positive() ? min(amount, big_blind_) : amount;
    bet_[p] += live;
    high_ = max(high_, bet_[p]);
  } else if (type == "CALL" || type == "BET" || type == "RAISE" || type == "COMPLETE" || type == "ALL_IN") {
    return read_wager(type, amount, r);
  } else {
    unrecognized(e, joined({"an event \"", type, "\""}));
    return true;
  }
  r.amount = amount;
  put_in_ += amount;
  paid_[p] += amount;
  if (r.kind != Act::kBringIn) forced_[p] += amount;
  rec_.actions.push_back(r);
  return true;
}

// What a wager adds to the player's live chips of the street: a call's,
// bet's and all-in's amount is added, a raise's and a completion's is the
// street total it raises to (PLO-USD-0.25-0.50-201111.raiseTo.uncalledbet.txt).
bool Reader::read_wager(std::string_view type, Chips amount, engine::ActionRecord& r) {
  const auto p = static_cast<std::size_t>(r.player);
  const bool to_total = (type == "RAISE" && !raise_adds_) || type == "COMPLETE";
  const Chips to = to_total ? amount : bet_[p] + amount;
  r.all_in = type == "ALL_IN";
  if (type == "CALL" || (r.all_in && to <= high_)) {
    r.kind = Act::kCall;
    r.amount = to - bet_[p];
  } else if (high_.positive()) {
    r.kind = Act::kRaise;
    r.amount = to - high_;
    r.to = to;
  } else {
    r.kind = Act::kBet;
    r.amount = to - bet_[p];
    r.to = to;
  }
  put_in_ += to - bet_[p];
  paid_[p] += to - bet_[p];
  bet_[p] = to;
  high_ = max(high_, to);
  rec_.actions.push_back(r);
  return true;
}

// `<cards type="HOLE" cards="Td,8h" player="0"/>` (the hero's),
// `<cards type="COMMUNITY" cards="3h,8s,Ad"/>` (the board so far),
// "SHOWN" and "MUCKED" at the showdown, "DRAW_DRAWN_CARDS": a draw game's
// hand after the draw, a stud player's cards so far ("null,null,7s").
bool Reader::read_cards(const XmlElement& e) {
  const std::string_view type = attribute(e, "type");
  engine::CardList list;
  StudSlots slots{};
  std::size_t count = 0;
  std::string_view rest = attribute(e, "cards");
  while (!rest.empty()) {
    const std::size_t comma = rest.find(',');
    const std::string_view token = rest.substr(0, comma);
    rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
    if (count >= list.cards.size()) return fail(e, "more cards than any hand holds");
    ++count;
    if (token == "null" || token.empty()) continue;  // not seen (",,5h" in some files)
    const std::optional<engine::Card> card = engine::Card::parse(token);
    if (!card) return fail(e, joined({"a card is a rank and a suit (\"Td\"), or null when not shown: ", token}));
    list.push(*card);
    if (count <= slots.size()) slots[count - 1] = *card;
  }
  if (type == "COMMUNITY" && results_round_) return true;  // a rabbit hunt's board, dealt after the hand
  if (type == "COMMUNITY") {
    rec_.boards[0] = list;
    rec_.street_cards[static_cast<std::size_t>(street_)] = list.size;
    return true;
  }
  int player = -1;
  if (!player_of(e, player)) return false;
  const auto p = static_cast<std::size_t>(player);
  auto& pl = rec_.players[p];
  const engine::SourcePos where = pos_.at(e.offset);
  if (engine::is_stud(game_.variant)) {
    for (std::size_t k = 0; k < slots.size(); ++k)
      if (slots[k]) stud_[p][k] = slots[k];
    if (type == "HOLE") rec_.hero = player;
    return true;
  }
  if (type == "HOLE") {
    rec_.hero = player;
    if (pl.dealt_pos.line == 0) {
      pl.dealt_pos = where;
      if (!engine::is_stud(game_.variant)) pl.dealt = list;
    }
    game_.pocket_cards = std::max(game_.pocket_cards, static_cast<int>(count));
    pl.hole = list;
    return true;
  }
  if (type == "DRAW_DRAWN_CARDS" && engine::is_draw(game_.variant)) {
    exchange(player, list, where);
    return true;
  }
  if (type == "SHOWN" || type == "MUCKED" || type == "DRAW_DRAWN_CARDS") {
    game_.pocket_cards = std::max(game_.pocket_cards, static_cast<int>(count));
    if (!list.empty()) pl.hole = list;
    return true;
  }
  unrecognized(e, joined({"cards of type \"", type, "\""}));
  return true;
}

// A draw game's hand after the player's exchange of this round: the cards
// thrown and drawn are what changed from the hand before.
void Reader::exchange(int player, const engine::CardList& after, engine::SourcePos where) {
  auto& pl = rec_.players[static_cast<std::size_t>(player)];
  const engine::CardList before = pl.hole;
  pl.hole = after;
  int draw = -1;
  for (std::size_t i = rec_.actions.size(); i-- > 0;) {
    const auto& a = rec_.actions[i];
    if (a.street != street_) break;
    if (a.player == player && (a.kind == Act::kDiscard || a.kind == Act::kStandPat)) draw = static_cast<int>(i);
  }
  if (draw < 0 || before.empty()) return;
  engine::Exchange x;
  x.action = static_cast<std::uint16_t>(draw);
  x.drawn_pos = where;
  x.whole = true;
  const auto has = [](const engine::CardList& l, engine::Card c) {
    return std::find(l.begin(), l.end(), c) != l.end();
  };
  for (const engine::Card c : before)
    if (!has(after, c)) x.thrown.push(c);
  for (const engine::Card c : after) (has(before, c) ? x.kept : x.drawn).push(c);
  rec_.exchanges.push_back(x);
}

// `<winner amount="0.23" uncalled="false" potnumber="1" player="1"
// pottype="n"/>`: a pot's share won (pottype h and l: the high and low
// halves); uncalled="true", the player's uncalled bet back. Its
// `hand="Two Pair Tens and Sixes"` describes the winner's hand (the first
// one written is kept; a low half's, "8-7-6-4-A", is not).
bool Reader::read_winner(const XmlElement& e) {
  int player = -1;
  if (!player_of(e, player)) return false;
  const XmlAttribute* hand = tree_.attribute(e, "hand");
  if (hand != nullptr && !hand->raw.empty() && attribute(e, "pottype") != "l") {
    auto& p = rec_.players[static_cast<std::size_t>(player)];
    if (p.description.empty()) {
      p.description = hand->raw;
      p.description_pos = pos_.at(hand->offset + hand->name.size() + 2);  // after `hand="`
    }
  }
  const XmlAttribute* amount_attribute = nullptr;
  if (!required(e, "amount", amount_attribute)) return false;
  Chips amount{0};
  if (!amount_of(*amount_attribute, amount)) return false;
  const engine::SourcePos where = pos_.at(e.offset);
  if (attribute(e, "uncalled") == "true") {
    engine::ActionRecord back;
    back.kind = Act::kUncalledReturn;
    back.street = street_;
    back.player = static_cast<std::int16_t>(player);
    back.amount = amount;
    back.pos = where;
    shows_.push_back(back);
    return_stated_ = true;
    return true;
  }
  const int pot = small_int(attribute(e, "potnumber")).value_or(1) - 1;
  wins_.push_back({player, amount, std::max(pot, 0), where});
  return true;
}

void Reader::note_uncalled() {
  if (!high_.positive()) return;
  const xml_hand::Uncalled u = xml_hand::uncalled_bet(bet_);
  uncalled_ = u.amount;
  uncalled_to_ = u.player;
}

// Stud: each player's known cards in the order dealt, the up-cards (third
// to sixth street's) apart.
void Reader::settle_stud_cards() {
  for (std::size_t i = 0; i < rec_.players.size(); ++i) {
    auto& pl = rec_.players[i];
    pl.hole = {};
    pl.up = {};
    for (std::size_t k = 0; k < stud_[i].size(); ++k) {
      if (!stud_[i][k]) continue;
      pl.hole.push(*stud_[i][k]);
      if (k >= 2 && k <= 5) pl.up.push(*stud_[i][k]);
    }
  }
}

// The shows and mucks, the return of the uncalled bet, and each share won
// as a collect. Merge writes the return as a winner of its own or, as often,
// inside the bettor's share of a pot: the record holds it as a return either
// way. The uncalled bet is the top of the money, so it sits in the last pot
// the bettor wins, never in the main pot when a later one is written
// (HORSE-Tournament-Freeroll.201107.xml, game 36487050-19: the main pot's
// 490 and the uncalled 200 as "pot 2").
void Reader::add_results() {
  for (const auto& a : shows_) rec_.actions.push_back(a);
  if (!return_stated_ && uncalled_to_ >= 0) {
    engine::ActionRecord back;
    back.kind = Act::kUncalledReturn;
    back.street = street_;
    back.player = static_cast<std::int16_t>(uncalled_to_);
    back.amount = uncalled_;
    back.pos = rec_.players[static_cast<std::size_t>(uncalled_to_)].pos;
    Win* holder = nullptr;  // the bettor's share in the highest pot that holds the bet
    for (auto& w : wins_) {
      if (w.player != uncalled_to_ || w.amount < uncalled_) continue;
      if (holder == nullptr || w.pot > holder->pot) holder = &w;
    }
    if (holder != nullptr) {
      holder->amount -= uncalled_;
      back.pos = holder->pos;
    }
    rec_.actions.push_back(back);
  }
  for (const auto& w : wins_) {
    if (!w.amount.positive()) continue;
    engine::ActionRecord collect;
    collect.kind = Act::kCollect;
    collect.street = Street::kShowdown;
    collect.player = static_cast<std::int16_t>(w.player);
    collect.pot = static_cast<std::int16_t>(w.pot);
    collect.amount = w.amount;
    collect.pos = w.pos;
    rec_.actions.push_back(collect);
  }
}

ParseStatus Reader::run() {
  rec_.format = "merge";
  rec_.site = "merge";
  rec_.header_pos = pos_.at(std::size_t{0});
  rec_.end_pos = pos_.at(text_.empty() ? 0 : text_.size() - 1);
  if (!read_description() || !read_game_element()) return ParseStatus::kUnreadable;
  if (unruled_) {
    engine::Finding f;
    f.rule = Rule::kUnsupportedGame;
    f.pos = rec_.header_pos;
    f.message = joined({"the hand was read but its game (", description_type_, ", ", structure_words_,
                        ") has no rules in RULES.md: not replayed"});
    findings_.push_back(std::move(f));
    return ParseStatus::kUnsupported;
  }
  const XmlElement& game = tree_.root();
  if (!read_players(game)) return ParseStatus::kUnreadable;
  bool whole = true;
  for (int c = game.first_child; c >= 0 && whole; c = tree_.at(c).next_sibling) {
    const XmlElement& e = tree_.at(c);
    if (e.name == "round") {
      whole = read_round(e);
    } else if (e.name != "players") {
      unrecognized(e, joined({"<", e.name, ">"}));
    }
  }
  if (whole) {
    note_uncalled();
    add_results();
  }
  settle_stacks();
  if (engine::is_stud(game_.variant)) settle_stud_cards();
  game_.symbol_seen = symbol_seen_;
  apply_game(game_, rec_);
  rec_.states_rake = rec_.game.tournament;
  rec_.states_returns = false;
  // Money or chips: cash amounts carry a symbol or cents.
  const Chips unit{Chips::kScale};
  bool cents = !rec_.game.tournament;
  for (const auto& pl : rec_.players) cents = cents || !pl.stack.is_multiple_of(unit);
  rec_.has_currency_symbol = cents;
  if (!rec_.game.tournament) {
    // The rake the log implies (not judged): what went in less what was paid.
    Chips paid{0};
    for (const auto& a : rec_.actions)
      if (a.kind == Act::kCollect || a.kind == Act::kUncalledReturn) paid += a.amount;
    if (paid.positive() && paid < put_in_) rec_.stated.rake = put_in_ - paid;
  }
  return whole ? ParseStatus::kOk : ParseStatus::kUnreadable;
}

}  // namespace

ParseStatus parse_merge_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                             const DocumentOpening& opening, engine::HandRecord& out,
                             std::vector<engine::Finding>& findings, MergeScratch& scratch) {
  out.reset();
  Reader reader(text, line, column, opening, out, findings, *scratch.lists_);
  return reader.run();
}

}  // namespace parser
