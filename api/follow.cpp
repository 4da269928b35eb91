#include "api/follow.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "audit/hand_units.h"
#include "input/block_reader.h"
#include "input/inputs.h"
#include "parser/pokerstars_split.h"

namespace api {

namespace {

// Line ends in `text`: "\r\n", a lone '\r' or '\n', as the splitter counts lines.
std::uint32_t line_ends(std::string_view text) {
  std::uint32_t n = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++n;
    } else if (text[i] == '\r') {
      ++n;
      if (i + 1 < text.size() && text[i + 1] == '\n') ++i;
    }
  }
  return n;
}

// The encoding a file's first bytes announce, for cutting at line ends
// before the first line is decoded (UTF-8 and cp1252 cut alike).
parser::Encoding announced(std::string_view raw) {
  if (raw.starts_with("\xFF\xFE")) return parser::Encoding::kUtf16Le;
  if (raw.starts_with("\xFE\xFF")) return parser::Encoding::kUtf16Be;
  return parser::Encoding::kUtf8;
}

}  // namespace

Follower::Follower(std::vector<std::string> paths, std::function<bool(std::string_view, std::string_view)> whole)
    : paths_(std::move(paths)), whole_(std::move(whole)) {}

std::vector<FollowedText> Follower::poll(bool last, bool& more) {
  more = false;
  std::vector<FollowedText> out;
  for (auto& [id, file] : files_) file.seen = false;
  std::vector<FileState*> order;  // the files found, in the order the paths name them
  for (const input::InputEntry& entry : input::expand_inputs(paths_)) {
    const auto error = [&](const std::string& reason) {
      if (errors_[entry.path] == reason) return;
      errors_[entry.path] = reason;
      new_errors_.emplace_back(entry.path, reason);
    };
    if (entry.failed()) {
      error(entry.error);
      continue;
    }
    struct stat st {};
    if (::stat(entry.path.c_str(), &st) != 0) {
      error(std::strerror(errno));
      continue;
    }
    if (!S_ISREG(st.st_mode)) {
      error("not a regular file: it cannot be followed");
      continue;
    }
    errors_.erase(entry.path);
    const Id id{static_cast<std::uint64_t>(st.st_dev), static_cast<std::uint64_t>(st.st_ino)};
    auto it = files_.find(id);
    if (it != files_.end() && static_cast<std::uint64_t>(st.st_size) < it->second.offset) {
      // Truncated in place: what was read is done; the file starts again.
      finish_file(it->second, out);
      files_.erase(it);
      it = files_.end();
    }
    if (it == files_.end()) {
      it = files_.emplace(id, FileState{}).first;
      it->second.source = entry.path;
      it->second.changed = Clock::now();
      // Counted as a source when first seen, as the batch reader counts an
      // empty file.
      out.push_back({entry.path, {}, 1, true});
      it->second.given = true;
    }
    FileState& file = it->second;
    if (file.seen) continue;  // named twice (a file and its folder)
    file.seen = true;
    order.push_back(&file);
    if (static_cast<std::uint64_t>(st.st_size) > file.offset || last) read_file(entry.path, file, last, more);
  }
  for (FileState* file : order) cut(*file, last && !file->behind, out);
  // Gone (deleted, or renamed out of the paths followed): what is left of it, as it is.
  for (auto it = files_.begin(); it != files_.end();) {
    if (it->second.seen) {
      ++it;
      continue;
    }
    finish_file(it->second, out);
    it = files_.erase(it);
  }
  return out;
}

void Follower::read_file(const std::string& path, FileState& file, bool last, bool& more) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return;  // gone since the stat: the next poll says so
  // One buffer for every file, made the first time it is needed.
  if (buffer_.empty()) buffer_.resize(kReadPerPoll);
  ssize_t n = 0;
  do {
    n = ::pread(fd, buffer_.data(), buffer_.size(), static_cast<off_t>(file.offset));
  } while (n < 0 && errno == EINTR);
  ::close(fd);
  if (n > 0) {
    const std::string_view bytes(buffer_.data(), static_cast<std::size_t>(n));
    file.raw.append(bytes);
    file.hash.update(bytes);
    file.offset += static_cast<std::uint64_t>(n);
    file.changed = Clock::now();
  }
  file.behind = n > 0 && static_cast<std::size_t>(n) == buffer_.size();
  more |= file.behind;
  decode(file, last && !file.behind);
}

