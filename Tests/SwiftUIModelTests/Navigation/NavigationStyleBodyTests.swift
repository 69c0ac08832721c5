@testable import SwiftUIModel
import Testing

/// A split view style's body (Apple's `NavigationSplitViewStyle.makeBody(configuration:)`): the
/// model's split view never asks for it; asked by code, the built-in styles' bodies show nothing
/// and report themselves (NavigationContainers.swift).
@Suite("Navigation split view style bodies") @MainActor
struct NavigationStyleBodyTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aBuiltInSplitViewStylesBodyReportsItself() {
        _ = ModelProblems.take()
        let configuration = NavigationSplitViewStyleConfiguration(notModelledPlaceholder: ())
        let graph = mount(BalancedNavigationSplitViewStyle().makeBody(configuration: configuration))
        #expect(texts(graph).isEmpty)
        _ = AutomaticNavigationSplitViewStyle().makeBody(configuration: configuration)
        _ = ProminentDetailNavigationSplitViewStyle().makeBody(configuration: configuration)
        let problems = ModelProblems.take()
        for style in ["Balanced", "Automatic", "ProminentDetail"] {
            #expect(problems.contains { $0.contains("`\(style)NavigationSplitViewStyle.makeBody(configuration:)` is not modelled") })
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aDoubleColumnNavigationViewIsAStackOnIPhone() {
        struct Screen: View {
            var body: some View {
                NavigationView { Text("Inbox") }.navigationViewStyle(DoubleColumnNavigationViewStyle())
            }
        }
        #expect(texts(mount(Screen())).contains("\"Inbox\""))
    }
}
