// The Full Tilt Poker reader: the actions of parser/fulltilt_grammar.h's own
// rules on top of the actions every PokerStars-style room shares
// (parser/stars_text_actions.h), the line loop of parser/stars_text_reader.h,
// and what the lines leave open settled once the hand is read: a dead small
// blind joined to its live big blind (parser/stars_text_posts.h) and raises
// written as their total (parser/added_wagers.h).

#include "parser/fulltilt_parser.h"

#include "parser/added_wagers.h"
#include "parser/fulltilt_grammar.h"
#include "parser/stars_text_actions.h"
#include "parser/stars_text_posts.h"
#include "parser/stars_text_reader.h"

namespace parser {

namespace stars_text {
namespace {

// ---- header
template <> struct action<fulltilt::hand_number> : set_hand_id {};
// "500K": the amount just read, in thousands (a Flipout's "2B": billions).
template <std::int64_t Scale> struct scale_amount {
  template <typename In> static void apply(const In& in, Builder& b) {
    if (b.amounts.empty()) return;
    const std::int64_t units = b.amounts.back().minor_units();
    if (units > engine::kMaxAmount.minor_units() / Scale) throw tao::pegtl::parse_error("amount is too large", in);
    b.amounts.back() = Chips{units * Scale};
  }
};
template <> struct action<fulltilt::thousands> : scale_amount<1000> {};
template <> struct action<fulltilt::billions> : scale_amount<1000000000> {};
template <> struct action<fulltilt::ft_stake_low> : action<stake_low> {};
template <> struct action<fulltilt::ft_stake_high> : action<stake_high> {};
template <> struct action<fulltilt::ft_ante> : action<ante_amount> {};
template <> struct action<fulltilt::ft_cap> : action<cap_amount> {};
template <> struct action<fulltilt::ft_limit_no> : set_structure<Structure::kNoLimit> {};
template <> struct action<fulltilt::ft_limit_pot> : set_structure<Structure::kPotLimit> {};
template <> struct action<fulltilt::ft_limit_fixed> : set_structure<Structure::kFixedLimit> {};
template <> struct action<fulltilt::ft_hi_lo> : action<hi_lo> {};
template <> struct action<fulltilt::omaha4> : set_variant<Variant::kOmaha> {};
template <> struct action<fulltilt::omaha5> : set_variant<Variant::kOmaha5> {};
template <> struct action<fulltilt::omaha6> : set_variant<Variant::kOmaha6> {};
template <> struct action<fulltilt::courchevel> : set_variant<Variant::kCourchevel> {};
template <> struct action<fulltilt::irish> : set_variant<Variant::kIrish> {};
template <> struct action<fulltilt::stud_hi> : set_variant<Variant::kStud7> {};
template <> struct action<fulltilt::stud_hi_lo> {
  template <typename In> static void apply(const In&, Builder& b) {
    b.rec.game.variant = Variant::kStud7;
    b.rec.game.hi_lo = true;
  }
};
template <> struct action<fulltilt::razz> : set_variant<Variant::kRazz> {};
template <> struct action<fulltilt::stud5> : set_variant<Variant::kStud5> {};
template <> struct action<fulltilt::triple_27> : set_variant<Variant::kDraw27Triple> {};
template <> struct action<fulltilt::single_27> : set_variant<Variant::kDraw27Single> {};
template <> struct action<fulltilt::triple_a5> : set_variant<Variant::kDrawA5Triple> {};
template <> struct action<fulltilt::badugi> : set_variant<Variant::kBadugi> {};
template <> struct action<fulltilt::draw5> : set_variant<Variant::kDraw5> {};
template <> struct action<fulltilt::heads_up> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.game.max_seats = 2; }
};
template <> struct action<fulltilt::ft_table_name> : action<table_name> {};
template <> struct action<fulltilt::tournament_id> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.game.tournament = true;
    b.rec.tournament_id = in.string_view();
  }
};

// ---- seats
template <> struct action<fulltilt::seat_name> {
  template <typename In> static void apply(const In& in, Builder& b) { b.name = in.string_view(); }
};
template <> struct action<fulltilt::seat_out> {
  template <typename In> static void apply(const In&, Builder& b) { b.sitting_out = true; }
};
template <> struct action<fulltilt::seat_line> : action<seat_line> {};
template <> struct action<fulltilt::dealt_line> : deal_cards {};

