// `handaudit rules [ID]`: the findings catalogue, compiled into the binary.
#pragma once

#include <cstdio>
#include <string>
#include <string_view>

#include "audit/exit_code.h"
#include "engine/finding.h"

namespace cli {

// One line per rule in catalogue order: id, category, severity, summary, in
// aligned columns.
std::string rules_table();

// Everything the catalogue says about `rule`: summary, category, severity,
// what it checks, authority, profile switches, example.
std::string rule_text(engine::Rule rule);

// `id` empty: the table; else that rule's text. An unknown id is a usage
// error, reported on `err`.
audit::ExitCode run_rules(std::string_view id, std::FILE* out, std::FILE* err);

}  // namespace cli
