#!/bin/bash
# bench/compare.sh [--repeat-to SIZE] FILE [JOBS]: handaudit against the
# physical limit of reading the same bytes, in one run on one machine (these
# machines are noisy: compare ratios, not seconds). Each command runs 3
# times; the fastest run counts, with its CPU time (user + system), and the
# largest peak memory (max RSS) of the three.
#
# --repeat-to SIZE (1G, 500M, 2Gi, or bytes) measures FILE's text written
# over and over, a blank line after each copy, until it is at least SIZE
# long, in the temporary folder. A single real log of a few hundred hands
# runs in milliseconds, so that start-up (loading, reading the command line,
# a thread's first task, memory touched for the first time) is most of what
# it measures; its text repeated measures the steady rate at which that
# site's hands are audited. The copies repeat hand numbers; the cross-hand
# audits take a number met before for a repeat, not a neighbour, so each copy
# gets the findings the file alone gets.
#
# The machine's own limit for -jN is measured too: the file is cut at hand
# headers into N parts of about equal size (in a temporary folder), and N
# separate `-j1` processes audit one part each, at once. They share nothing
# but the hardware, so their CPU time is what the work costs with N cores
# busy (on a virtual machine two busy cores often each run slower than one
# alone), and no -jN can pass N x (CPU of -j1) / (CPU of the parts). Their
# wall time is no such bound: a fixed cut cannot even out cores that run
# at different speeds, as -jN's shared queue does.
set -euo pipefail
usage='usage: bench/compare.sh [--repeat-to SIZE] FILE [JOBS]'
repeat_to=
if [ "${1:-}" = --repeat-to ]; then
  repeat_to=$(numfmt --from=auto "${2:?$usage}"); shift 2
fi
file=${1:?$usage}
jobs=${2:-$(nproc)}
bin=${HANDAUDIT_BIN:-$(dirname "$0")/../build/handaudit}
[ -x /usr/bin/time ] || { echo "compare.sh: needs GNU time as /usr/bin/time (Debian: apt-get install time)" >&2; exit 2; }
[ -x "$bin" ] || { echo "compare.sh: no handaudit at $bin (build it, or set HANDAUDIT_BIN)" >&2; exit 2; }
tmp=$(mktemp); parts=$(mktemp -d); trap 'rm -rf "$tmp" "$parts"' EXIT
# The byte offset of each hand of FILE, one a line: the lines of handaudit's
# own hand objects (every format it reads: no header pattern to keep up to
# date), turned into the offsets at which those lines start.
# A UTF-16 file (WPN writes them) is read line by line in its UTF-8 form,
# each line's UTF-16 length being two bytes a unit: one per character, two
# for a character past U+FFFF (a 4-byte UTF-8 sequence), one for the break.
hand_offsets() {
  local lines
  lines=$("$bin" audit --format json -j1 -q --fail-on never "$1" 2>/dev/null |
    sed -n 's/^{"type":"hand","source":"\([^"\\]\|\\.\)*","line":\([0-9]*\),.*/\2/p')
  if [ -z "$bom" ]; then
    LC_ALL=C awk 'NR == FNR { want[$1] = 1; next } FNR in want { print at } { at += length($0) + 1 }' <(echo "$lines") "$1"
  else
    { iconv -f UTF-16 -t UTF-8 "$1" 2>/dev/null || true; } |
      LC_ALL=C awk 'NR == FNR { want[$1] = 1; next }
        FNR in want { print at }
        { s = $0; units = length(s) - gsub(/[\200-\277]/, "", s); t = $0; units += gsub(/[\360-\367]/, "", t)
          at += 2 * (units + 1) }' <(echo "$lines") at=2 -
  fi
}
bom=
case $(head -c 2 "$file" | od -An -tx1 | tr -d ' \n') in
  fffe) bom='\xFF\xFE' ;;
  feff) bom='\xFE\xFF' ;;
esac
hand_offsets "$file" >"$parts/offsets"
copies=1
bom_size=$(printf "$bom" | wc -c)
stride=$(stat -c %s "$file")  # a copy's length in the text measured
if [ -n "$repeat_to" ]; then
  [ "$(stat -c %s "$file")" -gt 0 ] || { echo "compare.sh: $file is empty" >&2; exit 2; }
  copies=$("$(dirname "$0")/repeat.sh" "$file" --to "$repeat_to" "$parts/repeated.txt")
  stride=$(( ($(stat -c %s "$parts/repeated.txt") - bom_size) / copies ))
  printf '%s written %s times over (--repeat-to %s):\n' "$file" "$copies" "$repeat_to"
  file=$parts/repeated.txt
fi
bytes=$(stat -c %s "$file")
hands=$(( $(wc -l <"$parts/offsets") * copies ))

