#include "generator/hand_generator.h"

#include "generator/generator_deal.h"

namespace generator {

HandGenerator::HandGenerator(const GeneratorOptions& options) : options_(options) {
  std::uint64_t x = options.seed;
  for (auto& s : rng_) s =  splitmix64(x);
  first_hand_number_ = 200000000000ULL +  splitmix64(x) % 50000000000ULL;
  tournament_number_ = 3000000000ULL +  splitmix64(x) % 900000000ULL;
}

void HandGenerator::next(std::string& out) {
  last_ = Expected{};
   Rng rng(rng_);
   Deal deal(options_, rng, out, last_, tournament_number_);
  deal.choose_game(first_hand_number_ + count_);
  deal.choose_table();
  switch (deal.family) {
    case  Family::kFlop:
       play_flop(deal);
      break;
    case  Family::kStud:
       play_stud(deal);
      break;
    case  Family::kDraw:
       play_draw(deal);
      break;
  }
  ++count_;
}

void HandGenerator::next_at(const TableHand& hand, std::string& out) {
  last_ = Expected{};
  Rng rng(rng_);
  Deal deal(options_, rng, out, last_, tournament_number_);
  deal.seat_at_table(hand);
  play_flop(deal);
  ++count_;
}

}  // namespace generator
