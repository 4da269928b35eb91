#include "cli/app.h"
#include "handaudit/profile.h"
#include "handaudit/version.h"

#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "audit/exit_code.h"
#include "audit/rule_filter.h"
#include "audit/waiver.h"
#include "cli/audit_command.h"
#include "cli/baseline_file.h"
#include "cli/bench_command.h"
#include "cli/profiles_text.h"
#include "cli/rooms_text.h"
#include "cli/project_config.h"
#include "cli/replay_command.h"
#include "cli/rules_command.h"
#include "cli/verify_command.h"
#include "engine/finding.h"
#include "input/inputs.h"
#include "report/report_text.h"

namespace cli {

namespace {

// Sentinel of parse_arguments(): the command line was parsed, go on.
constexpr int kParsed = -1;

int parse_arguments(CLI::App& app, int argc, char** argv) {
  // CLI11_PARSE returns from this function with CLI11's exit code on a parse
  // error, and with 0 after --help / --version.
  CLI11_PARSE(app, argc, argv);
  return kParsed;
}

// Accepts a rule id of the catalogue; applied to each comma-separated item.
CLI::Validator rule_id_validator() {
  return CLI::Validator(
      [](std::string& id) -> std::string {
        if (engine::rule_from_id(id)) return {};
        return fmt::format("unknown rule id '{}' (run 'handaudit rules' for the list)", id);
      },
      "RULE-ID");
}

CLI::Validator switch_validator() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        if (text.find('=') == std::string::npos)
          return fmt::format("'{}' is not NAME=VALUE (run 'handaudit rules --switches' for the list)", text);
        return handaudit::switch_error(handaudit::SwitchSetting::from_text(text)).value_or(std::string());
      },
      "NAME=VALUE");
}

void add_switch_option(CLI::App& command, std::vector<std::string>& sets) {
  command
      .add_option("--set", sets,
                  "Set a house switch of the profile (repeatable; 'handaudit rules --switches' lists them)")
      ->allow_extra_args(false)
      ->type_name("NAME=VALUE")
      ->check(switch_validator().description(""));
}

std::vector<handaudit::SwitchSetting> settings_of(const std::vector<std::string>& sets) {
  std::vector<handaudit::SwitchSetting> out;
  for (const std::string& text : sets) out.push_back(handaudit::SwitchSetting::from_text(text));
  return out;
}

template <class Enum>
using EnumNames = std::vector<std::pair<std::string, Enum>>;

// CheckedTransformer for an enum option, made strict: CheckedTransformer alone
// also accepts the enumerators' numeric values and, for 8-bit enums, prints
// them as raw bytes in its error. Only the names pass here, and the error
// lists them.
template <class Enum>
CLI::Validator enum_option(const EnumNames<Enum>& names) {
  std::string list;
  for (const auto& [name, value] : names) list += (list.empty() ? "" : ",") + name;
  const CLI::CheckedTransformer transform(names);
  return CLI::Validator(
      [names, transform, list](std::string& input) -> std::string {
        const bool known = std::any_of(names.begin(), names.end(),
                                       [&](const auto& entry) { return entry.first == input; });
        if (!known) return fmt::format("'{}' is not one of {{{}}}", input, list);
        return transform(input);
      },
      "{" + list + "}");
}

unsigned default_jobs() { return std::max(1u, std::thread::hardware_concurrency()); }

// Fills in, from the project file, what the command line left unsaid.
// `given(option)` tells whether the command line set it.
template <class Given>
void apply_project_config(const ProjectConfig& config, Given given, AuditOptions& options,
                          std::string& profile, std::vector<std::string>& only,
                          std::vector<std::string>& disable) {
  if (config.format && !given("--format")) options.format = *config.format;
  if (config.fail_on && !given("--fail-on")) options.fail_on = *config.fail_on;
  if (config.profile && !given("--profile")) profile = *config.profile;
  // The file's switches first: a --set of the same switch, applied after, wins.
  if (config.set) options.switches.insert(options.switches.begin(), config.set->begin(), config.set->end());
  if (config.only && !given("--only")) only = *config.only;
  if (config.disable && !given("--disable")) disable = *config.disable;
  if (config.jobs && !given("--jobs")) options.jobs = *config.jobs;
  if (config.quiet && !given("--quiet")) options.quiet = *config.quiet;
  if (config.waivers) options.waivers = *config.waivers;
}

