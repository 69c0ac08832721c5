import Testing

/// What a test helper looked up: the value, or nil after recording an issue that names what was
/// not found, so that a test built on a lookup fails when the lookup finds nothing (rather than
/// passing because an optional chain compared nil with nil, or a tap went nowhere).
public func found<T>(_ value: T?, _ what: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation) -> T? {
    if value == nil { Issue.record("not found: \(what())", sourceLocation: sourceLocation) }
    return value
}
