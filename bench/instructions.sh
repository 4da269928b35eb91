#!/bin/bash
# bench/instructions.sh FILE [BIN...]: instructions a hand of FILE for each
# handaudit binary (default: build/handaudit), counted by callgrind, which
# counts the same on a noisy machine. Each binary audits FILE once and FILE
# written four times over (a blank line after each copy), -j1, NDJSON; the
# difference divided by three times FILE's hands is the steady cost of a
# hand, start-up left out. Nettle's SHA-256 of the input is left out too:
# under valgrind it runs its generic code, not the CPU's SHA instructions
# that a real run uses (about half of all instructions otherwise).
set -euo pipefail
file=${1:?usage: bench/instructions.sh FILE [BIN...]}; shift
[ $# -gt 0 ] || set -- "$(dirname "$0")/../build/handaudit"
command -v valgrind >/dev/null || { echo "instructions.sh: needs valgrind (Debian: apt-get install valgrind)" >&2; exit 2; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# FILE once and four times over, each copy with a blank line after it
# (bench/repeat.sh: UTF-16 in whole units).
"$(dirname "$0")/repeat.sh" "$file" 1 "$tmp/one.txt" >/dev/null
"$(dirname "$0")/repeat.sh" "$file" 4 "$tmp/four.txt" >/dev/null
# Instructions of one run, SHA-256 left out.
count() { "$(dirname "$0")/callgrind_count.sh" "$1" audit -j1 --fail-on never -q --format json "$2"; }
for bin in "$@"; do
  hands=$("$bin" audit -j1 -q --fail-on never --format json "$tmp/one.txt" | grep -c '"type":"hand"' || true)
  one=$(count "$bin" "$tmp/one.txt"); four=$(count "$bin" "$tmp/four.txt")
  echo "$bin: $(( (four - one) / (3 * hands) )) instructions a hand ($hands hands)"
done