void Follower::decode(FileState& file, bool all) {
  const parser::Encoding encoding = file.encoding.value_or(announced(file.raw));
  const std::size_t end = all ? file.raw.size() : parser::block_cut(file.raw, encoding);
  if (end == 0) return;
  const std::string_view lines(file.raw.data(), end);
  parser::DecodedText decoded = file.encoding ? parser::decode_block(lines, *file.encoding) : parser::decode(lines);
  if (!file.encoding) file.encoding = decoded.encoding;
  file.text += decoded.text;
  file.raw.erase(0, end);
}

void Follower::cut(FileState& file, bool last, std::vector<FollowedText>& out) {
  const bool settled = Clock::now() - file.changed >= kSettle;
  // A still file's last line is whole without its line end (many files
  // have none after their last line).
  if (settled && !file.behind && !file.raw.empty()) decode(file, /*all=*/true);
  if (file.text.empty()) return;
  const std::string_view text = file.text;
  std::size_t given = text.size();
  std::uint32_t next_line = 0;  // 0: counted from the text given
  if (!last) {
    const parser::SplitResult split = parser::split_pokerstars_chunk(text, {0, file.line, 1}, /*final=*/true);
    const std::vector<audit::Unit> units = audit::split_units(text, split, 0, file.source, file.line);
    if (units.empty()) return;  // blank lines only: kept for the hand after them
    // All of it when its last hand is whole; else, as the batch reader cuts
    // a file, up to the start of its last PokerStars-style hand; else nothing
    // yet (another room's hands are known by their whole file, as read at once).
    const audit::Unit& unit = units.back();
    // Not while a line is half written.
    bool whole = settled && file.raw.empty();
    if (unit.kind != audit::UnitKind::kOutside && unit.kind != audit::UnitKind::kSummary && file.raw.empty()) {
      // A PokerStars-style hand holds no blank line: one after its last
      // line ends it. Other rooms' hands may hold some: the file must be still.
      const bool blank_after =
          unit.kind == audit::UnitKind::kPokerStars && line_ends(text.substr(unit.offset + unit.length)) >= 2;
      whole = (blank_after || settled) && whole_(file.source, text.substr(unit.offset, unit.length));
    }
    if (!whole) {
      const parser::SplitResult held = parser::split_pokerstars_chunk(text, {0, file.line, 1}, /*final=*/false);
      if (!held.hands.empty() && held.consumed > 0) {
        given = held.consumed;
        next_line = held.next.line;
      } else if (text.size() > input::kMaxHeldBytes && unit.offset > 0) {
        // Memory stays bounded when a file of another room never rests.
        given = unit.offset;
        next_line = unit.line;
      } else {
        return;
      }
    }
  }
  out.push_back({file.source, std::string(text.substr(0, given)), file.line, !file.given});
  file.given = true;
  file.line = next_line != 0 ? next_line : file.line + line_ends(text.substr(0, given));
  file.text.erase(0, given);
}

void Follower::finish_file(FileState& file, std::vector<FollowedText>& out) {
  decode(file, /*all=*/true);
  cut(file, /*last=*/true, out);
  input::Sha256 hash = file.hash;
  done_.push_back({file.source, file.offset, hash.hex()});
}

std::vector<std::pair<std::string, std::string>> Follower::take_errors() { return std::move(new_errors_); }

std::vector<audit::InputFile> Follower::digests() const {
  std::vector<audit::InputFile> all = done_;
  for (const auto& [id, file] : files_) {
    input::Sha256 hash = file.hash;
    all.push_back({file.source, file.offset, hash.hex()});
  }
  return all;
}

}  // namespace api
