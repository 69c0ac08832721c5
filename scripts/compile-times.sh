#!/usr/bin/env bash
# The compiler's time per scenario: every compile of the course (the model kit taken from the
# cache), recorded by the harness (COURSECHECK_COMPILE_LOG) and replayed one at a time with swiftc,
# so each figure is the compiler's own: its CPU time, which other load on the machine barely
# changes, and its wall time beside it. Prints the count, median, 90th percentile, maximum and sum
# of each, and the slowest compiles: the figure to watch as the model's surface grows by thousands
# of overloads (type-checking an expression gets slower with the overloads it has to choose between).
#
#   scripts/compile-times.sh [FILTER…]
#
# CPU time holds under load; wall time wants a quiet machine (the load is printed before and after).
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
# Each compile timed by /usr/bin/time: its CPU time (user + system, the compiler's own work,
# which other load on the machine barely changes) sorts and summarises; wall time is kept beside it.
for dir in "$work/log"/*/; do
  /usr/bin/time -f '%e %U %S' -o "$work/one" sh "$dir/compile.sh" >/dev/null 2>&1 || true
  name="$(basename "$dir" | cut -c1-8) $(ls "$dir" | grep '\.swift$' | grep -v -e CourseCheckDriver -e GeneratedAssetSymbols | head -3 | tr '\n' ' ')"
  tail -1 "$work/one" | awk -v n="${name:-$(basename "$dir")}" '{ printf "%.2f %.2f %s\n", $2 + $3, $1, n }'
done | sort -n > "$work/times"
summary() { # COLUMN LABEL
  awk -v c="$1" '{ print $c }' "$work/times" | sort -n | awk -v label="$2" '{ t[NR] = $1; sum += $1 } END {
    if (NR == 0) { print "no compiles recorded"; exit }
    median = (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2
    p90 = t[int(NR * 0.9 + 0.5) > 0 ? int(NR * 0.9 + 0.5) : 1]
    printf "%d compiles, %s: median %.2f s, 90th percentile %.2f s, maximum %.2f s, sum %.1f s\n", NR, label, median, p90, t[NR], sum
  }'
}
summary 1 "CPU time (user + system)"
summary 2 "wall time"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "slowest (CPU s, wall s):"
tail -5 "$work/times" | sort -rn | sed 's/^/  /'
