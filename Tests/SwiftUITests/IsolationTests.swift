import SwiftUI
import Testing

// What SwiftUI declares outside the main actor compiles here outside it too: a library's
// plain static function that makes a constant binding, as a popup library's public API does.

enum PopupDefaults {
    static func isPresented() -> Binding<Bool> { .constant(false) }
    static func title(_ text: String) -> Binding<String> { Binding.constant(text) }
}

@MainActor
struct IsolationTests {
    @Test func aConstantBindingIsMadeOutsideTheMainActor() async {
        let made = await Task.detached { PopupDefaults.title("Saved") }.value
        #expect(made.wrappedValue == "Saved")
        made.wrappedValue = "Changed"
        #expect(made.wrappedValue == "Saved", "writes to a constant binding are ignored")
        #expect(PopupDefaults.isPresented().wrappedValue == false)
    }
}
