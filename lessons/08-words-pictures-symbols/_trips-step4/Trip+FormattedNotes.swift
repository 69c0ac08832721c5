// Step 4 adds to Trip.swift (the rest of the file is ../_trips/Trip.swift):
import Foundation

extension Trip {
    /// The notes, with their Markdown turned into bold and italic text.
    var formattedNotes: AttributedString {
        (try? AttributedString(markdown: notes)) ?? AttributedString(notes)
    }
}
