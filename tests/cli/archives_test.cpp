// `handaudit audit` and `convert` over archives and compressed files made in
// the test (libarchive's write API): a zip and a tar.gz of samples/ audit
// exactly like the folder; a .gz of one file; damage; standard input. The
// reading underneath is tested in tests/input/archive_reader_test.cpp;
// docs/archives.md is the contract.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "cli/audit_command.h"
#include "cli/replay_command.h"
#include "tests/support/archive_write.h"
#include "tests/support/test_util.h"

namespace fs = std::filesystem;
using archive_test::Container;
using archive_test::Member;

namespace {

using Run = cli_test::Captured<audit::ExitCode>;

// The report and the summary, their times zeroed.
Run audit_paths(const std::vector<std::string>& paths, cli::ReportFormat format, unsigned jobs = 2) {
  cli::AuditOptions options;
  options.paths = paths;
  options.format = format;
  options.jobs = jobs;
  Run run = cli_test::capture([&](std::FILE* out, std::FILE* err) { return cli::run_audit(options, out, err); });
  run.out = cli_test::without_times(run.out);
  run.err = cli_test::without_times(run.err);
  return run;
}

std::string replace_all(std::string text, const std::string& from, const std::string& to) {
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

// The files of samples/, sorted by name as a folder is read, as members.
std::vector<Member> sample_members() {
  std::vector<Member> members;
  for (const auto& entry : fs::directory_iterator(cli_test::samples_dir()))
    members.push_back({entry.path().filename().string(), cli_test::read_file(entry.path())});
  std::sort(members.begin(), members.end(), [](const Member& a, const Member& b) { return a.name < b.name; });
  return members;
}

std::vector<std::string> sorted_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  std::sort(lines.begin(), lines.end());
  return lines;
}

}  // namespace

TEST_CASE("a zip and a tar.gz of samples/ audit exactly like the folder") {
  const cli_test::TempDir dir;
  const std::string folder = cli_test::samples_dir().string();
  for (const cli::ReportFormat format : {cli::ReportFormat::kJson, cli::ReportFormat::kText}) {
    const Run expected = audit_paths({folder}, format);
    for (const Container container : {Container::kZip, Container::kTarGz}) {
      const std::string archive = dir.write(container == Container::kZip ? "samples.zip" : "samples.tar.gz",
                                            archive_test::make_archive(container, sample_members()));
      const Run run = audit_paths({archive}, format);
      CAPTURE(archive);
      CHECK(run.status == expected.status);
      CHECK(replace_all(cli_test::without_provenance(run.out), archive + ":", "") ==
            replace_all(cli_test::without_provenance(expected.out), folder + "/", ""));
      CHECK(run.err == expected.err);
    }
  }
}

TEST_CASE("an archive in another order gives the same hands and summary, in its own order") {
  const cli_test::TempDir dir;
  std::vector<Member> members = sample_members();
  std::reverse(members.begin(), members.end());
  const std::string archive = dir.write("reversed.tgz", archive_test::make_archive(Container::kTarGz, members));
  const std::string folder = cli_test::samples_dir().string();
  const Run expected = audit_paths({folder}, cli::ReportFormat::kJson);
  const Run run = audit_paths({archive}, cli::ReportFormat::kJson);
  CHECK(run.status == expected.status);
  CHECK(sorted_lines(replace_all(cli_test::without_provenance(run.out), archive + ":", "")) ==
        sorted_lines(replace_all(cli_test::without_provenance(expected.out), folder + "/", "")));
  CHECK(run.out != replace_all(expected.out, folder + "/", archive + ":"));
}

TEST_CASE("a .gz of one file is read as that file, positions naming the .gz") {
  const cli_test::TempDir dir;
  const std::string text = cli_test::read_file(cli_test::samples_dir() / "errors.txt");
  // Named .txt on purpose: the bytes tell gzip, not the name.
  const std::string gz = dir.write("errors.txt.gz", archive_test::make_archive(Container::kGzip, {{"x", text}}));
  const std::string plain = dir.write("errors.txt", text);
  const std::string disguised = dir.write("gzip-named.txt", archive_test::make_archive(Container::kGzip, {{"x", text}}));
  const Run expected = audit_paths({plain}, cli::ReportFormat::kText);
  for (const std::string& path : {gz, disguised}) {
    const Run run = audit_paths({path}, cli::ReportFormat::kText);
    CHECK(run.status == expected.status);
    CHECK(cli_test::without_provenance(run.out) ==
          replace_all(cli_test::without_provenance(expected.out), plain + ":", path + ":"));
    CHECK(run.out.find(path + ":11:12: error[raise-below-minimum]") != std::string::npos);
  }
}

