// Everest Poker reader: the hand's `<HAND>` element and its `<SESSION>` are
// read into trees that know their places (parser/xml_tree.h), then
// interpreted into a HandRecord. Amounts are whole hundredths (cents, or a
// hundredth of a tournament chip); a BET states what it adds, 0 a check
// (docs/EVEREST_FORMAT.md).

#include "parser/everest_parser.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "parser/hand_limits.h"
#include "parser/ipoker_game.h"
#include "parser/text_positions.h"
#include "parser/xml_hand_reading.h"
#include "parser/xml_tree.h"

namespace parser {

struct EverestScratch::Lists {
  XmlTree hand;
  XmlTree session;
  TextPositions positions{{}, 1, 1};
  std::vector<engine::Chips> bet;
  std::vector<engine::Chips> paid;
};

EverestScratch::EverestScratch() : lists_(std::make_unique<Lists>()) {}
EverestScratch::~EverestScratch() = default;
EverestScratch::EverestScratch(EverestScratch&&) noexcept = default;
EverestScratch& EverestScratch::operator=(EverestScratch&&) noexcept = default;

namespace {

using engine::Act;
using engine::Chips;
using engine::HandRecord;
using engine::Rule;
using engine::Street;
using engine::Structure;
using engine::Variant;
using xml_hand::joined;

// "1467400": whole hundredths.
std::optional<Chips> hundredths(std::string_view s) {
  if (s.empty() || s.size() > 15) return std::nullopt;
  std::int64_t n = 0;
  for (const char c : s) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + (c - '0');
  }
  return Chips{n};
}

class Reader : xml_hand::ElementReader {
 public:
  Reader(std::string_view text, std::uint32_t line, std::uint32_t column, const DocumentOpening& opening,
         HandRecord& out, std::vector<engine::Finding>& findings, EverestScratch::Lists& lists)
      : ElementReader(text, lists.positions, lists.hand, findings, "Everest"),
        opening_(opening),
        rec_(out),
        tree_(lists.hand),
        session_(lists.session),
        bet_(lists.bet),
        paid_(lists.paid) {
    pos_.reset(text, line, column);
  }

  ParseStatus run();

 private:
  bool amount_of(const XmlElement& e, Chips& out) {
    const XmlAttribute* a = nullptr;
    if (!required(e, "amount", a)) return false;
    const std::optional<Chips> n = hundredths(a->raw);
    if (!n) return fail(*a, "an amount is a whole number of hundredths");
    out = *n;
    return true;
  }
  bool player_of(const XmlElement& e, int& out) { return seat_player(e, "position", 0, rec_, out); }

  bool read_session();
  bool read_seats(const XmlElement& hand);
  bool read_element(const XmlElement& e);
  bool read_post(const XmlElement& e, bool ante);
  bool read_bet(const XmlElement& e);
  bool read_board(const XmlElement& e);
  bool read_cards(std::string_view text, const XmlElement& e, engine::CardList& out);
  void next_street(Street s, const XmlElement& at);

  const DocumentOpening& opening_;
  HandRecord& rec_;
  XmlTree& tree_;  // the base's, writable: parse_xml_element fills it
  XmlTree& session_;
  std::vector<Chips>& bet_;
  std::vector<Chips>& paid_;

