import CoreDataModel
import Foundation
@testable import SwiftUIModel
import SystemModel
import Testing

/// The CoreData stand-in: a request keeps what it describes; a context keeps no object, and every
/// use that would need a store reports itself through the SwiftUI host's hook.
@Suite("CoreData stand-in") @MainActor
struct CoreDataModelTests {
    init() {
        // What the host does when a run starts (Host.swift).
        _NotModelledBelowSwiftUI.report = { ModelProblems.notModelled($0, $1) }
    }

    final class Item: NSManagedObject {
        var timestamp = Date()
    }

    @Test func aFetchRequestKeepsWhatItDescribes() {
        let request = NSFetchRequest<Item>(entityName: "Item")
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)]
        request.fetchLimit = 3
        #expect(request.entityName == "Item")
        #expect(request.sortDescriptors?.first?.keyPath == \Item.timestamp)
        #expect(request.fetchLimit == 3)
        #expect(Item.entity().name == "Item")
    }

    @Test func aContextFetchesNothingAndSaysSo() throws {
        _ = ModelProblems.take()
        let container = NSPersistentContainer(name: "Model")
        var loaded = false
        container.loadPersistentStores { _, _ in loaded = true }
        let context = container.viewContext
        let item = Item(context: context)
        try context.save()
        context.delete(item)
        #expect(try context.fetch(NSFetchRequest<Item>(entityName: "Item")).isEmpty)
        #expect(!context.hasChanges)
        #expect(!loaded)
        let problems = ModelProblems.take()
        for api in ["NSPersistentContainer.loadPersistentStores(completionHandler:)", "NSManagedObject.init(context:)",
                    "NSManagedObjectContext.save()", "NSManagedObjectContext.delete(_:)",
                    "NSManagedObjectContext.fetch(_:)", "NSManagedObjectContext.hasChanges"] {
            #expect(problems.contains { $0.contains("`\(api)` is not modelled") }, "\(api)")
        }
    }
}
