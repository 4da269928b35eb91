#!/bin/bash
# bench/room_files.sh CORPUS: the files issue 20's reading speed is taken on,
# a line each, "ROOM<tab>PATH" (PATH relative to CORPUS): the PokerStars
# file first (the corpus's largest PokerStars log, a Zoom session), then each
# major room's largest corpus file, the row of MANIFEST.tsv with the most
# bytes among those with hands. For bench/rooms.sh and bench/rooms_wall.sh.
set -euo pipefail
corpus=${1:?usage: bench/room_files.sh CORPUS}
printf 'PokerStars\t%s\n' "pokerstars/frederik-schmidt__Poker-tracker/hand_histories/pokerstars_hand_history_1.txt"
for room in GGPoker 888 Winamax PartyPoker iPoker WPN-ACR Bovada-Ignition FullTilt PokerNow; do
  awk -F'\t' -v room="$room" '$2 == room && $6 > 0 && $5 > best { best = $5; path = $1 }
    END { if (path != "") printf "%s\t%s\n", room, path }' "$corpus/MANIFEST.tsv"
done
