#!/bin/sh
# Runs each fuzzer for SECONDS (default 600: ten minutes) and prints what it tried and found.
# Usage: scripts/fuzz.sh [SECONDS] [SEED]
# A crash ends the fuzzer's test process, a hang outlives its time limit: both are reported with
# the fuzzer and the seed, which replays the same inputs (COURSECHECK_FUZZ_SEED).
cd "$(dirname "$0")/.."
seconds=${1:-600}
seed=${2:-$(date +%s)}
swift build --build-tests >/dev/null || exit 2
found=0
for suite in HeaderParserFuzzTests ExpectedFileFuzzTests MarkdownParserFuzzTests InflectionFuzzTests \
             FormatSpecifierFuzzTests LayoutInvariantFuzzTests; do
  # Each suite's tests run one after the other, each for SECONDS; allow for that and the start.
  log=$(mktemp)
  COURSECHECK_FUZZ_SECONDS=$seconds COURSECHECK_FUZZ_SEED=$seed \
    timeout $((seconds * 3 + 120)) swift test --skip-build --filter "$suite" >"$log" 2>&1
  status=$?
  grep -E '^fuzz ' "$log"
  if [ $status -eq 124 ]; then
    echo "FOUND $suite: a hang (no end within $((seconds * 3 + 120)) s), seed $seed"; found=$((found + 1))
  elif grep -qE '✘|error:|Fatal error|signal' "$log"; then
    echo "FOUND $suite (seed $seed):"; grep -E '✘|Fatal error|signal' "$log" | head -20; found=$((found + 1))
  fi
  rm -f "$log"
done
echo "fuzz: $found fuzzer(s) found something (seed $seed, $seconds s each)"
[ $found -eq 0 ]
