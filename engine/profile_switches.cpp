#include "engine/profile_switches.h"

#include <array>
#include <charconv>
#include <cstdint>

namespace engine {

namespace {

template <class E>
struct Named {
  std::string_view name;
  E value;
};

constexpr Named<bool> kBools[] = {{"true", true}, {"false", false}};
constexpr Named<BbaOrder> kBbaOrders[] = {{"bb_first", BbaOrder::kBbFirst}, {"ante_first", BbaOrder::kAnteFirst}};
constexpr Named<Straddles> kStraddles[] = {
    {"none", Straddles::kNone}, {"utg", Straddles::kUtg}, {"any_seat", Straddles::kAnySeat}};
constexpr Named<StraddleMinRaise> kStraddleMinRaises[] = {{"one_straddle_more", StraddleMinRaise::kOneStraddleMore},
                                                          {"three_bb", StraddleMinRaise::kThreeBb}};
constexpr Named<ButtonStraddleOrder> kButtonStraddleOrders[] = {
    {"left_of_straddler", ButtonStraddleOrder::kLeftOfStraddler},
    {"utg_skip_straddler", ButtonStraddleOrder::kUtgSkipStraddler},
    {"utg_skip_any_straddler", ButtonStraddleOrder::kUtgSkipAnyStraddler}};
constexpr Named<ButtonMode> kButtonModes[] = {
    {"dead", ButtonMode::kDead},
    {"moving", ButtonMode::kMoving},
    {"simplified_moving", ButtonMode::kSimplifiedMoving},
    {"held_when_small_blind_gone", ButtonMode::kHeldWhenSmallBlindGone}};
constexpr Named<HeadsUpBigBlind> kHeadsUpBigBlinds[] = {{"moves_on", HeadsUpBigBlind::kMovesOn},
                                                        {"follows_button", HeadsUpBigBlind::kFollowsButton}};
constexpr Named<HeadsUpUncap> kHeadsUpUncaps[] = {{"never", HeadsUpUncap::kNever},
                                                  {"tournament_heads_up", HeadsUpUncap::kTournamentHeadsUp},
                                                  {"round_begins_heads_up", HeadsUpUncap::kRoundBeginsHeadsUp},
                                                  {"heads_up_before_cap", HeadsUpUncap::kHeadsUpBeforeCap}};
constexpr Named<StudShowingTie> kStudShowingTies[] = {{"position", StudShowingTie::kPosition},
                                                      {"suit", StudShowingTie::kSuit},
                                                      {"suit_stud_high_only", StudShowingTie::kSuitStudHighOnly}};
constexpr Named<PlBlindBasis> kPlBlindBases[] = {{"full_blinds", PlBlindBasis::kFullBlinds},
                                                 {"true_value", PlBlindBasis::kTrueValue},
                                                 {"sb_as_bb", PlBlindBasis::kSbAsBb}};
constexpr Named<OddChipUnit> kOddChipUnits[] = {{"smallest_chip_in_play", OddChipUnit::kSmallestChipInPlay},
                                                {"blind_unit", OddChipUnit::kBlindUnit},
                                                {"cent_or_chip", OddChipUnit::kCentOrChip}};
constexpr Named<StudOddChip> kStudOddChips[] = {{"suit_in_five_cards", StudOddChip::kSuitInFiveCards},
                                                {"suit_all_cards", StudOddChip::kSuitAllCards}};
constexpr Named<OddChipOverride> kOddChipOverrides[] = {{"none", OddChipOverride::kNone},
                                                        {"highest_card", OddChipOverride::kHighestCard}};
constexpr Named<RakeMode> kRakeModes[] = {
    {"none", RakeMode::kNone}, {"from_log", RakeMode::kFromLog}, {"schedule", RakeMode::kSchedule}};
constexpr Named<MinRaiseBasis> kMinRaiseBases[] = {{"last_full_raise", MinRaiseBasis::kLastFullRaise},
                                                   {"last_raise", MinRaiseBasis::kLastRaise}};
constexpr Named<LimitShortAllIn> kLimitShortAllIns[] = {{"counts_as_full", LimitShortAllIn::kCountsAsFull},
                                                        {"next_raise_completes", LimitShortAllIn::kNextRaiseCompletes},
                                                        {"taken_as_full_bet", LimitShortAllIn::kTakenAsFullBet}};
constexpr Named<LimitSmallBlind> kLimitSmallBlinds[] = {{"from_log", LimitSmallBlind::kFromLog},
                                                        {"half_bet", LimitSmallBlind::kHalfBet},
                                                        {"half_bet_in_chips", LimitSmallBlind::kHalfBetInChips}};
constexpr Named<LimitBigBet> kLimitBigBets[] = {{"twice", LimitBigBet::kTwice}, {"any", LimitBigBet::kAny}};
constexpr Named<DrawDiscardLimit> kDrawDiscardLimits[] = {{"whole_hand", DrawDiscardLimit::kWholeHand},
                                                          {"three_or_four_once", DrawDiscardLimit::kThreeOrFourOnce}};
constexpr Named<DrawLastCard> kDrawLastCards[] = {{"dealt", DrawLastCard::kDealt}, {"kept", DrawLastCard::kKept}};
constexpr Named<DrawOwnDiscards> kDrawOwnDiscards[] = {{"never", DrawOwnDiscards::kNever},
                                                       {"later_exchanges", DrawOwnDiscards::kLaterExchanges}};

// A field of Profile by its path of pointers to members (the rake's fields
// are two deep: &Profile::rake, &RakeRule::mode), and the names of its
// values.
template <const auto& Names, auto... Path>
std::string get_named(const Profile& p) {
  for (const auto& n : Names)
    if (n.value == (p .* ... .* Path)) return std::string(n.name);
  return {};
}

template <const auto& Names, auto... Path>
bool set_named(Profile& p, std::string_view value) {
  for (const auto& n : Names) {
    if (n.name != value) continue;
    (p .* ... .* Path) = n.value;
    return true;
  }
  return false;
}

// A whole number written in decimal digits alone, within [lo, hi].
std::optional<int> whole_number(std::string_view text, int lo, int hi) {
  int n = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (text.empty() || text.front() == '-' || ec != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  if (n < lo || n > hi) return std::nullopt;
  return n;
}

template <int Lo, int Hi, auto... Path>
std::string get_int(const Profile& p) {
  return std::to_string((p .* ... .* Path));
}

template <int Lo, int Hi, auto... Path>
bool set_int(Profile& p, std::string_view value) {
  const std::optional<int> n = whole_number(value, Lo, Hi);
  if (n) (p .* ... .* Path) = *n;
  return n.has_value();
}

// A rake cap: "none", or an amount in the log's unit with at most two
// decimals ("6", "0.30"), held in centi-units (engine/chips.h).
std::string get_rake_cap(const Profile& p) {
  if (p.rake.cap == 0) return "none";
  std::string text = std::to_string(p.rake.cap / 100) + ".";
  const auto cents = p.rake.cap % 100;
  text += static_cast<char>('0' + cents / 10);
  text += static_cast<char>('0' + cents % 10);
  return text;
}

bool set_rake_cap(Profile& p, std::string_view value) {
  if (value == "none") {
    p.rake.cap = 0;
    return true;
  }
  const std::size_t dot = value.find('.');
  const std::string_view units = value.substr(0, dot);
  std::string_view decimals = dot == std::string_view::npos ? std::string_view() : value.substr(dot + 1);
  constexpr int kMostUnits = 1'000'000'000;  // far above any cap, far below overflow
  const std::optional<int> whole = whole_number(units, 0, kMostUnits);
  if (!whole || decimals.size() > 2 || (dot != std::string_view::npos && decimals.empty())) return false;
  int cents = 0;
  for (std::size_t i = 0; i < 2; ++i) {
    cents *= 10;
    if (i >= decimals.size()) continue;
    if (decimals[i] < '0' || decimals[i] > '9') return false;
    cents += decimals[i] - '0';
  }
  p.rake.cap = std::int64_t{*whole} * 100 + cents;
  return true;
}

// A day written yyyy-mm-dd, held as yyyymmdd; "none" is 0.
std::string get_day(const Profile& p) {
  if (p.chip_in_play_until == 0) return "none";
  const std::string s = std::to_string(p.chip_in_play_until);
  return s.substr(0, 4) + "-" + s.substr(4, 2) + "-" + s.substr(6, 2);
}

bool set_day(Profile& p, std::string_view value) {
  if (value == "none") {
    p.chip_in_play_until = 0;
    return true;
  }
  if (value.size() != 10 || value[4] != '-' || value[7] != '-') return false;
  const auto year = whole_number(value.substr(0, 4), 1970, 9999);
  const auto month = whole_number(value.substr(5, 2), 1, 12);
  const auto day = whole_number(value.substr(8, 2), 1, 31);
  if (!year || !month || !day) return false;
  p.chip_in_play_until = *year * 10000 + *month * 100 + *day;
  return true;
}

constexpr std::string_view kBoolValues = "true, false";

constexpr ProfileSwitch kSwitches[] = {
    {"bba_order", "bb_first, ante_first", "big blind ante: which of the big blind and the ante is taken first",
     get_named<kBbaOrders, &Profile::bba_order>, set_named<kBbaOrders, &Profile::bba_order>},
    {"straddles", "none, utg, any_seat", "which seats may straddle (cash games)",
     get_named<kStraddles, &Profile::straddles>, set_named<kStraddles, &Profile::straddles>},
    {"straddle_min_raise", "one_straddle_more, three_bb", "the least raise over a straddle",
     get_named<kStraddleMinRaises, &Profile::straddle_min_raise>,
     set_named<kStraddleMinRaises, &Profile::straddle_min_raise>},
    {"button_straddle_order", "left_of_straddler, utg_skip_straddler, utg_skip_any_straddler",
     "who acts first over a button (or any later seat's) straddle",
     get_named<kButtonStraddleOrders, &Profile::button_straddle_order>,
     set_named<kButtonStraddleOrders, &Profile::button_straddle_order>},
    {"button_mode", "dead, moving, simplified_moving, held_when_small_blind_gone",
     "how the button moves when players leave or bust",
     get_named<kButtonModes, &Profile::button_mode>, set_named<kButtonModes, &Profile::button_mode>},
    {"heads_up_big_blind", "moves_on, follows_button", "who posts the big blind when a table goes heads-up",
     get_named<kHeadsUpBigBlinds, &Profile::heads_up_big_blind>,
     set_named<kHeadsUpBigBlinds, &Profile::heads_up_big_blind>},
    {"limit_cap", "a whole number from 1 to 20", "fixed limit: raises allowed after the opening bet",
     get_int<1, 20, &Profile::limit_cap>, set_int<1, 20, &Profile::limit_cap>},
    {"limit_cap_two_rounds", "a whole number from 1 to 20",
     "the same in games with two betting rounds (single draw)", get_int<1, 20, &Profile::limit_cap_two_rounds>,
     set_int<1, 20, &Profile::limit_cap_two_rounds>},
    {"heads_up_uncap", "never, tournament_heads_up, round_begins_heads_up, heads_up_before_cap",
     "fixed limit: when heads-up play lifts the raise cap", get_named<kHeadsUpUncaps, &Profile::heads_up_uncap>,
     set_named<kHeadsUpUncaps, &Profile::heads_up_uncap>},
    {"stud_open_pair_option", kBoolValues, "stud: an open pair on fourth street allows the big bet",
     get_named<kBools, &Profile::stud_open_pair_option>, set_named<kBools, &Profile::stud_open_pair_option>},
    {"stud_showing_tie", "position, suit, suit_stud_high_only", "stud: who acts first when the showing hands tie",
     get_named<kStudShowingTies, &Profile::stud_showing_tie>, set_named<kStudShowingTies, &Profile::stud_showing_tie>},
    {"pl_blind_basis", "full_blinds, true_value, sb_as_bb", "pot limit: how the blinds count in the first pot size",
     get_named<kPlBlindBases, &Profile::pl_blind_basis>, set_named<kPlBlindBases, &Profile::pl_blind_basis>},
    {"hilo_identical_even", kBoolValues, "hi/lo: identical hands split evenly, no odd chip to the high half",
     get_named<kBools, &Profile::hilo_identical_even>, set_named<kBools, &Profile::hilo_identical_even>},
    {"odd_chip_unit", "smallest_chip_in_play, blind_unit, cent_or_chip", "the unit a pot is split in",
     get_named<kOddChipUnits, &Profile::odd_chip_unit>, set_named<kOddChipUnits, &Profile::odd_chip_unit>},
    {"chip_in_play_until", "none, or a day yyyy-mm-dd",
     "cent_or_chip: cash hands up to this day split in the smallest chip in play", get_day, set_day},
    {"play_money_in_cents", kBoolValues, "play money is split to the hundredth, not in whole chips",
     get_named<kBools, &Profile::play_money_in_cents>, set_named<kBools, &Profile::play_money_in_cents>},
    {"tournament_chips_in_cents", kBoolValues, "tournament chips are split to the hundredth, not in whole chips",
     get_named<kBools, &Profile::tournament_chips_in_cents>, set_named<kBools, &Profile::tournament_chips_in_cents>},
    {"chip_in_play_without_currency", kBoolValues,
     "smallest_chip_in_play: cash hands without a currency split in the chip their amounts show",
     get_named<kBools, &Profile::chip_in_play_without_currency>,
     set_named<kBools, &Profile::chip_in_play_without_currency>},
    {"stud_odd_chip", "suit_in_five_cards, suit_all_cards", "stud: which card's suit takes the odd chip",
     get_named<kStudOddChips, &Profile::stud_odd_chip>, set_named<kStudOddChips, &Profile::stud_odd_chip>},
    {"odd_chip_override", "none, highest_card", "a regulator's odd-chip rule over the game's",
     get_named<kOddChipOverrides, &Profile::odd_chip_override>,
     set_named<kOddChipOverrides, &Profile::odd_chip_override>},
    {"rake", "none, from_log, schedule", "the rake: none, the log's (its invariants checked), or a schedule",
     get_named<kRakeModes, &Profile::rake, &RakeRule::mode>, set_named<kRakeModes, &Profile::rake, &RakeRule::mode>},
    {"rake_percent", "a whole number from 0 to 100", "schedule: the percent of the pot raked", get_int<0, 100, &Profile::rake, &RakeRule::percent>, set_int<0, 100, &Profile::rake, &RakeRule::percent>},
    {"rake_cap", "none, or an amount (6, 0.30)", "schedule: the most raked from a hand", get_rake_cap, set_rake_cap},
    {"rake_no_flop_no_drop", kBoolValues, "no rake from a hand that ends before the flop",
     get_named<kBools, &Profile::rake, &RakeRule::no_flop_no_drop>, set_named<kBools, &Profile::rake, &RakeRule::no_flop_no_drop>},
    {"min_raise_basis", "last_full_raise, last_raise", "no limit: the least raise after a short all-in raise",
     get_named<kMinRaiseBases, &Profile::min_raise_basis>, set_named<kMinRaiseBases, &Profile::min_raise_basis>},
    {"limit_short_all_in", "counts_as_full, next_raise_completes, taken_as_full_bet",
     "fixed limit: what a short all-in raise of half a bet or more counts as",
     get_named<kLimitShortAllIns, &Profile::limit_short_all_in>,
     set_named<kLimitShortAllIns, &Profile::limit_short_all_in>},
    {"limit_small_blind", "from_log, half_bet, half_bet_in_chips",
     "fixed limit: the small blind as posted, half the small bet, or that rounded down to a chip",
     get_named<kLimitSmallBlinds, &Profile::limit_small_blind>,
     set_named<kLimitSmallBlinds, &Profile::limit_small_blind>},
    {"limit_big_bet", "twice, any", "fixed limit: the big bet is twice the small bet, or whatever the house deals",
     get_named<kLimitBigBets, &Profile::limit_big_bet>, set_named<kLimitBigBets, &Profile::limit_big_bet>},
    {"sitting_out_all_in_folds", kBoolValues, "a sitting-out player all-in on a forced bet is folded",
     get_named<kBools, &Profile::sitting_out_all_in_folds>, set_named<kBools, &Profile::sitting_out_all_in_folds>},
    {"draw_discard_limit", "whole_hand, three_or_four_once", "draw: how many cards one exchange may take",
     get_named<kDrawDiscardLimits, &Profile::draw_discard_limit>,
     set_named<kDrawDiscardLimits, &Profile::draw_discard_limit>},
    {"draw_fold_before_open_checks", kBoolValues, "five-card draw: a fold before the opening bet counts as a check",
     get_named<kBools, &Profile::draw_fold_before_open_checks>,
     set_named<kBools, &Profile::draw_fold_before_open_checks>},
    {"draw_burns", "a whole number from 0 to 3", "draw: cards burnt before each draw round",
     get_int<0, 3, &Profile::draw_burns>, set_int<0, 3, &Profile::draw_burns>},
    {"draw_last_card", "dealt, kept", "draw: whether the stub's last card is dealt or shuffled with the discards",
     get_named<kDrawLastCards, &Profile::draw_last_card>, set_named<kDrawLastCards, &Profile::draw_last_card>},
    {"draw_reshuffle_mucked", kBoolValues, "draw: whether folded hands go into a reshuffle with the discards",
     get_named<kBools, &Profile::draw_reshuffle_mucked>, set_named<kBools, &Profile::draw_reshuffle_mucked>},
    {"draw_own_discards", "never, later_exchanges",
     "draw: whether a reshuffle may deal a player a card he threw in an earlier exchange",
     get_named<kDrawOwnDiscards, &Profile::draw_own_discards>,
     set_named<kDrawOwnDiscards, &Profile::draw_own_discards>},
    {"disconnect_protection", kBoolValues, "a player who disconnects with chips in the pot is treated as all-in",
     get_named<kBools, &Profile::disconnect_protection>, set_named<kBools, &Profile::disconnect_protection>},
    {"top_ups_logged", kBoolValues, "a cash stack topped up between hands is written in the log",
     get_named<kBools, &Profile::top_ups_logged>, set_named<kBools, &Profile::top_ups_logged>},
    {"tournament_rebuys_logged", kBoolValues, "a tournament's rebuys and add-ons are written in the log",
     get_named<kBools, &Profile::tournament_rebuys_logged>, set_named<kBools, &Profile::tournament_rebuys_logged>},
    {"straddle_redoubles", kBoolValues, "a straddler may straddle again over his own straddle",
     get_named<kBools, &Profile::straddle_redoubles>, set_named<kBools, &Profile::straddle_redoubles>},
    {"restraddles", kBoolValues, "the player after a straddler may re-straddle, twice the straddle",
     get_named<kBools, &Profile::restraddles>, set_named<kBools, &Profile::restraddles>},
    {"posts_mark_all_in", kBoolValues, "the log marks a blind or ante that takes a player's last chip",
     get_named<kBools, &Profile::posts_mark_all_in>, set_named<kBools, &Profile::posts_mark_all_in>},
    {"actions_mark_all_in", kBoolValues, "the log marks a call, bet or raise that takes a player's last chip",
     get_named<kBools, &Profile::actions_mark_all_in>, set_named<kBools, &Profile::actions_mark_all_in>},
    {"short_deck_trips_beat_straight", kBoolValues, "short deck: three of a kind beats a straight",
     get_named<kBools, &Profile::short_deck_trips_beat_straight>,
     set_named<kBools, &Profile::short_deck_trips_beat_straight>},
    {"second_small_blind_live", kBoolValues, "a second small blind, posted coming in out of position, is live",
     get_named<kBools, &Profile::second_small_blind_live>, set_named<kBools, &Profile::second_small_blind_live>},
};

}  // namespace

std::span<const ProfileSwitch> profile_switches() { return kSwitches; }

const ProfileSwitch* find_switch(std::string_view name) {
  for (const ProfileSwitch& s : kSwitches)
    if (s.name == name) return &s;
  return nullptr;
}

std::optional<std::string> switch_error(std::string_view name, std::string_view value) {
  const ProfileSwitch* s = find_switch(name);
  if (s == nullptr)
    return "unknown switch '" + std::string(name) + "' (run 'handaudit rules --switches' for the list)";
  Profile scratch;
  if (!s->set(scratch, value))
    return "switch '" + std::string(name) + "' takes " + std::string(s->values) + ", not '" + std::string(value) + "'";
  return std::nullopt;
}

}  // namespace engine