TEST_CASE("positions name the member: archive:member:line:column") {
  const cli_test::TempDir dir;
  const std::string text = cli_test::read_file(cli_test::samples_dir() / "errors.txt");
  const std::string zip =
      dir.write("night.zip", archive_test::make_archive(Container::kZip, {{"tables/t1.txt", text}}));
  const Run run = audit_paths({zip}, cli::ReportFormat::kText);
  CHECK(run.out.find(zip + ":tables/t1.txt:11:12: error[raise-below-minimum]") != std::string::npos);
  const Run json = audit_paths({zip}, cli::ReportFormat::kJson);
  CHECK(json.out.find("\"source\":\"" + zip + ":tables/t1.txt\"") != std::string::npos);
}

TEST_CASE("a truncated archive: the members before the cut are audited, the loss is exit 3 with a reason") {
  const cli_test::TempDir dir;
  const std::vector<Member> members = sample_members();
  const std::string whole = archive_test::make_archive(Container::kTarGz, members);
  const std::string cut = dir.write("cut.tgz", whole.substr(0, whole.size() * 3 / 4));
  const Run run = audit_paths({cut}, cli::ReportFormat::kJson);
  CHECK(run.status == audit::ExitCode::kUnreadableInput);
  CHECK(run.err.find("handaudit: cannot read " + cut + ":") != std::string::npos);
  CHECK(run.err.find("truncated") != std::string::npos);
  CHECK(run.out.find("\"source\":\"" + cut + ":" + members.front().name + "\"") != std::string::npos);
  CHECK(run.out.find("\"source\":\"" + cut + ":" + members.back().name + "\"") == std::string::npos);
}

TEST_CASE("a damaged or unsupported archive is an unreadable input, the other inputs are audited") {
  const cli_test::TempDir dir;
  const std::string junk = dir.write("junk.zip", "PK\x03\x04 this zip ends here");
  const std::string seven = dir.write("night.7z", "7z\xbc\xaf\x27\x1c rest");
  const std::string good = dir.write("good.txt", cli_test::sample_hand(5));
  const Run run = audit_paths({junk, seven, good}, cli::ReportFormat::kJson);
  CHECK(run.status == audit::ExitCode::kUnreadableInput);
  CHECK(run.err.find("handaudit: cannot read " + junk + ": ") != std::string::npos);
  CHECK(run.err.find("handaudit: cannot read " + seven + ": a 7-Zip archive: not read") != std::string::npos);
  CHECK(run.out.find("\"source\":\"" + good + "\"") != std::string::npos);
}

TEST_CASE("convert reads archives too") {
  const cli_test::TempDir dir;
  const std::string zip = dir.write("night.zip", archive_test::make_archive(Container::kZip, sample_members()));
  cli::ConvertOptions options;
  options.paths = {zip};
  options.quiet = true;
  const Run run = cli_test::capture([&](std::FILE* out, std::FILE* err) { return cli::run_convert(options, out, err); });
  CHECK(run.status == audit::ExitCode::kOk);
  CHECK(run.out.find("\"source\":\"" + zip + ":errors.txt\"") != std::string::npos);
}

TEST_CASE("standard input may be an archive" * doctest::test_suite("binary")) {
  const char* bin = cli_test::handaudit_binary();
  if (bin == nullptr) return;
  const cli_test::TempDir dir;
  const std::string tgz = dir.write("samples.tgz", archive_test::make_archive(Container::kTarGz, sample_members()));
  const std::string from_stdin =
      cli_test::command_output(std::string(bin) + " audit --format json -q --fail-on never - < '" + tgz + "'");
  const std::string from_file =
      cli_test::command_output(std::string(bin) + " audit --format json -q --fail-on never '" + tgz + "'");
  CHECK(from_stdin.find("\"source\":\"-:errors.txt\"") != std::string::npos);
  CHECK(cli_test::without_seconds(cli_test::without_provenance(replace_all(from_stdin, "\"-:", "\"" + tgz + ":"))) ==
        cli_test::without_seconds(cli_test::without_provenance(from_file)));
}

