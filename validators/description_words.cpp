#include "validators/description_words.h"

#include <algorithm>
#include <cctype>
#include <cstddef>

namespace validators::words {

// `rank` 0 (deuce) .. 12 (ace); the bound keeps GCC 12 from a false
// -Warray-bounds where callers' arithmetic is inlined.
std::string singular(int rank) {
  return std::string(kRankNames[std::min(static_cast<std::size_t>(rank), kRankNames.size() - 1)]);
}

// "Sixes" is the only irregular plural.
std::string plural(int rank) {
  std::string name = singular(rank);
  name += rank == 4 ? "es" : "s";
  return name;
}

std::string two_singular(int rank) { return rank == 0 ? std::string("Two") : singular(rank); }
std::string two_plural(int rank) { return rank == 0 ? std::string("Twos") : plural(rank); }

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string upper(std::string s) {
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

int straight_bottom(int top, bool short_deck) {
  constexpr int kFive = 3;
  constexpr int kNine = 7;
  return top == (short_deck ? kNine : kFive) ? kAce : top - 4;
}

std::string_view trim(std::string_view s) {
  constexpr std::string_view kSpace = " \t\r\n";
  const auto first = s.find_first_not_of(kSpace);
  if (first == std::string_view::npos) return {};
  const auto last = s.find_last_not_of(kSpace);
  return s.substr(first, last - first + 1);
}

bool consume_prefix(std::string_view& s, std::string_view prefix) {
  if (!s.starts_with(prefix)) return false;
  s.remove_prefix(prefix.size());
  return true;
}

bool consume_suffix(std::string_view& s, std::string_view suffix) {
  if (!s.ends_with(suffix)) return false;
  s.remove_suffix(suffix.size());
  return true;
}

int rank_of_word(std::string_view word) {
  if (word.size() >= 2 && word.size() <= 3 && word.back() == 's' && word[0] >= '2' && word[0] <= '9')
    word.remove_suffix(1);  // "8s", "10s"
  if (word == "10s") word.remove_suffix(1);
  if (word.size() == 1 && word[0] >= '2' && word[0] <= '9') return word[0] - '2';
  if (word == "10") return 8;
  if (word == "sixes") return 4;
  if (word.size() > 3 && word.back() == 's') word.remove_suffix(1);
  if (word == "two" || word == "trey") return word == "two" ? 0 : 1;
  for (std::size_t r = 0; r < kRankNames.size(); ++r) {
    const std::string_view name = kRankNames[r];
    if (name.size() == word.size() && std::equal(name.begin(), name.end(), word.begin(), [](char a, char b) {
          return std::tolower(static_cast<unsigned char>(a)) == b;
        }))
      return static_cast<int>(r);
  }
  return -1;
}

bool ranks_from(std::string_view list, std::string_view separator, const engine::HighValue& value, int first, int end) {
  int next = first;
  while (!list.empty()) {
    const auto cut = list.find(separator);
    const int rank = rank_of_word(lower(std::string(trim(list.substr(0, cut)))));
    if (rank < 0 || next >= end || value.ranks[static_cast<std::size_t>(next)] != rank) return false;
    ++next;
    list.remove_prefix(cut == std::string_view::npos ? list.size() : cut + separator.size());
  }
  return next > first;
}

bool ranks_among(std::string_view list, std::string_view separator, const engine::HighValue& value, int first,
                 int end) {
  int next = first;
  bool any = false;
  while (!list.empty()) {
    const auto cut = list.find(separator);
    const int rank = rank_of_word(lower(std::string(trim(list.substr(0, cut)))));
    while (next < end && value.ranks[static_cast<std::size_t>(next)] != rank) ++next;
    if (rank < 0 || next >= end) return false;
    ++next;
    any = true;
    list.remove_prefix(cut == std::string_view::npos ? list.size() : cut + separator.size());
  }
  return any;
}

namespace {

// The words of `s` as same_hand_words compares them: lower case, a blank
// between words, commas and colons dropped, each rank as '#' and a letter
// ("#m" for an ace).
std::string hand_words(std::string_view s) {
  std::string out;
  std::string word;
  const auto flush = [&] {
    if (word.empty()) return;
    if (!out.empty()) out += ' ';
    const int rank = rank_of_word(word);
    if (rank < 0) {
      out += word;
    } else {
      out += '#';
      out += static_cast<char>('a' + rank);
    }
    word.clear();
  };
  for (const char c : s) {
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
      flush();
    } else if (c != ',' && c != ':') {
      word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
  }
  flush();
  return out;
}

}  // namespace

}  // namespace validators::words

namespace validators {

bool same_hand_words(std::string_view a, std::string_view b) { return words::hand_words(a) == words::hand_words(b); }

}  // namespace validators
