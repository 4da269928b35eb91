// The streaming of inputs into hands, shared by the commands (cli/) and the
// public Auditor (include/handaudit/auditor.h): a source is read in pieces
// (input/block_reader.h), each piece split into units (audit/hand_units.h),
// and the units handed to an ordered pool in chunks; a worker turns each
// chunk into a result, the pool's sink takes the results in input order.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "audit/audit_hand.h"
#include "audit/audit_summary.h"
#include "audit/hand_report.h"
#include "audit/hand_units.h"
#include "audit/outside_text.h"
#include "audit/rule_filter.h"
#include "input/archive_reader.h"
#include "input/block_reader.h"
#include "input/byte_source.h"
#include "input/inputs.h"
#include "input/read_again.h"
#include "input/ordered_pool.h"
#include "input/source_lines.h"
#include "input/text_block.h"

namespace api {

// Hands per pool task: large enough that queueing costs little against the
// audit, small enough that a file of a few hundred hands still spreads over
// the workers.
inline constexpr std::size_t kHandsPerTask = 32;

inline constexpr std::string_view kOutsideAnyHand = "text outside any hand";

// One piece of an input (input/block_reader.h), shared by the tasks of its
// hands and by the writer (which quotes its lines); its memory goes back to
// the recycler when its last hand has been written. Offsets of its units are
// relative to the piece. Neither copied nor moved: `lines` points into `text`.
struct LoadedFile {
  LoadedFile(std::string path_in, input::TextBlock block_in, std::uint32_t first_line,
             std::shared_ptr<input::BlockRecycler> recycler_in)
      : path(std::move(path_in)),
        block(std::move(block_in)),
        recycler(std::move(recycler_in)),
        text(block.view()),
        lines(text, first_line) {}
  LoadedFile(const LoadedFile&) = delete;
  LoadedFile& operator=(const LoadedFile&) = delete;
  ~LoadedFile() { recycler->give(std::move(block)); }

  std::string path;
  input::TextBlock block;
  std::shared_ptr<input::BlockRecycler> recycler;
  std::string_view text;
  input::SourceLines lines;
  // A piece with no text and one audit::UnitKind::kDamage unit: why the
  // input `path` is not read past the unit (libarchive's or zlib's words).
  std::string damage;
};

std::string_view unit_text(const LoadedFile& file, const audit::Unit& unit);
// Where `unit`, text outside any hand, stands in its file. All of it
// (kWholeFile) when it is in a piece that starts the file and is shorter
// than input::kMaxHeldBytes (text without a hand is held back up to that
// size, so a shorter piece of it is the file's end too), with nothing but
// blanks around it; its start (kFileStart) when nothing but blanks is
// before it in a piece that starts the file.
audit::OutsidePlace outside_place(const LoadedFile& file, const audit::Unit& unit);
// The finding of text outside any hand (audit/outside_text.h).
engine::Finding outside_text_finding(const LoadedFile& file, const audit::Unit& unit);
// The header's hand number of another site's hand.
std::string_view site_hand_id(const LoadedFile& file, const audit::Unit& unit);
// The id of a PHH hand without a `hand` field: the file stem, "#N" for the
// N-th table of a .phhs.
std::string phh_hand_name(std::string_view path, const audit::Unit& unit);


// The Item of `unit`, or of its parts: `process(file, unit, read)` gives an
// Item and sets `read` to whether the unit was read; a PokerStars hand that
// was not may hold another site's hands after it (split_foreign_tail), which
// are then processed apart, the PokerStars part again without them. An Item
// is moved once, into `out` (a HandReport's move is some 500 instructions).
template <typename Item, typename Process>
void process_unit(const LoadedFile& file, const audit::Unit& unit, std::vector<Item>& out, const Process& process) {
  bool read = true;
  out.push_back(process(file, unit, read));
  if (read || unit.kind != audit::UnitKind::kPokerStars) return;
  if (const std::vector<audit::Unit> parts = audit::split_foreign_tail(file.text, unit); !parts.empty()) {
    out.pop_back();
    for (const audit::Unit& part : parts) out.push_back(process(file, part, read));
  }
}

// The Items of consecutive units of one file, in order.
template <typename Item, typename Process>
std::vector<Item> process_chunk(const LoadedFile& file, const std::vector<audit::Unit>& chunk, const Process& process) {
  std::vector<Item> items;
  items.reserve(chunk.size());
  for (const audit::Unit& unit : chunk) process_unit(file, unit, items, process);
  return items;
}

// The workspaces of a run's chunks of hands (audit::HandWorkspace,
// convert::ConvertWorkspace), one per thread that works: a chunk takes its
// thread's, works its hands with it and gives it back, so that its lists
// stay warm and are grown and freed by the thread that made them. (Handed
// from thread to thread instead, -j2 ran about 10 % slower: memory freed
// into another thread's heap.) Owned by the run, not hidden in the threads:
// two runs share nothing. The lock is taken twice a chunk.
template <typename Workspace>
class PerThread {
 public:
  std::unique_ptr<Workspace> take() {
    const std::thread::id me = std::this_thread::get_id();
    const std::lock_guard<std::mutex> lock(mutex_);
    for (Slot& slot : slots_)
      if (slot.thread == me && slot.workspace) return std::move(slot.workspace);
    return std::make_unique<Workspace>();
  }
  void give(std::unique_ptr<Workspace> workspace) {
    const std::thread::id me = std::this_thread::get_id();
    const std::lock_guard<std::mutex> lock(mutex_);
    for (Slot& slot : slots_) {
      if (slot.thread != me) continue;
      slot.workspace = std::move(workspace);
      return;
    }
    slots_.push_back({me, std::move(workspace)});
  }

