import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel

/// What bodies and initialisers ran, in order: one log per test, handed to the views it mounts
/// (a class reference, so the views that hold it still compare equal).
final class EventLog: @unchecked Sendable {
    var events: [String] = []
    func record(_ event: String) { events.append(event) }
    /// The events so far, and a fresh start.
    func take() -> [String] {
        defer { events = [] }
        return events
    }
}

@MainActor
func mount(_ view: some View, environment: EnvironmentValues = EnvironmentValues()) -> ViewGraph {
    let graph = ViewGraph(environment: environment)
    graph.mount(view)
    return graph
}

/// Taps the button whose title is `title`, then brings the graph up to date.
@MainActor
func tap(_ title: String, in graph: ViewGraph) {
    func find(_ nodes: [DisplayNode]) -> DisplayNode? {
        for node in nodes {
            if node.touch.tapAction != nil, node.accessibility.label == title { return node }
            if let found = find(node.children) { return found }
        }
        return nil
    }
    find(graph.displayTree())?.touch.tapAction?()
    graph.update()
}

/// The contents of the Text nodes on screen, in order, as the report quotes them.
@MainActor
func texts(_ graph: ViewGraph) -> [String] {
    func walk(_ nodes: [DisplayNode]) -> [String] { nodes.flatMap { ($0.kind == "Text" ? [$0.content ?? ""] : []) + walk($0.children) } }
    return walk(graph.displayTree())
}

/// The first node of a kind on screen.
@MainActor
func find(_ kind: String, in graph: ViewGraph) -> DisplayNode? {
    func walk(_ nodes: [DisplayNode]) -> DisplayNode? {
        for node in nodes { if node.kind == kind { return node }; if let found = walk(node.children) { return found } }
        return nil
    }
    return walk(graph.displayTree())
}

/// A leaf of a fixed size, or one that takes what it is offered within bounds.
@MainActor
func leaf(_ width: CGFloat, _ height: CGFloat, flexible: Bool = false) -> DisplayNode {
    DisplayNode(kind: "leaf", layout: LeafLayout { proposal in
        flexible ? CGSize(width: proposal.width ?? width, height: proposal.height ?? height) : CGSize(width: width, height: height)
    })
}
