#!/usr/bin/env bash
# Runs scenarios again and again under load, and counts how often each one's verdict differs from
# its first: a scenario that ends by a time or resource limit must end the same way on a loaded
# machine (issue 19, "No flaky scenario"). Too slow for `swift test` (each round runs its scenarios
# anew), so it is a script.
#
#   scripts/flake-test.sh [ROUNDS] [FILTER…]      default: 20 rounds of C88-4 and C88-5
#   FLAKE_LOAD=N                                   busy loops started beside them (default: one per
#                                                  core but one, so that every other core is busy)
#   FLAKE_USER=UID                                 as root: check as this user instead (the sandbox
#                                                  of a harness that is not root: a user namespace)
#
# Every round forgets the selected scenarios' cached runs (not their compiles), so each round runs
# them; it uses a cache of its own (.build/flake-cache) so that it never disturbs another check's.
# Prints each round's verdicts and run times, then the count of passes per scenario; exits 1 when
# a scenario did not pass every round.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-20}
shift || true
filters=("$@")
if [ ${#filters[@]} -eq 0 ]; then filters=(C88-4 C88-5); fi
load=${FLAKE_LOAD:-$(( $(nproc) > 1 ? $(nproc) - 1 : 1 ))}
export COURSECHECK_CACHE=${COURSECHECK_CACHE:-$(pwd)/.build/flake-cache}
bin=.build/debug/coursecheck
swift build --product coursecheck >/dev/null
check=("$bin")
if [ -n "${FLAKE_USER:-}" ]; then
  # A home and a cache of that user's own, which it can write.
  home=$(mktemp -d /tmp/flake-home.XXXXXX)
  chown "$FLAKE_USER" "$home"
  export HOME=$home COURSECHECK_CACHE=$home/cache
  check=(setpriv --reuid "$FLAKE_USER" --regid "$FLAKE_USER" --clear-groups -- "$bin")
fi

busy=()
stop_load() {
  for pid in "${busy[@]}"; do kill "$pid" 2>/dev/null || true; done
  if [ -n "${home:-}" ]; then rm -rf "$home"; fi
}
trap stop_load EXIT

# The compiles first (and the model kit, the first time), without load: they are not what is measured.
"${check[@]}" "${filters[@]}" --jobs 2 >/dev/null 2>&1 || true
for _ in $(seq 1 "$load"); do
  sh -c 'while :; do :; done' &
  busy+=($!)
done
echo "flake test: $rounds rounds of ${filters[*]} beside $load busy loops${FLAKE_USER:+ as user $FLAKE_USER}; $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg) at start"

declare -A passes=()
declare -A slowest=()
for round in $(seq 1 "$rounds"); do
  rm -rf "$COURSECHECK_CACHE/runs"
  out=$("${check[@]}" "${filters[@]}" --jobs 2 --verbose 2>&1 || true)
  line="round $round:"
  # `━━ 88-hardening/C88-4-fork-bomb · … ━━ PASS` and, under it, `── pass (compiled in …, ran in 2.31 s)`.
  while IFS= read -r header; do
    id=$(sed -E 's/^━━ [^/]+\/([^ ]+) .*/\1/' <<<"$header" | cut -d- -f1-2)
    verdict=${header##* }
    ran=$(awk -v h="$header" '$0 == h { found = 1; next } found && /ran in/ { sub(/.*ran in /, ""); sub(/ s\).*/, ""); print; exit }' <<<"$out")
    line="$line $id ${verdict,,} ${ran:-?} s;"
    if [ "$verdict" = PASS ]; then passes[$id]=$(( ${passes[$id]:-0} + 1 )); else passes[$id]=${passes[$id]:-0}; fi
    if awk -v a="${ran:-0}" -v b="${slowest[$id]:-0}" 'BEGIN { exit !(a > b) }'; then slowest[$id]=$ran; fi
    if [ "$verdict" != PASS ]; then
      awk -v h="$header" '$0 == h { found = 1; next } found && /^━━/ { exit } found' <<<"$out" | grep -E 'stopped|claimed|problems' | sed 's/^/    /' || true
    fi
  done < <(grep -E '^━━ ' <<<"$out")
  echo "$line"
done
status=0
for id in $(printf '%s\n' "${!passes[@]}" | sort); do
  echo "$id: passed ${passes[$id]} of $rounds rounds; slowest run ${slowest[$id]:-?} s"
  if [ "${passes[$id]}" -ne "$rounds" ]; then status=1; fi
done
echo "load at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
exit $status
