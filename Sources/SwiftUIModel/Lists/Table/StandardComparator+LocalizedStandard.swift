import Foundation

extension String.StandardComparator {
    /// Foundation's comparator of strings as the Finder sorts them (Apple's Foundation declares it;
    /// it is the default of `TableColumn`'s string columns). Foundation on Linux has no localized
    /// comparison: this one compares lexically (`.lexical`), which differs from Apple's for digits
    /// ("file10" after "file9") and case, so reading it reports itself.
    public static var localizedStandard: String.StandardComparator {
        ModelProblems.notModelled("String.StandardComparator.localizedStandard",
                                  "Foundation on Linux has no localized comparator: this one compares lexically, unlike Apple's for digits and case")
        return .lexical
    }
}
