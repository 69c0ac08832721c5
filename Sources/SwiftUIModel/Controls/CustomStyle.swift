import Foundation

/// A style written by course code (a type conforming to one of the controls' style protocols),
/// erased for the environment: its type's name, which the report shows, and its body made from
/// the control's configuration.
///
/// Styles set by the controls' `…Style(_:)` modifiers stack: the innermost draws the control,
/// and a control a style's body makes from its configuration (`GroupBox(configuration)`) is drawn
/// by the next style out, the system's when there is none. This is how SwiftUI documents the
/// configuration initialisers ("preserving its current style", e.g.
/// developer.apple.com/documentation/swiftui/groupbox/init(_:)); the labels and content a
/// configuration hands the body keep the stack they were declared in.
struct CustomStyle<Configuration> {
    let name: String
    let makeBody: @MainActor (Configuration) -> any View
}

/// The styles a control below a modifier is drawn with, outermost first.
struct CustomStyleStack<Configuration> {
    var styles: [CustomStyle<Configuration>] = []

    var innermost: CustomStyle<Configuration>? { styles.last }

    /// The stack a style's body is made in: without that style.
    var outer: CustomStyleStack { CustomStyleStack(styles: styles.dropLast()) }

    func pushing(_ style: CustomStyle<Configuration>) -> CustomStyleStack {
        CustomStyleStack(styles: styles + [style])
    }
}
