import Foundation

/// An optional gesture is a gesture (Apple's `Optional: Gesture where Wrapped: Gesture`), so
/// `.gesture(isEnabled ? drag : nil)` compiles: the wrapped gesture's recognizer, or, when nil,
/// one that never recognises.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
    public typealias Body = Never
}

extension Optional: PrimitiveGesture where Wrapped: Gesture {
    func makeRecognizer() -> GestureRecognizer {
        map { SwiftUIModel.makeRecognizer($0) } ?? GestureRecognizer()
    }
}

extension Optional: NamedGesture where Wrapped: Gesture {
    var reportName: String { map { gestureName($0) } ?? "nil" }
}
