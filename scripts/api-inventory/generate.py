#!/usr/bin/env python3
"""Generates docs/api-inventory/inventory.tsv: every public declaration of SwiftUI (with
SwiftUICore), Combine, Observation, SwiftData, Charts and MapKit's SwiftUI layer, with its
signature and its iOS availability, read from the SDK's own module interfaces.

Source (public copies of Apple's iOS SDK, read with git; nothing of them is committed):

  github.com/seayou2468-web/maciOS  commit 4e13ea7ff47837e11cad9ba0867013327f717a16
      iPhoneOS26.2.sdk/…/<Module>.swiftmodule/arm64e-apple-ios.swiftinterface   (Xcode 26.2)
  github.com/danpashin/sdks          one commit per SDK, iOS 13.0 … 17.4 (tags v13.0 …)
      System/Library/Frameworks/SwiftUI.framework/…/arm64e-apple-ios.swiftinterface

The iOS 26.2 interfaces carry every declaration's whole history in its `@available`
attributes (introduced, deprecated with message, obsoleted), so they alone give the
availability for iOS 13 through 26.2. The older SDKs are read only to check that (`--check`):
a declaration that an older SDK has and 26.2 lacks was removed, and is listed.
The iOS 27.0 SDK's interfaces exist publicly (github.com/xybp888/iOS-SDKs, commit
ad607cb07fe4ad1c9b91cf970bd228c2a9253207, iPhoneOS27.0.sdk/…) but that repository is too
large to fetch whole here, so iOS 27 additions are not in this table.

How to get the sources (the search tool's `fetch`, or `git clone`):
  fetch github:seayou2468-web/maciOS   -> /work/.mirror/seayou2468-web+maciOS/repo
  fetch github:danpashin/sdks          -> /work/.mirror/danpashin+sdks/repo
Then:
  python3 scripts/api-inventory/generate.py \
      --sdk-git /work/.mirror/seayou2468-web+maciOS/repo [--check /work/.mirror/danpashin+sdks/repo]

Only facts of the API are written (names, signatures, availability, deprecation messages);
no documentation text. One declaration per line; see docs/api-inventory/README.md.
"""
import argparse
import os
import re
import subprocess
import sys

SOURCE_REPO = "github.com/seayou2468-web/maciOS"
SOURCE_COMMIT = "4e13ea7ff47837e11cad9ba0867013327f717a16"
SDK = "iPhoneOS26.2.sdk"

# (module as apps import it, path of its interface inside the SDK)
MODULES = [
    ("SwiftUI", "System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule"),
    ("SwiftUI", "System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule"),
    ("SwiftUI", "System/Library/Frameworks/DeveloperToolsSupport.framework/Modules/DeveloperToolsSupport.swiftmodule"),
    ("Combine", "System/Library/Frameworks/Combine.framework/Modules/Combine.swiftmodule"),
    ("Observation", "usr/lib/swift/Observation.swiftmodule"),
    ("SwiftData", "System/Library/Frameworks/SwiftData.framework/Modules/SwiftData.swiftmodule"),
    ("SwiftData", "System/Library/Frameworks/_SwiftData_SwiftUI.framework/Modules/_SwiftData_SwiftUI.swiftmodule"),
    ("Charts", "System/Library/Frameworks/Charts.framework/Modules/Charts.swiftmodule"),
    ("MapKit", "System/Library/Frameworks/_MapKit_SwiftUI.framework/Modules/_MapKit_SwiftUI.swiftmodule"),
    ("PhotosUI", "System/Library/Frameworks/_PhotosUI_SwiftUI.framework/Modules/_PhotosUI_SwiftUI.swiftmodule"),
    ("AVKit", "System/Library/Frameworks/_AVKit_SwiftUI.framework/Modules/_AVKit_SwiftUI.swiftmodule"),
    ("StoreKit", "System/Library/Frameworks/_StoreKit_SwiftUI.framework/Modules/_StoreKit_SwiftUI.swiftmodule"),
    ("CoreML", "System/Library/Frameworks/CoreML.framework/Modules/CoreML.swiftmodule"),
]
INTERFACE = "arm64e-apple-ios.swiftinterface"

