"""Unit tests of the inventory scripts' own rules (plain unittest, standard library only):

    python3 -m unittest discover -s scripts/api-inventory/tests

CourseCheckKit's `InventoryScriptTests` runs them (skipped where python3 is absent)."""
import importlib.util
import json
import os
import tempfile
import unittest

SCRIPTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def load(name):
    spec = importlib.util.spec_from_file_location(name.replace("-", "_"), os.path.join(SCRIPTS, f"{name}.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


generate = load("generate")
objc = load("objc-inventory")


class SplitParamsTests(unittest.TestCase):
    def test_a_generic_argument_list_with_a_comma_is_one_parameter(self):
        self.assertEqual(generate.split_params("_ keyPath: KeyPath<EnvironmentValues, Value>, _ value: Value"),
                         ["_ keyPath: KeyPath<EnvironmentValues, Value>", " _ value: Value"])

    def test_a_closure_types_arrow_closes_nothing(self):
        self.assertEqual(generate.split_params("a: (Int) -> Dictionary<String, Int>, b: Int"),
                         ["a: (Int) -> Dictionary<String, Int>", " b: Int"])
        # An arrow inside a generic argument list does not close it either.
        self.assertEqual(generate.split_params("t: Binding<(Int) -> Void>, u: Int"), ["t: Binding<(Int) -> Void>", " u: Int"])

    def test_commas_between_parameters_split(self):
        self.assertEqual(generate.split_params("a: Int, b: String, c: [Int: Int]"), ["a: Int", " b: String", " c: [Int: Int]"])
        self.assertEqual(generate.labels_of("_ k: KeyPath<EnvironmentValues, V>, _ v: V"), "_:_:")


class MemberNameTests(unittest.TestCase):
    def test_a_subscripts_parameter_has_no_label_unless_it_has_two_names(self):
        self.assertEqual(generate.member_name("subscript", "public subscript(index: Int) -> Element { get }"), "subscript(_:)")
        self.assertEqual(generate.member_name("subscript", "public subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey"),
                         "subscript(_:)")
        self.assertEqual(generate.member_name("subscript", "public subscript(explicit guide: HorizontalAlignment) -> CGFloat?"),
                         "subscript(explicit:)")
        self.assertEqual(generate.member_name("subscript", "public subscript<T>(dynamicMember keyPath: KeyPath<V, T>) -> T"),
                         "subscript(dynamicMember:)")
        # A function's single name is its label.
        self.assertEqual(generate.member_name("func", "public func offset(x: CGFloat) -> some View"), "offset(x:)")


class ObjCInventoryTests(unittest.TestCase):
    @staticmethod
    def symbol(path, kind, fragments, availability=None, precise=None):
        return {"kind": {"identifier": kind}, "identifier": {"precise": precise or "/".join(path)}, "pathComponents": path,
                "declarationFragments": [{"spelling": fragments}], "availability": availability or []}

    def rows(self, symbols, module="UIKit", relationships=()):
        with tempfile.TemporaryDirectory() as directory:
            with open(os.path.join(directory, f"{module}.symbols.json"), "w") as f:
                json.dump({"metadata": {"generator": "test"}, "symbols": symbols, "relationships": list(relationships)}, f)
            return {(r[4], r[5]): r for r in objc.rows_of(directory, module)}

    def test_selected_types_and_members_only(self):
        rows = self.rows([
            self.symbol(["UIApplication"], "swift.class", "@MainActor class UIApplication"),
            self.symbol(["UIApplication", "shared"], "swift.type.property", "class var shared: UIApplication { get }"),
            self.symbol(["UIApplication", "canOpenURL(_:)"], "swift.method", "func canOpenURL(_ url: URL) -> Bool"),
            self.symbol(["UIApplication", "beginIgnoringInteractionEvents()"], "swift.method", "func beginIgnoringInteractionEvents()"),
            self.symbol(["UIView"], "swift.class", "class UIView"),
        ])
        self.assertEqual(sorted(rows), [("", "UIApplication"), ("UIApplication", "canOpenURL(_:)"), ("UIApplication", "shared")])
        self.assertEqual(rows[("", "UIApplication")][6], "class UIApplication")
        self.assertEqual(rows[("UIApplication", "shared")][6], "class var shared: UIApplication")
        self.assertEqual(rows[("UIApplication", "shared")][3], "var")

    def test_a_member_takes_its_types_availability_and_keeps_its_own_deprecation(self):
        rows = self.rows([
            self.symbol(["UIImpactFeedbackGenerator"], "swift.class", "class UIImpactFeedbackGenerator",
                        [{"domain": "iOS", "introduced": {"major": 10, "minor": 0}}], precise="c:objc(cs)UIImpactFeedbackGenerator"),
            self.symbol(["UIImpactFeedbackGenerator", "impactOccurred()"], "swift.method", "func impactOccurred()"),
            self.symbol(["UIImpactFeedbackGenerator", "init(style:)"], "swift.init", "init(style: UIImpactFeedbackGenerator.FeedbackStyle)",
                        [{"domain": "iOS", "introduced": {"major": 10, "minor": 0}, "deprecated": {"major": 100000}, "renamed": "init(style:view:)"}]),
        ], relationships=[{"kind": "inheritsFrom", "source": "c:objc(cs)UIImpactFeedbackGenerator", "target": "x",
                           "targetFallback": "UIKit.UIFeedbackGenerator"}])
        self.assertEqual(rows[("", "UIImpactFeedbackGenerator")][6], "class UIImpactFeedbackGenerator : UIFeedbackGenerator")
        self.assertEqual(rows[("UIImpactFeedbackGenerator", "impactOccurred()")][8], "10.0")
        self.assertEqual(rows[("UIImpactFeedbackGenerator", "init(style:)")][8:], ["10.0", "100000.0", "", "renamed: init(style:view:)"])

    def test_unavailable_renamed_and_synthesised_declarations_are_left_out(self):
        rows = self.rows([
            self.symbol(["Bundle"], "swift.class", "class Bundle"),
            self.symbol(["Bundle", "init(URL:)"], "swift.init", "convenience init?(URL url: URL)",
                        [{"domain": "Swift", "obsoleted": {"major": 3}, "renamed": "init(url:)"}]),
            self.symbol(["Bundle", "init(url:)"], "swift.init", "convenience init?(url: URL)"),
            self.symbol(["Bundle", "gone()"], "swift.method", "func gone()", [{"domain": "*", "isUnconditionallyUnavailable": True}]),
            self.symbol(["Bundle", "name"], "swift.type.property", "static var name: Notification.Name { get }", precise="p::SYNTHESIZED::q"),
        ], module="Foundation")
        self.assertEqual(sorted(rows), [("", "Bundle"), ("Bundle", "init(url:)")])
        self.assertEqual(rows[("Bundle", "init(url:)")][6], "convenience init?(url: URL)")


if __name__ == "__main__":
    unittest.main()
