import Foundation

/// The small `sh` script that sets up a sandbox's mounts inside its namespaces and then starts the
/// program as its child (PID 1 ignores signals it has no handler for, so the program must not be
/// PID 1), and exits with its status (128 + N for a signal, as sh(1) reports it).
///
/// `sh -c SCRIPT sh MODE SCRATCH CHECKOUT BINDS SOCKETS PROGRAM ARGS…`:
///
/// - `run`: a `/run` of its own (a tmpfs), with the run's folder bound writable at
///   `Sandbox.workFolder` and each folder it reads bound at its place under `Sandbox.runRoot`
///   (BINDS: `source<TAB>target` lines); private, empty /tmp, /var/tmp and /dev/shm; an empty
///   tmpfs over the folder that holds the run folders of other runs; /dev/null bound over each
///   socket the machine listens on (SOCKETS: one path a line); then every mount read-only but its
///   folder and its private ones.
/// - `compile`: the checkout (CHECKOUT) read-only; its build folder (SCRATCH) writable.
/// - `kit`: nothing read-only.
///
/// It says what it could not do on standard error, on lines that start with `marker`, and `ready`
/// last, right before the program starts: only lines before `ready` are its own (a program's own
/// output cannot pass for them). Where it cannot give a run its `/run` or bind its folders it
/// says `failed: …` and exits 125 without starting the program. It holds no file open for
/// writing: a mount with a file open for writing cannot be made read-only (EBUSY).
enum Supervisor {
    static let script = #"""
        mode=$1; scratch=$2; checkout=$3; binds=$4; sockets=$5; shift 5
        say() { printf '\036coursecheck-sandbox %s\n' "$1" >&2; }
        if [ "$mode" = run ]; then
          cd /run && mount -n -t tmpfs -o mode=755,size=1m coursecheck /run || { say "failed: a /run of its own"; exit 125; }
          while IFS='	' read -r source target; do
            [ -n "$source" ] || continue
            case "$source" in /run/*) source=${source#/run/} ;; esac
            access=ro; [ "$target" = /run/coursecheck/work ] && access=rw
            { mkdir -p "$target" && mount -n -c --bind -o "$access" "$source" "$target"; } 2>/dev/null || { say "failed: binding $target"; exit 125; }
          done <<EOF
        $binds
        EOF
          cd /
          private=
          for d in /tmp /var/tmp /dev/shm; do
            [ -d "$d" ] && [ ! -L "$d" ] || continue
            if mount -n -t tmpfs -o mode=1777,size=64m coursecheck "$d" 2>/dev/null; then private="$private $d"; else say "shared $d"; fi
          done
          parent=${scratch%/*}
          if [ -n "$parent" ] && [ -d "$parent" ]; then
            mount -n -t tmpfs -o ro,mode=755,size=4k coursecheck "$parent" 2>/dev/null || say "visible $parent"
          fi
          while IFS= read -r socket; do
            [ -S "$socket" ] || continue
            mount -n --bind -o ro /dev/null "$socket" 2>/dev/null || say "reachable $socket"
          done <<EOF
        $sockets
        EOF
          for mp in $(awk '$6 !~ /^ro/ {print $5}' /proc/self/mountinfo | sort -u); do
            case " $private /run/coursecheck/work " in *" $mp "*) continue ;; esac
            [ -e "$mp" ] || continue
            mount -n -o remount,bind,ro "$mp" 2>/dev/null || say "writable $mp"
          done
          cd /run/coursecheck/work || { say "failed: entering its folder"; exit 125; }
        else
          if [ "$mode" = compile ]; then
            { mount -n --bind "$checkout" "$checkout" && mount -n -o remount,bind,ro "$checkout"; } 2>/dev/null || say "writable $checkout"
          fi
          { mount -n --bind "$scratch" "$scratch" && mount -n -o remount,bind,rw "$scratch"; } 2>/dev/null || say "unwritable $scratch"
          cd "$scratch" || { say "failed: entering its folder"; exit 125; }
        fi
        say ready
        unset OLDPWD PWD
        "$@" &
        wait $!
        exit $?
        """#

    /// What starts the supervisor's own lines on standard error.
    static let marker = "\u{1E}coursecheck-sandbox "
    /// Its last line, right before the program starts.
    static let readyLine = marker + "ready"
    /// Its status when it could not set the sandbox up.
    static let setupFailed: Int32 = 125

    /// The arguments after `sh -c SCRIPT`.
    static func arguments(mode: String, scratch: String, checkout: String = "", binds: [(String, String)] = [], sockets: [String] = []) -> [String] {
        ["sh", mode, scratch, checkout, binds.map { "\($0.0)\t\($0.1)" }.joined(separator: "\n"), sockets.joined(separator: "\n")]
    }

    /// What it said before `ready`, and the program's own standard error after it.
    struct Said {
        var lines: [String] = []
        var ready = false
        var programStandardError = ""
    }

    static func read(_ standardError: String) -> Said {
        var said = Said()
        guard let range = standardError.range(of: readyLine + "\n") ?? standardError.range(of: readyLine) else {
            said.lines = ownLines(standardError)
            said.programStandardError = standardError.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix(marker) }.joined(separator: "\n")
            return said
        }
        said.ready = true
        said.lines = ownLines(String(standardError[..<range.lowerBound]))
        said.programStandardError = String(standardError[range.upperBound...])
        return said
    }

    /// What one of its lines says the run lacks: the part of the isolation, the report's words
    /// for what was refused, and why the part is missing.
    static func lack(_ line: String) -> (part: Isolation.Part, refused: String, why: String)? {
        let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        let detail = parts[1]
        switch parts[0] {
        case "writable", "unwritable": return (.readOnly, "a read-only mount (\(line))", "\(detail) could not be made read-only")
        case "shared": return (.privateTmp, "a private \(detail)", "\(detail) could not be made private")
        case "visible": return (.separateRuns, "hiding other runs' folders (\(detail))", "\(detail), which holds other runs' folders, could not be hidden")
        case "reachable": return (.hiddenSockets, "hiding the socket \(detail)", "the socket \(detail) could not be hidden")
        default: return nil
        }
    }

    private static func ownLines(_ text: String) -> [String] {
        text.split(separator: "\n").filter { $0.hasPrefix(marker) }.map { String($0.dropFirst(marker.count)) }
    }
}
