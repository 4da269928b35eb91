#!/bin/bash
# bench/night.sh [BIN...]: instructions a hand on the pinned generated nights
# of issue 27, counted by callgrind (the same on a noisy machine), for each
# handaudit binary (default: build/handaudit), and whether their reports are
# the same byte for byte. The first BIN writes the nights (its --night).
#
# The nights (`handaudit bench --night`, cli/bench_command.h): 20 cash tables
# of 9 seats, then of 6, 10,000 hands in all each, a file a table, as a
# Windows client writes them (UTF-8 byte-order mark, CRLF, one newcomer in
# fifty named with a Windows-1252 byte); tables k = 1..20 are seeds 1..20,
# with joins (8 %), leaves (6 %), newcomers sitting out a hand, heads-up
# stretches, 40 % of hands played out and the rest walked or stolen, and a
# stretch of hands left out of the log in 1.5 % (session-gap). A full night
# for seconds (bench/compare.sh takes a file: cat the folder's files):
#   handaudit bench --night DIR --tables 200 --hands 400000 --seats 9
#
# Each binary audits each night once, -j1, NDJSON, under callgrind
# (bench/callgrind_count.sh, SHA-256 left out) and once more for its report;
# the count over the hands is the figure (start-up is under 0.5 % of it).
set -euo pipefail
[ $# -gt 0 ] || set -- "$(dirname "$0")/../build/handaudit"
command -v valgrind >/dev/null || { echo "night.sh: needs valgrind (Debian: apt-get install valgrind)" >&2; exit 2; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
for seats in 9 6; do
  night="$tmp/night-$seats"
  "$1" bench --night "$night" --tables 20 --hands 10000 --seats "$seats" >/dev/null
  first=""
  for bin in "$@"; do
    out="$tmp/report-$seats-$(basename "$bin")-$RANDOM"
    "$bin" audit -j1 --fail-on never -q --format json "$night" > "$out" || true
    hands=$(grep -c '"type":"hand"' "$out" || true)
    instructions=$("$(dirname "$0")/callgrind_count.sh" "$bin" audit -j1 --fail-on never -q --format json "$night")
    same=""
    if [ -z "$first" ]; then
      first="$out"
    elif cmp -s <(grep -v '"type":"summary"' "$first") <(grep -v '"type":"summary"' "$out"); then
      same=", report the same as the first binary's"
    else
      same=", REPORT DIFFERS from the first binary's"
    fi
    echo "$seats-max night, $bin: $((instructions / hands)) instructions a hand ($hands hands$same)"
  done
done
