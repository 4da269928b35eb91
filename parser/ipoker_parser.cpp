// iPoker reader: the hand's `<game>` element and its session's `<general>`
// header are read into trees that know their places (parser/xml_tree.h),
// then interpreted into a HandRecord with a running state of street bets:
// iPoker writes what a call, bet or all-in adds, and a raise's street total
// (docs/IPOKER_FORMAT.md).

#include "parser/ipoker_parser.h"

#include <algorithm>
#include <initializer_list>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "parser/hand_limits.h"
#include "parser/header_stamp.h"
#include "parser/header_time.h"
#include "parser/ipoker_game.h"
#include "parser/text_positions.h"
#include "parser/xml_tree.h"

namespace parser {

namespace {

// A piece of a session's opening text, as an offset and a size: the same
// opening is read again from another hand's copy of it.
struct OpeningSpan {
  std::size_t offset = 0;
  std::size_t size = 0;
};

// What a session's header says of all its hands. Every hand of a document
// repeats its session's opening, a thousand bytes of XML that are the same
// from hand to hand: read once, then reused while the opening is the same.
struct SessionFacts {
  IpokerGame game;
  bool win_holds_return = true;  // `win` includes the uncalled bet (clients before version 20)
  bool tournament = false;
  OpeningSpan table;
  OpeningSpan nickname;
  OpeningSpan currency;
  OpeningSpan tournament_id;
};

}  // namespace

struct IpokerScratch::Lists {
  XmlTree hand;
  XmlTree session;
  std::vector<std::pair<int, int>> order;  // a round's actions: (number, element index)
  TextPositions positions{{}, 1, 1};       // the hand's (Reader::pos_), its line starts reused
  // The reader's per-player lists (Reader::win_ and the next), kept from
  // hand to hand: four allocations a hand otherwise.
  std::vector<std::optional<engine::Chips>> win;
  std::vector<engine::Chips> bet;
  std::vector<bool> folded;
  std::vector<bool> dealt;
  std::string session_opening;             // the opening `session_facts` was read from; empty: none
  SessionFacts session_facts;
};

IpokerScratch::IpokerScratch() : lists_(std::make_unique<Lists>()) {}
IpokerScratch::~IpokerScratch() = default;
IpokerScratch::IpokerScratch(IpokerScratch&&) noexcept = default;
IpokerScratch& IpokerScratch::operator=(IpokerScratch&&) noexcept = default;

namespace {

using engine::Act;
using engine::Chips;
using engine::HandRecord;
using engine::Rule;
using engine::Street;
using engine::Variant;


// iPoker's action codes (`<action type="N">`), as the corpus writes them.
enum Code : int {
  kFold = 0,
  kSmallBlind = 1,
  kBigBlind = 2,
  kCall = 3,
  kCheck = 4,
  kBet = 5,
  kRaiseBy = 6,     // "Raise" adding `sum` (LHE-HU-USD-20-40-201103.flat.format.txt)
  kAllIn = 7,       // all the player's chips: `sum` is what he adds
  kSitOut = 8,      // not dealt in
  kNotPosted = 9,   // a blind not posted: not dealt in
  kAnte = 15,
  kBringIn = 16,
  kRaiseTo = 23,    // a raise to the street total `sum`
};

// The pieces one after another (GCC 12 warns falsely of "x" + std::string).
std::string joined(std::initializer_list<std::string_view> pieces) {
  std::string out;
  for (const std::string_view piece : pieces) out.append(piece);
  return out;
}

// Whether `e` is a `<name>` element: a few bytes compared inline (the
// reader asks it of every element, a memcmp call each otherwise).
bool named(const XmlElement& e, std::string_view name) { return XmlTree::same_bytes(e.name, name); }

// XML's blanks.
bool blank_byte(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

// Loops, not find_first_not_of(" \t\r\n"): that calls memchr on the set
// for each byte, and each card list and leaf text passes here.
std::string_view trimmed(std::string_view s) {
  std::size_t first = 0;
  std::size_t end = s.size();
  while (first < end && blank_byte(s[first])) ++first;
  if (first == end) return {};
  while (blank_byte(s[end - 1])) --end;
  return s.substr(first, end - first);
}

// A small whole number (seats, action numbers, round numbers).
std::optional<int> small_int(std::string_view s) {
  if (s.empty() || s.size() > 6) return std::nullopt;
  int n = 0;
  for (const char c : s) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + (c - '0');
  }
  return n;
}

// "SA" -> ace of spades, "C10" -> ten of clubs: the suit first, then the
// rank. nullopt for anything else ("X" is an unknown card: the caller's).
std::optional<engine::Card> ipoker_card(std::string_view s) {
  if (s.size() < 2 || s.size() > 3) return std::nullopt;
  std::string text(s.substr(1));
  text += static_cast<char>(s[0] | 0x20);
  return engine::Card::parse(text);
}

class Reader {
 public:
  Reader(std::string_view text, std::uint32_t line, std::uint32_t column, const DocumentOpening& opening,
         HandRecord& out, std::vector<engine::Finding>& findings, IpokerScratch::Lists& lists)
      : text_(text),
        pos_(lists.positions),
        opening_(opening),
        rec_(out),
        findings_(findings),
        lists_(lists),
        tree_(lists.hand),
        session_(lists.session),
        order_(lists.order),
        win_(lists.win),
        bet_(lists.bet),
        folded_(lists.folded),
        dealt_(lists.dealt) {
    pos_.reset(text, line, column);
    win_.clear();  // filled player by player; the other three are assigned whole
  }

