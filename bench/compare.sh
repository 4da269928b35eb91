#!/bin/bash
# bench/compare.sh FILE [JOBS]: handaudit against the physical limit of
# reading the same bytes, in one run on one machine (these machines are
# noisy: compare ratios, not seconds). Each command runs 3 times; the best
# time counts. Peak memory (max RSS) is shown for handaudit.
set -euo pipefail
file=${1:?usage: bench/compare.sh FILE [JOBS]}
jobs=${2:-$(nproc)}
bin=${HANDAUDIT_BIN:-$(dirname "$0")/../build/handaudit}
bytes=$(stat -c %s "$file")
hands=$(grep -c -a -E '(PokerStars|POKERSTARS|Full Tilt|PokerMaster|PokerBros|Run It Once Poker|PPPoker)( Zoom| Home Game| Rush)? (Hand|Game|GAME) #' "$file" || true)

tmp=$(mktemp); trap 'rm -f "$tmp"' EXIT
best() {  # prints "best wall seconds of 3 runs" and "largest max RSS in KiB"
  local out t r b="" m=0
  for _ in 1 2 3; do
    /usr/bin/time -o "$tmp" -f "%e %M" "$@" >/dev/null 2>/dev/null || true
    out=$(tail -1 "$tmp")
    t=${out% *}; r=${out#* }
    if [ -z "$b" ] || awk "BEGIN{exit !($t < $b)}"; then b=$t; fi
    [ "$r" -gt "$m" ] && m=$r
  done
  echo "$b $m"
}

printf '%s: %s bytes, %s hand headers, %s cores\n' "$file" "$bytes" "$hands" "$(nproc)"
base=$(best wc -l "$file"); base=${base% *}
printf '%-44s %8s %12s %10s %10s %8s\n' command seconds hands/s MB/s 'x wc -l' 'RSS MiB'
row() {
  local name=$1; shift
  local r t rss; r=$(best "$@"); t=${r% *}; rss=${r#* }
  awk -v n="$name" -v t="$t" -v h="$hands" -v b="$bytes" -v base="$base" -v rss="$rss" 'BEGIN{
    if (t <= 0) t = 0.001;
    printf "%-44s %8.3f %12.0f %10.1f %10.1f %8.0f\n", n, t, h/t, b/1e6/t, t/(base>0?base:0.001), rss/1024 }'
}
row "cat FILE >/dev/null" cat "$file"
row "wc -l FILE" wc -l "$file"
row "handaudit audit --format json -j1" "$bin" audit --format json -j1 -q --fail-on never "$file"
row "handaudit audit --format json -j$jobs" "$bin" audit --format json -j"$jobs" -q --fail-on never "$file"
if "$bin" convert --to json "$file" >/dev/null 2>&1; then
  row "handaudit convert --to json -j1" "$bin" convert --to json -j1 "$file"
else
  printf '%-44s %s\n' "handaudit convert --to json -j1" "(not available in this build)"
fi
