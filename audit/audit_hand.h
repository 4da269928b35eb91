// The pipeline for one hand: parse, replay, validate. Pure: no I/O, no
// threads; safe to call from any worker concurrently.
#pragma once

#include <cstdint>
#include <string_view>

#include "audit/hand_report.h"
#include "engine/finding.h"
#include "engine/hand_record.h"
#include "engine/profile_choice.h"
#include "parser/pokerstars_parser.h"
#include "parser/room_readers.h"
#include "replay/trace.h"
#include "parser/site_headers.h"

namespace audit {

struct AuditSettings {
  engine::ProfileChoice profile;  // default: each site's own profile, as built in
  bool sessions = false;      // also build HandReport::session (cross-hand audits)
  // Also fill HandReport::table (waivers match on it) and start_hour and
  // start_zone (the html report charts them): a copy a hand, only when needed.
  bool table_names = false;
};

// What auditing a PokerStars or other room's hand reuses from hand to hand: its record, its
// trace and the parser's lists, whose capacity stays. A caller that audits
// many hands keeps one (per thread: it is not shared) and passes it to each
// audit_hand, which then allocates little once warm.
struct HandWorkspace {
  engine::HandRecord record;
  replay::Trace trace;
  parser::PokerStarsScratch parse;
  parser::RoomScratch rooms;
};

// `text` is one hand (as located by the splitter), `line`/`column` where it
// starts in the decoded file. Positions in the returned findings are
// file-relative. Nothing is kept between calls but what `workspace` holds.
// HandReport::table, start_hour and start_zone from `record`
// (AuditSettings::table_names).
void name_table_and_hour(const engine::HandRecord& record, HandReport& report);

HandReport audit_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                      std::string_view source, const AuditSettings& settings, HandWorkspace& workspace);
// The same with a workspace of its own, for a single hand.
HandReport audit_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                      std::string_view source, const AuditSettings& settings);

// The same for one hand of a room whose reader handaudit has (a unit of kind
// kSite whose format parser::room_is_read), read by parser/room_readers.h and
// audited under the room's own profile (engine::default_profile) unless
// `settings` names another. `opening`: the hand's document opening where
// its room needs one (audit::unit_opening).
HandReport audit_room_hand(parser::SiteFormat format, std::string_view text, std::uint32_t line,
                           std::uint32_t column, std::string_view source, const AuditSettings& settings,
                           HandWorkspace& workspace, const parser::DocumentOpening& opening = {});

// The same for one PHH hand (as located by parser::split_phh). `hand_name`
// is its id when the file has no `hand` field: the file stem, plus "#N" for
// the N-th table of a .phhs. PHH input is audited under the `wsop` profile
// unless `settings` names another (PHH.md §10: annotators follow the WSOP
// rules, the tournament rules where they conflict).
HandReport audit_phh_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                          std::string_view source, std::string_view hand_name, const AuditSettings& settings);

// A hand of another site's format, recognised by its header but not read
// yet (parser/site_headers.h, parser::room_is_read): counted as a hand,
// unreadable, with the one finding of parser::unread_room_finding.
HandReport unread_site_hand(std::uint32_t line, std::uint32_t column, std::string_view source,
                            parser::SiteFormat format, std::string_view hand_id);

}  // namespace audit
