import Testing
@testable import SwiftUIModel

/// The catalog's names through iOS 26 (SFSymbolKit at 1837916, generated on macOS 26.3) and how a
/// renamed name resolves, gated by the scenario's release.
@Suite("Symbols by release")
struct SymbolReleaseTests {
    /// `apple.intelligence` came with SF Symbols 6 (iOS 18.0).
    @Test func aNameFromIOS18() {
        #expect(SymbolCatalog.introduced("apple.intelligence") == 18)
        #expect(SymbolCatalog.exists("apple.intelligence", platformMajorVersion: 18))
        #expect(!SymbolCatalog.exists("apple.intelligence", platformMajorVersion: 17))
    }

    /// `eraser.badge.xmark` came with SF Symbols 7 (iOS 26.0); `text.below.folder` too.
    @Test func aNameFromIOS26() {
        #expect(SymbolCatalog.introduced("eraser.badge.xmark") == 26)
        #expect(SymbolCatalog.exists("text.below.folder", platformMajorVersion: 26))
        #expect(!SymbolCatalog.exists("eraser.badge.xmark", platformMajorVersion: 18))
    }

    /// SF Symbols 6 renamed `mic` to `microphone` and `doc` to `document`: the old name keeps its
    /// own release, the new one has the release that introduced it.
    @Test func aRenamedName() {
        #expect(SymbolCatalog.introduced("mic") == 13)
        #expect(SymbolCatalog.introduced("microphone") == 18)
        #expect(SymbolCatalog.exists("doc", platformMajorVersion: 26))
        #expect(SymbolCatalog.exists("document", platformMajorVersion: 26))
        #expect(!SymbolCatalog.exists("document", platformMajorVersion: 17))
        // An alias with no release of its own resolves as its new name does.
        #expect(SymbolCatalog.table.aliases.isEmpty == false)
        for (old, new) in SymbolCatalog.table.aliases.prefix(5) {
            #expect(SymbolCatalog.introduced(old) == SymbolCatalog.introduced(new), "\(old)")
        }
    }

    /// The scenario's release gates the catalog: under iOS 17 the iOS 18 and 26 names are missing,
    /// under iOS 26 all of them resolve.
    @Test func gatedByTheScenarioRelease() {
        let names = ["figure.run", "apple.intelligence", "eraser.badge.xmark"]
        #expect(names.map { SymbolCatalog.exists($0, platformMajorVersion: 17) } == [true, false, false])
        #expect(names.map { SymbolCatalog.exists($0, platformMajorVersion: 18) } == [true, true, false])
        #expect(names.map { SymbolCatalog.exists($0, platformMajorVersion: 26) } == [true, true, true])
        let found = { (major: Int) in SymbolCatalog.table.introduced.values.filter { $0 <= major }.count }
        // Counted from SymbolData.swift: 6,584 names through iOS 17.6, 1,947 more in iOS 18.x,
        // 643 more in iOS 26.x.
        #expect(found(17) == 6584)
        #expect(found(18) == 8531)
        #expect(found(26) == 9174)
    }
}
