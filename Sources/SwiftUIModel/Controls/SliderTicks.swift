import Foundation

/// iOS 26's slider ticks: marks along a slider's track at chosen values, each with an optional
/// label, declared with `SliderTickBuilder` (`SliderTick`, `SliderTickContentForEach`, `if`).
///
/// The tick content behaves (each kind of content lists its ticks in `body`, as Apple's protocol
/// requires), but the model's slider does not draw ticks: a slider given ticks reports it.
/// No source says what orders or identifies ticks: the model orders them by value and
/// identifies a tick by its value (not verified).
@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
public protocol SliderTickContent<Value> {
    associatedtype Value : BinaryFloatingPoint
    associatedtype Body : RandomAccessCollection where Self.Body.Element == SliderTick<Self.Value>
    var body: Self.Body { get }
}

/// One tick: a value on the slider's track and its label, if any.
@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
public struct SliderTick<V> : SliderTickContent, Identifiable, Comparable where V : BinaryFloatingPoint {
    let value: V
    let label: (any View)?

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public typealias Value = V
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public typealias Body = Array<SliderTick<V>>

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public struct ID : Hashable {
        let value: V
        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public static func == (a: SliderTick<V>.ID, b: SliderTick<V>.ID) -> Bool { a.value == b.value }
        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(_ value: V) {
        self.value = value
        label = nil
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(_ value: V, @ViewBuilder label: () -> some View) {
        self.value = value
        self.label = label()
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public var id: SliderTick<V>.ID { ID(value: value) }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func < (lhs: SliderTick<V>, rhs: SliderTick<V>) -> Bool { lhs.value < rhs.value }
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func == (lhs: SliderTick<V>, rhs: SliderTick<V>) -> Bool { lhs.value == rhs.value }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public var body: SliderTick<V>.Body { [self] }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension SliderTick {
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(_ titleKey: LocalizedStringKey, _ value: V) {
        self.init(value) { Text(titleKey) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, _ value: V) {
        self.init(value) { Text(titleResource) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    @_disfavoredOverload
    public init<S>(_ title: S, _ value: V) where S : StringProtocol {
        self.init(value) { Text(title) }
    }
}

/// The ticks of a builder block: the ticks of each of its statements, in order.
@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
public struct TupleSliderTickContent<V, T> : SliderTickContent where V : BinaryFloatingPoint {
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public typealias Value = V
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public typealias TicksCollection = [SliderTick<V>]
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public typealias Body = [SliderTick<V>]

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public var value: T

    init(_ value: T) { self.value = value }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public var body: [SliderTick<V>] {
        Mirror(reflecting: value).children.flatMap { child in
            (child.value as? any SliderTickContent).map(SliderTicks.ticks) ?? []
        }.compactMap { $0 as? SliderTick<V> }
    }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
enum SliderTicks {
    /// The ticks a content lists, as values of a type the caller knows.
    static func ticks(_ content: any SliderTickContent) -> [Any] {
        func open<C: SliderTickContent>(_ content: C) -> [Any] { content.body.map { $0 } }
        return open(content)
    }

    static func reportTicks(_ api: String) {
        ModelProblems.notModelled(api, "the slider works, but its ticks are not drawn")
    }

    static func reportUnkept(neutralValue: Bool, enabledBounds: Bool, currentValueLabel: Bool) {
        if neutralValue { ModelProblems.notModelled("Slider's neutralValue", "the track is filled from its minimum") }
        if enabledBounds { ModelProblems.notModelled("Slider's enabledBounds", "the whole range can be chosen") }
        if currentValueLabel { ModelProblems.notModelled("Slider's currentValueLabel", "it is not shown") }
    }
}

/// Ticks made from a collection, one content per element.
@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
public struct SliderTickContentForEach<Data, ID, Content> : SliderTickContent where Data : RandomAccessCollection, ID : Hashable, Content : SliderTickContent {
    let data: Data
    let content: (Data.Element) -> Content

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public typealias Value = Content.Value
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public typealias Body = [SliderTick<SliderTickContentForEach<Data, ID, Content>.Value>]

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content) where V == Data.Element, Data.Element == Content.Value {
        self.data = data
        self.content = content
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init<V>(_ data: Data, @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content) where ID == V.ID, V : Identifiable, V == Data.Element, Data.Element == Content.Value {
        self.data = data
        self.content = content
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init<V>(_ data: Range<Int>, @SliderTickBuilder<V> content: @escaping (Range<Int>.Element) -> Content) where Data == Range<Int>, V == Content.Value {
        self.data = data
        self.content = content
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public var body: [SliderTick<SliderTickContentForEach<Data, ID, Content>.Value>] {
        data.flatMap { Array(content($0).body) }
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension _ConditionalContent : SliderTickContent where TrueContent : SliderTickContent, FalseContent : SliderTickContent, TrueContent.Body == FalseContent.Body {
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public typealias Value = TrueContent.Value
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public typealias Body = TrueContent.Body

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public var body: TrueContent.Body {
        switch storage {
        case .trueContent(let content): content.body
        case .falseContent(let content): content.body
        }
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension Optional : SliderTickContent where Wrapped : SliderTickContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public typealias Value = Wrapped.Value
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public typealias TicksCollection = [SliderTick<Wrapped.Value>]
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public typealias Body = Optional<Wrapped>.TicksCollection

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public var body: Optional<Wrapped>.TicksCollection { map { Array($0.body) } ?? [] }
}

/// Builds a slider's ticks from the statements of a block.
@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
@resultBuilder
public struct SliderTickBuilder<V> where V : BinaryFloatingPoint {
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func buildBlock() -> some SliderTickContent<V> { TupleSliderTickContent<V, ()>(()) }
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func buildBlock(_ content: some SliderTickContent<V>) -> some SliderTickContent<V> { content }
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func buildExpression(_ content: some SliderTickContent<V>) -> some SliderTickContent<V> { content }
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func buildIf(_ content: some SliderTickContent<V>) -> some SliderTickContent<V> { content }
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F> where V == T.Value, T : SliderTickContent, F : SliderTickContent, T.Body == F.Body {
        .init(storage: .trueContent(first))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F> where V == T.Value, T : SliderTickContent, F : SliderTickContent, T.Body == F.Body {
        .init(storage: .falseContent(second))
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension SliderTickBuilder {
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some SliderTickContent<V> where V == C0.Value, C0 : SliderTickContent, C1 : SliderTickContent, C0.Value == C1.Value {
        TupleSliderTickContent<V, (C0, C1)>((c0, c1))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some SliderTickContent<V> where V == C0.Value, C0 : SliderTickContent, C1 : SliderTickContent, C2 : SliderTickContent, C0.Value == C1.Value, C1.Value == C2.Value {
        TupleSliderTickContent<V, (C0, C1, C2)>((c0, c1, c2))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some SliderTickContent<V> where V == C0.Value, C0 : SliderTickContent, C1 : SliderTickContent, C2 : SliderTickContent, C3 : SliderTickContent, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value {
        TupleSliderTickContent<V, (C0, C1, C2, C3)>((c0, c1, c2, c3))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some SliderTickContent<V> where V == C0.Value, C0 : SliderTickContent, C1 : SliderTickContent, C2 : SliderTickContent, C3 : SliderTickContent, C4 : SliderTickContent, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value, C3.Value == C4.Value {
        TupleSliderTickContent<V, (C0, C1, C2, C3, C4)>((c0, c1, c2, c3, c4))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some SliderTickContent<V> where V == C0.Value, C0 : SliderTickContent, C1 : SliderTickContent, C2 : SliderTickContent, C3 : SliderTickContent, C4 : SliderTickContent, C5 : SliderTickContent, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value, C3.Value == C4.Value, C4.Value == C5.Value {
        TupleSliderTickContent<V, (C0, C1, C2, C3, C4, C5)>((c0, c1, c2, c3, c4, c5))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some SliderTickContent<V> where V == C0.Value, C0 : SliderTickContent, C1 : SliderTickContent, C2 : SliderTickContent, C3 : SliderTickContent, C4 : SliderTickContent, C5 : SliderTickContent, C6 : SliderTickContent, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value, C3.Value == C4.Value, C4.Value == C5.Value, C5.Value == C6.Value {
        TupleSliderTickContent<V, (C0, C1, C2, C3, C4, C5, C6)>((c0, c1, c2, c3, c4, c5, c6))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some SliderTickContent<V> where V == C0.Value, C0 : SliderTickContent, C1 : SliderTickContent, C2 : SliderTickContent, C3 : SliderTickContent, C4 : SliderTickContent, C5 : SliderTickContent, C6 : SliderTickContent, C7 : SliderTickContent, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value, C3.Value == C4.Value, C4.Value == C5.Value, C5.Value == C6.Value, C6.Value == C7.Value {
        TupleSliderTickContent<V, (C0, C1, C2, C3, C4, C5, C6, C7)>((c0, c1, c2, c3, c4, c5, c6, c7))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some SliderTickContent<V> where V == C0.Value, C0 : SliderTickContent, C1 : SliderTickContent, C2 : SliderTickContent, C3 : SliderTickContent, C4 : SliderTickContent, C5 : SliderTickContent, C6 : SliderTickContent, C7 : SliderTickContent, C8 : SliderTickContent, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value, C3.Value == C4.Value, C4.Value == C5.Value, C5.Value == C6.Value, C6.Value == C7.Value, C7.Value == C8.Value {
        TupleSliderTickContent<V, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>((c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some SliderTickContent<V> where V == C0.Value, C0 : SliderTickContent, C1 : SliderTickContent, C2 : SliderTickContent, C3 : SliderTickContent, C4 : SliderTickContent, C5 : SliderTickContent, C6 : SliderTickContent, C7 : SliderTickContent, C8 : SliderTickContent, C9 : SliderTickContent, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value, C3.Value == C4.Value, C4.Value == C5.Value, C5.Value == C6.Value, C6.Value == C7.Value, C7.Value == C8.Value, C8.Value == C9.Value {
        TupleSliderTickContent<V, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension Slider where ValueLabel == EmptyView {
    /// Not modelled: the slider works as the one without a neutral value; its neutral value,
    /// enabled bounds and current-value label, when given, report that they are not drawn or kept.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() }, @ViewBuilder minimumValueLabel: () -> ValueLabel = { EmptyView() }, @ViewBuilder maximumValueLabel: () -> ValueLabel = { EmptyView() }, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V : BinaryFloatingPoint, V.Stride : BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
        SliderTicks.reportUnkept(neutralValue: neutralValue != nil, enabledBounds: enabledBounds != nil, currentValueLabel: !(currentValueLabel() is EmptyView))
    }

    // Apple declares these two in an unconstrained extension, where Swift 6.3 warns that the
    // `{ EmptyView() }` defaults of the `ValueLabel` closures cannot infer the type: the model
    // declares them with the defaults where ValueLabel is EmptyView, and below without them
    // for sliders with minimum and maximum value labels (known-differences.tsv).
    /// Not modelled: the slider works as the one without ticks; its ticks, neutral value and
    /// enabled bounds, when given, report that they are not drawn or kept.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() }, @ViewBuilder minimumValueLabel: () -> ValueLabel = { EmptyView() }, @ViewBuilder maximumValueLabel: () -> ValueLabel = { EmptyView() }, @SliderTickBuilder<V> ticks: () -> some SliderTickContent<V>, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride : BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
        if !ticks().body.isEmpty { SliderTicks.reportTicks("Slider(value:in:neutralValue:enabledBounds:label:currentValueLabel:minimumValueLabel:maximumValueLabel:ticks:onEditingChanged:)") }
        SliderTicks.reportUnkept(neutralValue: neutralValue != nil, enabledBounds: enabledBounds != nil, currentValueLabel: !(currentValueLabel() is EmptyView))
    }

    /// Not modelled: the slider works as the stepped one without ticks; the ticks the closure
    /// gives, its neutral value and enabled bounds, when given, report that they are not drawn or kept.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() }, @ViewBuilder minimumValueLabel: () -> ValueLabel = { EmptyView() }, @ViewBuilder maximumValueLabel: () -> ValueLabel = { EmptyView() }, tick: (V) -> SliderTick<V>? = { _ in nil }, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V : BinaryFloatingPoint, V.Stride : BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
        // One tick at most per step (the closure is asked at each step's value).
        if step > 0, stride(from: bounds.lowerBound, through: bounds.upperBound, by: step).contains(where: { tick($0) != nil }) {
            SliderTicks.reportTicks("Slider(value:in:step:neutralValue:enabledBounds:label:currentValueLabel:minimumValueLabel:maximumValueLabel:tick:onEditingChanged:)")
        }
        SliderTicks.reportUnkept(neutralValue: neutralValue != nil, enabledBounds: enabledBounds != nil, currentValueLabel: !(currentValueLabel() is EmptyView))
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension Slider {
    /// Not modelled: the slider works as the one without a neutral value; its neutral value,
    /// enabled bounds and current-value label, when given, report that they are not drawn or kept.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() }, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V : BinaryFloatingPoint, V.Stride : BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
        SliderTicks.reportUnkept(neutralValue: neutralValue != nil, enabledBounds: enabledBounds != nil, currentValueLabel: !(currentValueLabel() is EmptyView))
    }

    /// Not modelled: the slider works as the one without ticks; its ticks, neutral value and
    /// enabled bounds, when given, report that they are not drawn or kept.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() }, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel, @SliderTickBuilder<V> ticks: () -> some SliderTickContent<V>, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride : BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
        if !ticks().body.isEmpty { SliderTicks.reportTicks("Slider(value:in:neutralValue:enabledBounds:label:currentValueLabel:minimumValueLabel:maximumValueLabel:ticks:onEditingChanged:)") }
        SliderTicks.reportUnkept(neutralValue: neutralValue != nil, enabledBounds: enabledBounds != nil, currentValueLabel: !(currentValueLabel() is EmptyView))
    }

    /// Not modelled: the slider works as the stepped one without ticks; the ticks the closure
    /// gives, its neutral value and enabled bounds, when given, report that they are not drawn or kept.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() }, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel, tick: (V) -> SliderTick<V>? = { _ in nil }, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V : BinaryFloatingPoint, V.Stride : BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
        // One tick at most per step (the closure is asked at each step's value).
        if step > 0, stride(from: bounds.lowerBound, through: bounds.upperBound, by: step).contains(where: { tick($0) != nil }) {
            SliderTicks.reportTicks("Slider(value:in:step:neutralValue:enabledBounds:label:currentValueLabel:minimumValueLabel:maximumValueLabel:tick:onEditingChanged:)")
        }
        SliderTicks.reportUnkept(neutralValue: neutralValue != nil, enabledBounds: enabledBounds != nil, currentValueLabel: !(currentValueLabel() is EmptyView))
    }
}
