import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing
import TestSupport

@MainActor
func mount(_ view: some View, environment: EnvironmentValues = EnvironmentValues()) -> ViewGraph {
    let graph = ViewGraph(environment: environment)
    graph.mount(view)
    return graph
}

/// Taps the button whose title is `title`, then brings the graph up to date; an issue when no
/// tappable button has that title.
@MainActor
func tap(_ title: String, in graph: ViewGraph, sourceLocation: SourceLocation = #_sourceLocation) {
    func button(_ nodes: [DisplayNode]) -> DisplayNode? {
        for node in nodes {
            if node.touch.tapAction != nil, node.accessibility.label == title { return node }
            if let found = button(node.children) { return found }
        }
        return nil
    }
    found(button(graph.displayTree()), "a button titled \"\(title)\"", sourceLocation: sourceLocation)?.touch.tapAction?()
    graph.update()
}

/// The contents of the Text nodes on screen, in order, as the report quotes them.
@MainActor
func texts(_ graph: ViewGraph) -> [String] {
    func walk(_ nodes: [DisplayNode]) -> [String] { nodes.flatMap { ($0.kind == "Text" ? [$0.content ?? ""] : []) + walk($0.children) } }
    return walk(graph.displayTree())
}

/// The first node of a kind on screen, or nil.
@MainActor
func first(_ kind: String, in graph: ViewGraph) -> DisplayNode? {
    func walk(_ nodes: [DisplayNode]) -> DisplayNode? {
        for node in nodes { if node.kind == kind { return node }; if let found = walk(node.children) { return found } }
        return nil
    }
    return walk(graph.displayTree())
}

/// The first node of a kind on screen; an issue when there is none.
@MainActor
func find(_ kind: String, in graph: ViewGraph, sourceLocation: SourceLocation = #_sourceLocation) -> DisplayNode? {
    found(first(kind, in: graph), "a \(kind) on screen", sourceLocation: sourceLocation)
}

/// Whether a node of a kind is on screen (for tests that a view is gone).
@MainActor
func isShown(_ kind: String, in graph: ViewGraph) -> Bool { first(kind, in: graph) != nil }

/// A leaf of a fixed size, or one that takes what it is offered within bounds.
@MainActor
func leaf(_ width: CGFloat, _ height: CGFloat, flexible: Bool = false) -> DisplayNode {
    DisplayNode(kind: "leaf", layout: LeafLayout { proposal in
        flexible ? CGSize(width: proposal.width ?? width, height: proposal.height ?? height) : CGSize(width: width, height: height)
    })
}

// The shared test support (Tests/TestSupport), under the names this target's tests use without
// importing it.
typealias EventLog = TestSupport.EventLog
typealias Fuzz = TestSupport.Fuzz
typealias SeededRandom = TestSupport.SeededRandom

/// The contents of the Text nodes on screen, in order, without the quotes the report puts around
/// each.
@MainActor
func plainTexts(_ graph: ViewGraph) -> [String] {
    texts(graph).map { $0.count >= 2 && $0.hasPrefix("\"") && $0.hasSuffix("\"") ? String($0.dropFirst().dropLast()) : $0 }
}
