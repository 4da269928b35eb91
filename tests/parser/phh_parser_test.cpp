// The PHH reader (parser/phh_grammar.h, parser/phh_parser.h): the TOML subset,
// the action strings, the conversion into a HandRecord, every quirk of
// PHH.md §9 that shows at read time, .phhs splitting and error positions.
// Replay-level outcomes of the quirks are in tests/cli/phh_corpus_test.cpp.
#include "parser/phh_parser.h"

#include <doctest/doctest.h>
#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze.hpp>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "parser/phh_grammar.h"

namespace phh_parser_test {

namespace {

using engine::Act;
using engine::Chips;
using engine::Rule;
using parser::ParseStatus;

// Grammar rule `Rule` against the whole of `text`.
template <typename Rule>
bool matches(std::string_view text) {
  tao::pegtl::memory_input in(text.data(), text.size(), "");
  try {
    return tao::pegtl::parse<tao::pegtl::seq<Rule, tao::pegtl::eof>>(in);
  } catch (const tao::pegtl::parse_error&) {
    return false;
  }
}

struct Read {
  ParseStatus status = ParseStatus::kUnreadable;
  engine::HandRecord rec;
  std::vector<engine::Finding> findings;
  std::string text;   // owns what `rec` views

  bool has(Rule r) const {
    for (const auto& f : findings)
      if (f.rule == r) return true;
    return false;
  }
  const engine::Finding* first(Rule r) const {
    for (const auto& f : findings)
      if (f.rule == r) return &f;
    return nullptr;
  }
};

// Reads `text` as one hand starting at line `line`, column `column` of a file.
std::unique_ptr<Read> read(std::string text, std::uint32_t line = 1, std::uint32_t column = 1,
                           std::string_view name = "hand") {
  auto r = std::make_unique<Read>();
  r->text = std::move(text);
  r->status = parser::parse_phh_hand(r->text, line, column, name, r->rec, r->findings);
  return r;
}

// A no-limit hold'em hand: blinds 1/2, `stacks` as TOML, `actions` as TOML.
std::string nt(std::string_view stacks, std::string_view actions, std::string_view extra = "",
               std::string_view blinds = "") {
  std::size_t n = 1;
  for (char c : stacks) n += c == ',' ? 1 : 0;
  std::string antes = "[", bl = "[";
  for (std::size_t i = 0; i < n; ++i) {
    antes += i ? ", 0" : "0";
    bl += i == 0 ? "1" : i == 1 ? ", 2" : ", 0";
  }
  std::string t = "variant = 'NT'\nante_trimming_status = false\nantes = " + antes + "]\n";
  t += "blinds_or_straddles = " + (blinds.empty() ? bl + "]" : std::string(blinds)) + "\nmin_bet = 2\n";
  t += "starting_stacks = " + std::string(stacks) + "\nactions = " + std::string(actions) + "\n";
  t += extra;
  return t;
}

std::vector<engine::ActionRecord> betting(const engine::HandRecord& rec) {
  std::vector<engine::ActionRecord> out;
  for (const auto& a : rec.actions)
    if (a.kind == Act::kFold || a.kind == Act::kCheck || a.kind == Act::kCall || a.kind == Act::kBet ||
        a.kind == Act::kRaise)
      out.push_back(a);
  return out;
}

}  // namespace

TEST_CASE("phh grammar: analyze finds no issue") {
  CHECK(tao::pegtl::analyze<parser::phh::document>(-1) == 0);
  CHECK(tao::pegtl::analyze<parser::phh::action_text>(-1) == 0);
}

TEST_CASE("phh grammar: values of the TOML subset") {
  struct Row {
    std::string_view text;
    bool ok;
  };
  namespace g = parser::phh;
  const Row rows[] = {
      {"\"NT\"", true},         {"'NT'", true},           {"\"a\\\"b\"", true},     {"\"\\u00e9\"", true},
      {"\"\\q\"", false},       {"\"open", false},        {"'it''s'", false},       {"0", true},
      {"-12", true},            {"1_000", true},          {"1__0", false},          {"2.50", true},
      {"10387.5", true},        {"1.5e3", true},          {"2.", false},            {".5", false},
      {"inf", true},            {"+inf", true},           {"-inf", true},           {"nan", true},
      {"true", true},           {"false", true},          {"True", false},          {"12:34:56", true},
      {"2023-06-22", true},     {"2023-06-22T12:00:00Z", true},                     {"[]", true},
      {"[1, 2, 3]", true},      {"[1, 2, 3,]", true},     {"[\n  1, # one\n  2,\n]", true},
      {"[[1, 2], ['a']]", true}, {"[1 2]", false},         {"[1,,2]", false},        {"[1, 2", false},
      {"{a = 1}", false},
  };
  for (const Row& r : rows) {
    CAPTURE(r.text);
    CHECK(matches<g::value>(r.text) == r.ok);
  }
}

TEST_CASE("phh grammar: documents and action strings") {
  namespace g = parser::phh;
  struct Row {
    std::string_view text;
    bool ok;
  };
  const Row documents[] = {
      {"", true},
      {"# only a comment", true},
      {"a = 1", true},
      {"a = 1\n", true},
      {"a=1 # comment\r\nb = 'x'\rc = [\n1,\n]\n", true},
      {"  indented = true\n\n\n", true},
      {"[1]\na = 1\n[2]\na = 2\n", true},
      {"[ 12 ] # table\n", true},
      {"a = 1 2\n", false},
      {"a 1\n", false},
      {"a.b = 1\n", false},
      {"= 1\n", false},
      {"a =\n", false},
      {"[1\n", false},
      {"a = \"\"\"x\"\"\"\n", false},
  };
  for (const Row& r : documents) {
    CAPTURE(r.text);
    CHECK(matches<g::document>(r.text) == r.ok);
  }
  const Row actions[] = {
      {"d dh p1 AcKd", true},     {"d dh p12 ?\??\?", true},     {"d dh p1 10hAc", true},   {"d db Jc3d5c", true},
      {"p1 cbr 300", true},       {"p1 cbr 2.50", true},       {"p2 cc", true},           {"p1 f", true},
      {"p1 sm AcKd", true},       {"p2 sm -", true},           {"p2 sm", true},           {"p1 sm ?\??\?", true},
      {"p1 sd", true},            {"p1 sd AsQs", true},        {"p2 pb", true},           {"", true},
      {"   ", true},              {"# a note", true},          {"p1 cc # Ivey", true},    {"  p1\t cbr   5  ", true},
      {"p1 cbr", false},          {"p1 cbr x", false},         {"p1 cbr -5", false},      {"p1 fold", false},
      {"p1 cca", false},          {"d dh AcKd", false},        {"d dh p1", false},        {"d xx", false},
      {"p1 sm Xx", false},        {"x1 f", false},             {"p f", false},            {"dh p1 AcKd", false},
  };
  for (const Row& r : actions) {
    CAPTURE(r.text);
    CHECK(matches<g::action_text>(r.text) == r.ok);
  }
}

TEST_CASE("phh amounts are exact centi-units, never doubles") {
  struct Row {
    std::string_view text;
    std::optional<std::int64_t> centi;   // nullopt: parse-error
  };
  const Row rows[] = {
      {"10000", 1000000},   {"2.50", 250},         {"2.5", 250},        {"0.01", 1},
      {"1_000", 100000},    {"1.5e3", 150000},     {"25e-1", 250},      {"1.000", 100},
      {"10387.5", 1038750}, {"+7", 700},           {"0.1", 10},         {"1259450.25", 125945025},
      {"1.234", std::nullopt}, {"0.001", std::nullopt}, {"-5", std::nullopt}, {"'5'", std::nullopt},
      {"99999999999999999999", std::nullopt},
  };
  for (const Row& r : rows) {
    CAPTURE(r.text);
    std::string stacks = "[";
    stacks += r.text;
    stacks += ", 200]";
    const auto h = read(nt(stacks, "['p2 f']"));
    if (r.centi) {
      REQUIRE(h->status == ParseStatus::kOk);
      CHECK(h->rec.players[0].stack == Chips{*r.centi});
    } else {
      CHECK(h->status == ParseStatus::kUnreadable);
      CHECK(h->has(Rule::kParseError));
    }
  }
  const auto inf = read(nt("[inf, 200]", "['p2 f']"));
  REQUIRE(inf->status == ParseStatus::kOk);
  CHECK(inf->rec.players[0].stack_unknown);
  CHECK_FALSE(inf->rec.players[1].stack_unknown);
}

TEST_CASE("phh record: players, seats, button, stakes and forced bets") {
  const auto h = read(nt("[200, 300, 400]", "['d dh p1 AcKd', 'd dh p2 ?\??\?', 'd dh p3 7h6h', 'p3 f', 'p1 f']",
                         "players = ['Ann', '', 'Cy']\nhand = 42\ntable = 'T1'\n"),
                      1, 1, "file#3");
  REQUIRE(h->status == ParseStatus::kOk);
  const auto& rec = h->rec;
  CHECK(rec.format == "phh");
  CHECK(rec.site == "phh");
  CHECK(rec.hand_id == "42");
  CHECK(rec.table == "T1");
  REQUIRE(rec.players.size() == 3);
  CHECK(rec.players[0].name == "Ann");
  CHECK(rec.players[1].name == "p2");   // "" is anonymous
  CHECK(rec.players[2].name == "Cy");
  for (int i = 0; i < 3; ++i) CHECK(rec.players[static_cast<std::size_t>(i)].seat == i + 1);
  CHECK(rec.button_seat == 3);
  CHECK(rec.game.variant == engine::Variant::kHoldem);
  CHECK(rec.game.structure == engine::Structure::kNoLimit);
  CHECK(rec.game.small_blind == Chips{100});
  CHECK(rec.game.big_blind == Chips{200});
  REQUIRE(rec.actions.size() >= 2);
  CHECK(rec.actions[0].kind == Act::kPostSmallBlind);
  CHECK(rec.actions[0].player == 0);
  CHECK(rec.actions[1].kind == Act::kPostBigBlind);
  CHECK(rec.actions[1].player == 1);
  CHECK(rec.players[0].hole.size == 2);
  CHECK(rec.players[1].hole.size == 0);   // ?\??\? stays unknown

  // Literal strings keep backslashes; basic strings decode their escapes.
  const auto names = read(nt("[200, 300]", "['p2 f']", "players = ['C:\\x', \"Jos\\u00e9\"]\n"));
  REQUIRE(names->status == ParseStatus::kOk);
  CHECK(names->rec.players[0].name == "C:\\x");
  CHECK(names->rec.players[1].name == "Jos\u00e9");

  // Without a `hand` field the caller's name is the id.
  CHECK(read(nt("[200, 300]", "['p2 f']"), 1, 1, "stem#2")->rec.hand_id == "stem#2");
}

TEST_CASE("phh heads-up: the blinds and antes arrays are reversed (PHH.md §2)") {
  const auto h = read(nt("[200, 300]", "['p2 cc', 'p1 cc']", "", "[1, 2]"));
  REQUIRE(h->status == ParseStatus::kOk);
  const auto& a = h->rec.actions;
  REQUIRE(a.size() == 4);
  CHECK(a[0].kind == Act::kPostSmallBlind);   // p2, the button, posts the first entry
  CHECK(a[0].player == 1);
  CHECK(a[0].amount == Chips{100});
  CHECK(a[1].kind == Act::kPostBigBlind);     // p1 posts the second
  CHECK(a[1].player == 0);
  CHECK(a[1].amount == Chips{200});
  CHECK(a[2].kind == Act::kCall);             // p2 completes the small blind
  CHECK(a[2].amount == Chips{100});
  CHECK(a[3].kind == Act::kCheck);

  std::string antes = nt("[200, 300]", "['p2 f']");
  antes.replace(antes.find("antes = [0, 0]"), 14, "antes = [0, 5]");
  const auto bba = read(antes);
  REQUIRE(bba->status == ParseStatus::kOk);
  CHECK(bba->rec.actions[0].kind == Act::kPostAnte);
  CHECK(bba->rec.actions[0].player == 0);    // antes[1] is p1's, heads-up
}

TEST_CASE("phh blind roles: a lone blind is the big blind, straddles and button blind") {
  struct Row {
    std::string blinds;
    std::vector<Act> kinds;   // posts in order
  };
  const Row rows[] = {
      {"[1, 2, 0, 0]", {Act::kPostSmallBlind, Act::kPostBigBlind}},
      {"[1, 2, 4, 0]", {Act::kPostSmallBlind, Act::kPostBigBlind, Act::kPostStraddle}},
      {"[1, 2, 0, 4]", {Act::kPostSmallBlind, Act::kPostBigBlind, Act::kPostStraddle}},
      {"[2, 0, 0, 0]", {Act::kPostBigBlind}},
      {"[0, 2, 0, 0]", {Act::kPostBigBlind}},
  };
  for (const Row& r : rows) {
    CAPTURE(r.blinds);
    const auto h = read(nt("[200, 200, 200, 200]", "[]", "", r.blinds));
    REQUIRE(h->status == ParseStatus::kOk);
    std::vector<Act> kinds;
    for (const auto& a : h->rec.actions) kinds.push_back(a.kind);
    CHECK(kinds == r.kinds);
  }
}

TEST_CASE("phh betting: cbr is raise-to, cc is worked out from the street's bets") {
  const auto h = read(nt("[200, 300, 9]",
                         "['d dh p1 AcKd', 'd dh p2 QsQd', 'd dh p3 7h6h',"
                         " 'p3 cbr 6', 'p1 cc', 'p2 cbr 20', 'p3 cc', 'p1 cc',"
                         " 'd db AhKhQh', 'p1 cc', 'p2 cbr 10', 'p1 cc',"
                         " 'd db 2c', 'p1 cbr 0.50', 'p2 cc',"
                         " 'd db 3c', 'p1 cc', 'p2 cc', 'p1 sm AcKd', 'p2 sm -', 'p3 sm']"));
  REQUIRE(h->status == ParseStatus::kOk);
  struct Row {
    Act kind;
    int player;
    std::int64_t amount, to;
    engine::Street street;
    bool all_in;
  };
  using S = engine::Street;
  const Row expected[] = {
      {Act::kRaise, 2, 400, 600, S::kPreflop, false},   // to 6 over the big blind of 2
      {Act::kCall, 0, 500, 0, S::kPreflop, false},      // 6 less the small blind
      {Act::kRaise, 1, 1400, 2000, S::kPreflop, false},
      {Act::kCall, 2, 300, 0, S::kPreflop, true},       // all-in for less: 9 in all
      {Act::kCall, 0, 1400, 0, S::kPreflop, false},
      {Act::kCheck, 0, 0, 0, S::kFlop, false},
      {Act::kBet, 1, 1000, 1000, S::kFlop, false},
      {Act::kCall, 0, 1000, 0, S::kFlop, false},
      {Act::kBet, 0, 50, 50, S::kTurn, false},
      {Act::kCall, 1, 50, 0, S::kTurn, false},
      {Act::kCheck, 0, 0, 0, S::kRiver, false},
      {Act::kCheck, 1, 0, 0, S::kRiver, false},
  };
  const auto got = betting(h->rec);
  REQUIRE(got.size() == std::size(expected));
  for (std::size_t i = 0; i < got.size(); ++i) {
    CAPTURE(i);
    CHECK(got[i].kind == expected[i].kind);
    CHECK(got[i].player == expected[i].player);
    CHECK(got[i].amount == Chips{expected[i].amount});
    if (expected[i].to) CHECK(got[i].to == Chips{expected[i].to});
    CHECK(got[i].street == expected[i].street);
    CHECK(got[i].all_in == expected[i].all_in);
  }
  const auto& rec = h->rec;
  CHECK(rec.boards[0].size == 5);
  CHECK(rec.street_cards[static_cast<std::size_t>(S::kFlop)] == 3);
  CHECK(rec.street_cards[static_cast<std::size_t>(S::kTurn)] == 4);
  CHECK(rec.street_cards[static_cast<std::size_t>(S::kRiver)] == 5);
  CHECK(rec.street_pos[static_cast<std::size_t>(S::kFlop)].line == 7);
  CHECK(rec.players[0].showed);
  CHECK(rec.players[1].showed);   // sm -: the cards dealt
  CHECK(rec.players[1].hole.size == 2);
  CHECK(rec.players[2].mucked);   // sm without cards
  CHECK(rec.has_currency_symbol); // 0.50 has cents
}

TEST_CASE("phh shows: the cards dealt, unknown shows and contradictions") {
  const auto h = read(nt("[200, 200, 200]",
                         "['d dh p1 AcKd', 'd dh p2 ?\??\?', 'd dh p3 7h6h', 'p3 cbr 200', 'p1 cc', 'p2 cc',"
                         " 'p1 sm ?\??\?', 'p2 sm ?\??\?', 'p3 sm ?\??\?', 'd db 2c3c4c',"
                         " 'p1 sm ?\??\?', 'p2 sm ?\??\?', 'p3 sm ?\??\?', 'd db 5d', 'd db 9s',"
                         " 'p1 sm AcKh', 'p2 sm QsQd', 'p3 sm ?\?6h']"));
  REQUIRE(h->status == ParseStatus::kOk);
  const auto& p = h->rec.players;
  CHECK(p[1].showed);
  CHECK(p[1].hole.size == 2);          // learnt from the show
  CHECK_FALSE(p[2].showed);            // a partly unknown show is no show
  CHECK_FALSE(p[2].mucked);
  const auto* f = h->first(Rule::kInconsistentRecord);
  REQUIRE(f != nullptr);               // p1 was dealt AcKd and shows AcKh
  CHECK(f->player == "p1");
  CHECK(f->pos.line == 7);
}

TEST_CASE("phh results: finishing_stacks and winnings with their positions") {
  const auto h = read(nt("[200, 300]", "['p2 f']",
                         "finishing_stacks = [201, 299]\nwinnings = [\n  3.5,\n  0,\n]\n"));
  REQUIRE(h->status == ParseStatus::kOk);
  const auto& rec = h->rec;
  REQUIRE(rec.finishing_stacks.size() == 2);
  CHECK(rec.finishing_stacks[0] == Chips{20100});
  CHECK(rec.finishing_stacks[1] == Chips{29900});
  CHECK(rec.finishing_stacks_pos[1].line == 8);
  CHECK(rec.finishing_stacks_pos[1].column == 26);
  REQUIRE(rec.winnings.size() == 2);
  CHECK(rec.winnings[0] == Chips{350});
  CHECK(rec.winnings_pos[0].line == 10);
  CHECK(rec.winnings_pos[0].column == 3);
  CHECK(read(nt("[200, 300]", "['p2 f']"))->rec.finishing_stacks.empty());

  // PokerKit divides Decimal pots exactly: a share finer than a cent.
  const auto fine = read(nt("[200, 300]", "['p2 f']", "finishing_stacks = [201.333, 298.667]\n"));
  CHECK(fine->status == ParseStatus::kOk);
  CHECK_FALSE(fine->rec.finishing_stacks[0].has_value());
  CHECK(fine->has(Rule::kOddChipInvalid));
}

TEST_CASE("phh §9 quirks at read time") {
  SUBCASE("half chips in Pluribus results are read exactly") {
    const auto h = read(nt("[10000, 10000, 10000, 10000, 10000, 10000]", "['p3 f']",
                           "finishing_stacks = [9950.0, 9275.0, 10387.5, 10000.0, 10000.0, 10387.5]\n"));
    REQUIRE(h->status == ParseStatus::kOk);
    CHECK(h->rec.finishing_stacks[0] == Chips{995000});
    CHECK(h->rec.finishing_stacks[2] == Chips{1038750});
    CHECK(h->findings.empty());
  }
  SUBCASE("the razz raise to the covered amount is read, with its stud deals, bring-in and streets") {
    const auto h = read(
        "variant = 'FR'\nante_trimming_status = true\nantes = [100000, 100000]\nbring_in = 100000\n"
        "small_bet = 300000\nbig_bet = 600000\nstarting_stacks = [2650000, 27050000]\n"
        "actions = ['d dh p1 8c2h4c', 'd dh p2 4h3d8d', 'p2 pb', 'p1 cbr 300000', 'p2 cbr 600000', 'p1 cc',"
        " 'd dh p1 Ad', 'd dh p2 2s', 'p1 cbr 300000', 'p2 cbr 600000', 'p1 cc', 'd dh p1 Qd', 'd dh p2 Td',"
        " 'p2 cbr 600000', 'p1 cc', 'd dh p1 Jd', 'd dh p2 8s', 'p1 cbr 600000', 'p2 cbr 750000', 'p1 cc',"
        " 'p2 sm 4h3d8d2sTd8s', 'p1 sm 8c2h4cAdQdJd', 'd dh p1 Kh', 'd dh p2 7h', 'p1 sm 8c2h4cAdQdJdKh',"
        " 'p2 sm 4h3d8d2sTd8s7h']\nhand = 85\nfinishing_stacks = [0, 29700000]\n");
    CHECK(h->status == ParseStatus::kOk);
    CHECK(h->findings.empty());
    CHECK(h->rec.game.variant == engine::Variant::kRazz);
    CHECK(h->rec.game.bring_in == Chips{10000000});  // 100,000 chips
    // Up-cards: the third card of 3rd street, then one a street to 6th.
    CHECK(h->rec.players[0].up.size == 4);
    CHECK(h->rec.players[0].up.cards[0].to_string() == "4c");
    CHECK(h->rec.players[1].up.cards[3].to_string() == "8s");
    CHECK(h->rec.finishing_stacks[1] == Chips{2970000000});
    // Up-cards: the third card of 3rd street and one a street to 6th; 7th is down.
    CHECK(h->rec.players[0].up.size == 4);
    CHECK(h->rec.players[0].up.cards[0].to_string() == "4c");
    CHECK(h->rec.players[0].up.cards[3].to_string() == "Jd");
    CHECK(h->rec.players[0].hole.size == 7);
    // Antes (heads-up: reversed, here alike), then the bring-in as a post.
    REQUIRE(h->rec.actions.size() > 3);
    CHECK(h->rec.actions[2].kind == engine::Act::kBringIn);
    CHECK(h->rec.actions[2].player == 1);
    CHECK(h->rec.actions[2].amount == Chips{10000000});
    CHECK(h->rec.actions[3].kind == engine::Act::kRaise);   // p1 completes
    CHECK(h->rec.actions[3].to == Chips{30000000});
    // The last betting action is on 6th street (Street::kRiver in stud).
    const auto last_bet = std::find_if(h->rec.actions.rbegin(), h->rec.actions.rend(),
                                       [](const engine::ActionRecord& a) { return a.kind == engine::Act::kCall; });
    CHECK(last_bet->street == engine::Street::kRiver);
    CHECK(h->rec.street_pos[static_cast<std::size_t>(engine::Street::kSeventh)].line != 0);
  }
  SUBCASE("WSOP 2019: a big-blind ante with ante_trimming_status = true is reported") {
    std::string uniform = nt("[1000000, 2000000, 3000000]", "['p3 f', 'p1 f']");
    uniform.replace(uniform.find("ante_trimming_status = false"), 28, "ante_trimming_status = true");
    uniform.replace(uniform.find("antes = [0, 0, 0]"), 17, "antes = [5, 5, 5]");
    const auto h = read(uniform);
    std::string text = nt("[1000000, 2000000, 3000000]", "['p3 f', 'p1 f']");
    text.replace(text.find("ante_trimming_status = false"), 28, "ante_trimming_status = true");
    text.replace(text.find("antes = [0, 0, 0]"), 17, "antes = [0, 500000, 0]");
    const auto bba = read(text);
    REQUIRE(bba->status == ParseStatus::kOk);
    const auto* f = bba->first(Rule::kInconsistentRecord);
    REQUIRE(f != nullptr);
    CHECK(f->pos.line == 2);
    CHECK(f->pos.column == 24);
    CHECK(bba->rec.actions[0].kind == Act::kPostAnte);
    CHECK(bba->rec.actions[0].player == 1);
    CHECK(bba->rec.game.ante == Chips{50000000});
    CHECK(h->status == ParseStatus::kOk);
    CHECK_FALSE(h->has(Rule::kInconsistentRecord));   // uniform antes are trimmed: no contradiction
  }
  SUBCASE("HandHQ: repeated 'sm ?\??\?', dollar amounts with cents, winnings as given") {
    const auto h = read(
        "variant = 'NT'\nante_trimming_status = false\nantes = [0.25, 0.25, 0.25]\n"
        "blinds_or_straddles = [2.50, 5, 0]\nmin_bet = 5\nstarting_stacks = [500, 412.75, 1000]\n"
        "actions = ['d dh p1 ?\??\?', 'd dh p2 ?\??\?', 'd dh p3 ?\??\?', 'p3 cbr 412.5', 'p1 f', 'p2 cc',"
        " 'p2 sm ?\??\?', 'p3 sm ?\??\?', 'd db 6c3cTc', 'p2 sm ?\??\?', 'p3 sm ?\??\?', 'd db Ks',"
        " 'p2 sm ?\??\?', 'p3 sm ?\??\?', 'd db 2d', 'p2 sm 6sAd', 'p3 sm QhKh']\n"
        "winnings = [0, 0, 826.75]\n");
    REQUIRE(h->status == ParseStatus::kOk);
    CHECK(h->findings.empty());
    CHECK(h->rec.has_currency_symbol);
    CHECK(h->rec.game.ante == Chips{25});
    CHECK(h->rec.game.small_blind == Chips{250});
    CHECK(h->rec.players[1].showed);
    CHECK(h->rec.winnings[2] == Chips{82675});
    const auto calls = betting(h->rec);
    REQUIRE(calls.size() == 3);
    CHECK(calls[2].kind == Act::kCall);
    CHECK(calls[2].amount == Chips{41250 - 500});   // all-in for what p2 has left after ante and blind
    CHECK(calls[2].all_in);
  }
  SUBCASE("§1: comments in arrays, user and unknown keys, time_zone_abbreviation, local time") {
    const auto h = read(
        "# A famous hand.\n"
        "variant = \"NT\"  # no limit\n"
        "ante_trimming_status = true\n"
        "antes = [500, 500, 500]\n"
        "blinds_or_straddles = [1000, 2000, 0]\n"
        "min_bet = 2000\n"
        "starting_stacks = [1125600, 2000000, 553500]\n"
        "actions = [\n"
        "  # Pre-flop\n"
        "\n"
        "  \"d dh p1 Ac2d\",  # Ivey\n"
        "  \"d dh p2 ?\??\?\",  # Antonius\n"
        "  \"\",\n"
        "  \"  # a pause\",\n"
        "  \"p3 cbr 7000\", \"p1 cbr 23000\", \"p2 f\", \"p3 cc\",\n"
        "]\n"
        "_tracker_id = 12\n"
        "time_zone_abbreviation = \"ET\"\n"
        "time = 21:30:00\n"
        "unknown_key = [1, 'a']\n"
        "players = [\"Phil Ivey\", \"Patrik Antonius\", \"Tom \\\"Durrrr\\\" Dwan\"]\n");
    REQUIRE(h->status == ParseStatus::kOk);
    // The user key is silent; the unknown one is a warning at its line
    // (docs/unrecognized-lines.md, as PokerKit warns of it), and the hand read.
    REQUIRE(h->findings.size() == 1);
    CHECK(h->findings[0].rule == Rule::kUnrecognizedLine);
    CHECK(h->findings[0].pos.line == 20);
    CHECK(h->rec.players[2].name == "Tom \"Durrrr\" Dwan");
    CHECK(betting(h->rec).size() == 4);
    CHECK(h->rec.actions[2].kind == Act::kPostAnte);
    CHECK(h->rec.actions[3].kind == Act::kPostSmallBlind);
  }
}

TEST_CASE("phh variants: every code is read in full, an unknown code is unsupported-game") {
  struct Row {
    std::string_view code;
    std::string_view fields;
    engine::Variant variant;
  };
  const Row rows[] = {
      {"NT", "blinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n", engine::Variant::kHoldem},
      {"FT", "blinds_or_straddles = [1, 2, 0]\nsmall_bet = 2\nbig_bet = 4\n", engine::Variant::kHoldem},
      {"NS", "blinds_or_straddles = [0, 0, 2]\nmin_bet = 2\n", engine::Variant::kSixPlusHoldem},
      {"PO", "blinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n", engine::Variant::kOmaha},
      {"FO/8", "blinds_or_straddles = [1, 2, 0]\nsmall_bet = 2\nbig_bet = 4\n", engine::Variant::kOmaha},
      {"F7S", "bring_in = 1\nsmall_bet = 2\nbig_bet = 4\n", engine::Variant::kStud7},
      {"F7S/8", "bring_in = 1\nsmall_bet = 2\nbig_bet = 4\n", engine::Variant::kStud7},
      {"FR", "bring_in = 1\nsmall_bet = 2\nbig_bet = 4\n", engine::Variant::kRazz},
      {"N2L1D", "blinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n", engine::Variant::kDraw27Single},
      {"F2L3D", "blinds_or_straddles = [1, 2, 0]\nsmall_bet = 2\nbig_bet = 4\n", engine::Variant::kDraw27Triple},
      {"FB", "blinds_or_straddles = [1, 2, 0]\nsmall_bet = 2\nbig_bet = 4\n", engine::Variant::kBadugi},
      // The letter scheme's other structures of the same games.
      {"PO/8", "blinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n", engine::Variant::kOmaha},
      {"PT", "blinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n", engine::Variant::kHoldem},
      {"FO", "blinds_or_straddles = [1, 2, 0]\nsmall_bet = 2\nbig_bet = 4\n", engine::Variant::kOmaha},
      {"XYZ", "", engine::Variant::kUnknown},
      {"QT", "", engine::Variant::kUnknown},
  };
  for (const Row& r : rows) {
    CAPTURE(r.code);
    const auto h = read("variant = '" + std::string(r.code) + "'\nantes = [0, 0, 0]\n" + std::string(r.fields) +
                        "starting_stacks = [100, 100, 100]\n"
                        "actions = ['d dh p1 ?\??\?', 'p1 sd AsQs', 'p2 pb', 'p3 cbr 4', 'p1 sm -']\n");
    CHECK_FALSE(h->has(Rule::kParseError));
    CHECK(h->rec.game.variant == r.variant);
    const bool replayed = r.variant != engine::Variant::kUnknown && engine::replay_supported(r.variant);
    CHECK(h->has(Rule::kUnsupportedGame) == !replayed);
    CHECK(h->status == (replayed ? ParseStatus::kOk : ParseStatus::kUnsupported));
  }
}

TEST_CASE("phh errors: one parse-error at the file position of the fault") {
  struct Row {
    std::string text;
    std::uint32_t line, column;   // in a file where the hand starts at line 10, column 1
    std::string_view says;
  };
  const std::string good = nt("[200, 300]", "['p2 f']");
  auto with = [&](std::string_view from, std::string_view to) {
    std::string t = good;
    t.replace(t.find(from), from.size(), to);
    return t;
  };
  const Row rows[] = {
      {with("min_bet = 2", "min_bet = 2 3"), 14, 13, "end of the line"},
      {with("min_bet = 2", "min_bet 2"), 14, 9, "'='"},
      {with("min_bet = 2", "min_bet = "), 14, 11, "a value"},
      {with("['p2 f']", "['p2 f'"), 17, 1, "']'"},   // arrays may go on over lines
      {with("['p2 f']", "['p2 fold']"), 16, 17, "end of the action"},
      {with("['p2 f']", "['p2 f', 'p3 f']"), 16, 21, "not a player"},
      {with("['p2 f']", "['p2 f', 'd dh p1 XcAd']"), 16, 29, "hole cards"},
      {with("['p2 f']", "['p2 f', 'd dh p1 AcXd']"), 16, 31, "end of the action"},
      {with("['p2 f']", "['p2 cbr 1.005']"), 16, 20, "two decimal"},
      {with("starting_stacks = [200, 300]", "starting_stacks = [200, 300, 400]"), 12, 9, "entries"},
      {with("min_bet = 2", "min_bet = 'two'"), 14, 11, "number"},
      {with("min_bet = 2\n", ""), 10, 11, "'min_bet' is missing"},
      {good + "min_bet = 2\n", 17, 1, "defined twice"},
      {good + "!\n", 17, 1, "key = value"},
      {with("antes = [0, 0]", "antes = 0"), 12, 9, "array"},
      {with("'NT'", "'NT"), 10, 14, "closing '"},
      {with("'NT'", "\"N\\qT\""), 10, 14, "escape"},
  };
  for (const Row& r : rows) {
    CAPTURE(r.text);
    const auto h = read(r.text, 10, 1);
    CHECK(h->status == ParseStatus::kUnreadable);
    REQUIRE(h->findings.size() == 1);
    const auto& f = h->findings[0];
    CHECK(f.rule == Rule::kParseError);
    CHECK(f.pos.line == r.line);
    CHECK(f.pos.column == r.column);
    CHECK_MESSAGE(f.message.find(r.says) != std::string::npos, f.message);
  }
  // Hostile nesting stops early, with a message instead of a deep recursion.
  const auto deep = read(good + "x = " + std::string(100000, '[') + "\n");
  REQUIRE(deep->findings.size() == 1);
  CHECK(deep->findings[0].pos.line == 8);
  CHECK(deep->findings[0].pos.column == 21);   // the 17th [
  CHECK(deep->findings[0].message.find("nested") != std::string::npos);
  // A hand that starts mid-line (column 5) shifts the first line's columns only.
  const auto first = read(with("'NT'", "'NT"), 3, 5);
  CHECK(first->findings.at(0).pos.line == 3);
  CHECK(first->findings.at(0).pos.column == 18);
}

TEST_CASE("phh keys: a key PHH does not define is a warning, a user field is read silently") {
  // `_rake` starts with '_': a user-defined field (PHH.md §1), silent.
  // `rake` without it: unrecognized-line at the key, and the hand is read.
  const auto h = read(nt("[200, 300]", "['p2 f']", "_rake = 1\nrake = 1\n"), 10, 1);
  CHECK(h->status == ParseStatus::kOk);
  REQUIRE(h->findings.size() == 1);
  CHECK(h->findings[0].rule == Rule::kUnrecognizedLine);
  CHECK(h->findings[0].pos.line == 18);
  CHECK(h->findings[0].pos.column == 1);
  // An action it cannot read still stops the hand; the warning is kept.
  const auto bad = read(nt("[200, 300]", "['p2 zz']", "rake = 1\n"), 10, 1);
  CHECK(bad->status == ParseStatus::kUnreadable);
  REQUIRE(bad->findings.size() == 2);
  CHECK(bad->findings[0].rule == Rule::kUnrecognizedLine);
  CHECK(bad->findings[1].rule == Rule::kParseError);
  CHECK(bad->findings[1].pos.line == 16);
}

TEST_CASE("split_phh: one hand per .phh, one per [N] table of a .phhs") {
  SUBCASE("a .phh is one hand, comments before the first key included") {
    const std::string text = "# comment\n\nvariant = 'NT'\nactions = [\n  'p1 f',\n]\n# trailing note\n\n";
    const auto s = parser::split_phh(text);
    CHECK_FALSE(s.tables);
    REQUIRE(s.hands.size() == 1);
    CHECK(s.hands[0].offset == 0);
    CHECK(s.hands[0].line == 1);
    CHECK(text.substr(s.hands[0].offset, s.hands[0].length).ends_with("]"));
    CHECK(s.junk.empty());
    CHECK(parser::split_phh("# nothing but comments\n\n").hands.empty());
    CHECK(parser::split_phh("").hands.empty());
  }
  SUBCASE("tables, with a [1] inside a multi-line array that is no header") {
    const std::string text =
        "# HandHQ export\n"
        "[1]\n"
        "variant = 'NT'\n"
        "weird = [\n"
        "[1]\n"
        "]\n"
        "\n"
        "  [2] # second\n"
        "variant = 'NT'\n"
        "s = \"[3]\"\n"
        "[10]\n"
        "variant = 'FT'\n";
    const auto s = parser::split_phh(text);
    CHECK(s.tables);
    CHECK(s.junk.empty());
    REQUIRE(s.hands.size() == 3);
    struct Row {
      std::uint32_t line, column, index;
      std::string_view table, first, last;
    };
    const Row rows[] = {{2, 1, 1, "1", "[1]", "]"}, {8, 3, 2, "2", "[2]", "s = \"[3]\""}, {11, 1, 3, "10", "[10]", "'FT'"}};
    for (std::size_t i = 0; i < 3; ++i) {
      CAPTURE(i);
      const auto& h = s.hands[i];
      CHECK(h.line == rows[i].line);
      CHECK(h.column == rows[i].column);
      CHECK(h.index == rows[i].index);
      CHECK(h.table == rows[i].table);
      const std::string_view body = std::string_view(text).substr(h.offset, h.length);
      CHECK(body.starts_with(rows[i].first));
      CHECK(body.ends_with(rows[i].last));
    }
  }
  SUBCASE("keys before the first table belong to no hand") {
    const std::string text = "# note\nvariant = 'NT'\n[1]\nvariant = 'NT'\n";
    const auto s = parser::split_phh(text);
    REQUIRE(s.junk.size() == 1);
    CHECK(s.junk[0].line == 2);
    CHECK(text.substr(s.junk[0].offset, s.junk[0].length) == "variant = 'NT'");
    REQUIRE(s.hands.size() == 1);
    CHECK(s.hands[0].line == 3);
  }
  SUBCASE("each table reads as a hand with file positions") {
    const std::string one = nt("[200, 300]", "['p2 f']");
    const std::string text = "[1]\n" + one + "\n[2]\n" + one.substr(0, one.find("actions")) + "actions = ['p9 f']\n";
    const auto s = parser::split_phh(text);
    REQUIRE(s.hands.size() == 2);
    const auto first = read(text.substr(s.hands[0].offset, s.hands[0].length), s.hands[0].line, s.hands[0].column);
    CHECK(first->status == ParseStatus::kOk);
    const auto second = read(text.substr(s.hands[1].offset, s.hands[1].length), s.hands[1].line, s.hands[1].column);
    REQUIRE(second->findings.size() == 1);
    CHECK(second->findings[0].pos.line == 17);
    CHECK(second->findings[0].pos.column == 13);
    // Two tables handed to the reader as one hand.
    const auto both = read(text);
    CHECK(both->status == ParseStatus::kUnreadable);
  }
}

TEST_CASE("looks_like_phh: the first statement is key = value or a [table]") {
  struct Row {
    std::string_view text;
    bool phh;
  };
  const Row rows[] = {
      {"variant = 'NT'\n", true},
      {"# comment\n\n  variant='NT'", true},
      {"[1]\nvariant = 'NT'\n", true},
      {"PokerStars Hand #1: Hold'em No Limit ($0.01/$0.02)\n", false},
      {"# only comments\n", false},
      {"", false},
      {"Seat 1: a = b\n", false},
  };
  for (const Row& r : rows) {
    CAPTURE(r.text);
    CHECK(parser::looks_like_phh(r.text) == r.phh);
  }
}

TEST_CASE("phh draw: exchanges are discards or stand-pats on the round after the draw") {
  const auto h = read(
      "variant = 'F2L3D'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nsmall_bet = 2\nbig_bet = 4\n"
      "starting_stacks = [100, 100, 100]\n"
      "actions = ['d dh p1 7h6c4c3d2c', 'd dh p2 ?\??\??\??\??\?', 'd dh p3 AsQs6s5c3c', 'p3 cc', 'p1 cc', 'p2 cc',"
      " 'p1 sd', 'p2 sd ?\??\??\?', 'p3 sd AsQs', 'd dh p2 ?\??\??\?', 'd dh p3 2hQh', 'p1 cc', 'p2 cc', 'p3 cc',"
      " 'p1 sd', 'p2 sd', 'p3 sd Qh', 'd dh p3 4d', 'p1 cbr 4', 'p2 f', 'p3 cc']\n");
  REQUIRE(h->status == ParseStatus::kOk);
  CHECK(h->findings.empty());
  std::vector<std::string> got;
  for (const auto& a : h->rec.actions)
    if (a.kind == engine::Act::kDiscard || a.kind == engine::Act::kStandPat)
      got.push_back(std::string(a.kind == engine::Act::kDiscard ? "discard " : "pat ") +
                    std::to_string(a.cards) + " " + std::string(engine::street_id(a.street, h->rec.game.variant)));
  CHECK(got == std::vector<std::string>{"pat 0 first-draw", "discard 3 first-draw", "discard 2 first-draw",
                                        "pat 0 second-draw", "pat 0 second-draw", "discard 1 second-draw"});
  // p3's hand after the exchanges: 6s5c3c kept, 2h, then 4d for the Qh.
  std::string hole;
  for (const engine::Card c : h->rec.players[2].hole) hole += c.to_string();
  CHECK(hole == "6s5c3c2h4d");
  CHECK(h->rec.actions.back().street == engine::Street::kTurn);
}

TEST_CASE("phh post bets and times: a negative blind is a live big blind posted out of turn, date fields") {
  const auto h = read(
      "variant = 'NT'\nantes = [0, 0, 0, 0]\nblinds_or_straddles = [1, 2, 0, -2]\nmin_bet = 2\n"
      "starting_stacks = [100, 100, 100, 100]\n"
      "actions = ['d dh p1 ?\??\?', 'd dh p2 ?\??\?', 'd dh p3 ?\??\?', 'd dh p4 ?\??\?', 'p3 f', 'p4 cc', 'p1 f',"
      " 'p2 cc']\n"
      "year = 2024\nmonth = 3\nday = 14\ntime = 19:02:11\ntime_zone_abbreviation = 'ET'\n");
  REQUIRE(h->status == ParseStatus::kOk);
  CHECK(h->findings.empty());
  // Small blind, big blind, then p4's post; the round still opens with p3.
  REQUIRE(h->rec.actions.size() >= 4);
  CHECK(h->rec.actions[2].kind == engine::Act::kPostBigBlind);
  CHECK(h->rec.actions[2].player == 3);
  CHECK(h->rec.actions[3].kind == engine::Act::kFold);
  CHECK(h->rec.actions[4].kind == engine::Act::kCheck);   // p4 has the level in already
  CHECK(h->rec.start.year == 2024);
  CHECK(h->rec.start.day == 14);
  CHECK(h->rec.start.hour == 19);
  CHECK(h->rec.start.second == 11);
  CHECK(h->rec.start.zone == "ET");
}

}  // namespace phh_parser_test
