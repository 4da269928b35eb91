#include "input/sha256.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <vector>

namespace input {

Sha256::Sha256() { sha256_init(&context_); }

void Sha256::update(std::string_view bytes) {
  sha256_update(&context_, bytes.size(), reinterpret_cast<const std::uint8_t*>(bytes.data()));
}

std::string Sha256::hex() {
  static constexpr char kHex[] = "0123456789abcdef";
  std::uint8_t digest[SHA256_DIGEST_SIZE];
  sha256_digest(&context_, SHA256_DIGEST_SIZE, digest);
  std::string text;
  text.reserve(2 * SHA256_DIGEST_SIZE);
  for (const std::uint8_t byte : digest) {
    text.push_back(kHex[byte >> 4]);
    text.push_back(kHex[byte & 0xF]);
  }
  return text;
}

std::string sha256_hex(std::string_view bytes) {
  Sha256 hash;
  hash.update(bytes);
  return hash.hex();
}

std::optional<FileDigest> digest_file(const std::string& path, std::string* error) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    if (error != nullptr) *error = std::strerror(errno);
    return std::nullopt;
  }
  Sha256 hash;
  FileDigest digest;
  std::vector<char> buffer(1 << 20);
  while (true) {
    const ssize_t n = ::read(fd, buffer.data(), buffer.size());
    if (n == 0) break;
    if (n < 0) {
      if (errno == EINTR) continue;
      if (error != nullptr) *error = std::strerror(errno);
      ::close(fd);
      return std::nullopt;
    }
    hash.update(std::string_view(buffer.data(), static_cast<std::size_t>(n)));
    digest.bytes += static_cast<std::uint64_t>(n);
  }
  ::close(fd);
  digest.sha256 = hash.hex();
  return digest;
}

}  // namespace input
