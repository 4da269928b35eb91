#include "cli/profiles_text.h"

#include <fmt/format.h>

#include <iterator>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/money_text.h"
#include "engine/profile.h"

namespace cli {

namespace {

using namespace engine;

std::string_view name_of(BbaOrder v) { return v == BbaOrder::kBbFirst ? "bb_first" : "ante_first"; }
std::string_view name_of(Straddles v) {
  return v == Straddles::kNone ? "none" : v == Straddles::kUtg ? "utg" : "any_seat";
}
std::string_view name_of(StraddleMinRaise v) {
  return v == StraddleMinRaise::kOneStraddleMore ? "one_straddle_more" : "three_bb";
}
std::string_view name_of(ButtonStraddleOrder v) {
  return v == ButtonStraddleOrder::kLeftOfStraddler ? "left_of_straddler" : "utg_skip_straddler";
}
std::string_view name_of(ButtonMode v) {
  return v == ButtonMode::kDead ? "dead" : v == ButtonMode::kMoving ? "moving" : "simplified_moving";
}
std::string_view name_of(HeadsUpUncap v) {
  switch (v) {
    case HeadsUpUncap::kNever: return "never";
    case HeadsUpUncap::kTournamentHeadsUp: return "tournament_heads_up";
    case HeadsUpUncap::kRoundBeginsHeadsUp: return "round_begins_heads_up";
    case HeadsUpUncap::kHeadsUpBeforeCap: return "heads_up_before_cap";
  }
  return "never";
}
std::string_view name_of(HeadsUpBigBlind v) {
  return v == HeadsUpBigBlind::kMovesOn ? "moves_on" : "follows_button";
}
std::string_view name_of(StudShowingTie v) {
  return v == StudShowingTie::kPosition ? "position" : v == StudShowingTie::kSuit ? "suit" : "suit_stud_high_only";
}
std::string_view name_of(PlBlindBasis v) {
  return v == PlBlindBasis::kFullBlinds ? "full_blinds" : v == PlBlindBasis::kTrueValue ? "true_value" : "sb_as_bb";
}
std::string_view name_of(OddChipUnit v) {
  return v == OddChipUnit::kSmallestChipInPlay ? "smallest_chip_in_play"
         : v == OddChipUnit::kBlindUnit        ? "blind_unit"
                                               : "cent_or_chip";
}
std::string_view name_of(StudOddChip v) {
  return v == StudOddChip::kSuitInFiveCards ? "suit_in_five_cards" : "suit_all_cards";
}
std::string_view name_of(OddChipOverride v) { return v == OddChipOverride::kNone ? "none" : "highest_card"; }
std::string_view name_of(MinRaiseBasis v) {
  return v == MinRaiseBasis::kLastFullRaise ? "last_full_raise" : "last_raise";
}
std::string_view name_of(LimitShortAllIn v) {
  return v == LimitShortAllIn::kCountsAsFull ? "counts_as_full" : "next_raise_completes";
}
std::string_view name_of(DrawDiscardLimit v) {
  return v == DrawDiscardLimit::kWholeHand ? "whole_hand" : "three_or_four_once";
}
std::string_view name_of(bool v) { return v ? "true" : "false"; }

// A rake table's amount (centi-units of a currency) with two decimals: "0.50".
std::string cents_text(std::int64_t centi) {
  return engine::money_text(engine::Chips{centi}, {.symbol = "", .decimals = engine::Decimals::kTwo});
}

std::string rake_text(const RakeRule& r) {
  switch (r.mode) {
    case RakeMode::kNone: return "none";
    case RakeMode::kFromLog: {
      std::string text = r.no_flop_no_drop ? "from_log, no flop no drop" : "from_log";
      for (const RakeCap& c : r.caps)
        text += fmt::format(", cap {} at {} bb {}", cents_text(c.cap),
                            c.structure == Structure::kNoLimit ? "NL" : "PL/FL", cents_text(c.big_blind));
      return text;
    }
    case RakeMode::kSchedule:
      return fmt::format("{}% cap {}{}", r.percent, cents_text(r.cap), r.no_flop_no_drop ? ", no flop no drop" : "");
  }
  return "none";
}

// A yyyymmdd day as "yyyy-mm-dd".
std::string date_text(int day) {
  std::string s = std::to_string(day);
  return s.size() == 8 ? s.substr(0, 4) + "-" + s.substr(4, 2) + "-" + s.substr(6, 2) : s;
}

// The switches of one profile, in RULES.md §0.1 order.
std::vector<std::pair<std::string_view, std::string>> switches(const Profile& p) {
  return {
      {"bba_order", std::string(name_of(p.bba_order))},
      {"straddles", std::string(name_of(p.straddles))},
      {"straddle_min_raise", std::string(name_of(p.straddle_min_raise))},
      {"button_straddle_order", std::string(name_of(p.button_straddle_order))},
      {"button_mode", std::string(name_of(p.button_mode))},
      {"heads_up_big_blind", std::string(name_of(p.heads_up_big_blind))},
      {"limit_cap", std::to_string(p.limit_cap)},
      {"limit_cap_two_rounds", std::to_string(p.limit_cap_two_rounds)},
      {"heads_up_uncap", std::string(name_of(p.heads_up_uncap))},
      {"stud_open_pair_option", std::string(name_of(p.stud_open_pair_option))},
      {"stud_showing_tie", std::string(name_of(p.stud_showing_tie))},
      {"pl_blind_basis", std::string(name_of(p.pl_blind_basis))},
      {"hilo_identical_even", std::string(name_of(p.hilo_identical_even))},
      {"odd_chip_unit", std::string(name_of(p.odd_chip_unit))},
      {"chip_in_play_until", p.chip_in_play_until == 0 ? std::string("none") : date_text(p.chip_in_play_until)},
      {"stud_odd_chip", std::string(name_of(p.stud_odd_chip))},
      {"odd_chip_override", std::string(name_of(p.odd_chip_override))},
      {"rake", rake_text(p.rake)},
      {"min_raise_basis", std::string(name_of(p.min_raise_basis))},
      {"limit_short_all_in", std::string(name_of(p.limit_short_all_in))},
      {"sitting_out_all_in_folds", std::string(name_of(p.sitting_out_all_in_folds))},
      {"draw_discard_limit", std::string(name_of(p.draw_discard_limit))},
      {"draw_fold_before_open_checks", std::string(name_of(p.draw_fold_before_open_checks))},
      {"disconnect_protection", std::string(name_of(p.disconnect_protection))},
      {"top_ups_logged", std::string(name_of(p.top_ups_logged))},
      {"straddle_redoubles", std::string(name_of(p.straddle_redoubles))},
      {"posts_mark_all_in", std::string(name_of(p.posts_mark_all_in))},
      {"actions_mark_all_in", std::string(name_of(p.actions_mark_all_in))},
      {"short_deck_trips_beat_straight", std::string(name_of(p.short_deck_trips_beat_straight))},
      {"second_small_blind_live", std::string(name_of(p.second_small_blind_live))},
  };
}

// Site profiles: where each value comes from. Switches not listed are
// defaults the logs at hand cannot show (RULES.md §0.1, marked *).
std::string_view pokerstars_evidence(std::string_view key);
std::string_view ggpoker_evidence(std::string_view key);
std::string_view winamax_evidence(std::string_view key);
std::string_view bovada_evidence(std::string_view key);
std::string_view pacific_evidence(std::string_view key);
std::string_view pokernow_evidence(std::string_view key);
std::string_view ipoker_evidence(std::string_view key);
std::string_view partypoker_evidence(std::string_view key);
std::string_view wpn_evidence(std::string_view key);
std::string_view fulltilt_evidence(std::string_view key);

std::string_view site_evidence(std::string_view profile, std::string_view key) {
  if (profile == "pokermaster") {
    if (key == "straddles" || key == "straddle_min_raise")
      return "PokerMaster logs post a straddle of two big blinds left of the big blind";
    const std::string_view stars = pokerstars_evidence(key);
    return stars.empty() ? stars : "as pokerstars (not visible in PokerMaster's own logs)";
  }
  if (profile == "ggpoker") return ggpoker_evidence(key);
  if (profile == "winamax") return winamax_evidence(key);
  if (profile == "bovada") return bovada_evidence(key);
  if (profile == "888") return pacific_evidence(key);
  if (profile == "pokernow") return pokernow_evidence(key);
  if (profile == "ipoker") return ipoker_evidence(key);
  if (profile == "partypoker") return partypoker_evidence(key);
  if (profile == "wpn") return wpn_evidence(key);
  if (profile == "fulltilt") return fulltilt_evidence(key);
  return pokerstars_evidence(key);
}

// A room's own evidence for `key`, else pokerstars's, marked as such:
// `as_pokerstars` is "as pokerstars (not visible in <room>'s own logs)".
std::string_view room_evidence(std::span<const std::pair<std::string_view, std::string_view>> evidence,
                               std::string_view key, std::string_view as_pokerstars) {
  for (const auto& [k, why] : evidence)
    if (k == key) return why;
  const std::string_view stars = pokerstars_evidence(key);
  return stars.empty() ? stars : as_pokerstars;
}


// PokerNow's profile is tda's with what its logs show; the other switches
// are tda's defaults.
std::string_view pokernow_evidence(std::string_view key) {
  static constexpr std::pair<std::string_view, std::string_view> kEvidence[] = {
      {"straddles", "all 37 straddles of the corpus come from the seat left of the big blind"},
      {"straddle_min_raise", "one straddle, raised by at least one straddle more (36 of 37 hands)"},
      {"button_mode", "247 hands start \"(dead button)\"; \"Dead Small Blind\" hands post none"},
      {"heads_up_big_blind", "34 tables go from three players to two: the button moves on, the big blind may not"},
      {"rake", "home games: every pot is collected whole"},
      {"odd_chip_unit", "a cent in games written with cents (\"12.50\"), a chip in whole-chip games"},
      {"top_ups_logged", "joins, quits and the host's stack changes are rows of the log"},
      {"posts_mark_all_in", "\"posts a big blind of 130 and go all in\""},
  };
  for (const auto& [k, why] : kEvidence)
    if (k == key) return why;
  return {};
}

std::string_view ipoker_evidence(std::string_view key) {
  static constexpr std::pair<std::string_view, std::string_view> kEvidence[] = {
      {"rake", "the logs state each player's win after the rake, never the rake: none can be judged"},
      {"posts_mark_all_in", "only action type 7 marks an all-in; a post of a last chip is a plain post"},
      {"actions_mark_all_in", "a call of a whole stack is a plain call (type 3), not type 7"},
      {"disconnect_protection", "type 7 with sum \"DP\": treated as all-in (LHE-10max-USD-0.10-0.20-201107)"},
      {"button_mode", "cash: moving (NLHE-USD-0.02-0.04-201111); tournaments: dead (NLHE-USD-MTT-5r-201112)"},
      {"odd_chip_unit", "cents in cash, chips in tournaments (an MTT pot split 91,772.93 each)"},
  };
  return room_evidence(kEvidence, key, "as pokerstars (not visible in iPoker's own logs)");
}

std::string_view ggpoker_evidence(std::string_view key) {
  static constexpr std::pair<std::string_view, std::string_view> kEvidence[] = {
      {"straddles", "Straddle.txt: a straddle from UTG+1; short deck: after the button blind"},
      {"rake", "14 of 19 cash hands that end before the flop are raked; no cap visible"},
      {"straddle_redoubles", "short deck: straddle $0.04, $0.08, $0.16 over a $0.02 button blind"},
      {"short_deck_trips_beat_straight", "NL-ShortDeck-5max-USD-100: Aces-High Straight wins over Three Tens"},
      {"posts_mark_all_in", "test2.txt: \"posts big blind 51,262\" from 51,262, no all-in mark"},
      {"heads_up_big_blind", "test2.txt, TM4181621415 -> TM4181621433: three to two, the button moves on, Hero posts the big blind again"},
  };
  return room_evidence(kEvidence, key, "as pokerstars (not visible in GGPoker's own logs)");
}

std::string_view winamax_evidence(std::string_view key) {
  static constexpr std::pair<std::string_view, std::string_view> kEvidence[] = {
      {"straddles", "no straddle in Winamax's 350 logged hands"},
      {"rake", "no rake in the 32 cash hands that end before the flop; no cap visible"},
  };
  return room_evidence(kEvidence, key, "as pokerstars (not visible in Winamax's own logs)");
}

std::string_view bovada_evidence(std::string_view key) {
  static constexpr std::pair<std::string_view, std::string_view> kEvidence[] = {
      {"straddles", "no straddle in any Bovada log"},
      {"rake", "walks are raked $0 (\"Total Pot($12) | Rake ($0)\"); pots past the flop are raked"},
      {"stud_open_pair_option", "stud logs: \"Double bets\" / \"D bets\" on 4th street over an open pair"},
      {"button_mode", "not used: seats are named by position, no table session is kept"},
      {"top_ups_logged", "not used: seats are named by position, no table session is kept"},
  };
  for (const auto& [k, why] : kEvidence)
    if (k == key) return why;
  const std::string_view stars = pokerstars_evidence(key);
  return stars.empty() ? stars : "as pokerstars (not visible in Bovada's own logs)";
}

std::string_view pacific_evidence(std::string_view key) {
  static constexpr std::pair<std::string_view, std::string_view> kEvidence[] = {
      {"rake", "the logs state no rake (nor total pot): none can be judged"},
      {"posts_mark_all_in", "no line of the 2,415 888 hands marks an all-in"},
      {"actions_mark_all_in", "no line of the 2,415 888 hands marks an all-in"},
  };
  for (const auto& [k, why] : kEvidence)
    if (k == key) return why;
  const std::string_view stars = pokerstars_evidence(key);
  return stars.empty() ? stars : "as pokerstars (not visible in 888's own logs)";
}

std::string_view partypoker_evidence(std::string_view key) {
  static constexpr std::pair<std::string_view, std::string_view> kEvidence[] = {
      {"rake", "the first layout states no rake (nor total pot): none can be judged; the emailed layout's is the log's"},
      {"posts_mark_all_in", "bigBlindIsForcedAllIn: \"posts big blind [$0.01 USD].\" of a $0.01 stack, unmarked"},
      {"actions_mark_all_in", "\"is all-In [x]\" is written for some wagers that empty a stack, not all"},
      {"limit_short_all_in", "LHE-Freeroll-MTT-201207: bet 400, all-in 790, raise to 1190"},
      {"odd_chip_unit", "Mac.Format (0.10/0.25): a tie splits $54.73 as $27.37 / $27.36"},
      {"second_small_blind_live", "Table2.txt: a second small blind of $0.05, then \"calls [$0.05 USD]\" to $0.10"},
      {"stud_open_pair_option", "7-Stud-USD-MTT-6.00-201205: \"double bets [120]\" on 4th street at 60/120"},
  };
  return room_evidence(kEvidence, key, "as pokerstars (not visible in PartyPoker's own logs)");
}

std::string_view wpn_evidence(std::string_view key) {
  static constexpr std::pair<std::string_view, std::string_view> kEvidence[] = {
      {"straddles", "Straddle.txt: \"Player D3SISION straddle (0.50)\" from the seat left of the big blind"},
      {"straddle_min_raise", "as pokermaster: one straddle more (no WPN log raises a straddle less)"},
      {"odd_chip_unit", "7-Stud-HL 1/2: 7.05 split as 3.53 and 3.52, to the cent"},
      {"disconnect_protection", "PLO8 40/80 disconnected.allin: \"is disconnected and ALL IN.\", the others bet on"},
  };
  return room_evidence(kEvidence, key, "as pokerstars (not visible in WPN's own logs)");
}

std::string_view fulltilt_evidence(std::string_view key) {
  static constexpr std::pair<std::string_view, std::string_view> kEvidence[] = {
      {"limit_short_all_in", "5-Stud-USD-MTT-100-201303: complete 800, all-in 1,345, raise to 2,145"},
      {"button_mode", "the button on a busted player's empty seat (Matrix match1), kept when heads-up ends (Vernon)"},
      {"odd_chip_unit", "FixedLimitOmahaHiLo.txt (2014, $0.25/$0.50 blinds): $7.75 halved as $3.85 / $3.90"},
  };
  return room_evidence(kEvidence, key, "as pokerstars (not visible in Full Tilt's own logs)");
}

std::string_view pokerstars_evidence(std::string_view key) {
  static constexpr std::pair<std::string_view, std::string_view> kEvidence[] = {
      {"straddles", "no straddle in any PokerStars log"},
      {"limit_cap", "logs print \"Betting is capped\" after a bet and 3 raises"},
      {"heads_up_uncap", "heads-up limit rounds are capped in the logs"},
      {"stud_open_pair_option", "cash logs print \"Pair on board - a double bet is allowed\""},
      {"odd_chip_unit", "cash ties are split to the cent: $4.75 at $0.25/$0.50 as 2.38/2.37"},
      {"chip_in_play_until", "hand #14402833808 (January 2008) splits $1.90 as 0.50/0.50/0.45/0.45"},
      {"rake", "no rake without a flop in 1,755 cash hands; NL2 pots of $6.73 and $8.80 raked $0.30"},
      {"min_raise_basis", "tournament #2473317509: a raise to 72 over 30 and an all-in 51"},
      {"limit_short_all_in", "badugi tournament #329147852: bet 100, raise 200, all-in 270, raise to 300"},
      {"sitting_out_all_in_folds", "tournament logs fold a sitting-out player all-in on his blind"},
      {"draw_discard_limit", "logs show exchanges of 1 to 5 cards"},
      {"top_ups_logged", "cash stacks grow back to the table maximum between hands with no line ('Lampland')"},
  };
  for (const auto& [k, why] : kEvidence)
    if (k == key) return why;
  return {};
}

void append_profile(std::string& out, const Profile& p, std::string_view label) {
  fmt::format_to(std::back_inserter(out), "{} — {}\n", label, std::string_view(p.description));
  const bool site = p.name == "pokerstars" || p.name == "pokermaster" || p.name == "ggpoker" || p.name == "winamax" ||
                    p.name == "bovada" || p.name == "888" || p.name == "pokernow" || p.name == "ipoker" ||
                    p.name == "partypoker" || p.name == "wpn" || p.name == "fulltilt";
  for (const auto& [key, value] : switches(p)) {
    if (!site) {
      fmt::format_to(std::back_inserter(out), "  {:<30} {}\n", key, value);
      continue;
    }
    const std::string_view why = site_evidence(p.name, key);
    fmt::format_to(std::back_inserter(out), "  {:<30} {:<22} {}\n", key, value,
                   why.empty() ? std::string_view("* default: not visible in the logs") : why);
  }
  out.push_back('\n');
}

}  // namespace

std::string profiles_text() {
  std::string out;
  for (std::string_view name : profile_names()) {
    if (name == "wsop") {
      append_profile(out, *find_profile(name, true), "wsop (tournament hands)");
      append_profile(out, *find_profile(name, false), "wsop (cash hands)");
    } else if (name == "ipoker") {
      append_profile(out, *find_profile(name, false), "ipoker (cash hands)");
      append_profile(out, *find_profile(name, true), "ipoker (tournament hands)");
    } else {
      append_profile(out, *find_profile(name, false), name);
    }
  }
  return out;
}

}  // namespace cli
