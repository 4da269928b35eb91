// The log against itself: the summary's claims against the action lines.
#include <string>

#include "engine/money_text.h"
#include "validators/log_account.h"
#include "validators/validate.h"

namespace validators {

namespace {

bool same_cards(const engine::CardList& a, const engine::CardList& b) {
  if (a.size != b.size) return false;
  for (std::size_t i = 0; i < a.size; ++i)
    if (a.cards[i] != b.cards[i]) return false;
  return true;
}

}  // namespace

void record_findings(const replay::Trace& t, const LogAccount& account, std::vector<engine::Finding>& out) {
  const auto& rec = *t.record;
  for (std::size_t i = 0; i < rec.players.size(); ++i) {
    const auto& p = rec.players[i];
    if (!p.summary_won) continue;
    // A cashed-out winner's "won" is the share the house kept: no line
    // pays him, by design (docs/cash-out.md).
    if (account.players[i].kept_by_house.positive()) continue;
    const engine::Chips got = account.players[i].collected;
    if (*p.summary_won == got) continue;
    engine::Finding f;
    f.rule = engine::Rule::kInconsistentRecord;
    f.pos = p.summary_pos;
    f.player = std::string(p.name);
    f.message = "the summary says " + std::string(p.name) + " won " + engine::money_text(*p.summary_won, rec) +
                " but the collect lines pay " + engine::money_text(got, rec);
    f.expected = engine::FindingValue::money(got, rec);
    f.actual = engine::FindingValue::money(*p.summary_won, rec);
    out.push_back(std::move(f));
  }
  for (std::size_t k = 0; k < engine::kMaxRuns; ++k) {
    const auto& said = rec.summary_boards[k];
    if (said.empty() || same_cards(said, rec.boards[k])) continue;
    engine::Finding f;
    f.rule = engine::Rule::kInconsistentRecord;
    f.pos = rec.summary_board_pos;
    f.message = "the summary board " + engine::card_list_text(said) + " differs from the board dealt " +
                engine::card_list_text(rec.boards[k]);
    f.expected = engine::FindingValue::card_list(rec.boards[k]);
    f.actual = engine::FindingValue::card_list(said);
    out.push_back(std::move(f));
  }
}

}  // namespace validators
