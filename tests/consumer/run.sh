#!/bin/bash
# The ctest test `consumer`: installs the build into a fresh prefix, builds
# tests/consumer (the README's C++ example, cut out of README.md) against it
# with find_package(handaudit), runs the example on samples and on the
# cross-hand test data, and checks that it writes exactly the hand and table
# objects of `handaudit audit --format json` on the same paths, with the same
# exit status.
#
#   tests/consumer/run.sh BUILD_DIR SOURCE_DIR WORK_DIR
set -euo pipefail
build=$1
source=$2
work=$3
rm -rf "$work"
mkdir -p "$work"

cmake --install "$build" --prefix "$work/prefix" >"$work/install.log"

# The README's example: the ```cpp block after the line "<!-- consumer example -->".
example="$work/readme_example.cpp"
awk '/<!-- consumer example -->/ {armed = 1; next}
     armed && /^```cpp/ {inside = 1; next}
     inside && /^```/ {exit}
     inside {print}' "$source/README.md" >"$example"
[ -s "$example" ] || { echo "consumer: no C++ example after <!-- consumer example --> in README.md"; exit 1; }

cmake -S "$source/tests/consumer" -B "$work/build" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_PREFIX_PATH="$work/prefix" -DREADME_EXAMPLE="$example" >"$work/configure.log"
cmake --build "$work/build" >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }

failures=0
for input in "$source/samples/errors.txt" "$source/samples" "$source/tests/data/cross_hand"; do
  status_cli=0
  "$work/prefix/bin/handaudit" audit --format json --fail-on error -q "$input" >"$work/cli-all.json" || status_cli=$?
  grep -v '^{"type":"summary"' "$work/cli-all.json" >"$work/cli.json"
  status_example=0
  "$work/build/readme_example" "$input" >"$work/example.json" || status_example=$?
  if ! cmp -s "$work/cli.json" "$work/example.json"; then
    echo "consumer: the example's objects differ from the CLI's on $input:"
    diff "$work/cli.json" "$work/example.json" | head -5
    failures=$((failures + 1))
  fi
  if [ "$status_cli" -ne "$status_example" ]; then
    echo "consumer: exit status $status_example, the CLI's $status_cli on $input"
    failures=$((failures + 1))
  fi
  echo "consumer: $(wc -l <"$work/example.json") objects on $input, exit status $status_example"
done
[ "$failures" -eq 0 ]
