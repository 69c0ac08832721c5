import Foundation
import FoundationAdditionsModel
@testable import SwiftUIModel
import SystemModel
import Testing

/// Foundation's classes Linux lacks: a file wrapper keeps its contents and children; a user
/// activity keeps what it is given; an item provider's loads report themselves.
@Suite("NSItemProvider, NSUserActivity, FileWrapper") @MainActor
struct FoundationAdditionsTests {
    init() {
        _NotModelledBelowSwiftUI.report = { ModelProblems.notModelled($0, $1) }
    }

    @Test func aFileWrapperKeepsItsContentsAndChildren() {
        let file = FileWrapper(regularFileWithContents: Data("hello".utf8))
        #expect(file.isRegularFile && !file.isDirectory)
        #expect(file.regularFileContents == Data("hello".utf8))
        let folder = FileWrapper(directoryWithFileWrappers: ["a.txt": file])
        #expect(folder.isDirectory)
        // NSFileWrapper.h: a child without a preferred file name is given its key.
        #expect(file.preferredFilename == "a.txt")
        #expect(folder.addRegularFileWithContents(Data(), preferredFilename: "b.txt") == "b.txt")
        #expect(folder.fileWrappers?.keys.sorted() == ["a.txt", "b.txt"])
    }

    @Test func aUserActivityKeepsWhatItIsGiven() {
        _ = ModelProblems.take()
        let activity = NSUserActivity(activityType: "com.example.view")
        activity.title = "Viewing"
        activity.userInfo = ["a": 1]
        activity.addUserInfoEntries(from: ["b": 2])
        #expect(activity.activityType == "com.example.view")
        #expect(activity.title == "Viewing")
        #expect(activity.userInfo?.count == 2)
        activity.becomeCurrent()
        #expect(ModelProblems.take().contains { $0.contains("`NSUserActivity.becomeCurrent()` is not modelled") })
    }

    @Test func loadingFromAnItemProviderReportsItself() {
        _ = ModelProblems.take()
        let provider = NSItemProvider(object: "text" as NSString)
        _ = provider.loadObject(ofClass: NSString.self) { _, _ in }
        #expect(!provider.canLoadObject(ofClass: NSString.self))
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("`NSItemProvider.loadObject(ofClass:completionHandler:)` is not modelled") })
        #expect(problems.contains { $0.contains("`NSItemProvider.canLoadObject(ofClass:)` is not modelled") })
    }
}
