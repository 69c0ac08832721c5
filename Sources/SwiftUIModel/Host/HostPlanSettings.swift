import CourseCheckProtocol

extension DynamicTypeSize {
    /// The run plan's text size: the short names go in the same order, `XS` (xSmall) to `AX5`.
    init(_ size: TextSize) {
        self = DynamicTypeSize(rawValue: TextSize.allCases.firstIndex(of: size)!) ?? .large
    }
}
