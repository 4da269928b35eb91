// Who won what: eligibility, the best hand, equal splits and odd chips.
//
// The log's collect lines are compared pot by pot with what the rules give:
// the pot's amount after rake split among the best eligible hands in
// odd-chip order (replay/awards.h; RULES.md R-POT-5, R-OC-2/3/4).
// Players who mucked conceded.
#include <algorithm>
#include <array>
#include <bit>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "engine/hand_eval.h"
#include "engine/money_text.h"
#include "replay/awards.h"
#include "replay/showdown.h"
#include "validators/log_account.h"
#include "validators/uncalled_return.h"
#include "validators/validate.h"

namespace validators {

namespace {

using engine::Act;
using engine::Chips;
using engine::PlayerMask;
using engine::Rule;

bool in(PlayerMask m, int i) { return (m >> i) & 1u; }

// Where the odd chips of a hi/lo pot go, in a finding's words (RULES.md
// R-SD-8, R-OC-4, R-OC-5); the profile is named where a switch decided.
std::string hilo_odd_chip_rule(const engine::Profile& profile, bool stud, bool identical_hands, bool split_game) {
  const std::string each = stud ? "by suit" : "to the first winner left of the button";
  const std::string by_profile = " (profile " + std::string(profile.name) + ")";
  if (identical_hands && profile.hilo_identical_even)
    return "identical hands winning both halves share the whole pot as evenly as possible, the odd chip " + each +
           by_profile;
  // A split game's first half is its five-card hand's (docs/games.md G-SPLIT-2).
  std::string rule = std::string(split_game ? "the first half" : "the high half") +
                     " takes the pot's odd chip and each half's goes " + each;
  if (identical_hands) rule += ", identical hands splitting each half on its own";
  return stud || identical_hands ? rule + by_profile : rule;
}

std::string player_name(const engine::HandRecord& rec, int i) {
  return std::string(rec.players[static_cast<std::size_t>(i)].name);
}

// The pot a collect line pays from; a line naming none pays the main pot.
std::size_t pot_of(const engine::ActionRecord& a) { return a.pot < 0 ? 0 : static_cast<std::size_t>(a.pot); }

// Where the log pays a player a pot he has no part in; the players it
// reports.
PlayerMask judge_ineligible_collects(const replay::Trace& t, std::vector<engine::Finding>& out) {
  const auto& rec = *t.record;
  const auto& pots = t.pots.pots;
  PlayerMask reported = 0;
  for (const auto& a : rec.actions) {
    if (a.kind != Act::kCollect) continue;
    const std::size_t k = pot_of(a);
    // A pot the layers lack: pot-amount-mismatch says so.
    if (k >= pots.size() || in(pots[k].eligible, a.player)) continue;
    if (a.player >= 0 && a.player < engine::kMaxPlayers) reported |= PlayerMask{1} << a.player;
    engine::Finding f;
    f.rule = Rule::kIneligiblePlayerAwarded;
    f.pos = a.pos;
    f.player = player_name(rec, a.player);
    f.message = player_name(rec, a.player) + " collects " + engine::money_text(a.amount, rec) + " from " +
                (k == 0 ? std::string("the main pot") : "side pot " + std::to_string(k)) +
                " but folded or did not cover that pot";
    out.push_back(std::move(f));
  }
  return reported;
}

// Pots the log neither states nor names in its collects ("Bravo wins €5",
// "collected ₮14 from pot"): which pot a collect pays is unknown, so no pot
// is judged, but a player paid more than all the pots he has a part in hold
// (his uncalled bet with them) was paid from one he has none in, whatever
// the rake. At the collect that takes him past it; a player the named pots
// already showed (`reported`) is not reported twice.
void judge_paid_beyond_eligible(const replay::Trace& t, PlayerMask reported, std::vector<engine::Finding>& out) {
  const auto& rec = *t.record;
  std::array<Chips, engine::kMaxPlayers> cover{};
  Chips all{0};
  for (const engine::Pot& pot : t.pots.pots) {
    all += pot.amount;
    for (int p = 0; p < engine::kMaxPlayers; ++p)
      if (in(pot.eligible, p)) cover[static_cast<std::size_t>(p)] += pot.amount;
  }
  if (t.pots.refund_to >= 0 && t.pots.refund_to < engine::kMaxPlayers)
    cover[static_cast<std::size_t>(t.pots.refund_to)] += t.pots.refund;
  std::array<Chips, engine::kMaxPlayers> paid{};
  for (const auto& a : rec.actions) {
    if (a.kind != Act::kCollect || a.player < 0 || a.player >= engine::kMaxPlayers || in(reported, a.player)) continue;
    const auto p = static_cast<std::size_t>(a.player);
    // One who covered every pot and is paid beyond them is paid money
    // nobody put in: chip-conservation's.
    if (cover[p] >= all) continue;
    paid[p] += a.amount;
    if (paid[p] <= cover[p]) continue;
    reported |= PlayerMask{1} << a.player;
    engine::Finding f;
    f.rule = Rule::kIneligiblePlayerAwarded;
    f.pos = a.pos;
    f.player = player_name(rec, a.player);
    f.message = player_name(rec, a.player) + " collects " + engine::money_text(paid[p], rec) + ", more than the " +
                engine::money_text(cover[p], rec) + " of the pots he covered: he is paid from a pot he did not cover";
    out.push_back(std::move(f));
  }
}

// What the log paid from one pot, and where it says so first.
struct Payout {
  replay::Shares got;
  engine::SourcePos pos;
};

Payout paid_from_pot(const engine::HandRecord& rec, std::size_t k) {
  Payout paid;
  for (const auto& a : rec.actions) {
    if (a.kind != Act::kCollect || pot_of(a) != k) continue;
    if (a.player < 0 || a.player >= engine::kMaxPlayers) continue;
    paid.got.add(a.player, a.amount);
    if (paid.pos.line == 0) paid.pos = a.pos;
  }
  return paid;
}

// One contender takes the whole pot, cards or not: the common case, judged
// without working out a split (what split_pot_award would give).
bool sole_contender_paid_in_full(const replay::Shares& got, PlayerMask contending, Chips net) {
  if (!std::has_single_bit(contending)) return false;
  replay::Shares positive = got;
  positive.keep_positive();
  const int winner = std::countr_zero(contending);
  return net.positive() ? positive.players() == contending && positive.at(winner) == net : positive.empty();
}

std::string pot_title(std::size_t pot_count, std::size_t k) {
  return pot_count == 1 ? "the pot" : k == 0 ? "the main pot" : "side pot " + std::to_string(k);
}

// Cards are missing, so no split can be worked out: what can still be
// judged is a contested pot going to a hand nobody saw.
void judge_unseen_winners(const engine::HandRecord& rec, const Payout& paid, std::size_t contenders,
                          const std::string& pot_name, std::vector<engine::Finding>& out) {
  for (const auto& [p, amount] : paid.got) {
    if (contenders > 1 && !replay::own_cards_known(rec, p)) {
      engine::Finding f;
      f.rule = Rule::kWinnerDidNotShow;
      f.pos = paid.pos;
      f.player = player_name(rec, p);
      f.message = player_name(rec, p) + " is paid " + engine::money_text(amount, rec) + " from " + pot_name +
                  " without showing a hand, while other players contested it";
      out.push_back(std::move(f));
    }
  }
}

// Shares as a finding's value: "Alice $1.50, Bob $1.50", or "nobody".
engine::FindingValue share_list(const engine::HandRecord& rec, const replay::Shares& m) {
  std::vector<engine::Share> shares;
  for (const auto& [p, c] : m) shares.push_back({player_name(rec, p), c});
  return engine::FindingValue::share_list(std::move(shares), engine::money_symbol(rec));
}

// How the log's payout of a pot differs from what the rules give: the facts
// that tell one finding from another. Both share lists are positive only.
struct PayoutDiff {
  Chips sum_got{0};            // all the log pays from the pot
  bool same_people = false;    // the log pays exactly the winners
  bool subset_of_tie = false;  // it pays some of tied winners, and nobody else
  bool non_qualifier = false;  // hi/lo: it pays a non-winner whose hand makes no low
  bool below_even = false;     // a share below the even share
  bool two_odd = false;        // a share more than one odd unit above the even share
  bool fraction = false;       // a share that is not whole odd-chip units
};

PayoutDiff compare_payout(const engine::HandRecord& rec, const replay::Shares& got, const replay::Shares& expected,
                          const replay::PotAward& award, Chips net, Chips unit, const engine::CardList& board) {
  PayoutDiff d;
  d.same_people = got.size() == expected.size();
  for (const auto& [p, c] : expected) d.same_people = d.same_people && got.contains(p);
  d.subset_of_tie = award.tied && got.size() < expected.size();
  for (const auto& [p, c] : got) d.subset_of_tie = d.subset_of_tie && expected.contains(p);
  for (const auto& [p, c] : got) d.sum_got += c;
  // Against the even share: every tied winner gets the floor share and at
  // most one odd unit (RULES.md R-OC-2).
  const Chips even = expected.empty() ? Chips{0} : unit * ((net / unit) / static_cast<std::int64_t>(expected.size()));
  for (const auto& [p, c] : got) {
    d.below_even = d.below_even || c < even;
    d.two_odd = d.two_odd || c - even > unit;
    d.fraction = d.fraction || !c.is_multiple_of(unit);
  }
  // A player paid who wins nothing: in hi/lo, was he given a low half his
  // hand does not qualify for?
  int stranger = -1;
  for (const auto& [p, c] : got)
    if (!expected.contains(p)) stranger = p;
  d.non_qualifier = rec.game.hi_lo && stranger >= 0 && !in(award.high_winners, stranger) &&
                    !replay::low_hand(rec, stranger, board).has_value();
  return d;
}

// Hold'em, one board of five: whether every tied winner's best hand is the
// board itself, so that no card of his own, and no suit, tells them apart.
bool board_plays(const engine::HandRecord& rec, const replay::Shares& tied) {
  const engine::CardList& board = rec.boards[0];
  if (rec.runs != 1 || board.size != 5 || !engine::is_flop_game(rec.game.variant) ||
      rec.game.variant == engine::Variant::kSixPlusHoldem)
    return false;
  const engine::HighValue on_board = engine::best_high(std::span(board.begin(), board.end()));
  for (const auto& [p, c] : tied) {
    if (rec.players[static_cast<std::size_t>(p)].hole.size != 2) return false;  // hold'em's two cards
    const std::optional<engine::HighValue> made = replay::high_hand(rec, p, board);
    if (!made || made->key != on_board.key) return false;
  }
  return true;
}

// The wrong people paid, or the wrong sum: sets the finding's rule and
// message and returns true, else leaves `f` for judge_odd_chips.
bool judge_winners(const engine::HandRecord& rec, const replay::PotAward& award, const PayoutDiff& d, const replay::Shares& got,
                   const replay::Shares& expected, Chips net, const std::string& pot_name, engine::Finding& f) {
  // Scoop-not-awarded: somebody besides the high hands was paid, as if for
  // a low. Tied high hands paid among themselves are judged below (an odd
  // chip, an unequal split).
  if (award.scooped_no_low && !award.low_half && d.sum_got == net && got.size() > expected.size()) {
    f.rule = Rule::kScoopNotAwarded;
    f.message = "no low hand qualifies, yet " + pot_name + " is split: " + f.actual.text +
                "; the high hand scoops: " + f.expected.text;
  } else if (d.non_qualifier && d.sum_got == net) {
    f.rule = Rule::kLowAwardedToNonQualifier;
    f.message = "the low half of " + pot_name + " goes to a hand that does not qualify for low: " + f.actual.text +
                "; expected " + f.expected.text;
  } else if (d.subset_of_tie && d.sum_got == net && board_plays(rec, expected)) {
    // Nothing of theirs tells the hands apart: the pot was not split.
    f.rule = Rule::kTieNotSplitEqually;
    f.message = pot_name + " goes to " + f.actual.text + " alone, but the board plays for every hand: it must be "
                "split between " + f.expected.text;
  } else if (d.subset_of_tie && d.sum_got == net) {
    f.rule = Rule::kSuitUsedToBreakTie;
    f.message = pot_name + " goes to " + f.actual.text + " alone, but the hands tie: it must be split between " +
                f.expected.text + "; suits never break a tie";
  } else if (!d.same_people) {
    f.rule = Rule::kWrongWinner;
    f.message = pot_name + " goes to " + f.actual.text + "; the best eligible hand" +
                (expected.size() > 1 ? "s are " : " is ") + f.expected.text;
  } else if (d.sum_got != net) {
    f.rule = Rule::kPotAmountMismatch;
    f.message = "the collect lines pay " + engine::money_text(d.sum_got, rec) + " from " + pot_name + ", which holds " +
                engine::money_text(net, rec);
  } else {
    return false;
  }
  return true;
}

// The right people paid the right sum, split wrongly: shares of part
// chips, hi/lo halves off, an unequal tie, two odd chips to one player, or
// the odd chip to the wrong one (RULES.md R-OC-2/3/4).
void judge_odd_chips(const replay::Trace& t, const replay::PotAward& award, const PayoutDiff& d, const replay::Shares& got,
                     const replay::Shares& expected, const std::string& pot_name, engine::Finding& f) {
  const auto& rec = *t.record;
  const Chips unit = t.game.odd_chip_unit;
  const bool stud = engine::is_stud(rec.game.variant);
  if (d.fraction) {
    f.rule = Rule::kOddChipInvalid;
    f.message = pot_name + " is split into shares that are not whole chips of " + engine::money_text(unit, rec) + ": " +
                f.actual.text;
  } else if ((rec.game.hi_lo || engine::is_split_game(rec.game.variant)) && award.low_half) {
    // Halves and quarters have no common even share: judge each player's
    // difference from what the rules give (a split game's two halves,
    // docs/games.md G-SPLIT-1, like a hi/lo game's). (Without a low half the pot is
    // shared by tied high hands alone, as in a high game: judged below.)
    bool within_unit = true;
    for (const auto& [p, c] : got) {
      const Chips e = expected.at(p);
      within_unit = within_unit && c - e <= unit && e - c <= unit;
    }
    f.rule = within_unit ? Rule::kOddChipWrongRecipient : Rule::kTieNotSplitEqually;
    f.message = within_unit
                    ? "an odd chip of " + pot_name + " goes to the wrong player: " + f.actual.text + "; " +
                          hilo_odd_chip_rule(*t.profile, stud, award.identical_hands,
                                             engine::is_split_game(rec.game.variant)) +
                          ": " + f.expected.text
                    : pot_name + " is not split between the high and low hands as the rules give: " + f.actual.text +
                          "; expected " + f.expected.text;
  } else if (d.below_even) {
    f.rule = Rule::kTieNotSplitEqually;
    f.message = pot_name + " is split unequally between tied hands: " + f.actual.text + "; expected " + f.expected.text;
  } else if (d.two_odd) {
    f.rule = Rule::kOddChipInvalid;
    f.message =
        "a player gets more than one odd chip of " + pot_name + ": " + f.actual.text + "; expected " + f.expected.text;
  } else {
    f.rule = Rule::kOddChipWrongRecipient;
    f.message = "the odd chip of " + pot_name + " goes to the wrong player: " + f.actual.text +
                (stud ? "; by suit (profile " + std::string(t.profile->name) + ") it goes to: "
                      : std::string("; the first winner left of the button gets it: ")) +
                f.expected.text;
  }
}

// A pot of a hand run twice or three times whose collect lines say which
// board they pay (each run's showdown): judged board by board, so that the
// finding names the board and sits at the line that pays it wrongly. False
// when the log does not tie its collects to the boards judged, or when
// every board's part is paid right.
bool judge_boards(const replay::Trace& t, std::size_t k, Chips net, const std::string& pot_name,
                  std::vector<engine::Finding>& out) {
  const auto& rec = *t.record;
  const std::size_t boards = t.showdowns[k].boards.size();
  if (boards < 2) return false;
  std::array<Payout, engine::kMaxRuns> paid{};
  engine::SourcePos first{};
  bool tagged = false;
  for (const auto& a : rec.actions) {
    if (a.kind != Act::kCollect || pot_of(a) != k || a.player < 0 || a.player >= engine::kMaxPlayers) continue;
    const auto b = static_cast<std::size_t>(std::max<int>(a.board, 0));
    if (b >= boards) return false;  // pays a board cut short in the log
    tagged = tagged || b > 0;
    paid[b].got.add(a.player, a.amount);
    if (paid[b].pos.line == 0) paid[b].pos = a.pos;
    if (first.line == 0) first = a.pos;
  }
  if (!tagged) return false;
  static constexpr std::array<const char*, engine::kMaxRuns> kOrdinal = {"first", "second", "third", "fourth", "fifth"};
  const Chips unit = t.game.odd_chip_unit;
  const std::vector<Chips> parts = engine::split_pot(net, unit, boards);
  for (std::size_t b = 0; b < boards; ++b) {
    const std::optional<replay::PotAward> award = replay::board_part_award(t, k, net, b);
    if (!award) return false;
    replay::Shares expected = award->shares;
    expected.keep_positive();
    replay::Shares& got = paid[b].got;
    got.keep_positive();
    if (got == expected) continue;
    engine::Finding f;
    f.pos = paid[b].pos.line != 0 ? paid[b].pos : first;
    f.expected = share_list(rec, expected);
    f.actual = share_list(rec, got);
    const std::string name = std::string("the ") + kOrdinal[b] + " board's part of " + pot_name;
    const PayoutDiff d = compare_payout(rec, got, expected, *award, parts[b], unit, rec.boards[b]);
    if (!judge_winners(rec, *award, d, got, expected, parts[b], name, f))
      judge_odd_chips(t, *award, d, got, expected, name, f);
    out.push_back(std::move(f));
    return true;
  }
  return false;
}

// Pot `k`, holding `net` after rake: what the log paid from it against
// what the rules give, at most one finding.
void judge_pot(const replay::Trace& t, std::size_t k, Chips net, const replay::Shares& kept,
               std::vector<engine::Finding>& out) {
  const auto& rec = *t.record;
  Payout paid = paid_from_pot(rec, k);
  // A cashed-out winner's share is paid, to the house (docs/cash-out.md).
  for (const auto& [p, c] : kept) paid.got.add(p, c);
  if (paid.pos.line == 0 && !kept.empty())
    paid.pos = rec.players[static_cast<std::size_t>((*kept.begin()).first)].summary_pos;
  // An uncalled blind collected with the pot (uncalled_in_collect) is his
  // own money back, not a share of the pot.
  if (const Chips own = uncalled_in_collect(t); k == 0 && own.positive() && paid.got.contains(t.pots.refund_to))
    paid.got.add(t.pots.refund_to, Chips{0} - own);
  if (paid.got.empty()) return;
  const PlayerMask contending = t.showdowns[k].mask;
  if (contending == 0) return;
  if (sole_contender_paid_in_full(paid.got, contending, net)) return;
  const std::vector<int>& contenders = t.showdowns[k].contenders;
  // The pot as built is split once, in replay; the amount the log says it
  // held after rake is split here from the same winners.
  const std::optional<replay::PotAward> award =
      net == t.pots.pots[k].amount ? t.awards[k] : replay::split_pot_award(t, k, net);
  const std::string pot_name = pot_title(t.pots.pots.size(), k);
  if (!award) {
    judge_unseen_winners(rec, paid, contenders.size(), pot_name, out);
    return;
  }
  // A share that rounds to nothing (a pot of fewer units than winners) is
  // no award: the log may write "collected $0" for it or leave it out.
  replay::Shares expected = award->shares;
  expected.keep_positive();
  replay::Shares& got = paid.got;
  got.keep_positive();
  if (got == expected) return;
  // A cash-out or a blind collected back is no board's: judged on the whole pot.
  const bool whole_only = !kept.empty() || (k == 0 && uncalled_in_collect(t).positive());
  if (!whole_only && judge_boards(t, k, net, pot_name, out)) return;
  engine::Finding f;
  f.pos = paid.pos;
  f.expected = share_list(rec, expected);
  f.actual = share_list(rec, got);
  const PayoutDiff d = compare_payout(rec, got, expected, *award, net, t.game.odd_chip_unit, rec.boards[0]);
  if (!judge_winners(rec, *award, d, got, expected, net, pot_name, f))
    judge_odd_chips(t, *award, d, got, expected, pot_name, f);
  out.push_back(std::move(f));
}

}  // namespace

void award_findings(const replay::Trace& t, const LogAccount& account, std::vector<engine::Finding>& out) {
  const auto& rec = *t.record;
  if (rec.cancelled) return;  // a cancelled hand returns every bet: nothing is awarded
  const auto& pots = t.pots.pots;
  if (pots.empty()) return;
  const PlayerMask ineligible = judge_ineligible_collects(t, out);
  const std::vector<replay::Shares> kept = kept_by_pot(t, account);
  // Each pot's amount after rake: the stated main/side pots when they fit
  // the layers, else the one pot less the rake.
  const bool stated_fit = rec.stated.main && 1 + rec.stated.side.size() == pots.size();
  if (!stated_fit && pots.size() > 1) {
    // The split of the rake over the pots is unknown: only what no rake
    // can explain is judged.
    judge_paid_beyond_eligible(t, ineligible, out);
    return;
  }
  if (!rec.states_rake) {
    // The rake is unknown (HandRecord::states_rake): the pot held what the
    // log pays from it, if that is no more than was put in; who gets it and
    // in what shares is still judged.
    Chips paid = Chips{0} - uncalled_in_collect(t);
    for (const auto& a : rec.actions)
      if (a.kind == Act::kCollect && a.amount.positive()) paid += a.amount;
    judge_pot(t, 0, std::min(paid, pots[0].amount), kept[0], out);
    return;
  }
  for (std::size_t k = 0; k < pots.size(); ++k) {
    const Chips net = !stated_fit ? pots[0].amount - rec.stated.rake.value_or(Chips{0})
                      : k == 0    ? *rec.stated.main
                                  : rec.stated.side[k - 1];
    judge_pot(t, k, net, kept[k], out);
  }
}

}  // namespace validators
