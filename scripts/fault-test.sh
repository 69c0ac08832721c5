#!/bin/sh
# Kills `check`, `record` and `accept` at random points, 50 times each by default, on a tiny
# fixture course, and runs 2 and 4 checks at once on one cache (Tests/CourseCheckKitTests/Faults).
# Usage: scripts/fault-test.sh [KILLS] [SEED]
# Needs `swift build --build-tests` (the tests drive the coursecheck program beside them).
set -e
cd "$(dirname "$0")/.."
kills=${1:-50}
seed=${2:-$(date +%s)}
echo "fault test: $kills kills of each command, seed $seed"
swift build --build-tests >/dev/null
start=$(date +%s)
COURSECHECK_FAULT_KILLS=$kills COURSECHECK_FAULT_SEED=$seed \
  swift test --skip-build --filter 'KillTests|ConcurrentRunTests' 2>&1 \
  | grep -E 'fault test|✘|Suite .*(passed|failed)|Expectation failed' || true
echo "fault test: $(($(date +%s) - start)) s"
