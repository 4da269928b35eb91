// The rooms whose hand histories handaudit reads beside PokerStars and PHH:
// one entry point for every caller (audit, convert, replay), so that adding a
// room's reader touches parser/room_readers.cpp and nothing upstream.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"
#include "engine/log_facts.h"
#include "parser/pokerstars_parser.h"  // ParseStatus
#include "parser/site_headers.h"

namespace parser {

// Whether hands of `format` are read (and so audited, converted, replayed);
// a room that is only recognised reports its hands as unsupported-game.
bool room_is_read(SiteFormat format);

// A fact a room's log never writes (engine/log_facts.h), and why.
struct RoomOmission {
  engine::LogFact fact;
  std::string_view why;  // "the log names players by their seat's position"
};

// What the room's log never writes: the rules that need it are not run on
// its hands (validators::facts_needed). Empty for a room that writes all.
std::span<const RoomOmission> room_omissions(SiteFormat format);
// The same as a mask of engine::fact_bit.
engine::FactMask omitted_facts(SiteFormat format);
// What PHH files never write (PokerStars' text writes every fact). Their
// rules are silent without the facts anyway; this says so in the catalogue.
std::span<const RoomOmission> phh_omissions();

// The unsupported-game finding at the first line of a hand whose room is
// recognised but not read ("Full Tilt Poker hand histories are not read yet").
engine::Finding unread_room_finding(std::uint32_t line, std::uint32_t column, SiteFormat format);

// The lists each room's reader reuses hand after hand. A caller that reads
// many hands keeps one (per thread: it is not shared).
class RoomScratch {
 public:
  RoomScratch();
  ~RoomScratch();
  RoomScratch(RoomScratch&&) noexcept;
  RoomScratch& operator=(RoomScratch&&) noexcept;

  struct Readers;  // one scratch per room, defined beside the dispatch

 private:
  friend ParseStatus parse_room_hand(SiteFormat, std::string_view, std::uint32_t, std::uint32_t, engine::HandRecord&,
                                     std::vector<engine::Finding>&, RoomScratch&, const DocumentOpening&);
  std::unique_ptr<Readers> readers_;
};

// Reads one hand of a room that room_is_read: `text` as split_site_hands
// found it, `line`/`column` where its first byte is in the decoded file.
// Views in `out` point into `text`; findings about the input are appended to
// `findings`. The record's `format` and `site` are the room's id
// (site_format_info(format).id). A room that is not read gives kUnsupported
// and its one unsupported-game finding. `opening` is the hand's document
// opening where its room needs one (SiteHand::opening_*: iPoker, Merge, Everest).
ParseStatus parse_room_hand(SiteFormat format, std::string_view text, std::uint32_t line, std::uint32_t column,
                            engine::HandRecord& out, std::vector<engine::Finding>& findings, RoomScratch& scratch,
                            const DocumentOpening& opening = {});

}  // namespace parser
