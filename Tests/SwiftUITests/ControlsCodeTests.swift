import SwiftUI
import Testing

// Controls as SwiftUI code written for Xcode uses them: that this file compiles unchanged (no
// ambiguous overloads, the same names and labels) is most of the test.

private struct PressScale: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .background(Color.blue)
            .foregroundColor(.white)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 0.9 : 1)
            .animation(.easeOut(duration: 0.2), value: configuration.isPressed)
    }
}

private struct SettingsScreen: View {
    enum Theme: String, CaseIterable, Identifiable {
        case light, dark, system
        var id: String { rawValue }
    }

    @State private var notifications = true
    @State private var volume = 0.5
    @State private var quantity = 1
    @State private var theme = Theme.system
    @State private var name = ""
    @State private var password = ""
    @State private var progress = 0.3
    @FocusState private var nameFocused: Bool

    var body: some View {
        VStack(spacing: 12) {
            Toggle("Notifications", isOn: $notifications)
            Toggle(isOn: $notifications) { Text("Sounds") }.toggleStyle(SwitchToggleStyle(tint: .green))
            Toggle("", isOn: $notifications).labelsHidden()
            Slider(value: $volume, in: 0...1, step: 0.1)
            Slider(value: $volume, in: 0...1, onEditingChanged: { _ in }, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) {
                Text("Volume")
            }
            .accentColor(.green)
            Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
            Stepper(value: $quantity, in: 1...10) { Text("\(quantity)") }
            Picker("Theme", selection: $theme) {
                ForEach(Theme.allCases) { theme in Text(theme.rawValue.capitalized).tag(theme) }
            }
            .pickerStyle(SegmentedPickerStyle())
            Picker(selection: $theme, label: Text("Theme")) {
                Text("Light").tag(Theme.light)
                Text("Dark").tag(Theme.dark)
                Text("System").tag(Theme.system)
            }
            TextField("Name", text: $name)
                .textFieldStyle(RoundedBorderTextFieldStyle())
                .focused($nameFocused)
            SecureField("Password", text: $password).textFieldStyle(.roundedBorder)
            ProgressView(value: progress)
            ProgressView("Loading…").progressViewStyle(CircularProgressViewStyle(tint: .blue))
            HStack {
                Button("Delete", role: .destructive) { name = "" }.buttonStyle(.borderedProminent)
                Button { nameFocused = true } label: { Label("Edit", systemImage: "pencil") }.buttonStyle(.bordered)
                Button("Save") { progress = 1 }.buttonStyle(PressScale())
                Button(action: {}) { Text("Plain") }.buttonStyle(PlainButtonStyle())
            }
            .controlSize(.small)
            .tint(.purple)
        }
        .padding()
    }
}

@MainActor
struct ControlsCodeTests {
    @Test func controlsWrittenForSwiftUIRun() {
        let host = HeadlessHost(SettingsScreen(), size: CGSize(width: 393, height: 852))
        #expect(!host.displayList.flattened.isEmpty)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}
