#!/usr/bin/env python3
"""Generates Sources/SwiftUIModel/Images/SymbolData.swift, the model's SF Symbols catalog, from two
public copies of the SF Symbols app's own data files.

1. SFSafeSymbols (MIT licence, (c) 2021 SFSafeSymbols), its copies of the app's data through
   SF Symbols 5.2 (iOS 17.2), in SymbolsGenerator/Sources/SymbolsGenerator/Resources/:
     name_availability.plist   every public symbol name with the SF Symbols release ("2019",
                               "2020.1", ...) that introduced it, and each release's iOS version
                               ("year_to_release");
     name_aliases.strings      old name -> its newer name (both resolve on iOS);
     legacy_aliases.strings    names from before the first release -> the released name;
     layerset_availability.plist
                               per symbol, the release from which it has a hierarchical /
                               multicolor layer set.
   Pinned: github.com/SFSafeSymbols/SFSafeSymbols at ba8ff2b89729be225d5b9fd5802447f2809fae64
   (2024-02-21; symbol_names.txt "Updated on January 26 2024").

2. SFSymbolKit (MIT licence, (c) 2025 LiYanan2004), generated on macOS 26.3 from the system's
   SFSymbols.framework (CoreGlyphs.bundle's symbol_order.plist, name_availability.plist and
   symbol_categories.plist): every current public name through SF Symbols 7.1 (iOS 26.1), one
   file per release, `Sources/SFSymbolKit/SF Symbols/SFSymbols.<release>.swift`, each with the
   release's `@available(iOS x.y, ...)` and, per name, its categories. Only the names, the
   releases and the `multicolor` category are read; none of its code is copied.
   Pinned: github.com/LiYanan2004/SFSymbolKit at 1837916b887f4c95b713b0558e914aa15e1e6cb3
   (2026-03-22, "Re-run update symbols script on macOS 26.3").

How the two combine:
- A name's release is SFSafeSymbols' where it has one (the two agree on every name they share),
  otherwise SFSymbolKit's.
- SFSymbolKit lists only current names, from symbol_order.plist. A name SFSafeSymbols has and
  SFSymbolKit lacks is either a localized variant (`.ar`, `.hi`, ...: not in the symbol order) or a
  name SF Symbols 6 or 7 renamed (`doc` -> `document`, `mic` -> `microphone`): Apple keeps a
  renamed name resolving (the name_aliases table), so the old name keeps its own release and the
  new name has the release that introduced it.
- Aliases (old names with no release of their own) come from SFSafeSymbols' tables; no public
  copy of a newer name_aliases.strings was found.
- Multicolor: SFSafeSymbols' layer-set releases; for a name only SFSymbolKit has, the
  `multicolor` category, from the name's own release (on the names both sources share, the
  category and the layer-set table agree for 91%).

Usage: scripts/sf-symbols/generate.py <SFSafeSymbols git dir> <commit> <SFSymbolKit git dir> <commit>
Each repository is read with `git show <commit>:<path>`; the commits are written into the output.
"""
import plistlib
import re
import subprocess
import sys
from collections import defaultdict

SAFE_RES = "SymbolsGenerator/Sources/SymbolsGenerator/Resources/"
KIT_DIR = "Sources/SFSymbolKit/SF Symbols/"


def git(repo, *args):
    return subprocess.run(["git", "--git-dir", repo, *args], check=True, capture_output=True).stdout


def show(repo, commit, path):
    return git(repo, "show", f"{commit}:{path}")


def strings_file(data):
    if data.startswith(b"bplist"):
        return plistlib.loads(data)
    result = {}
    for line in data.decode().splitlines():
        line = line.strip()
        if line.startswith('"') and "=" in line:
            left, right = line.rstrip(";").split("=", 1)
            result[left.strip().strip('"')] = right.strip().strip('"')
    return result


def version_key(v):
    return tuple(int(p) for p in v.split("."))


def read_safe(repo, commit):
    availability = plistlib.loads(show(repo, commit, SAFE_RES + "name_availability.plist"))
    releases = availability["year_to_release"]
    names = {name: releases[release]["iOS"] for name, release in availability["symbols"].items()}
    aliases = {**strings_file(show(repo, commit, SAFE_RES + "name_aliases.strings")),
               **strings_file(show(repo, commit, SAFE_RES + "legacy_aliases.strings"))}
    layersets = plistlib.loads(show(repo, commit, SAFE_RES + "layerset_availability.plist"))["symbols"]
    multicolor = {name: releases[sets["multicolor"]]["iOS"]
                  for name, sets in layersets.items() if "multicolor" in sets and name in names}
    return names, aliases, multicolor


