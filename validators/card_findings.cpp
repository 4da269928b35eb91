// Cards: duplicates, counts, and the log's hand descriptions.
#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/exchanges.h"
#include "engine/hand_eval.h"
#include "validators/hand_description.h"
#include "replay/showdown.h"
#include "validators/player_finding.h"
#include "validators/validate.h"

namespace validators {

namespace {

using engine::Rule;

constexpr auto make = player_finding;

// Every card the log shows, with the line that shows it; a card shown on a
// second line that is not a repeat of the first (a show down of a dealt
// hand, a second board's shared cards) is a duplicate, reported at the
// later of the two lines: the one that deals or shows the second copy.
class SeenCards {
 public:
  void note(engine::Card c, engine::SourcePos pos, std::string_view who) {
    if (seen_.contains(c)) any_twice_ = true;
    seen_.insert(c);
    sightings_.push_back({c, pos, who});
  }

  void report(std::vector<engine::Finding>& out) {
    if (!any_twice_) return;  // nearly every hand: no card twice, nothing to order
    // Lines in log order; a position the log does not give (line 0) last.
    auto key = [](const Sighting& s) {
      return std::pair{s.pos.line == 0 ? UINT32_MAX : s.pos.line, s.pos.column};
    };
    std::stable_sort(sightings_.begin(), sightings_.end(),
                     [&](const Sighting& a, const Sighting& b) { return key(a) < key(b); });
    engine::CardSet seen;
    for (const Sighting& s : sightings_) {
      if (seen.contains(s.card))
        out.push_back(make(Rule::kDuplicateCard, s.pos, std::string(s.who),
                           "the card " + s.card.to_string() + " appears twice in the hand"));
      seen.insert(s.card);
    }
  }

