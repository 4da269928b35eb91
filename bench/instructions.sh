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
cp "$file" "$tmp/one.txt"
# UTF-16 text (a byte-order mark FF FE or FE FF) is repeated in whole units,
# as bench/compare.sh does: the mark once, each copy without it and without a
# dangling odd byte, the blank line after each in the file's byte order (a
# byte too many or too few would shift the copies after it by half a unit,
# and they would not be read as hands).
bom_size=0 sep='\n' unit=1
case $(head -c 2 "$file" | od -An -tx1 | tr -d ' \n') in
  fffe) bom_size=2 sep='\n\0' unit=2 ;;
  feff) bom_size=2 sep='\0\n' unit=2 ;;
esac
copy_size=$(( ($(stat -c %s "$file") - bom_size) / unit * unit ))
{
  head -c "$bom_size" "$file"
  for _ in 1 2 3 4; do tail -c +"$((bom_size + 1))" "$file" | head -c "$copy_size"; printf "$sep"; done
} > "$tmp/four.txt"
# Instructions of one run, SHA-256 left out.
count() { "$(dirname "$0")/callgrind_count.sh" "$1" audit -j1 --fail-on never -q --format json "$2"; }
for bin in "$@"; do
  hands=$("$bin" audit -j1 -q --fail-on never --format json "$tmp/one.txt" | grep -c '"type":"hand"' || true)
  one=$(count "$bin" "$tmp/one.txt"); four=$(count "$bin" "$tmp/four.txt")
  echo "$bin: $(( (four - one) / (3 * hands) )) instructions a hand ($hands hands)"
done
