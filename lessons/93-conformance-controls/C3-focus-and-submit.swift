// title: focus moved by onSubmit
// question: Typing into a field gives it the focus; onSubmit can move the focus to the next field;
//    the return key's label is the one submitLabel asks for.
// claims: C93-3
// source: Apple's documentation of FocusState ("…a property wrapper type that can read and write a
//    value that SwiftUI updates as the placement of focus within the scene changes"), focused(_:equals:)
//    and submitLabel(_:); the focus moved in onSubmit is the example of Apple's documentation of
//    onSubmit(of:_:). Code written for this check.
// step: type "Ana" into "Name"
// step: submit "Name"
import SwiftUI

struct ContentView: View {
    enum Field { case name, email }
    @FocusState private var focus: Field?
    @State private var name = ""
    @State private var email = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
                .focused($focus, equals: .name)
                .submitLabel(.next)
                .onSubmit { focus = .email }
            TextField("Email", text: $email)
                .focused($focus, equals: .email)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
        }
        .onChange(of: focus) { print("focus \(String(describing: focus))") }
    }
}
