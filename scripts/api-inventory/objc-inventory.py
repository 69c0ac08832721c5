#!/usr/bin/env python3
"""Generates docs/api-inventory/objc-declarations.tsv: the UIKit and Foundation API that SwiftUI
app code calls, which is Objective-C (in the SDK's headers, not its Swift interfaces), as Swift
sees it. `generate.py` merges these rows into inventory.tsv.

What it covers (SELECTION below): `UIApplication.shared` and opening URLs (`open(_:options:
completionHandler:)`, `canOpenURL(_:)`, `openSettingsURLString`, the options' keys), the feedback
generators (`UIFeedbackGenerator`, `UIImpactFeedbackGenerator`, `UINotificationFeedbackGenerator`,
`UISelectionFeedbackGenerator`, with their styles and types), `UITextChecker`, all of
`UserDefaults`, and all of `Bundle` (resources, localisation, the info dictionary). Apple has no
decoding API on `Bundle`: decoding a bundled file is `url(forResource:withExtension:)`, then
`Data(contentsOf:)` and `JSONDecoder` (neither is `Bundle`'s).

Source: the iOS 26.2 SDK (Xcode 26.2) in the public copy github.com/seayou2468-web/maciOS, commit
4e13ea7ff47837e11cad9ba0867013327f717a16 (iPhoneOS26.2.sdk: the headers, module maps and API
notes of UIKit, Foundation and what they import, and the SDK's Swift overlays). Nothing of it is
committed.

How: the compiler's own importer. The Linux toolchain's `swift-symbolgraph-extract` imports the
Objective-C headers for an Apple target (`-target arm64e-apple-ios26.2 -sdk …`) without linking,
so the Swift names (NS_SWIFT_NAME, API notes, omit-needless-words), the bridged types (`String`,
`[String: Any]`, `URL`), the signatures and the iOS availability (API_AVAILABLE, API_DEPRECATED
with its message, API_DEPRECATED_WITH_REPLACEMENT as `renamed:`) are Apple's importer's, not a
reimplementation's. The SDK's subtree is extracted to a scratch directory; the compiler gets a
resource directory of its own holding only the toolchain's `shims`, `clang` and `apinotes` (the
Linux toolchain's `os/` and `dispatch/` headers would shadow the SDK's).

    fetch github:seayou2468-web/maciOS   -> /work/.mirror/seayou2468-web+maciOS/repo
    python3 scripts/api-inventory/objc-inventory.py --sdk-git /work/.mirror/seayou2468-web+maciOS/repo
    python3 scripts/api-inventory/generate.py --sdk-git /work/.mirror/seayou2468-web+maciOS/repo

The first run builds the SDK's module cache (minutes on a loaded machine); `--graphs DIR` reads
symbol graphs already extracted into DIR/<Module>/ instead.

Left out, as generate.py leaves them out: declarations unavailable on iOS or in Swift (Swift 3's
renamed spellings, NS_SWIFT_UNAVAILABLE), names starting with `_`. A member's availability is
its own, else its type's (an Objective-C member often states none of its own).
"""
import argparse
import fnmatch
import importlib.util
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("generate", os.path.join(HERE, "generate.py"))
generate = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(generate)

SDK = generate.SDK
TARGET = "arm64e-apple-ios26.2"
OUT = os.path.join(HERE, "..", "..", "docs", "api-inventory", "objc-declarations.tsv")

# The SDK's parts the importer needs: headers, module maps, API notes, Swift overlays.
# UIKit's headers import UIUtilities, a framework in SubFrameworks (new in the iOS 26 SDK).
SDK_PARTS = ["SDKSettings.json", "SDKSettings.plist", "usr/include", "usr/lib/swift", "System/Library/Frameworks",
             "System/Library/SubFrameworks"]

# module -> type -> (family, which members: "all", or patterns of their names, fnmatch's). A
# type's nested types come with it when its members are "all"; otherwise those the patterns name.
SELECTION = {
    "UIKit": {
        "UIApplication": ("application", ("shared", "open(*", "openURL(*", "canOpenURL(*", "open*SettingsURLString",
                                          "OpenExternalURLOptionsKey")),
        "UIFeedbackGenerator": ("feedback generators", "all"),
        "UIImpactFeedbackGenerator": ("feedback generators", "all"),
        "UINotificationFeedbackGenerator": ("feedback generators", "all"),
        "UISelectionFeedbackGenerator": ("feedback generators", "all"),
        "UITextChecker": ("text checker", "all"),
    },
    "Foundation": {
        "UserDefaults": ("user defaults", "all"),
        "Bundle": ("bundle", "all"),
    },
}