// ---- streets
// "*** 3RD STREET ***"; seven-card stud's "7TH STREET" is PokerStars' "RIVER".
template <> struct action<fulltilt::stud_street> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.marker_number = in.peek_char() - '0';
    b.marker = b.marker_number == 7 ? Marker::kRiver : Marker::kStudStreet;
  }
};
// "*** FIRST DRAW ***" .. "*** THIRD DRAW ***"; a single draw's "*** DRAW ***".
template <> struct action<fulltilt::draw_marker> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.marker = Marker::kDraw;
    const char c = in.peek_char(1);  // fIrst, sEcond, tHird, dRaw
    b.marker_number = c == 'E' ? 2 : c == 'H' ? 3 : 1;
  }
};
template <> struct action<fulltilt::flopet> : set_marker<Marker::kOther> {};
template <> struct action<fulltilt::run_number> {
  template <typename In> static void apply(const In& in, Builder& b) { b.run_marker = in.peek_char() - '1'; }
};
// Courchevel's first board card comes on "*** FLOPET *** [9h]", before the
// first round, and the flop line then shows the other two ("*** FLOP ***
// [9s Kd]", PL-Courchevel-6max-play-25-50-201305): the board is the three.
template <> struct action<fulltilt::street_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    if (b.marker == Marker::kOther) {
      b.rec.boards[0] = b.cards;
      return;
    }
    if (b.marker == Marker::kFlop && b.rec.game.variant == Variant::kCourchevel && b.rec.boards[0].size == 1 &&
        b.cards.size == 2) {
      engine::CardList board = b.rec.boards[0];
      for (engine::Card c : b.cards) board.push(c);
      b.cards = board;
    }
    action<street_line>::apply(in, b);
  }
};

// ---- actions
template <> struct action<fulltilt::ft_all_in> : action<all_in> {};
template <> struct action<fulltilt::post_small> : set_act<Act::kPostSmallBlind> {};
template <> struct action<fulltilt::post_big> : set_act<Act::kPostBigBlind> {};
// "posts a dead small blind of $0.50" then "posts $1": settle_posts joins them.
template <> struct action<fulltilt::post_dead> : set_act<Act::kPostSmallAndBig> {};
template <> struct action<fulltilt::post_live> : set_act<Act::kPostBigBlind> {};
template <> struct action<fulltilt::ante> : set_act<Act::kPostAnte> {};
// Raises and stud's completion state the street total only: commit_action
// leaves the amount at 0 and settle_added_wagers works it out.
template <> struct action<fulltilt::raise_total> : set_act<Act::kRaise> {};
template <> struct action<fulltilt::complete> : set_act<Act::kRaise> {};
template <> struct action<fulltilt::bring_in> : set_act<Act::kBringIn> {};
template <> struct action<fulltilt::show_cards> : set_act<Act::kShow> {};
// "shows [..] a flush, Ace high"; 2006 logs bracket it: "(a flush, Ace high)".
template <> struct action<fulltilt::show_text> {
  template <typename In> static void apply(const In& in, Builder& b) {
    std::string_view t = in.string_view();
    if (t.size() >= 2 && t.front() == '(' && t.back() == ')') t = t.substr(1, t.size() - 2);
    b.text = t;
  }
};
template <> struct action<fulltilt::muck> : set_act<Act::kMuck> {};
// Irish's discard: the cards the hero's line shows, else the two every
// player throws (docs/games.md G-IRISH-2), which the line does not write.
template <> struct action<fulltilt::bare_discard> {
  template <typename In> static void apply(const In&, Builder& b) {
    b.act = Act::kDiscard;
    b.is_action = true;
    b.discard_count = b.cards.empty() ? std::max(engine::exchange_fixed_discards(b.rec.game.variant), 0)
                                      : static_cast<int>(b.cards.size);
  }
};
template <> struct action<fulltilt::action_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    if (!b.is_action) return;
    commit_action(in, b, in.begin() + b.rec.players[static_cast<std::size_t>(b.player)].name.size() + 1);
    // Cap games: the wager that reaches the cap leaves the player nothing
    // more to bet, as an all-in does ("calls $167.50, and is capped").
    if (in.string_view().ends_with(", and is capped")) b.rec.actions.back().reached_cap = true;
  }
};
template <> struct action<fulltilt::run_twice_agreed> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.runs = std::max<std::uint8_t>(b.rec.runs, 2); }
};

