import Foundation

struct Trip: Identifiable {
    let id: Int
    var city: String
    var country: String
    var nights: Int
    var isFavorite: Bool
    var imageName: String
    var price: Decimal
    var start: Date
    var notes: String
}

extension Trip {
    static let seattle = Trip(id: 1, city: "Seattle", country: "United States",
                              nights: 5, isFavorite: true, imageName: "seattle",
                              price: 1249.5, start: .on(2027, 6, 12),
                              notes: "**Pike Place** early, before the crowds.")
    static let vancouver = Trip(id: 2, city: "Vancouver", country: "Canada",
                                nights: 1, isFavorite: false, imageName: "vancouver",
                                price: 320, start: .on(2027, 6, 17),
                                notes: "One night only: *Stanley Park* at sunset.")
    static let atacama = Trip(id: 3, city: "San Pedro de Atacama", country: "Chile",
                              nights: 12, isFavorite: true, imageName: "atacama",
                              price: 4180, start: .on(2027, 11, 2),
                              notes: "Stars. Bring a **warm** coat.")

    static let samples = [seattle, vancouver, atacama]
}

extension Date {
    /// The start of that day, in the calendar and time zone of whoever runs the app.
    static func on(_ year: Int, _ month: Int, _ day: Int) -> Date {
        Calendar.current.date(from: DateComponents(year: year, month: month, day: day))!
    }
}

extension Trip {
    /// The notes, with their Markdown turned into bold and italic text.
    var formattedNotes: AttributedString {
        (try? AttributedString(markdown: notes)) ?? AttributedString(notes)
    }
}