  IpokerGame game_;
  std::string_view hero_name_;
  Street street_ = Street::kPreflop;
  Chips high_{0};
  int blinds_ = 0;  // BLIND elements read
};

// `<SESSION time="..." tableName="Kitwe-5" id="1548.205.168" type="ring"
// money="$" screenName="Hero" game="hold-em" gametype="fixed-limit"/>`.
bool Reader::read_session() {
  const std::string_view opening = opening_.text;
  const std::size_t at = opening.find("<SESSION");
  if (at == std::string_view::npos)
    return fail(0, "the hand has no <SESSION> before it: its game and betting structure are unknown");
  std::size_t end = 0;
  if (parse_xml_element(opening.substr(at), session_, end))
    return fail(0, "the <SESSION> before the hand cannot be read: its game and betting structure are unknown");
  const XmlElement& s = session_.root();
  const auto value = [&](std::string_view name) {
    const XmlAttribute* a = session_.attribute(s, name);
    return a == nullptr ? std::string_view{} : a->raw;
  };
  const std::string_view game = value("game");
  const std::string_view structure = value("gametype");
  if ((game != "hold-em" && game != "omaha-hi") ||
      (structure != "no-limit" && structure != "pot-limit" && structure != "fixed-limit")) {
    engine::Finding f;
    f.rule = Rule::kUnsupportedGame;
    f.pos = rec_.header_pos;
    f.message = joined({"an Everest game \"", game, "\" (", structure, ") is not read: no hand of it has been seen"});
    findings_.push_back(std::move(f));
    return false;
  }
  game_.variant = game == "hold-em" ? Variant::kHoldem : Variant::kOmaha;
  game_.structure = structure == "no-limit"    ? Structure::kNoLimit
                    : structure == "pot-limit" ? Structure::kPotLimit
                                               : Structure::kFixedLimit;
  rec_.game.tournament = value("type") == "tournament";
  rec_.table = value("tableName");
  if (rec_.game.tournament) rec_.tournament_id = value("id");
  rec_.has_currency_symbol = !value("money").empty();
  hero_name_ = value("screenName");
  return true;
}

// `<SEAT position="0" name="Player1" balance="11410"/>`: positions count from 0.
bool Reader::read_seats(const XmlElement& hand) {
  for (int c = hand.first_child; c >= 0; c = tree_.at(c).next_sibling) {
    const XmlElement& s = tree_.at(c);
    if (s.name != "SEAT") continue;
    if (rec_.players.size() >= kMaxSeats) return fail(s, "more than 64 players in one hand");
    const XmlAttribute* position = nullptr;
    const XmlAttribute* name = nullptr;
    if (!required(s, "position", position) || !required(s, "name", name)) return false;
    const std::optional<int> seat = xml_hand::small_int(position->raw);
    if (!seat) return fail(*position, "a position is a whole number");
    engine::PlayerRecord p;
    p.seat = *seat + 1;
    p.name = name->raw;
    p.pos = pos_.at(s.offset);
    const XmlAttribute* balance = nullptr;
    if (!required(s, "balance", balance)) return false;
    const std::optional<Chips> stack = hundredths(balance->raw);
    if (!stack) return fail(*balance, "a balance is a whole number of hundredths");
    p.stack = *stack;
    if (rec_.find_player(p.name) >= 0) return fail(*name, joined({"two players have the name ", p.name}));
    rec_.players.push_back(p);
  }
  if (rec_.players.size() < 2) return fail(hand, "a hand has two players at least");
  std::stable_sort(rec_.players.begin(), rec_.players.end(),
                   [](const engine::PlayerRecord& a, const engine::PlayerRecord& b) { return a.seat < b.seat; });
  bet_.assign(rec_.players.size(), Chips{0});
  paid_.assign(rec_.players.size(), Chips{0});
  return true;
}

// "Kc, 10s, 8s".
bool Reader::read_cards(std::string_view text, const XmlElement& e, engine::CardList& out) {
  while (!text.empty()) {
    const std::size_t comma = text.find(',');
    std::string_view token = text.substr(0, comma);
    text = comma == std::string_view::npos ? std::string_view{} : text.substr(comma + 1);
    while (!token.empty() && token.front() == ' ') token.remove_prefix(1);
    while (!token.empty() && (token.back() == ' ' || token.back() == '\n' || token.back() == '\r'))
      token.remove_suffix(1);
    if (token.empty() || token == "--") continue;
    std::string card(token);
    if (card.starts_with("10")) card.replace(0, 2, "T");
    const std::optional<engine::Card> parsed = engine::Card::parse(card);
    if (!parsed)
      return fail(e, joined({"a card is a rank and a suit (\"10d\", \"Kc\"), \"--\" when not shown: ", token}));
    if (out.size == out.cards.size()) return fail(e, "more cards than any hand holds");
    out.push(*parsed);
  }
  return true;
}

void Reader::next_street(Street s, const XmlElement& at) {
  street_ = s;
  std::fill(bet_.begin(), bet_.end(), Chips{0});
  high_ = Chips{0};
  const auto index = static_cast<std::size_t>(s);
  if (rec_.street_pos[index].line == 0) rec_.street_pos[index] = pos_.at(at.offset);
}

// `<COMMUNITY>Kc, 10s, 8s</COMMUNITY>`: the flop, then the turn and the
// river; a board dealt at once (players all in) fills each street.
bool Reader::read_board(const XmlElement& e) {
  engine::CardList cards;
  if (!read_cards(e.text, e, cards)) return false;
  for (const engine::Card c : cards) {
    engine::CardList& board = rec_.boards[0];
    board.push(c);
    const Street s = board.size <= 3 ? Street::kFlop : board.size == 4 ? Street::kTurn : Street::kRiver;
    if (board.size >= 3 && s != street_) next_street(s, e);
    if (board.size >= 3) rec_.street_cards[static_cast<std::size_t>(s)] = board.size;
  }
  return true;
}

// `<BLIND position="2" amount="50" penalty="0"/>`: the first of two blinds
// is the small blind, the others big blinds; `<ANTE .../>`.
bool Reader::read_post(const XmlElement& e, bool ante) {
  int player = -1;
  Chips amount{0};
  if (!player_of(e, player) || !amount_of(e, amount)) return false;
  const auto p = static_cast<std::size_t>(player);
  engine::ActionRecord r;
  r.player = static_cast<std::int16_t>(player);
  r.pos = pos_.at(e.offset);
  r.amount = amount;
  if (ante) {
    r.kind = Act::kPostAnte;
  } else {
    int blinds = 0;
    for (int c = tree_.root().first_child; c >= 0; c = tree_.at(c).next_sibling) blinds += tree_.at(c).name == "BLIND";
    r.kind = blinds > 1 && blinds_ == 0 ? Act::kPostSmallBlind : Act::kPostBigBlind;
    ++blinds_;
    bet_[p] += amount;
    high_ = max(high_, bet_[p]);
  }
  paid_[p] += amount;
  r.all_in = paid_[p] == rec_.players[p].stack;
  rec_.actions.push_back(r);
  return true;
}

// `<BET position="9" amount="250"/>`: what the player adds; 0 is a check.
bool Reader::read_bet(const XmlElement& e) {
  int player = -1;
  Chips amount{0};
  if (!player_of(e, player) || !amount_of(e, amount)) return false;
  const auto p = static_cast<std::size_t>(player);
  engine::ActionRecord r;
  r.street = street_;
  r.player = static_cast<std::int16_t>(player);
  r.pos = pos_.at(e.offset);
  const Chips to = bet_[p] + amount;
  paid_[p] += amount;
  r.all_in = attribute(e, "allin") == "1" || (amount.positive() && paid_[p] == rec_.players[p].stack);
  if (!amount.positive()) {
    r.kind = Act::kCheck;
  } else if (to <= high_) {
    r.kind = Act::kCall;
    r.amount = amount;
  } else if (high_.positive()) {
    r.kind = Act::kRaise;
    r.amount = to - high_;
    r.to = to;
  } else {
    r.kind = Act::kBet;
    r.amount = amount;
    r.to = to;
  }
  bet_[p] = to;
  high_ = max(high_, to);
  rec_.actions.push_back(r);
  return true;
}

bool Reader::read_element(const XmlElement& e) {
  const std::string_view n = e.name;
  if (n == "SEAT" || n == "CHAT" || n == "XSHOW") return true;  // seats read first; talk; a winner not showing
  if (rec_.actions.size() >= kMaxActions) return fail(e, "more than 4096 actions in one hand");
  if (n == "DEALER") {
    int player = -1;
    if (!player_of(e, player)) return false;
    rec_.button_seat = rec_.players[static_cast<std::size_t>(player)].seat;
    rec_.button_pos = pos_.at(e.offset);
    return true;
  }
  if (n == "BLIND" || n == "ANTE") return read_post(e, n == "ANTE");
  if (n == "BET") return read_bet(e);
  if (n == "FOLD") {
    engine::ActionRecord r;
    r.kind = Act::kFold;
    r.street = street_;
    r.pos = pos_.at(e.offset);
    int folder = -1;
    if (!player_of(e, folder)) return false;
    r.player = static_cast<std::int16_t>(folder);
    rec_.actions.push_back(r);
    return true;
  }
  if (n == "COMMUNITY") return read_board(e);
  int player = -1;
  if (n == "XBLIND") {
    // A blind not posted: the player sits this hand out.
    if (!player_of(e, player)) return false;
    rec_.players[static_cast<std::size_t>(player)].sitting_out = true;
    return true;
  }
  if (n == "SWEEP") {
    // The pot gathered at the end of a round, after the rake and tax so far.
    const std::optional<Chips> pot = hundredths(e.text);
    const std::optional<Chips> rake = hundredths(attribute(e, "rake"));
    const std::optional<Chips> tax = hundredths(attribute(e, "tax"));
    if (!pot || !rake || !tax) return fail(e, "a SWEEP states its pot, rake and tax in whole hundredths");
    rec_.stated.total = *pot + *rake + *tax;
    rec_.stated.rake = *rake + *tax;
    rec_.stated.pos = pos_.at(e.offset);
    return true;
  }
  engine::ActionRecord r;
  r.street = Street::kShowdown;
  r.pos = pos_.at(e.offset);
  if (!player_of(e, player)) return false;
  r.player = static_cast<std::int16_t>(player);
  auto& pl = rec_.players[static_cast<std::size_t>(player)];
  if (n == "HOLE") {
    // One card a line, "--" for a card not seen; the hero's are seen.
    engine::CardList cards = pl.hole;
    if (!read_cards(e.text, e, cards)) return false;
    pl.hole = cards;
    return true;
  }
  if (n == "SHOW") {
    engine::CardList cards;
    if (!read_cards(e.text, e, cards)) return false;
    if (!cards.empty()) pl.hole = cards;
    if (pl.showed) return true;  // shown again after an all-in board
    pl.showed = true;
    pl.show_pos = r.pos;
    r.kind = Act::kShow;
  } else if (n == "PUSH") {
    r.kind = Act::kUncalledReturn;
    r.street = street_;
    if (!amount_of(e, r.amount)) return false;
  } else if (n == "WIN") {
    r.kind = Act::kCollect;
    r.pot = static_cast<std::int16_t>(xml_hand::small_int(attribute(e, "pot")).value_or(0));
    if (!amount_of(e, r.amount)) return false;
  } else {
    unrecognized(e, joined({"<", n, ">"}));
    return true;
  }
  rec_.actions.push_back(r);
  return true;
}

ParseStatus Reader::run() {
  rec_.format = "everest";
  rec_.site = "everest";
  rec_.header_pos = pos_.at(std::size_t{0});
  rec_.end_pos = pos_.at(text_.empty() ? 0 : text_.size() - 1);
  std::size_t end = 0;
  if (!read_hand_element(tree_, "HAND", end, true)) return ParseStatus::kUnreadable;
  const XmlElement& hand = tree_.root();
  const XmlAttribute* id = nullptr;
  if (!required(hand, "id", id)) return ParseStatus::kUnreadable;
  rec_.hand_id = id->raw;
  if (const std::optional<Chips> time = hundredths(attribute(hand, "time"))) rec_.start_time = time->minor_units();
  const std::size_t before = findings_.size();
  if (!read_session())
    return findings_.size() > before && findings_.back().rule == Rule::kUnsupportedGame ? ParseStatus::kUnsupported
                                                                                        : ParseStatus::kUnreadable;
  if (!read_seats(hand)) return ParseStatus::kUnreadable;
  for (int c = hand.first_child; c >= 0; c = tree_.at(c).next_sibling) {
    if (read_element(tree_.at(c))) continue;
    rec_.stop_pos = pos_.at(tree_.at(c).offset);
    apply_game(game_, rec_);
    return ParseStatus::kUnreadable;
  }
  const int hero = rec_.find_player(hero_name_);
  if (hero >= 0 && !rec_.players[static_cast<std::size_t>(hero)].hole.empty()) rec_.hero = hero;
  game_.pocket_cards = 0;
  for (const auto& p : rec_.players) game_.pocket_cards = std::max(game_.pocket_cards, static_cast<int>(p.hole.size));
  apply_game(game_, rec_);
  return ParseStatus::kOk;
}

}  // namespace

ParseStatus parse_everest_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                               const DocumentOpening& opening, engine::HandRecord& out,
                               std::vector<engine::Finding>& findings, EverestScratch& scratch) {
  out.reset();
  Reader reader(text, line, column, opening, out, findings, *scratch.lists_);
  return reader.run();
}

}  // namespace parser
