#include "cli/profiles_text.h"

#include <fmt/format.h>

#include <algorithm>
#include <iterator>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/money_text.h"
#include "engine/profile.h"
#include "engine/profile_switches.h"

namespace cli {

namespace {

using namespace engine;

// A rake rule's per-stake caps, which the site's logs show: read-only, so
// listed beside the switches.
std::string stake_caps_text(const RakeRule& r) {
  std::string text;
  for (const RakeCap& c : r.caps)
    text += fmt::format("{}{} at {} bb {}", text.empty() ? "" : ", ",
                        engine::money_text(engine::Chips{c.cap}, {.symbol = "", .decimals = engine::Decimals::kTwo}),
                        c.structure == Structure::kNoLimit ? "NL" : "PL/FL",
                        engine::money_text(engine::Chips{c.big_blind}, {.symbol = "", .decimals = engine::Decimals::kTwo}));
  return text.empty() ? "none" : text;
}

// The switches of one profile, in RULES.md §0.1 order, then the rake's
// per-stake caps.
std::vector<std::pair<std::string_view, std::string>> switches(const Profile& p) {
  std::vector<std::pair<std::string_view, std::string>> out;
  for (const ProfileSwitch& s : profile_switches()) out.emplace_back(s.name, s.get(p));
  out.emplace_back("rake_stake_caps", stake_caps_text(p.rake));
  return out;
}

// Each built-in profile value with the label it is listed under.
std::vector<std::pair<std::string, const Profile*>> labelled_profiles() {
  std::vector<std::pair<std::string, const Profile*>> out;
  for (std::string_view name : profile_names()) {
    if (name == "wsop") {
      out.emplace_back("wsop (tournament hands)", find_profile(name, true));
      out.emplace_back("wsop (cash hands)", find_profile(name, false));
    } else if (name == "ipoker") {
      out.emplace_back("ipoker (cash hands)", find_profile(name, false));
      out.emplace_back("ipoker (tournament hands)", find_profile(name, true));
    } else {
      out.emplace_back(std::string(name), find_profile(name, false));
    }
  }
  return out;
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
std::string_view thebiggame_evidence(std::string_view key);
std::string_view coinpoker_evidence(std::string_view key);
std::string_view everleaf_evidence(std::string_view key);
std::string_view boss_evidence(std::string_view key);
std::string_view kingsclub_evidence(std::string_view key);
std::string_view cake_evidence(std::string_view key);
std::string_view microgaming_evidence(std::string_view key);
std::string_view merge_evidence(std::string_view key);
std::string_view everest_evidence(std::string_view key);

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
  if (profile == "thebiggame") return thebiggame_evidence(key);
  if (profile == "coinpoker") return coinpoker_evidence(key);
  if (profile == "everleaf") return everleaf_evidence(key);
  if (profile == "boss") return boss_evidence(key);
  if (profile == "kingsclub") return kingsclub_evidence(key);
  if (profile == "cake") return cake_evidence(key);
  if (profile == "microgaming") return microgaming_evidence(key);
  if (profile == "merge") return merge_evidence(key);
  if (profile == "everest") return everest_evidence(key);
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
      {"straddle_min_raise", "game_2-17.csv hand #18: to 1.50 over a 1.00 straddle at 0.25/0.50 (no raise over a "
                             "straddle in the 37 hands is smaller)"},
      {"button_mode", "247 hands start \"(dead button)\"; \"Dead Small Blind\" hands post none"},
      {"heads_up_big_blind", "34 tables go from three players to two: the button moves on, the big blind may not"},
      {"rake", "home games: every pot is collected whole"},
      {"rake_no_flop_no_drop", "home games: every pot is collected whole"},
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
      {"rake_no_flop_no_drop", "the logs state each player's win after the rake, never the rake: none can be judged"},
      {"posts_mark_all_in", "only action type 7 marks an all-in; a post of a last chip is a plain post"},
      {"actions_mark_all_in", "a call of a whole stack is a plain call (type 3), not type 7"},
      {"disconnect_protection", "type 7 with sum \"DP\": treated as all-in (LHE-10max-USD-0.10-0.20-201107)"},
      {"limit_short_all_in", "LHE-10max-USD-0.10-0.20-201107: all-in bet $0.13 on a $0.20 river, raised to $0.40"},
      {"button_mode", "cash: moving (NLHE-USD-0.02-0.04-201111); tournaments: dead (NLHE-USD-MTT-5r-201112)"},
      {"odd_chip_unit", "cents in cash, chips in tournaments (an MTT pot split 91,772.93 each)"},
      {"tournament_rebuys_logged",
       "tournaments: opponents' rebuys of 1,500 chips carry rebuy=\"0\" (NLHE-USD-MTT-5r-201112)"},
  };
  return room_evidence(kEvidence, key, "as pokerstars (not visible in iPoker's own logs)");
}

std::string_view ggpoker_evidence(std::string_view key) {
  static constexpr std::pair<std::string_view, std::string_view> kEvidence[] = {
      {"straddles", "Straddle.txt: a straddle from UTG+1; short deck: after the button blind"},
      {"rake", "14 of 19 cash hands that end before the flop are raked; no cap visible"},
      {"rake_no_flop_no_drop", "14 of 19 cash hands that end before the flop are raked; no cap visible"},
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
      {"rake_no_flop_no_drop", "no rake in the 32 cash hands that end before the flop; no cap visible"},
  };
  return room_evidence(kEvidence, key, "as pokerstars (not visible in Winamax's own logs)");
}

std::string_view bovada_evidence(std::string_view key) {
  static constexpr std::pair<std::string_view, std::string_view> kEvidence[] = {
      {"straddles", "no straddle in any Bovada log"},
      {"rake", "walks are raked $0 (\"Total Pot($12) | Rake ($0)\"); pots past the flop are raked"},
      {"rake_no_flop_no_drop", "walks are raked $0 (\"Total Pot($12) | Rake ($0)\"); pots past the flop are raked"},
      {"stud_open_pair_option", "stud logs: \"Double bets\" / \"D bets\" on 4th street over an open pair"},
      {"button_mode", "not used: seats are named by position, no table session is kept"},
      {"top_ups_logged", "not used: seats are named by position, no table session is kept"},
      {"second_small_blind_live", "PLO-USD-5-10-201204.new.format: \"Posts chip $5\" at $5/$10, then \"Calls $5\" to $10"},
      {"limit_short_all_in", "LHE-USD-8-16-201204.old.format: all-in bet $8.50 on a $16 turn, raised to $32"},
  };
  for (const auto& [k, why] : kEvidence)
    if (k == key) return why;
  const std::string_view stars = pokerstars_evidence(key);
  return stars.empty() ? stars : "as pokerstars (not visible in Bovada's own logs)";
}

std::string_view pacific_evidence(std::string_view key) {
  static constexpr std::pair<std::string_view, std::string_view> kEvidence[] = {
      {"rake", "the logs state no rake (nor total pot): none can be judged"},
      {"rake_no_flop_no_drop", "the logs state no rake (nor total pot): none can be judged"},
      {"posts_mark_all_in", "no line of the 2,415 888 hands marks an all-in"},
      {"actions_mark_all_in", "no line of the 2,415 888 hands marks an all-in"},
      {"button_mode", "moving, but when the small blind has gone the button stays or takes his empty seat and the "
                      "big blind moves one player (games 778807999, 190625343, 440728490)"},
      {"heads_up_big_blind", "going heads-up the button moves on and the big blind may stay (game 311163451)"},
      {"tournament_rebuys_logged", "26 busted players of \"Step 1 WSOP\" start their next hand with 1,000, 2,000 "
                                   "or 4,000 chips, 5 below 2,000 gain 1,000, and no line says so"},
      {"play_money_in_cents", "Practice Play stacks of 291.60 and a pot of 51.25 split 25.63/25.62 (game 440726740's "
                              "table)"},
  };
  for (const auto& [k, why] : kEvidence)
    if (k == key) return why;
  const std::string_view stars = pokerstars_evidence(key);
  return stars.empty() ? stars : "as pokerstars (not visible in 888's own logs)";
}

std::string_view partypoker_evidence(std::string_view key) {
  static constexpr std::pair<std::string_view, std::string_view> kEvidence[] = {
      {"rake", "the first layout states no rake (nor total pot): none can be judged; the emailed layout's is the log's"},
      {"rake_no_flop_no_drop", "the first layout states no rake (nor total pot): none can be judged; the emailed layout's is the log's"},
      {"posts_mark_all_in", "bigBlindIsForcedAllIn: \"posts big blind [$0.01 USD].\" of a $0.01 stack, unmarked"},
      {"actions_mark_all_in", "\"is all-In [x]\" is written for some wagers that empty a stack, not all"},
      {"limit_short_all_in", "LHE-Freeroll-MTT-201207: bet 400, all-in 790, raise to 1190"},
      {"odd_chip_unit", "Mac.Format (0.10/0.25): a tie splits $54.73 as $27.37 / $27.36"},
      {"second_small_blind_live", "Table2.txt: a second small blind of $0.05, then \"calls [$0.05 USD]\" to $0.10"},
      {"stud_open_pair_option", "7-Stud-USD-MTT-6.00-201205: \"double bets [120]\" on 4th street at 60/120"},
      {"button_mode", "when the small blind busts the button stays and the big blind moves one player (game "
                      "15414983078)"},
  };
  return room_evidence(kEvidence, key, "as pokerstars (not visible in PartyPoker's own logs)");
}

std::string_view wpn_evidence(std::string_view key) {
  static constexpr std::pair<std::string_view, std::string_view> kEvidence[] = {
      {"straddles", "Straddle.txt: \"Player D3SISION straddle (0.50)\" from the seat left of the big blind"},
      {"straddle_min_raise", "as pokermaster: one straddle more (no WPN log raises a straddle less)"},
      {"odd_chip_unit", "7-Stud-HL 1/2: 7.05 split as 3.53 and 3.52, to the cent"},
      {"disconnect_protection", "PLO8 40/80 disconnected.allin: \"is disconnected and ALL IN.\", the others bet on"},
      {"second_small_blind_live", "WaitBB.txt: a newcomer's \"posts (2)\" at 2/4, then \"calls (2)\" to the 4 big blind"},
  };
  return room_evidence(kEvidence, key, "as pokerstars (not visible in WPN's own logs)");
}

std::string_view fulltilt_evidence(std::string_view key) {
  static constexpr std::pair<std::string_view, std::string_view> kEvidence[] = {
      {"limit_short_all_in", "5-Stud-USD-MTT-100-201303: complete 800, all-in 1,345, raise to 2,145"},
      {"button_mode", "the button on a busted player's empty seat (Matrix match1), kept when heads-up ends (Vernon)"},
      {"odd_chip_unit", "FixedLimitOmahaHiLo.txt (2014, $0.25/$0.50 blinds): $7.75 halved as $3.85 / $3.90"},
      {"draw_burns", "its published draw rules reshuffle once all 52 cards are dealt"},
      {"draw_last_card", "the same rules: all 52 cards dealt before a reshuffle"},
      {"draw_reshuffle_mucked", "the same rules: folded cards are reshuffled first"},
      {"draw_own_discards", "the same rules: the current round's discards go in last, nobody's set aside"},
  };
  return room_evidence(kEvidence, key, "as pokerstars (not visible in Full Tilt's own logs)");
}

std::string_view thebiggame_evidence(std::string_view key) {
  static constexpr std::pair<std::string_view, std::string_view> kEvidence[] = {
      {"straddles", "361 hands straddled 800 at 200/400, 355 left of the big blind, the others from later seats up "
                    "to the button (S1E01 d1h84)"},
      {"restraddles", "19 hands re-straddled to 1,600 from the seat after the straddler (S1E04 d4h35)"},
      {"button_straddle_order", "over a lone straddle from a later seat the seats after the big blind act first, the "
                                "straddler last: the button's (S1E01 d1h84), an earlier seat's (d1h75, d1h115)"},
      {"odd_chip_unit", "S1E10 dd10h106: 53,200 run five times paid in $100 chips, 10,700 twice and 10,600 thrice"},
      {"chip_in_play_without_currency", "every stack, blind, ante and bet is a multiple of 100 (the $100 chip)"},
  };
  return room_evidence(kEvidence, key, "as pokerstars (not visible in The Big Game's data)");
}

std::string_view coinpoker_evidence(std::string_view key) {
  static constexpr std::pair<std::string_view, std::string_view> kEvidence[] = {
      {"rake", "\"Total pot | Rake | Splash Fee\" in every cash hand: the fee counted with the rake"},
      {"rake_no_flop_no_drop", "#108166800275: \"Rake ₮0 | Splash Fee ₮0.01\" after a preflop raise folded to"},
      {"tournament_chips_in_cents", "\"11,760.24 in chips\"; #133805200013 splits 3,075 as 1,537.50 each"},
  };
  return room_evidence(kEvidence, key, "as pokerstars (not visible in CoinPoker's own logs)");
}

std::string_view everleaf_evidence(std::string_view key) {
  static constexpr std::pair<std::string_view, std::string_view> kEvidence[] = {
      {"rake", "no rake is stated (nor total pot): the payouts are after it, none can be judged"},
      {"rake_no_flop_no_drop", "no rake is stated (nor total pot): none can be judged"},
      {"posts_mark_all_in", "no line marks an all-in: TID_1337923-1's blinds that empty a stack are plain posts"},
      {"actions_mark_all_in", "2Way.All-in.pre: \"raises [$ 0.96 USD]\" of a $0.98 stack, unmarked"},
      {"button_mode", "TID_876731-3: the small blind busts in #108001281 and the button stays on seat 10"},
  };
  return room_evidence(kEvidence, key, "as pokerstars (not visible in Everleaf's own logs)");
}

std::string_view boss_evidence(std::string_view key) {
  static constexpr std::pair<std::string_view, std::string_view> kEvidence[] = {
      {"limit_small_blind", "FixedLimitHoldem.txt: STAKES=\"5.00/10.00\", the small blind posts 2.50"},
      {"button_mode", "NLHE-CAD-MTT-201101 #5857555: the small blind posts left of an empty seat, the previous small "
                      "blind's"},
  };
  return room_evidence(kEvidence, key, "as pokerstars (not visible in Boss Media's own logs)");
}

std::string_view kingsclub_evidence(std::string_view key) {
  static constexpr std::pair<std::string_view, std::string_view> kEvidence[] = {
      {"limit_small_blind", "LO8-USD-500-100-202104.RIO.txt: Limit Omaha Hi-Lo 500/1,000, the small blind posts 250"},
  };
  return room_evidence(kEvidence, key, "as pokerstars (not visible in Kings Club's own logs)");
}

std::string_view cake_evidence(std::string_view key) {
  static constexpr std::pair<std::string_view, std::string_view> kEvidence[] = {
      {"limit_small_blind", "LHE-6max-USD-5.00-10.00-201206: $5/$10 FL Hold'em, the small blind posts $2,50"},
      {"button_mode", "NLHE-6-max-0.05-0.10-201108.Sample #1694: from heads-up to three, the big blind moves on to the "
                      "newcomer and the button stays"},
      {"rake", "no rake is written: the wins are after it (pots lose 5.7 % to 6.7 % once a flop is dealt)"},
  };
  return room_evidence(kEvidence, key, "as pokerstars (not visible in Cake's own logs)");
}

std::string_view microgaming_evidence(std::string_view key) {
  static constexpr std::pair<std::string_view, std::string_view> kEvidence[] = {
      {"second_small_blind_live", "v5.secondsb.raised: PostedToPlay 5.00 at 5|10, a raise of 30 more, called at 35"},
  };
  return room_evidence(kEvidence, key, "as pokerstars (not visible in Microgaming's own logs)");
}

std::string_view merge_evidence(std::string_view key) {
  static constexpr std::pair<std::string_view, std::string_view> kEvidence[] = {
      {"limit_short_all_in", "HORSE-Tournament-Freeroll.201107, stud: bet 200, raise 400, all-in 585, raise to 785"},
      {"heads_up_uncap", "3-Draw-Limit-USD-5-10-201105: heads-up from the round's start, a bet and five raises"},
  };
  return room_evidence(kEvidence, key, "as pokerstars (not visible in Merge's own logs)");
}

std::string_view everest_evidence(std::string_view key) {
  static constexpr std::pair<std::string_view, std::string_view> kEvidence[] = {
      {"heads_up_uncap", "LHE-EUR-SNG-201111 (export), game 7164328458: heads-up, a bet and nine raises"},
      {"limit_short_all_in", "LHE-EUR-SNG-201111 (export), game 7164354404: raise 600, all-in 780, raise to 980"},
      {"disconnect_protection", "NLHE-USD-0.50-1.00-201101 (export): \"has been disconnected, and is allin\""},
  };
  return room_evidence(kEvidence, key, "as pokerstars (not visible in Everest's own logs)");
}

std::string_view pokerstars_evidence(std::string_view key) {
  static constexpr std::pair<std::string_view, std::string_view> kEvidence[] = {
      {"straddles", "no straddle in any PokerStars log"},
      {"limit_cap", "logs print \"Betting is capped\" after a bet and 3 raises"},
      {"heads_up_uncap", "heads-up limit rounds are capped in the logs"},
      {"stud_open_pair_option", "cash logs print \"Pair on board - a double bet is allowed\""},
      {"odd_chip_unit", "cash ties are split to the cent: $4.75 at $0.25/$0.50 as 2.38/2.37"},
      {"chip_in_play_until", "hand #14402833808 (January 2008) splits $1.90 as 0.50/0.50/0.45/0.45"},
      {"play_money_in_cents", "play-money stacks and pots are whole chips"},
      {"tournament_chips_in_cents", "tournament stacks and pots are whole chips"},
      {"rake", "collects and \"Rake\" stated in every cash hand; checked against the log"},
      {"rake_no_flop_no_drop", "no rake without a flop in 1,755 cash hands"},
      {"rake_stake_caps", "NL2 pots of $6.73 and $8.80 raked $0.30, 5 % would be more"},
      {"min_raise_basis", "tournament #2473317509: a raise to 72 over 30 and an all-in 51"},
      {"limit_short_all_in", "badugi tournament #329147852: bet 100, raise 200, all-in 270, raise to 300"},
      {"sitting_out_all_in_folds", "tournament logs fold a sitting-out player all-in on his blind"},
      {"draw_discard_limit", "logs show exchanges of 1 to 5 cards"},
      {"top_ups_logged", "cash stacks grow back to the table maximum between hands with no line ('Lampland')"},
      {"draw_burns", "triple draw #35839176665: \"The deck is reshuffled\" once 30 dealt + 22 drawn"},
      {"draw_last_card", "the same: the stub's 52nd card is dealt before the reshuffle line"},
      {"draw_reshuffle_mucked", "its published draw rules reshuffle the stub and the discards only"},
      {"draw_own_discards", "its published draw rules never deal a player a card he threw"},
  };
  for (const auto& [k, why] : kEvidence)
    if (k == key) return why;
  return {};
}

void append_profile(std::string& out, const Profile& p, std::string_view label) {
  fmt::format_to(std::back_inserter(out), "{} — {}\n", label, std::string_view(p.description));
  const bool site = p.name == "pokerstars" || p.name == "pokermaster" || p.name == "ggpoker" || p.name == "winamax" ||
                    p.name == "bovada" || p.name == "888" || p.name == "pokernow" || p.name == "ipoker" ||
                    p.name == "partypoker" || p.name == "wpn" || p.name == "fulltilt" ||
                    p.name == "thebiggame" ||
                    p.name == "coinpoker" ||
                    p.name == "everleaf" ||
                    p.name == "boss" ||
                    p.name == "kingsclub" ||
                    p.name == "cake" ||
                    p.name == "microgaming" ||
                    p.name == "merge" ||
                    p.name == "everest";
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
  for (const auto& [label, profile] : labelled_profiles()) append_profile(out, *profile, label);
  return out;
}

std::string switches_text() {
  const auto profiles = labelled_profiles();
  std::string out;
  for (const ProfileSwitch& s : profile_switches()) {
    fmt::format_to(std::back_inserter(out), "{} — {}\n  values: {}\n", s.name, s.summary, s.values);
    // The profiles grouped by the value they give it, values in the order
    // the profiles are listed.
    std::vector<std::pair<std::string, std::string>> groups;
    for (const auto& [label, profile] : profiles) {
      const std::string value = s.get(*profile);
      auto group = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == value; });
      if (group == groups.end()) {
        groups.emplace_back(value, label);
      } else {
        group->second += ", " + label;
      }
    }
    for (const auto& [value, labels] : groups) fmt::format_to(std::back_inserter(out), "  {}: {}\n", value, labels);
    out.push_back('\n');
  }
  out += "Set one with --set NAME=VALUE (audit, replay) or the project file's \"set\" object.\n";
  return out;
}

}  // namespace cli
