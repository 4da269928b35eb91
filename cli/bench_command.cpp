#include "cli/bench_command.h"

#include <sys/resource.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fmt/format.h>
#include <string_view>

#include "cli/audit_command.h"
#include "generator/table_session.h"

namespace cli {

namespace {

constexpr std::uint64_t kSeed = 20261122;

struct ReportDigest {
  std::uint64_t hands = 0;
  std::uint64_t signature = 0;
};

// Counts the hand objects and hashes the report (FNV-1a) without the
// summary's "seconds" value: the only part of a report that depends on the
// clock, so the signature is the same for every --jobs and every run.
ReportDigest digest(std::FILE* report) {
  ReportDigest d;
  std::uint64_t h = 1469598103934665603ull;
  constexpr std::string_view kHand = "{\"type\":\"hand\"";
  // Whole lines are hashed and counted as they come, so memory stays at one
  // read buffer; the last line (the summary) waits until the end.
  auto take = [&](std::string_view lines) {
    for (std::size_t at = 0; (at = lines.find(kHand, at)) != std::string_view::npos; at += kHand.size()) ++d.hands;
    for (unsigned char c : lines) {
      h ^= c;
      h *= 1099511628211ull;
    }
  };
  std::rewind(report);
  std::string pending;
  char buf[1 << 16];
  for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, report)) > 0;) {
    pending.append(buf, n);
    const auto nl = pending.rfind('\n', pending.size() >= 2 ? pending.size() - 2 : 0);
    if (nl != std::string::npos && nl + 1 < pending.size()) {
      take(std::string_view(pending).substr(0, nl + 1));
      pending.erase(0, nl + 1);
    }
  }
  const auto at = pending.rfind("\"seconds\":");
  if (at != std::string::npos) pending.erase(at);
  take(pending);
  d.signature = h;
  return d;
}

long peak_rss_kib() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return u.ru_maxrss;
}

std::uintmax_t input_bytes(const std::vector<std::string>& paths) {
  std::uintmax_t total = 0;
  std::error_code ec;
  for (const auto& p : paths) {
    if (std::filesystem::is_regular_file(p, ec)) {
      total += std::filesystem::file_size(p, ec);
    } else if (std::filesystem::is_directory(p, ec)) {
      for (const auto& e : std::filesystem::recursive_directory_iterator(p, ec))
        if (e.is_regular_file(ec)) total += e.file_size(ec);
    }
  }
  return total;
}

}  // namespace

generator::GeneratorOptions bench_corpus_options() {
  generator::GeneratorOptions g;
  g.seed = kSeed;
  // Per 100 hands: 80 hold'em; Omaha 4 (hi/lo 2), five-card Omaha 2 (hi/lo
  // 1); stud 3, stud hi/lo 2, razz 2; five-card draw 1, 2-7 single draw 1,
  // 2-7 triple draw 1, badugi 1. The games added later (six-card Omaha,
  // Courchevel, 6+, Split Hold'em, five-card stud, A-5 triple draw) weigh
  // nothing: the corpus, and so the recorded signatures (bench/RESULTS.md),
  // stay those of the first twelve.
  g.game_weights = {80, 4, 2, 2, 1, 3, 2, 2, 1, 1, 1, 1};
  return g;
}

std::size_t write_generated_corpus(const std::string& path, std::size_t hands) {
  generator::HandGenerator gen(bench_corpus_options());
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (f == nullptr) return 0;
  std::string buf;
  std::size_t bytes = 0;
  for (std::size_t i = 0; i < hands; ++i) {
    gen.next(buf);
    if (buf.size() > (1 << 20) || i + 1 == hands) {
      bytes += std::fwrite(buf.data(), 1, buf.size(), f);
      buf.clear();
    }
  }
  const bool failed = std::ferror(f) != 0;
  if (std::fclose(f) != 0 || failed) return 0;
  return bytes;
}

