#!/usr/bin/env bash
# Prints what checking the course costs, as figures and as ratios to the compiler alone. Figures,
# not a pass/fail test; run it on a quiet machine (it prints the load it ran under).
#
#   scripts/benchmark.sh [--jobs N]        BENCH_SIZES="100 1000" sets the generated courses
#
# 1. cold: a fresh clone of HEAD at a new path, `swift build`, then the whole check with an
#    empty cache (the model kit and every scenario), with what each scenario's compile and run
#    cost (median and maximum, from the check's `--format json`);
# 2. kits cached, scenarios not; 3. warm (nothing changed); 4. one scenario changed;
# 5. the reference: the same compile commands, recorded by the harness (COURSECHECK_COMPILE_LOG),
#    replayed bare with swiftc at the same parallelism; every figure above as a ratio to it;
# 6. a second clone at another path with the same cache: what it rebuilds (nothing, if keys are
#    relocatable);
# 7. the type-checker's worst known pattern (arithmetic in a Text interpolation), timed;
# 8. generated courses of BENCH_SIZES scenarios: cost per scenario and peak memory at each.
set -euo pipefail
cd "$(dirname "$0")/.."
source=$(pwd)
jobs=$(nproc)
if [ "${1:-}" = "--jobs" ]; then jobs=$2; fi
sizes=${BENCH_SIZES:-"100 1000"}
work=$(mktemp -d /tmp/coursecheck-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT
export COURSECHECK_CACHE="$work/cache"

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
# check LABEL [ARGS…]: runs the check in the clone, prints its wall time and --timings line; its
# standard output (the report) is kept in $work/out.
check() {
  local label=$1; shift
  local start end line
  start=$(now)
  (cd "$clone" && "$bin" --jobs "$jobs" --timings "$@" >"$work/out" 2>"$work/err") || true
  end=$(now)
  line=$(grep '^timings:' "$work/err" | sed 's/^timings: //')
  last=$(elapsed "$start" "$end")
  printf '%-34s %7s s   %s\n' "$label" "$last" "$line"
}
# per-scenario: what each scenario's compile and run cost in the last check (its --format json
# report), as median and maximum, with the scenario at the maximum. A scenario's variants (other
# devices, releases) add up.
per_scenario() {
  jq -r '.scenarios[] | select(.variants | length > 0) | [.id, ([.variants[].compileSeconds] | add), ([.variants[].runSeconds] | add)] | @tsv' "$work/out" |
    awk -F'\t' '
      function median(a, n,   i, j, t) {
        for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
        return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
      }
      { n++; c[n] = $2; r[n] = $3
        if ($2 > cmax) { cmax = $2; cid = $1 }
        if ($3 > rmax) { rmax = $3; rid = $1 } }
      END {
        if (n == 0) { print "  per scenario: no report"; exit }
        printf "  per scenario (%d): compile median %.2f s, max %.2f s (%s); run median %.2f s, max %.2f s (%s)\n",
          n, median(c, n), cmax, cid, median(r, n), rmax, rid
      }'
}

echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg) at start; jobs $jobs; $(swiftc --version 2>&1 | head -1)"

# 1. Cold, from a fresh clone.
clone="$work/clone-a"
git clone -q "$source" "$clone"
(cd "$source" && git diff HEAD --quiet) || echo "note: the working tree has uncommitted changes; the clone is of HEAD"
start=$(now); (cd "$clone" && swift build >/dev/null 2>&1); end=$(now)
build=$(elapsed "$start" "$end")
bin="$clone/.build/debug/coursecheck"
printf '%-34s %7s s\n' "swift build (fresh clone)" "$build"
mkdir -p "$work/log"
COURSECHECK_COMPILE_LOG="$work/log" check "cold check (kit + every scenario)" --format json
cold=$last
per_scenario

