import Foundation

/// An optional tab is its own body, as Apple declares it (`var body: Optional<Wrapped>`, iOS 18):
/// the tab view reads an optional as a choice of its wrapped tab or none (`TabContentChoice`),
/// never through this body.
extension Optional where Wrapped: TabContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Body = Optional<Wrapped>
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var body: Optional<Wrapped> { self }
}
