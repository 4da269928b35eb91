#!/bin/bash
# bench/compare.sh FILE [JOBS]: handaudit against the physical limit of
# reading the same bytes, in one run on one machine (these machines are
# noisy: compare ratios, not seconds). Each command runs 3 times; the best
# time counts. Peak memory (max RSS) is shown for handaudit.
#
# The ceiling for -jN on this machine is measured too: the file is cut at
# hand headers into N parts of about equal size (in a temporary folder), and
# N separate `-j1` processes audit one part each, at once. They share
# nothing but the hardware, so no -jN can do better; on a virtual machine
# two busy cores often each run slower than one alone.
set -euo pipefail
file=${1:?usage: bench/compare.sh FILE [JOBS]}
jobs=${2:-$(nproc)}
bin=${HANDAUDIT_BIN:-$(dirname "$0")/../build/handaudit}
bytes=$(stat -c %s "$file")
header='(PokerStars|POKERSTARS|Full Tilt|PokerMaster|PokerBros|Run It Once Poker|PPPoker)( Zoom| Home Game| Rush)? (Hand|Game|GAME) #'
hands=$(grep -c -a -E "$header" "$file" || true)

tmp=$(mktemp); parts=$(mktemp -d); trap 'rm -rf "$tmp" "$parts"' EXIT
# Prints "best wall seconds of 3 runs" and "largest max RSS in KiB". The
# wall time is read from the clock to the microsecond (/usr/bin/time's is
# in 10 ms steps, too coarse for a 200 ms run); it includes starting
# /usr/bin/time (a few milliseconds on these machines).
best() {
  local t0 t1 t r b="" m=0
  for _ in 1 2 3; do
    t0=$EPOCHREALTIME
    /usr/bin/time -o "$tmp" -f "%M" "$@" >/dev/null 2>/dev/null || true
    t1=$EPOCHREALTIME
    t=$(awk -v a="$t0" -v z="$t1" 'BEGIN { printf "%.6f", z - a }')
    r=$(tail -1 "$tmp")
    if [ -z "$b" ] || awk "BEGIN{exit !($t < $b)}"; then b=$t; fi
    [ "$r" -gt "$m" ] && m=$r
  done
  echo "$b $m"
}

printf '%s: %s bytes, %s hand headers, %s cores\n' "$file" "$bytes" "$hands" "$(nproc)"
base=$(best wc -l "$file"); base=${base% *}
printf '%-44s %8s %12s %10s %10s %8s\n' command seconds hands/s MB/s 'x wc -l' 'RSS MiB'
# row NAME RSS COMMAND...: times COMMAND and prints its line; RSS "-" leaves
# the memory column empty. The best time is left in `last`.
last=0
row() {
  local name=$1 show_rss=$2; shift 2
  local r rss; r=$(best "$@"); last=${r% *}; rss=${r#* }
  [ "$show_rss" = - ] && rss=-
  awk -v n="$name" -v t="$last" -v h="$hands" -v b="$bytes" -v base="$base" -v rss="$rss" 'BEGIN{
    if (t <= 0) t = 0.001;
    printf "%-44s %8.4f %12.0f %10.1f %10.1f %8s\n", n, t, h/t, b/1e6/t, t/(base>0?base:0.001),
           rss == "-" ? "-" : sprintf("%.0f", rss/1024) }'
}
row "cat FILE >/dev/null" rss cat "$file"
row "wc -l FILE" rss wc -l "$file"
row "handaudit audit --format json -j1" rss "$bin" audit --format json -j1 -q --fail-on never "$file"
one=$last
row "handaudit audit --format json -j$jobs" rss "$bin" audit --format json -j"$jobs" -q --fail-on never "$file"
many=$last
# The parts: cut at the first hand header at or after each k/N of the bytes.
# One part when there are fewer headers than jobs.
grep -a -b -o -E "^($header)" "$file" | cut -d: -f1 |
  awk -v n="$jobs" -v b="$bytes" 'BEGIN { k = 1 } { while (k < n && $1 >= k * b / n) { if ($1 > 0) print $1; ++k } }' |
  sort -nu >"$parts/cuts"
start=0; i=0
while read -r cut; do
  dd if="$file" of="$parts/$i.txt" bs=1M iflag=skip_bytes,count_bytes skip="$start" count=$((cut - start)) status=none
  start=$cut; i=$((i + 1))
done <"$parts/cuts"
dd if="$file" of="$parts/$i.txt" bs=1M iflag=skip_bytes skip="$start" status=none
at_once() {
  local part
  for part in "$parts"/*.txt; do "$bin" audit --format json -j1 -q --fail-on never "$part" >/dev/null & done
  wait
}
export -f at_once; export bin parts
row "$((i + 1)) parts, one audit -j1 each, at once" - bash -c at_once
ceiling=$last
if "$bin" convert --to json "$file" >/dev/null 2>&1; then
  row "handaudit convert --to json -j1" rss "$bin" convert --to json -j1 "$file"
else
  printf '%-44s %s\n' "handaudit convert --to json -j1" "(not available in this build)"
fi
awk -v j="$jobs" -v one="$one" -v many="$many" -v top="$ceiling" 'BEGIN{
  if (many <= 0) many = 0.001; if (top <= 0) top = 0.001;
  printf "-j%d is %.2f times -j1; the parts at once, %.2f times (the ceiling here)\n", j, one/many, one/top }'