 private:
  struct Sighting {
    engine::Card card;
    engine::SourcePos pos;
    std::string_view who;  // the player's name in the log's text; empty for the board
  };
  std::vector<Sighting> sightings_;
  engine::CardSet seen_;
  bool any_twice_ = false;
};

// Where a player's own cards show: his showdown line, else his seat line.
engine::SourcePos shown_at(const engine::PlayerRecord& p) { return p.show_pos.line ? p.show_pos : p.pos; }

// Where the cards a player holds first show: his "Dealt to" line (the
// hero's), else his show down, else his summary line, else his seat line.
engine::SourcePos cards_seen_at(const engine::PlayerRecord& p) {
  for (const engine::SourcePos pos : {p.dealt_pos, p.show_pos, p.summary_pos})
    if (pos.line != 0) return pos;
  return p.pos;
}

// Where the board first shows: the flop marker, else the first later one
// (a log may deal its board on a turn or river marker), else the header.
engine::SourcePos board_position(const engine::HandRecord& rec) {
  for (auto s : {engine::Street::kFlop, engine::Street::kTurn, engine::Street::kRiver}) {
    const auto at = rec.street_pos[static_cast<std::size_t>(s)];
    if (at.line != 0) return at;
  }
  return rec.header_pos;
}

// The marker that deals the first board's card `i`: the first street whose
// marker shows more than i cards, else where the board first shows.
engine::SourcePos board_card_position(const engine::HandRecord& rec, std::size_t i) {
  for (auto s : {engine::Street::kFlop, engine::Street::kTurn, engine::Street::kRiver}) {
    const auto k = static_cast<std::size_t>(s);
    if (rec.street_pos[k].line != 0 && rec.street_cards[k] > i) return rec.street_pos[k];
  }
  return board_position(rec);
}

// The most cards a player may hold of his own: the hole cards of a flop
// game, a stud hand less any community card, a draw hand, the hand a flop
// draw deals.
int own_card_count(const engine::HandRecord& rec) {
  const engine::Variant variant = rec.game.variant;
  if (engine::has_exchanges(variant)) return engine::exchange_dealt_cards(variant);
  return engine::is_flop_game(variant) || variant == engine::Variant::kKuhn ? replay::hole_card_count(variant)
         : engine::is_stud(variant)    ? engine::stud_card_count(variant) - rec.boards[0].size
                                       : engine::draw_hand_size(variant);
}

// Stud: a hand shown at the showdown of a hand dealt to its last street
// holds every card dealt to it (less a community card).
bool shows_short_stud_hand(const engine::HandRecord& rec, const engine::PlayerRecord& p, int dealt) {
  if (!engine::is_stud(rec.game.variant) || p.show_pos.line == 0 || p.hole.size == 0 || p.hole.size >= dealt)
    return false;
  const engine::Street last =
      rec.game.variant == engine::Variant::kStud5 ? engine::Street::kRiver : engine::Street::kSeventh;
  const engine::SourcePos last_street = rec.street_pos[static_cast<std::size_t>(last)];
  const engine::SourcePos showdown = rec.street_pos[static_cast<std::size_t>(engine::Street::kShowdown)];
  return last_street.line != 0 && showdown.line != 0 && p.show_pos.line > showdown.line;
}

// Each player's own cards: dealt once, and no more than the game deals.
// In draw games and flop draws a card may be dealt again once thrown and a
// hand is shown more than once: draw_cards.cpp follows them and judges
// each line's count, and each card against the board, and `seen` is null.
void judge_own_cards(const engine::HandRecord& rec, int dealt, SeenCards* seen, std::vector<engine::Finding>& out) {
  if (seen == nullptr) return;
  for (const auto& p : rec.players) {
    for (engine::Card c : p.hole) seen->note(c, cards_seen_at(p), p.name);
    // A deal of too many that is not shown otherwise: judge_dealt_hands' finding, at its line.
    if (p.hole.size > dealt && !(p.hole == p.dealt && p.dealt_pos.line != 0))
      out.push_back(make(Rule::kWrongCardCount, shown_at(p), std::string(p.name),
                         std::string(p.name) + " holds " + std::to_string(p.hole.size) + " cards of his own; " +
                             std::string(engine::variant_id(rec.game.variant)) + " deals " + std::to_string(dealt)));
    else if (shows_short_stud_hand(rec, p, dealt))
      out.push_back(make(Rule::kWrongCardCount, p.show_pos, std::string(p.name),
                         std::string(p.name) + " shows " + std::to_string(p.hole.size) + " cards at the showdown; " +
                             std::string(engine::variant_id(rec.game.variant)) + " deals " + std::to_string(dealt) +
                             " to a player who sees the last street"));
  }
}

// Flop games without exchanges: the hand a "Dealt to" line gives (kept in
// `dealt` by the readers that write one) holds as many cards as the game
// deals, and a show down of that player shows none he was not dealt. The
// show replaces `hole`, so without this a deal of three cards, or of other
// cards than those shown, would pass unseen.
void judge_dealt_hands(const engine::HandRecord& rec, int dealt, std::vector<engine::Finding>& out) {
  for (const auto& p : rec.players) {
    if (p.dealt.empty() || p.dealt_pos.line == 0) continue;
    const std::string name(p.name);
    if (p.dealt.size != dealt)
      out.push_back(make(Rule::kWrongCardCount, p.dealt_pos, name,
                         name + " is dealt " + std::to_string(p.dealt.size) + " cards; " +
                             std::string(engine::variant_id(rec.game.variant)) + " deals " + std::to_string(dealt)));
    if (p.hole.size == 0 || (!p.showed && !p.mucked)) continue;
    const bool all_dealt = std::all_of(p.hole.begin(), p.hole.end(), [&p](engine::Card c) {
      return std::find(p.dealt.begin(), p.dealt.end(), c) != p.dealt.end();
    });
    if (!all_dealt)
      out.push_back(make(Rule::kInconsistentRecord, shown_at(p), name,
                         name + " shows " + engine::card_list_text(p.hole) + " but was dealt " +
                             engine::card_list_text(p.dealt) + " (line " + std::to_string(p.dealt_pos.line) + ")"));
  }
}

// Draw games: an exchange is of at most the whole hand; under the
// three-or-four house rule, of at most three, four for one player per round.
// Flop draws: drawmaha's draw too is of at most the whole hand; Irish's
// discard is of exactly two (docs/games.md G-IRISH-2).
void judge_discards(const replay::Trace& t, int dealt, std::vector<engine::Finding>& out) {
  const auto& rec = *t.record;
  const bool three_or_four = t.profile->draw_discard_limit == engine::DrawDiscardLimit::kThreeOrFourOnce &&
                             engine::is_draw(rec.game.variant);
  const int fixed = engine::exchange_fixed_discards(rec.game.variant);
  std::array<int, engine::kStreetCount> fours{};  // four-card exchanges per round
  for (const auto& a : rec.actions) {
    if (a.kind != engine::Act::kDiscard) continue;
    const std::string name(rec.players[static_cast<std::size_t>(a.player)].name);
    int& four = fours[static_cast<std::size_t>(a.street)];
    if (fixed >= 0 && a.cards != fixed) {
      out.push_back(make(Rule::kWrongCardCount, a.pos, name,
                         name + " discards " + std::to_string(a.cards) + " cards; " +
                             std::string(engine::variant_id(rec.game.variant)) + " discards exactly " +
                             std::to_string(fixed) + " of the " + std::to_string(dealt) + " dealt"));
    } else if (a.cards > dealt) {
      out.push_back(make(Rule::kWrongCardCount, a.pos, name,
                         name + " discards " + std::to_string(a.cards) + " cards from a hand of " + std::to_string(dealt)));
    } else if (three_or_four && (a.cards > 4 || (a.cards == 4 && four > 0))) {
      out.push_back(make(Rule::kWrongCardCount, a.pos, name,
                         name + " exchanges " + std::to_string(a.cards) + " cards; the house allows three, four to one "
                         "player a round (profile " + std::string(t.profile->name) + ")"));
    }
    if (a.cards == 4) ++four;
  }
}

// 6+ Hold'em: the short deck has no deuces to fives.
void judge_short_deck(const engine::HandRecord& rec, engine::SourcePos board_pos, std::vector<engine::Finding>& out) {
  constexpr int kSix = 4;  // rank index of the six
  auto check_deck = [&](engine::Card c, engine::SourcePos pos, const std::string& who) {
    if (c.rank() < kSix)
      out.push_back(make(Rule::kInvalidCard, pos, who,
                         "the card " + c.to_string() + " is not in the 36-card deck of 6+ Hold'em"));
  };
  for (const auto& p : rec.players)
    for (engine::Card c : p.hole) check_deck(c, shown_at(p), std::string(p.name));
  for (const auto& board : rec.boards)
    for (engine::Card c : board) check_deck(c, board_pos, {});
}

// Run twice or three times: each later board repeats the cards dealt
// before the split; only the cards it deals anew are noted.
// A card is noted at its run's marker that deals it, where the log has one.
void note_later_boards(const engine::HandRecord& rec, engine::SourcePos board_pos, SeenCards& seen) {
  for (std::size_t r = 1; r < rec.runs; ++r) {
    const engine::CardList& board = rec.boards[r];
    for (std::size_t i = 0; i < board.size; ++i) {
      const engine::Card c = board.cards[i];
      if (i < rec.boards[0].size && rec.boards[0].cards[i] == c) continue;
      const engine::SourcePos marker = rec.run_street_pos[r][i < 3 ? 0 : std::min<std::size_t>(i - 2, 2)];
      seen.note(c, marker.line != 0 ? marker : board_pos, {});
    }
  }
}

// The board grows by three, one and one cards: each street is judged by
// what it adds, so one bad flop is reported once.
void judge_board_growth(const engine::HandRecord& rec, std::vector<engine::Finding>& out) {
  std::uint8_t before = 0;
  for (auto [s, adds] : {std::pair{engine::Street::kFlop, 3}, {engine::Street::kTurn, 1}, {engine::Street::kRiver, 1}}) {
    const auto i = static_cast<std::size_t>(s);
    if (rec.street_pos[i].line == 0) continue;
    const int added = rec.street_cards[i] - before;
    before = rec.street_cards[i];
    if (added == adds) continue;
    out.push_back(make(Rule::kWrongCardCount, rec.street_pos[i], {},
                       "the " + std::string(engine::street_id(s)) + " deals " + std::to_string(added) +
                           " board card" + (added == 1 ? "" : "s") + "; it should deal " + std::to_string(adds)));
  }
}

// The best high hand `p` makes with the board: any five of seven with two
// hole cards, else two of his own and three of the board (Omaha).
engine::HighValue made_hand(const engine::PlayerRecord& p, const engine::CardList& board, int dealt, bool short_deck) {
  if (dealt != 2)
    return engine::best_omaha_high(std::span(p.hole.begin(), p.hole.end()), std::span(board.begin(), board.end()));
  std::array<engine::Card, 7> cards{};
  std::size_t k = 0;
  for (engine::Card c : p.hole) cards[k++] = c;
  for (engine::Card c : board) cards[k++] = c;
  const std::span<const engine::Card> seven(cards.data(), k);
  return short_deck ? engine::best_short_deck_high(seven) : engine::best_high(seven);
}

// Double hold'em's words (G-DOUBLE-3): a finding when they name none of
// the hands his three choices of point card make.
template <typename Said>
void judge_double_holdem_words(const engine::HandRecord& rec, int player, const HighWording& room, const Said& said,
                               std::vector<engine::Finding>& out) {
  if (rec.boards[0].size != 5) return;
  const engine::PlayerRecord& p = rec.players[static_cast<std::size_t>(player)];
  const std::array<engine::HighValue, 3> hands = replay::double_holdem_hands(rec, player, rec.boards[0]);
  if (said(hands[0]) || said(hands[1]) || said(hands[2])) return;
  // Each distinct hand once, in the order of the cards that make it.
  std::string made;
  for (std::size_t i = 0; i < hands.size(); ++i) {
    if (i == 1 && hands[1].key == hands[0].key) continue;
    if (i == 2 && (hands[2].key == hands[0].key || hands[2].key == hands[1].key)) continue;
    made.append(made.empty() ? "" : " or ").append(room.describe(hands[i], false));
  }
  auto f = make(Rule::kHandDescriptionMismatch, p.description_pos, std::string(p.name),
                std::string(p.name) + "'s hand is described as \"" + std::string(p.description) +
                    "\" but his point card makes " + made);
  f.expected = engine::FindingValue::words(made);
  f.actual = engine::FindingValue::words(std::string(p.description));
  out.push_back(std::move(f));
}

// Descriptions: only where the hand is fully known on a single board;
// 6+ Hold'em's under the short-deck ranking; Irish's as hold'em's, of the
// two cards kept (G-IRISH-3). GGPoker, Winamax, Bovada and the other rooms
// of high_wording word their descriptions their own way
// (validators/hand_description.h, validators/room_wordings.h), whatever
// profile their hands are audited under: a room's own wording is tried
// first, then PokerStars' (which some rooms' logs write); a PokerStars
// hand tries PokerStars' alone.
// Drawmaha is not judged: Kings Club writes no words for its hands, and
// words for one hand would have to say which of the two halves they name
// (G-DRAWMAHA-3).
void judge_descriptions(const engine::HandRecord& rec, int dealt, std::vector<engine::Finding>& out) {
  if (engine::is_split_game(rec.game.variant)) return;
  const bool short_deck = rec.game.variant == engine::Variant::kSixPlusHoldem;
  const HighWording* room = nullptr;  // looked up at the first description
  for (std::size_t i = 0; i < rec.players.size(); ++i) {
    const engine::PlayerRecord& p = rec.players[i];
    // A board of more than five cards is a wrong-card-count (above), and
    // no five-of-seven hand to compare a description with.
    if (p.description.empty() || p.hole.size != dealt || rec.boards[0].size < 3 || rec.boards[0].size > 5) continue;
    if (room == nullptr) room = &high_wording(rec.format);
    const auto said = [&](const engine::HighValue& value) {
      return room->matches(p.description, value, short_deck) || description_matches(p.description, value, short_deck);
    };
    if (rec.game.variant == engine::Variant::kDoubleHoldem) {
      // The point card is not in the log (G-DOUBLE-3): the words must name
      // the hand of one of his three choices.
      judge_double_holdem_words(rec, static_cast<int>(i), *room, said, out);
      continue;
    }
    const engine::HighValue value = made_hand(p, rec.boards[0], dealt, short_deck);
    if (!said(value)) {
      const std::string made = room->describe(value, short_deck);
      auto f = make(Rule::kHandDescriptionMismatch, p.description_pos, std::string(p.name),
                    std::string(p.name) + "'s hand is described as \"" + std::string(p.description) +
                        "\" but the cards make " + made);
      f.expected = engine::FindingValue::words(made);
      f.actual = engine::FindingValue::words(std::string(p.description));
      out.push_back(std::move(f));
    }
  }
}

// Kuhn poker: the deck is the top ranks of spades, one more rank than players
// (ACPC's kuhn.game and kuhn.limit.3p.game, docs/ACPC_FORMAT.md).
void judge_kuhn_deck(const engine::HandRecord& rec, std::vector<engine::Finding>& out) {
  const int ranks = engine::kuhn_deck_ranks(static_cast<int>(rec.players.size()));
  for (const auto& p : rec.players)
    for (engine::Card c : p.hole)
      if (c.suit() != engine::Suit::kSpades || c.rank() < engine::Card::kRanks - ranks)
        out.push_back(make(Rule::kInvalidCard, shown_at(p), std::string(p.name),
                           "the card " + c.to_string() + " is not in the " + std::to_string(ranks) +
                               "-card spade deck of Kuhn poker for " + std::to_string(rec.players.size()) + " players"));
}

}  // namespace

void card_findings(const replay::Trace& t, std::vector<engine::Finding>& out) {
  const auto& rec = *t.record;
  const engine::Variant variant = rec.game.variant;
  const int dealt = own_card_count(rec);
  SeenCards seen;
  const bool draw = engine::has_exchanges(variant);
  judge_own_cards(rec, dealt, draw ? nullptr : &seen, out);
  if (draw) judge_discards(t, dealt, out);
  else if (engine::is_flop_game(variant)) judge_dealt_hands(rec, dealt, out);
  if (variant == engine::Variant::kKuhn) judge_kuhn_deck(rec, out);
  if (!engine::is_flop_game(variant)) {
    // A stud community card (too few cards left for everyone) comes on 7th street.
    const engine::SourcePos seventh = rec.street_pos[static_cast<std::size_t>(engine::Street::kSeventh)];
    for (engine::Card c : rec.boards[0]) seen.note(c, seventh, {});
    seen.report(out);
    return;
  }
  const engine::SourcePos board_pos = board_position(rec);
  for (std::size_t i = 0; i < rec.boards[0].size; ++i) seen.note(rec.boards[0].cards[i], board_card_position(rec, i), {});
  if (variant == engine::Variant::kSixPlusHoldem) judge_short_deck(rec, board_pos, out);
  if (rec.runs > 1) note_later_boards(rec, board_pos, seen);
  seen.report(out);
  judge_board_growth(rec, out);
  // Descriptions judge the hand held at the showdown: a flop draw's after
  // its exchange.
  if (rec.runs == 1) judge_descriptions(rec, replay::hole_card_count(variant), out);
}

}  // namespace validators
