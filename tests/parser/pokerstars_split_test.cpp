#include "parser/pokerstars_split.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <ostream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "parser/decode.h"
#include "parser/lines.h"

namespace {

using parser::HandSpan;
using parser::Junk;
using parser::JunkKind;
using parser::SplitResult;
using parser::TextPosition;

using namespace std::literals;

// A short hand of five lines; `id` makes each one distinct.
std::string hand(int id, std::string_view eol = "\n", std::string_view prefix = "PokerStars Hand #") {
  std::string h;
  h += prefix;
  h += std::to_string(id) + ":  Hold'em No Limit ($0.01/$0.02 USD) - 2021/08/21 20:45:25 ET";
  h += eol;
  h += "Table 'Halley' 6-max Seat #1 is the button";
  h += eol;
  h += "Seat 1: Alice ($2 in chips) ";
  h += eol;
  h += "*** SUMMARY ***";
  h += eol;
  h += "Total pot $0.03 | Rake $0";
  return h;
}
constexpr std::uint32_t kHandLines = 5;

struct ExpectedHand {
  std::string text;
  std::uint32_t line;
  std::uint32_t column;
  bool glued;
  bool operator==(const ExpectedHand&) const = default;
};

struct ExpectedJunk {
  std::string text;
  std::uint32_t line;
  std::uint32_t column;
  JunkKind kind;
  bool operator==(const ExpectedJunk&) const = default;
};

// Failure messages show the spans (doctest prints containers through these).
std::string escaped(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '\n') out += "\\n";
    else if (c == '\r') out += "\\r";
    else if (static_cast<unsigned char>(c) < 0x20) out += "\\x" + std::to_string(static_cast<int>(c));
    else out += c;
  }
  return out;
}

std::ostream& operator<<(std::ostream& os, const std::vector<ExpectedHand>& v) {
  for (const ExpectedHand& h : v)
    os << "\n  hand " << h.line << ":" << h.column << (h.glued ? " glued" : "") << " \"" << escaped(h.text) << "\"";
  return os;
}

std::ostream& operator<<(std::ostream& os, const std::vector<ExpectedJunk>& v) {
  for (const ExpectedJunk& j : v)
    os << "\n  junk " << j.line << ":" << j.column << " kind " << static_cast<int>(j.kind) << " \""
       << escaped(j.text) << "\"";
  return os;
}

std::vector<ExpectedHand> hands_of(std::string_view text, const SplitResult& r) {
  std::vector<ExpectedHand> out;
  for (const HandSpan& h : r.hands)
    out.push_back({std::string(text.substr(h.offset, h.length)), h.line, h.column, h.glued});
  return out;
}

std::vector<ExpectedJunk> junk_of(std::string_view text, const SplitResult& r) {
  std::vector<ExpectedJunk> out;
  for (const Junk& j : r.junk) out.push_back({std::string(text.substr(j.offset, j.length)), j.line, j.column, j.kind});
  return out;
}

const std::string kSummaryDoc =
    "PokerStars Tournament #2473317509, No Limit Hold'em\r\n"
    "Buy-In: $24.02/$0.98 USD\r\n"
    "6 players\r\n"
    "\r\n"
    "You finished in 1st place (eliminated at hand #194070989781).\r\n"
    "\r\n"
    "\r\n";
const std::string kSummaryText =
    "PokerStars Tournament #2473317509, No Limit Hold'em\r\n"
    "Buy-In: $24.02/$0.98 USD\r\n"
    "6 players\r\n"
    "\r\n"
    "You finished in 1st place (eliminated at hand #194070989781).";

struct SplitCase {
  const char* name;
  std::string input;
  std::vector<ExpectedHand> hands;
  std::vector<ExpectedJunk> junk;
};

// Text between and around the spans may hold only blank lines and wrapper
// lines; returns the first offending line of text[from, to), or "".
std::string lost_text(std::string_view text, std::size_t from, std::size_t to) {
  std::size_t begin = from;
  while (begin < to) {
    std::size_t end = begin;
    while (end < to && text[end] != '\n' && text[end] != '\r') ++end;
    std::string_view line = text.substr(begin, end - begin);
    while (!line.empty() && (static_cast<unsigned char>(line.front()) <= ' ' || line.starts_with("\xEF\xBB\xBF") ||
                             line.starts_with("\xC2\xA0"))) {
      line.remove_prefix(line.starts_with("\xEF\xBB\xBF") ? 3 : line.starts_with("\xC2\xA0") ? 2 : 1);
    }
    const bool filler = line.empty() || line.starts_with("***") || line.starts_with("Transcript for ") ||
                        line.starts_with("Tournament History for ") || line.starts_with("Hand #");
    if (!filler) return std::string(line);
    begin = end + 1;
  }
  return "";
}

