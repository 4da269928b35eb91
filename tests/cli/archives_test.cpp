// `handaudit audit` and `convert` over archives and compressed files made in
// the test (libarchive's write API): a zip and a tar.gz of samples/ audit
// exactly like the folder; a .gz of one file; damage; standard input. The
// reading underneath is tested in tests/input/archive_reader_test.cpp;
// docs/archives.md is the contract.
#include <doctest/doctest.h>

#include <algorithm>
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

TEST_CASE("a .gz cut mid-hand audits like a file cut there: the cut hand is a truncated-hand, exit 3") {
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
  CHECK(cli_test::without_provenance(run.out) == replace_all(cli_test::without_provenance(expected.out), plain, cut));
}