# Module names stripped from types: a signature reads as code that imports SwiftUI writes it.
QUALIFIERS = re.compile(r"\b(?:SwiftUICore|SwiftUI|Swift|Foundation|CoreFoundation|CoreGraphics|_Concurrency|Combine|"
                        r"Observation|SwiftData|DeveloperToolsSupport|UIKit|Charts|MapKit|_MapKit_SwiftUI|_SwiftData_SwiftUI|"
                        r"_PhotosUI_SwiftUI|_AVKit_SwiftUI|_StoreKit_SwiftUI|PhotosUI|AVKit|StoreKit|CoreML|CoreTransferable|"
                        r"Accessibility|Symbols|UniformTypeIdentifiers|CoreData|os|OSLog|Dispatch|ObjectiveC|QuartzCore|"
                        r"CoreText|CoreImage|CoreLocation|AVFoundation|Spatial|_StringProcessing|Darwin)\.(?=[A-Za-z_])")

DECL_KEYWORDS = ("struct", "class", "enum", "protocol", "actor", "extension", "func", "init", "var", "let",
                 "subscript", "typealias", "associatedtype", "case", "macro", "deinit")
TYPE_KEYWORDS = ("struct", "class", "enum", "protocol", "actor")
MODIFIERS = {"public", "open", "final", "static", "class", "nonisolated", "mutating", "nonmutating", "override",
             "required", "convenience", "dynamic", "indirect", "optional", "lazy", "weak", "unowned", "consuming",
             "borrowing", "__consuming", "prefix", "postfix", "infix", "distributed", "isolated", "package"}


def git_show(git_dir, commit, path):
    return subprocess.run(["git", "--git-dir", git_dir, "show", f"{commit}:{path}"], check=True,
                          capture_output=True).stdout.decode("utf-8")


# ---------------------------------------------------------------------------------------------
# Reading an interface: statements (attributes + declaration) with their nesting.

def strip_conditionals(text):
    """Keeps the first branch of every `#if`: interfaces repeat a declaration under `#else`."""
    out, stack = [], []  # stack of "this branch is kept"
    for line in text.split("\n"):
        s = line.strip()
        if s.startswith("#if"):
            stack.append(all(stack))
            continue
        if s.startswith("#else") or s.startswith("#elseif"):
            if stack:
                stack[-1] = False
            continue
        if s.startswith("#endif"):
            if stack:
                stack.pop()
            continue
        if all(stack):
            out.append(line)
    return "\n".join(out)


def balance(text):
    """How many ( and [ and < of generic lists are open at the end of text (strings skipped)."""
    depth, in_string, escape = 0, False, False
    for ch in text:
        if in_string:
            if escape:
                escape = False
            elif ch == "\\":
                escape = True
            elif ch == '"':
                in_string = False
            continue
        if ch == '"':
            in_string = True
        elif ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
    return depth


def brace_delta(text):
    depth, in_string, escape = 0, False, False
    for ch in text:
        if in_string:
            if escape:
                escape = False
            elif ch == "\\":
                escape = True
            elif ch == '"':
                in_string = False
            continue
        if ch == '"':
            in_string = True
        elif ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
    return depth


ATTRIBUTE = re.compile(r"@[A-Za-z_][A-Za-z0-9_.]*(?:\((?:[^()\"]|\"(?:[^\"\\]|\\.)*\"|\((?:[^()\"]|\"(?:[^\"\\]|\\.)*\")*\))*\))?")


def split_attributes(statement):
    """`@available(…) @MainActor public func f()` -> ([attributes], rest)."""
    attrs, rest = [], statement.strip()
    while rest.startswith("@"):
        m = ATTRIBUTE.match(rest)
        if not m:
            break
        attrs.append(m.group(0))
        rest = rest[m.end():].strip()
    return attrs, rest


def statements(text):
    """Yields (depth, statement, opens_body) for each declaration, attributes joined to it.
    Bodies of functions and accessors are skipped; bodies of types and extensions are entered."""
    lines = strip_conditionals(text).split("\n")
    i, depth, pending = 0, 0, []
    skip_to = None  # depth at which a skipped body ends
    while i < len(lines):
        line = lines[i].strip()
        i += 1
        if not line or line.startswith("//"):
            continue
        if skip_to is not None:
            depth += brace_delta(line)
            if depth <= skip_to:
                skip_to = None
            continue
        # join continuation lines of an unbalanced statement (multi-line macro arguments)
        while balance(line) > 0 and i < len(lines):
            line += " " + lines[i].strip()
            i += 1
        if line == "}":
            depth -= 1
            pending = []
            continue
        attrs, rest = split_attributes(line)
        if not rest:
            pending.extend(attrs)
            continue
        attrs = pending + attrs
        pending = []
        words = rest.split()
        keyword = next((w for w in words if w not in MODIFIERS and not w.startswith("@")), "")
        keyword = re.split(r"[<(:{ ]", keyword)[0]
        delta = brace_delta(rest)
        is_scope = keyword in TYPE_KEYWORDS + ("extension",)
        yield depth, attrs, rest, keyword
        if delta > 0:
            if is_scope:
                depth += delta
            else:
                skip_to = depth
                depth += delta
        elif delta < 0:
            depth += delta


