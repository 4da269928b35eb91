#include "engine/card.h"

namespace engine {

namespace {
constexpr std::string_view kRankChars = "23456789TJQKA";
constexpr std::string_view kSuitChars = "cdhs";

// A switch, not a search of kRankChars: every card of every hand comes here.
int rank_of(char c) {
  switch (c) {
    case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9': return c - '2';
    case 'T': case 't': return 8;
    case 'J': case 'j': return 9;
    case 'Q': case 'q': return 10;
    case 'K': case 'k': return 11;
    case 'A': case 'a': return 12;
    default: return -1;
  }
}

int suit_of(char c) {
  switch (c) {
    case 'c': return 0;
    case 'd': return 1;
    case 'h': return 2;
    case 's': return 3;
    default: return -1;
  }
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
  const int suit = suit_of(text[1]);
  if (suit < 0) return std::nullopt;
  return Card(rank, static_cast<Suit>(suit));
}

std::string Card::to_string() const { return {rank_char(rank()), suit_char(suit())}; }

}  // namespace engine
