// handaudit bench: throughput of the whole audit on a fixed corpus.
#pragma once

#include <cstdio>
#include <string>
#include <vector>

#include "audit/exit_code.h"
#include "generator/hand_generator.h"

namespace cli {

struct BenchOptions {
  std::vector<std::string> paths;  // empty: the built-in generated corpus
  std::size_t hands = 100000;      // size of the generated corpus
  unsigned jobs = 1;
  bool convert = false;            // reserved for `convert --to json` timing
  std::string write_path;          // set: write the generated corpus here instead of timing
  // Set: write a generated night of cash tables into this folder instead
  // (write_generated_night), `hands` in all over `tables` tables of `seats`.
  std::string night_dir;
  std::size_t tables = 200;
  int seats = 9;
};

// With `write_path`: writes the generated corpus there (for bench/compare.sh
// and other tools) and prints its size. Otherwise audits the corpus with
// --format json into a hash, and prints: hands, bytes,
// seconds, hands/s, MB/s, peak resident memory and the determinism
// signature (FNV-1a over the report without its timing field), which is the
// same for every --jobs.
audit::ExitCode run_bench(const BenchOptions& options, std::FILE* out, std::FILE* err);

// The generated corpus's options: a fixed seed and a mix of games, mostly
// hold'em (what the throughput targets are about) and some of every other
// game the replay supports.
generator::GeneratorOptions bench_corpus_options();

// The generated corpus: `hands` random legal play-outs of bench_corpus_options()
// written as PokerStars text into `path`. Returns the bytes written, 0 when
// the file cannot be created or a write fails (a full disk).
std::size_t write_generated_corpus(const std::string& path, std::size_t hands);

// A room's night as a nightly audit meets it: `tables` files in `dir`
// (table-001.txt ...), each one long session of a cash table of `seats`
// seats (generator/table_session.h: joins, leaves, sitting out, heads-up
// play, hands played out or walked), `hands` hands in all, as a Windows
// client writes them: a UTF-8 byte-order mark, CRLF line ends, and one
// newcomer in fifty named with a Windows-1252 byte. Deterministic: table k
// is seed k. Returns the bytes written, 0 when a file cannot be written.
std::size_t write_generated_night(const std::string& dir, std::size_t tables, std::size_t hands, int seats);

}  // namespace cli
