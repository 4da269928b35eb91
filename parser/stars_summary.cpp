#include "parser/stars_summary.h"

#include <charconv>

#include <tao/pegtl.hpp>

#include "parser/grouped_amount.h"
#include "parser/lines.h"
#include "parser/stars_summary_grammar.h"

namespace parser {

namespace {

namespace pegtl = tao::pegtl;
namespace sg = stars_summary;
using engine::SummaryEntry;
using engine::SummaryMoney;

// What the rules of one line leave for its line rule to take: the parts of
// an alternative that failed are never read.
struct LineState {
  StarsSummary& summary;
  std::uint32_t line = 0;
  std::string_view text;
  std::string site;
  std::string id;
  SummaryMoney money;
  bool footer = false;  // the mail's text is over
};

std::uint64_t number_of(std::string_view digits) {
  std::uint64_t value = 0;
  std::from_chars(digits.data(), digits.data() + digits.size(), value);
  return value;
}

std::string_view trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  return text;
}

template <typename Rule>
struct action : pegtl::nothing<Rule> {};

// The site a header names, as its id.
template <const std::string_view& Id>
struct set_site {
  template <typename In>
  static void apply(const In&, LineState& s) {
    s.site = Id;
  }
};
constexpr std::string_view kPokerStars = "pokerstars";
constexpr std::string_view kFullTilt = "full-tilt";
constexpr std::string_view kRunItOnce = "run-it-once";
template <>
struct action<sg::site_pokerstars> : set_site<kPokerStars> {};
template <>
struct action<sg::site_full_tilt> : set_site<kFullTilt> {};
template <>
struct action<sg::site_run_it_once> : set_site<kRunItOnce> {};
template <>
struct action<sg::tournament_id> {
  template <typename In>
  static void apply(const In& in, LineState& s) {
    s.id = in.string();
  }
};
template <>
struct action<sg::header> {
  template <typename In>
  static void apply(const In&, LineState& s) {
    s.summary.site = s.site;
    s.summary.tournament_id = s.id;
    s.summary.header = s.text;
    const std::size_t comma = s.text.find(',');
    s.summary.game = std::string(trim(s.text.substr(comma + 1)));
  }
};
template <>
struct action<sg::questions_line> {
  template <typename In>
  static void apply(const In&, LineState& s) {
    s.footer = true;
  }
};
template <>
struct action<sg::money_symbol> {
  template <typename In, typename... Entry>
  static void apply(const In& in, LineState& s, Entry&...) {
    s.money = {};
    s.money.symbol = in.string();
  }
};
template <>
struct action<sg::money_digits> {
  template <typename In, typename... Entry>
  static void apply(const In& in, LineState& s, Entry&...) {
    s.money.amount = grouped_amount(in.string_view()).value_or(engine::Chips{0});
  }
};
template <>
struct action<sg::currency> {
  template <typename In, typename... Entry>
  static void apply(const In& in, LineState& s, Entry&...) {
    s.money.currency = in.string();
  }
};
template <>
struct action<sg::buy_in> {
  template <typename In>
  static void apply(const In& in, LineState& s) {
    s.summary.buy_in = std::string(trim(in.string_view()));
  }
};
template <>
struct action<sg::entrants_line> {
  template <typename In>
  static void apply(const In& in, LineState& s) {
    s.summary.entrants = number_of(in.string_view());
    s.summary.entrants_line = s.line;
  }
};
template <>
struct action<sg::pool_money> {
  template <typename In>
  static void apply(const In&, LineState& s) {
    s.summary.prize_pool = s.money;
  }
};
template <>
struct action<sg::pool_line> {
  template <typename In>
  static void apply(const In&, LineState& s) {
    s.summary.prize_pool_text = std::string(trim(s.text.substr(s.text.find(':') + 1)));
    s.summary.prize_pool_line = s.line;
  }
};
template <>
struct action<sg::started_at> {
  template <typename In>
  static void apply(const In& in, LineState& s) {
    s.summary.started = in.string();
  }
};
template <>
struct action<sg::finished_at> {
  template <typename In>
  static void apply(const In& in, LineState& s) {
    s.summary.finished = in.string();
  }
};
template <>
struct action<sg::hero_place> {
  template <typename In>
  static void apply(const In& in, LineState& s) {
    s.summary.hero_place = static_cast<std::uint32_t>(number_of(in.string_view()));
  }
};
template <>
struct action<sg::hero_eliminated_at> {
  template <typename In>
  static void apply(const In& in, LineState& s) {
    s.summary.hero_eliminated_at = std::string(in.string_view());
  }
};
template <>
struct action<sg::hero_line> {
  template <typename In>
  static void apply(const In&, LineState& s) {
    s.summary.hero_line = s.line;
    s.summary.hero_text = std::string(s.text);
  }
};

// The prize after an entry's name and country: the money rules as above,
// the entry as a second state.
template <typename Rule>
struct prize_action : pegtl::nothing<Rule> {};
template <>
struct prize_action<sg::money_symbol> : action<sg::money_symbol> {};
template <>
struct prize_action<sg::money_digits> : action<sg::money_digits> {};
template <>
struct prize_action<sg::currency> : action<sg::currency> {};
template <>
struct prize_action<sg::still_playing> {
  template <typename In>
  static void apply(const In&, LineState&, SummaryEntry& e) {
    e.still_playing = true;
  }
};
template <>
struct prize_action<sg::prize_money> {
  template <typename In>
  static void apply(const In&, LineState& s, SummaryEntry& e) {
    e.prize = s.money;
  }
};

// "zaadar72 (Germany), $3.00 (100%)": the name, its re-entry mark and the
// country from the right of the last "(...)," group, parentheses balanced;
// Run It Once's "Vance K, €12.50" has no country.
SummaryEntry entry_of(std::string_view text) {
  SummaryEntry e;
  std::string_view who = text;
  std::string_view prize;
  // The country's group ends at the last ")," (or a final ")").
  std::size_t close = text.rfind("),");
  if (close == std::string_view::npos && text.ends_with(")")) close = text.size() - 1;
  if (close != std::string_view::npos) {
    int depth = 0;
    std::size_t open = std::string_view::npos;
    for (std::size_t i = close + 1; i-- > 0;) {
      if (text[i] == ')') ++depth;
      if (text[i] == '(' && --depth == 0) {
        open = i;
        break;
      }
    }
    if (open != std::string_view::npos && open > 0) {
      e.country = std::string(text.substr(open + 1, close - open - 1));
      who = text.substr(0, open);
      prize = close + 2 <= text.size() ? text.substr(close + 2) : std::string_view{};
    }
  }
  if (e.country.empty() && close == std::string_view::npos) {
    const std::size_t comma = text.rfind(", ");
    if (comma != std::string_view::npos) {
      who = text.substr(0, comma);
      prize = text.substr(comma + 2);
    }
  }
  who = trim(who);
  // "sho dab [2]": the re-entry mark.
  if (who.ends_with("]")) {
    const std::size_t open = who.rfind(" [");
    if (open != std::string_view::npos) {
      const std::string_view digits = who.substr(open + 2, who.size() - open - 3);
      if (!digits.empty() && digits.size() <= 9 && digits.find_first_not_of("0123456789") == std::string_view::npos) {
        e.entry = static_cast<std::uint32_t>(number_of(digits));
        who = who.substr(0, open);
      }
    }
  }
  e.name = std::string(who);
  e.prize_text = std::string(trim(prize));
  return e;
}

template <>
struct action<sg::place_line> {
  template <typename In>
  static void apply(const In&, LineState& s) {
    const std::size_t colon = s.text.find(':');
    const std::string_view number = trim(s.text.substr(0, colon));
    SummaryEntry e = entry_of(s.text.substr(colon + 1));
    e.place = static_cast<std::uint32_t>(number_of(number));
    e.line = s.line;
    e.column = static_cast<std::uint32_t>(s.text.find_first_not_of(" \t") + 1);
    e.text = s.text;
    LineState prize_state{s.summary, s.line, e.prize_text, {}, {}, {}, false};
    pegtl::memory_input<> in(e.prize_text, "prize");
    pegtl::parse<pegtl::seq<sg::prize, pegtl::eof>, prize_action>(in, prize_state, e);
    s.summary.entries.push_back(std::move(e));
  }
};

}  // namespace

StarsSummary read_stars_summary(std::string_view text, std::uint32_t first_line, std::uint32_t first_column) {
  StarsSummary summary;
  summary.line = first_line;
  summary.column = first_column;
  // CRLF, LF and CR each end a line.
  for (const Line& l : Lines(text, first_line)) {
    std::string_view one = l.text;
    // A byte-order mark before the header.
    if (l.number == first_line && one.starts_with("\xEF\xBB\xBF")) one.remove_prefix(3);
    LineState state{summary, l.number, one, {}, {}, {}, false};
    pegtl::memory_input<> in(one, "summary");
    bool read = false;
    try {
      read = pegtl::parse<sg::line, action>(in, state);
    } catch (const pegtl::parse_error&) {
      read = false;
    }
    if (!read) summary.unrecognized.push_back({l.number, std::string(one)});
    if (state.footer) break;
  }
  return summary;
}

}  // namespace parser
