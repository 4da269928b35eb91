#!/bin/bash
# bench/rooms.sh CORPUS [BIN]: instructions a hand of each room's largest
# corpus file (issue 20's "the largest corpus file of each room", listed by
# bench/room_files.sh), counted by bench/instructions.sh (callgrind: the same
# on a noisy machine), beside the PokerStars file the speed figures are taken
# on, and the ratio PokerStars / room: the share of PokerStars' hands/s the
# room reads at when time goes as instructions do. Time does not go so (the
# kernel, page faults and SHA-256 are not counted): issue 20's measure is
# bench/rooms_wall.sh.
set -euo pipefail
corpus=${1:?usage: bench/rooms.sh CORPUS [BIN]}
bin=${2:-"$(dirname "$0")/../build/handaudit"}
here=$(dirname "$0")
per_hand() { "$here/instructions.sh" "$1" "$bin" | sed -n 's/.*: \([0-9]*\) instructions a hand.*/\1/p'; }
printf '%-16s %12s %8s  %s\n' room "instr/hand" "PS/room" file
stars=""
while IFS=$'\t' read -r room file; do
  n=$(per_hand "$corpus/$file")
  [ -n "$stars" ] || stars=$n  # the first line is PokerStars
  printf '%-16s %12s %8s  %s\n' "$room" "$n" "$(awk -v a="$stars" -v b="$n" 'BEGIN { printf "%.2f", a / b }')" "$file"
done < <("$here/room_files.sh" "$corpus")
