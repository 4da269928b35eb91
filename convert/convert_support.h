// What the converters (json, ohh, phh) share: reading one hand of either
// input format for conversion, what each player is paid and ends the hand
// with, and amounts written as exact decimal text.
//
// Pure functions: safe to call from any worker concurrently.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/chips.h"
#include "engine/finding.h"
#include "engine/hand_record.h"
#include "engine/money_text.h"
#include "engine/profile.h"
#include "parser/pokerstars_parser.h"  // ParseStatus
#include "parser/room_readers.h"
#include "replay/trace.h"

namespace convert {

// Where a hand's text comes from: PokerStars, PHH, or another room whose
// reader handaudit has (parser::room_is_read). Written
// `SourceFormat::kPokerStars`, `SourceFormat::kPhh` or
// `SourceFormat::of_room(parser::SiteFormat::kGgpoker)`.
struct SourceFormat {
  enum Kind : std::uint8_t { kPokerStars, kPhh, kRoom };
  Kind kind = kPokerStars;
  parser::SiteFormat room = parser::SiteFormat::kGgpoker;  // when kind is kRoom
  parser::DocumentOpening opening;  // kRoom: the hand's document opening, where its room needs one (iPoker)

  SourceFormat(Kind k) : kind(k) {}  // NOLINT(google-explicit-constructor): SourceFormat::kPhh reads as a format
  static SourceFormat of_room(parser::SiteFormat r, parser::DocumentOpening opening = {}) {
    SourceFormat f(kRoom);
    f.room = r;
    f.opening = opening;
    return f;
  }
  bool operator==(Kind k) const { return kind == k; }
};

// One hand as read for conversion. Not moved once read: a replay::Trace
// keeps a pointer to `record`.
struct ParsedHand {
  engine::HandRecord record;
  std::vector<engine::Finding> findings;  // the parser's
  parser::ParseStatus status = parser::ParseStatus::kOk;
  std::string_view hand_id;                  // the log's id; PHH: the hand name when it has none
  std::string_view format;                   // "pokerstars", "phh", or the room's id ("ggpoker")
  const engine::Profile* profile = nullptr;  // the profile audit replays it under
  parser::PokerStarsScratch scratch;         // the parsers' lists, reused with the hand
  parser::RoomScratch room_scratch;
};

// What converting a hand reuses from hand to hand: the record's and the
// trace's lists keep their capacity. One per converting thread, owned by the
// caller (api::PerThread); nothing read of it outlives the call it is lent to.
struct ConvertWorkspace {
  ParsedHand hand;
  replay::Trace trace;
};

// One unit of input converted to the target format: the text to write, or
// why the hand has no form there.
struct Converted {
  std::string text;     // "" when skipped
  std::string skipped;  // "" when converted; else "SOURCE:LINE: hand ID not converted: REASON"
};

// The `skipped` message of a hand that is not converted.
std::string not_converted(std::string_view source, std::uint32_t line, std::string_view hand_id,
                          std::string_view reason);

// The reason a hand that could not be read (or replayed) is not converted:
// the message of its first parse-error, truncated-hand or unsupported-game
// finding.
std::string unread_reason(const ParsedHand& hand);

// Reads one hand (`text` as the splitter located it, at `line`/`column`).
// `hand_name` is a PHH hand's id when it has no `hand` field. PokerStars
// hands get the site's own profile, PHH hands `wsop` (tournament rules), as
// audit does.
void parse_for_convert(ParsedHand& out, std::string_view text, std::uint32_t line, std::uint32_t column,
                       SourceFormat format, std::string_view hand_name);

// Appends one replayed hand in a target format to `out`; returns "" or the
// reason the hand has no form there (nothing appended then).
using HandWriter = std::string (*)(std::string& out, const replay::Trace& t, std::string_view hand_id,
                                   std::string_view source, std::uint32_t line);

// What the ohh and phh converters share for one hand: read it, replay it
// under its profile and have `write` convert it; a hand that cannot be read
// or replayed is skipped with the reason its findings give.
Converted convert_hand(ConvertWorkspace& workspace, std::string_view text, std::uint32_t line, std::uint32_t column, std::string_view source,
                       SourceFormat format, std::string_view hand_name, HandWriter write);

// What each player is paid from each pot: per pot, player -> amount; nullopt
// for a pot whose payout is not known. Logs that state their payouts
// (PokerStars): the collect lines, by the pot they name (an unnamed pot is the
// main pot; when the log states a single pot where the rules build several,
// each collect is spread over the pots its collector may win, in order);
// collects naming a pot the rules do not build are in `unplaced`.
// PHH: the replayed awards (replay/awards.h).
struct Payouts {
  std::vector<std::optional<std::map<int, engine::Chips>>> pots;
  std::map<int, engine::Chips> unplaced;
};
// kInCollect: as the log pays (a bet nobody called may be paid back inside
// a collect, 888poker); kApart: that bet taken off the collect, what the
// pots paid (OHH, whose reader gives every uncalled bet back itself).
enum class Uncalled : std::uint8_t { kInCollect, kApart };
Payouts payouts(const replay::Trace& t, Uncalled uncalled = Uncalled::kInCollect);

// Each player's stack at the end of the hand (HandRecord::players order):
// the starting stack less what he put in, plus the payouts and, by the log's
// own account where it states its payouts (validators/log_account.h), the
// uncalled bet it returns, the cash-outs the house pays him and what GGPoker's
// EV cash-out moves (HandRecord::house_deals); a PHH input's cash-outs
// (`_cash_outs`) in place of the pot shares the house keeps. Never below zero: a player
// the log has put in more than he had loses what he had (docs/hand-json.md).
// nullopt for a player whose starting stack is unknown or who contests a pot
// whose payout is not known.
std::vector<std::optional<engine::Chips>> final_stacks(const replay::Trace& t, const Payouts& paid);

// A player's all-in cash-out as OHH (cashout_amount, cashout_fee) and PHH
// (handaudit's `_cash_outs`) write it: what the house paid him for his
// stake in the pots, and the fee the log states (0 when none). PokerStars'
// and PartyPoker's cash-out lines; GGPoker's EV cash-out (its log states no
// fee): a loser's "Receives Cashout", and for a winner who "Pays Cashout
// Risk" what he collected less the risk, the house keeping his wins
// (docs/cash-out.md). All-in insurance is no cash-out.
struct CashOut {
  engine::Chips amount{0};
  engine::Chips fee{0};
};
// Per player (HandRecord::players order); nullopt: he did not cash out.
std::vector<std::optional<CashOut>> cash_outs(const replay::Trace& t);

// Stud: the card a player got at deal position `k` (0 and 1 down, 2 to 5
// up, 6 down) where the log shows it. The record has his up-cards, and his
// known cards in deal order when the log shows them from the first (the hero,
// a show): used where they agree with the up-cards.
std::optional<engine::Card> stud_card(const engine::PlayerRecord& p, std::size_t k);

// Stud: the deal positions of the cards of a street: 3rd street 0 to 2, then
// one each (4th street 3, ..., 7th street 6).
std::pair<std::size_t, std::size_t> stud_deal_range(engine::Street s);

// Draw games: the exchange of the discard at `action`, nullptr when the log
// does not show its cards.
const engine::Exchange* exchange_at(const engine::HandRecord& rec, std::size_t action);

// Draw games: a player's hand as first dealt (the cards known of it), worked
// back from his last known hand through his exchanges; nullopt when he made
// an exchange and that hand or the exchange's cards are not all known.
std::optional<engine::CardList> first_draw_hand(const engine::HandRecord& rec, int player);

// The live chips each player has put in on the current street, following a
// record's posts and betting in order: a bet adds its amount, a raise sets
// the street total to its `to`, a call adds what it says. Dead money (a
// second small blind, the small part of "small & big blinds", antes) does
// not count. The converters need it where the record says one thing and
// the target format another (PHH `cbr` names the total, OHH `Raise` what was
// added).
class StreetBets {
 public:
  explicit StreetBets(const replay::Trace& t) : t_(t), bet_(t.record->players.size()) {}
  // Applies a post or betting action; returns the player's street total after it.
  engine::Chips apply(const engine::ActionRecord& a);
  engine::Chips of(int player) const { return bet_[static_cast<std::size_t>(player)]; }
  void new_street();

 private:
  const replay::Trace& t_;
  std::vector<engine::Chips> bet_;
  bool small_blind_seen_ = false;
};

// The decimals of the converters' amounts, numbers in the source's unit
// valid in JSON and TOML (engine::decimal_text): `cash` (a currency symbol
// in the log) always two (125 -> 1.25, 100 -> 1.00); chips only those the
// amount needs (150000 -> 1500, 150050 -> 1500.5).
constexpr engine::Decimals amount_decimals(bool cash) {
  return cash ? engine::Decimals::kTwo : engine::Decimals::kFewest;
}

// Appends `amount` (centi-units) in amount_decimals(cash); `Out` is
// std::string or report::StringWriter.
template <typename Out>
void append_decimal_amount(Out& out, engine::Chips amount, bool cash) {
  engine::DecimalBuffer buf;
  out.append(engine::decimal_text(amount, amount_decimals(cash), buf));
}

}  // namespace convert
