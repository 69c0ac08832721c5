/// Names in the order a person counts them: a run of digits inside a name compares as a number,
/// so `E2` comes before `E10` (Finder's and `ls -v`'s order); the rest compares character by
/// character. Digits that start a path component stay characters: the course's lesson folders
/// are numbered to sort as text (`08`, `46`, `99`, `9A`, `9B`), and do.
public enum NaturalOrder {
    public static func precedes(_ a: String, _ b: String) -> Bool {
        var left = a.unicodeScalars[...]
        var right = b.unicodeScalars[...]
        // Both sides agree so far, so both are at a component's start or neither is.
        var atComponentStart = true
        while let x = left.first, let y = right.first {
            if isDigit(x), isDigit(y), !atComponentStart {
                let leftDigits = left.prefix(while: isDigit)
                let rightDigits = right.prefix(while: isDigit)
                let leftNumber = leftDigits.drop { $0 == "0" }
                let rightNumber = rightDigits.drop { $0 == "0" }
                if leftNumber.count != rightNumber.count { return leftNumber.count < rightNumber.count }
                if !leftNumber.elementsEqual(rightNumber) { return String(String.UnicodeScalarView(leftNumber)) < String(String.UnicodeScalarView(rightNumber)) }
                if leftDigits.count != rightDigits.count { return leftDigits.count < rightDigits.count }
                left = left.dropFirst(leftDigits.count)
                right = right.dropFirst(rightDigits.count)
                atComponentStart = false
                continue
            }
            if x != y { return x.value < y.value }
            atComponentStart = x == "/"
            left = left.dropFirst()
            right = right.dropFirst()
        }
        return left.isEmpty && !right.isEmpty
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }
}

extension Sequence {
    /// Sorted by a name in natural order (`NaturalOrder`).
    public func sorted(naturallyBy name: (Element) -> String) -> [Element] {
        sorted { NaturalOrder.precedes(name($0), name($1)) }
    }
}