// Opens -o FILE (or takes standard output), runs the audit, closes the file.
audit::ExitCode audit_to(const std::string& output_path, AuditOptions& options) {
  std::FILE* out = stdout;
  if (!output_path.empty()) {
    out = std::fopen(output_path.c_str(), "wb");
    if (out == nullptr) {
      fmt::print(stderr, "handaudit: cannot write {}: {}\n", output_path, std::strerror(errno));
      return audit::ExitCode::kUsage;
    }
  }
  options.colour = options.format == ReportFormat::kText && report::colour_wanted(out);
  audit::ExitCode code = run_audit(options, out, stderr);
  if (out != stdout && std::fclose(out) != 0 && code != audit::ExitCode::kUsage) {
    fmt::print(stderr, "handaudit: cannot write {}: {}\n", output_path, std::strerror(errno));
    code = audit::ExitCode::kUsage;
  }
  return code;
}

// Opens -o FILE (or takes standard output), runs convert, closes the file.
audit::ExitCode convert_to_file(const std::string& output_path, const ConvertOptions& options) {
  std::FILE* out = stdout;
  if (!output_path.empty()) {
    out = std::fopen(output_path.c_str(), "wb");
    if (out == nullptr) {
      fmt::print(stderr, "handaudit: cannot write {}: {}\n", output_path, std::strerror(errno));
      return audit::ExitCode::kUsage;
    }
  }
  audit::ExitCode code = run_convert(options, out, stderr);
  if (out != stdout && std::fclose(out) != 0 && code != audit::ExitCode::kUsage) {
    fmt::print(stderr, "handaudit: cannot write {}: {}\n", output_path, std::strerror(errno));
    code = audit::ExitCode::kUsage;
  }
  return code;
}

// What the audit command line holds until the project file fills the gaps.
struct AuditArgs {
  AuditOptions options;
  std::string output_path;
  std::string baseline_path;  // --baseline FILE
  std::string profile;
  std::vector<std::string> sets;  // --set NAME=VALUE
  std::vector<std::string> only;
  std::vector<std::string> disable;
};

struct RulesArgs {
  std::string rule;
  bool list_profiles = false;
  bool list_switches = false;
  bool list_rooms = false;
};

struct ConvertArgs {
  ConvertOptions options;
  std::string to = "json";
  std::string output_path;
};