// Checks that hands and junk tile the text in order, without overlap, each
// span ending on a non-break byte, and with nothing but filler between them.
std::string coverage_problem(std::string_view text, const SplitResult& r) {
  std::vector<std::pair<std::size_t, std::size_t>> spans;
  for (const HandSpan& h : r.hands) spans.emplace_back(h.offset, h.length);
  for (const Junk& j : r.junk) spans.emplace_back(j.offset, j.length);
  std::sort(spans.begin(), spans.end());
  std::size_t pos = 0;
  for (const auto& [offset, length] : spans) {
    if (offset < pos) return "overlapping spans at " + std::to_string(offset);
    if (length == 0 || text[offset + length - 1] == '\n' || text[offset + length - 1] == '\r')
      return "span at " + std::to_string(offset) + " is empty or ends with a line break";
    if (std::string lost = lost_text(text, pos, offset); !lost.empty()) return "lost text: " + lost;
    pos = offset + length;
  }
  if (std::string lost = lost_text(text, pos, text.size()); !lost.empty()) return "lost text: " + lost;
  for (const HandSpan& h : r.hands) {
    const auto prefixes = parser::pokerstars_header_prefixes();
    if (std::none_of(prefixes.begin(), prefixes.end(),
                     [&](std::string_view p) { return text.substr(h.offset).starts_with(p); }))
      return "hand at " + std::to_string(h.offset) + " does not start with a header";
  }
  return "";
}

// Splits `text` through split_pokerstars_chunk with buffers of `window` bytes
// (grown when one hand does not fit), as a caller streaming a large file would.
SplitResult split_in_chunks(std::string_view text, std::size_t window) {
  SplitResult merged;
  std::size_t pos = 0;
  TextPosition next;
  std::size_t size = window;
  for (;;) {
    const bool final = pos + size >= text.size();
    const SplitResult r = parser::split_pokerstars_chunk(text.substr(pos, size), next, final);
    merged.hands.insert(merged.hands.end(), r.hands.begin(), r.hands.end());
    merged.junk.insert(merged.junk.end(), r.junk.begin(), r.junk.end());
    if (final) return merged;
    if (r.consumed == 0) {
      size *= 2;  // one hand longer than the buffer: grow it
      continue;
    }
    CHECK(r.next.offset == pos + r.consumed);
    pos += r.consumed;
    next = r.next;
    size = window;
  }
}

// Non-blank lines covered by junk, with its kind: leading text that spans
// header-less chunks comes back as one Junk per chunk, so chunked and whole
// splits are compared line by line.
std::vector<std::pair<std::uint32_t, JunkKind>> junk_lines(std::string_view text, const SplitResult& r) {
  std::vector<std::pair<std::uint32_t, JunkKind>> out;
  for (const Junk& j : r.junk) {
    for (const parser::Line& line : parser::Lines(text.substr(j.offset, j.length), j.line)) {
      if (!lost_text(line.text, 0, line.text.size()).empty()) out.emplace_back(line.number, j.kind);
    }
  }
  return out;
}

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

}  // namespace

TEST_CASE("split: 0-3 blank lines between hands, LF/CRLF/CR") {
  for (std::string_view eol : {"\n"sv, "\r\n"sv, "\r"sv}) {
    for (std::uint32_t blanks = 0; blanks <= 3; ++blanks) {
      CAPTURE(eol);
      CAPTURE(blanks);
      std::string input = hand(1, eol);
      input += eol;
      for (std::uint32_t i = 0; i < blanks; ++i) input += eol;
      input += hand(2, eol);
      for (std::uint32_t i = 0; i <= blanks; ++i) input += eol;  // trailing blank lines too
      const SplitResult r = parser::split_pokerstars(input);
      const std::vector<ExpectedHand> expected = {
          {hand(1, eol), 1, 1, false},
          {hand(2, eol), 1 + kHandLines + blanks, 1, false},
      };
      CHECK(hands_of(input, r) == expected);
      CHECK(r.junk.empty());
      CHECK(r.consumed == input.size());
      CHECK(r.next.offset == input.size());
    }
  }
}

