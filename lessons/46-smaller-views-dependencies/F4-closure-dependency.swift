// title: a dependency as a closure with a default
// question: Hand a model what it depends on through its initializer, with the real one as the default.
// claims: L46-F4
// source: lesson 46 · flash cards · Syntax · Dependencies (the first of three)
// note: The card shows the declarations; the two calls are reconstructed from its text: "the app
//    writes Forecast() and gets the real thing … and a test or preview passes its own".
// run: script
/// Where weather comes from in the app.
func openMeteo(_ city: String) async -> String {
    "\(city): from the network"
}

@MainActor
final class Forecast {
    private let fetch: (String) async -> String

    init(fetch: @escaping (String) async -> String = openMeteo) {
        self.fetch = fetch
    }

    func show(_ city: String) async -> String {
        await fetch(city)
    }
}

// Reconstructed: the app, then a preview's stand-in.
print(await Forecast().show("Seattle"))
print(await Forecast(fetch: { city in "\(city): 61°F, from a stand-in" }).show("Bergen"))
