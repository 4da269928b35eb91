// Microgaming reader: the hand's `<Game>` element is read into a tree that
// knows its places (parser/xml_tree.h), then interpreted into a HandRecord
// with a running state of street bets. Every wager's `value` is what it
// adds to the player's chips of the street (docs/MICROGAMING_FORMAT.md).

#include "parser/microgaming_parser.h"

#include <algorithm>
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

struct MicrogamingScratch::Lists {
  XmlTree hand;
  TextPositions positions{{}, 1, 1};
  std::vector<engine::Chips> bet;
};

MicrogamingScratch::MicrogamingScratch() : lists_(std::make_unique<Lists>()) {}
MicrogamingScratch::~MicrogamingScratch() = default;
MicrogamingScratch::MicrogamingScratch(MicrogamingScratch&&) noexcept = default;
MicrogamingScratch& MicrogamingScratch::operator=(MicrogamingScratch&&) noexcept = default;

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

// Lines the client writes between its hands' elements.
bool client_line(std::string_view line) {
  return line.starts_with("ExtendedTableName:") || line.starts_with("----PRIMA.DAT----");
}

class Reader : xml_hand::ElementReader {
 public:
  Reader(std::string_view text, std::uint32_t line, std::uint32_t column, HandRecord& out,
         std::vector<engine::Finding>& findings, MicrogamingScratch::Lists& lists)
      : ElementReader(text, lists.positions, lists.hand, findings, "Microgaming"),
        rec_(out),
        tree_(lists.hand),
        bet_(lists.bet) {
    pos_.reset(text, line, column);
  }

  ParseStatus run();

 private:
  bool seat_of(const XmlElement& e, std::string_view key, int& out) { return seat_player(e, key, 1, rec_, out); }

  bool read_game();
  bool read_seats(const XmlElement& seats);
  bool read_action(const XmlElement& a);
  bool read_cards(const XmlElement& a, engine::CardList& out);
  bool read_win(const XmlElement& a);
  void read_time(std::string_view date);
  void next_street(Street s, const XmlElement& at);
  void note_uncalled();

  HandRecord& rec_;
  XmlTree& tree_;  // the base's, writable: parse_xml_element fills it
  std::vector<Chips>& bet_;

  IpokerGame game_;
  bool unsupported_ = false;  // a game no hand of the corpus shows
  Street street_ = Street::kPreflop;
  Chips high_{0};
  xml_hand::Uncalled uncalled_;
  Chips put_in_{0};  // all the posts and wagers
  bool return_stated_ = false;
  std::vector<engine::ActionRecord> results_;
};

// "2013-09-23 14:29:32": the hand's start, as the header readers take it.
void Reader::read_time(std::string_view date) {
  if (date.size() != 19) return;
  std::string stamp(date);
  std::replace(stamp.begin(), stamp.begin() + 10, '-', '/');
  auto owned = std::make_shared<const std::string>(std::move(stamp));
  rec_.owned_text.push_back(owned);
  read_header_times(*owned, rec_.start, rec_.start_et);
  rec_.start_time = header_time(*owned).value_or(0);
}

// `<Game id="..." date="..." tablename="..." stakes="0.01|0.02"
// betlimit="NL" gametypeid="1" ... istournament="0">`.
bool Reader::read_game() {
  const XmlElement& game = tree_.root();
  const XmlAttribute* id = nullptr;
  if (!required(game, "id", id)) return false;
  rec_.hand_id = id->raw;
  read_time(attribute(game, "date"));
  rec_.table = attribute(game, "tablename");
  rec_.game.tournament = attribute(game, "istournament") == "1";
  if (attribute(game, "realmoney") == "false") rec_.play_money = true;
  // Game type ids: 1 hold'em ("Hold'em", "Multi Table Hold'em"), 50 Omaha,
  // 51 Omaha hi/lo.
  const std::string_view type = attribute(game, "gametypeid");
  const std::string_view limit = attribute(game, "betlimit");
  const bool known_type = type == "1" || type == "50" || type == "51";
  const bool known_limit = limit == "NL" || limit == "PL" || limit == "FL";
  if (!known_type || !known_limit) {
    engine::Finding f;
    f.rule = Rule::kUnsupportedGame;
    f.pos = rec_.header_pos;
    f.message = joined({"a game Microgaming writes as gametypeid \"", type, "\", betlimit \"", limit,
                        "\" is not read: no hand of it has been seen"});
    findings_.push_back(std::move(f));
    unsupported_ = true;
    return false;
  }
  game_.variant = type == "1" ? Variant::kHoldem : Variant::kOmaha;
  game_.hi_lo = type == "51";
  game_.structure = limit == "NL" ? Structure::kNoLimit : limit == "PL" ? Structure::kPotLimit : Structure::kFixedLimit;
  const std::string_view stakes = attribute(game, "stakes");
  const std::size_t bar = stakes.find('|');
  bool symbol = false;
  if (bar != std::string_view::npos && ipoker_amount(stakes.substr(0, bar), game_.small, symbol) == AmountRead::kOk &&
      ipoker_amount(stakes.substr(bar + 1), game_.big, symbol) == AmountRead::kOk)
    game_.stakes_stated = true;
  return true;
}

