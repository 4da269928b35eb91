// Provenance (issue 24, point 3): every report format names the handaudit
// that wrote it, the profile, switches and rules in force, and each input
// with its size and SHA-256; `handaudit verify` reads any of them back and
// tells a report whose inputs changed.
#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

#include "cli/audit_command.h"
#include "cli/report_provenance.h"
#include "cli/verify_command.h"
#include "handaudit/version.h"
#include "input/sha256.h"
#include "tests/support/test_util.h"

namespace {

using Run = cli_test::Captured<audit::ExitCode>;

Run audit_to_text(cli::AuditOptions options) {
  options.quiet = true;
  return cli_test::capture([&](std::FILE* out, std::FILE* err) { return cli::run_audit(options, out, err); });
}

Run verify(const std::string& report, const std::string& root = {}) {
  return cli_test::capture([&](std::FILE* out, std::FILE* err) { return cli::run_verify({report, root}, out, err); });
}

const cli::ReportFormat kFormats[] = {cli::ReportFormat::kJson, cli::ReportFormat::kText, cli::ReportFormat::kJunit,
                                      cli::ReportFormat::kSarif};

}  // namespace

TEST_CASE("provenance: every format names the handaudit, the rules and each input with its SHA-256") {
  const cli_test::TempDir dir;
  const std::string hands = cli_test::sample_hand(1) + cli_test::sample_hand(2);
  const std::string first = dir.write("night one.txt", hands);
  const std::string second = dir.write("quote\"d.txt", cli_test::sample_hand(3));
  for (const cli::ReportFormat format : kFormats) {
    cli::AuditOptions options;
    options.paths = {first, second};
    options.format = format;
    options.profile = handaudit::Profile::named("tda");
    options.switches = {{"draw_burns", "0"}};
    options.rules = *handaudit::RuleSelection::from_ids({}, {"wrong-winner"});
    const Run run = audit_to_text(options);
    CAPTURE(run.out);
    std::string error;
    const std::optional<cli::ReportProvenance> p = cli::read_provenance(run.out, error);
    REQUIRE_MESSAGE(p, error);
    CHECK(p->version == handaudit::kVersion);
    CHECK(p->build == handaudit::kBuild);
    REQUIRE(p->inputs.size() == 2);
    CHECK(p->inputs[0] == cli::ProvenanceInput{first, hands.size(), input::sha256_hex(hands)});
    CHECK(p->inputs[1].path == second);
    CHECK(p->inputs[1].sha256 == input::sha256_hex(cli_test::sample_hand(3)));
    // The rules in force, in each format's words.
    CHECK(run.out.find("tda") != std::string::npos);
    CHECK(run.out.find("draw_burns") != std::string::npos);
    CHECK(run.out.find("wrong-winner") != std::string::npos);
  }
}

TEST_CASE("provenance: the NDJSON summary's provenance object") {
  const cli_test::TempDir dir;
  const std::string path = dir.write("a.txt", cli_test::sample_hand(1));
  cli::AuditOptions options;
  options.paths = {path};
  options.format = cli::ReportFormat::kJson;
  options.switches = {{"draw_burns", "0"}};
  const Run run = audit_to_text(options);
  const nlohmann::json summary = nlohmann::json::parse(run.out.substr(run.out.rfind("{\"type\":\"summary\"")));
  const nlohmann::json& p = summary["provenance"];
  CHECK(p["handaudit"] == handaudit::kVersion);
  CHECK(p["build"] == handaudit::kBuild);
  CHECK(p["profile"].is_null());
  CHECK(p["switches"] == nlohmann::json{{"draw_burns", "0"}});
  CHECK(p["only"] == nlohmann::json::array());
  CHECK(p["disable"] == nlohmann::json::array());
  REQUIRE(p["inputs"].size() == 1);
  CHECK(p["inputs"][0]["path"] == path);
  CHECK(p["inputs"][0]["bytes"] == cli_test::sample_hand(1).size());
  CHECK(p["inputs"][0]["sha256"] == input::sha256_hex(cli_test::sample_hand(1)));
}

TEST_CASE("provenance: an archive is one input, hashed as it is on disk") {
  const cli_test::TempDir dir;
  const std::string text = cli_test::sample_hand(1);
  const std::string gz = dir.write("a.txt.gz", cli_test::command_output("printf '%s' '" + text + "' | gzip -c"));
  cli::AuditOptions options;
  options.paths = {gz};
  options.format = cli::ReportFormat::kText;
  const Run run = audit_to_text(options);
  std::string error;
  const auto p = cli::read_provenance(run.out, error);
  REQUIRE_MESSAGE(p, error);
  REQUIRE(p->inputs.size() == 1);
  CHECK(p->inputs[0].path == gz);
  CHECK(p->inputs[0].sha256 == input::sha256_hex(cli_test::read_file(gz)));
  CHECK(p->inputs[0].bytes == cli_test::read_file(gz).size());
}