# Prints "wall CPU RSS": the wall and CPU seconds of the fastest of 3
# runs, and the largest max RSS in KiB. The wall time is read from the
# clock to the microsecond (/usr/bin/time's is in 10 ms steps, too coarse
# for a 200 ms run); it includes starting /usr/bin/time (a few
# milliseconds on these machines). CPU time is in 10 ms steps.
best() {
  local t0 t1 t r u s cpu b="" c="" m=0
  for _ in 1 2 3; do
    t0=$EPOCHREALTIME
    /usr/bin/time -o "$tmp" -f "%M %U %S" "$@" >/dev/null 2>/dev/null || true
    t1=$EPOCHREALTIME
    t=$(awk -v a="$t0" -v z="$t1" 'BEGIN { printf "%.6f", z - a }')
    read -r r u s <<<"$(tail -1 "$tmp")"
    cpu=$(awk -v u="$u" -v s="$s" 'BEGIN { printf "%.2f", u + s }')
    if [ -z "$b" ] || awk "BEGIN{exit !($t < $b)}"; then b=$t; c=$cpu; fi
    [ "$r" -gt "$m" ] && m=$r
  done
  echo "$b $c $m"
}

printf '%s: %s bytes, %s hands, %s cores\n' "$file" "$bytes" "$hands" "$(nproc)"
base=$(best wc -l "$file"); base=${base%% *}
printf '%-44s %8s %6s %12s %10s %10s %8s\n' command seconds 'CPU s' hands/s MB/s 'x wc -l' 'RSS MiB'
# row NAME RSS COMMAND...: times COMMAND and prints its line; RSS "-" leaves
# the memory column empty. The wall and CPU seconds are left in `wall` and
# `cpu`.
wall=0 cpu=0
row() {
  local name=$1 show_rss=$2; shift 2
  local rss
  read -r wall cpu rss <<<"$(best "$@")"
  [ "$show_rss" = - ] && rss=-
  awk -v n="$name" -v t="$wall" -v c="$cpu" -v h="$hands" -v b="$bytes" -v base="$base" -v rss="$rss" 'BEGIN{
    if (t <= 0) t = 0.001;
    printf "%-44s %8.4f %6.2f %12.0f %10.1f %10.1f %8s\n", n, t, c, h/t, b/1e6/t, t/(base>0?base:0.001),
           rss == "-" ? "-" : sprintf("%.0f", rss/1024) }'
}
row "cat FILE >/dev/null" rss cat "$file"
row "wc -l FILE" rss wc -l "$file"
row "handaudit audit --format json -j1" rss "$bin" audit --format json -j1 -q --fail-on never "$file"
one=$wall one_cpu=$cpu
row "handaudit audit --format json -j$jobs" rss "$bin" audit --format json -j"$jobs" -q --fail-on never "$file"
many=$wall many_cpu=$cpu
# The parts: cut at the first hand at or after each k/N of the bytes (the
# hands of copy c start c x `stride` bytes further on). One part when
# there are fewer hands than jobs.
awk -v copies="$copies" -v stride="$stride" -v n="$jobs" -v b="$bytes" '
  { at[NR] = $1 }
  END {
    k = 1
    for (c = 0; c < copies && k < n; ++c)
      for (i = 1; i <= NR && k < n; ++i) {
        o = c * stride + at[i]
        while (k < n && o >= k * b / n) { if (o > 0) print o; ++k }
      }
  }' "$parts/offsets" | sort -nu >"$parts/cuts"
# Each part after the first starts with the byte-order mark of UTF-16 text.
start=0; i=0
while read -r cut; do
  { [ "$i" -eq 0 ] || printf "$bom"
    dd if="$file" bs=1M iflag=skip_bytes,count_bytes skip="$start" count=$((cut - start)) status=none; } >"$parts/$i.txt"
  start=$cut; i=$((i + 1))
done <"$parts/cuts"
{ [ "$i" -eq 0 ] || printf "$bom"; dd if="$file" bs=1M iflag=skip_bytes skip="$start" status=none; } >"$parts/$i.txt"
at_once() {
  local part
  for part in "$parts"/[0-9]*.txt; do "$bin" audit --format json -j1 -q --fail-on never "$part" >/dev/null & done
  wait
}
export -f at_once; export bin parts
row "$((i + 1)) parts, one audit -j1 each, at once" - bash -c at_once
parts_cpu=$cpu
# Asked of the command's help, not by converting the whole file once more.
if "$bin" convert --help >/dev/null 2>&1; then
  row "handaudit convert --to json -j1" rss "$bin" convert --to json -j1 "$file"
else
  printf '%-44s %s\n' "handaudit convert --to json -j1" "(not available in this build)"
fi
awk -v j="$jobs" -v one="$one" -v many="$many" -v c1="$one_cpu" -v cn="$many_cpu" -v cp="$parts_cpu" 'BEGIN{
  if (many <= 0) many = 0.001;
  if (c1 < 0.2) {
    printf "-j%d: %.2f times -j1 (runs too short for CPU ratios: CPU time comes in 10 ms steps)\n", j, one/many
    exit
  }
  if (cp <= 0) cp = 0.01;
  printf "-j%d: %.2f times -j1, using %+.0f %% CPU against -j1\n", j, one/many, (cn/c1 - 1) * 100
  printf "the parts at once: %+.0f %% CPU against -j1, so no -j%d can pass %.2f times -j1 here\n", (cp/c1 - 1) * 100, j, j * c1/cp }'
