// `handaudit rules --profiles`: every built-in profile with the value of
// each switch (RULES.md §0.1), and for the site profiles which values the
// site's own logs show and which are defaults.
#pragma once

#include <string>

namespace cli {

std::string profiles_text();
// `handaudit rules --switches`: every switch, the values it takes, and which
// built-in profiles give it which value.
std::string switches_text();

}  // namespace cli
