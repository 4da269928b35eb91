// read_pieces: an input of any size as a stream of pieces of decoded text,
// each holding whole hands, in memory that does not grow with the input.
//
// The bytes are read straight into a TextBlock; UTF-8 (the encoding of
// nearly every hand history) is checked where it lies and never copied.
// Other encodings (parser/decode.h: UTF-16, cp1252, UTF-8 with a BOM or with
// invalid bytes) are decoded block by block into the same place. Only the
// start of the last hand of a block, whose end has not been read yet, is
// copied into the next block.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "input/byte_source.h"
#include "input/text_block.h"
#include "parser/pokerstars_split.h"

namespace input {

// Decoded text: whole hands (and the text between and around them).
struct TextPiece {
  TextBlock text;
  std::uint32_t first_line = 1;  // file line of the text's first byte
  std::size_t base = 0;          // offset of the text's first byte in the whole decoded input
  parser::SplitResult split;     // the hands of `text`; positions in the whole decoded input
};

// Text without any hand is held back, up to this many bytes, so that one
// stretch of junk is reported once, not once per read.
inline constexpr std::size_t kMaxHeldBytes = std::size_t{64} << 20;

// One line longer than kMaxHeldBytes (no line end, '\n' or '\r', in it) keeps
// only its first kLongLineKept bytes: the rest of it is read and dropped up
// to its line end, so that memory does not grow with one line (a 10 GB
// file of binary junk without a line break). The readers report any line
// over 64 KiB as such; the positions of the lines after it are kept.
inline constexpr std::size_t kLongLineKept = std::size_t{1} << 20;

// Reads `input` to its end, `read_bytes` at a time, and passes each piece
// to `emit`, in order. `emit` returns false to stop reading (the report can
// no longer be written). Returns the read error, if any; the pieces before
// it have been passed on. Smaller reads than the standard one are for tests
// and the fuzzer: they cut the input in more places.
std::optional<std::string> read_pieces(ByteSource& input, BlockRecycler& recycler,
                                       const std::function<bool(TextPiece&&)>& emit,
                                       std::size_t read_bytes = BlockRecycler::kReadBytes);

}  // namespace input
