#!/bin/bash
# bench/rooms.sh CORPUS [BIN]: instructions a hand of each room's largest
# corpus file (issue 20's "the largest corpus file of each room"), counted by
# bench/instructions.sh (callgrind: the same on a noisy machine), beside the
# PokerStars file the speed figures are taken on, and the ratio PokerStars /
# room: the share of PokerStars' hands/s the room reads at when time goes as
# instructions do (issue 20 asks at least 0.5). The largest file is the row
# of MANIFEST.tsv with the most bytes among those with hands.
set -euo pipefail
corpus=${1:?usage: bench/rooms.sh CORPUS [BIN]}
bin=${2:-"$(dirname "$0")/../build/handaudit"}
here=$(dirname "$0")
rooms=(GGPoker 888 Winamax PartyPoker iPoker WPN-ACR Bovada-Ignition FullTilt PokerNow)
per_hand() { "$here/instructions.sh" "$1" "$bin" | sed -n 's/.*: \([0-9]*\) instructions a hand.*/\1/p'; }
stars_file="$corpus/pokerstars/frederik-schmidt__Poker-tracker/hand_histories/pokerstars_hand_history_1.txt"
stars=$(per_hand "$stars_file")
printf '%-16s %12s %8s  %s\n' room "instr/hand" "PS/room" file
printf '%-16s %12s %8s  %s\n' PokerStars "$stars" 1.00 "${stars_file#"$corpus"/}"
for room in "${rooms[@]}"; do
  file=$(awk -F'\t' -v room="$room" '$2 == room && $6 > 0 && $5 > best { best = $5; path = $1 } END { print path }' \
    "$corpus/MANIFEST.tsv")
  [ -n "$file" ] || continue
  n=$(per_hand "$corpus/$file")
  printf '%-16s %12s %8s  %s\n' "$room" "$n" "$(awk -v a="$stars" -v b="$n" 'BEGIN { printf "%.2f", a / b }')" "$file"
done