// `<Seat num="1" alias="Hero" balance="2.00" endbalance="2.00"
// dealer="true" sittingout="true"/>`.
bool Reader::read_seats(const XmlElement& seats) {
  for (int c = seats.first_child; c >= 0; c = tree_.at(c).next_sibling) {
    const XmlElement& s = tree_.at(c);
    if (s.name != "Seat") {
      unrecognized(s, joined({"<", s.name, ">"}));
      continue;
    }
    if (rec_.players.size() >= kMaxSeats) return fail(s, "more than 64 players in one hand");
    const XmlAttribute* num = nullptr;
    const XmlAttribute* alias = nullptr;
    const XmlAttribute* balance = nullptr;
    if (!required(s, "num", num) || !required(s, "alias", alias) || !required(s, "balance", balance)) return false;
    const std::optional<int> seat = small_int(num->raw);
    if (!seat) return fail(*num, "a seat is a whole number");
    engine::PlayerRecord p;
    p.seat = *seat;
    p.name = alias->raw;
    p.pos = pos_.at(s.offset);
    p.sitting_out = attribute(s, "sittingout") == "true";
    if (!amount_of(*balance, p.stack)) return false;
    if (rec_.find_player(p.name) >= 0) return fail(*alias, joined({"two players have the name ", p.name}));
    if (attribute(s, "dealer") == "true") {
      rec_.button_seat = p.seat;
      rec_.button_pos = p.pos;
    }
    rec_.players.push_back(p);
  }
  // One player: a hand cancelled before anyone posted (CancelledHand.txt).
  if (rec_.players.empty()) return fail(seats, "a hand has two players at least");
  std::stable_sort(rec_.players.begin(), rec_.players.end(),
                   [](const engine::PlayerRecord& a, const engine::PlayerRecord& b) { return a.seat < b.seat; });
  bet_.assign(rec_.players.size(), Chips{0});
  return true;
}

// `<Card value="10" suit="s" id="9"/>` children.
bool Reader::read_cards(const XmlElement& a, engine::CardList& out) {
  for (int c = a.first_child; c >= 0; c = tree_.at(c).next_sibling) {
    const XmlElement& card = tree_.at(c);
    if (card.name != "Card") {
      unrecognized(card, joined({"<", card.name, ">"}));
      continue;
    }
    std::string text(attribute(card, "value"));
    if (text == "10") text = "T";
    text.append(attribute(card, "suit"));
    const std::optional<engine::Card> parsed = engine::Card::parse(text);
    if (!parsed) return fail(card, "a card is a value (2-10, J, Q, K, A) and a suit (c, d, h, s)");
    if (out.size == out.cards.size()) return fail(card, "more cards than any hand holds");
    out.push(*parsed);
  }
  return true;
}

void Reader::note_uncalled() {
  if (high_.positive()) uncalled_ = xml_hand::uncalled_bet(bet_);
}

void Reader::next_street(Street s, const XmlElement& at) {
  note_uncalled();
  street_ = s;
  std::fill(bet_.begin(), bet_.end(), Chips{0});
  high_ = Chips{0};
  const auto index = static_cast<std::size_t>(s);
  if (rec_.street_pos[index].line == 0) rec_.street_pos[index] = pos_.at(at.offset);
}

