/// One step of a view's structural identity: where it sits in its parent.
enum IdentityComponent: Hashable, CustomStringConvertible {
    case index(Int)
    case branch(Bool)
    case type(ObjectIdentifier)
    case explicit(AnyHashable)
    case body

    var description: String {
        switch self {
        case .index(let i): "\(i)"
        case .branch(let b): b ? "then" : "else"
        case .type: "type"
        case .explicit(let id): "id(\(id))"
        case .body: "body"
        }
    }
}
