// Follow mode (`audit --follow`, handaudit::Auditor::follow): files read as
// a poker client or server appends to them, cut into whole hands as they
// complete. Pure bookkeeping over the file system; the Auditor audits what
// it gives.
//
// Each file is known by its device and inode, not its name, so that:
//   - a file renamed away (log rotation) is read on to its end under the
//     name it was first seen by, and a new file under the old name is new;
//   - a file that shrinks (truncated in place, copytruncate) is read again
//     from its start, as a new file of the same name;
//   - a file that disappears has what is left of it audited as it is.
// The files of a folder are looked for again at every poll: new ones are
// read from their start.
//
// The text of a file is given out as the batch reader cuts a file, so that a
// file followed is audited exactly as the same file read at once:
//   - all of it, when its last hand is whole: followed by a blank line
//     (rooms end each hand with blank lines) or the file still for kSettle,
//     and its reader does not call it cut short (`whole`: no truncated-hand);
//   - else up to the start of its last PokerStars-style hand (the hands
//     before it are whole: another starts after each);
//   - else nothing yet: another room's hands are read with their file's
//     opening lines, as the batch reader holds them (past
//     input::kMaxHeldBytes of such text, up to its last hand).
// What is left at the end (stop, rotation, truncation, deletion) is audited
// as it is, whole or not.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "audit/audit_summary.h"
#include "input/sha256.h"
#include "parser/decode.h"

namespace api {

// Decoded text of one file that continues it: whole hands, and the text
// between them. A file's first is empty: it counts the file when it is found.
struct FollowedText {
  std::string source;       // the file's name when first seen
  std::string text;         // UTF-8
  std::uint32_t first_line = 1;
  bool first = false;       // the first text of this file
};

class Follower {
 public:
  using Clock = std::chrono::steady_clock;
  // A file still this long ends its last hand, if that hand reads whole:
  // under a second, so that every room's hands are reported within one
  // (clients write a hand in one go; one cut short mid-hand mostly reads
  // as a truncated-hand and is waited for).
  static constexpr std::chrono::milliseconds kSettle{800};
  // At most this much of one file is read per poll, so that a large file
  // present at the start streams through in bounded memory.
  static constexpr std::size_t kReadPerPoll = std::size_t{8} << 20;

  // `paths`: files and folders (folders read recursively, hidden entries
  // skipped, as audit reads them). `whole(source, text)`: whether the text
  // of one hand of `source` reads as a whole hand.
  Follower(std::vector<std::string> paths, std::function<bool(std::string_view, std::string_view)> whole);

  // One look at every path: what was appended since, cut into whole hands.
  // With `last`, everything left, whole or not. `more` is set when a file
  // has more to read than one poll reads (poll again at once).
  std::vector<FollowedText> poll(bool last, bool& more);

  // Paths that cannot be read, each with its reason, once each until it
  // can be read again.
  std::vector<std::pair<std::string, std::string>> take_errors();

  // Each file followed (a file truncated and read again counts again), with
  // the bytes read and their SHA-256: the provenance.
  std::vector<audit::InputFile> digests() const;

 private:
  struct Id {
    std::uint64_t device = 0;
    std::uint64_t inode = 0;
    friend auto operator<=>(const Id&, const Id&) = default;
  };
  struct FileState {
    std::string source;
    std::uint64_t offset = 0;      // bytes read
    std::string raw;               // read, not yet cut at a line end
    std::optional<parser::Encoding> encoding;  // known once the first line is decoded
    std::string text;              // decoded, not yet given out
    std::uint32_t line = 1;        // file line of text[0]
    bool given = false;            // some text given out already
    Clock::time_point changed;     // when bytes last arrived
    input::Sha256 hash;
    bool seen = false;             // found at this poll
    bool behind = false;           // more was there than one poll reads
  };

  // Reads what was appended to `path` (at most kReadPerPoll) and decodes its
  // whole lines; with `last`, every byte left.
  void read_file(const std::string& path, FileState& file, bool last, bool& more);
  void decode(FileState& file, bool all);
  // Gives out the file's text up to its last whole hand (all of it, `last`).
  void cut(FileState& file, bool last, std::vector<FollowedText>& out);
  // What is left of a file no longer followed, and its digest.
  void finish_file(FileState& file, std::vector<FollowedText>& out);

  std::vector<std::string> paths_;
  std::function<bool(std::string_view, std::string_view)> whole_;
  std::map<Id, FileState> files_;
  std::string buffer_;  // what a read lands in
  std::vector<audit::InputFile> done_;  // digests of the files no longer followed
  std::map<std::string, std::string> errors_;  // path -> reason, reported
  std::vector<std::pair<std::string, std::string>> new_errors_;
};

}  // namespace api
