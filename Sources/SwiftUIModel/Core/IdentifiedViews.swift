import Foundation

/// SwiftUI's underscored record of the views given an identifier (`_identified(by:)`) and where
/// they are, which a hosting controller walks (`_forEachIdentifiedView`). The model declares the
/// values only: it identifies no view, so the only tree a program meets is the `empty` one.
public enum _IdentifiedViewTree {
    case empty
    case proxy(_IdentifiedViewProxy)
    case array([_IdentifiedViewTree])

    /// Calls `body` with each proxy in the tree, depth first.
    public func forEach(_ body: (_IdentifiedViewProxy) -> Void) {
        switch self {
        case .empty: break
        case .proxy(let proxy): body(proxy)
        case .array(let trees): trees.forEach { $0.forEach(body) }
        }
    }
}

/// One identified view: its identifier and its bounds.
public struct _IdentifiedViewProxy {
    public var identifier: AnyHashable
    public var boundingRect: CGRect
    init(identifier: AnyHashable, boundingRect: CGRect) {
        self.identifier = identifier
        self.boundingRect = boundingRect
    }
}