TEST_CASE("split: table of layouts") {
  const SplitCase cases[] = {
      {"empty input", "", {}, {}},
      {"blank and wrapper lines only", "\n  \n*********** # 1 **************\n\n", {}, {}},
      {"single hand, no final newline", hand(1), {{hand(1), 1, 1, false}}, {}},
      {"glued header after a broken street line",
       "PokerStars Hand #1: x\nTable 't'\n*** RIVER *** [9d Kh J" + hand(2) + "\n",
       {{"PokerStars Hand #1: x\nTable 't'\n*** RIVER *** [9d Kh J", 1, 1, false}, {hand(2), 3, 23, true}},
       {}},
      {"glued header after a cut action line",
       hand(1) + "\nPlayer4: raises 600 to 900\nPlayer25: " + hand(2),
       {{hand(1) + "\nPlayer4: raises 600 to 900\nPlayer25: ", 1, 1, false}, {hand(2), 7, 11, true}},
       {}},
      {"a header quoted in chat is not a hand",
       hand(1) + "\nBob said, \"PokerStars Hand #999: look\"\n" + hand(2),
       {{hand(1) + "\nBob said, \"PokerStars Hand #999: look\"", 1, 1, false}, {hand(2), 7, 1, false}},
       {}},
      // Inside a line a header needs #digits:; at a line's start the prefix
      // alone starts a hand (a damaged header is its own hand's error).
      {"a header needs #digits: inside a line, the prefix at a line's start",
       hand(1) + "\nPokerStars Hand #abc: x\nPokerStars Hand #12 x\nsee PokerStars Hand #\nPokerStars Hand #",
       {{hand(1), 1, 1, false},
        {"PokerStars Hand #abc: x", 6, 1, false},
        {"PokerStars Hand #12 x\nsee PokerStars Hand #", 7, 1, false},
        {"PokerStars Hand #", 9, 1, false}},
       {}},
      {"export wrapper lines",
       "Transcript for last 1 week of play requested by skeldol (skeldol@hotmail.com)\n\n"
       "*********** # 1 **************\n" +
           hand(1) + "\n\n*********** # 2 **************\n" + hand(2) + "\n\n",
       {{hand(1), 4, 1, false}, {hand(2), 11, 1, false}},
       {}},
      {"tracker labels before hands",
       "Hand #112181:\n" + hand(1) + "\n\nHand #112182:\n" + hand(2),
       {{hand(1), 2, 1, false}, {hand(2), 9, 1, false}},
       {}},
      {"tournament summary is not a hand", kSummaryDoc, {}, {{kSummaryText, 1, 1, JunkKind::kTournamentSummary}}},
      {"summary after a hand ends it",
       hand(1) + "\n\n\n" + kSummaryDoc,
       {{hand(1), 1, 1, false}},
       {{kSummaryText, 8, 1, JunkKind::kTournamentSummary}}},
      {"hand after a summary",
       kSummaryDoc + hand(1),
       {{hand(1), 8, 1, false}},
       {{kSummaryText, 1, 1, JunkKind::kTournamentSummary}}},
      {"control byte before a summary", "\x10" + kSummaryDoc, {},
       {{kSummaryText, 1, 2, JunkKind::kTournamentSummary}}},
      {"control bytes before a header are padding, not a broken line",
       hand(1) + "\n\0\0"s + hand(2),
       {{hand(1), 1, 1, false}, {hand(2), 6, 3, false}},
       {}},
      {"a summary header mid-line is not a boundary",
       hand(1) + "\nx PokerStars Tournament #123, y",
       {{hand(1) + "\nx PokerStars Tournament #123, y", 1, 1, false}},
       {}},
      {"junk before the first header",
       "hello\nworld  \n\n" + hand(1),
       {{hand(1), 4, 1, false}},
       {{"hello\nworld  ", 1, 1, JunkKind::kText}}},
      {"junk between wrapper lines",
       "*********** # 1 **************\r\nsome text\r\n\r\n*********** # 2 **************\r\n" + hand(1, "\r\n"),
       {{hand(1, "\r\n"), 5, 1, false}},
       {{"some text", 2, 1, JunkKind::kText}}},
      {"junk glued in front of the first header",
       "xyz" + hand(1),
       {{hand(1), 1, 4, true}},
       {{"xyz", 1, 1, JunkKind::kText}}},
      {"NUL bytes in junk", "\0\0garbage\0\n"s + hand(1),
       {{hand(1), 2, 1, false}},
       {{"\0\0garbage\0"s, 1, 1, JunkKind::kText}}},
      {"no header at all", "just some text\nand more\n", {}, {{"just some text\nand more", 1, 1, JunkKind::kText}}},
      {"indented header is not glued", " " + hand(1), {{hand(1), 1, 2, false}}, {}},
      {"BOM left mid-file by concatenation",
       hand(1) + "\n\xEF\xBB\xBF" + hand(2),
       {{hand(1), 1, 1, false}, {hand(2), 6, 4, false}},
       {}},
      {"trailing spaces and NBSP lines are blank",
       hand(1) + "\n \t\n\xC2\xA0\n   ",
       {{hand(1), 1, 1, false}},
       {}},
      {"a cut hand keeps its last street marker",
       "PokerStars Hand #1: x\nTable 't'\n*** SUMMARY ***\n\n" + hand(2),
       {{"PokerStars Hand #1: x\nTable 't'\n*** SUMMARY ***", 1, 1, false}, {hand(2), 5, 1, false}},
       {}},
      {"Hold'em Manager all-caps export",
       "POKERSTARS GAME #13177128246:  HOLD'EM NO LIMIT ($2/$4) - 2007/11/11 - 13:27:23 (ET)\nx\n\n" + hand(2),
       {{"POKERSTARS GAME #13177128246:  HOLD'EM NO LIMIT ($2/$4) - 2007/11/11 - 13:27:23 (ET)\nx", 1, 1, false},
        {hand(2), 4, 1, false}},
       {}},
      {"CR-only file with glued header",
       "PokerStars Hand #1: x\rTable 't'\rSeat 1: A" + hand(2, "\r") + "\r\r",
       {{"PokerStars Hand #1: x\rTable 't'\rSeat 1: A", 1, 1, false}, {hand(2, "\r"), 3, 10, true}},
       {}},
  };
  for (const SplitCase& c : cases) {
    const std::string_view name = c.name;
    CAPTURE(name);
    const SplitResult r = parser::split_pokerstars(c.input);
    CHECK(hands_of(c.input, r) == c.hands);
    CHECK(junk_of(c.input, r) == c.junk);
    CHECK(coverage_problem(c.input, r) == "");
    CHECK(r.consumed == c.input.size());
  }
}

