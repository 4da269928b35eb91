#include "cli/hand_generator.h"

#include "cli/generator_deal.h"

namespace cli {

HandGenerator::HandGenerator(const GeneratorOptions& options) : options_(options) {
  std::uint64_t x = options.seed;
  for (auto& s : rng_) s = gen::splitmix64(x);
  first_hand_number_ = 200000000000ULL + gen::splitmix64(x) % 50000000000ULL;
  tournament_number_ = 3000000000ULL + gen::splitmix64(x) % 900000000ULL;
}

void HandGenerator::next(std::string& out) {
  last_ = Expected{};
  gen::Rng rng(rng_);
  gen::Deal deal(options_, rng, out, last_, tournament_number_);
  deal.choose_game(first_hand_number_ + count_);
  deal.choose_table();
  switch (deal.family) {
    case gen::Family::kFlop:
      gen::play_flop(deal);
      break;
    case gen::Family::kStud:
      gen::play_stud(deal);
      break;
    case gen::Family::kDraw:
      gen::play_draw(deal);
      break;
  }
  ++count_;
}

}  // namespace cli