CLI::App* add_audit_command(CLI::App& app, AuditArgs& args) {
  AuditOptions& options = args.options;
  options.jobs = default_jobs();
  CLI::App* audit = app.add_subcommand("audit", "Audit hand histories");
  audit
      ->add_option("PATH", options.paths,
                   "A file, a directory (read recursively), an archive or compressed file (zip, tar, gz, bz2, "
                   "xz, zst: its members) or - for standard input")
      ->required();
  const EnumNames<ReportFormat> formats{{"text", ReportFormat::kText},
                                        {"json", ReportFormat::kJson},
                                        {"junit", ReportFormat::kJunit},
                                        {"sarif", ReportFormat::kSarif},
                                        {"html", ReportFormat::kHtml}};
  audit->add_option("--format", options.format, "Report format")
      ->transform(enum_option(formats))
      ->type_name("FORMAT")
      ->default_str("text");
  audit
      ->add_option("-o,--output", args.output_path,
                   "Write the report to FILE instead of standard output")
      ->type_name("FILE");
  audit->add_flag("--html-all-hands", options.html_all_hands,
                  "html: embed every hand with its replayer, not only the hands with findings");
  audit->add_option("--html-max-hands", options.html_max_hands,
                    "html: embed at most N hands with their replayer, the first in input order; the findings of "
                    "the others are in the findings table only")
      ->type_name("N")
      ->default_str("2000");
  audit
      ->add_option("-j,--jobs", options.jobs,
                   "Threads that audit hands, the one reading input among them; the report is identical for every N")
      ->check(CLI::Range(1u, 4096u).description(""))
      ->type_name("N")
      ->default_str(fmt::format("{} (all cores; 1 for files under 1 MiB in all)", options.jobs));
  audit->add_option("--profile", args.profile, "Rules profile; default: the site's own")
      ->check(CLI::IsMember(handaudit::Profile::names()))
      ->type_name("NAME");
  add_switch_option(*audit, args.sets);
  const EnumNames<audit::FailOn> fail_ons{
      {"error", audit::FailOn::kError}, {"warning", audit::FailOn::kWarning}, {"never", audit::FailOn::kNever}};
  audit->add_option("--fail-on", options.fail_on, "Which findings make the exit status 1")
      ->transform(enum_option(fail_ons))
      ->type_name("LEVEL")
      ->default_str("error");
  // One value per occurrence (comma-separated inside it), so that a PATH after
  // the option is not taken for a rule id.
  audit->add_option("--disable", args.disable, "Switch these rules off")
      ->delimiter(',')
      ->allow_extra_args(false)
      ->type_name("ID,...")
      ->check(rule_id_validator().description(""));
  audit->add_option("--only", args.only, "Audit only these rules")
      ->delimiter(',')
      ->allow_extra_args(false)
      ->type_name("ID,...")
      ->check(rule_id_validator().description(""));
  audit->add_option("--baseline", args.baseline_path,
                    "An earlier run's report (--format json or sarif): report and fail on only the findings it "
                    "does not hold")
      ->type_name("FILE");
  audit->add_option("--write-baseline", options.write_baseline,
                    "Also write this run's findings to FILE, as NDJSON, for a later --baseline")
      ->type_name("FILE")
      ->excludes("--baseline");
  audit->add_flag("--follow", options.follow,
                  "Keep reading the paths as they grow (new files in folders too), each hand audited as soon as it "
                  "is whole, until SIGINT or SIGTERM");
  audit->add_option("--waivers-as-of", options.waivers_as_of,
                    "Judge the project file's waivers expired or not as of DATE (YYYY-MM-DD); default: today (UTC)")
      ->type_name("DATE")
      ->check(CLI::Validator(
          [](std::string& date) { return audit::is_date(date) ? std::string() : "not a date written YYYY-MM-DD"; },
          "", "date"));
  audit->add_flag("-q,--quiet,!--no-quiet", options.quiet,
                  "No progress and no summary on standard error (--no-quiet: overrides the "
                  "project file)");
  return audit;
}

CLI::App* add_rules_command(CLI::App& app, RulesArgs& args) {
  CLI::App* rules = app.add_subcommand("rules", "List the findings catalogue, or explain one rule");
  rules->add_option("ID", args.rule, "A rule id, e.g. raise-below-minimum");
  rules->add_flag("--profiles", args.list_profiles, "List the built-in rule profiles and their switches");
  rules->add_flag("--switches", args.list_switches,
                  "List every house switch, the values it takes and which profiles set which");
  rules->add_flag("--rooms", args.list_rooms,
                  "Which rules each format read can check, as a Markdown table (docs/rooms.md)");
  return rules;
}

CLI::App* add_convert_command(CLI::App& app, ConvertArgs& args) {
  ConvertOptions& options = args.options;
  options.jobs = default_jobs();
  CLI::App* convert = app.add_subcommand("convert", "Write hands as JSON / OHH / PHH");
  convert
      ->add_option("PATH", options.paths,
                   "A file, a directory (read recursively), an archive or compressed file (zip, tar, gz, bz2, "
                   "xz, zst: its members) or - for standard input")
      ->required();
  convert->add_option("--to", args.to,
                      "Output format: json (our hand schema, NDJSON), ohh (Open Hand History 1.4.6), phh (PHH TOML)")
      ->check(CLI::IsMember({"json", "ohh", "phh"}))
      ->type_name("FORMAT")
      ->default_str("json");
  convert->add_option("-o,--output", args.output_path, "Write to FILE instead of standard output")
      ->type_name("FILE");
  convert
      ->add_option("-j,--jobs", options.jobs,
                   "Threads that convert hands, the one reading input among them; the output is identical for every N")
      ->check(CLI::Range(1u, 4096u).description(""))
      ->type_name("N")
      ->default_str(fmt::format("{} (all cores; 1 for files under 1 MiB in all)", options.jobs));
  convert->add_flag("-q,--quiet", options.quiet, "No count on standard error");
  return convert;
}