TEST_CASE("replay finds the hand among an archive's members, named as audit names it") {
  const cli_test::TempDir dir;
  const std::string zip = dir.write("night.zip", archive_test::make_archive(Container::kZip, sample_members()));
  const std::string plain = (cli_test::samples_dir() / "replay_side_pots.txt").string();
  const auto replay = [](const std::string& path, const std::string& hand) {
    cli::ReplayOptions options;
    options.path = path;
    options.hand_id = hand;
    return cli_test::capture([&](std::FILE* out, std::FILE* err) { return cli::run_replay(options, out, err); });
  };
  const Run expected = replay(plain, "260500000001");
  const Run run = replay(zip, "260500000001");
  CHECK(run.status == expected.status);
  CHECK(run.out == replace_all(expected.out, plain, zip + ":replay_side_pots.txt"));
  const Run missing = replay(zip, "1");
  CHECK(missing.status == audit::ExitCode::kUsage);
  CHECK(missing.err.find("260500000001") != std::string::npos);
}

TEST_CASE("a .gz cut mid-hand audits like a file cut there, then its damage: a parse-error where the text stops, exit 3") {
  const cli_test::TempDir dir;
  const std::string text = cli_test::sample_hand(1) + cli_test::sample_hand(2);
  // Stored, not deflated (level 0): byte k of the text is byte 15 + k of
  // the file (a 10-byte header, a 5-byte block header), so the cut lands
  // where it is meant to, in the second hand.
  const std::string gz =
      archive_test::make_archive(Container::kGzip, {{"x", text}}, "gzip:compression-level=0");
  const std::size_t cut_in_text = text.size() - 40;
  const std::string cut = dir.write("cut.txt.gz", gz.substr(0, 15 + cut_in_text));
  const std::string plain = dir.write("cut.txt", text.substr(0, cut_in_text));
  const Run expected = audit_paths({plain}, cli::ReportFormat::kJson);
  const Run run = audit_paths({cut}, cli::ReportFormat::kJson);
  CHECK(run.status == audit::ExitCode::kUnreadableInput);
  CHECK(run.err.find("handaudit: cannot read " + cut + ": truncated gzip input\n") != std::string::npos);
  CHECK(run.out.find("\"rule\":\"truncated-hand\"") != std::string::npos);
  // The text cut 40 bytes before its end stops after the "Seat" of the
  // second hand's last line: line 32, column 5.
  const std::string kept = text.substr(0, cut_in_text);
  REQUIRE(kept.substr(kept.rfind('\n') + 1) == "Seat");
  REQUIRE(std::count(kept.begin(), kept.end(), '\n') == 31);
  const std::string damage =
      "{\"type\":\"text\",\"source\":\"" + cut +
      "\",\"line\":32,\"hand_id\":\"\",\"format\":\"pokerstars\",\"game\":\"unknown\",\"structure\":\"\","
      "\"status\":\"unreadable\",\"findings\":[{\"rule\":\"parse-error\",\"category\":\"format\",\"severity\":\"error\","
      "\"line\":32,\"column\":5,\"player\":null,\"street\":null,\"message\":\"the input is damaged or cannot be read "
      "past here: truncated gzip input\",\"expected\":null,\"actual\":null}]}\n";
  // The hands as the plain file's, then the damage; the summary counts it.
  const std::string hands = replace_all(cli_test::without_provenance(expected.out), plain, cut);
  const std::string summary_start = "{\"type\":\"summary\"";
  const std::string out = cli_test::without_provenance(run.out);
  CHECK(out.substr(0, out.find(summary_start)) == hands.substr(0, hands.find(summary_start)) + damage);
  CHECK(run.out.find("\"outside_hands\":1,\"by_rule\":{\"parse-error\":1,\"truncated-hand\":1,\"unrecognized-line\":1},"
                     "\"unreadable_inputs\":[\"" + cut + ": truncated gzip input\"]") != std::string::npos);
}