 private:
  struct Slot {
    std::thread::id thread;
    std::unique_ptr<Workspace> workspace;  // null while its thread uses it
  };
  std::mutex mutex_;
  std::vector<Slot> slots_;  // a few: one per thread that has worked
};

using WorkspacePool = PerThread<audit::HandWorkspace>;

// The reports of a chunk's units, in order, audited with a workspace of
// `workspaces` and filtered by `filter`: a hand of any format, or text
// outside any hand; a PokerStars hand the parser gave up on is searched for
// other sites' hands after it (process_unit).
std::vector<audit::HandReport> audit_chunk_reports(const LoadedFile& file, const std::vector<audit::Unit>& chunk,
                                                   const audit::AuditSettings& settings, const audit::RuleFilter& filter,
                                                   WorkspacePool& workspaces);

// The units of `file` to `pool`, in chunks of kHandsPerTask, each turned
// into a Result by `run_chunk(file, chunk)` on a worker.
template <typename Result, typename RunChunk>
void submit_units(const std::shared_ptr<const LoadedFile>& file, const std::vector<audit::Unit>& units,
                  input::OrderedPool<Result>& pool, RunChunk run_chunk) {
  for (std::size_t first = 0; first < units.size(); first += kHandsPerTask) {
    const std::size_t last = std::min(units.size(), first + kHandsPerTask);
    std::vector<audit::Unit> chunk(units.begin() + static_cast<std::ptrdiff_t>(first),
                                   units.begin() + static_cast<std::ptrdiff_t>(last));
    pool.submit([file, chunk = std::move(chunk), run_chunk] { return run_chunk(file, chunk); });
  }
}

// Where `text`, starting at file line `first_line`, ends: just after its
// last character (line and 1-based byte column), or the start of the line
// after a final line end.
engine::SourcePos end_of_text(std::string_view text, std::uint32_t first_line);

// Reads `source` (named `path` in the reports) to its end in pieces and
// submits its units to `pool` in chunks of kHandsPerTask, each turned into a
// Result by `run_chunk(file, chunk)` on a worker. `keep_reading()` is asked
// after each piece (false: stop, the output has failed). Returns the read
// error, if any; the pieces before it have been submitted. `last`, if
// given, holds the last piece of text read (null: none), for end_of_text
// where damage cuts the source: only then is its end counted.
template <typename Result, typename RunChunk>
std::optional<std::string> submit_source(input::ByteSource& source, const std::string& path,
                                         const std::shared_ptr<input::BlockRecycler>& recycler,
                                         input::OrderedPool<Result>& pool, const std::function<bool()>& keep_reading,
                                         RunChunk run_chunk, std::shared_ptr<const LoadedFile>* last = nullptr) {
  if (last != nullptr) last->reset();
  return input::read_pieces(source, *recycler, [&](input::TextPiece&& piece) {
    auto file = std::make_shared<const LoadedFile>(path, std::move(piece.text), piece.first_line, recycler);
    if (last != nullptr && !file->text.empty()) *last = file;
    submit_units(file, audit::split_units(file->text, piece.split, piece.base, path, piece.first_line), pool,
                 run_chunk);
    return keep_reading();
  });
}

// The report object of damage in an input (audit::UnitKind::kDamage): a
// piece of no text, named `name`, whose one unit is at `pos`.
template <typename Result, typename RunChunk>
void submit_damage(const std::string& name, const std::string& reason, engine::SourcePos pos,
                   const std::shared_ptr<input::BlockRecycler>& recycler, input::OrderedPool<Result>& pool,
                   RunChunk run_chunk) {
  auto file = std::make_shared<LoadedFile>(name, input::TextBlock(), pos.line, recycler);
  file->damage = reason;
  audit::Unit unit;
  unit.line = pos.line;
  unit.column = pos.column;
  unit.kind = audit::UnitKind::kDamage;
  submit_units(std::shared_ptr<const LoadedFile>(std::move(file)), {unit}, pool, run_chunk);
}

// Why an input, an archive or a member could not be read (or not to its
// end): its name and the reason.
using UnreadableReport = std::function<void(const std::string& name, const std::string& reason)>;

// `source`, named `name`, as the files it holds (input/archive_reader.h: a
// plain file is itself, an archive its members), each submitted with
// submit_source and counted in `files`. Returns false when some of it could
// not be read; each such part has gone to `unreadable`, and is a report
// object of its own after the hands read before it (submit_damage): at the
// end of the text of the member (or compressed file) it names, or, when it
// names an archive, at no line.
template <typename Result, typename RunChunk>
bool submit_members(input::ByteSource& source, const std::string& name,
                    const std::shared_ptr<input::BlockRecycler>& recycler, input::OrderedPool<Result>& pool,
                    const std::function<bool()>& keep_reading, RunChunk run_chunk, std::uint64_t& files,
                    const UnreadableReport& unreadable) {
  bool all_read = true;
  // The last file read and its last piece of text (kept until the next
  // piece: one block): damage is reported just after the member it cuts.
  std::string last_member;
  std::shared_ptr<const LoadedFile> last_piece;
  input::MemberCallbacks callbacks;
  callbacks.member = [&](const std::string& member, input::ByteSource& bytes) {
    ++files;
    last_member = member;
    // A read error is the source's: read_members reports it.
    (void)submit_source(bytes, member, recycler, pool, keep_reading, run_chunk, &last_piece);
    return keep_reading();
  };
  callbacks.unreadable = [&](const std::string& what, const std::string& reason) {
    all_read = false;
    unreadable(what, reason);
    if (!keep_reading()) return;
    engine::SourcePos at;  // an archive's own damage: no line
    if (what == last_member)
      at = last_piece == nullptr ? engine::SourcePos{1, 1}
                                 : end_of_text(last_piece->text, last_piece->lines.first_line());
    submit_damage(what, reason, at, recycler, pool, run_chunk);
  };
  input::read_members(source, name, callbacks);
  return all_read;
}

// One input as input::expand_inputs names it, opened and submitted with
// submit_members. Returns false when some of it could not be read (the
// entry's own error, the open's, a read's, an archive's damage).
// With `digests`, the entry's size and SHA-256 go there once it has been
// read to its end. With `copy`, an input that cannot seek (a pipe) is
// copied there as it is read, to be read again.
template <typename Result, typename RunChunk>
bool submit_entry(const input::InputEntry& entry, const std::shared_ptr<input::BlockRecycler>& recycler,
                  input::OrderedPool<Result>& pool, const std::function<bool()>& keep_reading, RunChunk run_chunk,
                  std::uint64_t& files, const UnreadableReport& unreadable,
                  std::vector<audit::InputFile>* digests, input::Spool* copy = nullptr) {
  if (entry.failed()) {
    unreadable(entry.path, entry.error);
    return false;
  }
  input::InputStream stream;
  stream.set_hashing(digests != nullptr);
  if (std::optional<std::string> error = stream.open(entry.path)) {
    unreadable(entry.path, *error);
    return false;
  }
  std::optional<input::SpoolingSource> copying;
  if (copy != nullptr && !stream.can_seek()) copying.emplace(stream, *copy);
  input::ByteSource& source = copying ? static_cast<input::ByteSource&>(*copying) : stream;
  const bool all_read = submit_members(source, entry.path, recycler, pool, keep_reading, run_chunk, files, unreadable);
  if (digests != nullptr && keep_reading())
    if (const std::optional<input::FileDigest> digest = stream.whole_digest())
      digests->push_back({entry.path, digest->bytes, digest->sha256});
  return all_read;
}

// The sources of a run as the public classes take them
// (include/handaudit/): bytes fed in pieces and then named, or paths. Shared
// by the Auditor and the Converter; `Result` is what a worker makes of a
// chunk of hands, in `pool`. Once `keep_reading()` is false (the output
// has failed) nothing more is read: nothing more could be written.
template <typename Result>
class Intake {
 public:
  using RunChunk =
      std::function<Result(const std::shared_ptr<const LoadedFile>&, const std::vector<audit::Unit>&)>;
  using UnreadableSink = std::function<void(std::string_view path, std::string_view reason)>;

