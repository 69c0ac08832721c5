import CoreTransferableModel
import Foundation
@testable import SwiftUIModel
import SystemModel
import Testing
import UniformTypeIdentifiersModel

/// The stand-ins of UniformTypeIdentifiers and CoreTransferable: values that name what made them,
/// and every look-up or transfer reporting itself through the SwiftUI host's hook.
@Suite("UTType and Transferable") @MainActor
struct TransferableTests {
    init() {
        // What the host does when a run starts (Host.swift).
        _NotModelledBelowSwiftUI.report = { ModelProblems.notModelled($0, $1) }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aTypeIsEqualToTheSameMemberOnly() {
        #expect(UTType.png == UTType.png)
        #expect(UTType.png != UTType.jpeg)
        #expect(Set([UTType.png, .png, .plainText]).count == 2)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func lookingATypeUpReportsItself() {
        _ = ModelProblems.take()
        #expect(UTType.png.identifier == "")
        #expect(UTType("public.png") == nil)
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("`UTType.identifier` is not modelled") })
        #expect(problems.contains { $0.contains("`UTType.init(_:)` is not modelled") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func askingForARepresentationReportsItself() {
        _ = ModelProblems.take()
        _ = Image.transferRepresentation
        _ = String.transferRepresentation
        _ = ProxyRepresentation<Image, Data>(exporting: { _ in Data() })
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("`Image.transferRepresentation` is not modelled: nothing is transferred") })
        #expect(problems.contains { $0.contains("`String.transferRepresentation` is not modelled") })
        #expect(problems.contains { $0.contains("`ProxyRepresentation.init(exporting:)` is not modelled") })
    }
}
