#include "engine/card.h"

namespace engine {

namespace {
constexpr std::string_view kRankChars = "23456789TJQKA";
constexpr std::string_view kSuitChars = "cdhs";

int rank_of(char c) {
  if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  auto pos = kRankChars.find(c);
  return pos == std::string_view::npos ? -1 : static_cast<int>(pos);
}
}  // namespace

char rank_char(int rank) { return kRankChars[static_cast<std::size_t>(rank)]; }
char suit_char(Suit suit) { return kSuitChars[static_cast<std::size_t>(suit)]; }

std::optional<Card> Card::parse(std::string_view text) {
  int rank = -1;
  if (text.size() == 3 && text[0] == '1' && text[1] == '0') {
    rank = 8;
    text.remove_prefix(1);
  } else if (text.size() == 2) {
    rank = rank_of(text[0]);
  }
  if (rank < 0) return std::nullopt;
  auto suit = kSuitChars.find(text[1]);
  if (suit == std::string_view::npos) return std::nullopt;
  return Card(rank, static_cast<Suit>(suit));
}

std::string Card::to_string() const { return {rank_char(rank()), suit_char(suit())}; }

}  // namespace engine
