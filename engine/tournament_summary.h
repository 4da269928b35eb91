// A tournament summary as a plain struct: what the room says of a whole
// tournament (parser/stars_summary.h reads PokerStars'; the tournament
// checks, validators/tournament_summary.cpp, judge it). No I/O.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/chips.h"

namespace engine {

// An amount as a summary writes it: "$2,062.96", "₹136.50 INR", "200",
// "3600 FPP".
struct SummaryMoney {
  Chips amount{0};       // centi-units
  std::string symbol;    // "$", "€", "" for chips, points or tickets
  std::string currency;  // "USD", "FPP", "SC"; often left out
};

// One line of the finishing list: "  2: COyourACES [3] (India), ₹2,035.24 (18.183%)".
struct SummaryEntry {
  std::uint32_t place = 0;
  std::string name;                   // without the re-entry mark
  std::uint32_t entry = 0;            // the re-entry mark "[3]": 3; 0 when none
  std::string country;                // empty when none is written (Run It Once)
  bool still_playing = false;         // "still playing": `place` is only the list's order
  std::optional<SummaryMoney> prize;  // money won, when the prize is an amount
  std::string prize_text;             // what follows the name, trimmed: "", "(qualified for the target tournament)"
  std::uint32_t line = 0;
  std::uint32_t column = 1;  // of the place number
  std::string text;          // the line as written
};

// A line of the summary the grammar does not know.
struct SummaryLine {
  std::uint32_t line = 0;
  std::string text;
};

struct TournamentSummary {
  std::string site;           // as HandRecord::site: "pokerstars", "full-tilt", "run-it-once"
  std::string tournament_id;  // digits
  std::string game;           // "Pot Limit 5 Card Omaha"
  std::string buy_in;         // as written after "Buy-In: ": "$24.55/$2.45 USD"; empty for a freeroll
  std::optional<std::uint64_t> entrants;
  std::uint32_t entrants_line = 0;
  std::optional<SummaryMoney> prize_pool;  // an amount; not a ticket
  std::string prize_pool_text;             // as written, amount or not
  std::uint32_t prize_pool_line = 0;
  std::string started;                      // as written: "2016/11/26 19:04:00 CET [2016/11/26 13:04:00 ET]"
  std::string finished;                     // empty while the tournament runs
  std::vector<SummaryEntry> entries;        // in the order written
  std::optional<std::uint32_t> hero_place;  // "You finished in 8th place"
  std::string hero_eliminated_at;           // "(eliminated at hand #56087971216)": the hand number; empty when none
  std::uint32_t hero_line = 0;              // of "You finished ..."; 0 when none
  std::string hero_text;                    // that line as written
  std::vector<SummaryLine> unrecognized;
  std::uint32_t line = 0;  // of the header
  std::uint32_t column = 1;
  std::string header;  // the header line as written
};

// The tournament's buy-in as the hands' headers write it
// (HandRecord::tournament_buy_in): "$10.00/$1.00 USD" -> "$10.00+$1.00 USD".
inline std::string summary_buy_in_as_in_hands(std::string_view buy_in) {
  std::string text(buy_in);
  for (char& c : text)
    if (c == '/') c = '+';
  return text;
}

}  // namespace engine