  ParseStatus run();

 private:
  // A finding at `offset` in the hand's text (`in_opening`: in the session header's).
  bool fail(std::size_t offset, std::string message, Rule rule = Rule::kParseError, bool in_opening = false) {
    const std::string_view text = in_opening ? opening_.text : text_;
    engine::Finding f;
    f.rule = rule;
    f.pos = in_opening ? TextPositions(text, opening_.line, opening_.column).at(offset) : pos_.at(offset);
    f.message = std::move(message);
    if (offset < text.size()) f.actual = engine::FindingValue::words(line_excerpt(text.substr(offset)));
    findings_.push_back(std::move(f));
    return false;
  }
  bool fail(const XmlElement& at, std::string message) { return fail(at.offset, std::move(message)); }
  // An element iPoker does not write where it stands (`in`: "a <round>"):
  // unrecognized-line at its tag, and the hand is read on without it
  // (docs/unrecognized-lines.md). Elements of a <general> are not: they
  // describe the hand (<servername>) and the replay uses none but
  // <players> and <startdate>.
  void unrecognized(const XmlElement& e, std::string_view in) {
    fail(e.offset,
         joined({"<", e.name, "> is not an element iPoker writes in ", in, "; the hand is replayed without it"}),
         Rule::kUnrecognizedLine);
  }
  bool fail(const XmlAttribute& at, std::string message) { return fail(at.offset, std::move(message)); }

  std::string_view attribute(const XmlElement& e, std::string_view name) const {
    const XmlAttribute* a = tree_.attribute(e, name);
    return a == nullptr ? std::string_view{} : a->raw;
  }
  bool required(const XmlElement& e, std::string_view name, const XmlAttribute*& out) {
    out = tree_.attribute(e, name);
    return out != nullptr || missing(e, name);
  }
  // The finding of a required attribute not there (out of line: required
  // is asked three times an action and inlined).
  [[gnu::noinline, gnu::cold]] bool missing(const XmlElement& e, std::string_view name) {
    return fail(e, joined({"<", e.name, "> has no ", name, " attribute"}));
  }
  bool amount_of(const XmlAttribute& a, Chips& out);
  // The finding of an amount that amount_of cannot read (out of line).
  [[gnu::noinline, gnu::cold]] bool not_an_amount(const XmlAttribute& a, AmountRead read);
  // HandRecord::find_player by an inline compare, the last byte first: the
  // reader asks it of every action and card list, and iPoker's names often
  // differ only there ("Player1", "Player2").
  int player_named(std::string_view name) const {
    if (name.empty()) return rec_.find_player(name);
    for (std::size_t i = 0; i < rec_.players.size(); ++i) {
      const std::string_view n = rec_.players[i].name;
      if (n.size() == name.size() && n.back() == name.back() && XmlTree::same_bytes(n, name)) return static_cast<int>(i);
    }
    return -1;
  }

  bool read_session();
  bool read_session_general(const XmlElement& general, SessionFacts& facts);
  void use_session(const SessionFacts& facts);
  OpeningSpan span_in_opening(std::string_view piece) const;
  bool read_game_element();
  bool read_players(const XmlElement& game);
  bool read_player(const XmlElement& p);
  void sort_by_seat();
  bool read_rounds(const XmlElement& game);
  bool read_round(const XmlElement& round);
  bool read_cards(const XmlElement& cards, Street street);
  bool read_action(const XmlElement& action, Street street);
  bool read_wager(int code, Chips sum, engine::ActionRecord& r);
  void read_time(std::string_view date);
  void note_uncalled();
  void add_results();
  void infer_button();
  void imply_rake();
  ParseStatus finish();
  // The game, the money unit and the button of what was read: the whole
  // hand's (finish) or a hand stopped at an action it cannot read.
  void settle_read_part();

  std::string_view text_;
  TextPositions& pos_;
  const DocumentOpening& opening_;
  HandRecord& rec_;
  std::vector<engine::Finding>& findings_;
  IpokerScratch::Lists& lists_;
  XmlTree& tree_;
  XmlTree& session_;
  std::vector<std::pair<int, int>>& order_;