std::size_t write_generated_night(const std::string& dir, std::size_t tables, std::size_t hands, int seats) {
  std::error_code error;
  std::filesystem::create_directories(dir, error);
  if (error) return 0;
  std::size_t bytes = 0;
  for (std::size_t k = 0; k < tables; ++k) {
    generator::TableSessionOptions o;
    o.seed = k + 1;
    o.hands = static_cast<int>(hands / tables + (k < hands % tables ? 1 : 0));
    if (o.hands == 0) continue;
    o.max_seats = seats;
    o.table = fmt::format("Night {:03}", k + 1);
    o.first_number = 250000000000 + k * 1000000000;  // each table's numbers its own
    o.cp1252_name_permille = 20;
    const generator::TableSession session = generator::generate_table_session(o);
    std::string text = "\xEF\xBB\xBF";
    text.reserve(session.text.size() * 21 / 20 + 3);
    for (const char c : session.text) {
      if (c == '\n') text += '\r';
      text += c;
    }
    const std::string path = (std::filesystem::path(dir) / fmt::format("table-{:03}.txt", k + 1)).string();
    std::FILE* f = std::fopen(path.c_str(), "wb");
    if (f == nullptr) return 0;
    const std::size_t written = std::fwrite(text.data(), 1, text.size(), f);
    if (std::fclose(f) != 0 || written != text.size()) return 0;
    bytes += written;
  }
  return bytes;
}

audit::ExitCode run_bench(const BenchOptions& options, std::FILE* out, std::FILE* err) {
  if (!options.night_dir.empty()) {
    const std::size_t bytes = write_generated_night(options.night_dir, options.tables, options.hands, options.seats);
    if (bytes == 0) {
      fmt::print(err, "handaudit: cannot write the generated night to {}\n", options.night_dir);
      return audit::ExitCode::kUnreadableInput;
    }
    fmt::print(out, "{} hands at {} {}-max tables, {} bytes written to {}\n", options.hands, options.tables,
               options.seats, bytes, options.night_dir);
    return audit::ExitCode::kOk;
  }
  if (!options.write_path.empty()) {
    const std::size_t bytes = write_generated_corpus(options.write_path, options.hands);
    if (bytes == 0) {
      fmt::print(err, "handaudit: cannot write the generated corpus to {}\n", options.write_path);
      return audit::ExitCode::kUnreadableInput;
    }
    fmt::print(out, "{} hands, {} bytes written to {}\n", options.hands, bytes, options.write_path);
    return audit::ExitCode::kOk;
  }
  std::vector<std::string> paths = options.paths;
  std::string generated;
  if (paths.empty()) {
    generated = (std::filesystem::temp_directory_path() / "handaudit-bench-corpus.txt").string();
    if (write_generated_corpus(generated, options.hands) == 0) {
      fmt::print(err, "handaudit: cannot write the generated corpus to {}\n", generated);
      return audit::ExitCode::kUnreadableInput;
    }
    paths.push_back(generated);
  }

  AuditOptions audit;
  audit.paths = paths;
  audit.format = ReportFormat::kJson;
  audit.jobs = options.jobs;
  audit.fail_on = audit::FailOn::kNever;
  audit.quiet = true;
  std::FILE* report = std::tmpfile();
  std::FILE* diagnostics = std::tmpfile();
  if (report == nullptr || diagnostics == nullptr) {
    fmt::print(err, "handaudit: cannot create a temporary file for the report\n");
    return audit::ExitCode::kUsage;
  }
  const auto start = std::chrono::steady_clock::now();
  const audit::ExitCode code = run_audit(audit, report, diagnostics);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  std::fflush(report);
  const ReportDigest d = digest(report);
  std::fclose(report);
  std::fclose(diagnostics);
  const auto bytes = input_bytes(paths);
  if (!generated.empty()) std::filesystem::remove(generated);

  fmt::print(out, "hands       {}\n", d.hands);
  fmt::print(out, "bytes       {}\n", bytes);
  fmt::print(out, "jobs        {}\n", options.jobs);
  fmt::print(out, "seconds     {:.3f}\n", seconds);
  fmt::print(out, "hands/s     {:.0f}\n", seconds > 0 ? static_cast<double>(d.hands) / seconds : 0.0);
  fmt::print(out, "MB/s        {:.1f}\n", seconds > 0 ? static_cast<double>(bytes) / 1e6 / seconds : 0.0);
  fmt::print(out, "peak RSS    {} MiB\n", peak_rss_kib() / 1024);
  fmt::print(out, "signature   {:016x}\n", d.signature);
  return code == audit::ExitCode::kUnreadableInput ? code : audit::ExitCode::kOk;
}

}  // namespace cli
