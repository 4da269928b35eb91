#include "input/read_again.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "input/sha256.h"

namespace input {

namespace {

// An unnamed file in `dir` open for reading and writing, or -1:
// O_TMPFILE where the file system has it, else a named one unlinked at once.
int unnamed_file(const std::string& dir) {
#ifdef O_TMPFILE
  const int fd = ::open(dir.c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
  if (fd >= 0) return fd;
#endif
  std::string name = dir + "/handaudit-stdin-XXXXXX";
  const int named = ::mkostemp(name.data(), O_CLOEXEC);
  if (named >= 0) ::unlink(name.c_str());
  return named;
}

// The copy read back with pread, so that the Spool's own offset (where it
// appends) never moves.
class SpoolReader final : public ByteSource {
 public:
  SpoolReader(int fd, std::uint64_t size) : fd_(fd), size_(size) {}

  std::optional<std::size_t> read(char* buf, std::size_t size) override {
    std::size_t got = 0;
    while (got < size && at_ < size_) {
      const std::size_t want = static_cast<std::size_t>(std::min<std::uint64_t>(size - got, size_ - at_));
      const ssize_t n = ::pread(fd_, buf + got, want, static_cast<off_t>(at_));
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        error_ = n < 0 ? std::string(std::strerror(errno)) : std::string("the copy of the input ended early");
        return std::nullopt;
      }
      got += static_cast<std::size_t>(n);
      at_ += static_cast<std::uint64_t>(n);
    }
    return got;
  }
  std::optional<std::size_t> remaining() const override { return static_cast<std::size_t>(size_ - at_); }
  std::optional<std::string> error() const override { return error_; }
  std::optional<std::int64_t> seek(std::int64_t offset, int whence) override {
    const auto size = static_cast<std::int64_t>(size_);
    const std::int64_t base = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? static_cast<std::int64_t>(at_) : size;
    if (base + offset < 0 || base + offset > size) return std::nullopt;
    at_ = static_cast<std::uint64_t>(base + offset);
    return base + offset;
  }
  bool can_seek() const override { return true; }

 private:
  int fd_;
  std::uint64_t size_;
  std::uint64_t at_ = 0;
  std::optional<std::string> error_;
};

}  // namespace

Spool::~Spool() {
  if (fd_ >= 0) ::close(fd_);
}

void Spool::append(std::string_view bytes) {
  if (!taken_) {
    taken_ = true;
    const char* dir = std::getenv("TMPDIR");
    fd_ = unnamed_file(dir != nullptr && *dir != '\0' ? dir : "/tmp");
  }
  while (fd_ >= 0 && !bytes.empty()) {
    const ssize_t n = ::write(fd_, bytes.data(), bytes.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      // A partial copy would read back as hands cut short: none at all.
      ::close(fd_);
      fd_ = -1;
      return;
    }
    bytes.remove_prefix(static_cast<std::size_t>(n));
    size_ += static_cast<std::uint64_t>(n);
  }
}

std::unique_ptr<ByteSource> Spool::reader() const {
  if (!good()) return nullptr;
  return std::make_unique<SpoolReader>(fd_, size_);
}

std::optional<std::size_t> SpoolingSource::read(char* buf, std::size_t size) {
  const std::optional<std::size_t> got = inner_.read(buf, size);
  if (got) copy_.append(std::string_view(buf, *got));
  return got;
}

std::optional<std::size_t> PrefixSource::read(char* buf, std::size_t size) {
  const auto want = static_cast<std::size_t>(std::min<std::uint64_t>(size, left_));
  const std::optional<std::size_t> got = inner_.read(buf, want);
  if (got) left_ -= *got;
  return got;
}

bool same_prefix(ByteSource& source, std::uint64_t bytes, std::string_view digest) {
  Sha256 hash;
  std::vector<char> buffer(std::size_t{1} << 16);
  while (bytes > 0) {
    const auto want = static_cast<std::size_t>(std::min<std::uint64_t>(buffer.size(), bytes));
    const std::optional<std::size_t> got = source.read(buffer.data(), want);
    if (!got || *got < want) return false;
    hash.update(std::string_view(buffer.data(), *got));
    bytes -= *got;
  }
  return hash.hex() == digest;
}

}  // namespace input
