#include "validators/packed_headers.h"

#include <doctest/doctest.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace {

using validators::PackedHeaders;

struct Given {
  std::string hand_id;
  std::string line;
  std::uint32_t column = 0;
};

// A GGPoker tournament's headers, hand after hand: ids and seconds going
// up, a level now and then, one in ten hands without its id in the line.
std::vector<Given> tournament(std::uint32_t hands, std::uint32_t seed) {
  std::mt19937 engine(seed);
  const auto draw = [&engine] { return static_cast<std::uint32_t>(engine()); };
  std::vector<Given> out;
  std::uint64_t id = 4181621601;
  std::uint32_t second = 0;
  std::uint32_t level = 9;
  for (std::uint32_t i = 0; i < hands; ++i) {
    id += 1 + draw() % 40;
    second += 10 + draw() % 50;
    if (draw() % 30 == 0) ++level;
    const std::string when = std::to_string(10 + second / 3600) + ":" + std::to_string(10 + second / 60 % 50) + ":" +
                             std::to_string(10 + second % 50);
    Given g;
    g.hand_id = "TM" + std::to_string(id);
    g.line = "Poker Hand #" + (draw() % 10 == 0 ? std::string("X") : g.hand_id) +
             ": Tournament #187165250, Mini Hypersonic $2.50 Hold'em No Limit - Level" + std::to_string(level) + "(" +
             std::to_string(level * 1000) + "/" + std::to_string(level * 2000) + ") - 2025/02/03 " + when;
    g.column = 1 + draw() % 3;
    out.push_back(g);
  }
  return out;
}

void check_unpacks(const PackedHeaders& packed, const std::vector<std::uint64_t>& at, const std::vector<Given>& given) {
  REQUIRE(at.size() == given.size());
  for (std::size_t i = 0; i < given.size(); ++i) {
    CAPTURE(i);
    const PackedHeaders::Header h = packed.unpack(at[i]);
    CHECK(h.hand_id == given[i].hand_id);
    CHECK(h.line == given[i].line);
    CHECK(h.column == given[i].column);
  }
}

}  // namespace

TEST_CASE("PackedHeaders: every header comes back as packed, in any order, in few bytes") {
  const std::vector<Given> given = tournament(5000, 1);
  PackedHeaders packed;
  std::vector<std::uint64_t> at;
  std::uint64_t text = 0;
  for (const Given& g : given) {
    at.push_back(packed.pack(g.hand_id, g.line, g.column));
    text += g.line.size() + g.hand_id.size();
  }
  check_unpacks(packed, at, given);
  // Backwards: each record's key line read anew.
  for (std::size_t i = given.size(); i-- > 0;) CHECK(packed.unpack(at[i]).line == given[i].line);
  CHECK(packed.size() * 3 < text);  // 41 bytes a hand for 144
}

TEST_CASE("PackedHeaders: odd headers: empty, an empty id, lines of other lengths, a line longer than a block") {
  std::vector<Given> given = {{"", "", 0},
                              {"", "Game #1", 1},
                              {"1", "Game #1", 1},
                              {"2", "Game #2", 1},
                              {"12", "Game #12", 7},
                              {"13", "Game #12", 7},  // the id not in the line
                              {"x", std::string(200'000, 'a'), 1},
                              {"y", std::string(200'000, 'a') + "b", 1},
                              {"z", "b" + std::string(199'999, 'a') + "c", 1},
                              {"\x80\xff", "\x80\xff\x01", 4'000'000'000u}};
  PackedHeaders packed;
  std::vector<std::uint64_t> at;
  for (const Given& g : given) at.push_back(packed.pack(g.hand_id, g.line, g.column));
  check_unpacks(packed, at, given);
}

TEST_CASE("PackedHeaders: records appended from another keep their headers, and packing goes on after them") {
  const std::vector<Given> first = tournament(700, 2);
  const std::vector<Given> second = tournament(900, 3);
  const std::vector<Given> third = tournament(300, 4);
  PackedHeaders ours;
  PackedHeaders theirs;
  std::vector<std::uint64_t> at;
  std::vector<Given> all;
  for (const Given& g : first) at.push_back(ours.pack(g.hand_id, g.line, g.column));
  std::vector<std::uint64_t> their_at;
  for (const Given& g : second) their_at.push_back(theirs.pack(g.hand_id, g.line, g.column));
  const std::uint64_t shift = ours.append(std::move(theirs));
  for (const std::uint64_t a : their_at) at.push_back(a + shift);
  for (const Given& g : third) at.push_back(ours.pack(g.hand_id, g.line, g.column));
  all = first;
  all.insert(all.end(), second.begin(), second.end());
  all.insert(all.end(), third.begin(), third.end());
  check_unpacks(ours, at, all);
}
