// SHA-256 of an input's bytes, for the provenance of a report (issue 24,
// point 3: every report names each input with its size and digest, and
// `handaudit verify` hashes them again). Nettle's, which libarchive already
// brings in: it uses the CPU's SHA instructions where there are some, about
// 1 GB/s on the project's machine.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <nettle/sha2.h>

namespace input {

class Sha256 {
 public:
  Sha256();
  void update(std::string_view bytes);
  // The digest in 64 lower-case hex digits; the hash starts again after it.
  std::string hex();

 private:
  sha256_ctx context_;
};

// The digest of `bytes`.
std::string sha256_hex(std::string_view bytes);

// The size and digest of a file as it is now.
struct FileDigest {
  std::uint64_t bytes = 0;
  std::string sha256;
};

// Reads `path` to its end; the reason (strerror text) when it cannot.
std::optional<FileDigest> digest_file(const std::string& path, std::string* error = nullptr);

}  // namespace input
