/// Gestures the model recognises itself.
@MainActor
protocol PrimitiveGesture {
    func makeRecognizer() -> GestureRecognizer
}

/// The recognizer for any gesture: a primitive one's own, or its body's.
@MainActor
func makeRecognizer<G: Gesture>(_ gesture: G) -> GestureRecognizer {
    if let primitive = gesture as? any PrimitiveGesture { return primitive.makeRecognizer() }
    return makeRecognizer(gesture.body)
}

/// A short name for the report's `gesture=` attribute.
@MainActor
func gestureName<G: Gesture>(_ gesture: G) -> String {
    if let named = gesture as? any NamedGesture { return named.reportName }
    if G.Body.self == Never.self { return "\(G.self)" }
    return gestureName(gesture.body)
}

@MainActor
protocol NamedGesture {
    var reportName: String { get }
}
