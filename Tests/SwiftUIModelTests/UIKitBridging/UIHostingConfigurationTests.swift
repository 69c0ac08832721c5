import Testing
@testable import SwiftUIModel

/// `UIHostingConfiguration` keeps its content, background, margins and minimum size; what runs no
/// UIKit reports itself.
@MainActor
@Suite("UIHostingConfiguration")
struct UIHostingConfigurationTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func marginsAreSetOnTheGivenEdgesOnly() {
        let configuration = UIHostingConfiguration { Text("cell") }.margins(.horizontal, 8)
        #expect(configuration.margins == [.leading: 8, .trailing: 8])
        let insets = configuration.margins(.top, EdgeInsets(top: 3, leading: 1, bottom: 5, trailing: 1))
        #expect(insets.margins == [.leading: 8, .trailing: 8, .top: 3])
        #expect(UIHostingConfiguration { Text("cell") }.margins(.all, 10).margins.count == 4)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func minSizeKeepsWhatIsNotGiven() {
        let configuration = UIHostingConfiguration { Text("cell") }.minSize(width: 44).minSize(height: 20)
        #expect(configuration.minWidth == 44)
        #expect(configuration.minHeight == 20)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aBackgroundReplacesTheBackgroundAndKeepsTheRest() {
        let configuration = UIHostingConfiguration { Text("cell") }.margins(.top, 2).background { Color.red }
        #expect(configuration.background == Color.red)
        #expect(configuration.margins == [.top: 2])
        let styled = UIHostingConfiguration { Text("cell") }.background(Color.blue)
        #expect(type(of: styled.background) == _UIHostingConfigurationBackgroundView<Color>.self)
        #expect(texts(mount(styled.content)) == ["\"cell\""])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func makingItsViewReportsThatNothingIsDrawn() {
        let view = UIHostingConfiguration { Text("cell") }.makeContentView()
        #expect(view.configuration is UIHostingConfiguration<Text, EmptyView>)
        #expect(ModelProblems.recorded.contains { $0.contains("UIHostingConfiguration.makeContentView()") })
    }
}