  // `digest_inputs`: keep each input's size and SHA-256 (digests()).
  Intake(input::OrderedPool<Result>& pool, std::function<bool()> keep_reading, RunChunk run_chunk,
         bool digest_inputs = false)
      : pool_(pool), keep_reading_(std::move(keep_reading)), run_chunk_(std::move(run_chunk)),
        digest_inputs_(digest_inputs) {}

  void on_unreadable(UnreadableSink sink) { unreadable_sink_ = std::move(sink); }

  void feed(std::string_view bytes) { fed_.append(bytes); }

  // Submits the bytes fed since the last source, named `name`: an archive
  // or compressed stream, its members.
  void end_source(std::string_view name) {
    if (keep_reading_()) {
      if (digest_inputs_) digests_.push_back({std::string(name), fed_.size(), input::sha256_hex(fed_)});
      input::MemoryBytes bytes(fed_, /*sized=*/true);
      (void)submit_members(bytes, std::string(name), recycler_, pool_, keep_reading_, run_chunk_, sources_,
                           report_unreadable());
    } else {
      ++sources_;
    }
    std::string().swap(fed_);
  }

  // Decoded text that continues the source `name` at line `first_line`,
  // whole hands (follow mode: api/follow.h); `first`: the source's first
  // text, which counts it.
  void submit_text(const std::string& name, std::string_view text, std::uint32_t first_line, bool first) {
    if (!keep_reading_()) return;
    if (first) ++sources_;
    if (text.empty()) return;
    input::TextBlock block = recycler_->take(text.size());
    block.append(text);
    auto file = std::make_shared<const LoadedFile>(name, std::move(block), first_line, recycler_);
    const parser::SplitResult split = parser::split_pokerstars_chunk(file->text, {0, first_line, 1}, /*final=*/true);
    submit_units(file, audit::split_units(file->text, split, 0, name, first_line), pool_, run_chunk_);
  }

