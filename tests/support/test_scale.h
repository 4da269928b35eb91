// How much of the corpus and of the random play-outs the heaviest tests take
// in this build.
//
// The sanitizer builds (scripts/sanitize, scripts/tsan) run every test case,
// but instrumented code runs 5 to 20 times slower than the Release build:
// there, a test that walks the whole corpus or plays out tens of thousands
// of random deals takes one item in kSanitizedStride (every file still
// present: its first hand is always taken), and checks the corpus-wide
// totals only when it has seen everything. The Release run of .ci/run and
// of the README takes everything. HANDAUDIT_TEST_STRIDE (environment) sets
// the stride in any build: 1 takes everything.
#pragma once

#include <cstddef>
#include <cstdlib>
#include <string>

namespace test_scale {

#if defined(HANDAUDIT_TEST_SANITIZED)
inline constexpr std::size_t kBuildStride = 8;
#else
inline constexpr std::size_t kBuildStride = 1;
#endif

// One item in stride() is taken (>= 1).
inline std::size_t stride() {
  if (const char* env = std::getenv("HANDAUDIT_TEST_STRIDE"); env != nullptr && *env != '\0') {
    const long n = std::strtol(env, nullptr, 10);
    return n >= 1 ? static_cast<std::size_t>(n) : 1;
  }
  return kBuildStride;
}

// Whether this run takes everything, so that corpus-wide totals can be checked.
inline bool whole() { return stride() == 1; }

// Whether the item at `index` (0-based, in a fixed order) is taken: the
// first always is.
inline bool take(std::size_t index) { return index % stride() == 0; }

// `n` random deals or rounds, scaled down by the stride (at least one).
inline int deals(int n) {
  const int scaled = n / static_cast<int>(stride());
  return scaled > 0 ? scaled : 1;
}

}  // namespace test_scale
