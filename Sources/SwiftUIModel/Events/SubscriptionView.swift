/// A view that subscribes to a publisher with an action (Apple's `SubscriptionView`, what Apple's
/// `onReceive(_:perform:)` is made of: `SubscriptionView(content: self, publisher: publisher,
/// action: action)` in SwiftUI's interface). It shows its content and runs the action with each
/// value the publisher sends while the view is on screen, as the model's `onReceive` does
/// (`OnReceiveModifier`: subscribed when the view appears, cancelled when it disappears).
public struct SubscriptionView<PublisherType, Content> : View where PublisherType : Publisher, Content : View, PublisherType.Failure == Never {
    public typealias Body = Never
    public var content: Content
    public var publisher: PublisherType
    public var action: (PublisherType.Output) -> Void

    public init(content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void) {
        self.content = content
        self.publisher = publisher
        self.action = action
    }
}

extension SubscriptionView: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .index(0), view: content)]
    }

    var lifecycle: (any LifecycleModifier)? {
        OnReceiveModifier(publisher: publisher, action: action)
    }
}