namespace {

// `zip` with `count` bytes of the data of its member `name` flipped, from
// `from` bytes into the data.
std::string damage_member(std::string zip, const std::string& name, std::size_t from, std::size_t count) {
  // Its local header, the first place its name is written.
  const std::size_t local = zip.rfind("PK\x03\x04", zip.find(name));
  REQUIRE(local != std::string::npos);
  const auto u16 = [&](std::size_t at) {
    return static_cast<std::size_t>(static_cast<unsigned char>(zip[at])) |
           static_cast<std::size_t>(static_cast<unsigned char>(zip[at + 1])) << 8;
  };
  const std::size_t data = local + 30 + u16(local + 26) + u16(local + 28);
  for (std::size_t i = data + from; i < data + from + count; ++i) zip[i] = static_cast<char>(zip[i] ^ 0x5a);
  return zip;
}

}  // namespace

TEST_CASE("a zip with a damaged member: a parse-error at the member's end in every format, the others read, exit 3") {
  const cli_test::TempDir dir;
  const std::vector<Member> members = sample_members();
  const std::string whole = archive_test::make_archive(Container::kZip, members);
  const std::string zip = dir.write("night.zip", damage_member(whole, "errors.txt", 200, 30));
  const std::string intact = dir.write("intact.zip", whole);
  const std::string member = zip + ":errors.txt";

  const Run json = audit_paths({zip}, cli::ReportFormat::kJson);
  CHECK(json.status == audit::ExitCode::kUnreadableInput);
  CHECK(json.err.find("handaudit: cannot read " + member + ": ZIP decompression failed (-3)\n") != std::string::npos);
  // The damage object comes after the member's hands, before the next member's.
  const std::string object = "{\"type\":\"text\",\"source\":\"" + member + "\",\"line\":";
  const std::size_t at = json.out.find(object);
  REQUIRE(at != std::string::npos);
  CHECK(json.out.find("\"message\":\"the input is damaged or cannot be read past here: ZIP decompression failed (-3)\"",
                      at) < json.out.find('\n', at));
  CHECK(json.out.find("\"source\":\"" + zip + ":replay_side_pots.txt\"", at) != std::string::npos);
  CHECK(json.out.find("\"unreadable_inputs\":[\"" + member + ": ZIP decompression failed (-3)\"]") !=
        std::string::npos);
  // Where it is, as the text report says it.
  const std::string line = json.out.substr(at + object.size(), json.out.find(',', at + object.size()) - at - object.size());

  const Run text = audit_paths({zip}, cli::ReportFormat::kText);
  CHECK(text.status == audit::ExitCode::kUnreadableInput);
  CHECK(text.out.find(member + ":" + line + ":") != std::string::npos);
  CHECK(text.out.find(": error[parse-error] the input is damaged or cannot be read past here: ZIP decompression "
                      "failed (-3)\n") != std::string::npos);

  const Run junit = audit_paths({zip}, cli::ReportFormat::kJunit);
  CHECK(junit.out.find("<testcase name=\"damaged input line " + line + "\" classname=\"" + member + "\">") !=
        std::string::npos);
  CHECK(junit.out.find("<failure message=\"parse-error: the input is damaged or cannot be read past here: ZIP "
                       "decompression failed (-3)\" type=\"parse-error\">") != std::string::npos);

  const Run sarif = audit_paths({zip}, cli::ReportFormat::kSarif);
  CHECK(sarif.out.find("{\"ruleId\":\"parse-error\",\"ruleIndex\":0,\"level\":\"error\",\"message\":{\"text\":\"the "
                       "input is damaged or cannot be read past here: ZIP decompression failed (-3)\"}") !=
        std::string::npos);
  CHECK(sarif.out.find("\"executionSuccessful\":false,\"toolExecutionNotifications\":[{\"level\":\"error\","
                       "\"message\":{\"text\":\"cannot read " + member + ": ZIP decompression failed (-3)\"}}]") !=
        std::string::npos);

  // The look-alike: the same zip intact has no damage, and runs successfully.
  const Run whole_run = audit_paths({intact}, cli::ReportFormat::kSarif);
  CHECK(whole_run.status == audit::ExitCode::kFindings);
  CHECK(whole_run.out.find("damaged") == std::string::npos);
  CHECK(whole_run.out.find("\"executionSuccessful\":true,") != std::string::npos);
}