# ---------------------------------------------------------------------------------------------
# Availability

def parse_available(attrs):
    """iOS availability from `@available` attributes: dict with introduced, deprecated,
    obsoleted, message, renamed, unavailable. Empty when no attribute speaks of iOS."""
    result = {}
    for a in attrs:
        if not a.startswith("@available("):
            continue
        body = a[len("@available("):-1]
        parts = split_args(body)
        head = parts[0].strip() if parts else ""
        if head == "*":
            if any(p.strip() == "unavailable" for p in parts[1:]):
                result["unavailable"] = True
            for p in parts[1:]:
                p = p.strip()
                if p == "deprecated":
                    result.setdefault("deprecated", "0")
                elif p.startswith("message:"):
                    result.setdefault("message", unquote(p[len("message:"):]))
                elif p.startswith("renamed:"):
                    result.setdefault("renamed", unquote(p[len("renamed:"):]))
            continue
        if head == "iOS" and len(parts) > 1 and ":" not in parts[1] and parts[1].strip() in ("unavailable",):
            result["unavailable"] = True
            continue
        if head == "iOS":
            for p in parts[1:]:
                p = p.strip()
                if p == "unavailable":
                    result["unavailable"] = True
                elif p == "deprecated":
                    result["deprecated"] = "0"
                elif ":" in p:
                    k, v = p.split(":", 1)
                    k, v = k.strip(), v.strip()
                    if k in ("introduced", "deprecated", "obsoleted"):
                        result[k] = v
                    elif k == "message":
                        result["message"] = unquote(v)
                    elif k == "renamed":
                        result["renamed"] = unquote(v)
            continue
        # shorthand: @available(iOS 14.0, macOS 11.0, *)
        for p in parts:
            p = p.strip()
            m = re.match(r"^iOS\s+([0-9.]+)$", p)
            if m:
                result["introduced"] = m.group(1)
            elif p.startswith("iOSApplicationExtension"):
                pass
    return result


def split_args(body):
    parts, depth, cur, in_string, escape = [], 0, "", False, False
    for ch in body:
        if in_string:
            cur += ch
            if escape:
                escape = False
            elif ch == "\\":
                escape = True
            elif ch == '"':
                in_string = False
            continue
        if ch == '"':
            in_string = True
        elif ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur)
    return parts


def unquote(v):
    v = v.strip()
    if v.startswith('"') and v.endswith('"'):
        v = v[1:-1]
    return v.replace('\\"', '"').replace("\\\\", "\\")


def merge_availability(outer, inner):
    merged = dict(outer)
    merged.pop("renamed", None)
    merged.pop("message", None) if "deprecated" in inner else None
    merged.update(inner)
    return merged


# ---------------------------------------------------------------------------------------------
# Names and signatures

def unqualify(text):
    return QUALIFIERS.sub("", text)


def clean_signature(rest):
    """The declaration without its body, attributes that do not change what compiles, or the
    modules that qualify its types."""
    s = rest
    depth, cut = 0, None
    in_string = False
    for idx, ch in enumerate(s):
        if ch == '"':
            in_string = not in_string
        if in_string:
            continue
        # A brace inside the parameters opens a default value (`action: () -> Void = {}`), not the body.
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch == "{" and depth == 0:
            cut = idx
            break
    if cut is not None:
        s = s[:cut]
    s = re.sub(r"\s*=\s*#externalMacro\(.*$", "", s)
    s = unqualify(s).strip()
    s = re.sub(r"\s+", " ", s)
    return s


def split_params(params):
    """`split_args`, also keeping a generic argument list whole: `KeyPath<EnvironmentValues, Value>`
    is one parameter's type, not two parameters (an arrow's `>` closes nothing)."""
    parts, depth, cur, previous = [], 0, "", ""
    for piece in split_args(params):
        cur = cur + "," + piece if cur else piece
        for ch in piece:
            if ch == "<":
                depth += 1
            elif ch == ">" and previous != "-":
                depth -= 1
            previous = ch
        if depth <= 0:
            parts.append(cur)
            cur, depth = "", 0
    if cur:
        parts.append(cur)
    return parts


