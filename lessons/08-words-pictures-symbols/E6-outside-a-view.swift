// title: the agreed sentence outside a view
// question: If you need the finished sentence outside a view, AttributedString(localized:) makes
//    it; what does String(localized:) give?
// claims: L8-E6
// source: lesson 8 · edge cases · question 6 of 12 (the answer's last paragraphs)
// note: The answer names the calls in prose: "make it with AttributedString(localized:
//    "^[\(nights) night](inflect: true)"), and String(sentence.characters) when a plain String is
//    wanted. String(localized:) on its own hands the markup back unparsed". The program printing
//    them, for three nights, is reconstructed; the locale is given so that the run does not depend
//    on the machine's.
// run: script
import SwiftUI

let nights = 3
let us = Locale(identifier: "en_US")
let sentence = AttributedString(localized: "^[\(nights) night](inflect: true)", locale: us)
print(String(sentence.characters))
print(String(localized: "^[\(nights) night](inflect: true)", locale: us))
