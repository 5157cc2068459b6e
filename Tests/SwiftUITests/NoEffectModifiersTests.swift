import SwiftUI
import Testing

/// Modifiers for what Kinema's window does not have (VoiceOver, haptics, the keyboard, the
/// status bar) compile as SwiftUI declares them and change nothing that is drawn.
@MainActor
struct NoEffectModifiersTests {
    struct Plain: View {
        var body: some View {
            VStack {
                Text("Hello").padding()
                TextField("Name", text: .constant(""))
            }
        }
    }

    struct Annotated: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("Hello").padding()
                    .accessibilityLabel("Greeting")
                    .accessibilityHint(Text("Says hello"))
                    .accessibilityAddTraits([.isHeader, .isStaticText])
                    .accessibilityElement(children: .combine)
                    .accessibilityAction { count += 1 }
                    .accessibilityHidden(false)
                    .sensoryFeedback(.increase, trigger: count)
                    .sensoryFeedback(trigger: count) { old, new in new > old ? .impact(weight: .light) : nil }
                TextField("Name", text: .constant(""))
                    .textContentType(.name)
                    .keyboardType(.asciiCapable)
                    .textInputAutocapitalization(.words)
                    .autocorrectionDisabled()
                    .submitLabel(.done)
                    .onSubmit {}
            }
            .statusBarHidden()
            .persistentSystemOverlays(.hidden)
        }
    }

    @Test func theyDrawWhatTheViewDrawsWithoutThem() {
        let size = CGSize(width: 300, height: 200)
        let plain = HeadlessHost(Plain(), size: size).displayList.flattened.map(\.presentedFrame)
        let annotated = HeadlessHost(Annotated(), size: size).displayList.flattened.map(\.presentedFrame)
        #expect(!plain.isEmpty && plain == annotated)
    }
}
