// Progress: the line on standard error that tells someone watching a long
// audit that it is moving,
//
//   handaudit: 3 files and 120000 hands done, 95000 hands/s
//
// Only for people: it shows only when standard error is a terminal, the run
// is not quiet, and the report does not go to that terminal too (report
// lines and a line rewritten in place would garble each other). It appears
// once the run has lasted kDelay, is redrawn at most every kInterval (4 times
// a second), and is erased when the run ends, before the summary is printed.
#pragma once

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <string>
#include <string_view>

namespace input {

class Progress {
 public:
  using Clock = std::chrono::steady_clock;
  using Now = std::function<Clock::time_point()>;

  static constexpr std::chrono::milliseconds kDelay{1000};
  static constexpr std::chrono::milliseconds kInterval{250};

  // Whether a progress line belongs on `err`: a terminal, not --quiet, and
  // not the terminal the report itself (`out`) goes to.
  static bool wanted(std::FILE* err, std::FILE* out, bool quiet);

  // `enabled` false makes every call a no-op (the caller asks wanted()).
  // `now` is the clock; tests pass their own.
  Progress(std::FILE* err, bool enabled, Now now = Clock::now);
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;
  ~Progress() { finish(); }

  // After reports are written: `source` and the position of the last one
  // (a position at or before the previous one in the same source starts a
  // new file, as when one path is given twice); `hands` of them were hands
  // (not text outside any hand). Redraws the line when it is due.
  void report(std::string_view source, std::uint32_t line, std::uint32_t column, std::uint64_t hands);

  // Erases the line if one was drawn. Idempotent.
  void finish();

  // The text of the line (no line control), for tests.
  std::string text(Clock::time_point now) const;

 private:
  void draw(Clock::time_point now);

  std::FILE* err_;
  bool enabled_;
  Now now_;
  Clock::time_point started_;
  Clock::time_point drawn_at_{};
  bool drawn_ = false;

  std::string source_;
  std::uint32_t line_ = 0;
  std::uint32_t column_ = 0;
  bool any_ = false;
  std::uint64_t files_ = 0;  // files started, the current one included
  std::uint64_t hands_ = 0;
  std::uint32_t unchecked_ = 0;  // reports since the clock was last read
};

}  // namespace input
