// The house switches by name (engine/profile_switches.h) and the run's
// profile choice (engine/profile_choice.h): every switch reads back what it
// is set to, refuses what it does not take, and a choice changes exactly
// the switches it names, for every profile a hand can take.
#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <vector>

#include "engine/profile_choice.h"
#include "engine/profile_switches.h"

namespace {

// Each switch's value in `p`, one "name=value" a line.
std::string all_values(const engine::Profile& p) {
  std::string out;
  for (const engine::ProfileSwitch& s : engine::profile_switches()) out += std::string(s.name) + "=" + s.get(p) + "\n";
  return out;
}

// The values a switch names one by one ("bb_first, ante_first"); empty for
// one that describes its values ("a whole number from 0 to 3").
std::vector<std::string> named_values(std::string_view values) {
  std::vector<std::string> out;
  if (values.starts_with("a ") || values.find(" or ") != std::string_view::npos) return out;
  while (!values.empty()) {
    const std::size_t comma = values.find(", ");
    out.emplace_back(values.substr(0, comma));
    if (comma == std::string_view::npos) break;
    values.remove_prefix(comma + 2);
  }
  return out;
}

}  // namespace

TEST_CASE("profile switches: each reads back every value it lists, and setting a profile's own value changes nothing") {
  for (const engine::Profile& builtin : engine::builtin_profiles()) {
    CAPTURE(builtin.name);
    engine::Profile p = builtin;
    for (const engine::ProfileSwitch& s : engine::profile_switches()) CHECK(s.set(p, s.get(builtin)));
    CHECK(all_values(p) == all_values(builtin));
  }
  int named = 0;
  for (const engine::ProfileSwitch& s : engine::profile_switches()) {
    CAPTURE(s.name);
    CHECK(!s.summary.empty());
    for (const std::string& v : named_values(s.values)) {
      engine::Profile p;
      CHECK(s.set(p, v));
      CHECK(s.get(p) == v);
      ++named;
    }
  }
  CHECK(named > 60);
}

TEST_CASE("profile switches: numbers, amounts and days within their range, anything else refused with the values") {
  engine::Profile p;
  const auto set = [&](std::string_view name, std::string_view value) { return engine::find_switch(name)->set(p, value); };
  CHECK(set("draw_burns", "0"));
  CHECK(p.draw_burns == 0);
  CHECK(set("draw_burns", "3"));
  CHECK_FALSE(set("draw_burns", "4"));
  CHECK_FALSE(set("draw_burns", "-1"));
  CHECK_FALSE(set("draw_burns", "1x"));
  CHECK_FALSE(set("draw_burns", ""));
  CHECK(p.draw_burns == 3);
  CHECK(set("limit_cap", "20"));
  CHECK_FALSE(set("limit_cap", "0"));
  CHECK(set("rake_cap", "6"));
  CHECK(p.rake.cap == 600);
  CHECK(set("rake_cap", "0.3"));
  CHECK(p.rake.cap == 30);
  CHECK(engine::find_switch("rake_cap")->get(p) == "0.30");
  CHECK_FALSE(set("rake_cap", "1.234"));
  CHECK_FALSE(set("rake_cap", "1."));
  CHECK_FALSE(set("rake_cap", "x"));
  CHECK(set("rake_cap", "none"));
  CHECK(p.rake.cap == 0);
  CHECK(set("chip_in_play_until", "2008-12-31"));
  CHECK(p.chip_in_play_until == 20081231);
  CHECK_FALSE(set("chip_in_play_until", "2008-13-01"));
  CHECK_FALSE(set("chip_in_play_until", "20081231"));
  CHECK(set("rake_no_flop_no_drop", "true"));
  CHECK(p.rake.no_flop_no_drop);
  CHECK_FALSE(set("rake_no_flop_no_drop", "yes"));

  CHECK_FALSE(engine::switch_error("draw_burns", "2"));
  CHECK(engine::switch_error("draw_burns", "9") == "switch 'draw_burns' takes a whole number from 0 to 3, not '9'");
  CHECK(engine::switch_error("draw_last_card", "Dealt") == "switch 'draw_last_card' takes dealt, kept, not 'Dealt'");
  CHECK(engine::switch_error("no_such", "1") ==
        "unknown switch 'no_such' (run 'handaudit rules --switches' for the list)");
  CHECK_FALSE(engine::switch_error("button_straddle_order", "utg_skip_straddler"));
}

TEST_CASE("profile choice: a setting changes that switch alone, in every profile a hand can take") {
  const engine::ProfileChoice plain;
  CHECK(&plain.for_hand("pokerstars", "pokerstars", false) == engine::find_profile("pokerstars", false));
  CHECK(&plain.for_hand("phh", "", false) == engine::find_profile("wsop", true));
  CHECK(&plain.for_hand("pokerstars", "ggpoker", false) == engine::find_profile("ggpoker", false));

  const std::vector<engine::SwitchSetting> settings{{"draw_burns", "2"}, {"disconnect_protection", "true"},
                                                    {"draw_burns", "3"}};
  const engine::ProfileChoice own(std::string_view(), settings);
  CHECK(own.key() == ";draw_burns=2;disconnect_protection=true;draw_burns=3");
  struct Hand {
    std::string_view format, site;
    bool tournament;
  };
  for (const Hand& h : {Hand{"pokerstars", "pokerstars", false}, Hand{"phh", "", true}, Hand{"ipoker", "ipoker", true},
                        Hand{"pokerstars", "fulltilt", false}}) {
    CAPTURE(h.site);
    const engine::Profile& changed = own.for_hand(h.format, h.site, h.tournament);
    engine::Profile expected = plain.for_hand(h.format, h.site, h.tournament);
    expected.draw_burns = 3;  // the later setting wins
    expected.disconnect_protection = true;
    CHECK(all_values(changed) == all_values(expected));
    CHECK(changed.name == expected.name);
  }
  // A named profile with settings.
  const engine::ProfileChoice tda("tda", settings);
  CHECK(tda.for_hand("pokerstars", "pokerstars", false).name == "tda");
  CHECK(tda.for_hand("pokerstars", "pokerstars", false).draw_burns == 3);
}

TEST_CASE("profile choice: its key reads back, an unknown profile or setting does not") {
  for (const std::string_view key : {"", "tda", "pokerstars;draw_own_discards=later_exchanges", ";draw_burns=0"}) {
    const auto choice = engine::ProfileChoice::from_key(key);
    REQUIRE(choice);
    CHECK(choice->key() == key);
  }
  CHECK(engine::ProfileChoice::from_key("tda;draw_burns=1")->for_hand("pokerstars", "pokerstars", false).draw_burns ==
        1);
  CHECK(engine::ProfileChoice::from_key(";draw_burns=0")->has_settings());
  CHECK_FALSE(engine::ProfileChoice::from_key("tda")->has_settings());
  CHECK_FALSE(engine::ProfileChoice::from_key("nosuch"));
  CHECK_FALSE(engine::ProfileChoice::from_key("tda;draw_burns=9"));
  CHECK_FALSE(engine::ProfileChoice::from_key("tda;draw_burns"));
  CHECK_FALSE(engine::ProfileChoice::from_key("tda;nosuch=1"));
}
