// Cards: duplicates, counts, and the log's hand descriptions.
#include <array>
#include <string>

#include "engine/hand_eval.h"
#include "validators/hand_description.h"
#include "validators/showdown.h"
#include "validators/validate.h"

namespace validators {

namespace {

using engine::Rule;

engine::Finding make(Rule rule, engine::SourcePos pos, std::string player, std::string message) {
  engine::Finding f;
  f.rule = rule;
  f.pos = pos;
  f.player = std::move(player);
  f.message = std::move(message);
  return f;
}

}  // namespace

void card_findings(const replay::Trace& t, std::vector<engine::Finding>& out) {
  const auto& rec = *t.record;
  engine::CardSet seen;
  auto note = [&](engine::Card c, engine::SourcePos pos, const std::string& who) {
    if (seen.contains(c)) {
      out.push_back(make(Rule::kDuplicateCard, pos, who, "the card " + c.to_string() + " appears twice in the hand"));
    }
    seen.insert(c);
  };
  // Where the board first shows: the flop marker, else the first later one
  // (a log may deal its board on a turn or river marker), else the header.
  engine::SourcePos board_pos = rec.header_pos;
  for (auto s : {engine::Street::kFlop, engine::Street::kTurn, engine::Street::kRiver}) {
    const auto at = rec.street_pos[static_cast<std::size_t>(s)];
    if (at.line != 0) {
      board_pos = at;
      break;
    }
  }
  const engine::Variant variant = rec.game.variant;
  const bool flop_game = engine::is_flop_game(variant);
  // The most cards a player may hold of his own: the hole cards of a flop
  // game, a stud hand less any community card, a draw hand.
  const int dealt = flop_game                ? hole_card_count(variant)
                    : engine::is_stud(variant) ? engine::stud_card_count(variant) - rec.boards[0].size
                                               : engine::draw_hand_size(variant);
  for (const auto& p : rec.players) {
    for (engine::Card c : p.hole) note(c, p.show_pos.line ? p.show_pos : p.pos, std::string(p.name));
    if (p.hole.size > dealt)
      out.push_back(make(Rule::kWrongCardCount, p.show_pos.line ? p.show_pos : p.pos, std::string(p.name),
                         std::string(p.name) + " holds " + std::to_string(p.hole.size) + " cards of his own; " +
                             std::string(engine::variant_id(variant)) + " deals " + std::to_string(dealt)));
  }
  if (engine::is_draw(variant)) {
    // An exchange is of at most the whole hand; under the three-or-four
    // house rule, of at most three, four for one player per round.
    const bool three_or_four = t.profile->draw_discard_limit == engine::DrawDiscardLimit::kThreeOrFourOnce;
    std::array<int, engine::kStreetCount> fours{};
    for (const auto& a : rec.actions) {
      if (a.kind != engine::Act::kDiscard) continue;
      const std::string name(rec.players[static_cast<std::size_t>(a.player)].name);
      int& four = fours[static_cast<std::size_t>(a.street)];
      if (a.cards > dealt) {
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
  if (!flop_game) {
    for (engine::Card c : rec.boards[0]) note(c, rec.street_pos[static_cast<std::size_t>(engine::Street::kSeventh)], {});
    return;
  }
  for (engine::Card c : rec.boards[0]) note(c, board_pos, {});
  if (variant == engine::Variant::kSixPlusHoldem) {
    // The short deck has no deuces to fives.
    constexpr int kSix = 4;
    auto check_deck = [&](engine::Card c, engine::SourcePos pos, const std::string& who) {
      if (c.rank() < kSix)
        out.push_back(make(Rule::kInvalidCard, pos, who,
                           "the card " + c.to_string() + " is not in the 36-card deck of 6+ Hold'em"));
    };
    for (const auto& p : rec.players)
      for (engine::Card c : p.hole) check_deck(c, p.show_pos.line ? p.show_pos : p.pos, std::string(p.name));
    for (const auto& board : rec.boards)
      for (engine::Card c : board) check_deck(c, board_pos, {});
  }
  if (rec.run_twice) {
    // The second board repeats the cards dealt before the split.
    for (std::size_t i = 0; i < rec.boards[1].size; ++i) {
      const engine::Card c = rec.boards[1].cards[i];
      if (i < rec.boards[0].size && rec.boards[0].cards[i] == c) continue;
      note(c, board_pos, {});
    }
  }
  // The board grows by three, one and one cards: each street is judged by
  // what it adds, so one bad flop is reported once.
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

  // Descriptions: only where the hand is fully known on a single board;
  // 6+ Hold'em's under the short-deck ranking.
  if (rec.run_twice) return;
  const bool short_deck = variant == engine::Variant::kSixPlusHoldem;
  for (const auto& p : rec.players) {
    // A board of more than five cards is a wrong-card-count (above), and
    // no five-of-seven hand to compare a description with.
    if (p.description.empty() || p.hole.size != dealt || rec.boards[0].size < 3 || rec.boards[0].size > 5) continue;
    engine::HighValue value;
    if (dealt == 2) {
      std::array<engine::Card, 7> cards{};
      std::size_t k = 0;
      for (engine::Card c : p.hole) cards[k++] = c;
      for (engine::Card c : rec.boards[0]) cards[k++] = c;
      const std::span<const engine::Card> seven(cards.data(), k);
      value = short_deck ? engine::best_short_deck_high(seven) : engine::best_high(seven);
    } else {
      value = engine::best_omaha_high(std::span(p.hole.begin(), p.hole.end()),
                                      std::span(rec.boards[0].begin(), rec.boards[0].end()));
    }
    if (!description_matches(p.description, value, short_deck)) {
      const std::string made = pokerstars_high_description(value, short_deck);
      auto f = make(Rule::kHandDescriptionMismatch, p.description_pos, std::string(p.name),
                    std::string(p.name) + "'s hand is described as \"" + std::string(p.description) +
                        "\" but the cards make " + made);
      f.expected = made;
      f.actual = std::string(p.description);
      out.push_back(std::move(f));
    }
  }
}

}  // namespace validators
