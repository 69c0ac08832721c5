#!/usr/bin/env bash
# Fails when the project's own build prints a warning that is not on the allow-list
# (scripts/allowed-warnings.txt, where each unavoidable warning has its reason).
#
#   scripts/check-warnings.sh BUILD-LOG    checks the output of `swift build --build-tests`
#   scripts/check-warnings.sh              builds (`swift build --build-tests`) and checks that
#
# An incremental build prints only the warnings of what it recompiles: the complete answer is a
# clean build's log, which .ci/run captures and passes here.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
allowed=scripts/allowed-warnings.txt

if [ $# -ge 1 ]; then
  log=$1
else
  log=$(mktemp)
  log_made=1
  swift build --build-tests >"$log" 2>&1 || { cat "$log"; exit 1; }
fi

# Each warning once: the compiler repeats a warning in every job that sees its declaration, and
# draws it again in its excerpt of the source (the lines that start with `|`).
# Paths are made relative to the checkout (the log may come from a clone elsewhere).
warnings=$(grep -E ': warning: ' "$log" | grep -vE '^[[:space:]]*[|`]' | sed -E "s#^$root/##; s#^/([^:]*/)?(Sources|Tests)/#\2/#" | sort -u || true)
patterns=$(mktemp)
trap 'rm -f "$patterns" ${log_made:+"$log"}' EXIT
grep -E '^pattern: ' "$allowed" | sed 's/^pattern: //' >"$patterns"

unexpected=0
allowedCount=0
while IFS= read -r warning; do
  [ -z "$warning" ] && continue
  if [ -s "$patterns" ] && printf '%s\n' "$warning" | grep -Eq -f "$patterns"; then
    allowedCount=$((allowedCount + 1))
  else
    echo "warning not on the allow-list ($allowed): $warning"
    unexpected=$((unexpected + 1))
  fi
done <<< "$warnings"

if [ "$unexpected" -gt 0 ]; then
  echo "check-warnings: $unexpected warning(s) to fix (or, if the compiler leaves no way around one, to allow in $allowed with the reason)"
  exit 1
fi
echo "check-warnings: no warning outside the allow-list ($allowedCount allowed)"
