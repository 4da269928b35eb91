#include "input/block_reader.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "parser/decode.h"
#include "parser/pokerstars_split.h"
#include "parser/site_headers.h"
#include "tests/support/test_util.h"

namespace {

// What read_pieces gave: the pieces' text end to end, every hand (with its
// position in the whole input), and the pieces' first lines and offsets.
struct Streamed {
  std::string text;
  std::vector<parser::HandSpan> hands;
  std::size_t pieces = 0;
  std::set<const char*> buffers;  // the distinct memory the pieces lay in
};

Streamed stream(const std::string& bytes, bool sized, std::size_t read_bytes = input::BlockRecycler::kReadBytes) {
  input::MemoryBytes source(bytes, sized);
  input::BlockRecycler recycler;
  Streamed out;
  const auto error = input::read_pieces(
      source, recycler,
      [&](input::TextPiece&& piece) {
        // Each piece starts where the previous one ended, on the line counted.
        CHECK(piece.base == out.text.size());
        CHECK(piece.first_line == 1 + std::count(out.text.begin(), out.text.end(), '\n'));
        out.text += piece.text.view();
        out.hands.insert(out.hands.end(), piece.split.hands.begin(), piece.split.hands.end());
        out.buffers.insert(piece.text.data());
        ++out.pieces;
        recycler.give(std::move(piece.text));  // as the last hand's writer does
        return true;
      },
      read_bytes);
  CHECK_FALSE(error);
  return out;
}

// `n` distinct hands, about 500 bytes each.
std::string hands_text(int n) {
  std::string text;
  for (int i = 1; i <= n; ++i) text += cli_test::sample_hand(i);
  return text;
}

// Streaming must give exactly what decoding and splitting the whole input
// at once gives, whatever the size of the reads. Small reads cut the input
// in more places; they are kept to small inputs, where a text without a
// hand held back and split again after every read stays cheap.
void check_same_as_whole(const std::string& bytes) {
  const parser::DecodedText whole = parser::decode(bytes);
  const parser::SplitResult split = parser::split_pokerstars(whole.text);
  std::vector<std::pair<bool, std::size_t>> reads{{true, input::BlockRecycler::kReadBytes},
                                                  {false, input::BlockRecycler::kReadBytes}};
  if (bytes.size() <= (std::size_t{256} << 10)) reads.insert(reads.end(), {{true, 4093}, {false, 61}});
  for (const auto& [sized, read_bytes] : reads) {
    const bool file_sized = sized;  // CAPTURE takes a variable: clang 14 captures no structured binding
    const std::size_t read_size = read_bytes;
    CAPTURE(file_sized);
    CAPTURE(read_size);
    const Streamed streamed = stream(bytes, sized, read_bytes);
    CHECK(streamed.text == whole.text);
    REQUIRE(streamed.hands.size() == split.hands.size());
    for (std::size_t i = 0; i < split.hands.size(); ++i) {
      CHECK(streamed.hands[i].offset == split.hands[i].offset);
      CHECK(streamed.hands[i].length == split.hands[i].length);
      CHECK(streamed.hands[i].line == split.hands[i].line);
      CHECK(streamed.hands[i].column == split.hands[i].column);
    }
  }
}

std::string utf16le(std::string_view ascii) {
  std::string out = "\xFF\xFE";
  for (const char c : ascii) {
    out += c;
    out += '\0';
  }
  return out;
}

}  // namespace

TEST_CASE("a small file is one piece, read in one read") {
  const std::string text = hands_text(3);
  input::MemoryBytes source(text, true);
  input::BlockRecycler recycler;
  int pieces = 0;
  CHECK_FALSE(input::read_pieces(source, recycler, [&](input::TextPiece&& piece) {
    ++pieces;
    CHECK(piece.text.view() == text);
    CHECK(piece.split.hands.size() == 3);
    return true;
  }));
  CHECK(pieces == 1);
  CHECK(source.reads() == 1);  // asked for one byte more than the size: the short read is the end
}

TEST_CASE("a large input streams in pieces identical to reading it whole") {
  // About 9 MB: several reads, hands cut across every read boundary.
  const std::string text = hands_text(17000);
  REQUIRE(text.size() > 4 * input::BlockRecycler::kReadBytes);
  check_same_as_whole(text);
  const Streamed streamed = stream(text, true);
  CHECK(streamed.pieces >= 4);
  // The memory of a piece is reused once its hands are done with.
  CHECK(streamed.buffers.size() <= 2);
}

