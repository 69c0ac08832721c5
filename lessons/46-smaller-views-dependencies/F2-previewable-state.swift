// title: @Previewable @State in a preview
// question: Preview a view that needs a Binding, with state the preview itself owns.
// claims: L46-F2
// source: lesson 46 · flash cards · Syntax · Previews
// note: The card shows the #Preview; NightsStepper is reconstructed (a Stepper bound to the
//    nights), and so is the second preview, from the card's text: ".constant(3) would show it,
//    frozen."
// variant previewable: step: preview; step: tap "Increment"
// variant constant: step: preview "Frozen"; step: tap "Increment"
import SwiftUI

struct NightsStepper: View {
    @Binding var nights: Int

    var body: some View {
        Stepper("\(nights) nights", value: $nights, in: 1...30)
    }
}

#Preview {
    @Previewable @State var nights = 3
    NightsStepper(nights: $nights)
}

#Preview("Frozen") {
    NightsStepper(nights: .constant(3))
}
