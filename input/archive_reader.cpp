#include "input/archive_reader.h"

#include <archive.h>
#include <archive_entry.h>
#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <optional>
#include <string_view>
#include <vector>

#include "input/gzip_source.h"
#include "input/head_source.h"
#include "input/member_name.h"
#include "input/packing.h"

namespace input {

namespace {

// Compressed bytes handed to libarchive per read: large enough that the
// callback costs nothing against the inflating, small enough that the
// bytes read ahead of what is inflated barely lower a member's measured
// ratio (a deflate bomb packs 1,028 to 1, just above kBombRatio: with
// 32 KiB read ahead its measured ratio passes 1000 after 1.2 GB).
constexpr std::size_t kArchiveReadBytes = std::size_t{32} << 10;
// Damaged headers in a row after which an archive is given up. libarchive
// looks for a tar's next header block by block (512 bytes) past a damaged
// one: 65,536 blocks are 32 MiB of a member's data, not endless junk.
constexpr int kMaxDamagedHeaders = 1 << 16;

std::string mebibytes(std::uint64_t bytes) { return fmt::format("{} MiB", bytes >> 20); }

// More than `limits.bomb_bytes` out, and more than `bomb_ratio` times `in`.
bool is_bomb(const ArchiveLimits& limits, std::uint64_t out, std::uint64_t in) {
  return out > limits.bomb_bytes && (in == 0 || out / in > limits.bomb_ratio);
}

// One input's walk through its archives and compressed streams.
class Walk {
 public:
  Walk(const MemberCallbacks& callbacks_in, const ArchiveLimits& limits_in)
      : callbacks(callbacks_in), limits(limits_in) {}

  // The outermost layer, whose compressed bytes (`raw`, as it counts them)
  // the whole input's expansion is measured against; later calls are for
  // inner layers and change nothing.
  void outermost(const std::uint64_t& raw, const std::string& name) {
    if (top_raw_ != nullptr) return;
    top_raw_ = &raw;
    top_name_ = name;
  }

  // The reason to stop a member of `container` (or a compressed stream:
  // "") that has given `out` bytes from `in` compressed ones, if it is a
  // bomb.
  std::optional<std::string> count(std::uint64_t out, std::uint64_t in, const std::string& container) const {
    if (!is_bomb(limits, out, in)) return std::nullopt;
    std::string reason = fmt::format("stopped after {}: it expands more than {} times over (a decompression bomb?)",
                                     mebibytes(out), limits.bomb_ratio);
    if (!container.empty()) reason += fmt::format("; nothing after it in {} is read", container);
    return reason;
  }
  // Counts `added` bytes of text given to a member callback; the reason to
  // stop, if the whole input is a bomb (then nothing more is read).
  std::optional<std::string> count_text(std::size_t added) {
    text_ += added;
    if (top_raw_ == nullptr || !is_bomb(limits, text_, *top_raw_)) return std::nullopt;
    stopped = true;
    return fmt::format("stopped after {}: {} expands more than {} times over (a decompression bomb?); "
                       "nothing after it is read",
                       mebibytes(text_), top_name_, limits.bomb_ratio);
  }

  const MemberCallbacks& callbacks;
  const ArchiveLimits& limits;
  bool stopped = false;        // stop everything: the output failed, or a bomb
  bool output_failed = false;  // a member callback asked to stop

 private:
  const std::uint64_t* top_raw_ = nullptr;
  std::string top_name_;
  std::uint64_t text_ = 0;  // bytes of text given to the member callbacks
};

// The text of a file in a packed input, counted against the whole input's
// size (Walk::count_text): a short read at a bomb, the reason in error().
class TextSource final : public ByteSource {
 public:
  TextSource(ByteSource& source, Walk& walk) : source_(source), walk_(walk) {}

  std::optional<std::size_t> read(char* buf, std::size_t size) override {
    if (stop_) return 0;
    const std::optional<std::size_t> n = source_.read(buf, size);
    if (!n) return n;
    stop_ = walk_.count_text(*n);
    return stop_ ? 0 : *n;  // the piece that passed the limit is not given
  }
  std::optional<std::size_t> remaining() const override { return stop_ ? std::nullopt : source_.remaining(); }
  std::optional<std::string> error() const override { return stop_ ? stop_ : source_.error(); }
  const std::optional<std::string>& stop() const { return stop_; }