TEST_CASE("reads of one byte and a few end, and give what reading whole gives") {
  // A block filled to its last byte with a read of one byte asked for next
  // must grow, not be read into with no room (a read of nothing, forever).
  const std::string text = hands_text(2) + "trailing";
  const parser::DecodedText whole = parser::decode(text);
  for (const bool sized : {true, false})
    for (const std::size_t read_bytes : {1, 2, 3, 7}) {
      CAPTURE(sized);
      CAPTURE(read_bytes);
      CHECK(stream(text, sized, read_bytes).text == whole.text);
    }
}

TEST_CASE("other encodings are decoded block by block as decode() does") {
  for (const int hands : {100, 3000}) {
    CAPTURE(hands);
    check_same_as_whole("\xEF\xBB\xBF" + hands_text(hands));
    check_same_as_whole(utf16le(hands_text(hands / 2)));
    check_same_as_whole("\x80 junk\n" + hands_text(hands));  // Windows-1252 from the first block
    check_same_as_whole(hands_text(hands));
  }
}

TEST_CASE("UTF-16 text longer once decoded than as read (3-byte characters) streams as the whole does") {
  // Twenty lines of Chinese chat (乖就亲你: U+4E56 U+5C31 U+4EB2 U+4F60, two
  // bytes each as read, three as UTF-8) before each hand: each block's text
  // grows as it is decoded, past the block's capacity.
  std::string bytes = "\xFF\xFE";
  const auto put = [&](char16_t unit) {
    bytes += static_cast<char>(unit & 0xFF);
    bytes += static_cast<char>(unit >> 8);
  };
  for (int i = 1; i <= 1000; ++i) {
    for (int line = 0; line < 20; ++line) {
      for (int k = 0; k < 20; ++k)
        for (const char16_t unit : std::u16string_view(u"\u4E56\u5C31\u4EB2\u4F60")) put(unit);
      put(u'\n');
    }
    for (const char c : cli_test::sample_hand(i)) put(static_cast<char16_t>(c));
  }
  REQUIRE(bytes.size() > 2 * input::BlockRecycler::kBlockCapacity);
  check_same_as_whole(bytes);
}

TEST_CASE("an invalid byte in a later block of a UTF-8 file") {
  std::string text = hands_text(7000);
  const std::size_t at = text.find("Alice", 3 * input::BlockRecycler::kReadBytes / 2);
  REQUIRE(at != std::string::npos);
  text[at] = '\xC9';
  // That block alone is read as cp1252, as decode_block() reads it (a
  // whole-file decode would read the whole file so): the rest is unchanged.
  const Streamed streamed = stream(text, true);
  CHECK(streamed.text.size() == text.size() + 1);  // 0xC9 became two bytes (U+00C9)
  CHECK(streamed.text.find("\xC3\x89lice") != std::string::npos);
  CHECK(streamed.hands.size() == 7000);
}