  // An input that cannot be read, as the others are reported.
  void unreadable(const std::string& name, const std::string& reason) { report_unreadable()(name, reason); }

  // Digests of inputs read elsewhere (the files followed), for the provenance.
  void add_digests(std::vector<audit::InputFile> digests) {
    digests_.insert(digests_.end(), std::make_move_iterator(digests.begin()), std::make_move_iterator(digests.end()));
  }

  // A file, a folder or "-" (input::expand_inputs); false when some of it
  // could not be read.
  bool submit_path(const std::string& path) {
    bool all_read = true;
    for (const input::InputEntry& entry : input::expand_inputs({path})) {
      if (!keep_reading_()) break;
      input::Spool* copy = keep_stdin_ && entry.path == input::kStdinPath ? &stdin_copy_ : nullptr;
      all_read &= submit_entry(entry, recycler_, pool_, keep_reading_, run_chunk_, sources_, report_unreadable(),
                               digest_inputs_ ? &digests_ : nullptr, copy);
    }
    return all_read;
  }

  // `source` (an input read again) submitted as the input named `name`:
  // its members, as submit_path reads them.
  bool submit_source_as(input::ByteSource& source, const std::string& name) {
    if (!keep_reading_()) return true;
    return submit_members(source, name, recycler_, pool_, keep_reading_, run_chunk_, sources_, report_unreadable());
  }