CLI::App* add_replay_command(CLI::App& app, ReplayOptions& options) {
  CLI::App* replay = app.add_subcommand("replay", "Step through one hand: the state after every action");
  replay->add_option("PATH", options.path, "A hand-history file, an archive holding it, or - for standard input")
      ->required();
  replay->add_option("--hand", options.hand_id, "The hand id; default: the first hand of the file")
      ->type_name("ID");
  const EnumNames<ReplayFormat> replay_formats{{"text", ReplayFormat::kText}, {"json", ReplayFormat::kJson}};
  replay->add_option("--format", options.format, "Output format")
      ->transform(enum_option(replay_formats))
      ->type_name("FORMAT")
      ->default_str("text");
  replay->add_option("--html", options.html_path,
                     "Write the hand's replayer as one self-contained HTML page to FILE (instead of --format's "
                     "output)")
      ->type_name("FILE");
  replay->add_option("--profile", options.profile, "Rules profile; default: the site's own")
      ->check(CLI::IsMember(handaudit::Profile::names()))
      ->type_name("NAME");
  add_switch_option(*replay, options.sets);
  return replay;
}

CLI::App* add_verify_command(CLI::App& app, VerifyOptions& options) {
  CLI::App* verify =
      app.add_subcommand("verify", "Whether a report still describes its inputs: each hashed again and compared");
  verify->add_option("REPORT", options.report, "A report of handaudit audit, any format, or - for standard input")
      ->required();
  verify->add_option("--root", options.root, "Find the report's relative input paths under DIR")->type_name("DIR");
  return verify;
}

CLI::App* add_bench_command(CLI::App& app, BenchOptions& options) {
  options.jobs = default_jobs();
  CLI::App* bench = app.add_subcommand("bench", "Throughput on a built-in or given corpus");
  bench->add_option("PATH", options.paths, "Hand histories to time; default: a generated corpus");
  bench->add_option("-j,--jobs", options.jobs, "Threads that audit hands, the one reading input among them")
      ->check(CLI::Range(1u, 4096u).description(""))
      ->type_name("N");
  bench->add_option("--hands", options.hands, "Size of the generated corpus")
      ->check(CLI::Range(std::size_t{1}, std::size_t{100000000}).description(""))
      ->type_name("N");
  bench->add_option("--write", options.write_path,
                    "Write the generated corpus to FILE (for bench/compare.sh) instead of timing it")
      ->type_name("FILE")
      ->excludes(bench->get_option("PATH"));
  bench->add_option("--night", options.night_dir,
                    "Write a night of cash tables into DIR instead, a file a table: --hands in all over --tables "
                    "tables of --seats seats (BOM, CRLF, some Windows-1252 names)")
      ->type_name("DIR")
      ->excludes(bench->get_option("PATH"))
      ->excludes(bench->get_option("--write"));
  bench->add_option("--tables", options.tables, "Tables of the generated night")
      ->check(CLI::Range(std::size_t{1}, std::size_t{100000}).description(""))
      ->type_name("N");
  bench->add_option("--seats", options.seats, "Seats at each table of the generated night")
      ->check(CLI::Range(2, 10).description(""))
      ->type_name("N");
  return bench;
}

