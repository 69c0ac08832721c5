import Foundation

// SwiftUI's helpers for the offsets `onDelete` and `onMove` hand over (Apple declares both in
// SwiftUI: `MutableCollection.move(fromOffsets:toOffset:)`, `RangeReplaceableCollection.remove(atOffsets:)`).

extension MutableCollection {
    /// Moves the elements at `source` to before the element at `destination` (an offset in the
    /// collection as it was), keeping their order.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moved = source.map { self[index(startIndex, offsetBy: $0)] }
        var rest: [Element] = []
        for (offset, element) in enumerated() where !source.contains(offset) { rest.append(element) }
        let insertAt = destination - source.filter { $0 < destination }.count
        rest.insert(contentsOf: moved, at: Swift.min(Swift.max(insertAt, 0), rest.count))
        for (offset, element) in rest.enumerated() { self[index(startIndex, offsetBy: offset)] = element }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at the offsets.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
    }
}
