import Foundation

// Members of the drag-and-drop values (iOS 13.4 and 26) that the generator could not make: it
// knows no placeholder of an enum whose cases all say something. The model runs no drag and drop
// (no session, proposal or configuration is ever made from one), and the generated values keep
// nothing: each read reports itself and reads the first case of Apple's interface.

@available(*, deprecated, message: "@available(iOS, introduced: 13.4)")
extension DropProposal {
    /// Not modelled: a use reports itself; the proposal keeps nothing and reads `.cancel`.
    @available(*, deprecated, message: "@available(iOS, introduced: 13.4)")
    public var operation: DropOperation {
        ModelProblems.notModelled("DropProposal.operation", "the proposal keeps nothing: reads .cancel")
        return .cancel
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension DropConfiguration {
    /// Not modelled: a use reports itself; the configuration keeps nothing and reads `.cancel`.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public var operation: DropOperation {
        ModelProblems.notModelled("DropConfiguration.operation", "the configuration keeps nothing: reads .cancel")
        return .cancel
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension DragSession {
    /// Not modelled: a use reports itself; the model runs no drag: reads `.initial`.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public var phase: DragSession.Phase {
        ModelProblems.notModelled("DragSession.phase", "the model runs no drag: reads .initial")
        return .initial
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension DropSession {
    /// Not modelled: a use reports itself; the model runs no drop: reads `.entering`.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public var phase: DropSession.Phase {
        ModelProblems.notModelled("DropSession.phase", "the model runs no drop: reads .entering")
        return .entering
    }
}
