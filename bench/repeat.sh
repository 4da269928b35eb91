#!/bin/bash
# bench/repeat.sh FILE COPIES OUT: FILE's text written COPIES times over into
# OUT, a blank line after each copy. With `--to SIZE` in place of COPIES
# (1G, 500M, 2Gi, or bytes), as many copies as make OUT at least SIZE long.
# Prints the number of copies.
#
# UTF-16 text (a byte-order mark FF FE or FE FF) is repeated in whole units:
# the mark once at the start, each copy without it and without a dangling
# odd byte, the blank line in the file's own byte order. A byte too many or
# too few would shift every copy after it by half a unit, and they would not
# be read as hands.
set -euo pipefail
usage='usage: bench/repeat.sh FILE COPIES|--to SIZE OUT'
file=${1:?$usage}
copies=${2:?$usage}
if [ "$copies" = --to ]; then
  size=$(numfmt --from=auto "${3:?$usage}"); shift
fi
out=${3:?$usage}
bom_size=0 sep='\n\n'
case $(head -c 2 "$file" | od -An -tx1 | tr -d ' \n') in
  fffe) bom_size=2 sep='\n\0\n\0' ;;
  feff) bom_size=2 sep='\0\n\0\n' ;;
esac
sep_size=$(printf "$sep" | wc -c)
file_size=$(stat -c %s "$file")
# A copy's length with the blank line after it: whole units of sep_size / 2.
unit=$((sep_size / 2))
stride=$(( (file_size - bom_size) / unit * unit + sep_size ))
if [ -n "${size:-}" ]; then
  [ "$file_size" -gt 0 ] || { echo "repeat.sh: $file is empty" >&2; exit 2; }
  copies=$(( (size - bom_size + stride - 1) / stride ))
  [ "$copies" -ge 1 ] || copies=1
fi
one=$(mktemp); trap 'rm -f "$one"' EXIT
tail -c +"$((bom_size + 1))" "$file" | head -c "$((stride - sep_size))" >"$one"
{
  head -c "$bom_size" "$file"
  for ((i = 0; i < copies; i++)); do cat "$one"; printf "$sep"; done
} >"$out"
echo "$copies"
