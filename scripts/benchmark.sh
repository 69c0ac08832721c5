#!/usr/bin/env bash
# Prints how long checking the course takes: cold (an empty cache: the model kit and every
# scenario compiled), warm (nothing changed: every result from the cache), and after touching one
# scenario (one compile). Figures, not a pass/fail test. Usage: scripts/benchmark.sh [--jobs N]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c debug --product coursecheck >/dev/null
bin="$(swift build --show-bin-path)/coursecheck"
cache="$(mktemp -d)"
trap 'rm -rf "$cache"' EXIT
export COURSECHECK_CACHE="$cache"

time_it() { # label, command…
  local label=$1; shift
  local start end summary
  start=$(date +%s.%N)
  summary=$("$@" 2>/dev/null | tail -n 1) || true
  end=$(date +%s.%N)
  awk -v label="$label" -v a="$start" -v b="$end" -v s="$summary" 'BEGIN { printf "%-30s %7.1f s   (%s)\n", label, b - a, s }'
}

echo "cores: $(nproc)   scenario folders and files: $(find lessons -mindepth 2 -maxdepth 2 | grep -v assets | wc -l)"
time_it "cold (kit + every scenario)" "$bin" "$@"
time_it "warm (nothing changed)" "$bin" "$@"
# One scenario changed: append a comment to a copy, check, then restore it.
target=lessons/46-smaller-views-dependencies/E6-twelve-texts.swift
cp "$target" "$cache/saved.swift"
echo "// touched by scripts/benchmark.sh" >> "$target"
time_it "one scenario changed" "$bin" "$@"
cp "$cache/saved.swift" "$target"
