import CourseCheckProtocol
import Foundation

/// Whether something the system draws is shown (SwiftUI's `Visibility`).
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

extension View {
    /// Presents a sheet while `isPresented` is true; `onDismiss` runs when it goes away (Apple's
    /// `sheet(isPresented:onDismiss:content:)`).
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        PresentationHost(content: self, presented: isPresented.wrappedValue ? content() : nil, style: .sheet,
                         dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
    }

    /// Presents a sheet for the item while it is not nil (Apple's `sheet(item:onDismiss:content:)`).
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        PresentationHost(content: self, presented: item.wrappedValue.map { IDView(content: content($0), id: $0.id) }, style: .sheet,
                         dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss)
    }

    /// Covers the whole screen while `isPresented` is true; it cannot be swiped away.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        PresentationHost(content: self, presented: isPresented.wrappedValue ? content() : nil, style: .fullScreenCover,
                         dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        PresentationHost(content: self, presented: item.wrappedValue.map { IDView(content: content($0), id: $0.id) }, style: .fullScreenCover,
                         dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss)
    }

    /// A popover: on iPhone (horizontally compact) it is shown as a sheet (Apple's
    /// `presentationCompactAdaptation(_:)`; docs/FACTS.md).
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        PresentationHost(content: self, presented: isPresented.wrappedValue ? content() : nil, style: .sheet,
                         dismiss: { isPresented.wrappedValue = false }, onDismiss: nil)
    }

    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        PresentationHost(content: self, presented: item.wrappedValue.map { IDView(content: content($0), id: $0.id) }, style: .sheet,
                         dismiss: { item.wrappedValue = nil }, onDismiss: nil)
    }

    /// The heights a sheet can rest at (Apple's `presentationDetents(_:)`: "By default, sheets
    /// support the large detent").
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(CarryingModifier(key: PresentationDetentsKey.self, value: SheetDetents(detents: detents, selection: nil)))
    }

    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        modifier(CarryingModifier(key: PresentationDetentsKey.self, value: SheetDetents(detents: detents, selection: selection)))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(CarryingModifier(key: DragIndicatorKey.self, value: visibility))
    }

    /// Keeps the sheet from being swiped away (a `dismiss` step then leaves it where it is).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(CarryingModifier(key: InteractiveDismissDisabledKey.self, value: isDisabled))
    }
}

/// Where a popover's arrow points from; a popover is a sheet on iPhone, so neither anchor is used.
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// A height a sheet can rest at (SwiftUI's `PresentationDetent`).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large, medium
        case fraction(CGFloat)
        case height(CGFloat)
        /// A detent of the app's own (`custom(_:)`), by its type and the type's name.
        case custom(ObjectIdentifier, String)
    }
    let kind: Kind

    /// The system's large detent: the full sheet.
    public static let large = PresentationDetent(kind: .large)
    /// "Approximately half the height of the screen" (Apple's `PresentationDetent.medium`).
    public static let medium = PresentationDetent(kind: .medium)
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

    /// Not modelled: the type's `height(in:)` is never asked (the model has no context to give it):
    /// the sheet rests at its full height, and making the detent reports itself. Two custom
    /// detents are the same when their types are.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func custom<D>(_ type: D.Type) -> PresentationDetent where D: CustomPresentationDetent {
        ModelProblems.notModelled("PresentationDetent.custom(_:)", "the detent's height(in:) is not asked: the sheet rests at its full height")
        return PresentationDetent(kind: .custom(ObjectIdentifier(type), String(describing: type)))
    }

    /// The report's name: `large`, `medium`, `fraction(0.3)`, `height(200)`.
    var reportName: String {
        switch kind {
        case .large: "large"
        case .medium: "medium"
        case .fraction(let f): "fraction(\(ReportNumber.format(Double(f))))"
        case .height(let h): "height(\(ReportNumber.format(Double(h))))"
        case .custom(_, let name): "custom(\(name))"
        }
    }

    /// The sheet's height at this detent: the full sheet for large, half the screen for medium.
    func height(fullSheet: CGFloat, screen: CGFloat) -> CGFloat {
        switch kind {
        case .large: fullSheet
        case .medium: screen / 2
        case .fraction(let f): min(screen * f, fullSheet)
        case .height(let h): min(h, fullSheet)
        case .custom: fullSheet
        }
    }
}

struct SheetDetents {
    var detents: Set<PresentationDetent>
    var selection: Binding<PresentationDetent>?
}

enum PresentationDetentsKey: CarriedKey { typealias Value = SheetDetents }
enum DragIndicatorKey: CarriedKey { typealias Value = Visibility }
enum InteractiveDismissDisabledKey: CarriedKey { typealias Value = Bool }

/// A modifier that puts a fact on each display unit of its content for a container above to read.
struct CarryingModifier<Key: CarriedKey>: ViewModifier, BuiltinModifier {
    let key: Key.Type
    let value: Key.Value
    typealias Body = Never

    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        unit.carried[key] = value
        return unit
    }
}