TEST_CASE("split: every header prefix starts a hand") {
  const auto prefixes = parser::pokerstars_header_prefixes();
  CHECK(prefixes.size() == 11);
  for (std::string_view prefix : prefixes) {
    CAPTURE(prefix);
    const std::string input = hand(1, "\n", prefix) + "\n\n" + hand(2, "\n", prefix) + "\nx" + hand(3, "\n", prefix);
    const SplitResult r = parser::split_pokerstars(input);
    REQUIRE(r.hands.size() == 3);
    CHECK(r.hands[1].line == 7);
    CHECK(r.hands[2].glued);
    CHECK(input.substr(r.hands[0].offset, r.hands[0].length) == hand(1, "\n", prefix));
    CHECK(parser::looks_like_pokerstars(input));
  }
}

TEST_CASE("split: a damaged header at the start of a line starts its own hand, not mid-line") {
  // "PokerStars Hand #250able ...": the hand's own parse-error, never a line
  // of the hand before it (two hands lost for one bad line).
  const std::string damaged = "PokerStars Hand #250able 'Vesta IV' 6-max\nSeat 1: Ann ($5 in chips)";
  const std::string input = hand(1, "\n", "PokerStars Hand #") + "\n\n" + damaged + "\n\n" +
                            hand(3, "\n", "PokerStars Hand #");
  const SplitResult r = parser::split_pokerstars(input);
  REQUIRE(r.hands.size() == 3);
  CHECK(r.hands[1].line == 7);
  CHECK(input.substr(r.hands[1].offset, r.hands[1].length) == damaged);
  // Inside a line only a whole header (`#<digits>:`) counts as glued.
  const std::string glued = hand(1, "\n", "PokerStars Hand #") + " says PokerStars Hand #250able";
  CHECK(parser::split_pokerstars(glued).hands.size() == 1);
}