  IpokerGame game_;                  // what the session header says of the game
  std::string_view nickname_;        // the session's own player
  std::vector<std::optional<Chips>>& win_;  // each player's `win`, when written
  std::vector<Chips>& bet_;          // live chips each player has in on this street
  std::vector<bool>& folded_;
  std::vector<bool>& dealt_;         // has cards of his own written (X X when hidden)
  Chips high_{0};                    // the street's highest live total
  Chips big_blind_{0};               // the hand's first big blind
  Chips uncalled_{0};                // the last wagered street's bet no one called in full
  int uncalled_to_ = -1;             // whose it is
  bool win_holds_return_ = true;     // `win` includes the uncalled bet (clients before version 20)
  Chips put_in_{0};                  // all the actions put in: posts and wagers
  Street street_ = Street::kPreflop;
  bool played_ = false;              // a round after the forced bets
  // <players> lists fewer than two: judged after the rounds, so that a
  // player who acts without being listed is named first.
  std::optional<std::size_t> too_few_players_;
};

bool Reader::amount_of(const XmlAttribute& a, Chips& out) {
  const AmountRead read = ipoker_amount(a.raw, out, game_.symbol_seen);
  return read == AmountRead::kOk || not_an_amount(a, read);
}

bool Reader::not_an_amount(const XmlAttribute& a, AmountRead read) {
  switch (read) {
    case AmountRead::kOk: return true;
    case AmountRead::kNoDigits: return fail(a, "an amount has no digits");
    case AmountRead::kNotANumber: return fail(a, "an amount is digits with '.' or ',' between them");
    case AmountRead::kTooLarge: return fail(a, "amount is too large");
  }
  return false;
}

// The session's header: `<session ...>` then `<general>` with the game type,
// table and currency of all its hands.
bool Reader::read_session() {
  const std::string_view opening = opening_.text;
  if (!lists_.session_opening.empty() && lists_.session_opening == opening) {
    use_session(lists_.session_facts);
    return true;
  }
  lists_.session_opening.clear();
  const std::size_t at = opening.find("<general");
  if (at == std::string_view::npos) {
    fail(0, "the hand's session has no <general> header: its game and stakes are unknown");
    return false;
  }
  std::size_t end = 0;
  if (const auto error = parse_xml_element(opening.substr(at), session_, end)) {
    fail(at + error->offset, joined({"cannot read the session's header: ", error->message}), Rule::kParseError, true);
    return false;
  }
  SessionFacts facts;
  if (!read_session_general(session_.root(), facts)) return false;
  lists_.session_facts = facts;
  lists_.session_opening.assign(opening);
  use_session(facts);
  return true;
}

OpeningSpan Reader::span_in_opening(std::string_view piece) const {
  if (piece.empty()) return {};
  return {static_cast<std::size_t>(piece.data() - opening_.text.data()), piece.size()};
}

void Reader::use_session(const SessionFacts& facts) {
  const auto view = [&](OpeningSpan span) { return opening_.text.substr(span.offset, span.size); };
  game_ = facts.game;
  win_holds_return_ = facts.win_holds_return;
  nickname_ = view(facts.nickname);
  rec_.table = view(facts.table);
  rec_.game.tournament = facts.tournament;
  if (facts.tournament)
    rec_.tournament_id = view(facts.tournament_id);
  else
    rec_.currency = view(facts.currency);
}

bool Reader::read_session_general(const XmlElement& general, SessionFacts& facts) {
  auto text_of = [&](std::string_view name) {
    const XmlElement* e = session_.child(general, name);
    return e == nullptr ? std::string_view{} : trimmed(e->text);
  };
  const XmlElement* type = session_.child(general, "gametype");
  if (type == nullptr) {
    const auto offset = static_cast<std::size_t>(general.name.data() - opening_.text.data()) - 1;
    return fail(offset, "the session's header has no <gametype>", Rule::kParseError, true);
  }
  if (const auto why = read_game_type(trimmed(type->text), facts.game)) {
    const std::size_t offset = static_cast<std::size_t>(type->text.data() - opening_.text.data());
    return fail(offset, *why, Rule::kParseError, true);
  }
  facts.table = span_in_opening(text_of("tablename"));
  // Since version 20 of the client (and where the header says so) a win
  // leaves the uncalled bet out.
  const std::string_view version = text_of("client_version");
  const std::size_t dot = version.find('.');
  facts.win_holds_return =
      small_int(version.substr(0, dot)).value_or(0) < 20 && text_of("uncalled_bet_enabled") != "true";
  facts.nickname = span_in_opening(text_of("nickname"));
  std::string_view currency = text_of("tablecurrency");
  if (currency.empty()) currency = text_of("tournamentcurrency");
  if (currency.empty()) currency = text_of("currency");
  // Tournaments: the header names one, or states neither stakes nor a
  // table currency (sit & go headers: "Holdem NL", <currency> the buy-in's).
  const bool named = session_.child(general, "tournamentcode") != nullptr ||
                     session_.child(general, "tournamentname") != nullptr ||
                     session_.child(general, "buyin") != nullptr;
  facts.tournament = named || (!facts.game.stakes_stated && text_of("tablecurrency").empty());
  facts.tournament_id = span_in_opening(text_of("tournamentcode"));
  facts.currency = span_in_opening(currency);
  return true;
}

bool Reader::read_game_element() {
  std::size_t end = 0;
  if (const auto error = parse_xml_element(text_, tree_, end)) {
    if (error->offset >= text_.size())
      return fail(text_.empty() ? 0 : text_.size() - 1, "the hand's <game> element is not closed: the log stops inside it",
                  Rule::kTruncatedHand);
    return fail(error->offset, joined({"cannot read the hand's XML: ", error->message}));
  }
  if (const auto tail = xml_tail_error(text_.substr(end)))
    return fail(end + *tail, "after the hand's </game>, only the document's tags may follow");
  const XmlElement& game = tree_.root();
  if (game.name != "game") return fail(game, "an iPoker hand is a <game> element");
  const XmlAttribute* code = nullptr;
  if (!required(game, "gamecode", code)) return false;
  rec_.hand_id = code->raw;
  return true;
}

bool Reader::read_players(const XmlElement& game) {
  const XmlElement* general = tree_.child(game, "general");
  if (general == nullptr) return fail(game, "the hand has no <general> with its players");
  if (const XmlElement* date = tree_.child(*general, "startdate")) read_time(trimmed(date->text));
  const XmlElement* players = tree_.child(*general, "players");
  if (players == nullptr) return fail(*general, "the hand has no <players>");
  for (int c = players->first_child; c >= 0; c = tree_.at(c).next_sibling) {
    const XmlElement& p = tree_.at(c);
    // A seat with no name is empty (`name="" chips="$0"`,
    // LHE-10max-USD-0.10-0.20-201107.player.sitting.out.xml).
    if (!named(p, "player")) unrecognized(p, "<players>");
    if (!named(p, "player") || attribute(p, "name").empty()) continue;
    if (rec_.players.size() >= kMaxSeats) return fail(p, "more than 64 players in one hand");
    if (!read_player(p)) return false;
  }
  if (rec_.players.size() < 2) too_few_players_ = players->offset;
  sort_by_seat();
  bet_.assign(rec_.players.size(), Chips{0});
  folded_.assign(rec_.players.size(), false);
  dealt_.assign(rec_.players.size(), false);
  return true;
}

bool Reader::read_player(const XmlElement& p) {
  const XmlAttribute* seat = nullptr;
  const XmlAttribute* name = nullptr;
  const XmlAttribute* chips = nullptr;
  if (!required(p, "seat", seat) || !required(p, "name", name) || !required(p, "chips", chips)) return false;
  engine::PlayerRecord rec;
  const std::optional<int> seat_number = small_int(seat->raw);
  if (!seat_number) return fail(*seat, "a seat is a whole number");
  rec.seat = *seat_number;
  rec.name = name->raw;
  rec.pos = pos_.at(p.offset);
  if (!amount_of(*chips, rec.stack)) return false;
  if (player_named(rec.name) >= 0) return fail(*name, joined({"two players have the name ", rec.name}));
  if (attribute(p, "dealer") == "1") {
    rec_.button_seat = rec.seat;
    rec_.button_pos = rec.pos;
  }
  std::optional<Chips> won;
  if (const XmlAttribute* win = tree_.attribute(p, "win")) {
    Chips w{0};
    if (!amount_of(*win, w)) return false;
    won = w;
  }
  win_.push_back(won);
  rec_.players.push_back(rec);
  return true;
}

// The players in the order of their seats, as the play goes round the
// table: iPoker lists them in any order (seat 5 down to seat 1,
// DataMinerHandIssue1.txt).
void Reader::sort_by_seat() {
  // Most logs list them by seat already: nothing to move then.
  const auto by_seat = [](const engine::PlayerRecord& a, const engine::PlayerRecord& b) { return a.seat < b.seat; };
  if (std::is_sorted(rec_.players.begin(), rec_.players.end(), by_seat)) return;
  std::vector<std::pair<engine::PlayerRecord, std::optional<Chips>>> seated;
  seated.reserve(rec_.players.size());
  for (std::size_t i = 0; i < rec_.players.size(); ++i) seated.emplace_back(rec_.players[i], win_[i]);
  std::stable_sort(seated.begin(), seated.end(), [](const auto& a, const auto& b) { return a.first.seat < b.first.seat; });
  for (std::size_t i = 0; i < seated.size(); ++i) {
    rec_.players[i] = seated[i].first;
    win_[i] = seated[i].second;
  }
}

// iPoker's rounds: 0 the forced bets, 1 the first betting round, 2 .. 4 the
// flop, turn and river (stud: 1 .. 5 third to seventh street).
bool Reader::read_rounds(const XmlElement& game) {
  for (int c = game.first_child; c >= 0; c = tree_.at(c).next_sibling) {
    const XmlElement& round = tree_.at(c);
    if (named(round, "round") && !read_round(round)) return false;
    if (!named(round, "round") && !named(round, "general")) unrecognized(round, "a <game>");
  }
  return true;
}

bool Reader::read_round(const XmlElement& round) {
  const XmlAttribute* no = nullptr;
  if (!required(round, "no", no)) return false;
  const std::optional<int> n = small_int(no->raw);
  if (!n || *n > 7) return fail(*no, "a round is numbered 0 to 7");
  // Stud numbers its rounds from the antes: third street is round 2.
  const int first_betting = engine::is_stud(game_.variant) ? 2 : 1;
  const int index = std::max(*n - first_betting, 0);
  if (index >= engine::kStreetCount - 1) return fail(*no, "more rounds than the game has");
  const auto street = static_cast<Street>(index);
  if (street != street_) {
    note_uncalled();
    street_ = street;
    std::fill(bet_.begin(), bet_.end(), Chips{0});
    high_ = Chips{0};
  }
  if (*n >= first_betting) played_ = true;
  if (index > 0 && rec_.street_pos[static_cast<std::size_t>(index)].line == 0)
    rec_.street_pos[static_cast<std::size_t>(index)] = pos_.at(round.offset);
  // The actions by their number: iPoker writes some out of order (a raise
  // numbered 7 after the call numbered 8, BasicHand.txt).
  order_.clear();
  for (int c = round.first_child; c >= 0; c = tree_.at(c).next_sibling) {
    const XmlElement& e = tree_.at(c);
    if (named(e, "cards") && !read_cards(e, street)) return false;
    if (named(e, "action")) order_.emplace_back(small_int(attribute(e, "no")).value_or(0), c);
    if (!named(e, "cards") && !named(e, "action")) unrecognized(e, "a <round>");
  }
  // Each number read once. Most rounds are in order already, and the rest
  // (a 10-max round writes a dozen actions, some numbered before the ones
  // above them) are sorted in place, equal numbers kept in document order:
  // std::stable_sort would take a buffer from the heap each time.
  for (std::size_t i = 1; i < order_.size(); ++i) {
    if (order_[i - 1].first <= order_[i].first) continue;
    const std::pair<int, int> moved = order_[i];
    std::size_t j = i;
    for (; j > 0 && order_[j - 1].first > moved.first; --j) order_[j] = order_[j - 1];
    order_[j] = moved;
  }
  for (const auto& [number, c] : order_) {
    if (read_action(tree_.at(c), street)) continue;
    // The actions before it are judged (HandRecord::stop_pos): the replay
    // stops here, as at a room's line it cannot read.
    rec_.stop_pos = pos_.at(tree_.at(c).offset);
    return false;
  }
  return true;
}

// `<cards type="Pocket" player="NAME">SA HK</cards>` (X for a card not
// shown), `<cards type="Flop">D7 C4 CJ</cards>`, stud's streets by name:
// "Third Street" (five-card stud: "Second Street") deals the down cards
// then one up, "Fourth" .. "Sixth Street" one up, "River" (seventh
// street) one down (7-StudL-USD-0.05-0.10-201009.txt). A hand played to a
// showdown writes the cards then shown where they were dealt.
bool Reader::read_cards(const XmlElement& cards, Street street) {
  const std::string_view type = attribute(cards, "type");
  const std::string_view owner = attribute(cards, "player");
  const auto is = [&](std::string_view word) { return XmlTree::same_bytes(type, word); };
  const bool board = owner.empty() && (is("Flop") || is("Turn") || is("River"));
  const bool first_stud_street = is("Third Street") || is("Second Street");
  const bool stud_up = engine::is_stud(game_.variant) && type.ends_with(" Street");
  engine::CardList list;
  engine::CardList up;
  int dealt = 0;
  // Tokens between spaces, the blanks after each skipped: by loops, not
  // find(' ') and trimmed, a memchr call and two loops a card ("X X" most).
  const std::string_view text = trimmed(cards.text);
  std::size_t next = 0;
  while (next < text.size()) {
    std::size_t space = next;
    while (space < text.size() && text[space] != ' ') ++space;
    const std::string_view token = text.substr(next, space - next);
    next = space;
    while (next < text.size() && blank_byte(text[next])) ++next;
    const bool last = next == text.size();
    ++dealt;
    if (token == "X" || token == "x") continue;
    const std::optional<engine::Card> card = ipoker_card(token);
    if (!card) return fail(cards.text_offset, "a card is a suit and a rank: \"SA\", \"D10\", \"X\" when not shown");
    if (list.size == list.cards.size()) return fail(cards, "more cards than any hand holds");
    list.push(*card);
    // The up-cards: a first stud street's last card, every card of the next ones.
    if (stud_up && (!first_stud_street || last)) up.push(*card);
  }
  if (board) {
    for (const engine::Card c : list) rec_.boards[0].push(c);
    const auto index = static_cast<std::size_t>(street);
    rec_.street_cards[index] = rec_.boards[0].size;
    if (rec_.street_pos[index].line == 0) rec_.street_pos[index] = pos_.at(cards.offset);
    return true;
  }
  const int player = player_named(owner);
  if (player < 0)
    return fail(cards.offset, joined({"the cards are dealt to ", owner, ", whom <players> does not list"}),
                Rule::kInconsistentRecord);
  engine::PlayerRecord& pl = rec_.players[static_cast<std::size_t>(player)];
  if (is("Pocket") || first_stud_street) {
    game_.pocket_cards = std::max(game_.pocket_cards, dealt);
    dealt_[static_cast<std::size_t>(player)] = true;
  }
  if (!engine::is_stud(game_.variant)) {
    if (!list.empty()) pl.hole = list;
    return true;
  }
  // Stud: every known card, down and up, in the order dealt.
  for (const engine::Card c : list) pl.hole.push(c);
  for (const engine::Card c : up) pl.up.push(c);
  return true;
}

bool Reader::read_action(const XmlElement& action, Street street) {
  if (rec_.actions.size() >= kMaxActions) return fail(action, "more than 4096 actions in one hand");
  const XmlAttribute* type = nullptr;
  const XmlAttribute* who = nullptr;
  if (!required(action, "type", type) || !required(action, "player", who)) return false;
  const std::optional<int> code = small_int(type->raw);
  if (!code) return fail(*type, "an action's type is a number");
  const int player = player_named(who->raw);
  if (player < 0)
    return fail(who->offset, joined({"the action is ", who->raw, "'s, whom <players> does not list"}),
                Rule::kInconsistentRecord);
  engine::ActionRecord r;
  r.street = street;
  r.player = static_cast<std::int16_t>(player);
  r.pos = pos_.at(action.offset);
  const XmlAttribute* s = tree_.attribute(action, "sum");
  if (*code == kAllIn && s != nullptr && s->raw == "DP") {
    // "DP": disconnect protection, the player is treated as all-in with
    // what he has in (LHE-10max-USD-0.10-0.20-201107.player.sitting.out.xml).
    r.kind = Act::kTreatedAllIn;
    rec_.actions.push_back(r);
    return true;
  }
  Chips sum{0};
  if (s != nullptr && !amount_of(*s, sum)) return false;
  auto& pl = rec_.players[static_cast<std::size_t>(player)];
  const auto p = static_cast<std::size_t>(player);
  switch (*code) {
    case kSitOut:
    case kNotPosted:
      pl.sitting_out = true;
      return true;
    case kFold:
      folded_[p] = true;
      r.kind = Act::kFold;
      break;
    case kCheck:
      r.kind = Act::kCheck;
      break;
    case kAnte:
      r.kind = Act::kPostAnte;
      r.amount = sum;
      put_in_ += sum;
      break;
    case kBigBlind:
      if (big_blind_.positive() && sum > big_blind_) {
        // A big blind above the first one: a player back in posts the
        // small blind dead with it (PostingDead.txt: €15 at €5/€10).
        r.kind = Act::kPostSmallAndBig;
        r.amount = sum;
        const Chips live = min(sum, big_blind_);
        bet_[p] += live;
        high_ = max(high_, bet_[p]);
        put_in_ += sum;
        break;
      }
      if (!big_blind_.positive()) big_blind_ = sum;
      [[fallthrough]];
    case kSmallBlind:
    case kBringIn:
      r.kind = *code == kSmallBlind ? Act::kPostSmallBlind : *code == kBigBlind ? Act::kPostBigBlind : Act::kBringIn;
      r.amount = sum;
      bet_[p] += sum;
      high_ = max(high_, bet_[p]);
      put_in_ += sum;
      break;
    case kCall:
    case kBet:
    case kRaiseBy:
    case kRaiseTo:
    case kAllIn:
      return read_wager(*code, sum, r);
    default:
      return fail(*type, joined({"an action type iPoker is not known to write: ", type->raw}));
  }
  rec_.actions.push_back(r);
  return true;
}

// What a wager adds to the player's live chips of the street, and how the
// record holds it: a call's amount, a bet's amount, a raise's increment
// over the highest bet and its street total.
bool Reader::read_wager(int code, Chips sum, engine::ActionRecord& r) {
  const auto p = static_cast<std::size_t>(r.player);
  const Chips to = code == kRaiseTo ? sum : bet_[p] + sum;
  r.all_in = code == kAllIn;
  if (code == kCall || (code == kAllIn && to <= high_)) {
    r.kind = Act::kCall;
    r.amount = to - bet_[p];
  } else if (high_.positive()) {
    // A bet over the blinds or a bring-in is a raise, as PokerStars writes it.
    r.kind = Act::kRaise;
    r.amount = to - high_;
    r.to = to;
  } else {
    r.kind = Act::kBet;
    r.amount = to - bet_[p];
    r.to = to;
  }
  put_in_ += to - bet_[p];
  bet_[p] = to;
  high_ = max(high_, to);
  rec_.actions.push_back(r);
  return true;
}

// "2014-01-06 11:49:59", "18.05.2021 18:26:13", "2011/07/05 19:58:43": the
// hand's start as the header readers take it ("YYYY/MM/DD H:MM:SS").
void Reader::read_time(std::string_view date) {
  if (date.size() < 19) return;
  std::string stamp;
  if (date[4] == '-' || date[4] == '/') {
    stamp = std::string(date.substr(0, 10));
  } else if (date[2] == '.' || date[2] == '/' || date[2] == '-') {
    stamp.append(date.substr(6, 4)).append("/").append(date.substr(3, 2)).append("/").append(date.substr(0, 2));
  } else {
    return;
  }
  std::replace(stamp.begin(), stamp.end(), '-', '/');
  stamp.append(" ").append(date.substr(11, 8));
  auto owned = std::make_shared<const std::string>(std::move(stamp));
  rec_.owned_text.push_back(owned);
  read_header_times(*owned, rec_.start, rec_.start_et);
  rec_.start_time = header_time(*owned).value_or(0);
}

// The part of the street's highest bet that no one matched (what the
// bettor gets back), noted when the street ends with a wager in it.
void Reader::note_uncalled() {
  if (!high_.positive()) return;
  int top = -1;
  Chips second{0};
  for (std::size_t i = 0; i < bet_.size(); ++i) {
    if (top < 0 || bet_[i] > bet_[static_cast<std::size_t>(top)]) {
      if (top >= 0) second = max(second, bet_[static_cast<std::size_t>(top)]);
      top = static_cast<int>(i);
    } else {
      second = max(second, bet_[i]);
    }
  }
  uncalled_ = bet_[static_cast<std::size_t>(top)] - second;
  uncalled_to_ = uncalled_.positive() ? top : -1;
}

// What the log says after the play: the cards known of the players left at
// showdown (the hero's among them) as shows, the return of an uncalled bet,
// and each player's `win` (what he took from the pot) as a collect.
void Reader::add_results() {
  int live = 0;
  for (std::size_t i = 0; i < rec_.players.size(); ++i)
    if (!folded_[i] && !rec_.players[i].sitting_out) ++live;
  for (std::size_t i = 0; i < rec_.players.size(); ++i) {
    engine::PlayerRecord& pl = rec_.players[i];
    if (live < 2 || folded_[i] || pl.hole.empty()) continue;
    engine::ActionRecord show;
    show.kind = Act::kShow;
    show.street = Street::kShowdown;
    show.player = static_cast<std::int16_t>(i);
    show.pos = pl.pos;
    pl.showed = true;
    pl.show_pos = pl.pos;
    rec_.actions.push_back(show);
  }
  // iPoker writes no return of an uncalled bet: clients before version 20
  // count it in the bettor's `win` (NLHE-GBP-0.05-0.10-201307.uncalled.less.than.rake.xml:
  // £5.95 holds his £0.30), later ones leave it out (PLO-EUR-0.50-1.00-202009.no.uncalled.xml:
  // a walk "wins" €1, the pot, not his €0.50 back). The record holds it as a
  // return, as PokerStars writes it, and the rest of the win as a collect.
  if (uncalled_to_ >= 0) {
    engine::ActionRecord back;
    back.kind = Act::kUncalledReturn;
    back.street = street_;
    back.player = static_cast<std::int16_t>(uncalled_to_);
    back.amount = uncalled_;
    back.pos = rec_.players[static_cast<std::size_t>(uncalled_to_)].pos;
    rec_.actions.push_back(back);
    auto& won = win_[static_cast<std::size_t>(uncalled_to_)];
    if (win_holds_return_ && won && *won >= uncalled_) *won -= uncalled_;
  }
  for (std::size_t i = 0; i < rec_.players.size(); ++i) {
    if (!win_[i] || !win_[i]->positive()) continue;
    engine::ActionRecord collect;
    collect.kind = Act::kCollect;
    collect.street = Street::kShowdown;
    collect.player = static_cast<std::int16_t>(i);
    collect.amount = *win_[i];
    collect.pos = rec_.players[i].pos;
    rec_.actions.push_back(collect);
  }
}

// The rake of a cash hand as the log implies it: what its actions put in,
// less the uncalled bet and the wins (after the rake). Not judged
// (states_rake is false), but a converter writes it (OHH's pots state
// their rake). Tournament pots are not raked.
void Reader::imply_rake() {
  if (rec_.game.tournament) return;
  Chips paid{0};
  for (const auto& a : rec_.actions)
    if (a.kind == Act::kCollect || a.kind == Act::kUncalledReturn) paid += a.amount;
  if (paid.positive() && paid < put_in_) rec_.stated.rake = put_in_ - paid;
}

// A hand with no dealer flag (a dead button on an empty seat,
// NLHE-USD-MTT-5r-201112.Sample.xml): the button is the seat before the
// small blind's, the small blind's own heads-up.
void Reader::infer_button() {
  int small_blind = -1;
  for (const auto& a : rec_.actions)
    if (a.kind == Act::kPostSmallBlind && small_blind < 0) small_blind = a.player;
  if (small_blind < 0) return;
  int dealt = 0;
  for (const auto& p : rec_.players) dealt += p.sitting_out ? 0 : 1;
  const int seat = rec_.players[static_cast<std::size_t>(small_blind)].seat;
  if (dealt == 2) {
    rec_.button_seat = seat;
    return;
  }
  int highest = 0;
  for (const auto& p : rec_.players) highest = std::max(highest, p.seat);
  rec_.button_seat = seat > 1 ? seat - 1 : highest;
}

ParseStatus Reader::finish() {
  note_uncalled();
  rec_.hero = nickname_.empty() ? -1 : player_named(nickname_);
  if (rec_.hero >= 0 && rec_.players[static_cast<std::size_t>(rec_.hero)].hole.empty()) rec_.hero = -1;
  add_results();
  imply_rake();
  settle_read_part();
  // The return is the reader's (add_results), not the log's: the rules
  // about it are not run (parser/room_readers.cpp), the others read it.
  rec_.states_rake = rec_.game.tournament;
  return ParseStatus::kOk;
}

void Reader::settle_read_part() {
  apply_game(game_, rec_);
  // Money or chips: cash amounts carry a symbol; chips with cents (a
  // tournament's "76,449.26", NLHE-USD-MTT-5r-201112.Sample.xml) split to
  // the cent as money does.
  const Chips whole{Chips::kScale};
  bool cents = !rec_.game.tournament && game_.symbol_seen;
  for (const auto& p : rec_.players) cents = cents || !p.stack.is_multiple_of(whole);
  for (const auto& a : rec_.actions) cents = cents || !a.amount.is_multiple_of(whole);
  rec_.has_currency_symbol = cents;
  if (rec_.button_seat == 0) infer_button();
}

ParseStatus Reader::run() {
  rec_.format = "ipoker";
  rec_.site = "ipoker";
  rec_.header_pos = pos_.at(std::size_t{0});
  rec_.end_pos = pos_.at(text_.empty() ? 0 : text_.size() - 1);
  if (!read_session()) return ParseStatus::kUnreadable;
  // An unreadable hand still names the game its session header gives.
  const auto unreadable = [this] {
    if (rec_.game.variant == engine::Variant::kUnknown) {
      rec_.game.variant = game_.variant;
      rec_.game.hi_lo = game_.hi_lo;
      rec_.game.structure = game_.structure;
    }
    return ParseStatus::kUnreadable;
  };
  if (!read_game_element()) return unreadable();
  const XmlElement& game = tree_.root();
  if (!read_players(game)) return unreadable();
  const bool rounds_read = read_rounds(game);
  if (too_few_players_) {
    if (rounds_read) fail(*too_few_players_, "a hand has two players at least");
    return unreadable();
  }
  if (!rounds_read) {
    // Stopped at an action it cannot read: the hand as far as it was read,
    // for the audit of the actions before.
    if (rec_.stop_pos.line != 0) settle_read_part();
    return unreadable();
  }
  // A seat whose player is dealt no cards sits out (a stack of $0, a
  // player away: PLO-USD-0.01-0.02-201108.Sample.txt), unless he posts or
  // acts (replay deals those in; some logs write no one's hidden cards).
  for (std::size_t i = 0; i < rec_.players.size(); ++i)
    if (!dealt_[i]) rec_.players[i].sitting_out = true;
  // Partial exports stop after the blinds: no round of play, no result.
  const bool results = std::any_of(win_.begin(), win_.end(), [](const auto& w) { return w.has_value(); });
  if (!played_ && !results) {
    fail(game.offset, "the hand stops after the forced bets: no round of play and no result (no player's win)",
         Rule::kTruncatedHand);
    return unreadable();
  }
  return finish();
}

}  // namespace

ParseStatus parse_ipoker_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                              const DocumentOpening& opening, engine::HandRecord& out,
                              std::vector<engine::Finding>& findings, IpokerScratch& scratch) {
  out.reset();
  Reader reader(text, line, column, opening, out, findings, *scratch.lists_);
  return reader.run();
}

}  // namespace parser
