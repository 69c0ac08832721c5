import CoreDataModel

extension EnvironmentValues {
    /// The context `@FetchRequest` fetches from and views save to: what `.environment(\.managedObjectContext, …)`
    /// sets (Xcode's app template sets the container's `viewContext`). Where nothing sets it, a
    /// context of the model's, which keeps no objects (Apple's default, a context connected to no
    /// store, is not sourced here).
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}

private struct ManagedObjectContextKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
}
