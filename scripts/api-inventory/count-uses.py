#!/usr/bin/env python3
"""Counts how often public SwiftUI code uses each name of the API inventory, for ranking what
the model lacks: writes docs/api-inventory/usage.tsv (name, uses, files).

The corpus: public repositories of SwiftUI sample apps and tutorials, read with git at the commits
listed in CORPUS (fetch them with the search tool's `fetch github:OWNER/NAME`, or `git clone`).
Only `.swift` files that import SwiftUI are read; nothing of them is committed, only the counts.

What is counted (UsageCounts in Sources/CourseCheckKit/Surface reads it the same way):
- a member by its base name after a dot: `.padding(`, `.onChange(`, `.bold()`, `.largeTitle`
  (a name written after a dot in code: modifiers, static members, enum cases, properties);
- a type by its name as a whole word: `Text(`, `: Shape`, `[Color]`.
Comments and string literals are left out. Names that are also Swift keywords or common words
of any Swift code (`init`, `map`, `count`, …) are counted all the same: the ranking is a guide.

  python3 scripts/api-inventory/count-uses.py --mirror /work/.mirror
"""
import argparse
import collections
import os
import re
import subprocess
import sys

CORPUS = [
    # (repository, commit, what it is)
    ("twostraws/HackingWithSwift", None, "Hacking with Swift's projects, SwiftUI ones included"),
    ("apple/sample-food-truck", None, "Apple's sample app (WWDC22): SwiftUI, Charts, StoreKit"),
    ("apple/sample-backyard-birds", None, "Apple's sample app (WWDC23): SwiftUI, SwiftData"),
    ("Dimillian/IceCubesApp", None, "a public Mastodon client written in SwiftUI"),
    ("Jinxiansen/SwiftUI", None, "a collection of SwiftUI examples, view by view"),
    ("nalexn/clean-architecture-swiftui", None, "a SwiftUI sample app's architecture"),
]


def strip_comments_and_strings(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", " ", text)
    text = re.sub(r'"""(?:[^"\\]|\\.|"(?!""))*"""', '""', text, flags=re.S)
    text = re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', text)
    return text


def files_of(git_dir, commit):
    names = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "--name-only", commit],
                           capture_output=True, text=True, check=True).stdout.split("\n")
    for name in names:
        if not name.endswith(".swift"):
            continue
        blob = subprocess.run(["git", "--git-dir", git_dir, "show", f"{commit}:{name}"], capture_output=True)
        if blob.returncode == 0:
            yield name, blob.stdout.decode("utf-8", "replace")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--mirror", default="/work/.mirror", help="folder of fetched repositories (OWNER+NAME/repo)")
    parser.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "..", "..", "docs", "api-inventory", "usage.tsv"))
    args = parser.parse_args()

    members, types = collections.Counter(), collections.Counter()
    member_files, type_files = collections.Counter(), collections.Counter()
    header = []
    total_files = 0
    for repository, commit, what in CORPUS:
        git_dir = os.path.join(args.mirror, repository.replace("/", "+"), "repo")
        commit = commit or subprocess.run(["git", "--git-dir", git_dir, "rev-parse", "HEAD"], capture_output=True,
                                          text=True, check=True).stdout.strip()
        count = 0
        for name, text in files_of(git_dir, commit):
            if not re.search(r"^\s*import\s+SwiftUI\b", text, flags=re.M):
                continue
            count += 1
            code = strip_comments_and_strings(text)
            seen_members = collections.Counter(re.findall(r"(?<![A-Za-z0-9_])\.([a-z_][A-Za-z0-9_]*)", code))
            seen_types = collections.Counter(re.findall(r"(?<![A-Za-z0-9_.])([A-Z][A-Za-z0-9_]*)", code))
            members.update(seen_members)
            types.update(seen_types)
            member_files.update(seen_members.keys())
            type_files.update(seen_types.keys())
        total_files += count
        header.append(f"# {repository} at {commit}: {count} files that import SwiftUI ({what})")
    with open(args.out, "w", encoding="utf-8") as out:
        out.write("# Uses of each name in public SwiftUI code, by scripts/api-inventory/count-uses.py.\n")
        out.write(f"# Corpus: {total_files} Swift files that import SwiftUI, from:\n")
        for line in header:
            out.write(line + "\n")
        out.write("# name\tuses\tfiles (a member is .name, a type its name)\n")
        rows = [("." + n, c, member_files[n]) for n, c in members.items() if c >= 2]
        rows += [(n, c, type_files[n]) for n, c in types.items() if c >= 2]
        for name, count, files in sorted(rows, key=lambda r: (-r[1], r[0])):
            out.write(f"{name}\t{count}\t{files}\n")
    print(f"{total_files} files -> {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
