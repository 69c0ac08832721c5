import Foundation

/// A type-erased scroll target behaviour (iOS 18's `AnyScrollTargetBehavior`). Apple's interface
/// gives its members' bodies (`@inlinable`: they forward to `base`), which the model's copy does;
/// what the forwarded behaviour does is its own (the model's built-in behaviours report themselves).
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var base: any ScrollTargetBehavior

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(_ base: some ScrollTargetBehavior) {
        self.base = base
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func updateTarget(_ target: inout ScrollTarget, context: AnyScrollTargetBehavior.TargetContext) {
        base.updateTarget(&target, context: context)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.4)")
extension AnyScrollTargetBehavior {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.4)")
    public func properties(context: AnyScrollTargetBehavior.PropertiesContext) -> AnyScrollTargetBehavior.Properties {
        base.properties(context: context)
    }
}
