"""Which interface declarations are implementation details, left out of the inventory as the
compiler leaves them out of a symbol graph."""
import importlib.util
import os
import unittest

SCRIPTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
spec = importlib.util.spec_from_file_location("generate", os.path.join(SCRIPTS, "generate.py"))
generate = importlib.util.module_from_spec(spec)
spec.loader.exec_module(generate)


class UnderscoredLabelTests(unittest.TestCase):
    def test_a_label_starting_with_an_underscore_hides_the_function(self):
        self.assertTrue(generate.has_underscored_label("init(_internalSystemName:colorPalette:)"))
        self.assertTrue(generate.has_underscored_label("subscript(_enclosingInstance:wrapped:storage:)"))
        self.assertTrue(generate.has_underscored_label("overlayPreferenceValue(_v0:_:alignment:_:)"))

    def test_an_unlabelled_parameter_or_a_property_does_not(self):
        self.assertFalse(generate.has_underscored_label("padding(_:_:)"))
        self.assertFalse(generate.has_underscored_label("init(_:bundle:)"))
        self.assertFalse(generate.has_underscored_label("font"))


if __name__ == "__main__":
    unittest.main()