TEST_CASE("convert: a damaged member is an object in json, and only standard error's in ohh and phh") {
  const cli_test::TempDir dir;
  const std::string zip =
      dir.write("night.zip", damage_member(archive_test::make_archive(Container::kZip, sample_members()), "errors.txt",
                                           200, 30));
  for (const cli::ConvertFormat to : {cli::ConvertFormat::kJson, cli::ConvertFormat::kOhh, cli::ConvertFormat::kPhh}) {
    cli::ConvertOptions options;
    options.paths = {zip};
    options.to = to;
    const Run run =
        cli_test::capture([&](std::FILE* out, std::FILE* err) { return cli::run_convert(options, out, err); });
    CAPTURE(static_cast<int>(to));
    CHECK(run.status == audit::ExitCode::kUnreadableInput);
    CHECK(run.err.find("handaudit: cannot read " + zip + ":errors.txt: ZIP decompression failed (-3)\n") !=
          std::string::npos);
    CHECK((run.out.find("the input is damaged or cannot be read past here: ZIP decompression failed (-3)") !=
           std::string::npos) == (to == cli::ConvertFormat::kJson));
    CHECK(run.err.find("damaged") == std::string::npos);
    // Every member is read, the damage is no hand left unconverted (OHH
    // names no source).
    if (to != cli::ConvertFormat::kJson)
      CHECK(run.err.find(" hands converted, 0 not converted, from 5 files\n") != std::string::npos);
    if (to != cli::ConvertFormat::kOhh) CHECK(run.out.find(zip + ":replay_side_pots.txt") != std::string::npos);
  }
}

TEST_CASE("a zip member's bad CRC: its whole text is audited, the damage a parse-error at its end") {
  const cli_test::TempDir dir;
  const std::string hand = cli_test::sample_hand(7);
  std::string stored = archive_test::make_archive(Container::kZip, {{"a.txt", hand}, {"b.txt", cli_test::sample_hand(8)}},
                                                  "zip:compression=store");
  // A digit of the seat line's stack: the text still reads, its CRC fails.
  const std::size_t digit = stored.find("($50 in chips)");
  REQUIRE(digit != std::string::npos);
  stored[digit + 2] = '6';
  const std::string zip = dir.write("crc.zip", stored);
  const Run run = audit_paths({zip}, cli::ReportFormat::kText);
  CHECK(run.status == audit::ExitCode::kUnreadableInput);
  // sample_hand is 17 lines and two blank ones: its text ends at line 18.
  CHECK(run.out.find(zip + ":a.txt:18:1: error[parse-error] the input is damaged or cannot be read past here: ZIP bad "
                     "CRC") != std::string::npos);
  // b.txt is read, and both hands are clean.
  CHECK(run.err.find("2 hands in 2 files: 2 clean, 0 with findings, 0 unreadable; 1 stretch of text outside any hand") !=
        std::string::npos);
}

TEST_CASE("a tar.gz cut short: the cut member's damage at its last line, the archive's at no line") {
  const cli_test::TempDir dir;
  std::string big;
  for (int i = 1; big.size() < 60000; ++i) big += cli_test::sample_hand(i);
  const std::string tgz = archive_test::make_archive(Container::kTarGz, {{"a.txt", cli_test::sample_hand(1)}, {"b.txt", big}});
  const std::string cut = dir.write("cut.tgz", tgz.substr(0, tgz.size() / 2));
  const Run run = audit_paths({cut}, cli::ReportFormat::kText);
  CHECK(run.status == audit::ExitCode::kUnreadableInput);
  CHECK(run.out.find(cut + ":b.txt:") != std::string::npos);
  CHECK(run.out.find(": error[parse-error] the input is damaged or cannot be read past here: Truncated tar archive\n") !=
        std::string::npos);
  CHECK(run.out.find("\n" + cut + ": error[parse-error] the archive is damaged or cannot be read: truncated gzip "
                     "input\n") != std::string::npos);
  // The member's damage is just after its last hand: that hand is cut.
  const std::size_t truncated = run.out.rfind("error[truncated-hand]");
  const std::size_t damage = run.out.find("Truncated tar archive");
  REQUIRE(truncated != std::string::npos);
  CHECK(truncated < damage);
  const Run json = audit_paths({cut}, cli::ReportFormat::kJson);
  CHECK(json.out.find("{\"type\":\"text\",\"source\":\"" + cut + "\",\"line\":0,") != std::string::npos);
  CHECK(json.out.find("\"unreadable_inputs\":[\"" + cut + ":b.txt: Truncated tar archive\",\"" + cut +
                      ": truncated gzip input\"]") != std::string::npos);
}
