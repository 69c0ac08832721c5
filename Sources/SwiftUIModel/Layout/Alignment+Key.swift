import Foundation

/// The key Apple's alignments carry (`HorizontalAlignment.key`, `VerticalAlignment.key`): an
/// opaque value with no public members beyond `Hashable`/`Comparable`. The model tells its
/// alignments apart by their guide, not by a key, so reading one reports itself.
extension HorizontalAlignment {
    public var key: AlignmentKey {
        ModelProblems.notModelled("HorizontalAlignment.key", "alignments have no key in the model; reads a placeholder")
        return AlignmentKey(notModelledPlaceholder: ())
    }
}

extension VerticalAlignment {
    public var key: AlignmentKey {
        ModelProblems.notModelled("VerticalAlignment.key", "alignments have no key in the model; reads a placeholder")
        return AlignmentKey(notModelledPlaceholder: ())
    }
}
