import Foundation

// SwiftUI's extension of `NSUserActivity` (iOS 14; SwiftUI.swiftinterface of the iOS 26.2 SDK):
// a Codable payload in the activity's user info. How Apple encodes it into `userInfo` is not in
// the interface, so neither way is modelled: each reports itself and throws.
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension NSUserActivity {
    public enum TypedPayloadError: Error {
        case invalidContent
        case encodingError
    }

    public func typedPayload<T>(_ type: T.Type) throws -> T where T: Decodable, T: Encodable {
        ModelProblems.notModelled("NSUserActivity.typedPayload(_:)", "the payload's encoding is not known: it throws invalidContent")
        throw TypedPayloadError.invalidContent
    }

    public func setTypedPayload<T>(_ payload: T) throws where T: Decodable, T: Encodable {
        ModelProblems.notModelled("NSUserActivity.setTypedPayload(_:)", "the payload's encoding is not known: it throws encodingError")
        throw TypedPayloadError.encodingError
    }
}