TEST_CASE("split: chunked calls give the same result as one call") {
  const std::string text = "Transcript for x\r\n\r\njunk line\r\n" + hand(1, "\r\n") + "\r\n\r\n\r\n" + hand(2, "\n") +
                           "\n*** RIVER *** [9d Kh J" + hand(3, "\r") + "\r\r" + kSummaryDoc + hand(4, "\r\n") +
                           "\r\nPlayer25: " + hand(5) + "\n\n";
  const SplitResult whole = parser::split_pokerstars(text);
  REQUIRE(whole.hands.size() == 5);
  REQUIRE(whole.junk.size() == 2);
  for (std::size_t window = 1; window <= text.size() + 1; window += (window < 40 ? 1 : 17)) {
    CAPTURE(window);
    const SplitResult merged = split_in_chunks(text, window);
    CHECK(hands_of(text, merged) == hands_of(text, whole));
    CHECK(junk_of(text, merged) == junk_of(text, whole));
  }
}

TEST_CASE("split: random token soup keeps every byte accounted for" * doctest::test_suite("property")) {
  const std::string_view tokens[] = {
      "PokerStars Hand #12:", "PokerStars Zoom Hand #7: x", "POKERSTARS GAME #1:", "PokerStars Hand #", "Hand #5:",
      "PokerStars Tournament #9, y", "\n", "\r", "\r\n", "\n\n", "x", "Bob said, \"", " ", "\t",
      "*********** # 1 **************", "#", "123", ":", "\xEF\xBB\xBF", "\xC2\xA0", std::string_view("\0", 1),
      "Transcript for z", "*** RIVER *** [9d Kh J",
  };
  std::uint32_t state = 99;
  const auto next = [&](std::uint32_t bound) {
    state = state * 1664525u + 1013904223u;
    return (state >> 8) % bound;
  };
  for (int round = 0; round < 400; ++round) {
    std::string text;
    const std::uint32_t count = next(60);
    for (std::uint32_t i = 0; i < count; ++i) text += tokens[next(std::size(tokens))];
    CAPTURE(text);
    const SplitResult whole = parser::split_pokerstars(text);
    CHECK(coverage_problem(text, whole) == "");
    for (std::size_t window : {1, 5, 16, 64}) {
      const SplitResult chunked = split_in_chunks(text, window);
      CHECK(hands_of(text, chunked) == hands_of(text, whole));
      CHECK(junk_lines(text, chunked) == junk_lines(text, whole));
    }
  }
}

TEST_CASE("split: looks_like_pokerstars") {
  CHECK(parser::looks_like_pokerstars(hand(1)));
  CHECK(parser::looks_like_pokerstars("junk\n" + hand(1)));
  CHECK(parser::looks_like_pokerstars(std::string(4000, 'x') + "\n" + hand(1)));
  CHECK_FALSE(parser::looks_like_pokerstars(std::string(5000, 'x') + "\n" + hand(1)));
  CHECK_FALSE(parser::looks_like_pokerstars(""));
  CHECK_FALSE(parser::looks_like_pokerstars(kSummaryDoc));
  CHECK_FALSE(parser::looks_like_pokerstars("#Game No : 123\n***** 888poker Hand History for Game 123 *****"));
  // A damaged header still starts a PokerStars hand (its parse-error).
  CHECK(parser::looks_like_pokerstars("PokerStars Hand #"));
  CHECK_FALSE(parser::looks_like_pokerstars("see PokerStars Hand #"));
}