def strip_attributes(param):
    """A parameter without its leading attributes, a generic argument list (`@TableRowBuilder<V>`,
    nested `<…<…>…>` too) and an argument list (`@available(…)`) included."""
    p = param
    while True:
        m = re.match(r"@[A-Za-z_.]+", p)
        if not m:
            return p
        idx = m.end()
        if idx < len(p) and p[idx] == "<":
            depth = 0
            for j in range(idx, len(p)):
                if p[j] == "<":
                    depth += 1
                elif p[j] == ">" and p[j - 1] != "-":
                    depth -= 1
                    if depth == 0:
                        idx = j + 1
                        break
        if idx < len(p) and p[idx] == "(":
            close = p.find(")", idx)
            idx = close + 1 if close >= 0 else idx
        p = p[idx:].lstrip()


def labels_of(params, subscript=False):
    """`(_ a: Int, b c: Int, d: Int = 1)` -> `_:b:d:`. A subscript's parameter has no argument label
    unless it is written with two names (`subscript(index: Int)` is `subscript(_:)`, as Swift and
    its symbol graphs name it; `subscript(dynamicMember keyPath: …)` is `subscript(dynamicMember:)`)."""
    labels = []
    for p in split_params(params):
        p = p.strip()
        if not p:
            continue
        p = strip_attributes(p)
        head = p.split(":", 1)[0].strip().split()
        if not head:
            continue
        labels.append(("_" if subscript and len(head) < 2 else head[0]) + ":")
    return "".join(labels)


def member_name(keyword, rest):
    """`func padding(_ edges: …)` -> `padding(_:_:)`; `var body` -> `body`; `init(…)` -> `init(…)`."""
    body = rest
    if keyword in ("func", "init", "subscript", "macro"):
        # A name is an identifier or an operator (`static func < (lhs:…)`, `func ==<T>(…)`).
        m = re.search(r"\b(func|init|subscript|macro)\b\s*([A-Za-z_`][A-Za-z0-9_`]*|[-+*/%<>=!&|^~?.]+)?", body)
        name = (m.group(2) or "").strip("`") if m and m.group(1) in ("func", "macro") else m.group(1) if m else keyword
        if m and m.group(1) == "init":
            after = body[m.end():]
            if after.startswith("?") or after.startswith("!"):
                name = "init"
        start = body.find("(", m.end() if m else 0)
        if start < 0:
            return name + "()"
        depth, end = 0, start
        for idx in range(start, len(body)):
            if body[idx] == "(":
                depth += 1
            elif body[idx] == ")":
                depth -= 1
                if depth == 0:
                    end = idx
                    break
        # generic parameter list between name and "(" is skipped by find("(") only when it has no parens
        labels = labels_of(body[start + 1:end], subscript=(name == "subscript"))
        if name and not re.match(r"[A-Za-z_]", name):
            # An operator's parameters have no argument labels: Swift names `<` `<(_:_:)`.
            labels = "".join("_:" for _ in labels.split(":")[:-1])
        return f"{name}({labels})"
    if keyword in ("var", "let"):
        m = re.search(r"\b(?:var|let)\s+([A-Za-z_`$][A-Za-z0-9_`]*)", body)
        return m.group(1).strip("`") if m else "?"
    if keyword == "case":
        m = re.search(r"\bcase\s+([A-Za-z_`][A-Za-z0-9_`]*)", body)
        if not m:
            return "?"
        name = m.group(1).strip("`")
        rest_of_case = body[m.end():].lstrip()
        if not rest_of_case.startswith("("):
            return name
        return f"{name}({case_labels(rest_of_case)})"
    m = re.search(r"\b(?:struct|class|enum|protocol|actor|typealias|associatedtype)\s+([A-Za-z_`][A-Za-z0-9_`]*)", body)
    return m.group(1).strip("`") if m else "?"


def case_labels(values):
    """`(Failure)` -> `_:`; `([Product], unavailable: [Product.ID])` -> `_:unavailable:`: an
    associated value is named by its label, or `_` without one, as Swift names the case."""
    depth, end = 0, len(values)
    for index, character in enumerate(values):
        depth += character in "([<" 
        depth -= character in ")]>" and not (character == ">" and index and values[index - 1] == "-")
        if depth == 0:
            end = index
            break
    labels = ""
    for part in split_params(values[1:end]):
        label = re.match(r"\s*([A-Za-z_][A-Za-z0-9_]*)\s*:(?!:)", part)
        labels += (label.group(1) if label else "_") + ":"
    return labels