  // Keeps standard input so that stdin_again() can give it: a pipe is
  // copied to a temporary file as it is read (input::Spool).
  void keep_stdin() { keep_stdin_ = true; }
  // Standard input again from its start, as keep_stdin() kept it: the copy,
  // or a regular file (`< file`) rewound. nullptr when it cannot be had
  // (not kept, the copy failed, a terminal).
  std::unique_ptr<input::ByteSource> stdin_again() const {
    if (!keep_stdin_) return nullptr;
    if (stdin_copy_.taken()) return stdin_copy_.reader();
    auto stream = std::make_unique<input::InputStream>();
    if (stream->open(input::kStdinPath) || !stream->can_seek() || stream->seek(0, SEEK_SET) != 0) return nullptr;
    return stream;
  }

  std::uint64_t sources() const { return sources_; }
  // Each input read to its end, in order, with its size and SHA-256 (only
  // when made with digest_inputs).
  std::vector<audit::InputFile> take_digests() { return std::move(digests_); }
  // "path: reason" of each input that could not be read.
  std::vector<std::string> take_unreadable() { return std::move(unreadable_); }

 private:
  UnreadableReport report_unreadable() {
    return [this](const std::string& name, const std::string& reason) {
      if (unreadable_sink_) unreadable_sink_(name, reason);
      std::string line = name;
      line += ": ";
      line += reason;
      unreadable_.push_back(std::move(line));
    };
  }

  input::OrderedPool<Result>& pool_;
  std::function<bool()> keep_reading_;
  RunChunk run_chunk_;
  UnreadableSink unreadable_sink_;
  // Shared with every piece, whose memory it takes back: it outlives the
  // last piece whichever thread drops it.
  std::shared_ptr<input::BlockRecycler> recycler_ = std::make_shared<input::BlockRecycler>();
  std::string fed_;  // the bytes of the source being fed
  bool digest_inputs_;
  std::vector<audit::InputFile> digests_;
  std::uint64_t sources_ = 0;
  std::vector<std::string> unreadable_;
  bool keep_stdin_ = false;
  input::Spool stdin_copy_;  // standard input from a pipe, with keep_stdin()
};

}  // namespace api
