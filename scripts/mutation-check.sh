#!/usr/bin/env bash
# Checks that tests can fail: for each mutation in the list, breaks the rule a test is about (one
# literal edit of a model or harness source), builds, runs the named tests, and restores the file.
# A mutation is "killed" when the tests fail, "survived" when they pass (the tests do not see the
# rule), "not applied" when its text is not in the file (the list is out of date).
#
#   scripts/mutation-check.sh [LIST]        LIST defaults to scripts/mutations.tsv
#
# Each line of the list: FILE<TAB>TEXT<TAB>REPLACEMENT<TAB>TEST-FILTER<TAB>THE RULE IT BREAKS
# (`#` starts a comment line; `\n` in TEXT or REPLACEMENT is a line break; no field may be empty:
# `read` takes consecutive tabs for one). The sources are
# changed in place and restored from git: run it on a clean checkout (a clone is best, since each
# mutation costs a build).
set -euo pipefail
cd "$(dirname "$0")/.."
list=${1:-scripts/mutations.tsv}
git diff --quiet -- Sources Tests || { echo "mutation-check: Sources or Tests has uncommitted changes; commit them or use a clone"; exit 2; }
work=$(mktemp -d)
trap 'git checkout -q -- Sources Tests; rm -rf "$work"' EXIT

killed=0; survived=0; unapplied=0; unbuilt=0; number=0
while IFS=$'\t' read -r file text replacement filter rule; do
  case "$file" in ''|'#'*) continue ;; esac
  number=$((number + 1))
  printf '%2d. %s\n    %s: ' "$number" "$rule" "$file"
  TEXT=$text REPLACEMENT=$replacement perl -0pi -e '
    my ($t, $r) = ($ENV{TEXT}, $ENV{REPLACEMENT}); s/\\n/\n/g for ($t, $r);
    $count = s/\Q$t\E/$r/; END { exit($count ? 0 : 3) }' "$file" || {
    echo "NOT APPLIED (the text is not in the file)"; unapplied=$((unapplied + 1)); continue; }
  if ! swift build --build-tests >"$work/build.log" 2>&1; then
    echo "does not build (not a test of the tests)"; unbuilt=$((unbuilt + 1))
  elif swift test --skip-build --filter "$filter" >"$work/test.log" 2>&1; then
    echo "SURVIVED: $filter passes with the rule broken"; survived=$((survived + 1))
  else
    echo "killed ($(grep -cE '^✘ Test .* recorded an issue' "$work/test.log" || true) issues in $filter)"; killed=$((killed + 1))
  fi
  git checkout -q -- "$file"
done < "$list"

echo "mutation-check: $number mutations: $killed killed, $survived survived, $unapplied not applied, $unbuilt not built"
[ "$survived" -eq 0 ] && [ "$unapplied" -eq 0 ]
