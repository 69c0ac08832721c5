import Foundation

/// A table's rows (Apple's `TableRowContent`): `TableRow`, a `ForEach` of rows, several from the
/// row builder, or a type whose `tableRowBody` is made of them. The model reads the rows through
/// `TableContentReading`; Apple's graph entry point (`_makeRows`) is not public.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
    associatedtype TableRowValue : Identifiable = Self.TableRowBody.TableRowValue
    associatedtype TableRowBody : TableRowContent
    @MainActor @preconcurrency var tableRowBody: Self.TableRowBody { get }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension Never {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableRowValue = Never
}

/// The body of rows that have none of their own (Apple's, so that `TableRowBody = Never`).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension Never: TableRowContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableRowBody = Never
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @MainActor @preconcurrency public var tableRowBody: Never { fatalError("Never has no table row body") }
}
