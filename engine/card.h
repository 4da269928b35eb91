// Card and CardSet: one byte per card, a 64-bit mask per set.
//
// A card is rank * 4 + suit with rank 0..12 for deuce..ace and suit 0..3 for
// clubs < diamonds < hearts < spades, the order every authority uses for
// card-level tie-breaks (bring-in, odd chip). Text form: "Ah", "Td", "2c".
#pragma once

#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace engine {

enum class Suit : std::uint8_t { kClubs, kDiamonds, kHearts, kSpades };

class Card {
 public:
  static constexpr int kRanks = 13;
  static constexpr int kSuits = 4;
  static constexpr int kCount = 52;

  constexpr Card() = default;
  constexpr Card(int rank, Suit suit) : code_(static_cast<std::uint8_t>(rank * 4 + static_cast<int>(suit))) {}
  static constexpr Card from_code(int code) { Card c; c.code_ = static_cast<std::uint8_t>(code); return c; }

  constexpr int rank() const { return code_ >> 2; }  // 0 = deuce .. 12 = ace
  constexpr Suit suit() const { return static_cast<Suit>(code_ & 3); }
  constexpr int code() const { return code_; }
  constexpr auto operator<=>(const Card&) const = default;

  // "Ah" -> Card; nullopt for anything else (case of the rank letter is free,
  // "10h" is accepted as a ten because some converters write it).
  static std::optional<Card> parse(std::string_view text);
  std::string to_string() const;

 private:
  std::uint8_t code_ = 0;
};

// A rank read aces low (razz, ace-to-five lows, badugi): 0 = ace, 1 = deuce
// .. 12 = king. `rank` is Card::rank()'s, 0 = deuce .. 12 = ace.
constexpr int ace_low_rank(int rank) { return (rank + 1) % Card::kRanks; }

char rank_char(int rank);
char suit_char(Suit suit);

class CardSet {
 public:
  constexpr CardSet() = default;
  constexpr explicit CardSet(std::uint64_t mask) : mask_(mask) {}

  constexpr bool contains(Card c) const { return (mask_ >> c.code()) & 1u; }
  constexpr void insert(Card c) { mask_ |= std::uint64_t{1} << c.code(); }
  constexpr void erase(Card c) { mask_ &= ~(std::uint64_t{1} << c.code()); }
  constexpr int size() const { return std::popcount(mask_); }
  constexpr bool empty() const { return mask_ == 0; }
  constexpr std::uint64_t mask() const { return mask_; }
  constexpr CardSet operator|(CardSet o) const { return CardSet{mask_ | o.mask_}; }
  constexpr CardSet operator&(CardSet o) const { return CardSet{mask_ & o.mask_}; }
  constexpr bool operator==(const CardSet&) const = default;

 private:
  std::uint64_t mask_ = 0;
};

}  // namespace engine
