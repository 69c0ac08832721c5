#!/usr/bin/env bash
# The compiler's time per scenario, this checkout against another (an earlier commit's clone):
# every compile of the course recorded in each (COURSECHECK_COMPILE_LOG), paired by the scenario's
# files, and replayed alternately, the other's then this one's, ROUNDS times. Each replay is timed
# by its CPU time (user + system), which other load barely changes, and alternating spreads what
# load remains over both sides alike. Prints each side's median and sum, their ratio, and the
# pairs that changed most: the figure to watch as the model's surface grows.
#
#   scripts/compile-times-compare.sh OTHER_CHECKOUT [ROUNDS] [FILTER…]
#
# Every pair is a scenario compiled alike on both sides; the key has no repeats, so each pair is
# replayed once a round. OTHER_CHECKOUT is a built clone (`git clone -q . /tmp/old && git -C /tmp/old checkout REV`);
# each side's kit is built by its own `swift run coursecheck` if its cache lacks it.
set -euo pipefail
cd "$(dirname "$0")/.."
here=$(pwd)
other=$(cd "${1:?usage: scripts/compile-times-compare.sh OTHER_CHECKOUT [ROUNDS] [FILTER…]}" && pwd)
rounds=${2:-3}
shift $(( $# >= 2 ? 2 : 1 ))
# COMPARE_WORK=DIR keeps the recorded compiles in DIR (and reuses them if DIR has them).
if [ -n "${COMPARE_WORK:-}" ]; then work=$COMPARE_WORK; mkdir -p "$work"; else
  work=$(mktemp -d /tmp/coursecheck-compile-compare.XXXXXX); trap 'rm -rf "$work"' EXIT; fi
echo "load: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores; $rounds rounds"
# record SIDE CHECKOUT: the side's compiles, with a scenario cache of their own (kits kept).
record() {
  local side=$1 checkout=$2 kits
  shift 2
  kits="$checkout/.build/coursecheck"
  mkdir -p "$work/$side-cache"
  if [ -d "$kits/kit" ]; then cp -r "$kits/kit" "$kits/kit-keys" "$work/$side-cache/" 2>/dev/null || true; fi
  (cd "$checkout" && swift build >/dev/null && COURSECHECK_CACHE="$work/$side-cache" COURSECHECK_COMPILE_LOG="$work/$side-log" \
     swift run coursecheck "$@" >/dev/null 2>&1) || true
  for dir in "$work/$side-log"/*/; do
    # The pair's name: the scenario's own files, without the harness's driver, and a digest of
    # their text and of the compile command with this side's paths and kit taken out (a scenario
    # compiled for two releases, or two lessons' ContentView.swift, are two pairs; a compile the
    # harness made twice alike is one).
    files=$(ls "$dir" | grep '\.swift$' | grep -v -e CourseCheckDriver -e GeneratedAssetSymbols | tr '\n' ' ')
    [ -n "$files" ] || continue
    digest=$( { (cd "$dir" && cat $files CourseCheckDriver.swift 2>/dev/null); sed -e "s#$work/$side-[a-z]*##g" -e 's#[0-9a-f]\{64\}##g' "$dir/compile.sh"; } | md5sum | cut -c1-12)
    printf '%s%s\t%s\n' "$files" "$digest" "$dir"
  done | sort -t "$(printf '\t')" -k1,1 -u > "$work/$side.list"
}
[ -s "$work/old.list" ] || record old "$other" "$@"
[ -s "$work/new.list" ] || record new "$here" "$@"
join -t $'\t' "$work/old.list" "$work/new.list" > "$work/pairs"
echo "$(wc -l < "$work/pairs") compiles paired ($(wc -l < "$work/old.list") old, $(wc -l < "$work/new.list") new)"
cpu() { /usr/bin/time -f '%U %S' -o "$work/one" sh "$1/compile.sh" >/dev/null 2>&1 || true; tail -1 "$work/one" | awk '{ printf "%.2f", $1 + $2 }'; }
for round in $(seq "$rounds"); do
  while IFS=$'\t' read -r key old new; do
    printf '%s\t%s\t%s\n' "$key" "$(cpu "$old")" "$(cpu "$new")"
  done < "$work/pairs"
done > "$work/times"
# Per pair, the median of its rounds; then each side's median and sum over the pairs.
sort -t $'\t' -k1,1 "$work/times" | awk -F'\t' '
  function median(list, n,   sorted, i, j, t) {
    for (i = 1; i <= n; i++) sorted[i] = list[i]
    for (i = 2; i <= n; i++) { t = sorted[i]; for (j = i - 1; j >= 1 && sorted[j] > t; j--) sorted[j + 1] = sorted[j]; sorted[j + 1] = t }
    return (n % 2) ? sorted[(n + 1) / 2] : (sorted[n / 2] + sorted[n / 2 + 1]) / 2
  }
  function flush() { if (key != "") printf "%.2f\t%.2f\t%s\n", median(olds, n), median(news, n), key }
  $1 != key { flush(); key = $1; n = 0 }
  { n++; olds[n] = $2; news[n] = $3 }
  END { flush() }' > "$work/medians"
awk -F'\t' '{ print $1 }' "$work/medians" | sort -n > "$work/old.sorted"
awk -F'\t' '{ print $2 }' "$work/medians" | sort -n > "$work/new.sorted"
stat() { awk '{ t[NR] = $1; sum += $1 } END { m = (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2; printf "median %.2f s, sum %.1f s", m, sum }' "$1"; }
echo "other ($(git -C "$other" log -1 --format=%h)): $(stat "$work/old.sorted")"
echo "this  ($(git log -1 --format=%h)$(git diff --quiet HEAD -- Sources || echo '+changes')): $(stat "$work/new.sorted")"
awk '{ s += $1 } END { printf "%.1f", s }' "$work/old.sorted" > "$work/o"; awk '{ s += $1 } END { printf "%.1f", s }' "$work/new.sorted" > "$work/n"
awk -v o="$(cat "$work/o")" -v n="$(cat "$work/n")" 'BEGIN { if (o > 0) printf "ratio this/other (sums of CPU time): %.3f\n", n / o }'
echo "changed most (old s, new s, files):"
awk -F'\t' '{ d = $2 - $1; printf "%.2f\t%s\t%s\t%s\n", (d < 0 ? -d : d), $1, $2, $3 }' "$work/medians" | sort -rn | head -8 | cut -f2- | sed 's/^/  /'
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
