import Foundation
import Testing
@testable import Kinema

/// A view given the same binding again, after what the binding reaches changed, must show the
/// new value: its bits are the same, so it counts as changed because it holds a binding (the
/// rule of `areEqual`, Kinema's test of whether a value changed).
@MainActor
@Suite("Views holding bindings")
struct BindingHoldersTests {
    struct Shows: View {
        @Binding var value: Int
        var body: some View { Text("value \(value)") }
    }

    /// A binding inside a struct of the view's own.
    struct Settings {
        var title: String
        var value: Binding<Int>
    }

    struct ShowsSettings: View {
        let settings: Settings
        var body: some View { Text("\(settings.title) \(settings.value.wrappedValue)") }
    }

    struct Plain: View {
        let number: Int
        var body: some View { Text("plain \(number)") }
    }

    private func texts(_ host: HeadlessHost) -> [String] {
        host.displayList.flattened.compactMap { if case .text(let text) = $0.content { text.string } else { nil } }
    }

    @Test("a view holding a binding shows what the binding reaches now")
    func sameBindingNewValue() {
        var value = 1
        let binding = Binding(get: { value }, set: { value = $0 })
        let host = HeadlessHost(Shows(value: binding), size: CGSize(width: 200, height: 100))
        #expect(texts(host) == ["value 1"])
        value = 2
        host.setRootView(Shows(value: binding))
        #expect(texts(host) == ["value 2"])
        let nested = HeadlessHost(ShowsSettings(settings: Settings(title: "nested", value: binding)), size: CGSize(width: 200, height: 100))
        value = 3
        nested.setRootView(ShowsSettings(settings: Settings(title: "nested", value: binding)))
        #expect(texts(nested) == ["nested 3"])
    }

    @Test("only views that hold bindings count as changed when given the same value")
    func findsBindings() {
        #expect(BindingHolders.holdsBinding(Shows(value: .constant(1))))
        #expect(BindingHolders.holdsBinding(ShowsSettings(settings: Settings(title: "", value: .constant(1)))))
        #expect(!BindingHolders.holdsBinding(Plain(number: 1)))
        let binding = Binding<Int>.constant(1)
        #expect(!areEqual(Shows(value: binding), Shows(value: binding)), "the same bits, a binding: changed")
        #expect(areEqual(Plain(number: 1), Plain(number: 1)))
        let host = HeadlessHost(Plain(number: 1), size: CGSize(width: 200, height: 100))
        let evaluations = host.bodyEvaluationCount
        host.setRootView(Plain(number: 1))
        #expect(host.bodyEvaluationCount == evaluations, "an equal plain view is not computed again")
    }
}