SYMBOL = re.compile(r'((?:[ \t]*///[^\n]*\n)*)[ \t]*static public let \S+ = SFSymbol\(identifier: "([^"]+)"\)')


def read_kit(repo, commit):
    """Each public name with the iOS release of its file, and the names in the `multicolor` category."""
    files = git(repo, "ls-tree", "-r", "--name-only", "-z", commit, KIT_DIR).decode().split("\0")
    names, multicolor = {}, set()
    for path in filter(None, files):
        text = show(repo, commit, path).decode()
        ios = re.search(r"@available\(iOS ([\d.]+)", text).group(1)
        found = SYMBOL.findall(text)
        if len(found) != text.count("SFSymbol(identifier:"):
            sys.exit(f"{path}: read {len(found)} of {text.count('SFSymbol(identifier:')} names")
        for comment, name in found:
            names[name] = ios
            categories = re.search(r"- categories:\n((?:[ \t]*///   - `[^`]+`\n)*)", comment)
            if categories and "`multicolor`" in categories.group(1):
                multicolor.add(name)
    return names, multicolor


def wrapped(words, width):
    return [" ".join(words[i:i + width]) for i in range(0, len(words), width)]


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    safe_repo, safe_commit, kit_repo, kit_commit = sys.argv[1:]
    safe_commit = git(safe_repo, "rev-parse", safe_commit).decode().strip()
    kit_commit = git(kit_repo, "rev-parse", kit_commit).decode().strip()
    safe_names, aliases, multicolor = read_safe(safe_repo, safe_commit)
    kit_names, kit_multicolor = read_kit(kit_repo, kit_commit)

    disagreeing = [n for n in safe_names if n in kit_names and safe_names[n] != kit_names[n]]
    if disagreeing:
        sys.exit(f"the sources disagree on the release of {len(disagreeing)} names, e.g. {disagreeing[:5]}")

    symbols = {**kit_names, **safe_names}
    for name in kit_names:
        if name not in safe_names and name in kit_multicolor:
            multicolor[name] = kit_names[name]

    by_ios = defaultdict(list)
    for name, ios in symbols.items():
        by_ios[ios].append(name)

    # Aliases whose old name has no availability of its own resolve as their target does.
    alias_lines = [f"{old}>{new}" for old, new in sorted(aliases.items()) if old not in symbols and new in symbols]

    multicolor_by_ios = defaultdict(list)
    for name, ios in multicolor.items():
        multicolor_by_ios[ios].append(name)

    new_names = len(symbols) - len(safe_names)
    out = [
        "// Generated by scripts/sf-symbols/generate.py: do not edit.",
        "// Sources: the SF Symbols app's data files, as copied by",
        "// - github.com/SFSafeSymbols/SFSafeSymbols at " + safe_commit + " (MIT licence,",
        "//   (c) 2021 SFSafeSymbols), SymbolsGenerator/Sources/SymbolsGenerator/Resources: name_availability.plist,",
        "//   name_aliases.strings, legacy_aliases.strings and layerset_availability.plist (through iOS 17.2);",
        "// - github.com/LiYanan2004/SFSymbolKit at " + kit_commit + " (MIT licence,",
        "//   (c) 2025 LiYanan2004), Sources/SFSymbolKit/SF Symbols: each current name with its release and",
        "//   categories, generated on macOS 26.3 (through iOS 26.1).",
        f"// {len(symbols)} names ({new_names} from SFSymbolKit only), {len(alias_lines)} aliases.",
        "",
        "extension SymbolCatalog {",
        "    /// `@<iOS version>` starts the names that release introduced; `=aliases` the `old>new` pairs;",
        "    /// `=multicolor` then `@<iOS version>` the names with a multicolor layer set from that release.",
        '    static let data = #"""',
    ]
    for version in sorted(by_ios, key=version_key):
        out.append("@" + version)
        out.extend(wrapped(sorted(by_ios[version]), 12))
    out.append("=aliases")
    out.extend(wrapped(alias_lines, 8))
    out.append("=multicolor")
    for version in sorted(multicolor_by_ios, key=version_key):
        out.append("@" + version)
        out.extend(wrapped(sorted(multicolor_by_ios[version]), 12))
    out.append('"""#')
    out.append("}")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
