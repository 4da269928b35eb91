// Archives made in the tests themselves, with libarchive's write API: no
// binary file is committed. Each helper returns the archive's bytes.
#pragma once

#include <archive.h>
#include <archive_entry.h>

#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace archive_test {

enum class Container : std::uint8_t {
  kZip,       // deflate
  kTar,       // POSIX (pax restricted)
  kTarGz,
  kTarBz2,
  kTarXz,
  kTarZstd,
  kGzip,      // one stream: the first member's bytes, gzip-compressed
  kXz,        // one stream, xz
  kZstd,      // one stream, zstd
};

enum class EntryType : std::uint8_t { kFile, kDirectory, kSymlink };

struct Member {
  std::string name;
  std::string bytes;  // a file's data; a link's target
  EntryType type = EntryType::kFile;
};

// Writes a member's data in pieces (large members are made while written).
using DataWriter = std::function<void(const std::function<void(std::string_view)>& write)>;

namespace detail {

inline la_ssize_t append(archive*, void* client, const void* buffer, size_t length) {
  static_cast<std::string*>(client)->append(static_cast<const char*>(buffer), length);
  return static_cast<la_ssize_t>(length);
}

inline void check(archive* a, int status) {
  if (status < ARCHIVE_WARN) throw std::runtime_error(archive_error_string(a));
}

inline void set_container(archive* a, Container container) {
  switch (container) {
    case Container::kZip:
      check(a, archive_write_set_format_zip(a));
      return;
    case Container::kTar:
      check(a, archive_write_set_format_pax_restricted(a));
      return;
    case Container::kTarGz:
      check(a, archive_write_set_format_pax_restricted(a));
      check(a, archive_write_add_filter_gzip(a));
      return;
    case Container::kTarBz2:
      check(a, archive_write_set_format_pax_restricted(a));
      check(a, archive_write_add_filter_bzip2(a));
      return;
    case Container::kTarXz:
      check(a, archive_write_set_format_pax_restricted(a));
      check(a, archive_write_add_filter_xz(a));
      return;
    case Container::kTarZstd:
      check(a, archive_write_set_format_pax_restricted(a));
      check(a, archive_write_add_filter_zstd(a));
      return;
    case Container::kGzip:
      check(a, archive_write_set_format_raw(a));
      check(a, archive_write_add_filter_gzip(a));
      return;
    case Container::kXz:
      check(a, archive_write_set_format_raw(a));
      check(a, archive_write_add_filter_xz(a));
      return;
    case Container::kZstd:
      check(a, archive_write_set_format_raw(a));
      check(a, archive_write_add_filter_zstd(a));
      return;
  }
}

// A writer of `container` appending to `out`.
inline archive* open_writer(Container container, std::string& out, const std::string& options,
                            const std::string& passphrase) {
  archive* a = archive_write_new();
  set_container(a, container);
  // No padding to 10 KiB records: the tests cut archives at chosen bytes.
  if (container != Container::kZip) archive_write_set_bytes_in_last_block(a, 1);
  if (!options.empty()) check(a, archive_write_set_options(a, options.c_str()));
  if (!passphrase.empty()) check(a, archive_write_set_passphrase(a, passphrase.c_str()));
  check(a, archive_write_open(a, &out, nullptr, &append, nullptr));
  return a;
}

inline void write_header(archive* a, const std::string& name, EntryType type, std::int64_t size,
                         const std::string& link) {
  archive_entry* entry = archive_entry_new();
  archive_entry_set_pathname(entry, name.c_str());
  archive_entry_set_perm(entry, 0644);
  archive_entry_set_mtime(entry, 1600000000, 0);
  switch (type) {
    case EntryType::kFile:
      archive_entry_set_filetype(entry, AE_IFREG);
      archive_entry_set_size(entry, size);
      break;
    case EntryType::kDirectory:
      archive_entry_set_filetype(entry, AE_IFDIR);
      break;
    case EntryType::kSymlink:
      archive_entry_set_filetype(entry, AE_IFLNK);
      archive_entry_set_symlink(entry, link.c_str());
      break;
  }
  check(a, archive_write_header(a, entry));
  archive_entry_free(entry);
}

inline void close_writer(archive* a) {
  check(a, archive_write_close(a));
  archive_write_free(a);
}

}  // namespace detail

// An archive of `container` holding `members` in order. `options` are
// libarchive's write options ("zip:encryption=zipcrypt" with `passphrase`).
inline std::string make_archive(Container container, const std::vector<Member>& members,
                                const std::string& options = "", const std::string& passphrase = "") {
  std::string out;
  archive* a = detail::open_writer(container, out, options, passphrase);
  for (const Member& m : members) {
    detail::write_header(a, m.name, m.type, static_cast<std::int64_t>(m.bytes.size()), m.bytes);
    if (m.type == EntryType::kFile && !m.bytes.empty()) archive_write_data(a, m.bytes.data(), m.bytes.size());
  }
  detail::close_writer(a);
  return out;
}

// An archive of one member `name` of `size` bytes, made by `data` as it is
// written (at gzip's fastest level: such members are large and all alike).
inline std::string make_streamed_archive(Container container, const std::string& name, std::int64_t size,
                                         const DataWriter& data) {
  std::string out;
  const bool gzip = container == Container::kGzip || container == Container::kTarGz;
  archive* a = detail::open_writer(container, out, gzip ? "gzip:compression-level=1" : "", "");
  detail::write_header(a, name, EntryType::kFile, size, "");
  data([a](std::string_view piece) { archive_write_data(a, piece.data(), piece.size()); });
  detail::close_writer(a);
  return out;
}

}  // namespace archive_test
