// Who won what: eligibility, the best hand, equal splits and odd chips.
//
// The log's collect lines are compared pot by pot with what the rules give:
// the pot's amount after rake split among the best eligible hands in
// odd-chip order (validators/awards.h; RULES.md R-POT-5, R-OC-2/3/4).
// Players who mucked conceded.
#include <bit>
#include <optional>
#include <string>

#include "engine/money_text.h"
#include "validators/awards.h"
#include "validators/showdown.h"
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
std::string hilo_odd_chip_rule(const engine::Profile& profile, bool stud, bool identical_hands) {
  const std::string each = stud ? "by suit" : "to the first winner left of the button";
  const std::string by_profile = " (profile " + std::string(profile.name) + ")";
  if (identical_hands && profile.hilo_identical_even)
    return "identical hands winning both halves share the whole pot as evenly as possible, the odd chip " + each +
           by_profile;
  std::string rule = "the high half takes the pot's odd chip and each half's goes " + each;
  if (identical_hands) rule += ", identical hands splitting each half on its own";
  return stud || identical_hands ? rule + by_profile : rule;
}

}  // namespace

void award_findings(const replay::Trace& t, std::vector<engine::Finding>& out) {
  const auto& rec = *t.record;
  if (rec.cancelled) return;  // a cancelled hand returns every bet: nothing is awarded
  const auto& pots = t.pots.pots;
  if (pots.empty()) return;
  auto money = [&](Chips c) { return engine::money_text(c, rec); };
  auto name = [&](int i) { return std::string(rec.players[static_cast<std::size_t>(i)].name); };
  const Chips unit = t.game.odd_chip_unit;

  // Where the log pays a player a pot he has no part in; a cash-out is paid
  // by the house, not from the pots.
  for (const auto& a : rec.actions) {
    if (a.kind == Act::kCashOut) return;
    if (a.kind != Act::kCollect) continue;
    const std::size_t k = a.pot < 0 ? 0 : static_cast<std::size_t>(a.pot);
    // A pot the layers lack: pot-amount-mismatch says so.
    if (k >= pots.size() || in(pots[k].eligible, a.player)) continue;
    engine::Finding f;
    f.rule = Rule::kIneligiblePlayerAwarded;
    f.pos = a.pos;
    f.player = name(a.player);
    f.message = name(a.player) + " collects " + money(a.amount) + " from " +
                (k == 0 ? std::string("the main pot") : "side pot " + std::to_string(k)) +
                " but folded or did not cover that pot";
    out.push_back(std::move(f));
  }

  // Each pot's amount after rake: the stated main/side pots when they fit
  // the layers, else the one pot less the rake.
  const bool stated_fit = rec.stated.main && 1 + rec.stated.side.size() == pots.size();
  if (!stated_fit && pots.size() > 1) return;  // the split of the rake over the pots is unknown
  auto net_of = [&](std::size_t k) {
    if (stated_fit) return k == 0 ? *rec.stated.main : rec.stated.side[k - 1];
    return pots[0].amount - rec.stated.rake.value_or(Chips{0});
  };

  for (std::size_t k = 0; k < pots.size(); ++k) {
    // What the log paid from this pot, and where it says so first.
    Shares got;
    engine::SourcePos paid_pos;
    for (const auto& a : rec.actions) {
      if (a.kind != Act::kCollect || (a.pot < 0 ? 0 : static_cast<std::size_t>(a.pot)) != k) continue;
      if (a.player < 0 || a.player >= engine::kMaxPlayers) continue;
      got.add(a.player, a.amount);
      if (paid_pos.line == 0) paid_pos = a.pos;
    }
    if (got.empty()) continue;
    const engine::PlayerMask contending = contender_mask(t, k);
    if (contending == 0) continue;
    const Chips net = net_of(k);
    // One contender takes the whole pot, cards or not: the common case,
    // judged without working out a split (what split_award would give).
    if (std::has_single_bit(contending)) {
      Shares positive = got;
      positive.keep_positive();
      const int winner = std::countr_zero(contending);
      if (net.positive() ? positive.players() == contending && positive.at(winner) == net : positive.empty()) continue;
    }
    const std::vector<int> contenders = in_odd_chip_order(rec, contending);
    const std::optional<PotAward> award = split_award(t, contenders, net);

    const std::string pot_name = pots.size() == 1 ? "the pot"
                                 : k == 0         ? "the main pot"
                                                  : "side pot " + std::to_string(k);
    if (!award) {
      // Cards are missing: a contested pot went to a hand nobody saw.
      for (const auto& [p, amount] : got) {
        if (contenders.size() > 1 && !own_cards_known(rec, p)) {
          engine::Finding f;
          f.rule = Rule::kWinnerDidNotShow;
          f.pos = paid_pos;
          f.player = name(p);
          f.message = name(p) + " is paid " + money(amount) + " from " + pot_name +
                      " without showing a hand, while other players contested it";
          out.push_back(std::move(f));
        }
      }
      continue;
    }

    // A share that rounds to nothing (a pot of fewer units than winners) is
    // no award: the log may write "collected $0" for it or leave it out.
    Shares expected = award->shares;
    expected.keep_positive();
    got.keep_positive();
    if (got == expected) continue;
    auto list = [&](const Shares& m) {
      std::string s;
      for (const auto& [p, c] : m) s += (s.empty() ? "" : ", ") + name(p) + " " + money(c);
      return s.empty() ? std::string("nobody") : s;
    };
    engine::Finding f;
    f.pos = paid_pos;
    f.expected = list(expected);
    f.actual = list(got);
    bool same_people = got.size() == expected.size();
    for (const auto& [p, c] : expected) same_people = same_people && got.contains(p);
    bool subset_of_tie = award->tied && got.size() < expected.size();
    for (const auto& [p, c] : got) subset_of_tie = subset_of_tie && expected.contains(p);
    Chips sum_got{0};
    for (const auto& [p, c] : got) sum_got += c;
    // Against the even share: every tied winner gets the floor share and at
    // most one odd unit (RULES.md R-OC-2).
    const Chips even{expected.empty() ? 0 : (net.v / unit.v) / static_cast<std::int64_t>(expected.size()) * unit.v};
    bool below_even = false, two_odd = false, fraction = false;
    for (const auto& [p, c] : got) {
      below_even = below_even || c < even;
      two_odd = two_odd || c - even > unit;
      fraction = fraction || c.v % unit.v != 0;
    }
    // A player paid who wins nothing: in hi/lo, was he given a low half his
    // hand does not qualify for?
    int stranger = -1;
    for (const auto& [p, c] : got)
      if (!expected.contains(p)) stranger = p;
    const bool non_qualifier = rec.game.hi_lo && stranger >= 0 && !in(award->high_winners, stranger) &&
                               !low_hand(rec, stranger, rec.boards[0]).has_value();
    // Scoop-not-awarded: somebody besides the high hands was paid, as if for
    // a low. Tied high hands paid among themselves are judged below (an odd
    // chip, an unequal split).
    if (award->scooped_no_low && !award->low_half && sum_got == net && got.size() > expected.size()) {
      f.rule = Rule::kScoopNotAwarded;
      f.message =
          "no low hand qualifies, yet " + pot_name + " is split: " + f.actual + "; the high hand scoops: " + f.expected;
    } else if (non_qualifier && sum_got == net) {
      f.rule = Rule::kLowAwardedToNonQualifier;
      f.message = "the low half of " + pot_name + " goes to a hand that does not qualify for low: " + f.actual +
                  "; expected " + f.expected;
    } else if (subset_of_tie && sum_got == net) {
      f.rule = Rule::kSuitUsedToBreakTie;
      f.message = pot_name + " goes to " + f.actual + " alone, but the hands tie: it must be split between " +
                  f.expected + "; suits never break a tie";
    } else if (!same_people) {
      f.rule = Rule::kWrongWinner;
      f.message = pot_name + " goes to " + f.actual + "; the best eligible hand" +
                  (expected.size() > 1 ? "s are " : " is ") + f.expected;
    } else if (sum_got != net) {
      f.rule = Rule::kPotAmountMismatch;
      f.message = "the collect lines pay " + money(sum_got) + " from " + pot_name + ", which holds " + money(net);
    } else if (fraction) {
      f.rule = Rule::kOddChipInvalid;
      f.message = pot_name + " is split into shares that are not whole chips of " + money(unit) + ": " + f.actual;
    } else if (rec.game.hi_lo && award->low_half) {
      // Halves and quarters have no common even share: judge each player's
      // difference from what the rules give. (Without a low half the pot is
      // shared by tied high hands alone, as in a high game: judged below.)
      bool within_unit = true;
      for (const auto& [p, c] : got) {
        const Chips e = expected.at(p);
        within_unit = within_unit && (c - e).v <= unit.v && (e - c).v <= unit.v;
      }
      f.rule = within_unit ? Rule::kOddChipWrongRecipient : Rule::kTieNotSplitEqually;
      f.message = within_unit
                      ? "an odd chip of " + pot_name + " goes to the wrong player: " + f.actual + "; " +
                            hilo_odd_chip_rule(*t.profile, engine::is_stud(rec.game.variant), award->identical_hands) +
                            ": " + f.expected
                      : pot_name + " is not split between the high and low hands as the rules give: " + f.actual +
                            "; expected " + f.expected;
    } else if (below_even) {
      f.rule = Rule::kTieNotSplitEqually;
      f.message = pot_name + " is split unequally between tied hands: " + f.actual + "; expected " + f.expected;
    } else if (two_odd) {
      f.rule = Rule::kOddChipInvalid;
      f.message = "a player gets more than one odd chip of " + pot_name + ": " + f.actual + "; expected " + f.expected;
    } else {
      f.rule = Rule::kOddChipWrongRecipient;
      const bool stud = engine::is_stud(rec.game.variant);
      f.message = "the odd chip of " + pot_name + " goes to the wrong player: " + f.actual +
                  (stud ? "; by suit (profile " + std::string(t.profile->name) + ") it goes to: "
                        : std::string("; the first winner left of the button gets it: ")) +
                  f.expected;
    }
    out.push_back(std::move(f));
  }
}

}  // namespace validators