KINDS = {
    "swift.class": "class", "swift.struct": "struct", "swift.enum": "enum", "swift.protocol": "protocol",
    "swift.enum.case": "case", "swift.init": "init", "swift.method": "func", "swift.type.method": "func",
    "swift.func.op": "func", "swift.type.subscript": "subscript", "swift.subscript": "subscript",
    "swift.typealias": "typealias", "swift.associatedtype": "associatedtype",
}
PROPERTY_KINDS = ("swift.property", "swift.type.property")


def extract_sdk(sdk_git, commit, work):
    """The SDK's parts under work/sdk (skipped when already there)."""
    root = os.path.join(work, "sdk")
    if os.path.isdir(os.path.join(root, SDK, "System")):
        return os.path.join(root, SDK)
    os.makedirs(root, exist_ok=True)
    # Linker stubs and documentation are not needed (and some of the copy's blobs are absent: git
    # archive then names one and exits non-zero, having written the rest; a header that is really
    # missing shows as the importer's error).
    archive = subprocess.Popen(["git", "--git-dir", sdk_git, "archive", commit, "--"]
                               + [f"{SDK}/{part}" for part in SDK_PARTS] + [":!*.tbd", ":!*.swiftdoc"],
                               stdout=subprocess.PIPE)
    subprocess.run(["tar", "-x", "-C", root], stdin=archive.stdout, check=True)
    archive.wait()
    return os.path.join(root, SDK)


def resource_dir(toolchain_bin, work):
    """A resource directory with only the toolchain's shims, clang headers and API notes."""
    resources = os.path.join(work, "resources")
    os.makedirs(resources, exist_ok=True)
    library = os.path.join(os.path.dirname(os.path.realpath(os.path.join(toolchain_bin, "swiftc"))), "..", "lib", "swift")
    for part in ("shims", "clang", "apinotes"):
        link = os.path.join(resources, part)
        if not os.path.lexists(link):
            os.symlink(os.path.realpath(os.path.join(library, part)), link)
    return resources


def extract_graphs(toolchain_bin, sdk, resources, work, module):
    output = os.path.join(work, "graphs", module)
    shutil.rmtree(output, ignore_errors=True)
    os.makedirs(output)
    run = subprocess.run([os.path.join(toolchain_bin, "swift-symbolgraph-extract"), "-module-name", module,
                          "-target", TARGET, "-sdk", sdk, "-resource-dir", resources,
                          "-I", os.path.join(resources, "shims"), "-F", os.path.join(sdk, "System/Library/SubFrameworks"),
                          "-module-cache-path", os.path.join(work, "module-cache"),
                          "-output-dir", output, "-minimum-access-level", "public", "-skip-synthesized-members"],
                         capture_output=True, text=True)
    if run.returncode != 0 or not os.path.exists(os.path.join(output, f"{module}.symbols.json")):
        sys.exit(f"swift-symbolgraph-extract failed for {module}:\n{run.stderr[-4000:]}")
    return output


def version_of(v):
    if not v:
        return ""
    text = f"{v.get('major', 0)}.{v.get('minor', 0)}"
    return text + (f".{v['patch']}" if v.get("patch") else "")


def ios_availability(symbol):
    """generate.py's availability dict, from the symbol graph's; None when unavailable."""
    result = {}
    for a in symbol.get("availability") or []:
        domain = a.get("domain")
        if domain == "*" or domain == "Swift":
            if a.get("isUnconditionallyUnavailable") or a.get("obsoleted"):
                return None
            if a.get("isUnconditionallyDeprecated"):
                result.setdefault("deprecated", "0")
            continue
        if domain != "iOS":
            continue
        if a.get("isUnconditionallyUnavailable"):
            return None
        for key in ("introduced", "deprecated", "obsoleted"):
            if a.get(key):
                result[key] = version_of(a[key])
        if a.get("isUnconditionallyDeprecated"):
            result["deprecated"] = "0"
        if a.get("message"):
            result["message"] = a["message"]
        if a.get("renamed"):
            result["renamed"] = a["renamed"]
    return result


def signature_of(symbol):
    text = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
    for accessors in (" { get set }", " { get }", " { set }"):
        if text.endswith(accessors):
            text = text[: -len(accessors)]
    attributes, text = generate.split_attributes(text)
    text = generate.clean_signature(text)
    for word in ("nonisolated ", "dynamic ", "@preconcurrency ", "open ", "public "):
        if text.startswith(word):
            text = text[len(word):]
    return text


def kind_of(symbol, signature):
    identifier = symbol["kind"]["identifier"]
    if identifier in PROPERTY_KINDS:
        return "let" if " let " in f" {signature}" and not signature.startswith("var ") and " var " not in f" {signature}" else "var"
    return KINDS.get(identifier)


