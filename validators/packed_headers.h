// PackedHeaders: the header line of each hand of one tournament, with its
// hand id and the column the header starts at, in a few bytes a hand. The
// tournament checks (validators/tournament_levels.h) quote a hand's header
// line and name its id only in a finding, yet any hand may be named; a
// tournament of a few hundred thousand hands kept them as two strings a
// hand (about 150 bytes of text and a heap block).
//
// A hand's record, bytes in a variable-length code (7 bits a byte, the high
// bit set on every byte but a number's last):
//   - the column;
//   - the id: its place in the line plus one and its length, the id being
//     written there (PokerStars' "Hand #254388...", GGPoker's "#TM418..."),
//     or 0, its length and its bytes;
//   - the line, either whole (0, its length, its bytes: a key line), or as
//     where it differs from the last key line before it, of the same length:
//     how far back that key line's record starts, then each stretch as its
//     length, the bytes equal before it and its bytes, and a 0 length after
//     the last. A hand's header differs from the one before in its id and its
//     time, a few bytes; a line whose length differs (a new level, another
//     tournament's blinds) or that would take more than a quarter of its
//     length so becomes the next key line. The corpus's GGPoker and
//     PokerStars tournaments take 30 and 28 bytes a hand, key lines and
//     all, for headers of 135 and 130 bytes.
// Records follow one another in blocks of growing size (a small tournament
// keeps a small block; a big one blocks of 64 KiB, no copy as they fill),
// a record running on from one block into the next.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace validators {

class PackedHeaders {
 public:
  struct Header {
    std::string hand_id;
    std::string line;          // the header's line as written
    std::uint32_t column = 0;  // where the header starts on it
  };

  // Keeps a hand's header; returns its record's place, for unpack().
  std::uint64_t pack(std::string_view hand_id, std::string_view line, std::uint32_t column);
  // The header kept at `at` (a place pack() returned). The last key line
  // read is remembered: headers read in the order they were packed read
  // each key line once.
  Header unpack(std::uint64_t at) const;
  // Takes `other`'s records after ours (the key lines they refer to come
  // along: a place back stays as far back); returns what to add to the
  // places of `other`'s records.
  std::uint64_t append(PackedHeaders&& other);
  // The bytes of all records.
  std::uint64_t size() const { return size_; }

 private:
  class Reader;
  // Adds `bytes` at the end, opening blocks as they fill.
  void put(std::string_view bytes);
  // The header kept in the record at `at`, into `out`.
  void read_record(std::uint64_t at, Header& out) const;

  struct Block {
    std::unique_ptr<char[]> bytes;
    std::uint32_t capacity = 0;
    std::uint32_t size = 0;
    std::uint64_t start = 0;  // the place of its first byte
  };
  std::vector<Block> blocks_;
  std::uint64_t size_ = 0;
  // The last key line and its record's place; none until the first.
  std::string key_line_;
  std::uint64_t key_at_ = 0;
  bool has_key_ = false;
  std::string record_;  // room for the record being made, reused
  std::size_t id_at_ = 0;  // where the last line packed had its id
  // The last key line read by unpack().
  mutable std::string read_line_;
  mutable std::uint64_t read_at_ = 0;
  mutable bool has_read_ = false;
};

}  // namespace validators
