#include "input/inputs.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <system_error>
#include <vector>

#include "input/packing.h"

namespace input {

namespace fs = std::filesystem;

namespace {

bool is_hidden(const fs::path& p) {
  const std::string name = p.filename().string();
  return !name.empty() && name.front() == '.';
}

// Collects the regular files below `dir` into `out` (unsorted). Directories
// that cannot be listed become failed entries rather than being skipped: the
// user asked for everything below `dir`.
void collect_directory(const fs::path& dir, std::vector<InputEntry>& out) {
  std::error_code ec;
  fs::directory_iterator it(dir, ec);
  if (ec) {
    out.push_back({dir.string(), ec.message()});
    return;
  }
  for (const fs::directory_iterator end; it != end; it.increment(ec)) {
    if (ec) break;
    const fs::directory_entry& entry = *it;
    if (is_hidden(entry.path())) continue;
    std::error_code link_ec;
    // A symlink to a directory is not followed: it could form a cycle.
    if (entry.is_directory(link_ec) && !entry.is_symlink(link_ec)) {
      collect_directory(entry.path(), out);
      continue;
    }
    std::error_code status_ec;
    if (entry.is_regular_file(status_ec)) {
      out.push_back({entry.path().string(), {}});
    } else if (status_ec && entry.is_symlink(link_ec)) {
      // A dangling link: named in the tree, so report it instead of dropping it.
      out.push_back({entry.path().string(), status_ec.message()});
    }
  }
  if (ec) out.push_back({dir.string(), ec.message()});
}

// True when the file at `path` is an archive or compressed (its first
// bytes, input/packing.h): its size on disk says little of the text in it.
bool is_packed(const std::string& path) {
  InputStream stream;
  if (stream.open(path)) return false;
  std::string head(kSniffBytes, '\0');
  const std::optional<std::size_t> n = stream.read(head.data(), head.size());
  head.resize(n.value_or(0));
  return sniff_packing(head) != Packing::kNone;
}

}  // namespace

unsigned jobs_worth_starting(const std::vector<std::string>& args, unsigned jobs) {
  if (jobs <= 1 || args.empty()) return jobs;
  std::uintmax_t total = 0;
  for (const std::string& arg : args) {
    std::error_code error;
    if (arg == kStdinPath || !fs::is_regular_file(arg, error)) return jobs;
    total += fs::file_size(arg, error);
    if (error || total >= kSmallInputBytes) return jobs;
  }
  for (const std::string& arg : args)
    if (is_packed(arg)) return jobs;
  return 1;
}

std::vector<InputEntry> expand_inputs(const std::vector<std::string>& args) {
  std::vector<InputEntry> entries;
  for (const std::string& arg : args) {
    if (arg == kStdinPath) {
      entries.push_back({arg, {}});
      continue;
    }
    std::error_code ec;
    const fs::file_status status = fs::status(arg, ec);
    if (ec || !fs::exists(status)) {
      if (!ec) ec = std::make_error_code(std::errc::no_such_file_or_directory);
      entries.push_back({arg, ec.message()});
      continue;
    }
    if (!fs::is_directory(status)) {
      entries.push_back({arg, {}});
      continue;
    }
    std::vector<InputEntry> below;
    collect_directory(fs::path(arg), below);
    std::sort(below.begin(), below.end(), [](const InputEntry& a, const InputEntry& b) { return a.path < b.path; });
    entries.insert(entries.end(), std::make_move_iterator(below.begin()), std::make_move_iterator(below.end()));
  }
  return entries;
}

InputStream::~InputStream() {
  if (owned_ && fd_ >= 0) ::close(fd_);
}

std::optional<std::string> InputStream::open(const std::string& path) {
  const bool is_stdin = path == kStdinPath;
  fd_ = is_stdin ? STDIN_FILENO : ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  owned_ = !is_stdin;
  if (fd_ < 0) return std::string(std::strerror(errno));
  struct stat st {};
  if (::fstat(fd_, &st) == 0 && S_ISREG(st.st_mode)) size_ = static_cast<std::size_t>(st.st_size);
#ifdef POSIX_FADV_SEQUENTIAL
  if (owned_) ::posix_fadvise(fd_, 0, 0, POSIX_FADV_SEQUENTIAL);
#endif
  return std::nullopt;
}

std::optional<std::size_t> InputStream::read(char* buf, std::size_t size) {
  std::size_t got = 0;
  // Fill the whole buffer unless the input ends: pipes return short reads.
  while (got < size) {
    const ssize_t n = ::read(fd_, buf + got, size - got);
    if (n > 0) {
      got += static_cast<std::size_t>(n);
      continue;
    }
    if (n == 0) break;
    if (errno == EINTR) continue;
    error_ = std::string(std::strerror(errno));
    return std::nullopt;
  }
  read_ += got;
  if (hashing_ && in_order_) {
    hash_.update(std::string_view(buf, got));
    hashed_ += got;
  }
  if (got < size) at_end_ = true;
  return got;
}

std::optional<std::int64_t> InputStream::seek(std::int64_t offset, int whence) {
  if (!can_seek()) return std::nullopt;
  const off_t at = ::lseek(fd_, static_cast<off_t>(offset), whence);
  if (at < 0) return std::nullopt;
  read_ = static_cast<std::size_t>(at);
  in_order_ = false;
  return static_cast<std::int64_t>(at);
}

std::optional<FileDigest> InputStream::whole_digest() {
  if (!hashing_) return std::nullopt;
  if (!in_order_) {
    // Out of order: again from the start, a regular file only.
    if (!can_seek() || ::lseek(fd_, 0, SEEK_SET) != 0) return std::nullopt;
    read_ = 0;
    hash_ = Sha256();
    hashed_ = 0;
    in_order_ = true;
    at_end_ = false;
  }
  if (!at_end_ && !can_seek()) return std::nullopt;
  std::vector<char> buffer(1 << 16);
  while (!at_end_) {
    if (!read(buffer.data(), buffer.size())) return std::nullopt;
  }
  return FileDigest{hashed_, hash_.hex()};
}

std::optional<std::size_t> InputStream::remaining() const {
  if (!size_) return std::nullopt;
  return *size_ > read_ ? *size_ - read_ : 0;
}

std::optional<std::string> read_whole_file(const std::string& path, std::string& out) {
  out.clear();
  const bool is_stdin = path == kStdinPath;
  const int fd = is_stdin ? STDIN_FILENO : ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return std::string(std::strerror(errno));

  // The size is only a hint: pipes report 0 and files may grow while read.
  struct stat st {};
  std::size_t chunk = 1 << 16;
  if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
    out.reserve(static_cast<std::size_t>(st.st_size) + 1);
    chunk = std::max(chunk, static_cast<std::size_t>(st.st_size) + 1);
  }

  std::optional<std::string> error;
  std::size_t used = 0;
  for (;;) {
    if (out.size() - used < chunk) out.resize(used + chunk);
    const ssize_t n = ::read(fd, out.data() + used, out.size() - used);
    if (n > 0) {
      used += static_cast<std::size_t>(n);
      continue;
    }
    if (n == 0) break;
    if (errno == EINTR) continue;
    error = std::string(std::strerror(errno));
    break;
  }
  out.resize(used);
  if (!is_stdin) ::close(fd);
  return error;
}

}  // namespace input