// The audit command, once parsed: the project file of the working directory
// fills in what the command line left unsaid (the command line wins), then
// the rule filter is built and the audit runs.
audit::ExitCode run_audit_command(const CLI::App& command, AuditArgs& args) {
  ProjectConfig config;
  if (std::optional<std::string> error = load_project_config(kProjectConfigName, config)) {
    fmt::print(stderr, "handaudit: {}: {}\n", kProjectConfigName, *error);
    return audit::ExitCode::kUsage;
  }
  AuditOptions& options = args.options;
  options.switches = settings_of(args.sets);
  apply_project_config(
      config, [&](const char* name) { return command.count(name) > 0; }, options, args.profile, args.only,
      args.disable);
  std::string unknown;
  const std::optional<handaudit::RuleSelection> rules =
      handaudit::RuleSelection::from_ids(args.only, args.disable, &unknown);
  if (!rules) {
    fmt::print(stderr, "handaudit: unknown rule id '{}' (run 'handaudit rules' for the list)\n",
               unknown);
    return audit::ExitCode::kUsage;
  }
  options.rules = *rules;
  if (!args.profile.empty()) {
    options.profile = handaudit::Profile::named(args.profile);
    if (!options.profile) {
      fmt::print(stderr, "handaudit: unknown profile '{}' (run 'handaudit rules --profiles' for the list)\n",
                 args.profile);
      return audit::ExitCode::kUsage;
    }
  }
  if (!args.baseline_path.empty()) {
    std::string error;
    std::optional<handaudit::Baseline> baseline = read_baseline(args.baseline_path, error);
    if (!baseline) {
      fmt::print(stderr, "handaudit: cannot read the baseline {}: {}\n", args.baseline_path, error);
      return audit::ExitCode::kUsage;
    }
    options.baseline = std::make_shared<const handaudit::Baseline>(std::move(*baseline));
  }
  const bool stdin_given = std::find(options.paths.begin(), options.paths.end(), input::kStdinPath) != options.paths.end();
  if (options.follow && stdin_given) {
    fmt::print(stderr, "handaudit: --follow follows files and folders, not standard input\n");
    return audit::ExitCode::kUsage;
  }
  if (command.count("--jobs") == 0 && !config.jobs) options.jobs = input::jobs_worth_starting(options.paths, options.jobs);
  return audit_to(args.output_path, options);
}

audit::ExitCode run_rules_command(const RulesArgs& args) {
  if (args.list_rooms) {
    fmt::print("{}", rooms_table());
    return audit::ExitCode::kOk;
  }
  if (args.list_profiles) {
    fmt::print("{}", profiles_text());
    return audit::ExitCode::kOk;
  }
  if (args.list_switches) {
    fmt::print("{}", switches_text());
    return audit::ExitCode::kOk;
  }
  return run_rules(args.rule, stdout, stderr);
}

audit::ExitCode run_convert_command(const CLI::App& command, ConvertArgs& args) {
  ConvertOptions& options = args.options;
  if (command.count("--jobs") == 0) options.jobs = input::jobs_worth_starting(options.paths, options.jobs);
  options.to = args.to == "ohh"   ? ConvertFormat::kOhh
               : args.to == "phh" ? ConvertFormat::kPhh
                                  : ConvertFormat::kJson;
  return convert_to_file(args.output_path, options);
}

}  // namespace

int run(int argc, char** argv) {
  CLI::App app{"Audit poker hand histories against the rules of the game.", "handaudit"};
  app.set_version_flag("--version", std::string("handaudit ") + handaudit::kVersion);
  app.require_subcommand(1);

  AuditArgs audit_args;
  RulesArgs rules_args;
  ConvertArgs convert_args;
  ReplayOptions replay_options;
  BenchOptions bench_options;
  VerifyOptions verify_options;
  const CLI::App* audit = add_audit_command(app, audit_args);
  const CLI::App* rules = add_rules_command(app, rules_args);
  const CLI::App* convert = add_convert_command(app, convert_args);
  const CLI::App* replay = add_replay_command(app, replay_options);
  const CLI::App* bench = add_bench_command(app, bench_options);
  const CLI::App* verify = add_verify_command(app, verify_options);

  if (const int parsed = parse_arguments(app, argc, argv); parsed != kParsed)
    return parsed == 0 ? audit::to_int(audit::ExitCode::kOk) : audit::to_int(audit::ExitCode::kUsage);

  if (*audit) return audit::to_int(run_audit_command(*audit, audit_args));
  if (*rules) return audit::to_int(run_rules_command(rules_args));
  if (*convert) return audit::to_int(run_convert_command(*convert, convert_args));
  if (*replay) return audit::to_int(run_replay(replay_options, stdout, stderr));
  if (*bench) return audit::to_int(run_bench(bench_options, stdout, stderr));
  if (*verify) return audit::to_int(run_verify(verify_options, stdout, stderr));
  return audit::to_int(audit::ExitCode::kUsage);  // unreachable: a subcommand is required
}

}  // namespace cli
