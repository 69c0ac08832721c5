import CourseCheckProtocol
import Foundation

/// A wrapper for a UIKit view that you use to integrate that view into your SwiftUI view
/// hierarchy (Apple's UIViewRepresentable). The model calls `makeCoordinator()` and
/// `makeUIView(context:)` once per view identity and `updateUIView(_:context:)` at each update, as
/// SwiftUI does, but draws no UIKit view: the screen shows a placeholder of the proposed size, and
/// the run reports it as not modelled.
public protocol UIViewRepresentable: View {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    @MainActor func makeUIView(context: Context) -> UIViewType
    @MainActor func updateUIView(_ uiView: UIViewType, context: Context)
    @MainActor func makeCoordinator() -> Coordinator
    typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
    public var body: _RepresentableHost<Self> { _RepresentableHost(kind: "UIViewRepresentable", name: "\(Self.self)", make: { @MainActor storage in
        let context = UIViewRepresentableContext<Self>(coordinator: storage.coordinator as? Coordinator ?? makeCoordinator())
        storage.coordinator = context.coordinator
        let view = storage.made as? UIViewType ?? makeUIView(context: context)
        storage.made = view
        updateUIView(view, context: context)
    }) }
}

/// Contextual information about the state of the system that you use to create and update your
/// UIKit view.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues { EnvironmentValues() }
}

/// A view that represents a UIKit view controller (Apple's UIViewControllerRepresentable); the
/// same placeholder as `UIViewRepresentable`.
public protocol UIViewControllerRepresentable: View {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    @MainActor func makeUIViewController(context: Context) -> UIViewControllerType
    @MainActor func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    @MainActor func makeCoordinator() -> Coordinator
    typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
    public var body: _RepresentableHost<Self> { _RepresentableHost(kind: "UIViewControllerRepresentable", name: "\(Self.self)", make: { @MainActor storage in
        let context = UIViewControllerRepresentableContext<Self>(coordinator: storage.coordinator as? Coordinator ?? makeCoordinator())
        storage.coordinator = context.coordinator
        let controller = storage.made as? UIViewControllerType ?? makeUIViewController(context: context)
        storage.made = controller
        updateUIViewController(controller, context: context)
    }) }
}

public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues { EnvironmentValues() }
}

/// What a representable's node keeps: its UIKit object and coordinator, made once.
final class RepresentableStorage {
    var made: AnyObject?
    var coordinator: Any?
}

/// The placeholder a representable shows: it takes the size it is offered.
public struct _RepresentableHost<Represented>: View, BuiltinView {
    public typealias Body = Never
    let kind: String
    let name: String
    let make: @MainActor (RepresentableStorage) -> Void

    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }

    func didBuild(_ node: ViewNode) {
        let storage = node.storage["representable"] as? RepresentableStorage ?? RepresentableStorage()
        node.storage["representable"] = storage
        make(storage)
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        ModelProblems.notModelled(kind, "\(name)'s UIKit content is not drawn: a placeholder of the proposed size")
        return [DisplayNode(kind: kind, content: ReportQuoting.quote(name), layout: LeafLayout { $0.replacingUnspecifiedDimensions() })]
    }
}