// ---- money lines
template <> struct action<fulltilt::uncalled_line> : action<uncalled_line> {};
template <> struct action<fulltilt::pot_run> {
  template <typename In> static void apply(const In& in, Builder& b) { b.run_marker = in.peek_char() - '1'; }
};
// Run it twice: "wins pot 2 ($77.60)" is the second board's share of the
// main pot.
template <> struct action<fulltilt::collect_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    money_line<Act::kCollect>::apply(in, b);
    if (b.run_marker >= 0) b.rec.actions.back().board = static_cast<std::int8_t>(b.run_marker);
  }
};

// ---- summary
// "Seat 2: ferdono is sitting out" of a player the seat list gives as any
// other and who did nothing in the hand: he was not dealt in.
template <> struct action<fulltilt::summary_sitting_out> {
  template <typename In> static void apply(const In&, Builder& b) {
    for (const engine::ActionRecord& a : b.rec.actions)
      if (a.player == b.player) return;
    b.rec.players[static_cast<std::size_t>(b.player)].sitting_out = true;
  }
};
// "*** SUMMARY 2 ***": the lines after it are the second board's.
template <> struct action<fulltilt::summary_run_marker> {
  template <typename In> static void apply(const In&, Builder& b) { b.showdown_board = std::max(b.run_marker, 0); }
};
template <> struct action<fulltilt::ft_board_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.summary_boards[static_cast<std::size_t>(b.showdown_board)] = b.cards;
    if (b.rec.summary_board_pos.line == 0) b.rec.summary_board_pos = b.pos_of(in.begin());
  }
};
// A run-it-twice hand has a summary per board: what a player won is the sum
// of his lines.
template <> struct action<fulltilt::ft_summary_seat_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    const auto& p = b.rec.players[static_cast<std::size_t>(b.player)];
    const std::optional<Chips> before = p.summary_won;
    action<summary_seat_line>::apply(in, b);
    auto& after = b.rec.players[static_cast<std::size_t>(b.player)].summary_won;
    if (before.has_value() && !b.won.empty()) after = *after + *before;
    if (before.has_value() && b.won.empty()) after = before;
  }
};

template <> inline constexpr const char* error_message<fulltilt::expected_hand_number> =
    "the hand's number, then \": \"";
template <> inline constexpr const char* error_message<fulltilt::expected_game> =
    "a game such as \"No Limit Hold'em\" or \"Limit Stud Hi\"";
template <> inline constexpr const char* error_message<fulltilt::expected_stakes> =
    "the stakes, such as \"$0.10/$0.25\"";
template <> inline constexpr const char* error_message<fulltilt::expected_ft_verb> =
    "an action (posts, folds, checks, calls, bets, raises, shows, mucks ...)";
template <> inline constexpr const char* error_message<fulltilt::expected_ft_action_end> =
    "the end of the action line (or \", and is all in\")";

struct FullTiltDialect {
  using header_line = fulltilt::header_line;
  using table_line = stars_text::table_line;  // Full Tilt writes none: no line starts with "Table "
  using street_line = fulltilt::street_line;
  using body_line = fulltilt::body_line;
  using summary_line = fulltilt::summary_line;
  static constexpr std::string_view kFormat = "fulltilt";
  static constexpr std::string_view kSite = "fulltilt";
  static constexpr const char* kHeaderExpected =
      "cannot read the hand header: expected \"Full Tilt Poker Game #<id>: Table <name> - <stakes> - <game> - "
      "<time>\"";
  static constexpr const char* kForeignLine =
      "cannot read this line: it is not a line a Full Tilt Poker hand history contains";
};

}  // namespace
}  // namespace stars_text

struct FullTiltScratch::Lists : stars_text::Lists {};

FullTiltScratch::FullTiltScratch() : lists_(std::make_unique<Lists>()) {}
FullTiltScratch::~FullTiltScratch() = default;
FullTiltScratch::FullTiltScratch(FullTiltScratch&&) noexcept = default;
FullTiltScratch& FullTiltScratch::operator=(FullTiltScratch&&) noexcept = default;

