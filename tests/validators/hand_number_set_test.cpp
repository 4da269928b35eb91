#include "validators/hand_number_set.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <map>
#include <random>
#include <utility>
#include <vector>

namespace {

// Inserts each of `numbers` into a HandNumberSet and a std::map, checking
// that both agree on every answer, then on every number near the members.
// Each insert carries a mark of its own: a member keeps its first one.
void check_against_std_set(const std::vector<std::uint64_t>& numbers) {
  using Mark = validators::HandNumberSet::Mark;
  validators::HandNumberSet set;
  std::map<std::uint64_t, Mark> truth;
  std::uint32_t inserts = 0;
  for (const std::uint64_t n : numbers) {
    CAPTURE(n);
    CHECK(set.contains(n) == (truth.count(n) == 1));
    const Mark mark{n * 31 + inserts, inserts % 7, ++inserts};
    CHECK(set.insert(n, mark) == truth.emplace(n, mark).second);
    CHECK(set.contains(n));
  }
  CHECK(set.size() == truth.size());
  for (const auto& member : truth) {
    const std::uint64_t n = member.first;  // not a structured binding: CAPTURE's lambda takes it (clang 14)
    CAPTURE(n);
    REQUIRE(set.find(n) != nullptr);
    CHECK(*set.find(n) == member.second);
    if (n > 0) CHECK(set.contains(n - 1) == (truth.count(n - 1) == 1));
    if (n < std::numeric_limits<std::uint64_t>::max()) CHECK(set.contains(n + 1) == (truth.count(n + 1) == 1));
  }
  std::vector<std::pair<std::uint64_t, Mark>> walked;
  set.for_each_marked([&](std::uint64_t n, const Mark& m) { walked.emplace_back(n, m); });
  CHECK(walked == std::vector<std::pair<std::uint64_t, Mark>>(truth.begin(), truth.end()));
}

}  // namespace

TEST_CASE("hand numbers: in order, the usual case") {
  std::vector<std::uint64_t> numbers;
  for (std::uint64_t n = 228695023643; numbers.size() < 2000; n += 1 + numbers.size() % 5000) numbers.push_back(n);
  check_against_std_set(numbers);
}

TEST_CASE("hand numbers: given twice, as a copied file is") {
  std::vector<std::uint64_t> numbers;
  for (std::uint64_t n = 1000; n < 1000 + 3 * 700; n += 3) numbers.push_back(n);
  const std::vector<std::uint64_t> once = numbers;
  numbers.insert(numbers.end(), once.begin(), once.end());
  check_against_std_set(numbers);
}

TEST_CASE("hand numbers: backwards, late ones between, and at the ends of the range") {
  std::vector<std::uint64_t> numbers;
  for (std::uint64_t n = 5000; n >= 10; n -= 7) numbers.push_back(n);  // each one a new first
  for (std::uint64_t n = 13; n < 5000; n += 14) numbers.push_back(n);   // between members
  const std::uint64_t top = std::numeric_limits<std::uint64_t>::max();
  for (const std::uint64_t n : {top, std::uint64_t{0}, top - 1, std::uint64_t{1}, top / 2, top}) numbers.push_back(n);
  check_against_std_set(numbers);
}

TEST_CASE("hand numbers: random play of a table given in pieces, in any order" * doctest::test_suite("property")) {
  // Stretches of a table (files) in shuffled order, some given twice, and
  // single hands anywhere: every path of insert() (the end, past a block in
  // the middle, inside a block, a block split, before the first block).
  std::mt19937_64 rng(20261126);
  for (int round = 0; round < 20; ++round) {
    std::vector<std::vector<std::uint64_t>> stretches(12);
    std::uint64_t n = rng() % 1'000'000'000'000;
    for (auto& stretch : stretches)
      for (int i = 0, size = 1 + static_cast<int>(rng() % 400); i < size; ++i) stretch.push_back(n += 1 + rng() % 40'000);
    std::shuffle(stretches.begin(), stretches.end(), rng);
    std::vector<std::uint64_t> numbers;
    for (const auto& stretch : stretches) {
      numbers.insert(numbers.end(), stretch.begin(), stretch.end());
      if (rng() % 4 == 0) numbers.insert(numbers.end(), stretch.begin(), stretch.end());
      numbers.push_back(rng() % (n + 1));
    }
    CAPTURE(round);
    check_against_std_set(numbers);
  }
}

TEST_CASE("hand numbers: a table's million hands in under 3 bytes each") {
  // PokerStars numbers a hand in the whole site's order: one table's next
  // hand comes a few thousand numbers on.
  validators::HandNumberSet set;
  std::mt19937_64 rng(7);
  std::uint64_t n = 228'695'023'643;
  for (int i = 0; i < 1'000'000; ++i) REQUIRE(set.insert(n += 1 + rng() % 10'000));
  CHECK(set.size() == 1'000'000);
  CHECK(set.contains(n));
  CHECK_FALSE(set.contains(n + 1));
  // Two bytes for a difference under 16,384, plus the blocks' headers; a
  // vector of the numbers takes 8, and up to 16 with its doubling.
  MESSAGE("bytes per hand: ", static_cast<double>(set.bytes()) / 1e6);
  CHECK(set.bytes() < 2'300'000);
  CHECK(set.bytes() > 2'000'000);  // each difference here takes two bytes
  // The marks (conflicting-copies): 16 bytes a hand, plus the last block's slack
  MESSAGE("mark bytes per hand: ", static_cast<double>(set.mark_bytes()) / 1e6);
  CHECK(set.mark_bytes() < 16'200'000);  // and a vector header per 256-member block
}
