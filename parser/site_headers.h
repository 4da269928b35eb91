// site_headers: the hands of other sites' formats, which handaudit recognises
// but does not read yet (INTERFACE.md: nothing is skipped silently; every
// header is accounted for).
//
// Each format is told by its hand header, one pattern per format as the
// corpus README counts hands (corpus/other-sites/, 27 site folders): text
// headers at the start of a line (`Full Tilt Poker Game #28617512574: ...`),
// XML tags and JSON keys anywhere in a line (`</game><game gamecode="...">`).
// The patterns are those of the real files of the corpus, quoted in
// site_headers.cpp. Splitting finds every header of every format, so a file
// that mixes formats is split per hand.
//
// Some formats put a line or two before the header that belong to the hand
// ("preludes": 888's and PartyPoker's `#Game No : N`, PartyPoker's `Game #N
// starts.`, PKR's `Table #N - NAME`); a hand starts at its preludes. A hand
// runs to the start of the next hand, minus trailing blank lines. Text before
// the first hand is returned so that the caller reports it, except in XML,
// JSON, CSV and match-log documents, where it is the document's own opening
// (`<?xml ...>`, `<session ...>`, `{"history":[`, `entry,at,order`, ACPC's
// `# name/game/hands/seed ...` comments).
//
// PokerNow's CSV logs are written newest row first: a hand's `-- starting
// hand #N --` row is its last row in the file, so a PokerNow hand starts at
// the first row after the previous PokerNow hand's header (or at the file's
// first row) and runs to the next hand's start as the others do. A hand's
// rows are thus what happened from its start to the next hand's start: its
// own play, then the rows written after its `-- ending hand #N --` row and
// before the next hand starts (shows after the hand, quits, joins, the
// host's stack changes, whose chips are on the stacks of the next hand).
// The oldest hand of a file also holds the rows before it (the session's
// opening: seat requests, blind settings).
//
// PokerStars-style headers are not here: parser/pokerstars_split.h finds
// them, and this runs on what that splitter leaves outside its hands.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace parser {

enum class SiteFormat : std::uint8_t {
  kAbsolute,
  kAcpc,
  kBetfair,
  kBetOnline,
  kBoss,
  kBovada,
  kCake,
  kCoinPoker,
  kEnet,
  kEntraction,
  kEverest,
  kEverleaf,
  kFullTilt,
  kGgpoker,
  kIgt,
  kIpoker,
  kKingsClub,
  kMerge,
  kMicrogaming,
  kOngame,
  kPacific,
  kPartyPoker,
  kPkr,
  kPokerNow,
  kPokerTracker,
  kSealsWithClubs,
  kTheBigGame,
  kUnibet,
  kWinamax,
  kWpn,
  kOhh,  // Open Hand History JSON, `{"ohh": {...}}` per hand (a format, not a room)
};
inline constexpr std::size_t kSiteFormatCount = 31;

// `id`: the report's `format` field ("fulltilt"); `name`: for messages
// ("Full Tilt Poker"); `document`: an XML or JSON document, whose text
// before the first hand is its own opening, not text outside any hand.
struct SiteFormatInfo {
  std::string_view id;
  std::string_view name;
  bool document = false;
};
const SiteFormatInfo& site_format_info(SiteFormat format);

// The opening of the document a hand is part of, where the hand's own text
// leaves out facts its reader needs: an iPoker hand's game, stakes, table
// and currency are in its `<session>` header, written once before its
// session's first hand; a Merge hand's structure and stakes in the file's
// `<description>`, an Everest hand's game in the `<SESSION>` before it; an
// ACPC match log's game is named in its comments before its first hand.
// Empty for every other format.
struct DocumentOpening {
  std::string_view text;
  std::uint32_t line = 0;    // of its first byte, 1-based
  std::uint32_t column = 0;
};

// Offsets, lines and columns are relative to the text given to split_site_hands.
struct SiteHand {
  std::size_t offset = 0;    // of the hand's first byte: its first prelude, else its header
  std::size_t length = 0;    // up to the end of its last non-blank line
  std::uint32_t line = 0;    // of offset, 1-based
  std::uint32_t column = 0;  // of offset, 1-based (> 1 for an XML tag after others on its line)
  SiteFormat format = SiteFormat::kFullTilt;
  std::string_view hand_id;  // the header's hand number, into the text; empty when it has none
  // iPoker: its session's header, into the text, from the `<session` tag
  // (or the text's start when there is none) to the session's first hand;
  // Merge: from its `<description` tag, Everest: from its `<SESSION` tag,
  // ACPC: the text before the log's first hand (its `#` comments); empty
  // for every other format.
  DocumentOpening opening;
};

struct SiteSplit {
  std::vector<SiteHand> hands;  // in text order
  // Text before the first hand that is neither blank nor the opening of an
  // XML or JSON document; the whole text when there is no hand.
  std::optional<std::size_t> leading_length;
};

SiteSplit split_site_hands(std::string_view text);

// Where a stream of other sites' text may be cut so that every hand before
// the cut is whole: the start of the line on which the last hand of `text`
// starts (its first prelude or its header; for PokerNow, its first row).
// 0 when `text` has no hand, or when the last one is an element of an XML
// or JSON document (iPoker, Merge, ...), whose hands are not cut apart from
// the document's opening.
std::size_t last_site_hand_cut(std::string_view text);

// Offset of the first line after the first one that starts a hand of another
// site (its first prelude, or its header), or nullopt. For a PokerStars hand
// that could not be read: another site's hand glued after it in the same file.
std::optional<std::size_t> find_site_hand_after_first_line(std::string_view text);

// Whether `line` starts a hand of some site, or is a prelude line that may
// lead one (`Game #N starts.`): a line a reader of another format must not
// pass over, since the hand it starts is not that reader's.
bool may_begin_site_hand(std::string_view line);

// Whether `text`, before a file's first hand, which is of `format`, is the
// end of a hand of that room whose beginning the file does not hold: so far
// Cake's (a line of a Cake hand's betting or show down), whose reader reports
// it as a hand cut short (parser/cake_parser.h). split_site_hands makes such
// text a hand of its own rather than text outside any hand.
bool is_hand_tail(SiteFormat format, std::string_view text);

}  // namespace parser
