import Foundation

// Apple's scroll values are Equatable and Hashable (SwiftUICore's `ScrollTarget: Hashable` from
// iOS 17, `ScrollPosition: Equatable` from iOS 18, SwiftUI's `ScrollDismissesKeyboardMode:
// Hashable` from iOS 18.2). The model's values of these types keep nothing (their members report
// themselves), so it cannot tell two of them apart: comparing or hashing one reports itself.

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension ScrollTarget: Hashable {
    /// Not modelled: a use reports itself; the model keeps no target, so every two compare equal.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func == (a: ScrollTarget, b: ScrollTarget) -> Bool {
        ModelProblems.notModelled("ScrollTarget.==(_:_:)", "the model keeps no scroll target: every two compare equal")
        return true
    }

    /// Not modelled: a use reports itself; hashes nothing (the model keeps no target).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func hash(into hasher: inout Hasher) {
        ModelProblems.notModelled("ScrollTarget.hash(into:)", "the model keeps no scroll target: nothing is hashed")
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension ScrollPosition: Equatable {
    /// Not modelled: a use reports itself; the model keeps no position, so every two compare equal.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool {
        ModelProblems.notModelled("ScrollPosition.==(_:_:)", "the model keeps no scroll position: every two compare equal")
        return true
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.2)")
extension ScrollDismissesKeyboardMode: Hashable {
    /// Not modelled: a use reports itself; the model keeps no mode, so every two compare equal.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.2)")
    public static func == (a: ScrollDismissesKeyboardMode, b: ScrollDismissesKeyboardMode) -> Bool {
        ModelProblems.notModelled("ScrollDismissesKeyboardMode.==(_:_:)", "the model keeps no mode: every two compare equal")
        return true
    }

    /// Not modelled: a use reports itself; hashes nothing (the model keeps no mode).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.2)")
    public func hash(into hasher: inout Hasher) {
        ModelProblems.notModelled("ScrollDismissesKeyboardMode.hash(into:)", "the model keeps no mode: nothing is hashed")
    }
}
