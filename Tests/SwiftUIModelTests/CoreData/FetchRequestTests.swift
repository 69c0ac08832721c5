import CoreDataModel
import Foundation
@testable import SwiftUIModel
import Testing

/// SwiftUI's Core Data layer: the results are empty and say so; what the projected value writes is
/// what the results read; the environment carries the context it is given.
@Suite("FetchRequest") @MainActor
struct FetchRequestTests {
    final class Item: NSManagedObject {
        var name = ""
        var date = Date()
    }

    @Test func theResultsAreEmptyAndSaySo() {
        _ = ModelProblems.take()
        let request = FetchRequest<Item>(sortDescriptors: [])
        #expect(request.wrappedValue.isEmpty)
        #expect(ModelProblems.take().contains { $0.contains("`FetchRequest.wrappedValue` is not modelled") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func whatTheProjectedValueWritesTheResultsRead() {
        let request = FetchRequest<Item>(sortDescriptors: [NSSortDescriptor(keyPath: \Item.name, ascending: true)],
                                         predicate: NSPredicate(value: true))
        #expect(request.wrappedValue.nsSortDescriptors.first?.keyPath == \Item.name)
        request.projectedValue.wrappedValue.nsSortDescriptors = [NSSortDescriptor(keyPath: \Item.date, ascending: false)]
        #expect(request.wrappedValue.nsSortDescriptors.first?.keyPath == \Item.date)
        request.wrappedValue.nsPredicate = nil
        #expect(request.projectedValue.wrappedValue.nsPredicate == nil)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aSectionedRequestHasNoSectionsAndSaysSo() {
        _ = ModelProblems.take()
        let request = SectionedFetchRequest<String, Item>(sectionIdentifier: \.description, sortDescriptors: [NSSortDescriptor]())
        #expect(request.wrappedValue.isEmpty)
        #expect(request.wrappedValue.sectionIdentifier == \Item.description)
        #expect(ModelProblems.take().contains { $0.contains("`SectionedFetchRequest.wrappedValue` is not modelled") })
    }

    @Test func theEnvironmentCarriesTheContextItIsGiven() {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        var environment = EnvironmentValues()
        #expect(environment.managedObjectContext !== context)
        environment.managedObjectContext = context
        #expect(environment.managedObjectContext === context)
    }
}
