#include "validators/room_wordings.h"

#include "validators/description_words.h"
#include "validators/hand_description.h"

namespace validators {

namespace {

using engine::HighCategory;
using words::consume_prefix;
using words::consume_suffix;
using words::kAce;
using words::plural;
using words::ranks_among;
using words::ranks_from;
using words::singular;
using words::straight_bottom;
using words::trim;

// Enet's rank names: "Two" where PokerStars says "Deuce", plural throughout.
std::string enet_rank(int rank) { return words::two_plural(rank); }

// PKR's rank names: from ten up in words, below in digits ("8", "8s").
std::string pkr_singular(int rank) {
  constexpr int kTen = 8;
  return rank < kTen ? std::to_string(rank + 2) : singular(rank);
}
std::string pkr_plural(int rank) {
  constexpr int kTen = 8;
  return rank < kTen ? std::to_string(rank + 2) + "s" : plural(rank);
}

// Cake's muck lines: the category in one word.
std::string_view cake_category_word(HighCategory category) {
  switch (category) {
    case HighCategory::kHighCard:
      return "HighCard";
    case HighCategory::kPair:
      return "Pair";
    case HighCategory::kTwoPair:
      return "TwoPair";
    case HighCategory::kTrips:
      return "ThreeOfAKind";
    case HighCategory::kStraight:
      return "Straight";
    case HighCategory::kFlush:
      return "Flush";
    case HighCategory::kFullHouse:
      return "FullHouse";
    case HighCategory::kQuads:
      return "FourOfAKind";
    case HighCategory::kStraightFlush:
      return "StraightFlush";
  }
  return {};
}

// Cake's kicker clause without its " with ": "King, Jack kickers", "Ten
// kicker": the hand's own kickers from the top, as many as named.
bool cake_kickers_match(std::string_view clause, const engine::HighValue& value) {
  if (!consume_suffix(clause, " kickers") && !consume_suffix(clause, " kicker")) return false;
  return ranks_from(clause, ",", value, engine::named_rank_count(value.category),
                    engine::defining_rank_count(value.category));
}

}  // namespace

std::string enet_high_description(const engine::HighValue& value) {
  const std::string r0 = enet_rank(value.ranks[0]);
  switch (value.category) {
    case HighCategory::kHighCard:
      return "High card, " + r0;
    case HighCategory::kPair:
      return "A Pair, " + r0;
    case HighCategory::kTwoPair:
      return "Two Pairs, " + r0 + " and " + enet_rank(value.ranks[1]);
    case HighCategory::kTrips:
      return "Three of a kind, " + r0;
    case HighCategory::kStraight:
      return "Straight, " + r0 + " high";
    case HighCategory::kFlush:
      return "Flush, " + r0 + " high";
    case HighCategory::kFullHouse:
      return "Full house, " + r0 + " full of " + enet_rank(value.ranks[1]);
    case HighCategory::kQuads:
      return "Four of a kind, " + r0;
    case HighCategory::kStraightFlush:
      return "Straight flush, " + r0 + " high";
  }
  return {};
}

bool enet_description_matches(std::string_view logged, const engine::HighValue& value) {
  if (same_hand_words(logged, enet_high_description(value))) return true;
  return value.category == HighCategory::kStraightFlush && value.ranks[0] == kAce &&
         same_hand_words(logged, "Royal flush");
}

std::string cake_high_description(const engine::HighValue& value) {
  const int r0 = value.ranks[0];
  switch (value.category) {
    case HighCategory::kHighCard:
      return "High card " + singular(r0);
    case HighCategory::kPair:
      return "Pair of " + plural(r0);
    case HighCategory::kTwoPair:
      return "Two Pairs " + plural(r0) + " and " + plural(value.ranks[1]);
    case HighCategory::kTrips:
      return "Three of a Kind " + plural(r0);
    case HighCategory::kStraight:
      return "Straight " + singular(r0) + " high";
    case HighCategory::kFlush:
      return "Flush " + singular(r0) + " high";
    case HighCategory::kFullHouse:
      return "Full House " + plural(r0) + " full of " + plural(value.ranks[1]);
    case HighCategory::kQuads:
      return "Four of a Kind " + plural(r0);
    case HighCategory::kStraightFlush:
      return r0 == kAce ? std::string("Royal Flush") : "Straight Flush " + singular(r0) + " high";
  }
  return {};
}

bool cake_description_matches(std::string_view logged, const engine::HighValue& value) {
  std::string_view s = trim(logged);
  if (s == cake_category_word(value.category)) return true;  // a muck line's
  if (const auto with = s.find(" with "); with != std::string_view::npos) {
    if (!cake_kickers_match(s.substr(with + 6), value)) return false;
    s = s.substr(0, with);
  }
  if (same_hand_words(s, cake_high_description(value))) return true;
  return value.category == HighCategory::kStraightFlush && value.ranks[0] == kAce &&
         same_hand_words(s, "Straight Flush Ace high");
}

std::string pkr_high_description(const engine::HighValue& value) {
  const int r0 = value.ranks[0];
  switch (value.category) {
    case HighCategory::kHighCard:
      return "High Card: " + pkr_singular(r0);
    case HighCategory::kPair:
      return "One Pair: " + pkr_plural(r0);
    case HighCategory::kTwoPair:
      return "Two Pairs: " + pkr_plural(r0) + ", " + pkr_plural(value.ranks[1]);
    case HighCategory::kTrips:
      return "Three of a Kind: " + pkr_plural(r0);
    case HighCategory::kStraight:
      return "Straight, " + pkr_singular(r0) + " high";
    case HighCategory::kFlush:
      return "Flush, " + pkr_singular(r0) + " high";
    case HighCategory::kFullHouse:
      return "Full House, " + pkr_plural(r0) + " over " + pkr_plural(value.ranks[1]);
    case HighCategory::kQuads:
      return "Four of a Kind: " + pkr_plural(r0);
    case HighCategory::kStraightFlush:
      return r0 == kAce ? std::string("Royal Flush") : "Straight Flush, " + pkr_singular(r0) + " high";
  }
  return {};
}

bool pkr_description_matches(std::string_view logged, const engine::HighValue& value) {
  if (same_hand_words(logged, pkr_high_description(value))) return true;
  return value.category == HighCategory::kStraightFlush && value.ranks[0] == kAce &&
         same_hand_words(logged, "Straight Flush, Ace high");
}

namespace {

// OnGame's rank names: in capitals, "TWO" where PokerStars says "Deuce".
std::string ongame_rank(int rank) { return words::upper(words::two_singular(rank)); }

}  // namespace

std::string ongame_high_description(const engine::HighValue& value) {
  const std::string r0 = ongame_rank(value.ranks[0]);
  switch (value.category) {
    case HighCategory::kHighCard:
      return "HIGH_CARD " + r0;
    case HighCategory::kPair:
      return "PAIR " + r0;
    case HighCategory::kTwoPair:
      return "TWO_PAIR " + r0 + ", " + ongame_rank(value.ranks[1]);
    case HighCategory::kTrips:
      return "THREE_OF_A_KIND " + r0;
    case HighCategory::kStraight:
      return "STRAIGHT " + r0;
    case HighCategory::kFlush:
      return "FLUSH " + r0;
    case HighCategory::kFullHouse:
      return "FULL_HOUSE " + r0 + ", " + ongame_rank(value.ranks[1]);
    case HighCategory::kQuads:
      return "FOUR_OF_A_KIND " + r0;
    case HighCategory::kStraightFlush:
      return "STRAIGHT_FLUSH " + r0;
  }
  return {};
}

bool ongame_description_matches(std::string_view logged, const engine::HighValue& value) {
  if (same_hand_words(logged, ongame_high_description(value))) return true;
  return value.category == HighCategory::kStraightFlush && value.ranks[0] == kAce &&
         same_hand_words(logged, "ROYAL_FLUSH");
}

std::string entraction_high_description(const engine::HighValue& value) {
  const int r0 = value.ranks[0];
  switch (value.category) {
    case HighCategory::kHighCard:
      return "high card " + singular(r0);
    case HighCategory::kPair:
      return "a pair of " + plural(r0);
    case HighCategory::kTwoPair:
      return "two pairs, " + plural(r0) + " and " + plural(value.ranks[1]);
    case HighCategory::kTrips:
      return "three of a kind, " + plural(r0);
    case HighCategory::kStraight:
      return "a straight, " + singular(r0) + " high";
    case HighCategory::kFlush:
      return "a flush, " + singular(r0) + " high";
    case HighCategory::kFullHouse:
      return "a full house, " + plural(r0) + " full of " + plural(value.ranks[1]);
    case HighCategory::kQuads:
      return "four of a kind, " + plural(r0);
    case HighCategory::kStraightFlush:
      return r0 == kAce ? std::string("a royal flush") : "a straight flush, " + singular(r0) + " high";
  }
  return {};
}

bool entraction_description_matches(std::string_view logged, const engine::HighValue& value) {
  std::string_view s = trim(logged);
  const int named = engine::named_rank_count(value.category);
  const int defining = engine::defining_rank_count(value.category);
  // ", with Jack as kicker", ", with Ace and Queen as kickers".
  if (const auto with = s.find(", with "); with != std::string_view::npos) {
    std::string_view clause = s.substr(with + 7);
    if (!consume_suffix(clause, " as kickers") && !consume_suffix(clause, " as kicker")) return false;
    if (!ranks_from(clause, " and ", value, named, defining)) return false;
    s = s.substr(0, with);
  }
  // "a flush, Ace and Queen high": the flush's top cards.
  if (value.category == HighCategory::kFlush && s.starts_with("a flush, ") && s.ends_with(" high"))
    return ranks_from(s.substr(9, s.size() - 14), " and ", value, 0, defining);
  if (same_hand_words(s, entraction_high_description(value))) return true;
  return value.category == HighCategory::kStraightFlush && value.ranks[0] == kAce &&
         same_hand_words(s, "a straight flush, Ace high");
}

namespace {

// Absolute's rank names: lower case, "two" where PokerStars says "deuce".
std::string absolute_singular(int rank) { return words::lower(words::two_singular(rank)); }
std::string absolute_plural(int rank) { return words::lower(words::two_plural(rank)); }

}  // namespace

std::string absolute_high_description(const engine::HighValue& value) {
  const int r0 = value.ranks[0];
  switch (value.category) {
    case HighCategory::kHighCard:
      return absolute_singular(r0) + " high";
    case HighCategory::kPair:
      return "One pair, " + absolute_plural(r0);
    case HighCategory::kTwoPair:
      return "Two Pair, " + absolute_plural(r0) + " and " + absolute_plural(value.ranks[1]);
    case HighCategory::kTrips:
      return "Three of a kind, " + absolute_plural(r0);
    case HighCategory::kStraight:
      return "Straight, " + absolute_singular(straight_bottom(r0, false)) + " to " + absolute_singular(r0);
    case HighCategory::kFlush:
      return "Flush, " + absolute_singular(r0) + " high";
    case HighCategory::kFullHouse:
      return "Full house, " + absolute_plural(r0) + " full of " + absolute_plural(value.ranks[1]);
    case HighCategory::kQuads:
      return "Four of a kind, " + absolute_plural(r0);
    case HighCategory::kStraightFlush:
      return "Straight flush, " + absolute_singular(straight_bottom(r0, false)) + " to " + absolute_singular(r0);
  }
  return {};
}

bool absolute_description_matches(std::string_view logged, const engine::HighValue& value) {
  std::string_view s = trim(logged);
  // "(ace kicker)": the hand's first kicker(s).
  if (s.ends_with(" kicker)")) {
    const auto open = s.rfind('(');
    if (open == std::string_view::npos) return false;
    const std::string_view named = s.substr(open + 1, s.size() - open - 1 - 8);
    if (!ranks_from(named, ",", value, engine::named_rank_count(value.category),
                    engine::defining_rank_count(value.category)))
      return false;
    s = trim(s.substr(0, open));
  }
  if (same_hand_words(s, absolute_high_description(value))) return true;
  return value.category == HighCategory::kStraightFlush && value.ranks[0] == kAce && same_hand_words(s, "Royal flush");
}

std::string merge_high_description(const engine::HighValue& value) {
  const int r0 = value.ranks[0];
  switch (value.category) {
    case HighCategory::kHighCard:
      return singular(r0) + " High";
    case HighCategory::kPair:
      return "Pair of " + plural(r0);
    case HighCategory::kTwoPair:
      return "Two Pair " + plural(r0) + " and " + plural(value.ranks[1]);
    case HighCategory::kTrips:
      return "Three of a Kind " + plural(r0);
    case HighCategory::kStraight:
      return singular(r0) + " High Straight";
    case HighCategory::kFlush:
      return "Flush " + singular(r0) + " High";
    case HighCategory::kFullHouse:
      return "Full House - " + plural(r0) + " over " + plural(value.ranks[1]);
    case HighCategory::kQuads:
      return "Four of a Kind " + plural(r0);
    case HighCategory::kStraightFlush:
      return r0 == kAce ? std::string("Royal Flush") : singular(r0) + " High Straight Flush";
  }
  return {};
}

bool merge_description_matches(std::string_view logged, const engine::HighValue& value) {
  std::string_view s = trim(logged);
  if (const auto low = s.find(" - Lo ("); low != std::string_view::npos) s = s.substr(0, low);
  if (same_hand_words(s, merge_high_description(value))) return true;
  return value.category == HighCategory::kStraightFlush && value.ranks[0] == kAce &&
         same_hand_words(s, "Ace High Straight Flush");
}

std::string pokertracker_high_description(const engine::HighValue& value) {
  const int r0 = value.ranks[0];
  switch (value.category) {
    case HighCategory::kHighCard:
      return "High Card, " + singular(r0);
    case HighCategory::kPair:
      return "One Pair, " + plural(r0);
    case HighCategory::kTwoPair:
      return "Two Pair, " + plural(r0) + " and " + plural(value.ranks[1]);
    case HighCategory::kTrips:
      return "Three of a Kind, " + plural(r0);
    case HighCategory::kStraight:
      return "Straight, " + singular(r0) + " High";
    case HighCategory::kFlush:
      return "Flush, " + singular(r0) + " High";
    case HighCategory::kFullHouse:
      return "Full House, " + plural(r0) + " full of " + plural(value.ranks[1]);
    case HighCategory::kQuads:
      return "Four of a Kind, " + plural(r0);
    case HighCategory::kStraightFlush:
      return r0 == kAce ? std::string("Royal Flush") : "Straight Flush, " + singular(r0) + " High";
  }
  return {};
}

bool pokertracker_description_matches(std::string_view logged, const engine::HighValue& value) {
  if (same_hand_words(logged, pokertracker_high_description(value))) return true;
  return value.category == HighCategory::kStraightFlush && value.ranks[0] == kAce &&
         same_hand_words(logged, "Straight Flush, Ace High");
}

namespace {

// A message key's rank: "$(STR_G_CARD_KING)", "$(STR_G_CARDS_KINGS)".
std::string key_rank(int rank, bool plural_form) {
  return std::string(plural_form ? "$(STR_G_CARDS_" : "$(STR_G_CARD_") +
         words::upper(plural_form ? plural(rank) : singular(rank)) + ")";
}

// The words of a message-key text: "$(STR_G_WIN_PAIR) $(STR_G_CARDS_KINGS),
// $(STR_G_CARD_ACE) $(STR_G_KICKERTEXT)" is "PAIR KINGS, ACE kicker".
std::string key_words(std::string_view s) {
  std::string out;
  while (!s.empty()) {
    const auto open = s.find("$(STR_G_");
    const auto close = open == std::string_view::npos ? open : s.find(')', open);
    if (close == std::string_view::npos) {
      out += s;
      break;
    }
    out += s.substr(0, open);
    std::string_view key = s.substr(open + 8, close - open - 8);
    if (key == "ANDTEXT") {
      out += "and";
    } else if (key == "KICKERTEXT") {
      out += "kicker";
    } else {
      if (!consume_prefix(key, "WIN_") && !consume_prefix(key, "CARDS_")) consume_prefix(key, "CARD_");
      out += key;
    }
    s.remove_prefix(close + 1);
  }
  return out;
}

}  // namespace

std::string message_key_high_description(const engine::HighValue& value) {
  const int r0 = value.ranks[0];
  switch (value.category) {
    case HighCategory::kHighCard:
      return "$(STR_G_WIN_HIGHCARD) " + key_rank(r0, false);
    case HighCategory::kPair:
      return "$(STR_G_WIN_PAIR) " + key_rank(r0, true);
    case HighCategory::kTwoPair:
      return "$(STR_G_WIN_TWOPAIR) " + key_rank(r0, true) + " $(STR_G_ANDTEXT) " + key_rank(value.ranks[1], true);
    case HighCategory::kTrips:
      return "$(STR_G_WIN_THREEOFAKIND) " + key_rank(r0, true);
    case HighCategory::kStraight:
      return r0 == kAce ? std::string("$(STR_G_WIN_ACEHIGHSTRAIGHT)") : "$(STR_G_WIN_STRAIGHT) " + key_rank(r0, false);
    case HighCategory::kFlush:
      return r0 == kAce ? std::string("$(STR_G_WIN_ACEHIGHFLUSH)") : "$(STR_G_WIN_FLUSH) " + key_rank(r0, false);
    case HighCategory::kFullHouse:
      return "$(STR_G_WIN_FULLHOUSE)";
    case HighCategory::kQuads:
      return "$(STR_G_WIN_FOUROFAKIND) " + key_rank(r0, true);
    case HighCategory::kStraightFlush:
      return r0 == kAce ? std::string("$(STR_G_WIN_ROYALFLUSH)") : "$(STR_G_WIN_STRAIGHTFLUSH) " + key_rank(r0, false);
  }
  return {};
}

bool message_key_description_matches(std::string_view logged, const engine::HighValue& value) {
  std::string words = key_words(trim(logged));
  std::string_view s = trim(words);
  // ", NINE kicker": the kicker that decided, one of the hand's (Boss:
  // "$(STR_G_WIN_PAIR) $(STR_G_CARDS_TENS), $(STR_G_CARD_NINE)
  // $(STR_G_KICKERTEXT)" of T-T-A-Q-9, the ace and queen on the board).
  if (const auto comma = s.find(", "); comma != std::string_view::npos) {
    std::string_view clause = s.substr(comma + 2);
    if (!consume_suffix(clause, " kicker") || !ranks_among(clause, ",", value, engine::named_rank_count(value.category),
                                                           engine::defining_rank_count(value.category)))
      return false;
    s = s.substr(0, comma);
  }
  const int r0 = value.ranks[0];
  const std::string made = key_words(message_key_high_description(value));
  if (same_hand_words(s, made)) return true;
  switch (value.category) {
    case HighCategory::kStraight:  // the ace-high one named as the others are
    case HighCategory::kFlush:
      return r0 == kAce &&
             same_hand_words(s, std::string(value.category == HighCategory::kFlush ? "FLUSH" : "STRAIGHT") + " ACE");
    case HighCategory::kFullHouse:  // IGT names the ranks: "FULLHOUSE QUEEN and KING"
      return same_hand_words(s, "FULLHOUSE " + singular(r0) + " and " + singular(value.ranks[1]));
    case HighCategory::kStraightFlush:
      return r0 == kAce && same_hand_words(s, "STRAIGHTFLUSH ACE");
    case HighCategory::kHighCard:
    case HighCategory::kPair:
    case HighCategory::kTwoPair:
    case HighCategory::kTrips:
    case HighCategory::kQuads:
      return false;
  }
  return false;
}

std::string partypoker_high_description(const engine::HighValue& value) {
  const int r0 = value.ranks[0];
  switch (value.category) {
    case HighCategory::kTwoPair:
      return "two pairs, " + plural(r0) + " and " + plural(value.ranks[1]);
    case HighCategory::kStraightFlush:
      if (r0 == kAce) return "a royal flush";
      return "a straight flush, " + singular(straight_bottom(r0, false)) + " to " + singular(r0);
    case HighCategory::kHighCard:
    case HighCategory::kPair:
    case HighCategory::kTrips:
    case HighCategory::kStraight:
    case HighCategory::kFlush:
    case HighCategory::kFullHouse:
    case HighCategory::kQuads:
      return pokerstars_high_description(value);
  }
  return {};
}

bool partypoker_description_matches(std::string_view logged, const engine::HighValue& value) {
  std::string_view s = trim(logged);
  // "[ a pair of nines -- Ad,Kh,Qc,9h,9d ]": the words before the cards.
  if (const auto cards = s.find(" --"); cards != std::string_view::npos) s = trim(s.substr(0, cards));
  consume_suffix(s, ".");
  // " with Ace kicker": one of the hand's kickers.
  if (const auto with = s.find(" with "); with != std::string_view::npos) {
    std::string_view clause = s.substr(with + 6);
    if (!consume_suffix(clause, " kicker") || !ranks_among(clause, ",", value, engine::named_rank_count(value.category),
                                                           engine::defining_rank_count(value.category)))
      return false;
    s = s.substr(0, with);
  }
  if (same_hand_words(s, partypoker_high_description(value))) return true;
  return value.category == HighCategory::kStraightFlush && value.ranks[0] == kAce &&
         same_hand_words(s, "a straight flush, Ten to Ace");
}

namespace {

// PokerNow's rank as its cards write it: "A", "10", "8".
std::string pokernow_rank(int rank) {
  constexpr int kTen = 8;
  return rank == kTen ? std::string("10") : std::string(1, engine::rank_char(rank));
}

// PokerNow's words with its ranks as words: "A's" and "A" as "Ace", "Ac"
// (a card) as "Ace", "&" as "and", for same_hand_words.
std::string pokernow_words(std::string_view s) {
  std::string out;
  while (!s.empty()) {
    const auto blank = s.find(' ');
    std::string_view word = s.substr(0, blank);
    s.remove_prefix(blank == std::string_view::npos ? s.size() : blank + 1);
    const bool comma = consume_suffix(word, ",");
    std::string_view core = word;
    consume_suffix(core, "'s");
    if (core.size() >= 2 && std::string_view("cdhs").find(core.back()) != std::string_view::npos) {
      std::string_view card = core;
      card.remove_suffix(1);
      if (card == "10" ||
          (card.size() == 1 && std::string_view("23456789TJQKA").find(card[0]) != std::string_view::npos))
        core = card;
    }
    int rank = -1;
    if (core == "10")
      rank = 8;
    else if (core.size() == 1) {
      const auto at = std::string_view("23456789TJQKA").find(core[0]);
      if (at != std::string_view::npos) rank = static_cast<int>(at);
    }
    if (!out.empty()) out += ' ';
    if (word == "&")
      out += "and";
    else
      out += rank >= 0 ? singular(rank) : std::string(word);
    if (comma) out += ',';
  }
  return out;
}

}  // namespace

std::string pokernow_high_description(const engine::HighValue& value) {
  const std::string r0 = pokernow_rank(value.ranks[0]);
  switch (value.category) {
    case HighCategory::kHighCard:
      return r0 + " High";
    case HighCategory::kPair:
      return "Pair, " + r0 + "'s";
    case HighCategory::kTwoPair:
      return "Two Pair, " + r0 + "'s & " + pokernow_rank(value.ranks[1]) + "'s";
    case HighCategory::kTrips:
      return "Three of a Kind, " + r0 + "'s";
    case HighCategory::kStraight:
      return "Straight, " + r0 + " High";
    case HighCategory::kFlush:
      return "Flush, " + r0 + " High";
    case HighCategory::kFullHouse:
      return "Full House, " + r0 + "'s over " + pokernow_rank(value.ranks[1]) + "'s";
    case HighCategory::kQuads:
      return "Four of a Kind, " + r0 + "'s";
    case HighCategory::kStraightFlush:
      return "Straight Flush, " + r0 + " High";
  }
  return {};
}

bool pokernow_description_matches(std::string_view logged, const engine::HighValue& value) {
  const std::string words = pokernow_words(trim(logged));
  if (same_hand_words(words, pokernow_words(pokernow_high_description(value)))) return true;
  return value.category == HighCategory::kStraightFlush && value.ranks[0] == kAce &&
         same_hand_words(words, "Royal Flush");
}

}  // namespace validators
