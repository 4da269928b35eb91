#!/bin/bash
# Writes the fuzz seed corpora into OUT_DIR (a build directory: seeds are
# generated, never committed):
#
#   OUT_DIR/hands/  one hand per file             -> fuzz_pokerstars_hand
#   OUT_DIR/archives/ samples/ compressed and      -> fuzz_archive
#                   archived (gzip, bzip2, xz, tar,
#                   tar.gz; zip when python3 is there)
#   OUT_DIR/files/  one-hand files, whole small   -> fuzz_decode_split, fuzz_audit
#                   files, the other rooms' files
#                   of tests/data/<room>/, and
#                   encoding / line-end variants
#                   (CRLF, CR, UTF-8 BOM, UTF-16LE/BE, cp1252)
#
# Sources: samples/*.txt and the hands written as raw string literals R"(...)"
# in tests/**/*.cpp; plus, optionally, every *.txt below each EXTRA_DIR (e.g.
# ../shared/corpus/pokerstars, read only: its files stay in the build dir).
#
#   fuzz/make_seeds.sh OUT_DIR [EXTRA_DIR...]
#
# Run from anywhere; needs bash, awk, sed, iconv, cmp. Idempotent: OUT_DIR's
# hands/ and files/ are recreated.
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: $0 OUT_DIR [EXTRA_DIR...]" >&2; exit 2; }
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$1"
shift
rm -rf "$out/hands" "$out/files" "$out/archives"
mkdir -p "$out/hands" "$out/files" "$out/archives"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# A header line: what the splitter starts a hand at (pokerstars_split.cpp).
header_re='(PokerStars|POKERSTARS|Full Tilt|Run It Once Poker|PokerMaster|PokerBros|PPPoker)[ A-Za-z]* (Hand|Game|GAME) #[0-9-]+:'

# split_hands FILE PREFIX: one file per hand of FILE into hands/.
split_hands() {
  awk -v dir="$out/hands" -v prefix="$2" -v re="$header_re" '
    $0 ~ re {
      if (file != "") close(file)
      n++
      file = sprintf("%s/%s-%04d.txt", dir, prefix, n)
    }
    n > 0 { print > file }
  ' "$1"
}

# 1. samples: every hand, and each whole file in a few encodings.
for f in "$root"/samples/*.txt; do
  name="sample-$(basename "$f" .txt)"
  split_hands "$f" "$name"
  cp "$f" "$out/files/$name.txt"
done

# 2. tests: the body of every raw string literal R"(...)" that holds a header.
n=0
for f in "$root"/tests/*/*.cpp; do
  awk -v dir="$work" -v stem="$(basename "$f" .cpp)" '
    {
      line = $0
      for (;;) {
        if (!inside) {
          at = index(line, "R\"(")
          if (at == 0) next
          inside = 1; body = ""; started = 0
          line = substr(line, at + 3)
        }
        end = index(line, ")\"")
        if (end == 0) {
          body = body (started ? "\n" : "") line
          started = 1
          next
        }
        body = body (started ? "\n" : "") substr(line, 1, end - 1)
        file = sprintf("%s/test-%s-%03d.txt", dir, stem, ++count)
        printf "%s", body > file
        close(file)
        inside = 0
        line = substr(line, end + 2)
      }
    }
  ' "$f"
done
for f in "$work"/test-*.txt; do
  [ -e "$f" ] || continue
  if grep -Eq "$header_re" "$f"; then
    n=$((n + 1))
    cp "$f" "$out/files/"
    split_hands "$f" "$(basename "$f" .txt)"
  fi
done

# 3. extra directories: every hand, and whole files up to 64 KiB.
for dir in "$@"; do
  tag="extra-$(basename "$dir")"
  i=0
  while IFS= read -r -d '' f; do
    i=$((i + 1))
    split_hands "$f" "$tag-$i"
    [ "$(wc -c < "$f")" -le 65536 ] && cp "$f" "$out/files/$tag-$i.txt"
  done < <(find "$dir" -type f -name '*.txt' -print0 | sort -z)
done

# The other rooms' small files of tests/data/<room>/ (the readers of
# parser/room_readers.h): whole, for the file targets.
while IFS= read -r -d '' f; do
  cp "$f" "$out/files/room-$(basename "$(dirname "$f")")-$(basename "$f")"
done < <(find "$root/tests/data" -mindepth 2 -maxdepth 2 -type f ! -path '*/cross_hand/*' -print0 | sort -z)

# One-hand files for the file targets too.
cp "$out"/hands/*.txt "$out/files/"

# 4. Encoding and line-end variants of the samples and a few single hands.
variants=("$root"/samples/*.txt)
for f in "$out"/hands/sample-*-0001.txt; do variants+=("$f"); done
for f in "${variants[@]}"; do
  name="variant-$(basename "$f" .txt)"
  sed 's/$/\r/' "$f" > "$out/files/$name-crlf.txt"
  tr '\n' '\r' < "$f" > "$out/files/$name-cr.txt"
  { printf '\xef\xbb\xbf'; cat "$f"; } > "$out/files/$name-bom.txt"
  { printf '\xff\xfe'; iconv -f UTF-8 -t UTF-16LE "$f"; } > "$out/files/$name-utf16le.txt"
  { printf '\xfe\xff'; iconv -f UTF-8 -t UTF-16BE "$f"; } > "$out/files/$name-utf16be.txt"
  if iconv -f UTF-8 -t CP1252 "$f" > "$work/cp1252" 2>/dev/null && ! cmp -s "$work/cp1252" "$f"; then
    cp "$work/cp1252" "$out/files/$name-cp1252.txt"
  fi
  # Export wrappers and a header glued onto a broken line.
  { echo "*********** # 1 **************"; cat "$f"; echo; echo "Transcript for hand #1"; } \
    > "$out/files/$name-wrapped.txt"
  { head -c 200 "$f"; cat "$f"; } > "$out/files/$name-glued.txt"
done

# 5. Archives of the samples (small: libFuzzer's -max_len cuts the rest).
archives="$out/archives"
gzip -9c "$root/samples/replay_side_pots.txt" > "$archives/one.txt.gz"
if command -v bzip2 >/dev/null; then bzip2 -9c "$root/samples/replay_side_pots.txt" > "$archives/one.txt.bz2"; fi
if command -v xz >/dev/null; then xz -9c "$root/samples/replay_side_pots.txt" > "$archives/one.txt.xz"; fi
tar -cf "$archives/two.tar" -C "$root/samples" replay_side_pots.txt clean_limit_and_pl.txt
tar -czf "$archives/all.tgz" -C "$root/samples" .
if command -v python3 >/dev/null; then
  python3 - "$root/samples" "$archives/all.zip" <<'PY' || true
import os, sys, zipfile
with zipfile.ZipFile(sys.argv[2], "w", zipfile.ZIP_DEFLATED) as z:
    for name in sorted(os.listdir(sys.argv[1])):
        z.write(os.path.join(sys.argv[1], name), "tables/" + name)
PY
fi

echo "seeds: $(find "$out/hands" -type f | wc -l) hands in $out/hands," \
     "$(find "$out/files" -type f | wc -l) files in $out/files ($n test literals)," \
     "$(find "$archives" -type f | wc -l) archives in $archives"