// Compares split counts on the real files of corpus/pokerstars/ with the
// manifest. The manifest counts lines that *start* with a header, with one
// pattern per site; the splitter deliberately finds more in six files (listed
// with the reason in tests/corpus/hand_counts.tsv), and every other file must
// match exactly.
TEST_CASE("split: corpus hand counts match MANIFEST.tsv" * doctest::test_suite("corpus")) {
  const char* env = std::getenv("HANDAUDIT_CORPUS");
  if (env == nullptr || !std::filesystem::is_directory(env)) {
    MESSAGE("HANDAUDIT_CORPUS unset or not a folder: corpus check skipped");
    return;
  }
  const std::filesystem::path root(env);
  std::ifstream manifest(root / "MANIFEST.tsv", std::ios::binary);
  if (!manifest) {
    MESSAGE("no MANIFEST.tsv in HANDAUDIT_CORPUS: corpus check skipped");
    return;
  }

  // path -> hands the splitter finds where it differs from the manifest; the
  // reasons are in the file (shared with the corpus-wide check of the CLI).
  const char* source = std::getenv("HANDAUDIT_SOURCE");
  REQUIRE(source != nullptr);
  std::map<std::string, int, std::less<>> known_deviations;
  {
    std::ifstream deviations(std::filesystem::path(source) / "tests/corpus/hand_counts.tsv", std::ios::binary);
    for (std::string line; std::getline(deviations, line);) {
      if (line.empty() || line[0] == '#' || !line.starts_with("pokerstars/")) continue;
      const std::size_t path_end = line.find('\t');
      const std::size_t manifest_end = line.find('\t', path_end + 1);
      known_deviations[line.substr(0, path_end)] = std::stoi(line.substr(manifest_end + 1));
    }
  }
  REQUIRE(known_deviations.size() == 6);

  std::string row;
  std::getline(manifest, row);  // header row
  std::size_t files = 0;
  std::size_t manifest_hands = 0;
  std::size_t split_hands = 0;
  std::size_t glued = 0;
  std::size_t summaries = 0;
  std::size_t junk_blocks = 0;
  std::ostringstream mismatches;
  std::ostringstream junk_report;
  while (std::getline(manifest, row)) {
    if (!row.empty() && row.back() == '\r') row.pop_back();
    std::vector<std::string> fields;
    std::size_t from = 0;
    for (std::size_t tab; (tab = row.find('\t', from)) != std::string::npos; from = tab + 1)
      fields.push_back(row.substr(from, tab - from));
    fields.push_back(row.substr(from));
    if (fields.size() < 6 || !fields[0].starts_with("pokerstars/")) continue;
    const std::string& path = fields[0];
    const int expected_manifest = std::stoi(fields[5]);

    const std::string bytes = read_file(root / path);
    const parser::DecodedText decoded = parser::decode(bytes);
    const SplitResult r = parser::split_pokerstars(decoded.text);
    ++files;
    manifest_hands += static_cast<std::size_t>(expected_manifest);
    split_hands += r.hands.size();

    if (const std::string problem = coverage_problem(decoded.text, r); !problem.empty())
      mismatches << "  " << path << ": " << problem << "\n";

    std::size_t file_glued = 0;
    for (const HandSpan& h : r.hands) file_glued += h.glued ? 1 : 0;
    glued += file_glued;
    for (const Junk& j : r.junk) {
      if (j.kind == JunkKind::kTournamentSummary) {
        ++summaries;
      } else {
        ++junk_blocks;
        junk_report << "  junk: " << path << ":" << j.line << " (" << j.length << " bytes)\n";
      }
    }

    int expected = expected_manifest;
    if (const auto it = known_deviations.find(path); it != known_deviations.end()) expected = it->second;
    const bool glued_allowed = path.find("concatenated") != std::string::npos;
    if (static_cast<int>(r.hands.size()) != expected || (file_glued > 0 && !glued_allowed)) {
      mismatches << "  " << path << ": split " << r.hands.size() << ", manifest " << expected_manifest
                 << ", expected " << expected << ", glued " << file_glued << "\n";
    }
  }
  MESSAGE("corpus pokerstars/: " << files << " files, manifest " << manifest_hands << " hands, split " << split_hands
                                 << " hands (" << glued << " glued), " << summaries << " tournament summaries");
  // Expected: fpdb's .hp/.gt/.hands result files, HHSmithy's hand fragments,
  // the .htm/.eml summary archives. Listed with -s (doctest --success).
  MESSAGE(junk_blocks << " blocks of text outside any hand");
  CHECK_MESSAGE(junk_blocks < files, "text outside any hand:\n" << junk_report.str());
  CHECK(files == 381);
  CHECK_MESSAGE(mismatches.str().empty(), "hand count mismatches:\n" << mismatches.str());
}
