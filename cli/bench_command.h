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

}  // namespace cli
