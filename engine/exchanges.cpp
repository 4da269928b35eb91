#include "engine/exchanges.h"

namespace engine {

bool is_flop_draw(Variant v) {
  return v == Variant::kDrawmaha27 || v == Variant::kDrawmaha || v == Variant::kIrish;
}

bool has_exchanges(Variant v) { return is_draw(v) || is_flop_draw(v); }

int exchange_dealt_cards(Variant v) {
  if (v == Variant::kDrawmaha27 || v == Variant::kDrawmaha) return 5;
  if (v == Variant::kIrish) return 4;
  return draw_hand_size(v);
}

bool exchange_draws(Variant v) { return v != Variant::kIrish; }

int exchange_fixed_discards(Variant v) { return v == Variant::kIrish ? 2 : -1; }

std::string_view exchange_round_id(Street round, Variant v) {
  if (!is_flop_draw(v)) return street_id(round, v);
  return exchange_draws(v) ? "draw" : "discard";
}

}  // namespace engine
