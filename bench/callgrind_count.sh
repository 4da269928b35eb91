#!/bin/bash
# bench/callgrind_count.sh BIN ARG...: the instructions callgrind counts for
# one run of `BIN ARG...` (its output thrown away), nettle's SHA-256 left
# out: under valgrind it runs its generic code, not the CPU's SHA
# instructions that a real run uses (about half of all instructions
# otherwise). For bench/instructions.sh and bench/night.sh.
set -euo pipefail
out=$(mktemp); trap 'rm -f "$out"' EXIT
valgrind --tool=callgrind --callgrind-out-file="$out" "$@" > /dev/null 2>&1 || true
callgrind_annotate --threshold=100 "$out" 2>/dev/null | awk '
  /PROGRAM TOTALS/ { gsub(",", "", $1); total = $1 }
  /_nettle_sha256_compress/ { gsub(",", "", $1); sha += $1 }
  END { printf "%.0f\n", total - sha }'
