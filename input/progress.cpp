#include "input/progress.h"

#include <fmt/format.h>
#include <unistd.h>

#include <utility>

namespace input {

namespace {

// The clock is read once per this many reports: at 200k hands/s that is
// still thousands of reads a second, far more than 4 redraws need.
constexpr std::uint32_t kReportsPerClockRead = 16;

// Return to the start of the line; erase to its end.
constexpr std::string_view kReturn = "\r";
constexpr std::string_view kEraseToEnd = "\x1b[K";

bool is_terminal(std::FILE* file) { return file != nullptr && ::isatty(::fileno(file)) == 1; }

}  // namespace

bool Progress::wanted(std::FILE* err, std::FILE* out, bool quiet) {
  // A report on any terminal is taken to be on the one the line is drawn
  // on: a person watches both.
  return !quiet && is_terminal(err) && !is_terminal(out);
}

Progress::Progress(std::FILE* err, bool enabled, Now now)
    : err_(err), enabled_(enabled), now_(std::move(now)) {
  if (enabled_) started_ = now_();
}

void Progress::report(std::string_view source, std::uint32_t line, std::uint32_t column,
                      std::uint64_t hands) {
  if (!enabled_) return;
  const bool same_file =
      any_ && source == source_ && (line > line_ || (line == line_ && column > column_));
  if (!same_file) {
    ++files_;
    source_.assign(source);
  }
  any_ = true;
  line_ = line;
  column_ = column;
  hands_ += hands;

  if (++unchecked_ < kReportsPerClockRead) return;
  unchecked_ = 0;
  const Clock::time_point now = now_();
  if (now - started_ < kDelay) return;
  if (drawn_ && now - drawn_at_ < kInterval) return;
  draw(now);
}

std::string Progress::text(Clock::time_point now) const {
  const double seconds = std::chrono::duration<double>(now - started_).count();
  const auto rate =
      seconds > 0 ? static_cast<std::uint64_t>(static_cast<double>(hands_) / seconds) : 0;
  // The current file is not done until a later one starts (or the run ends).
  const std::uint64_t files_done = files_ > 0 ? files_ - 1 : 0;
  return fmt::format("handaudit: {} file{} and {} hand{} done, {} hands/s", files_done,
                     files_done == 1 ? "" : "s", hands_, hands_ == 1 ? "" : "s", rate);
}

void Progress::draw(Clock::time_point now) {
  const std::string line = text(now);
  fmt::print(err_, "{}{}{}", kReturn, line, kEraseToEnd);
  std::fflush(err_);
  drawn_ = true;
  drawn_at_ = now;
}

void Progress::finish() {
  if (!enabled_) return;
  enabled_ = false;
  if (!drawn_) return;
  fmt::print(err_, "{}{}", kReturn, kEraseToEnd);
  std::fflush(err_);
  drawn_ = false;
}

}  // namespace input