namespace {

// Full Tilt states the main pot before the rake, PokerStars after it: "Total
// pot $234.55 Main pot $158.20. Side pot $76.35. | Rake $3" pays $155.20 from
// the main pot (PLO-6max-USD-2.00-4.00-201211.RIT.side.pot), so the record's
// main pot is the stated one less the rake.
void main_pot_after_rake(engine::HandRecord& rec) {
  engine::StatedPots& s = rec.stated;
  if (!s.main.has_value() || !s.total.has_value() || !s.rake.has_value()) return;
  engine::Chips pots = *s.main;
  for (engine::Chips side : s.side) pots += side;
  if (pots == *s.total && *s.main >= *s.rake) *s.main -= *s.rake;
}

// The first line after the header that is not blank nor "Seats: 9" starts
// the seat list; false when it does not (an observed hand of 2006 without
// stacks, NLHE-6max-USD-25-50.200610.Observed.No.player.stacks: "cinidy
// lynn posts the small blind of $25" right after the header). `at` is its
// line number.
bool lists_seats(std::string_view text, std::uint32_t& at, bool& summary_only) {
  std::size_t from = text.find('\n');
  while (from != std::string_view::npos) {
    ++at;
    const std::size_t end = text.find('\n', from + 1);
    std::string_view l = text.substr(from + 1, end == std::string_view::npos ? end : end - from - 1);
    while (!l.empty() && (l.back() == '\r' || l.back() == ' ')) l.remove_suffix(1);
    if (!l.empty() && !l.starts_with("Seats: ")) {
      summary_only = l.starts_with("*** SUMMARY ***");
      return l.starts_with("Seat ");
    }
    from = end;
  }
  return true;  // a header alone: the reader reports what is missing
}

}  // namespace

ParseStatus parse_fulltilt_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                engine::HandRecord& out, std::vector<engine::Finding>& findings) {
  FullTiltScratch scratch;
  return parse_fulltilt_hand(text, line, column, out, findings, scratch);
}

ParseStatus parse_fulltilt_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                engine::HandRecord& out, std::vector<engine::Finding>& findings,
                                FullTiltScratch& scratch) {
  std::uint32_t seats_at = line;
  bool summary_only = false;
  if (!lists_seats(text, seats_at, summary_only)) {
    out.reset();
    out.format = "fulltilt";
    out.site = "fulltilt";
    out.header_pos = engine::SourcePos{line, column};
    // The header's "Game #N:" (the splitter found it); no id when the header
    // is damaged there (site_headers.cpp: a header all the same).
    const std::size_t id = text.find('#') + 1;
    const std::string_view number = text.substr(id, std::min(text.find(':', id), text.find('\n', id)) - id);
    if (!number.empty() && number.find_first_not_of("0123456789") == std::string_view::npos) out.hand_id = number;
    engine::Finding f;
    f.pos = engine::SourcePos{seats_at, 1};
    if (summary_only) {
      // "(partial)" hands, and hands a tournament client wrote for a table
      // the player had left: the summary right after the header.
      f.rule = engine::Rule::kTruncatedHand;
      f.message = "the hand has only its summary: the seats and actions are missing, so it is not replayed";
    } else {
      f.rule = engine::Rule::kInconsistentRecord;
      f.message = "the hand has no seat list (an observed hand written without the players' stacks): it names "
                  "players it never seats, so it is not replayed";
    }
    findings.push_back(std::move(f));
    return ParseStatus::kUnreadable;
  }
  const ParseStatus status =
      stars_text::read_hand<stars_text::FullTiltDialect>(text, line, column, out, findings, *scratch.lists_);
  // A hand stopped at a line it cannot read is settled all the same: the
  // audit judges what was read before (HandRecord::stop_pos).
  if (status == ParseStatus::kUnreadable && out.stop_pos.line == 0) return status;
  stars_text::settle_posts(out);
  // Tournament hands won without a show down may have no "wins the pot"
  // line: the summary's "collected (75)" is the collect
  // (NLHE-6max-Matrix-USD-26-201211.match4).
  collect_from_summary(out);
  main_pot_after_rake(out);
  settle_added_wagers(out, findings);
  return status;
}

}  // namespace parser