# 2. Kit cached, scenarios not.
rm -rf "$COURSECHECK_CACHE/scenarios" "$COURSECHECK_CACHE/runs"
check "kit cached, scenarios not"
scenarios=$last
# 3. Warm.
check "warm (nothing changed)"
warm=$last
# 4. One scenario changed.
# The first scenario file (a glob, not `ls | head`: under pipefail, head closing the pipe early
# would end the script).
target=$(cd "$clone" && set -- lessons/*/*.swift && echo "$1")
echo "// changed by scripts/benchmark.sh" >> "$clone/$target"
check "one scenario changed"
one=$last
(cd "$clone" && git checkout -q -- "$target")

# 5. The reference: the recorded compiles, replayed bare at the same parallelism.
compiles=$(ls "$work/log" | wc -l)
start=$(now)
ls -d "$work/log"/*/ | xargs -P "$jobs" -I{} sh "{}compile.sh" >/dev/null 2>&1 || true
end=$(now)
bare=$(elapsed "$start" "$end")
printf '%-34s %7s s   (%s swiftc commands, %s at a time)\n' "bare swiftc (the reference)" "$bare" "$compiles" "$jobs"

# 6. A second clone, another path, the same cache.
clone2="$work/elsewhere/clone-b"
mkdir -p "$(dirname "$clone2")"
git clone -q "$source" "$clone2"
(cd "$clone2" && swift build >/dev/null 2>&1)
start=$(now); (cd "$clone2" && .build/debug/coursecheck --jobs "$jobs" --timings >/dev/null 2>"$work/err2") || true; end=$(now)
printf '%-34s %7s s   %s; %s\n' "second clone, same cache" "$(elapsed "$start" "$end")" \
  "$(grep '^model kit' "$work/err2" || true)" "$(grep '^timings:' "$work/err2" | grep -o 'made-now=[0-9]*')"

# 7. The worst type-checking pattern known in course-like code.
kit=$(set -- "$COURSECHECK_CACHE"/kit/*/ && echo "$1")
tc() {
  local start end
  start=$(now)
  swiftc -typecheck -parse-as-library -module-alias SwiftUI=SwiftUIModel -module-alias UIKit=UIKitModel -I "$kit" \
    -load-plugin-library "$kit/libSwiftUIModelMacros.so" -Xfrontend -import-module -Xfrontend NetworkingModel "$1" >/dev/null 2>&1 || true
  end=$(now)
  elapsed "$start" "$end"
}
printf '%-34s %7s s   (floor, the same with Text(verbatim:): %s s)\n' "type-check: score card" \
  "$(tc scripts/benchmark/score-card.swift)" "$(tc scripts/benchmark/score-card-verbatim.swift)"

echo
echo "ratios to the bare reference ($bare s):"
printf '  kit cached, scenarios compiled and run: %sx   (target <= 1.1)\n' "$(ratio "$scenarios" "$bare")"
printf '  fresh clone, swift build + check:       %sx   of swift build + reference (target <= 1.3)\n' \
  "$(ratio "$(awk -v a="$build" -v b="$cold" 'BEGIN { print a + b }')" "$(awk -v a="$build" -v b="$bare" 'BEGIN { print a + b }')")"
printf '  warm: %s s (target < 1 s); one scenario changed: %s s\n' "$warm" "$one"

# 8. Generated courses: cost per scenario and peak memory.
echo
for size in $sizes; do
  gen="$work/gen-$size"
  git clone -q "$source" "$gen"
  rm -rf "$gen/lessons"/* "$gen/expected"/*
  mkdir -p "$gen/lessons/90-generated" "$gen/expected/90-generated"
  for i in $(seq 1 "$size"); do
    printf "// note: a generated course of %d scenarios\n" "$size" > "$gen/lessons/90-generated/G$i.swift"
    printf '// title: generated %d\n// question: does a card show its number?\n// claims: G90-%d\nimport SwiftUI\n\nstruct ContentView: View {\n    let number = %d\n    var body: some View {\n        VStack(spacing: 8) {\n            Text("Card \\(number)").font(.headline)\n            Text("Seen \\(number * 2) times").foregroundStyle(.secondary)\n        }\n        .padding()\n    }\n}\n' "$i" "$i" "$i" >> "$gen/lessons/90-generated/G$i.swift"
    printf 'claims: G90-%d\n-- screen\nText "Card %d" …\n' "$i" "$i" > "$gen/expected/90-generated/G$i.txt"
  done
  ln -s "$clone/.build" "$gen/.build"
  start=$(now); (cd "$gen" && "$bin" --jobs "$jobs" --timings >/dev/null 2>"$work/errg") || true; end=$(now)
  total=$(elapsed "$start" "$end")
  printf 'generated course of %5d: %7s s, %s s per scenario, %s\n' "$size" "$total" \
    "$(awk -v a="$total" -v n="$size" 'BEGIN { printf "%.3f", a / n }')" "$(grep -o 'harness-peak=[0-9]*MB child-peak=[0-9]*MB' "$work/errg")"
  rm -rf "$gen"
done
echo "load at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