def type_name_of_extension(rest):
    m = re.search(r"\bextension\s+([A-Za-z0-9_.]+)", rest)
    return unqualify(m.group(1)) if m else "?"


def inheritance_of(rest):
    """`struct A<T> : B, C where …` -> [B, C] (unqualified, generic arguments dropped)."""
    s = clean_signature(rest)
    s = re.sub(r"\bwhere\b.*$", "", s)
    # drop the generic parameter list of the declared name
    m = re.search(r"\b(?:struct|class|enum|protocol|actor|extension)\s+[A-Za-z0-9_.]+(<[^:]*?>)?\s*:\s*(.*)$", s)
    if not m:
        return []
    names = []
    for part in split_args(m.group(2).replace("<", "(").replace(">", ")")):
        part = part.strip().split("(")[0].strip()
        if part.startswith("@"):
            part = part.split()[-1] if part.split() else part
        if part:
            names.append(part.split(".")[-1])
    return names


# ---------------------------------------------------------------------------------------------
# Families

FAMILIES = ["views", "modifiers", "styles", "shapes", "gestures", "scenes", "environment values",
            "property wrappers", "value types", "protocols", "macros", "functions"]

MODIFIER_TOPICS = [
    ("accessibility", r"^accessibility|^speech"),
    ("styles", r"Style$|^labelsHidden|^labelStyle|^controlSize|^buttonBorderShape|^tint$|^menuIndicator|^pickerStyle"),
    ("animation", r"^animation|^transition|^matchedGeometry|^contentTransition|^phaseAnimator|^keyframeAnimator|^transaction|^geometryGroup|^navigationTransition|^matchedTransitionSource"),
    ("gestures and input", r"[Gg]esture|^onTap|^onLongPress|^allowsHitTesting|^contentShape|^onHover|^hoverEffect|^onDrag|^onDrop|^draggable|^dropDestination|^onPencil|^onKeyPress|^keyboardShortcut|^onContinuousHover|^defersSystemGestures|^sensoryFeedback|^digitalCrown|^onScrollWheel|^handGesture"),
    ("presentation", r"^sheet|^alert|^confirmationDialog|^fullScreenCover|^popover|^presentation|^interactiveDismiss|^inspector|^fileImporter|^fileExporter|^fileMover|^fileDialog|^dialog|^photosPicker|^quickLookPreview|^storeProductTask|^manageSubscriptionsSheet|^offerCodeRedemption|^subscriptionStatusTask|^currentEntitlementTask|^familyActivityPicker"),
    ("navigation and toolbar", r"^navigation|^toolbar|^searchable|^search|^tabItem|^tabView|^tabBar|^badge|^statusBar|^persistentSystemOverlays|^defaultNavigation"),
    ("lists and scrolling", r"^list|^scroll|^swipeActions|^refreshable|^onDelete|^onMove|^onInsert|^deleteDisabled|^moveDisabled|^selectionDisabled|^contentMargins|^safeAreaPadding|^defaultScrollAnchor|^badgeProminence|^headerProminence|^sectionActions|^onScroll"),
    ("text and fonts", r"^font|^foregroundColor|^bold|^italic|^lineLimit|^multilineTextAlignment|^textCase|^textContentType|^textInputAutocapitalization|^kerning|^tracking|^baselineOffset|^truncationMode|^minimumScaleFactor|^lineSpacing|^dynamicTypeSize|^underline|^strikethrough|^monospaced|^fontWeight|^fontDesign|^fontWidth|^autocorrectionDisabled|^disableAutocorrection|^keyboardType|^submitLabel|^textSelection|^allowsTightening|^flipsForRightToLeft|^privacySensitive|^redacted|^unredacted|^typesetting|^textRenderer|^lineHeight|^writingTools|^textScale|^autocapitalization|^textFieldStyle|^imageScale|^symbol"),
    ("layout", r"^frame|^padding|^offset|^position|^fixedSize|^layoutPriority|^alignmentGuide|^safeArea|^ignoresSafeArea|^aspectRatio|^scaledTo|^containerRelativeFrame|^coordinateSpace|^layoutDirection|^edgesIgnoringSafeArea|^zIndex|^gridCell|^gridColumnAlignment|^horizontalSizeClass|^containerShape|^layoutValue|^visualEffect|^onGeometryChange"),
    ("drawing and effects", r"^background|^overlay|^border|^clip|^cornerRadius|^shadow|^opacity|^blur|^brightness|^contrast|^saturation|^grayscale|^colorMultiply|^colorInvert|^hueRotation|^rotationEffect|^rotation3DEffect|^scaleEffect|^mask|^blendMode|^compositingGroup|^drawingGroup|^accentColor|^glassEffect|^luminanceToAlpha|^projectionEffect|^transformEffect|^colorEffect|^distortionEffect|^layerEffect|^foregroundStyle|^backgroundStyle|^listRowBackground|^preferredColorScheme|^colorScheme|^hidden|^backgroundExtensionEffect|^containerBackground"),
    ("events and lifecycle", r"^onAppear|^onDisappear|^onChange|^onReceive|^task|^onSubmit|^onOpenURL|^onContinueUserActivity|^userActivity|^handlesExternalEvents|^onCommand|^onExitCommand|^onPlayPause|^onMoveCommand|^onCopyCommand|^onCutCommand|^onPasteCommand|^onDeleteCommand|^backgroundTask|^onBackground"),
    ("environment and data", r"^environment|^modelContainer|^modelContext|^preference|^transformPreference|^transformEnvironment|^onPreferenceChange|^anchorPreference|^backgroundPreference|^overlayPreference|^defaultAppStorage|^id$|^tag$|^equatable|^focusedValue|^focusedSceneValue|^focusedObject|^focusedSceneObject|^containerValue|^_trait"),
    ("focus", r"^focus|^defaultFocus|^prefersDefaultFocus"),
    ("controls", r"^disabled|^help|^menu|^contextMenu|^buttonRepeatBehavior|^springLoadingBehavior|^labelIconToTitleSpacing|^controlGroup|^gaugeStyle|^progressViewStyle|^datePickerStyle|^toggleStyle|^sliderThumbVisibility|^interactionActivityTrackingTag"),
]