 private:
  ByteSource& source_;
  Walk& walk_;
  std::optional<std::string> stop_;
};

// Reads `source` as the files it holds (read_members); `depth`: archives
// around it; `in_stream`: it is what a compressed stream holds.
void read_source(ByteSource& source, const std::string& name, int depth, Walk& walk, bool in_stream = false);
// The same, its first bytes read ahead already.
void read_head(HeadSource& head, const std::string& name, int depth, Walk& walk, bool in_stream);

// One archive (or compressed stream) open in libarchive, read member by
// member.
class ArchiveReader {
 public:
  ArchiveReader(ByteSource& source, std::string name, Packing packing, int depth, Walk& walk)
      : source_(source),
        name_(std::move(name)),
        packing_(packing),
        depth_(depth),
        walk_(walk),
        buffer_(kArchiveReadBytes) {
    walk_.outermost(raw_, name_);
  }
  ArchiveReader(const ArchiveReader&) = delete;
  ArchiveReader& operator=(const ArchiveReader&) = delete;
  ~ArchiveReader() {
    if (archive_ != nullptr) archive_read_free(archive_);
  }

  // Reads every member, until the end, a fatal error or a stop.
  void run();

  archive* handle() { return archive_; }
  // The reason to stop a member that has given `member_out` bytes since
  // `raw_at_start` compressed bytes had been read, if it is a bomb.
  std::optional<std::string> count_out(std::uint64_t member_out, std::uint64_t raw_at_start) const;
  std::uint64_t raw() const { return raw_; }

 private:
  static la_ssize_t on_read(archive* a, void* client, const void** buffer);
  static la_int64_t on_seek(archive* a, void* client, la_int64_t offset, int whence);
  // After a member: go on, stop, or open the archive again past the
  // member (a zip in a file, whose damaged member libarchive cannot read
  // past, but whose next member's place its central directory tells).
  enum class Next : std::uint8_t { kGoOn, kStopArchive, kReopen };
  // Opens the archive, `again` from the start of its source.
  bool open(bool again);
  // Reads the first `entries` headers (their members already read).
  bool pass_over(std::uint64_t entries);
  // Reads members until the end, a stop or a reopen; counts the headers.
  Next read_entries(std::uint64_t& entries);
  Next read_member(archive_entry* entry);
  void report(const std::string& what, const std::string& reason) { walk_.callbacks.unreadable(what, reason); }

  ByteSource& source_;
  std::string name_;
  Packing packing_;  // as its first bytes tell
  int depth_;
  Walk& walk_;
  archive* archive_ = nullptr;
  std::vector<char> buffer_;
  // Compressed bytes: the furthest place read in source_ (a zip is read
  // partly twice: its central directory, then each member), and the place.
  std::uint64_t raw_ = 0;
  std::uint64_t position_ = 0;
  std::string last_member_;    // display name of the last member read, for messages
  bool fatal_reported_ = false;  // a member's read met a fatal error, already reported
  bool whole_stream_ = false;    // a compressed stream holding no archive (libarchive's raw format)
};

// A member's data, as libarchive decompresses it. Damage ends the member
// (a short read: its text so far is read as a file cut short would be) and
// is kept in error() for the archive to report; so is a bomb.
class MemberSource final : public ByteSource {
 public:
  MemberSource(ArchiveReader& reader, std::optional<std::uint64_t> size)
      : reader_(reader), size_(size), raw_at_start_(reader.raw()) {}

  std::optional<std::size_t> read(char* buf, std::size_t size) override {
    std::size_t got = 0;
    while (got < size) {
      if (block_.empty() && !next_block()) break;
      const std::size_t n = std::min(size - got, block_.size());
      std::copy_n(block_.data(), n, buf + got);
      block_.remove_prefix(n);
      got += n;
    }
    return got;
  }
  std::optional<std::size_t> remaining() const override {
    if (!size_ || out_ > *size_ || ended_) return std::nullopt;
    return static_cast<std::size_t>(*size_ - out_) + block_.size();
  }
  std::optional<std::string> error() const override { return error_; }