def selected(module, path):
    """The family of a symbol's path, or None when the selection leaves it out."""
    types = SELECTION.get(module, {})
    root = path[0]
    if root not in types:
        return None
    family, members = types[root]
    if len(path) == 1 or members == "all":
        return family
    return family if any(fnmatch.fnmatchcase(path[1], pattern) for pattern in members) else None


def rows_of(graph_dir, module):
    rows = []
    for name in sorted(os.listdir(graph_dir)):
        # `Module.symbols.json` is the module's own; `Module@Other.symbols.json` extends others'.
        if name != f"{module}.symbols.json":
            continue
        graph = json.load(open(os.path.join(graph_dir, name), encoding="utf-8"))
        by_path = {}
        for symbol in graph["symbols"]:
            by_path.setdefault(tuple(symbol["pathComponents"]), symbol)
        superclass = {}
        names = {s["identifier"]["precise"]: ".".join(s["pathComponents"]) for s in graph["symbols"]}
        for relation in graph.get("relationships", []):
            if relation["kind"] == "inheritsFrom":
                superclass[relation["source"]] = names.get(relation["target"], relation.get("targetFallback", "").split(".")[-1])
        for symbol in graph["symbols"]:
            path = symbol["pathComponents"]
            family = selected(module, path)
            # A protocol extension's member shown on the conforming type (`::SYNTHESIZED::`) is not
            # the type's own declaration; the interfaces generate.py reads do not print it either.
            if family is None or any(part.startswith("_") for part in path) or "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            availability = {}
            unavailable = False
            for depth in range(1, len(path) + 1):
                owner = symbol if depth == len(path) else by_path.get(tuple(path[:depth]))
                own = ios_availability(owner) if owner else {}
                if own is None:
                    unavailable = True
                    break
                availability = generate.merge_availability(availability, own)
            if unavailable:
                continue
            signature = signature_of(symbol)
            kind = kind_of(symbol, signature)
            if kind is None:
                continue
            if kind == "class" and symbol["identifier"]["precise"] in superclass:
                signature += f" : {superclass[symbol['identifier']['precise']]}"
            message = availability.get("message", "")
            if not message and availability.get("renamed"):
                message = f"renamed: {availability['renamed']}"
            rows.append([module, family, "", kind, ".".join(path[:-1]), path[-1], signature, "",
                         availability.get("introduced", ""), availability.get("deprecated", ""),
                         availability.get("obsoleted", ""), message])
    return rows


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sdk-git", help="git directory of github.com/seayou2468-web/maciOS")
    parser.add_argument("--commit", default=generate.SOURCE_COMMIT)
    parser.add_argument("--toolchain", default=os.path.dirname(shutil.which("swiftc") or "/opt/swift/usr/bin/swiftc"),
                        help="directory of swiftc and swift-symbolgraph-extract")
    parser.add_argument("--work", default="/tmp/objc-inventory", help="scratch directory (the SDK's copy, its module cache)")
    parser.add_argument("--graphs", help="read symbol graphs already extracted into GRAPHS/<Module>/")
    parser.add_argument("--out", default=OUT)
    args = parser.parse_args()
    if not args.graphs and not args.sdk_git:
        parser.error("--sdk-git or --graphs is required")

    rows, graph_dirs = [], {}
    if args.graphs:
        graph_dirs = {module: os.path.join(args.graphs, module) for module in SELECTION}
    else:
        sdk = extract_sdk(args.sdk_git, args.commit, args.work)
        resources = resource_dir(args.toolchain, args.work)
        for module in SELECTION:
            graph_dirs[module] = extract_graphs(args.toolchain, sdk, resources, args.work, module)
    generator = ""
    for module, directory in graph_dirs.items():
        rows += rows_of(directory, module)
        with open(os.path.join(directory, f"{module}.symbols.json"), encoding="utf-8") as f:
            generator = json.load(f)["metadata"]["generator"]

    seen, unique = set(), []
    for row in rows:
        key = (row[0],) + tuple(row[3:8])
        if key not in seen:
            seen.add(key)
            unique.append(row)
    unique.sort(key=lambda r: (r[0], r[4], r[5], r[6]))
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(f"# Generated by scripts/api-inventory/objc-inventory.py from {generate.SOURCE_REPO} at {args.commit} "
                f"({SDK}'s Objective-C headers, imported by {generator}'s swift-symbolgraph-extract for {TARGET}). Do not edit.\n")
        f.write("\t".join(generate.COLUMNS) + "\n")
        for r in unique:
            f.write("\t".join(generate.escape(c) for c in r) + "\n")
    print(f"{len(unique)} declarations -> {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
