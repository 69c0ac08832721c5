import Foundation

// `ProgressView`'s initialisers of a Foundation `Progress` (iOS 14) and of a date interval
// (iOS 16), with Apple's signatures.

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// The progress's completed fraction, or a spinner while it is indeterminate. The labels Apple
    /// makes from the progress's descriptions are not drawn: a use says so.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ progress: Progress) {
        ModelProblems.notModelled("ProgressView.init(_: Progress)", "shows the completed fraction without the labels made from the progress's descriptions, as it was when the view was made")
        self.init(value: progress.isIndeterminate ? nil : progress.fractionCompleted, label: nil, currentValueLabel: nil)
    }
}

// A progress view of a date interval fills (or empties) as the clock goes through it. The model
// has no clock that moves a view: these report themselves and show a spinner, with Apple's
// default date label (`DefaultDateProgressLabel`, which reports itself and shows nothing).

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        ProgressTimerInterval.report("ProgressView.init(timerInterval:countsDown:)")
        self.init(value: nil, label: nil, currentValueLabel: DefaultDateProgressLabel(notModelledPlaceholder: ()))
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        ProgressTimerInterval.report("ProgressView.init(timerInterval:countsDown:label:)")
        self.init(value: nil, label: label(), currentValueLabel: DefaultDateProgressLabel(notModelledPlaceholder: ()))
    }
}

extension ProgressView {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        ProgressTimerInterval.report("ProgressView.init(timerInterval:countsDown:label:currentValueLabel:)")
        self.init(value: nil, label: label(), currentValueLabel: currentValueLabel())
    }
}

enum ProgressTimerInterval {
    @MainActor
    static func report(_ api: String) {
        ModelProblems.notModelled(api, "the progress through the date interval is not modelled (no clock moves it): shows a spinner")
    }
}
