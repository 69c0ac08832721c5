// PhotosUI's SwiftUI picker as far as a file that imports it compiles, with Apple's signatures
// (iOS 26.2 SDK's _PhotosUI_SwiftUI.swiftinterface; PHPickerFilter from the SDK's headers).
// The photo library is not modelled: the picker reports itself and never chooses anything.
import Foundation
import SwiftUIModel

/// What kinds of assets a picker offers (`PHPickerFilter`).
public final class PHPickerFilter: Sendable {
    let name: String
    init(name: String) { self.name = name }
    public static var images: PHPickerFilter { PHPickerFilter(name: "images") }
    public static var videos: PHPickerFilter { PHPickerFilter(name: "videos") }
    public static var livePhotos: PHPickerFilter { PHPickerFilter(name: "livePhotos") }
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "any") }
}

/// An item a person picked (iOS 16's `PhotosPickerItem`).
public struct PhotosPickerItem: Equatable, Hashable, @unchecked Sendable {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public let itemIdentifier: String?

    /// How the picker encodes what it hands over.
    public enum EncodingDisambiguationPolicy: Equatable, Hashable, Sendable {
        case automatic, current, compatible
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func loadTransferable<T>(type: T.Type) async throws -> T? where T: Transferable {
        ModelProblems.notModelled("PhotosPickerItem.loadTransferable(type:)", "the photo library is not modelled: nothing is loaded (nil)")
        return nil
    }
}

/// A button that opens the photo picker (iOS 16's `PhotosPicker`): not modelled.
@MainActor @preconcurrency
public struct PhotosPicker<Label>: View where Label: View {
    let label: Label

    @preconcurrency public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var body: some View {
        ModelProblems.notModelled("PhotosPicker", "the photo library does not open: the picker shows its label and never picks")
        return label
    }
}

extension PhotosPicker where Label == Text {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @preconcurrency public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.label = Text(titleKey)
    }
}
