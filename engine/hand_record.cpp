#include "engine/hand_record.h"

namespace engine {

std::string_view street_id(Street s) {
  switch (s) {
    case Street::kPreflop: return "preflop";
    case Street::kFlop: return "flop";
    case Street::kTurn: return "turn";
    case Street::kRiver: return "river";
    case Street::kShowdown: return "showdown";
  }
  return "preflop";
}

}  // namespace engine
