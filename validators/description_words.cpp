#include "validators/description_words.h"

#include <algorithm>
#include <array>
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
  // By the first letter: most words of a description name no rank.
  switch (word.empty() ? '\0' : word[0]) {
    case 'a':
      return word == "ace" ? 12 : -1;
    case 'k':
      return word == "king" ? 11 : -1;
    case 'q':
      return word == "queen" ? 10 : -1;
    case 'j':
      return word == "jack" ? 9 : -1;
    case 't':
      if (word == "ten") return 8;
      if (word == "two") return 0;
      return word == "three" || word == "trey" ? 1 : -1;
    case 'n':
      return word == "nine" ? 7 : -1;
    case 'e':
      return word == "eight" ? 6 : -1;
    case 's':
      if (word == "seven") return 5;
      return word == "six" ? 4 : -1;
    case 'f':
      if (word == "five") return 3;
      return word == "four" ? 2 : -1;
    case 'd':
      return word == "deuce" ? 0 : -1;
    default:
      return -1;
  }
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

// One word of a hand description as same_hand_words compares it: its text
// as written (commas and colons, letter case and all) and its rank, -1 for
// a word that names none.
struct Word {
  std::string_view raw;
  int rank = -1;
};

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }
bool is_dropped(char c) { return c == ',' || c == ':'; }

// The next word of `s`, taken off it; false at the end. A word of commas
// and colons alone is no word. No allocation: a rank's name is at most 6
// letters once its commas are dropped ("sixes,"), so 8 bytes hold any.
bool next_word(std::string_view& s, Word& w) {
  while (true) {
    std::size_t i = 0;
    while (i < s.size() && is_blank(s[i])) ++i;
    s.remove_prefix(i);
    if (s.empty()) return false;
    std::size_t end = 0;
    while (end < s.size() && !is_blank(s[end])) ++end;
    w.raw = s.substr(0, end);
    s.remove_prefix(end);
    std::array<char, 8> lowered{};
    std::size_t n = 0;
    bool fits = true;
    for (const char c : w.raw) {
      if (is_dropped(c)) continue;
      if (n == lowered.size()) {
        fits = false;
        break;
      }
      lowered[n++] = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    if (fits && n == 0) continue;  // "," alone
    w.rank = fits ? rank_of_word(std::string_view(lowered.data(), n)) : -1;
    return true;
  }
}

// Two words that name no rank: the same letters, case, commas and colons aside.
bool same_letters(std::string_view a, std::string_view b) {
  std::size_t i = 0, k = 0;
  while (true) {
    while (i < a.size() && is_dropped(a[i])) ++i;
    while (k < b.size() && is_dropped(b[k])) ++k;
    if (i == a.size() || k == b.size()) return i == a.size() && k == b.size();
    if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[k]))) return false;
    ++i;
    ++k;
  }
}

}  // namespace

}  // namespace validators::words

namespace validators {

bool same_hand_words(std::string_view a, std::string_view b) {
  words::Word x, y;
  while (true) {
    const bool more_a = words::next_word(a, x);
    const bool more_b = words::next_word(b, y);
    if (!more_a || !more_b) return more_a == more_b;
    if (x.rank >= 0 || y.rank >= 0) {
      if (x.rank != y.rank) return false;
    } else if (!words::same_letters(x.raw, y.raw)) {
      return false;
    }
  }
}

}  // namespace validators
