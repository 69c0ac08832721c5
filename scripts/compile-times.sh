#!/usr/bin/env bash
# The compiler's time per scenario: every compile of the course (the model kit taken from the
# cache), recorded by the harness (COURSECHECK_COMPILE_LOG) and replayed one at a time with swiftc,
# so each figure is the compiler's own. Prints the count, median, 90th percentile and maximum, and
# the slowest compiles: the figure to watch as the model's surface grows by thousands of overloads
# (type-checking an expression gets slower with the overloads it has to choose between).
#
#   scripts/compile-times.sh [FILTER…]       (run on a quiet machine; it prints the load)
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d /tmp/coursecheck-compile-times.XXXXXX)
trap 'rm -rf "$work"' EXIT
swift build >/dev/null
kits="${COURSECHECK_CACHE:-.build/coursecheck}"
mkdir -p "$work/cache"
# The kit of the usual cache, so that only scenarios are compiled.
if [ -d "$kits/kit" ]; then cp -r "$kits/kit" "$kits/kit-keys" "$work/cache/" 2>/dev/null || true; fi
echo "load: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
COURSECHECK_CACHE="$work/cache" COURSECHECK_COMPILE_LOG="$work/log" swift run coursecheck "$@" >/dev/null 2>&1 || true
for dir in "$work/log"/*/; do
  start=$(date +%s.%N)
  sh "$dir/compile.sh" >/dev/null 2>&1 || true
  end=$(date +%s.%N)
  name="$(basename "$dir" | cut -c1-8) $(ls "$dir" | grep '\.swift$' | grep -v -e CourseCheckDriver -e GeneratedAssetSymbols | head -3 | tr '\n' ' ')"
  awk -v a="$start" -v b="$end" -v n="${name:-$(basename "$dir")}" 'BEGIN { printf "%.2f %s\n", b - a, n }'
done | sort -n > "$work/times"
awk '{ t[NR] = $1 } END {
  if (NR == 0) { print "no compiles recorded"; exit }
  median = (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2
  p90 = t[int(NR * 0.9 + 0.5) > 0 ? int(NR * 0.9 + 0.5) : 1]
  printf "%d compiles: median %.2f s, 90th percentile %.2f s, maximum %.2f s\n", NR, median, p90, t[NR]
}' "$work/times"
echo "slowest:"
tail -5 "$work/times" | sort -rn | sed 's/^/  /'
