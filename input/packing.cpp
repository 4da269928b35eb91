#include "input/packing.h"

namespace input {

namespace {

// Magic numbers, from each format's specification.
constexpr std::string_view kGzipMagic{"\x1f\x8b\x08", 3};  // ID1 ID2 and CM = deflate (RFC 1952)
constexpr std::string_view kXzMagic{"\xfd" "7zXZ\x00", 6};
constexpr std::string_view kZstdMagic{"\x28\xb5\x2f\xfd", 4};
constexpr std::string_view k7ZipMagic{"7z\xbc\xaf\x27\x1c", 6};
constexpr std::string_view kRarMagic{"Rar!\x1a\x07", 6};
// A zip starts with a local file header, or is empty (end of central
// directory), or was written split (a spanning marker, then a header).
constexpr std::string_view kZipLocal{"PK\x03\x04", 4};
constexpr std::string_view kZipEmpty{"PK\x05\x06", 4};
constexpr std::string_view kZipSpanned{"PK\x07\x08", 4};
// POSIX "ustar\0" and GNU "ustar  \0" share these five bytes.
constexpr std::size_t kTarMagicOffset = 257;
constexpr std::string_view kTarMagic{"ustar", 5};

// bzip2: "BZh", the block size '1'..'9', then a block's magic (the digits
// of pi) or, for an empty stream, the end-of-stream magic (those of
// sqrt(pi)). Six bytes past "BZh9" keep a text that starts "BZh9" text.
bool is_bzip2(std::string_view head) {
  if (head.size() < 10 || !head.starts_with("BZh") || head[3] < '1' || head[3] > '9') return false;
  const std::string_view block = head.substr(4, 6);
  return block == std::string_view("\x31\x41\x59\x26\x53\x59", 6) ||
         block == std::string_view("\x17\x72\x45\x38\x50\x90", 6);
}

}  // namespace

Packing sniff_packing(std::string_view head) {
  if (head.starts_with(kGzipMagic)) return Packing::kGzip;
  if (is_bzip2(head)) return Packing::kBzip2;
  if (head.starts_with(kXzMagic)) return Packing::kXz;
  if (head.starts_with(kZstdMagic)) return Packing::kZstd;
  if (head.starts_with(kZipLocal) || head.starts_with(kZipEmpty) || head.starts_with(kZipSpanned))
    return Packing::kZip;
  if (head.starts_with(k7ZipMagic)) return Packing::k7Zip;
  if (head.starts_with(kRarMagic)) return Packing::kRar;
  if (head.size() >= kTarMagicOffset + kTarMagic.size() && head.substr(kTarMagicOffset).starts_with(kTarMagic))
    return Packing::kTar;
  return Packing::kNone;
}

std::string_view packing_name(Packing packing) {
  switch (packing) {
    case Packing::kNone:
      return "text";
    case Packing::kGzip:
      return "gzip";
    case Packing::kBzip2:
      return "bzip2";
    case Packing::kXz:
      return "xz";
    case Packing::kZstd:
      return "zstd";
    case Packing::kZip:
      return "zip";
    case Packing::kTar:
      return "tar";
    case Packing::k7Zip:
      return "7-Zip";
    case Packing::kRar:
      return "RAR";
  }
  return "text";
}

bool packing_is_read(Packing packing) {
  switch (packing) {
    case Packing::kNone:
    case Packing::k7Zip:
    case Packing::kRar:
      return false;
    case Packing::kGzip:
    case Packing::kBzip2:
    case Packing::kXz:
    case Packing::kZstd:
    case Packing::kZip:
    case Packing::kTar:
      return true;
  }
  return false;
}

}  // namespace input
