#include "engine/finding_value.h"

#include <utility>

#include "engine/hand_record.h"
#include "engine/money_text.h"

namespace engine {

namespace {

FindingValue with_text(FindingValue::Kind kind, std::string text) {
  FindingValue v;
  v.kind = kind;
  v.text = std::move(text);
  return v;
}

FindingValue money_value(Chips amount, std::string_view symbol, std::string text) {
  FindingValue v = with_text(FindingValue::Kind::kMoney, std::move(text));
  v.value = amount.minor_units();
  v.currency = std::string(symbol);
  return v;
}

}  // namespace

FindingValue FindingValue::money(Chips amount, std::string_view symbol) {
  return money_value(amount, symbol, money_text(amount, symbol));
}

FindingValue FindingValue::money(Chips amount, const HandRecord& record) { return money(amount, money_symbol(record)); }

FindingValue FindingValue::money_phrase(std::string_view before, Chips amount, const HandRecord& record,
                                        std::string_view after) {
  std::string text(before);
  text += money_text(amount, record);
  text += after;
  return money_value(amount, money_symbol(record), std::move(text));
}

FindingValue FindingValue::money_worded(Chips amount, const HandRecord& record, std::string words) {
  return money_value(amount, money_symbol(record), std::move(words));
}

FindingValue FindingValue::count(std::int64_t n, std::string words) {
  FindingValue v = with_text(Kind::kCount, std::move(words));
  v.value = n;
  return v;
}

FindingValue FindingValue::seat(int seat, std::string words) {
  FindingValue v = with_text(Kind::kSeat, std::move(words));
  v.value = seat;
  return v;
}

FindingValue FindingValue::player_seat(const HandRecord& record, int player) {
  if (player < 0) return {};
  const PlayerRecord& p = record.players[static_cast<std::size_t>(player)];
  return seat(p.seat, std::string(p.name));
}

FindingValue FindingValue::card_list(const CardList& cards) {
  FindingValue v = with_text(Kind::kCards, card_list_text(cards));
  v.cards.assign(cards.begin(), cards.end());
  return v;
}

FindingValue FindingValue::share_list(std::vector<Share> shares, std::string_view symbol) {
  std::string text;
  for (const Share& s : shares) {
    if (!text.empty()) text += ", ";
    text += s.player;
    text += ' ';
    text += money_text(s.amount, symbol);
  }
  FindingValue v = with_text(Kind::kShares, text.empty() ? std::string("nobody") : std::move(text));
  v.currency = std::string(symbol);
  v.shares = std::move(shares);
  return v;
}

FindingValue FindingValue::amount_list(std::vector<Chips> amounts, std::string_view symbol) {
  std::string text;
  for (const Chips c : amounts) {
    if (!text.empty()) text += " + ";
    text += money_text(c, symbol);
  }
  FindingValue v = with_text(Kind::kAmounts, std::move(text));
  v.currency = std::string(symbol);
  v.amounts = std::move(amounts);
  return v;
}

FindingValue FindingValue::words(std::string words) { return with_text(Kind::kText, std::move(words)); }

}  // namespace engine
