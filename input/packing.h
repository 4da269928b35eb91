// What an input is packed in, told by its first bytes (its magic number),
// never by its name: a `.txt` that is gzip is read as gzip, a `.zip` that is
// text as text. docs/archives.md.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace input {

enum class Packing : std::uint8_t {
  kNone,  // not packed: read as text
  // Compressed streams (one file inside, or a tar archive).
  kGzip,
  kBzip2,
  kXz,
  kZstd,
  // Archives.
  kZip,
  kTar,
  // Recognised, not read: reported as unreadable rather than audited as text.
  k7Zip,
  kRar,
};

// The bytes that tell every packing: a tar header's "ustar" magic is at
// offset 257 of its 512-byte block.
inline constexpr std::size_t kSniffBytes = 512;

// The packing of an input whose first bytes are `head` (up to kSniffBytes;
// fewer when the input is shorter).
Packing sniff_packing(std::string_view head);

// A name for messages: "gzip", "zip", "7-Zip", ...
std::string_view packing_name(Packing packing);

// True for the packings handaudit opens.
bool packing_is_read(Packing packing);

}  // namespace input