def modifier_topic(name):
    base = name.split("(")[0]
    for topic, pattern in MODIFIER_TOPICS:
        if re.search(pattern, base):
            return topic
    return "other"


class Catalog:
    def __init__(self):
        self.entries = []
        self.conformances = {}  # type -> set of protocols (direct)
        self.wrappers = set()
        self.protocols = set()

    def conforms(self, module, name, protocol, seen=None):
        """Whether `name` conforms to `protocol` by the conformances `module` declares (and, for
        protocols, SwiftUI's): Combine's `Optional.Publisher` is no gesture because SwiftUI makes
        `Optional` one."""
        seen = seen or set()
        if (module, name) in seen:
            return False
        seen.add((module, name))
        for p in self.conformances.get((module, name), set()) | self.conformances.get(("SwiftUI", name), set()) \
                if name in self.protocols else self.conformances.get((module, name), ()):
            if p == protocol or self.conforms(module, p, protocol, seen):
                return True
        return False


def has_underscored_label(name):
    """`init(_internalSystemName:)`: a parameter whose argument label starts with an underscore
    makes a function an implementation detail, as the compiler treats it (Swift's
    `ValueDecl::hasUnderscoredNaming`: swift-symbolgraph-extract leaves it out, so the model's
    side could never show it), not public API."""
    labels = name[name.find("(") + 1:name.rfind(")")].split(":") if "(" in name else []
    return any(label.startswith("_") and len(label) > 1 for label in labels)