  // Reads what is left, so that the next member's header can be read; the
  // same limits hold as for a member that is read.
  void drain() {
    block_ = {};
    while (next_block()) block_ = {};
  }
  bool fatal() const { return fatal_; }
  bool bomb() const { return bomb_; }

 private:
  // The next block of data libarchive has decompressed, into block_ (the
  // block stays libarchive's until the next call). False at the end, at
  // damage and at a bomb. A warning (a zip member's bad CRC) comes with the
  // member's last block: that block is still given, the warning reported.
  bool next_block() {
    if (ended_) return false;
    archive* const a = reader_.handle();
    const void* data = nullptr;
    std::size_t length = 0;
    la_int64_t offset = 0;  // of the block in the member; a sparse file's holes are not text
    const int status = archive_read_data_block(a, &data, &length, &offset);
    if (status == ARCHIVE_EOF) {
      ended_ = true;
      return false;
    }
    if (status != ARCHIVE_OK && status != ARCHIVE_WARN) {
      fail(reason(a), status == ARCHIVE_FATAL);
      return false;
    }
    if (status == ARCHIVE_WARN) {
      note(reason(a));
      if (length == 0) ended_ = true;
    }
    out_ += length;
    if (auto bomb = reader_.count_out(out_, raw_at_start_)) {
      fail(std::move(*bomb), false);
      bomb_ = true;
      return false;
    }
    block_ = std::string_view(static_cast<const char*>(data), length);
    return !ended_ || length > 0;
  }
  static std::string reason(archive* a) {
    const char* why = archive_error_string(a);
    return why != nullptr ? why : "damaged data";
  }
  void note(std::string why) {
    if (!error_) error_ = std::move(why);
  }
  void fail(std::string why, bool fatal) {
    ended_ = true;
    fatal_ = fatal;
    note(std::move(why));
  }

