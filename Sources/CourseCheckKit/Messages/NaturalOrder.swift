/// Names in the order a person counts them: runs of digits compare as numbers, so `E2` comes
/// before `E10` and `lesson 9` before `lesson 10` (Finder's and `ls -v`'s order); the rest
/// compares character by character.
public enum NaturalOrder {
    public static func precedes(_ a: String, _ b: String) -> Bool {
        var left = a.unicodeScalars[...]
        var right = b.unicodeScalars[...]
        while let x = left.first, let y = right.first {
            if isDigit(x), isDigit(y) {
                let leftDigits = left.prefix(while: isDigit)
                let rightDigits = right.prefix(while: isDigit)
                let leftNumber = leftDigits.drop { $0 == "0" }
                let rightNumber = rightDigits.drop { $0 == "0" }
                if leftNumber.count != rightNumber.count { return leftNumber.count < rightNumber.count }
                if !leftNumber.elementsEqual(rightNumber) { return String(String.UnicodeScalarView(leftNumber)) < String(String.UnicodeScalarView(rightNumber)) }
                if leftDigits.count != rightDigits.count { return leftDigits.count < rightDigits.count }
                left = left.dropFirst(leftDigits.count)
                right = right.dropFirst(rightDigits.count)
                continue
            }
            if x != y { return x.value < y.value }
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
