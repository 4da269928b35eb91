#include "validators/packed_headers.h"

#include <algorithm>
#include <cstring>

namespace validators {

namespace {

constexpr std::uint32_t kFirstBlock = 256;          // bytes
constexpr std::uint32_t kLargestBlock = 64 * 1024;  // bytes
// Equal bytes fewer than this between two differing ones are sent with
// them: a stretch's two counts cost about as much.
constexpr std::size_t kJoinGap = 3;

// Writes a record at `at`, in room made for it beforehand.
struct Writer {
  char* at;
  void number(std::uint64_t n) {
    for (; n >= 0x80; n >>= 7) *at++ = static_cast<char>((n & 0x7f) | 0x80);
    *at++ = static_cast<char>(n);
  }
  void bytes(std::string_view b) {
    std::memcpy(at, b.data(), b.size());
    at += b.size();
  }
};

// The first place from `at` where `a` and `b` (of one length) differ; their
// length when none. Eight bytes a step while they agree.
std::size_t first_difference(std::string_view a, std::string_view b, std::size_t at) {
  for (; at + 8 <= a.size(); at += 8) {
    std::uint64_t x = 0;
    std::uint64_t y = 0;
    std::memcpy(&x, a.data() + at, 8);
    std::memcpy(&y, b.data() + at, 8);
    if (x != y) break;
  }
  while (at < a.size() && a[at] == b[at]) ++at;
  return at;
}

// `line` as the stretches where it differs from `key` (of its length),
// written by `out`; false when that takes more than `most` bytes (`out`
// having written at most a stretch past them).
bool put_difference(Writer& out, std::string_view line, std::string_view key, std::size_t most) {
  const char* begin = out.at;
  std::size_t done = 0;  // the bytes of `line` told so far
  for (std::size_t at = first_difference(line, key, 0); at < line.size();
       at = first_difference(line, key, done)) {
    std::size_t end = at + 1;
    // On through the differing bytes and the short equal runs between them.
    for (std::size_t equal = 0; end < line.size() && equal < kJoinGap; ++end)
      equal = line[end] == key[end] ? equal + 1 : 0;
    while (end > at && line[end - 1] == key[end - 1]) --end;
    out.number(end - at);
    out.number(at - done);
    out.bytes(line.substr(at, end - at));
    done = end;
    if (static_cast<std::size_t>(out.at - begin) > most) return false;
  }
  out.number(0);  // no more stretches
  return static_cast<std::size_t>(out.at - begin) <= most;
}

}  // namespace

// Reads the bytes from a place on, block after block.
class PackedHeaders::Reader {
 public:
  Reader(const PackedHeaders& headers, std::uint64_t at) : blocks_(headers.blocks_) {
    const auto after = std::upper_bound(blocks_.begin(), blocks_.end(), at,
                                        [](std::uint64_t place, const Block& b) { return place < b.start; });
    block_ = static_cast<std::size_t>(after - blocks_.begin()) - 1;
    offset_ = static_cast<std::uint32_t>(at - blocks_[block_].start);
  }
  char byte() {
    while (offset_ == blocks_[block_].size) {
      ++block_;
      offset_ = 0;
    }
    return blocks_[block_].bytes[offset_++];
  }
  std::uint64_t number() {
    std::uint64_t n = 0;
    for (int shift = 0;; shift += 7) {
      const auto b = static_cast<unsigned char>(byte());
      n |= static_cast<std::uint64_t>(b & 0x7f) << shift;
      if ((b & 0x80) == 0) return n;
    }
  }
  // The next `size` bytes, into `out`.
  void bytes(char* out, std::uint64_t size) {
    for (std::uint64_t i = 0; i < size; ++i) out[i] = byte();
  }

 private:
  const std::vector<Block>& blocks_;
  std::size_t block_ = 0;
  std::uint32_t offset_ = 0;
};

void PackedHeaders::put(std::string_view bytes) {
  while (!bytes.empty()) {
    if (blocks_.empty() || blocks_.back().size == blocks_.back().capacity) {
      const auto capacity = static_cast<std::uint32_t>(std::clamp<std::uint64_t>(size_, kFirstBlock, kLargestBlock));
      blocks_.push_back({std::make_unique<char[]>(capacity), capacity, 0, size_});
    }
    Block& last = blocks_.back();
    const std::size_t n = std::min<std::size_t>(bytes.size(), last.capacity - last.size);
    std::memcpy(last.bytes.get() + last.size, bytes.data(), n);
    last.size += static_cast<std::uint32_t>(n);
    size_ += n;
    bytes.remove_prefix(n);
  }
}

std::uint64_t PackedHeaders::pack(std::string_view hand_id, std::string_view line, std::uint32_t column) {
  const std::uint64_t at = size_;
  // Room for the longest record: five numbers of up to ten bytes, the id,
  // and the line whole or its stretches (each at most two numbers more).
  const std::size_t room = 5 * 10 + hand_id.size() + 21 * (line.size() + 1);
  if (record_.size() < room) record_.resize(room);
  Writer out{record_.data()};
  out.number(column);
  // The id where the last header had it (the same site's header), else anywhere.
  std::size_t id_at = id_at_;
  if (id_at > line.size() || line.substr(id_at, hand_id.size()) != hand_id) id_at = line.find(hand_id);
  if (id_at != std::string_view::npos) {
    id_at_ = id_at;
    out.number(id_at + 1);
    out.number(hand_id.size());
  } else {
    out.number(0);
    out.number(hand_id.size());
    out.bytes(hand_id);
  }
  const Writer fields = out;
  if (has_key_ && key_line_.size() == line.size()) {
    out.number(at - key_at_);
    if (put_difference(out, line, key_line_, line.size() / 4)) {
      put({record_.data(), static_cast<std::size_t>(out.at - record_.data())});
      return at;
    }
    out = fields;
  }
  out.number(0);
  out.number(line.size());
  out.bytes(line);
  key_line_.assign(line);
  key_at_ = at;
  has_key_ = true;
  put({record_.data(), static_cast<std::size_t>(out.at - record_.data())});
  return at;
}

void PackedHeaders::read_record(std::uint64_t at, Header& out) const {
  Reader in(*this, at);
  out.column = static_cast<std::uint32_t>(in.number());
  const std::uint64_t id_at = in.number();
  out.hand_id.resize(in.number());
  if (id_at == 0) in.bytes(out.hand_id.data(), out.hand_id.size());
  const std::uint64_t back = in.number();
  if (back == 0) {
    out.line.resize(in.number());
    in.bytes(out.line.data(), out.line.size());
  } else {
    const std::uint64_t key_at = at - back;
    if (!has_read_ || read_at_ != key_at) {
      Header key;
      read_record(key_at, key);
      read_line_ = std::move(key.line);
      read_at_ = key_at;
      has_read_ = true;
    }
    out.line = read_line_;
    std::size_t done = 0;
    for (std::uint64_t size = in.number(); size > 0; size = in.number()) {
      done += in.number();
      in.bytes(out.line.data() + done, size);
      done += size;
    }
  }
  if (id_at != 0) out.hand_id.assign(out.line, id_at - 1, out.hand_id.size());
}

PackedHeaders::Header PackedHeaders::unpack(std::uint64_t at) const {
  Header h;
  read_record(at, h);
  return h;
}

std::uint64_t PackedHeaders::append(PackedHeaders&& other) {
  const std::uint64_t shift = size_;
  for (Block& b : other.blocks_) {
    b.start += shift;
    blocks_.push_back(std::move(b));
  }
  size_ += other.size_;
  other = PackedHeaders{};
  has_read_ = false;
  return shift;
}

}  // namespace validators
