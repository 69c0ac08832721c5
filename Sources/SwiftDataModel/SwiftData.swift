import Foundation
import Observation
import SwiftUIModel

// The model's SwiftData, imported as `SwiftData` (`-module-alias SwiftData=SwiftDataModel`), as far
// as it goes honestly: an in-memory store (every container is in memory: nothing persists between
// runs, as with `isStoredInMemoryOnly: true`), `insert`, `delete`, `fetch` of all objects of a type,
// and `@Query` that re-runs the bodies that read it when objects are inserted or deleted. Not
// modelled (reported when used): changes to a stored object's properties re-running bodies (the
// real `@Model` makes properties observable), predicates, relationships, undo, CloudKit.

/// A type that can be managed by SwiftData (Apple's PersistentModel); `@Model` adds it.
public protocol PersistentModel: AnyObject {}

/// Converts a Swift class into a stored model that's managed by SwiftData (see the module's note).
@attached(extension, conformances: PersistentModel)
@available(*, deprecated, message: "@available(iOS, introduced: 17)")
public macro Model() = #externalMacro(module: "SwiftUIModelMacros", type: "ModelMacro")

/// A type that describes the configuration of an app's schema or a group of models.
public struct ModelConfiguration: Sendable {
    public var isStoredInMemoryOnly: Bool
    public init(_ name: String? = nil, isStoredInMemoryOnly: Bool = false) { self.isStoredInMemoryOnly = isStoredInMemoryOnly }
    public init(isStoredInMemoryOnly: Bool) { self.isStoredInMemoryOnly = isStoredInMemoryOnly }
}

/// An object that manages an app's schema and model storage configuration.
public final class ModelContainer: @unchecked Sendable {
    @MainActor public lazy var mainContext = ModelContext(self)

    public init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {}

    init() {}
}

/// An object that enables you to fetch, insert, and delete models, and save any changes to disk.
@Observable
public final class ModelContext {
    public let container: ModelContainer
    private var objects: [AnyObject] = []
    @ObservationIgnored private var reported = false

    public init(_ container: ModelContainer) { self.container = container }

    public func insert<T: PersistentModel>(_ model: T) {
        if !reported {
            reported = true
            ModelProblems.notModelled("SwiftData's @Model observation", "a change to a stored object's property does not re-run the views that show it")
        }
        guard !objects.contains(where: { $0 === model }) else { return }
        objects.append(model)
    }

    public func delete<T: PersistentModel>(_ model: T) { objects.removeAll { $0 === model } }

    /// Saving has nothing to do: the store is in memory.
    public func save() throws {}

    public var hasChanges: Bool { false }

    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        let all = objects.compactMap { $0 as? T }
        return descriptor.sort.map { all.sorted(by: $0) } ?? all
    }

    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int { try fetch(descriptor).count }
}

/// A type that describes the criteria, sort order, and any additional configuration to use when
/// performing a fetch. The model's takes no predicate.
public struct FetchDescriptor<T: PersistentModel> {
    let sort: ((T, T) -> Bool)?
    public init() { sort = nil }
    public init<Value: Comparable>(sortBy keyPath: KeyPath<T, Value>, order: SortOrder = .forward) {
        sort = { order == .forward ? $0[keyPath: keyPath] < $1[keyPath: keyPath] : $0[keyPath: keyPath] > $1[keyPath: keyPath] }
    }
}

/// A property wrapper that fetches a set of models and keeps those models in sync with the
/// underlying data: here, the objects of its type in the environment's model context, re-read each
/// time the body runs, so an insert or delete re-runs the bodies that read it.
@propertyWrapper
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    @Environment(\.modelContext) private var modelContext
    let descriptor: FetchDescriptor<Element>

    public init() where Result == [Element] { descriptor = FetchDescriptor() }
    public init<Value: Comparable>(sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward) where Result == [Element] {
        descriptor = FetchDescriptor(sortBy: keyPath, order: order)
    }

    public var wrappedValue: Result {
        (try? modelContext.fetch(descriptor)) as! Result
    }
}

private struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext { MainActor.assumeIsolated { ModelContainerDefaults.context } }
}

@MainActor
enum ModelContainerDefaults {
    /// The context a view sees without `.modelContainer`: SwiftData's default has no container
    /// and fails on use; the model's is an empty in-memory one (no source for the failure text).
    static let context = ModelContext(ModelContainer())
}

extension EnvironmentValues {
    /// The SwiftData model context that will be used for queries and other model operations.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

extension View {
    /// Sets the model container and associated model context in this view's environment.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    @MainActor public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Makes a container for the types (in memory in the model) and sets it in the environment.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    @MainActor public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                                          isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        let container = ModelContainerCache.container(for: "\(modelType)")
        return environment(\.modelContext, container.mainContext)
    }
}

extension Scene {
    /// A scene's container: the model sets it on the scene's content through the same cache.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    @MainActor public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                                          isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        let context = ModelContainerCache.container(for: "\(modelType)").mainContext
        return _transformingWindowContent { $0.environment(\.modelContext, context) }
    }
}

/// One container per model type list for the run, so a view's new value keeps its store.
@MainActor
enum ModelContainerCache {
    static var made: [String: ModelContainer] = [:]
    static func container(for key: String) -> ModelContainer {
        if let existing = made[key] { return existing }
        let container = ModelContainer()
        made[key] = container
        return container
    }
}
