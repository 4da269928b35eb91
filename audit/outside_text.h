// Text outside any hand (hand_units.h's kOutside units), and the finding it
// gets. Among hands, or in a PHH file, such text is a `parse-error`: a hand
// damaged past recognition, junk where hands should be. Lines of a hand at
// the very start of a file, before any header, are the rest of a hand whose
// start is missing (a log rotated or copied from the middle of a hand, a
// parser's test fixture cut out of one): `truncated-hand`, the hand stops
// short at its start. A whole file that holds no hand at all and no line of
// one (a tournament summary, a tracker's or a test's output, a README) is
// the note `no-hands-in-file`: FINDINGS.md counts "a file that holds no
// hands" among the facts that accuse no one.
#pragma once

#include <string_view>

#include "engine/finding.h"

namespace audit {

// Where text outside any hand stands in its file.
enum class OutsidePlace {
  kAmongHands,  // after a hand, or not the start of its file
  kFileStart,   // the start of its file (blanks before it at most), hands after it
  kWholeFile,   // all of its file
};

// The finding for `text`, text outside any hand at `pos`, standing at
// `place`; `phh_file`: the file is PHH, where any text is meant to be hands.
engine::Finding outside_text_finding(std::string_view text, engine::SourcePos pos, OutsidePlace place,
                                     bool phh_file);

// The finding for an input, archive or member that stops being readable at
// `pos` (the end of the text it gave; line 0: an archive's own damage,
// before or between its members): a `parse-error` naming libarchive's or
// zlib's `reason`. docs/archives.md.
engine::Finding damaged_input_finding(std::string_view reason, engine::SourcePos pos);

// What a file without hands looks like, for the note: "a tournament
// summary", "an HTML page", or empty when it cannot tell.
std::string_view what_the_file_looks_like(std::string_view text);

// Whether `text` holds a line of a hand (a post, an action, a street
// marker, a seat line): then it is a hand without its header, not a file
// of another kind.
bool holds_hand_lines(std::string_view text);

// Whether the first line of `text` numbers a hand as a header does ("Hand #",
// "Game #", "HandId", "Hand History"): text that starts so is a hand whose
// header no reader knows, not the rest of a hand whose start is missing.
bool opens_like_a_header(std::string_view text);

}  // namespace audit
