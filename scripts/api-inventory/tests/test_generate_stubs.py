"""Unit tests of generate-stubs.py's rules for whole types (plain unittest, standard library only):

    python3 -m unittest discover -s scripts/api-inventory/tests

CourseCheckKit's `InventoryScriptTests` runs them. The generator reads the repository's model
sources and toolchain types (the names a signature may use); the rows are made up, with names
neither the model nor Apple's SDK has."""
import functools
import importlib.util
import os
import unittest

SCRIPTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
ROOT = os.path.abspath(os.path.join(SCRIPTS, "..", ".."))


def load(name):
    spec = importlib.util.spec_from_file_location(name.replace("-", "_"), os.path.join(SCRIPTS, f"{name}.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


stubs = load("generate-stubs")
# The model's sources are read once for every test (each generator, probes included, reads them).
for reader in ("model_type_names", "model_view_types", "model_protocols_and_conformances", "toolchain_types"):
    setattr(stubs, reader, functools.lru_cache(maxsize=None)(getattr(stubs, reader)))


def row(kind, parent, name, signature, constraint=""):
    return {"module": "SwiftUI", "family": "value types", "topic": "", "kind": kind, "parent": parent, "name": name,
            "signature": signature, "constraint": constraint, "introduced": "", "deprecated": "", "obsoleted": "", "message": ""}


COLLECTION = [
    row("struct", "", "ProbeEvents", "struct ProbeEvents : Collection"),
    row("typealias", "ProbeEvents", "Element", "typealias Element = ProbeEvents.Event"),
    row("typealias", "ProbeEvents", "Indices", "typealias Indices = DefaultIndices<ProbeEvents>"),
    row("typealias", "ProbeEvents", "SubSequence", "typealias SubSequence = Slice<ProbeEvents>"),
    row("struct", "ProbeEvents", "Event", "struct Event : Hashable"),
    row("struct", "ProbeEvents", "Index", "struct Index : Comparable"),
    row("func", "ProbeEvents.Index", "<(_:_:)", "static func < (lhs: ProbeEvents.Index, rhs: ProbeEvents.Index) -> Bool"),
    row("struct", "ProbeEvents", "Iterator", "struct Iterator : IteratorProtocol"),
    row("typealias", "ProbeEvents.Iterator", "Element", "typealias Element = ProbeEvents.Event"),
    row("func", "ProbeEvents.Iterator", "next()", "mutating func next() -> ProbeEvents.Event?"),
    row("var", "ProbeEvents", "startIndex", "var startIndex: ProbeEvents.Index"),
    row("var", "ProbeEvents", "endIndex", "var endIndex: ProbeEvents.Index"),
    row("func", "ProbeEvents", "index(after:)", "func index(after i: ProbeEvents.Index) -> ProbeEvents.Index"),
    row("func", "ProbeEvents", "makeIterator()", "func makeIterator() -> ProbeEvents.Iterator"),
    row("subscript", "ProbeEvents", "subscript(position:)", "subscript(position: ProbeEvents.Index) -> ProbeEvents.Event"),
]


def generate(rows):
    """The generator after making the rows' types, as main does (probing until settled)."""
    wanted = {stubs.key(r) for r in rows}
    generator, _ = stubs.types_and_protocols(ROOT, rows, wanted, {}, {}, None, (set(), set()))
    return generator


def text(generator):
    return "\n".join(member for extensions in generator.files.values() for members in extensions.values() for member in members)


def reasons(generator):
    return {(r["parent"], r["name"]): reason for r, reason in generator.skipped}


class CollectionTests(unittest.TestCase):
    def test_a_collection_is_made_with_its_nested_index_and_iterator(self):
        generator = generate(COLLECTION)
        self.assertEqual({"ProbeEvents", "ProbeEvents.Event", "ProbeEvents.Index", "ProbeEvents.Iterator"} & generator.made_paths,
                         {"ProbeEvents", "ProbeEvents.Event", "ProbeEvents.Index", "ProbeEvents.Iterator"})
        self.assertEqual(reasons(generator), {})
        made = text(generator)
        # Both bounds are the index's placeholder: the collection is empty.
        self.assertIn("public var startIndex: ProbeEvents.Index {", made)
        self.assertIn("return ProbeEvents.Index(notModelledPlaceholder: ())", made)
        # Every placeholder is the same value: none is less than another.
        self.assertRegex(made, r"public static func < \(lhs: ProbeEvents.Index, rhs: ProbeEvents.Index\) -> Bool \{\n\s*ModelProblems.notModelled\([^\n]*\n\s*return false")
        self.assertRegex(made, r"public mutating func next\(\) -> ProbeEvents.Event\? \{\n\s*ModelProblems.notModelled\([^\n]*\n\s*return nil")
        # No index can be moved, and no element read: each reports, then traps.
        self.assertRegex(made, r"func index\(after i: ProbeEvents.Index\)[^{]*\{\n\s*ModelProblems.notModelled\([^\n]*\n\s*fatalError\(")
        self.assertRegex(made, r"subscript\(position: ProbeEvents.Index\)[^{]*\{\n\s*ModelProblems.notModelled\([^\n]*\n\s*fatalError\(")
        # Apple's type aliases are written: the compiler checks them against what the type is made of.
        self.assertIn("public typealias Indices = DefaultIndices<ProbeEvents>", made)
        self.assertIn("public typealias Element = ProbeEvents.Event", made)

    def test_without_a_requirement_neither_the_index_nor_the_collection_is_made(self):
        generator = generate([r for r in COLLECTION if r["name"] != "<(_:_:)"])
        self.assertNotIn("ProbeEvents.Index", generator.made_paths)
        self.assertNotIn("ProbeEvents", generator.made_paths)
        self.assertIn("a requirement of its conformance is not generated", reasons(generator)[("", "ProbeEvents")])

    def test_an_element_subscript_traps_even_where_a_placeholder_exists(self):
        generator = generate([
            row("struct", "", "ProbeNames", "struct ProbeNames : RandomAccessCollection"),
            row("var", "ProbeNames", "startIndex", "var startIndex: Int"),
            row("var", "ProbeNames", "endIndex", "var endIndex: Int"),
            row("subscript", "ProbeNames", "subscript(index:)", "subscript(index: Int) -> String"),
            row("typealias", "ProbeNames", "Indices", "typealias Indices = Range<Int>"),
        ])
        made = text(generator)
        self.assertIn("ProbeNames", generator.made_paths)
        self.assertNotIn('return ""', made)
        self.assertIn("fatalError(", made)
        self.assertIn("public typealias Indices = Range<Int>", made)


class TypeAliasTests(unittest.TestCase):
    def test_an_opaque_alias_or_one_naming_an_unknown_type_is_skipped_with_its_reason(self):
        generator = generate([
            row("struct", "", "ProbeValue", "struct ProbeValue : Hashable"),
            row("typealias", "ProbeValue", "Body", 'typealias Body = @_opaqueReturnTypeOf("$s7SwiftUI10ProbeValueV4bodyQrvp", 0) __'),
            row("typealias", "ProbeValue", "Other", "typealias Other = ProbeNowhere"),
            row("typealias", "ProbeValue", "Same", "typealias Same = Int"),
            row("typealias", "ProbeValue", "Hidden", "typealias Hidden = _ProbeNowhere"),
            row("typealias", "ProbeValue", "Nested", "typealias Nested = ProbeValue._Animatable"),
        ])
        found = reasons(generator)
        self.assertIn("_ProbeNowhere", found[("ProbeValue", "Hidden")])
        self.assertIn("_Animatable", found[("ProbeValue", "Nested")])
        self.assertIn("opaque", found[("ProbeValue", "Body")])
        self.assertIn("ProbeNowhere", found[("ProbeValue", "Other")])
        self.assertIn("public typealias Same = Int", text(generator))


class RawTypeTests(unittest.TestCase):
    def test_a_raw_types_alias_is_written_and_its_synthesised_members_are_not(self):
        generator = generate([
            row("enum", "", "ProbeSide", "enum ProbeSide : Int8"),
            row("case", "ProbeSide", "left", "case left"),
            row("typealias", "ProbeSide", "RawValue", "typealias RawValue = Int8"),
            row("var", "ProbeSide", "rawValue", "var rawValue: Int8"),
        ])
        self.assertIn("public typealias RawValue = Int8", text(generator))
        self.assertIn("synthesised", reasons(generator)[("ProbeSide", "rawValue")])


class EscapedNameTests(unittest.TestCase):
    def test_a_property_whose_name_is_a_keyword_in_backticks_is_made(self):
        generator = generate([
            row("struct", "", "ProbeSpacing", "struct ProbeSpacing : Sendable"),
            row("let", "ProbeSpacing", "default", "static let `default`: ProbeSpacing"),
        ])
        self.assertIn("public static var `default`: ProbeSpacing", text(generator))
        self.assertNotIn(("ProbeSpacing", "default"), reasons(generator))


class PlaceholderTests(unittest.TestCase):
    def test_an_environment_or_axes_property_reads_a_placeholder_that_sets_nothing(self):
        generator = generate([
            row("struct", "", "ProbeContext", "struct ProbeContext"),
            row("var", "ProbeContext", "environment", "var environment: EnvironmentValues"),
            row("var", "ProbeContext", "axes", "var axes: Axis.Set"),
        ])
        self.assertIn("return EnvironmentValues()", text(generator))
        self.assertIn("return Axis.Set()", text(generator))


class ConformanceTests(unittest.TestCase):
    def test_a_transition_shows_its_content_unchanged(self):
        generator = generate([
            row("struct", "", "ProbeTransition", "struct ProbeTransition : Transition"),
            row("func", "ProbeTransition", "body(content:phase:)", "func body(content: ProbeTransition.Content, phase: TransitionPhase) -> some View"),
        ])
        self.assertIn("ProbeTransition", generator.made_paths)
        self.assertRegex(text(generator), r"ModelProblems.notModelled\([^\n]*\n\s*return content")

    def test_a_shape_draws_an_empty_path_and_needs_its_animatable_data(self):
        shape = [
            row("struct", "", "ProbeShape", "struct ProbeShape : Shape"),
            row("func", "ProbeShape", "path(in:)", "func path(in rect: CGRect) -> Path"),
            row("typealias", "ProbeShape", "AnimatableData", "typealias AnimatableData = EmptyAnimatableData"),
        ]
        generator = generate(shape)
        self.assertIn("ProbeShape", generator.made_paths)
        self.assertRegex(text(generator), r"ModelProblems.notModelled\([^\n]*\n\s*return Path\(\)")
        self.assertNotIn("ProbeShape", generate(shape[:2]).made_paths)


if __name__ == "__main__":
    unittest.main()


class PropertyTests(unittest.TestCase):
    def test_a_property_named_by_a_keyword_is_read_with_its_backticks(self):
        generator = generate([
            row("struct", "", "ProbeSpacing", "struct ProbeSpacing : Hashable, Sendable"),
            row("let", "ProbeSpacing", "default", "static let `default`: ProbeSpacing"),
        ])
        self.assertIn("public static var `default`: ProbeSpacing", text(generator))
        self.assertNotIn(("ProbeSpacing", "default"), reasons(generator))

    def test_a_generated_generic_structs_placeholder_takes_any_arguments(self):
        generator = generate([
            row("struct", "", "ProbeSource", "struct ProbeSource<Value>"),
            row("var", "ProbeSource", "now", "static var now: ProbeSource<Date>"),
        ])
        self.assertIn("return ProbeSource<Date>(notModelledPlaceholder: ())", text(generator))
        self.assertNotIn(("ProbeSource", "now"), reasons(generator))


class DisfavouredOverloadTests(unittest.TestCase):
    DECLARATION = "\n".join([
        "    /// Not modelled: a use reports itself; the modifier has no effect.",
        "    @available(*, deprecated, message: \"@available(iOS, introduced: 14.0)\")",
        "    public func probeLayer<Key>(_ key: Key.Type = Key.self) -> some View {",
        "        return self",
        "    }"])

    def test_the_attribute_goes_before_the_declaration_after_its_doc_and_availability(self):
        lines = stubs.disfavoured(self.DECLARATION).split("\n")
        self.assertEqual(lines[2], "    @_disfavoredOverload")
        self.assertTrue(lines[3].startswith("    public func probeLayer"))

    def test_it_is_written_once(self):
        once = stubs.disfavoured(self.DECLARATION)
        self.assertEqual(stubs.disfavoured(once).count("@_disfavoredOverload"), 1)

    def test_a_row_apple_disfavours_is_generated_disfavoured_and_another_is_not(self):
        generator = generate([])
        disfavoured = row("func", "View", "probeLayer(_:)", "func probeLayer<Key>(_ key: Key.Type = Key.self) -> some View")
        favoured = row("func", "View", "probeLayer(_:alignment:)", "func probeLayer<Key>(_ key: Key.Type, alignment: Alignment) -> some View")
        generator.disfavoured = {stubs.key(disfavoured)}
        generator.add("Probe", "extension View", disfavoured, self.DECLARATION)
        generator.add("Probe", "extension View", favoured, self.DECLARATION.replace("probeLayer<Key>(_ key: Key.Type = Key.self)", "probeLayer<Key>(_ key: Key.Type, alignment: Alignment)"))
        generated = generator.files["Probe"]["extension View"]
        self.assertIn("@_disfavoredOverload", generated[0])
        self.assertNotIn("@_disfavoredOverload", generated[1])