// `<Action type="Win"><Seat num="3" amount="1.02" pot="0" .../></Action>`:
// each share won, pot 0 the main pot.
bool Reader::read_win(const XmlElement& a) {
  for (int c = a.first_child; c >= 0; c = tree_.at(c).next_sibling) {
    const XmlElement& s = tree_.at(c);
    int player = -1;
    const XmlAttribute* amount = nullptr;
    if (!seat_of(s, "num", player) || !required(s, "amount", amount)) return false;
    engine::ActionRecord collect;
    collect.kind = Act::kCollect;
    collect.street = Street::kShowdown;
    collect.player = static_cast<std::int16_t>(player);
    collect.pot = static_cast<std::int16_t>(small_int(attribute(s, "pot")).value_or(0));
    collect.pos = pos_.at(s.offset);
    if (!amount_of(*amount, collect.amount)) return false;
    if (collect.amount.positive()) results_.push_back(collect);
  }
  return true;
}

bool Reader::read_action(const XmlElement& a) {
  const std::string_view type = attribute(a, "type");
  if (type == "Win") return read_win(a);
  if (type == "DealFlop" || type == "DealTurn" || type == "DealRiver") {
    next_street(type == "DealFlop" ? Street::kFlop : type == "DealTurn" ? Street::kTurn : Street::kRiver, a);
    engine::CardList cards;
    if (!read_cards(a, cards)) return false;
    for (const engine::Card c : cards) rec_.boards[0].push(c);
    rec_.street_cards[static_cast<std::size_t>(street_)] = rec_.boards[0].size;
    return true;
  }
  if (type == "Disconnect" || type == "Reconnect") return true;
  if (rec_.actions.size() >= kMaxActions) return fail(a, "more than 4096 actions in one hand");
  int player = -1;
  if (!seat_of(a, "seat", player)) return false;
  const auto p = static_cast<std::size_t>(player);
  auto& pl = rec_.players[p];
  engine::ActionRecord r;
  r.street = street_;
  r.player = static_cast<std::int16_t>(player);
  r.pos = pos_.at(a.offset);
  if (type == "DealCards" || type == "ShowCards" || type == "MuckCards") {
    engine::CardList cards;
    if (!read_cards(a, cards)) return false;
    if (!cards.empty()) pl.hole = cards;
    game_.pocket_cards = std::max(game_.pocket_cards, static_cast<int>(cards.size));
    if (type == "DealCards") {
      rec_.hero = player;
      pl.dealt_pos = r.pos;
      if (!engine::is_stud(game_.variant)) pl.dealt = cards;
      return true;
    }
    r.kind = type == "ShowCards" ? Act::kShow : Act::kMuck;
    r.street = Street::kShowdown;
    (type == "ShowCards" ? pl.showed : pl.mucked) = true;
    if (type == "ShowCards") pl.show_pos = r.pos;
    results_.push_back(r);
    return true;
  }
  pl.sitting_out = false;
  if (type == "Fold" || type == "Check") {
    r.kind = type == "Fold" ? Act::kFold : Act::kCheck;
    rec_.actions.push_back(r);
    return true;
  }
  const XmlAttribute* value = nullptr;
  if (!required(a, "value", value)) return false;
  Chips amount{0};
  if (!amount_of(*value, amount)) return false;
  if (type == "BadBeatContribution") {
    // The bad-beat jackpot's fee leaves his stack before the deal and is
    // no part of the pot: the record's stack is what he plays with.
    pl.stack -= min(amount, pl.stack);
    return true;
  }
  if (type == "MoneyReturned") {
    r.kind = Act::kUncalledReturn;
    r.amount = amount;
    results_.insert(results_.begin(), r);
    return_stated_ = true;
    return true;
  }
  if (type == "SmallBlind" || type == "BigBlind" || type == "PostedToPlay") {
    // PostedToPlay: a player new to the table posts a big blind to play.
    r.kind = type == "SmallBlind" ? Act::kPostSmallBlind : Act::kPostBigBlind;
    r.amount = amount;
    bet_[p] += amount;
    high_ = max(high_, bet_[p]);
    put_in_ += amount;
    rec_.actions.push_back(r);
    return true;
  }
  if (type != "Call" && type != "Bet" && type != "Raise" && type != "AllIn") {
    unrecognized(a, joined({"an action \"", type, "\""}));
    return true;
  }
  const Chips to = bet_[p] + amount;
  r.all_in = type == "AllIn";
  if (type == "Call" || (r.all_in && to <= high_)) {
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
  put_in_ += amount;
  bet_[p] = to;
  high_ = max(high_, to);
  rec_.actions.push_back(r);
  return true;
}

ParseStatus Reader::run() {
  rec_.format = "microgaming";
  rec_.site = "microgaming";
  rec_.header_pos = pos_.at(std::size_t{0});
  rec_.end_pos = pos_.at(text_.empty() ? 0 : text_.size() - 1);
  std::size_t end = 0;
  if (!read_hand_element(tree_, "Game", end, false)) return ParseStatus::kUnreadable;
  // After </Game>: markup, or the client's lines between hands.
  for (std::size_t at = end; at < text_.size();) {
    const std::size_t eol = std::min(text_.find('\n', at), text_.size());
    const std::string_view line = text_.substr(at, eol - at);
    const std::size_t first = line.find_first_not_of(" \t\r");
    if (first != std::string_view::npos && !client_line(line.substr(first))) {
      if (const auto tail = xml_tail_error(line)) {
        fail(at + *tail, "after the hand's </Game>, only the document's tags may follow");
        return ParseStatus::kUnreadable;
      }
    }
    at = eol + 1;
  }
  if (!read_game()) return unsupported_ ? ParseStatus::kUnsupported : ParseStatus::kUnreadable;
  const XmlElement& game = tree_.root();
  const XmlElement* seats = tree_.child(game, "Seats");
  const XmlElement* play = tree_.child(game, "Gameplay");
  if (seats == nullptr || play == nullptr) {
    fail(game, "the hand has no <Seats> or no <Gameplay>");
    return ParseStatus::kUnreadable;
  }
  if (!read_seats(*seats)) return ParseStatus::kUnreadable;
  for (int c = play->first_child; c >= 0; c = tree_.at(c).next_sibling) {
    const XmlElement& a = tree_.at(c);
    if (a.name != "Action") {
      unrecognized(a, joined({"<", a.name, ">"}));
      continue;
    }
    if (read_action(a)) continue;
    rec_.stop_pos = pos_.at(a.offset);
    apply_game(game_, rec_);
    return ParseStatus::kUnreadable;
  }
  note_uncalled();
  // Microgaming writes a return as MoneyReturned, or not at all: the
  // bettor then has it back without a word, counted in his share of the
  // pot when the shares and the return together exceed what went in
  // (6 Max.txt: $14 back inside a $37.98 win), else apart
  // (NLHE-EUR-0.50-1.00-201001.v1.allin.call.txt).
  if (!return_stated_ && uncalled_.player >= 0) {
    engine::ActionRecord back;
    back.kind = Act::kUncalledReturn;
    back.street = street_;
    back.player = static_cast<std::int16_t>(uncalled_.player);
    back.amount = uncalled_.amount;
    back.pos = rec_.end_pos;
    Chips won{0};
    for (const auto& r : results_)
      if (r.kind == Act::kCollect) won += r.amount;
    if (won + uncalled_.amount > put_in_) {
      for (auto& r : results_) {
        if (r.kind != Act::kCollect || r.player != back.player || r.amount < uncalled_.amount) continue;
        r.amount -= uncalled_.amount;
        back.pos = r.pos;
        break;
      }
    }
    rec_.actions.push_back(back);
  }
  for (const auto& r : results_)
    if (r.kind != Act::kCollect || r.amount.positive()) rec_.actions.push_back(r);
  // A seat that neither posts, acts nor shows was not dealt in (Turn.txt:
  // seat 2 between the button and the small blind): every player dealt in
  // acts before the hand ends.
  for (std::size_t i = 0; i < rec_.players.size(); ++i) {
    const bool acted = std::any_of(rec_.actions.begin(), rec_.actions.end(),
                                   [&](const engine::ActionRecord& a) { return a.player == static_cast<int>(i); });
    if (!acted) rec_.players[i].sitting_out = true;
  }
  // A hand of one player, or with nothing put in, was cancelled: his
  // "fold" is the client closing it (CancelledHand.txt).
  if (rec_.players.size() < 2 || put_in_ == Chips{0}) {
    rec_.cancelled = true;
    rec_.actions.clear();
  }
  apply_game(game_, rec_);
  rec_.states_rake = rec_.game.tournament;
  rec_.states_returns = false;
  rec_.has_currency_symbol = !rec_.game.tournament;
  return ParseStatus::kOk;
}

}  // namespace

ParseStatus parse_microgaming_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                   engine::HandRecord& out, std::vector<engine::Finding>& findings,
                                   MicrogamingScratch& scratch) {
  out.reset();
  Reader reader(text, line, column, out, findings, *scratch.lists_);
  return reader.run();
}

}  // namespace parser
