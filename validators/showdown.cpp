#include "validators/showdown.h"

#include <array>
#include <span>

namespace validators {

namespace {

bool is_omaha(engine::Variant v) {
  return v == engine::Variant::kOmaha || v == engine::Variant::kOmaha5 || v == engine::Variant::kOmaha6 ||
         v == engine::Variant::kCourchevel;
}

bool hand_known(const engine::HandRecord& rec, int player, const engine::CardList& board) {
  const auto& hole = rec.players[static_cast<std::size_t>(player)].hole;
  return board.size == 5 && hole.size == hole_card_count(rec.game.variant);
}

}  // namespace

int hole_card_count(engine::Variant v) {
  switch (v) {
    case engine::Variant::kHoldem:
    case engine::Variant::kSixPlusHoldem:
      return 2;
    case engine::Variant::kSplitHoldem:
      return 2;
    case engine::Variant::kOmaha: return 4;
    case engine::Variant::kOmaha5: return 5;
    case engine::Variant::kOmaha6: return 6;
    case engine::Variant::kCourchevel: return 5;
    case engine::Variant::kStud7:
    case engine::Variant::kStud5:
    case engine::Variant::kRazz:
    case engine::Variant::kDraw5:
    case engine::Variant::kDraw27Single:
    case engine::Variant::kDraw27Triple:
    case engine::Variant::kDrawA5Triple:
    case engine::Variant::kBadugi:
    case engine::Variant::kUnknown:
      return 0;
  }
  return 0;
}

std::optional<engine::HighValue> high_hand(const engine::HandRecord& rec, int player, const engine::CardList& board) {
  if (!hand_known(rec, player, board)) return std::nullopt;
  const auto& hole = rec.players[static_cast<std::size_t>(player)].hole;
  if (is_omaha(rec.game.variant)) return engine::best_omaha_high(std::span(hole.begin(), hole.end()), std::span(board.begin(), board.end()));
  std::array<engine::Card, 7> cards{};
  std::copy(hole.begin(), hole.end(), cards.begin());
  std::copy(board.begin(), board.end(), cards.begin() + 2);
  return engine::best_high(cards);
}

std::optional<engine::LowValue> low_hand(const engine::HandRecord& rec, int player, const engine::CardList& board) {
  if (!hand_known(rec, player, board)) return std::nullopt;
  const auto& hole = rec.players[static_cast<std::size_t>(player)].hole;
  if (is_omaha(rec.game.variant)) return engine::best_omaha_low(std::span(hole.begin(), hole.end()), std::span(board.begin(), board.end()));
  std::array<engine::Card, 7> cards{};
  std::copy(hole.begin(), hole.end(), cards.begin());
  std::copy(board.begin(), board.end(), cards.begin() + 2);
  return engine::best_a5_low(cards, true);
}

BoardWinners board_winners(const engine::HandRecord& rec, const std::vector<int>& contenders,
                           const engine::CardList& board) {
  BoardWinners w;
  if (contenders.size() == 1) {
    w.high = contenders;
    return w;
  }
  std::optional<engine::HighValue> best;
  std::optional<engine::LowValue> best_low;
  for (int i : contenders) {
    const auto h = high_hand(rec, i, board);
    if (!h) {
      w.known = false;
      return w;
    }
    if (!best || *h > *best) { best = h; w.high.assign(1, i); }
    else if (*h == *best) w.high.push_back(i);
    if (!rec.game.hi_lo) continue;
    const auto l = low_hand(rec, i, board);
    if (!l) continue;
    if (!best_low || l->key > best_low->key) { best_low = l; w.low.assign(1, i); }
    else if (l->key == best_low->key) w.low.push_back(i);
  }
  return w;
}

}  // namespace validators
