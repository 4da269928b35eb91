#!/bin/bash
# bench/rooms_wall.sh CORPUS [SIZE] [RUNS] [BIN]: issue 20's reading speed in
# wall time. Each room's largest corpus file (bench/room_files.sh) and
# the PokerStars file are written over to SIZE (default 1G, bench/repeat.sh)
# and audited -j1 to NDJSON, the room's run and a PokerStars run one after
# the other, RUNS times (default 5). The fastest of each counts, and the
# room's hands/s is given as a share of the PokerStars hands/s measured in
# the same minutes: this machine's speed drifts by a third from one minute
# to the next, so figures taken minutes apart cannot be compared.
set -euo pipefail
corpus=${1:?usage: bench/rooms_wall.sh CORPUS [SIZE] [RUNS] [BIN]}
size=${2:-1G}
runs=${3:-5}
bin=${4:-"$(dirname "$0")/../build/handaudit"}
here=$(dirname "$0")
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
"$here/room_files.sh" "$corpus" >"$tmp/files"
stars_file=$corpus/$(head -1 "$tmp/files" | cut -f2)  # the first line is PokerStars
"$here/repeat.sh" "$stars_file" --to "$size" "$tmp/stars.txt" >/dev/null
hands_of() { "$bin" audit -j1 -q --fail-on never --format json "$1" | grep -c '"type":"hand"' || true; }
# The wall seconds of one run, to the microsecond.
seconds() {
  local t0=$EPOCHREALTIME
  "$bin" audit -j1 -q --fail-on never --format json "$1" >/dev/null 2>&1 || true
  awk -v a="$t0" -v z="$EPOCHREALTIME" 'BEGIN { printf "%.6f", z - a }'
}
min() { awk -v a="$1" -v b="$2" 'BEGIN { print (a == "" || b < a) ? b : a }'; }
stars_hands=$(hands_of "$tmp/stars.txt")
printf '%-16s %9s %10s %10s %8s  %s\n' room hands "hands/s" "PS hands/s" "room/PS" file
while IFS=$'\t' read -r room file; do
  "$here/repeat.sh" "$corpus/$file" --to "$size" "$tmp/room.txt" >/dev/null
  hands=$(hands_of "$tmp/room.txt")
  room_best="" stars_best=""
  for ((i = 0; i < runs; i++)); do
    room_best=$(min "$room_best" "$(seconds "$tmp/room.txt")")
    stars_best=$(min "$stars_best" "$(seconds "$tmp/stars.txt")")
  done
  awk -v room="$room" -v h="$hands" -v t="$room_best" -v sh="$stars_hands" -v st="$stars_best" -v f="$file" 'BEGIN {
    printf "%-16s %9d %10.0f %10.0f %8.2f  %s\n", room, h, h / t, sh / st, (h / t) / (sh / st), f }'
  rm -f "$tmp/room.txt"
done < <(tail -n +2 "$tmp/files")
