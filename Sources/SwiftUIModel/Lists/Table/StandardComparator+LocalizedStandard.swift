import Foundation

extension String.StandardComparator {
    /// Foundation's comparator of strings as the Finder sorts them (Apple's Foundation declares it;
    /// it is the default of `TableColumn`'s string columns). Foundation on Linux has no localized
    /// comparison: this one compares lexically (`.lexical`), which differs from Apple's for digits
    /// ("file10" after "file9") and case. The model sorts no table with it (sorting is not modelled
    /// and reports itself), so the difference shows only to code that calls `compare` on it.
    public static var localizedStandard: String.StandardComparator { .lexical }
}