TEST_CASE("text without hands, and input that ends inside a line") {
  check_same_as_whole("");
  check_same_as_whole("no hand here\nnor here");
  check_same_as_whole(hands_text(2) + "trailing text without a line end");
  std::string junk(3 * input::BlockRecycler::kReadBytes, 'x');
  for (std::size_t i = 80; i < junk.size(); i += 81) junk[i] = '\n';
  check_same_as_whole(junk + hands_text(10));
  check_same_as_whole(junk.substr(0, 100'000) + hands_text(10));
}

TEST_CASE("a line longer than many reads, in UTF-8 and UTF-16, splits as the whole does") {
  // The line end is searched for in each read's new bytes only; a line end
  // of UTF-16 whose two bytes fall in two reads (odd read sizes) is found.
  const std::string line(200'000, 'q');
  check_same_as_whole(hands_text(2) + line + "\n" + hands_text(2));
  check_same_as_whole(line + hands_text(3) + line);
  check_same_as_whole(utf16le(hands_text(2) + line.substr(0, 30'000) + "\n" + hands_text(2)));
}

TEST_CASE("one line longer than kMaxHeldBytes keeps its first kLongLineKept bytes, the lines after it as they are") {
  // 70 MiB without a line break between hands: the line is cut to its first
  // MiB (memory does not grow with it); the hands after it keep their lines.
  const std::string before = hands_text(3);
  std::string after = "\n";
  after += hands_text(3);
  const std::string line(std::size_t{70} << 20, 'x');
  const Streamed streamed = stream(before + line + after, true);
  const std::string expected = before + line.substr(0, input::kLongLineKept) + after;
  CHECK(streamed.text.size() == expected.size());
  CHECK(streamed.text == expected);
  const parser::SplitResult split = parser::split_pokerstars(expected);
  REQUIRE(streamed.hands.size() == split.hands.size());
  REQUIRE(split.hands.size() == 6);
  for (std::size_t i = 0; i < split.hands.size(); ++i) CHECK(streamed.hands[i].line == split.hands[i].line);

  // A line cut inside a UTF-8 character keeps the character whole or not at all.
  std::string accented;
  while (accented.size() <= input::kMaxHeldBytes + (std::size_t{2} << 20)) accented += "x\xC3\xA9";
  const Streamed cut = stream(accented + after, false);
  CHECK(parser::is_valid_utf8(cut.text));
  CHECK(cut.text.size() <= input::kLongLineKept + after.size());
  CHECK(cut.text.size() >= input::kLongLineKept - 2 + after.size());
}

TEST_CASE("lines that end in '\\r' alone are never taken for one long line") {
  std::string text;
  while (text.size() <= input::kMaxHeldBytes + 4096) text += "an old Mac line\r";
  const Streamed streamed = stream(text, true);
  CHECK(streamed.text == text);
}

TEST_CASE("a hand longer than a read is held whole") {
  std::string hand = cli_test::sample_hand(1);
  const std::string line = "Alice: says " + std::string(1000, 'z') + "\n";
  std::string chat;
  while (chat.size() < 3 * input::BlockRecycler::kReadBytes) chat += line;
  hand.insert(hand.find("*** HOLE CARDS ***"), chat);
  check_same_as_whole(hands_text(5) + hand + hands_text(5));
  hand = cli_test::sample_hand(6);
  hand.insert(hand.find("*** HOLE CARDS ***"), chat.substr(0, 50 * line.size()));
  check_same_as_whole(hands_text(5) + hand + hands_text(5));
}

TEST_CASE("the sink stops the reading") {
  const std::string text = hands_text(9000);
  input::MemoryBytes source(text, true);
  input::BlockRecycler recycler;
  int pieces = 0;
  CHECK_FALSE(input::read_pieces(source, recycler, [&](input::TextPiece&&) { return ++pieces < 2; }));
  CHECK(pieces == 2);
  CHECK(source.reads() <= 3);
}

TEST_CASE("the recycler keeps standard blocks only, and a bounded number of them") {
  input::BlockRecycler recycler;
  const input::TextBlock small = recycler.take(100);
  CHECK(small.capacity() == 100);
  input::TextBlock standard = recycler.take(input::BlockRecycler::kReadBytes);
  CHECK(standard.capacity() == input::BlockRecycler::kBlockCapacity);
  const char* memory = standard.data();
  recycler.give(std::move(standard));
  CHECK(recycler.take(input::BlockRecycler::kSmallBytes).data() == memory);
  CHECK(recycler.take(input::BlockRecycler::kBlockCapacity + 1).capacity() == input::BlockRecycler::kBlockCapacity + 1);
}

TEST_CASE("a standard block is one huge page: aligned to 2 MiB, whole, writable to its last byte") {
  input::BlockRecycler recycler;
  input::TextBlock block = recycler.take(input::BlockRecycler::kReadBytes);
  REQUIRE(block.capacity() == std::size_t{2} << 20);
  // Under AddressSanitizer blocks come from new[] (input/text_block.h).
  const bool mapped = input::kHugePageBlocks;
  if (mapped) CHECK(reinterpret_cast<std::uintptr_t>(block.data()) % (std::size_t{2} << 20) == 0);
  block.data()[0] = 'a';
  block.data()[block.capacity() - 1] = 'z';
  block.set_size(block.capacity());
  CHECK(block.view().front() == 'a');
  CHECK(block.view().back() == 'z');
  // Doubled (the reader's growth around a hand longer than a read): two huge
  // pages, the text kept.
  block.reserve(2 * block.capacity());
  CHECK(block.capacity() == std::size_t{4} << 20);
  if (mapped) CHECK(reinterpret_cast<std::uintptr_t>(block.data()) % (std::size_t{2} << 20) == 0);
  CHECK(block.view().back() == 'z');
  // Other sizes come from new[].
  const input::TextBlock odd(1000);
  CHECK(odd.capacity() == 1000);
}

// The other sites' hands of each piece, and whether text before the first
// of them was left over (it may only be in the first piece).
struct SiteStreamed {
  std::size_t pieces = 0;
  std::size_t hands = 0;
  std::size_t pieces_with_leftover = 0;
};

SiteStreamed stream_sites(const std::string& text, std::size_t read_bytes) {
  input::MemoryBytes source(text, true);
  input::BlockRecycler recycler;
  SiteStreamed out;
  const auto error = input::read_pieces(
      source, recycler,
      [&](input::TextPiece&& piece) {
        const parser::SiteSplit s = parser::split_site_hands(piece.text.view());
        out.hands += s.hands.size();
        if (s.leading_length) ++out.pieces_with_leftover;
        ++out.pieces;
        recycler.give(std::move(piece.text));
        return true;
      },
      read_bytes);
  CHECK_FALSE(error);
  return out;
}

TEST_CASE("another site's text goes out in pieces that end before a hand") {
  // Small reads look for the last hand through the whole text held; reads
  // of 200 kB through its last 64 KiB first.
  for (const std::size_t read_bytes : {std::size_t{4093}, std::size_t{200000}}) {
    CAPTURE(read_bytes);
    std::string text = "a note before the first hand\n";
    for (int i = 1; i <= 4000; ++i) {
      text += "Full Tilt Poker Game #" + std::to_string(1000 + i) + ": Table T (6 max) - $0.25/$0.50\n";
      text += "Seat 1: Ann ($10)\nAnn: folds\n\n";
    }
    const SiteStreamed s = stream_sites(text, read_bytes);
    CHECK(s.pieces > 1);
    CHECK(s.hands == 4000);
    CHECK(s.pieces_with_leftover == 1);  // the note, in the first piece only

    // PokerNow: newest row first, a hand ends at its starting row; a cut
    // falls after a starting row, never among a hand's rows.
    std::string log = "entry,at,order\n";
    for (int i = 3000; i >= 1; --i) {
      log += "\"\"\"A @ a1\"\" folds\",2021-08-08T21:12:00.000Z,5\n\"\"\"B @ b2\"\" calls 20\",2021-08-08T21:12:00.000Z,4\n";
      log += "\"-- starting hand #" + std::to_string(i) + "  (No Limit Texas Hold'em) --\",2021-08-08T21:11:58.000Z,3\n";
    }
    const SiteStreamed p = stream_sites(log, read_bytes);
    CHECK(p.pieces > 1);
    CHECK(p.hands == 3000);
    CHECK(p.pieces_with_leftover == 0);

    // The hands of an XML document stay with its opening: one piece.
    std::string xml = "<session sessioncode=\"1\">\n<general><title>T</title></general>\n";
    for (int i = 1; i <= 2000; ++i) xml += "<game gamecode=\"" + std::to_string(i) + "\">\n<round no=\"0\"/>\n</game>\n";
    xml += "</session>\n";
    const SiteStreamed x = stream_sites(xml, read_bytes);
    CHECK(x.pieces == 1);
    CHECK(x.hands == 2000);
  }
}

TEST_CASE("an iPoker file of many large sessions is read into standard blocks, each recycled") {
  // Each piece ends before its text's last session, whose hands (close to a
  // megabyte of them) are carried into the next block. That block, and the
  // read that fills it, keep to the standard capacity: a block grown for a
  // full read after the carry was fresh memory each time, faulted in by the
  // kernel page by page.
  const std::string game(400, ' ');
  std::string xml;
  int games = 0;
  for (int session = 1; session <= 6; ++session) {
    xml += "<session sessioncode=\"" + std::to_string(session) + "\">\n<general><title>T</title></general>\n";
    for (int i = 0; i < 2000; ++i, ++games)
      xml += "<game gamecode=\"" + std::to_string(games) + "\">\n<round no=\"0\"/>" + game + "\n</game>\n";
    xml += "</session>\n";
  }
  REQUIRE(xml.size() > 5 * input::BlockRecycler::kBlockCapacity / 2);
  input::MemoryBytes source(xml, true);
  input::BlockRecycler recycler;
  std::size_t pieces = 0;
  std::size_t hands = 0;
  std::string text;
  const auto error = input::read_pieces(source, recycler, [&](input::TextPiece&& piece) {
    if (source.remaining() != 0) CHECK(piece.text.capacity() == input::BlockRecycler::kBlockCapacity);
    hands += parser::split_site_hands(piece.text.view()).hands.size();
    text += piece.text.view();
    ++pieces;
    recycler.give(std::move(piece.text));
    return true;
  });
  CHECK_FALSE(error);
  CHECK(pieces > 2);
  CHECK(hands == 12000);
  CHECK(text == xml);
}