def read_interface(catalog, module, text):
    scope = []  # stack of (depth, name, availability, is_protocol)
    for depth, attrs, rest, keyword in statements(text):
        while scope and scope[-1][0] >= depth:
            scope.pop()
        if keyword not in DECL_KEYWORDS:
            continue
        if any(a.startswith("@_spi") for a in attrs) or "@usableFromInline" in attrs:
            if keyword in TYPE_KEYWORDS + ("extension",):
                scope.append((depth, None, {}, False))
            continue
        words = rest.split()
        # `package` declarations are visible only inside Apple's own package: not public API,
        # not callable from course code, so not in the inventory.
        if ("internal" in words[:3] or "private" in words[:3] or "fileprivate" in words[:3] or "package" in words[:3]):
            if keyword in TYPE_KEYWORDS + ("extension",):
                scope.append((depth, None, {}, False))
            continue
        outer = scope[-1] if scope else None
        if outer is not None and outer[1] is None:  # inside something skipped
            if keyword in TYPE_KEYWORDS + ("extension",):
                scope.append((depth, None, {}, False))
            continue
        availability = merge_availability(outer[2] if outer else {}, parse_available(attrs))
        if keyword == "extension":
            name = type_name_of_extension(rest)
            catalog.conformances.setdefault((module, name.split(".")[-1]), set()).update(inheritance_of(rest))
            where = re.search(r"\bwhere\b(.*)$", clean_signature(rest))
            scope.append((depth, name, availability, False, unqualify(where.group(1)).strip() if where else ""))
            continue
        name = member_name(keyword, rest)
        parent = outer[1] if outer else ""
        qualified = f"{parent}.{name}" if parent else name
        is_protocol_member = bool(outer and outer[3])
        if keyword in TYPE_KEYWORDS:
            catalog.conformances.setdefault((module, name), set()).update(inheritance_of(rest))
            if keyword == "protocol":
                catalog.protocols.add(name)
            if "@propertyWrapper" in attrs or "@frozen @propertyWrapper" in attrs or any(a == "@propertyWrapper" for a in attrs):
                catalog.wrappers.add(name)
            scope.append((depth, qualified, availability, keyword == "protocol", ""))
        hidden = any(part.startswith("_") for part in qualified.replace("(", ".").split(".")[:-1] + [name.split("(")[0]]) \
            or name.startswith("_") or "._" in qualified or has_underscored_label(name)
        if hidden or availability.get("unavailable"):
            continue
        if keyword == "deinit":
            continue
        signature = clean_signature(rest)
        signature = re.sub(r"^(?:(?:public|open|nonisolated|final|@preconcurrency|dynamic)\s+)+", "", signature)
        constraint = outer[4] if outer and len(outer) > 4 else ""
        # `case top, leading, bottom, trailing` declares four cases: one entry each, as Swift names them.
        declared = [(name, signature)]
        if keyword == "case" and signature.startswith("case "):
            parts = [part.strip() for part in split_params(signature[len("case "):])]
            declared = [(member_name("case", "case " + part), "case " + part) for part in parts]
        for name, signature in declared:
            catalog.entries.append({
                "module": module, "kind": keyword, "parent": parent, "name": name,
                "signature": signature, "constraint": constraint,
                "availability": availability, "static": bool(re.search(r"\b(static|class)\s+(func|var|let|subscript)\b", rest)),
                "protocol_requirement": is_protocol_member,
                "disfavoured": "@_disfavoredOverload" in attrs,
            })


def family_of(catalog, entry):
    parent, name, kind = entry["parent"], entry["name"], entry["kind"]
    root = parent.split(".")[0] if parent else name
    subject = root if parent else name
    if entry["kind"] == "macro":
        return "macros", ""
    if not parent and kind in ("func", "var", "let"):
        return "functions", ""
    if subject == "EnvironmentValues":
        return "environment values", ""
    if subject in catalog.wrappers:
        return "property wrappers", ""
    if subject in ("View", "ModifiedContent") and parent:
        return "modifiers", modifier_topic(name)
    if subject.endswith("Style") or subject.endswith("StyleConfiguration") or catalog.conforms(entry["module"], subject, "PrimitiveButtonStyle") \
            or re.search(r"Style(Configuration)?$", subject):
        return "styles", ""
    if subject in ("Shape", "InsettableShape", "ShapeView") or catalog.conforms(entry["module"], subject, "Shape"):
        return "shapes", ""
    if subject == "Gesture" or catalog.conforms(entry["module"], subject, "Gesture"):
        return "gestures", ""
    if subject in ("Scene", "App") or catalog.conforms(entry["module"], subject, "Scene") or catalog.conforms(entry["module"], subject, "App"):
        return "scenes", ""
    if subject == "View" or catalog.conforms(entry["module"], subject, "View") or catalog.conforms(entry["module"], subject, "ChartContent") \
            or catalog.conforms(entry["module"], subject, "MapContent"):
        return "views", ""
    if subject in catalog.protocols and not parent:
        return "protocols", ""
    return "value types", ""


# ---------------------------------------------------------------------------------------------

def escape(value):
    return value.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n")


def version(v):
    if not v or v == "0":
        return v or ""
    return v


COLUMNS = ["module", "family", "topic", "kind", "parent", "name", "signature", "constraint", "introduced",
           "deprecated", "obsoleted", "message"]


# The Objective-C API app code calls (UIKit's, Foundation's), as Swift imports it: written by
# objc-inventory.py (which needs the compiler and minutes), merged here as it was committed.
OBJC_DECLARATIONS = os.path.join(os.path.dirname(__file__), "..", "..", "docs", "api-inventory", "objc-declarations.tsv")


def objc_rows(path):
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as f:
        lines = [line.rstrip("\n") for line in f if not line.startswith("#")]
    header = lines[0].split("\t")
    if header != COLUMNS:
        sys.exit(f"{path}: columns {header}, expected {COLUMNS}")
    return [[unescape(cell) for cell in line.split("\t")] for line in lines[1:] if line]


