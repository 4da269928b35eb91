// HandResult: the audit of one hand, as the NDJSON report writes it.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "handaudit/finding.h"

namespace handaudit {

// clean: replayed, no finding; findings: replayed, some finding; unreadable:
// not replayed (parse-error, truncated-hand, unsupported-game, another
// site's format not read yet, text outside any hand).
enum class HandStatus : std::uint8_t { kClean, kFindings, kUnreadable };
std::string_view status_id(HandStatus s);  // "clean", "findings", "unreadable"

// A finding a waiver took out (AuditorOptions::waivers).
struct WaivedFinding {
  Finding finding;
  std::uint32_t waiver = 0;  // its index in AuditorOptions::waivers
  friend bool operator==(const WaivedFinding&, const WaivedFinding&) = default;
};

struct HandResult {
  std::string source;       // the path as given, "-" for standard input, or the name given with the bytes
  Position position;        // of the hand's first line
  std::string hand_id;      // the log's own hand number; "" for text outside any hand
  std::string format;       // "pokerstars", "phh", or another site's format id
  std::string game;         // "holdem", "omaha", ...; "unknown" when unreadable
  std::string structure;    // "no-limit", "pot-limit", "fixed-limit", ...; "" when unreadable
  // The table's name as the log writes it, when AuditorOptions::hand_tables
  // (or a waiver) asks for it; else "". Not in to_json(): the NDJSON hand
  // object names no table.
  std::string table;
  HandStatus status = HandStatus::kClean;
  bool outside_hand = false;       // text outside any hand: reported, not counted as a hand
  std::vector<Finding> findings;   // in source order
  std::vector<WaivedFinding> waived;  // in source order; never in `findings`
  friend bool operator==(const HandResult&, const HandResult&) = default;
};

// The hand object of `handaudit audit --format json` (INTERFACE.md), byte for
// byte, newline included.
std::string to_json(const HandResult& hand);

}  // namespace handaudit