TEST_CASE("verify: a report of any format still describes its inputs until one byte changes") {
  const cli_test::TempDir dir;
  const std::string hands = cli_test::sample_hand(1) + cli_test::sample_hand(2);
  const std::string path = dir.write("night.txt", hands);
  const std::string other = dir.write("other.txt", cli_test::sample_hand(3));
  for (const cli::ReportFormat format : kFormats) {
    cli::AuditOptions options;
    options.paths = {path, other};
    options.format = format;
    const std::string report = dir.write("report", audit_to_text(options).out);

    Run v = verify(report);
    CAPTURE(v.out);
    CHECK(v.status == audit::ExitCode::kOk);
    CHECK(v.out.find("unchanged    " + path + "\n") != std::string::npos);
    CHECK(v.out.find("every input unchanged") != std::string::npos);

    // One byte changed, the size the same: caught by the digest.
    std::string changed = hands;
    changed[changed.find("$50")] = '$' + 1;
    dir.write("night.txt", changed);
    v = verify(report);
    CHECK(v.status == audit::ExitCode::kFindings);
    CHECK(v.out.find("changed      " + path + ": " + std::to_string(hands.size()) + " bytes") != std::string::npos);
    CHECK(v.out.find("unchanged    " + other + "\n") != std::string::npos);
    CHECK(v.out.find("1 of 2 inputs changed, missing or unverifiable") != std::string::npos);

    std::filesystem::remove(path);
    v = verify(report);
    CHECK(v.status == audit::ExitCode::kFindings);
    CHECK(v.out.find("missing      " + path + ": No such file or directory") != std::string::npos);
    dir.write("night.txt", hands);
  }
}

TEST_CASE("verify: relative paths under --root, standard input unverifiable, no provenance a usage error") {
  const cli_test::TempDir dir;
  dir.write("night.txt", cli_test::sample_hand(1));
  // A report naming a relative path, as `audit night.txt` in `dir` writes.
  const std::string text_report =
      "handaudit 0.1.0 (GNU 12.2.0, Release, static); profile: each site's own; "
      "switches: none; rules: every rule\ninput \"night.txt\": " +
      std::to_string(cli_test::sample_hand(1).size()) + " bytes, sha256 " +
      input::sha256_hex(cli_test::sample_hand(1)) + "\n";
  const std::string report = dir.write("report.txt", text_report);
  CHECK(verify(report, dir.path().string()).status == audit::ExitCode::kOk);

  const std::string piped =
      dir.write("piped.txt",
                "handaudit 0.1.0 (x); profile: each site's own; switches: none; rules: every rule\ninput \"-\": 3 "
                "bytes, sha256 " +
                    input::sha256_hex("abc") + "\n");
  const Run stdin_report = verify(piped);
  CHECK(stdin_report.status == audit::ExitCode::kFindings);
  CHECK(stdin_report.out.find("unverifiable -: standard input cannot be read again") != std::string::npos);

  const Run none = verify(dir.write("old.ndjson", "{\"type\":\"summary\",\"files\":1,\"hands\":0}\n"));
  CHECK(none.status == audit::ExitCode::kUsage);
  CHECK(none.err.find("cannot be verified: its summary holds no provenance") != std::string::npos);
  CHECK(verify((dir.path() / "nothing.json").string()).status == audit::ExitCode::kUsage);
}

TEST_CASE("provenance: paths that need escaping come back as they were") {
  std::string error;
  const std::string sha = input::sha256_hex("x");
  // SARIF percent-encodes a path's spaces and '%'; an absolute path gets file://.
  const std::string sarif =
      R"({"runs":[{"tool":{"driver":{"name":"handaudit","version":"0.1.0","properties":{"build":"b"}}},
    "artifacts":[{"location":{"uri":"night%20one%25.txt","uriBaseId":"%SRCROOT%"},"length":1,"hashes":{"sha-256":")" +
      sha + R"("}},{"location":{"uri":"file:///tmp/a%3Ab.txt"},"length":1,"hashes":{"sha-256":")" + sha +
      R"("}}],"results":[]}]})";
  auto p = cli::read_provenance(sarif, error);
  REQUIRE_MESSAGE(p, error);
  CHECK(p->format == "sarif");
  CHECK(p->build == "b");
  REQUIRE(p->inputs.size() == 2);
  CHECK(p->inputs[0].path == "night one%.txt");
  CHECK(p->inputs[1].path == "/tmp/a:b.txt");

  const std::string junit = R"(<?xml version="1.0"?><testsuites><testsuite name="provenance" tests="0">
    <properties><property name="handaudit.version" value="0.1.0"/><property name="input.1.path" value="a &amp; &apos;b&apos;&#10;c"/>
    <property name="input.1.bytes" value="1"/><property name="input.1.sha256" value=")" +
                            sha + R"("/></properties></testsuite></testsuites>)";
  p = cli::read_provenance(junit, error);
  REQUIRE_MESSAGE(p, error);
  REQUIRE(p->inputs.size() == 1);
  CHECK(p->inputs[0].path == "a & 'b'\nc");

  const std::string text =
      "x.txt:1:1: error[parse-error] ...\nhandaudit 0.1.0 (b); profile: tda; switches: none; "
      "rules: every rule\ninput \"say \\\"hi\\\": now.txt\": 1 bytes, sha256 " +
      sha + "\n";
  p = cli::read_provenance(text, error);
  REQUIRE_MESSAGE(p, error);
  REQUIRE(p->inputs.size() == 1);
  CHECK(p->inputs[0].path == "say \"hi\": now.txt");

  CHECK_FALSE(cli::read_provenance("<testsuites></testsuites>", error));
  CHECK(error == "it has no suite \"provenance\"");
  CHECK_FALSE(cli::read_provenance("nothing here\n", error));
}
