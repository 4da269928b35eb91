#include "engine/game.h"

#include "engine/hand_record.h"

namespace engine {

std::string_view variant_id(Variant v) {
  switch (v) {
    case Variant::kHoldem: return "holdem";
    case Variant::kSixPlusHoldem: return "6plus-holdem";
    case Variant::kSplitHoldem: return "split-holdem";
    case Variant::kOmaha: return "omaha";
    case Variant::kOmaha5: return "omaha5";
    case Variant::kOmaha6: return "omaha6";
    case Variant::kCourchevel: return "courchevel";
    case Variant::kStud7: return "stud7";
    case Variant::kStud5: return "stud5";
    case Variant::kRazz: return "razz";
    case Variant::kDraw5: return "draw5";
    case Variant::kDraw27Single: return "draw27-single";
    case Variant::kDraw27Triple: return "draw27-triple";
    case Variant::kDrawA5Triple: return "drawa5-triple";
    case Variant::kBadugi: return "badugi";
    case Variant::kKuhn: return "kuhn";
    case Variant::kDrawA5Single: return "drawa5-single";
    case Variant::kRazz27: return "razz27";
    case Variant::kBadeucey: return "badeucey";
    case Variant::kBadacey: return "badacey";
    case Variant::kDrawmaha27: return "drawmaha27";
    case Variant::kDrawmaha: return "drawmaha";
    case Variant::kIrish: return "irish";
    case Variant::kDoubleHoldem: return "double-holdem";
    case Variant::kUnknown: return "unknown";
  }
  return "unknown";
}

std::string_view structure_id(Structure s) {
  switch (s) {
    case Structure::kNoLimit: return "no-limit";
    case Structure::kPotLimit: return "pot-limit";
    case Structure::kFixedLimit: return "fixed-limit";
    case Structure::kPotLimitPreflopNoLimitPostflop: return "pot-limit-preflop-no-limit-postflop";
    case Structure::kHalfPotLimit: return "half-pot-limit";
  }
  return "no-limit";
}

bool is_flop_game(Variant v) {
  switch (v) {
    case Variant::kHoldem:
    case Variant::kSixPlusHoldem:
    case Variant::kSplitHoldem:
    case Variant::kOmaha:
    case Variant::kOmaha5:
    case Variant::kOmaha6:
    case Variant::kCourchevel:
    case Variant::kDrawmaha27:
    case Variant::kDrawmaha:
    case Variant::kIrish:
    case Variant::kDoubleHoldem:
      return true;
    case Variant::kStud7:
    case Variant::kStud5:
    case Variant::kRazz:
    case Variant::kDraw5:
    case Variant::kDraw27Single:
    case Variant::kDraw27Triple:
    case Variant::kDrawA5Triple:
    case Variant::kBadugi:
    case Variant::kKuhn:
    case Variant::kDrawA5Single:
    case Variant::kRazz27:
    case Variant::kBadeucey:
    case Variant::kBadacey:
    case Variant::kUnknown:
      return false;
  }
  return false;
}

bool is_stud(Variant v) {
  return v == Variant::kStud7 || v == Variant::kStud5 || v == Variant::kRazz || v == Variant::kRazz27;
}

bool is_draw(Variant v) {
  return v == Variant::kDraw5 || v == Variant::kDraw27Single || v == Variant::kDraw27Triple ||
         v == Variant::kDrawA5Triple || v == Variant::kBadugi || v == Variant::kDrawA5Single ||
         v == Variant::kBadeucey || v == Variant::kBadacey;
}

bool is_split_game(Variant v) {
  return v == Variant::kBadeucey || v == Variant::kBadacey || v == Variant::kDrawmaha27 || v == Variant::kDrawmaha;
}

int betting_rounds(Variant v) {
  switch (v) {
    case Variant::kStud7:
    case Variant::kRazz:
    case Variant::kRazz27: return 5;
    case Variant::kDraw5:
    case Variant::kDraw27Single:
    case Variant::kDrawA5Single: return 2;
    case Variant::kKuhn: return 1;
    default: return 4;
  }
}

bool big_bet_round(Variant v, Street s) {
  switch (v) {
    case Variant::kStud7:
    case Variant::kRazz:
    case Variant::kRazz27: return s >= Street::kTurn && s <= Street::kSeventh;
    case Variant::kDraw5:
    case Variant::kDraw27Single:
    case Variant::kDrawA5Single: return s == Street::kFlop;
    default: return s == Street::kTurn || s == Street::kRiver;
  }
}

int kuhn_deck_ranks(int players) { return players + 1; }

int draw_hand_size(Variant v) {
  if (v == Variant::kBadugi) return 4;
  return is_draw(v) ? 5 : 0;
}

int stud_card_count(Variant v) {
  if (v == Variant::kStud5) return 5;
  return is_stud(v) ? 7 : 0;
}

bool replay_supported(Variant v) { return v != Variant::kUnknown; }

}  // namespace engine
