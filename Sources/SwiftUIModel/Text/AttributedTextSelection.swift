import Foundation

/// A selection in an attributed string (iOS 26's `AttributedTextSelection`, what a rich
/// `TextEditor` binds): an insertion point (with the attributes typing there gives) or ranges.
/// The string's own index tracking (swift-foundation's `AttributedString.transform(updating:)`)
/// keeps a selection on its text as the text changes. What the model cannot know reports itself:
/// where `init()`'s selection is, the affinity, and the typing attributes nobody gave.
@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
public struct AttributedTextSelection: Equatable, Sendable {
    enum Storage: Equatable, Sendable {
        /// `init()`: a selection no editor has placed yet.
        case unplaced
        case insertionPoint(AttributedString.Index, typingAttributes: AttributeContainer?)
        case ranges(RangeSet<AttributedString.Index>)
    }
    var storage: Storage

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init() { storage = .unplaced }
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(insertionPoint: AttributedString.Index, typingAttributes: AttributeContainer? = nil) {
        storage = .insertionPoint(insertionPoint, typingAttributes: typingAttributes)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(range: Range<AttributedString.Index>) { storage = .ranges(RangeSet(range)) }
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(ranges: RangeSet<AttributedString.Index>) { storage = .ranges(ranges) }

    /// The selected ranges, or the insertion point.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public func indices(in text: AttributedString) -> AttributedTextSelection.Indices {
        switch storage {
        case .unplaced:
            ModelProblems.notModelled("AttributedTextSelection() placed in a text", "an insertion point at the text's start")
            return .insertionPoint(text.startIndex)
        case .insertionPoint(let index, _): return .insertionPoint(index)
        case .ranges(let ranges): return .ranges(ranges)
        }
    }

    /// Not modelled: reports itself and is `automatic` (the model has no text layout to say on
    /// which side of a line break an insertion point sits).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public func affinity(in text: AttributedString) -> TextSelectionAffinity {
        ModelProblems.notModelled("AttributedTextSelection.affinity(in:)", "reads automatic")
        return .automatic
    }

    /// The attributes typing at the insertion point gives: those the selection was made with.
    /// Others report themselves and are the attributes of the character before the selection
    /// (no source for SwiftUI's rule).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public func typingAttributes(in text: AttributedString) -> AttributeContainer {
        if case .insertionPoint(_, let given?) = storage { return given }
        ModelProblems.notModelled("AttributedTextSelection.typingAttributes(in:)", "the attributes of the character before the selection")
        let start: AttributedString.Index
        switch indices(in: text) {
        case .insertionPoint(let index): start = index
        case .ranges(let ranges): start = ranges.ranges.first?.lowerBound ?? text.startIndex
        }
        guard start > text.startIndex else { return text.runs.first?.attributes ?? AttributeContainer() }
        return text.runs[text.index(beforeCharacter: start)].attributes
    }

    /// The attributes of each run the selection covers (at an insertion point, its typing
    /// attributes).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public func attributes(in text: AttributedString) -> AttributedTextSelection.Attributes<AttributedString> {
        switch indices(in: text) {
        case .insertionPoint: return Attributes(containers: [typingAttributes(in: text)])
        case .ranges(let ranges): return Attributes(containers: ranges.ranges.flatMap { text[$0].runs.map(\.attributes) })
        }
    }

    /// The ranges the selection covers in `text` (none at an insertion point).
    func rangeSet(in text: AttributedString) -> RangeSet<AttributedString.Index> {
        if case .ranges(let ranges) = indices(in: text) { return ranges }
        return RangeSet()
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension AttributedTextSelection {
    /// The attributes of a selection's runs, in order.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public struct Attributes<Text>: Sequence {
        let containers: [AttributeContainer]
        public typealias Element = AttributeContainer

        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public func makeIterator() -> some IteratorProtocol<AttributeContainer> { containers.makeIterator() }

        /// Each run's value of one attribute.
        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public subscript<K>(type: K.Type) -> some Sequence<Optional<K.Value>> where K: AttributedStringKey, K.Value: Sendable {
            containers.map { $0[K.self] }
        }
        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public subscript<K>(type: KeyPath<AttributeDynamicLookup, K>) -> some Sequence<Optional<K.Value>> where K: AttributedStringKey, K.Value: Sendable {
            containers.map { $0[K.self] }
        }
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension AttributedString {
    /// The selected text.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public subscript(selection: AttributedTextSelection) -> DiscontiguousAttributedSubstring {
        self[selection.rangeSet(in: self)]
    }

    /// The selection's text replaced by `newContent`; the selection becomes the insertion point
    /// after it. More than one selected range reports itself: the first is replaced, the others
    /// removed.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public mutating func replaceSelection(_ selection: inout AttributedTextSelection, with newContent: some AttributedStringProtocol) {
        replace(&selection, with: AttributedString(newContent[newContent.startIndex..<newContent.endIndex]))
    }

    /// The selection's text replaced by characters in the selection's typing attributes.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public mutating func replaceSelection(_ selection: inout AttributedTextSelection, withCharacters newContent: some Collection<Character>) {
        let attributes = selection.typingAttributes(in: self)
        replace(&selection, with: AttributedString(String(newContent), attributes: attributes))
    }

    private mutating func replace(_ selection: inout AttributedTextSelection, with content: AttributedString) {
        let ranges: [Range<Index>]
        switch selection.indices(in: self) {
        case .insertionPoint(let index): ranges = [index..<index]
        case .ranges(let set): ranges = set.ranges.isEmpty ? [startIndex..<startIndex] : Array(set.ranges)
        }
        if ranges.count > 1 {
            ModelProblems.notModelled("AttributedString.replaceSelection of several ranges", "the first range is replaced and the others removed")
        }
        for range in ranges.dropFirst().reversed() { removeSubrange(range) }
        let start = characters.distance(from: startIndex, to: ranges[0].lowerBound)
        replaceSubrange(ranges[0], with: content)
        let end = index(startIndex, offsetByCharacters: start + content.characters.count)
        selection = AttributedTextSelection(insertionPoint: end)
    }

    /// `body` run on the string, the selection kept on the same text (the string's own index
    /// tracking).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public mutating func transform<E>(updating selection: inout AttributedTextSelection, body: (inout AttributedString) throws(E) -> Void) throws(E) where E: Error {
        switch selection.storage {
        case .unplaced:
            try body(&self)
        case .insertionPoint(let index, let typing):
            var range = index..<index
            try transform(updating: &range, body: body)
            selection = AttributedTextSelection(insertionPoint: range.lowerBound, typingAttributes: typing)
        case .ranges(let set):
            var ranges = Array(set.ranges)
            try transform(updating: &ranges, body: body)
            selection = AttributedTextSelection(ranges: RangeSet(ranges))
        }
    }

    /// `body` run on the attributes of each selected run (at an insertion point, on its typing
    /// attributes).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public mutating func transformAttributes<E>(in selection: inout AttributedTextSelection, body: (inout AttributeContainer) throws(E) -> Void) throws(E) where E: Error {
        switch selection.indices(in: self) {
        case .insertionPoint(let index):
            var typing = selection.typingAttributes(in: self)
            try body(&typing)
            selection = AttributedTextSelection(insertionPoint: index, typingAttributes: typing)
        case .ranges(let set):
            for range in set.ranges {
                for run in self[range].runs {
                    var container = run.attributes
                    try body(&container)
                    self[run.range].setAttributes(container)
                }
            }
        }
    }
}