  ArchiveReader& reader_;
  std::optional<std::uint64_t> size_;  // as the header says, when it does
  std::uint64_t raw_at_start_;         // the archive's compressed bytes read before the member
  std::uint64_t out_ = 0;              // bytes taken from libarchive so far
  std::string_view block_;             // of the last block, not given yet
  bool ended_ = false;
  bool fatal_ = false;  // libarchive can read no further in the archive
  bool bomb_ = false;
  std::optional<std::string> error_;
};

std::optional<std::string> ArchiveReader::count_out(std::uint64_t member_out, std::uint64_t raw_at_start) const {
  // A compressed stream's one member is the stream: nothing comes after it.
  return walk_.count(member_out, raw_ - raw_at_start, whole_stream_ ? std::string() : name_);
}

la_ssize_t ArchiveReader::on_read(archive* a, void* client, const void** buffer) {
  auto* self = static_cast<ArchiveReader*>(client);
  *buffer = self->buffer_.data();
  const std::optional<std::size_t> n = self->source_.read(self->buffer_.data(), self->buffer_.size());
  if (!n) {
    archive_set_error(a, EIO, "%s", self->source_.error().value_or("read error").c_str());
    return ARCHIVE_FATAL;
  }
  self->position_ += *n;
  self->raw_ = std::max(self->raw_, self->position_);
  return static_cast<la_ssize_t>(*n);
}

la_int64_t ArchiveReader::on_seek(archive* a, void* client, la_int64_t offset, int whence) {
  auto* self = static_cast<ArchiveReader*>(client);
  const std::optional<std::int64_t> at = self->source_.seek(offset, whence);
  if (!at) {
    archive_set_error(a, EIO, "cannot seek");
    return ARCHIVE_FATAL;
  }
  self->position_ = static_cast<std::uint64_t>(*at);
  return *at;
}

bool ArchiveReader::open(bool again) {
  if (again) {
    archive_read_free(archive_);
    archive_ = nullptr;
    fatal_reported_ = false;
    if (!source_.seek(0, SEEK_SET)) return false;
    position_ = 0;
  }
  archive_ = archive_read_new();
  if (archive_ == nullptr) {
    report(name_, "out of memory");
    return false;
  }
  archive_read_support_filter_gzip(archive_);
  archive_read_support_filter_bzip2(archive_);
  archive_read_support_filter_xz(archive_);
  archive_read_support_filter_zstd(archive_);
  archive_read_support_format_tar(archive_);
  // A zip in a file is read by its central directory (at its end), which
  // alone tells links from files and where a member ends whatever its
  // writer did; one cut short (no directory), in a pipe or inside another
  // archive by its local headers, in order (docs/archives.md).
  if (source_.can_seek()) {
    archive_read_support_format_zip(archive_);
    archive_read_set_seek_callback(archive_, &ArchiveReader::on_seek);
  } else {
    archive_read_support_format_zip_streamable(archive_);
  }
  archive_read_support_format_empty(archive_);
  // A compressed stream that holds no archive: one member, the file. Not
  // for a zip or a tar, which are their format or damaged.
  if (packing_ != Packing::kZip && packing_ != Packing::kTar) archive_read_support_format_raw(archive_);
  archive_read_set_read_callback(archive_, &ArchiveReader::on_read);
  archive_read_set_callback_data(archive_, this);
  if (archive_read_open1(archive_) != ARCHIVE_OK) {
    const char* why = archive_error_string(archive_);
    report(name_, why != nullptr ? why : "not a readable archive");
    return false;
  }
  return true;
}

void ArchiveReader::run() {
  std::uint64_t entries = 0;  // headers read so far
  for (int opened = 0;; ++opened) {
    if (!open(opened > 0) || !pass_over(entries)) return;
    if (read_entries(entries) != Next::kReopen) return;
  }
}

bool ArchiveReader::pass_over(std::uint64_t entries) {
  for (std::uint64_t i = 0; i < entries; ++i) {
    archive_entry* entry = nullptr;
    if (archive_read_next_header(archive_, &entry) < ARCHIVE_WARN) return false;
  }
  return true;
}

ArchiveReader::Next ArchiveReader::read_entries(std::uint64_t& entries) {
  int damaged = 0;
  while (!walk_.stopped) {
    archive_entry* entry = nullptr;
    const int status = archive_read_next_header(archive_, &entry);
    if (status == ARCHIVE_EOF) return Next::kStopArchive;
    if (status != ARCHIVE_OK && status != ARCHIVE_WARN) {
      // Once for a stretch of damaged headers; a member cut short has said
      // it already.
      if (damaged == 0 && !fatal_reported_) {
        const char* why = archive_error_string(archive_);
        std::string reason = why != nullptr ? why : "damaged archive";
        if (!last_member_.empty()) reason += fmt::format(" (after {})", last_member_);
        report(name_, reason);
      }
      if (status == ARCHIVE_FATAL) return Next::kStopArchive;
      if (++damaged > kMaxDamagedHeaders) {
        report(name_, fmt::format("no readable header in {} blocks: the rest is not read", kMaxDamagedHeaders));
        return Next::kStopArchive;
      }
      continue;
    }
    damaged = 0;
    ++entries;
    const Next next = read_member(entry);
    if (next != Next::kGoOn) return next;
  }
  return Next::kStopArchive;
}

ArchiveReader::Next ArchiveReader::read_member(archive_entry* entry) {
  const char* utf8 = archive_entry_pathname_utf8(entry);
  const char* native = utf8 != nullptr ? utf8 : archive_entry_pathname(entry);
  const std::string path = native != nullptr ? native : "";
  // A compressed stream's one member is the file it holds: the input's name.
  const bool whole_stream = archive_format(archive_) == ARCHIVE_FORMAT_RAW;
  whole_stream_ = whole_stream;
  const std::string name = whole_stream ? name_ : member_full_name(name_, path);
  last_member_ = whole_stream ? std::string() : member_display_name(path);
  if (archive_entry_is_encrypted(entry)) {
    report(name, "encrypted: not read");
    return Next::kGoOn;  // libarchive skips its data
  }
  std::optional<std::uint64_t> size;
  if (archive_entry_size_is_set(entry) && archive_entry_size(entry) >= 0)
    size = static_cast<std::uint64_t>(archive_entry_size(entry));
  MemberSource bytes(*this, size);
  // Directories, links, devices and hidden files are skipped, as in folders.
  const bool regular = archive_entry_filetype(entry) == AE_IFREG && archive_entry_hardlink(entry) == nullptr;
  if (whole_stream || (regular && !member_is_hidden(path))) read_source(bytes, name, depth_ + 1, walk_);
  if (walk_.stopped && !bytes.bomb()) return Next::kStopArchive;
  bytes.drain();
  if (bytes.error()) report(name, *bytes.error());
  fatal_reported_ = bytes.fatal();
  const bool zip = (archive_format(archive_) & ARCHIVE_FORMAT_BASE_MASK) == ARCHIVE_FORMAT_ZIP;
  if (bytes.fatal() && !bytes.bomb() && zip && source_.can_seek()) return Next::kReopen;
  return bytes.fatal() || bytes.bomb() ? Next::kStopArchive : Next::kGoOn;
}

// A gzip stream, inflated here (input/gzip_source.h); what it holds is read
// as a file would be, a tar in it as the same archive (a .tar.gz is one).
void read_gzip(ByteSource& source, const std::string& name, int depth, Walk& walk) {
  GzipSource gzip(source, [&](std::uint64_t out, std::uint64_t in) { return walk.count(out, in, ""); });
  walk.outermost(gzip.raw(), name);
  HeadSource head(gzip, kSniffBytes);
  // Damaged before its first byte (junk behind the magic): no file in it.
  if (head.head().empty() && gzip.error()) {
    walk.callbacks.unreadable(name, *gzip.error());
    return;
  }
  read_head(head, name, depth, walk, /*in_stream=*/true);
  // What was inside has been read as far as it went.
  if (gzip.error()) walk.callbacks.unreadable(name, *gzip.error());
}

void read_source(ByteSource& source, const std::string& name, int depth, Walk& walk, bool in_stream) {
  HeadSource head(source, kSniffBytes);
  read_head(head, name, depth, walk, in_stream);
}

void read_head(HeadSource& head, const std::string& name, int depth, Walk& walk, bool in_stream) {
  const Packing packing = sniff_packing(head.head());
  if (packing == Packing::kNone) {
    TextSource text(head, walk);
    if (!walk.callbacks.member(name, text)) walk.stopped = walk.output_failed = true;
    if (text.error()) walk.callbacks.unreadable(name, *text.error());
    return;
  }
  if (!packing_is_read(packing)) {
    walk.callbacks.unreadable(name, fmt::format("a {} archive: not read (handaudit reads zip, tar, gzip, bzip2, "
                                                "xz and zstd)",
                                                packing_name(packing)));
    return;
  }
  // An end of central directory first: a zip of no member (libarchive
  // reads it as no format at all).
  if (packing == Packing::kZip && head.head().starts_with(std::string_view("PK\x05\x06", 4))) return;
  // Inside a compressed stream, an archive is the stream's own (.tar.gz);
  // another compressed stream is one more level.
  const bool archive = packing == Packing::kZip || packing == Packing::kTar;
  if (!(in_stream && archive) && depth >= walk.limits.max_depth) {
    walk.callbacks.unreadable(name, fmt::format("{} inside {} archives: not opened (archives are opened {} deep)",
                                                packing_name(packing), depth, walk.limits.max_depth));
    return;
  }
  const int level = in_stream && !archive ? depth + 1 : depth;
  if (packing == Packing::kGzip) {
    read_gzip(head, name, level, walk);
    return;
  }
  ArchiveReader reader(head, name, packing, level, walk);
  reader.run();
}

}  // namespace

bool read_members(ByteSource& source, const std::string& name, const MemberCallbacks& callbacks,
                  const ArchiveLimits& limits) {
  Walk walk(callbacks, limits);
  read_source(source, name, 0, walk);
  return !walk.output_failed;
}

}  // namespace input
