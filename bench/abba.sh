#!/bin/bash
# bench/abba.sh BASE NEW FILE [ROUNDS]: two builds of handaudit on the same
# file, interleaved (base, new, new, base, ...) so that the machine's slow
# and fast spells fall on both alike. Runs `audit --format json` at -j1 and
# -j2 and `convert --to json -j1`, ROUNDS times each (default 8), and prints
# per command the median and the minimum of CPU time (user + system) and of
# wall time, and new / base of each. A ratio under 1.00 is new being faster.
#
#   bench/abba.sh /tmp/handaudit-before build/handaudit big.txt
set -euo pipefail
usage='usage: bench/abba.sh BASE NEW FILE [ROUNDS]'
base=${1:?$usage}
new=${2:?$usage}
file=${3:?$usage}
rounds=${4:-8}
time_bin=/usr/bin/time
[ -x "$time_bin" ] || { echo "abba.sh: GNU time is missing (apt-get install time)" >&2; exit 2; }
for b in "$base" "$new"; do [ -x "$b" ] || { echo "abba.sh: no binary at $b" >&2; exit 2; }; done
results=$(mktemp)
trap 'rm -f "$results"' EXIT

# measure LABEL BINARY ARGS...: one run, "LABEL WHICH cpu wall" appended.
measure() {
  local label=$1 which=$2 bin=$3
  shift 3
  "$time_bin" -f "$label $which %U %S %e" -o "$results.one" "$bin" "$@" >/dev/null 2>&1 || true
  awk '{printf "%s %s %.3f %.3f\n", $1, $2, $3 + $4, $5}' "$results.one" >>"$results"
}

for ((r = 0; r < rounds; r++)); do
  order=(base new)
  ((r % 2 == 1)) && order=(new base)
  for which in "${order[@]}"; do
    bin=$base
    [ "$which" = new ] && bin=$new
    measure audit-j1 "$which" "$bin" audit --format json --fail-on never -q -j 1 "$file"
    measure audit-j2 "$which" "$bin" audit --format json --fail-on never -q -j 2 "$file"
    measure convert-j1 "$which" "$bin" convert --to json -q -j 1 "$file"
  done
done
rm -f "$results.one"

# median and minimum of column $3 (cpu) and $4 (wall) per label and build.
stat() {
  local label=$1 which=$2 column=$3
  awk -v l="$label" -v w="$which" -v c="$column" '$1 == l && $2 == w {print $c}' "$results" | sort -n |
    awk '{v[NR] = $1} END {m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.3f %.3f", m, v[1]}'
}
printf '%-11s %-29s %-29s %s\n' command "base cpu / wall (median, min)" "new cpu / wall (median, min)" "new / base (median cpu, wall)"
for label in audit-j1 audit-j2 convert-j1; do
  read -r bc_med bc_min <<<"$(stat "$label" base 3)"
  read -r bw_med bw_min <<<"$(stat "$label" base 4)"
  read -r nc_med nc_min <<<"$(stat "$label" new 3)"
  read -r nw_med nw_min <<<"$(stat "$label" new 4)"
  printf '%-11s %-29s %-29s %s\n' "$label" "$bc_med ($bc_min) / $bw_med ($bw_min)" \
    "$nc_med ($nc_min) / $nw_med ($nw_min)" \
    "$(awk -v a="$nc_med" -v b="$bc_med" -v c="$nw_med" -v d="$bw_med" 'BEGIN {printf "%.3f, %.3f", a / b, c / d}')"
done
echo "($rounds rounds each, interleaved; $(basename "$file"), $(wc -c <"$file") bytes)"