def unescape(value):
    """The inverse of `escape`."""
    result, index = "", 0
    while index < len(value):
        if value[index] == "\\" and index + 1 < len(value):
            result += {"t": "\t", "n": "\n"}.get(value[index + 1], value[index + 1])
            index += 2
        else:
            result += value[index]
            index += 1
    return result


def case_names(signature):
    """The names a `case` declaration declares, in order: `case a, b(x: Int, y: Int), c = 2`
    declares a, b and c."""
    names = []
    for part in split_params(signature[len("case "):]):
        name = re.match(r"\s*`?(\w+)`?", part)
        if name:
            names.append(name.group(1))
    return names


def case_order(entries):
    """Each enum's cases in the order its interface declares them (the inventory is sorted by
    name, and the order is Apple's: it gives raw values, `allCases` and the synthesised `<`)."""
    order = {}
    for e in entries:
        if e["kind"] == "case":
            names = order.setdefault((e["module"], e["parent"]), [])
            names.extend(n for n in case_names(e["signature"]) if n not in names)
    return order


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sdk-git", required=True, help="git directory of github.com/seayou2468-web/maciOS")
    parser.add_argument("--commit", default=SOURCE_COMMIT)
    parser.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "..", "..", "docs", "api-inventory", "inventory.tsv"))
    parser.add_argument("--check", help="git directory of github.com/danpashin/sdks: list declarations older SDKs had that 26.2 lacks")
    args = parser.parse_args()

    catalog = Catalog()
    for module, path in MODULES:
        text = git_show(args.sdk_git, args.commit, f"{SDK}/{path}/{INTERFACE}")
        read_interface(catalog, module, text)

    seen, rows = set(), []
    for e in catalog.entries:
        family, topic = family_of(catalog, e)
        a = e["availability"]
        message = a.get("message", "")
        if not message and a.get("renamed"):
            message = f"renamed: {a['renamed']}"
        row = [e["module"], family, topic, e["kind"], e["parent"], e["name"], e["signature"], e["constraint"],
               version(a.get("introduced", "")), version(a.get("deprecated", "")), version(a.get("obsoleted", "")), message]
        key = tuple(row[3:8])
        if key in seen:
            continue
        seen.add(key)
        rows.append(row)
    rows += objc_rows(OBJC_DECLARATIONS)
    rows.sort(key=lambda r: (r[0], r[4], r[5], r[6]))
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as f:
        # The same SDK is the source of objc-declarations.tsv's rows (its own header says how they were read).
        f.write(f"# Generated by scripts/api-inventory/generate.py from {SOURCE_REPO} at {args.commit} ({SDK}). Do not edit.\n")
        f.write("\t".join(COLUMNS) + "\n")
        for r in rows:
            f.write("\t".join(escape(c) for c in r) + "\n")
    print(f"{len(rows)} declarations -> {args.out}", file=sys.stderr)
    order_path = os.path.join(os.path.dirname(os.path.abspath(args.out)), "enum-case-order.tsv")
    with open(order_path, "w", encoding="utf-8") as f:
        f.write(f"# Generated by scripts/api-inventory/generate.py from {SOURCE_REPO} at {args.commit} ({SDK}): each enum's cases in its interface's order. Do not edit.\n")
        f.write("module\tenum\tcases\n")
        for (module, parent), names in sorted(case_order(catalog.entries).items()):
            f.write(f"{module}\t{parent}\t{','.join(names)}\n")
    print(f"enum case order -> {order_path}", file=sys.stderr)
    disfavoured_path = os.path.join(os.path.dirname(os.path.abspath(args.out)), "disfavoured-overloads.tsv")
    with open(disfavoured_path, "w", encoding="utf-8") as f:
        f.write(f"# Generated by scripts/api-inventory/generate.py from {SOURCE_REPO} at {args.commit} ({SDK}): the declarations Apple's interface marks @_disfavoredOverload (overload resolution prefers the others; the inventory's signatures leave attributes out). Do not edit.\n")
        f.write("module\tparent\tname\tsignature\n")
        for row in sorted({(e["module"], e["parent"], e["name"], e["signature"]) for e in catalog.entries if e.get("disfavoured")}):
            f.write("\t".join(escape(c) for c in row) + "\n")
    print(f"disfavoured overloads -> {disfavoured_path}", file=sys.stderr)


if __name__ == "__main__":
    main()
