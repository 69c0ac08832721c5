"""The order of an enum's cases: read from the interface by generate.py, kept by generate-stubs.py
(the inventory is sorted by name; the order gives raw values, `allCases` and the synthesised `<`)."""
import importlib.util
import os
import types
import unittest

SCRIPTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def load(name):
    spec = importlib.util.spec_from_file_location(name.replace("-", "_"), os.path.join(SCRIPTS, f"{name}.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


generate = load("generate")
stubs = load("generate-stubs")


class CaseNameTests(unittest.TestCase):
    def test_a_case_is_named_by_its_associated_values_labels_as_swift_names_it(self):
        self.assertEqual(generate.member_name("case", "case success(Image)"), "success(_:)")
        self.assertEqual(generate.member_name("case", "case success([Product], unavailable: [Product.ID])"), "success(_:unavailable:)")
        self.assertEqual(generate.member_name("case", "case customError(() -> Failure)"), "customError(_:)")
        self.assertEqual(generate.member_name("case", "case byTime(Context, Context.SchedulerTimeType.Stride)"), "byTime(_:_:)")
        self.assertEqual(generate.member_name("case", "case top"), "top")


class CaseOrderTests(unittest.TestCase):
    def test_a_case_line_declares_its_names_in_order(self):
        self.assertEqual(generate.case_names("case top, leading, bottom, trailing"), ["top", "leading", "bottom", "trailing"])
        self.assertEqual(generate.case_names("case pair(a: Int, b: Int), `default`, raw = 2"), ["pair", "default", "raw"])

    def test_the_order_is_the_interfaces_per_enum(self):
        entries = [
            {"module": "SwiftUI", "kind": "case", "parent": "VerticalDirection", "signature": "case up"},
            {"module": "SwiftUI", "kind": "var", "parent": "VerticalDirection", "signature": "var rawValue: Int8"},
            {"module": "SwiftUI", "kind": "case", "parent": "VerticalDirection", "signature": "case down"},
            {"module": "SwiftUI", "kind": "case", "parent": "Edge.Corner", "signature": "case topLeading, topTrailing"},
        ]
        self.assertEqual(generate.case_order(entries),
                         {("SwiftUI", "VerticalDirection"): ["up", "down"], ("SwiftUI", "Edge.Corner"): ["topLeading", "topTrailing"]})

    def test_the_generator_puts_cases_first_in_that_order(self):
        generator = types.SimpleNamespace(case_order={("SwiftUI", "VerticalDirection"): ["up", "down"]})
        own = [{"kind": "var", "name": "rawValue"}, {"kind": "case", "name": "down"}, {"kind": "case", "name": "up"}]
        ordered = stubs.Generator.in_case_order(generator, "SwiftUI", "VerticalDirection", own)
        self.assertEqual([member["name"] for member in ordered], ["up", "down", "rawValue"])


if __name__ == "__main__":
    unittest.main()
