#!/bin/sh
# Two kinds of faults, on the `coursecheck` program that `swift build` made:
# 1. kills: `check`, `record` and `accept` killed at random points, 50 times each by default, on a
#    tiny fixture course, and 2 and 4 checks at once on one cache (Tests/CourseCheckKitTests/Faults);
# 2. the fault corpus: every case of Tests/FaultCorpus (hostile and malformed inputs, each with
#    what the user should get), with the count per class at the end (its README.md).
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
echo "fault test: kills took $(($(date +%s) - start)) s"
start=$(date +%s)
COURSECHECK_FAULT_CORPUS=all swift test --skip-build --filter 'FaultCorpusTests/theWholeCorpus' 2>&1 \
  | grep -E '^fault test' || true
echo "fault test: the corpus took $(($(date +%s) - start)) s"
