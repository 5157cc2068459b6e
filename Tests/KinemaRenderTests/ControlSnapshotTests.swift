import Foundation
import Kinema
import Testing

/// Kinema's own look of the controls: buttons in each style, toggles, steppers, progress views,
/// sliders, segmented pickers and text fields.
@MainActor
struct ControlSnapshotTests {
    @Test func buttonsInEachStyle() {
        let host = HeadlessHost.scene(VStack(spacing: 14) {
            HStack(spacing: 16) {
                Button("Automatic") {}
                Button("Plain") {}.buttonStyle(.plain)
                Button("Delete", role: .destructive) {}
            }
            HStack(spacing: 12) {
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Delete", systemImage: "trash", role: .destructive) {}.buttonStyle(.borderedProminent)
            }
            HStack(spacing: 12) {
                Button("Small") {}.buttonStyle(.bordered).controlSize(.small)
                Button("Large") {}.buttonStyle(.borderedProminent).controlSize(.large)
                Button("Tinted") {}.buttonStyle(.borderedProminent).tint(.green)
            }
        }, width: 420, height: 190)
        host.assertSnapshot(named: "buttons")
    }

    struct Toggles: View {
        @State var wifi = false
        var body: some View {
            VStack(spacing: 12) {
                Toggle("Wi-Fi", isOn: $wifi)
                Toggle("Bluetooth", isOn: .constant(true))
                Toggle("Low Power", systemImage: "bolt.fill", isOn: .constant(true)).tint(.orange)
                HStack(spacing: 12) {
                    Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
                    Toggle("Italic", isOn: .constant(false)).toggleStyle(.button)
                }
            }
            .padding(16)
        }
    }

    @Test func togglesOffOnTintedAndAsButtons() throws {
        let host = HeadlessHost.scene(Toggles(), width: 300, height: 210)
        host.assertSnapshot(named: "toggles")
        let knob = try #require(host.displayList.flattened.first {
            if case .shape(let shape) = $0.content { shape.name == "Circle" } else { false }
        }?.presentedFrame)
        host.tap(at: CGPoint(x: knob.midX, y: knob.midY))
        host.advance(by: 0.1)
        host.assertSnapshot(named: "wifi-switching-on")
    }

    @Test func steppersWithinAndAtTheirBounds() {
        let host = HeadlessHost.scene(VStack(spacing: 12) {
            Stepper("Guests: 2", value: .constant(2), in: 0...10)
            Stepper("Seats: 10", value: .constant(10), in: 0...10)
            Stepper("Down only", onIncrement: nil, onDecrement: {})
        }.padding(16), width: 300, height: 160)
        host.assertSnapshot(named: "steppers")
    }

    @Test func progressBarsRingsAndASpinner() {
        let host = HeadlessHost.scene(VStack(spacing: 16) {
            ProgressView("Downloading", value: 0.35)
            ProgressView(value: 0.7) {
                Text("Uploading")
            } currentValueLabel: {
                Text("70 %")
            }
            .tint(.green)
            HStack(spacing: 24) {
                ProgressView()
                ProgressView("Loading")
                ProgressView(value: 0.6).progressViewStyle(.circular)
                ProgressView("Synced", value: 1.0).progressViewStyle(.circular).tint(.green)
            }
        }.padding(16), width: 300, height: 230)
        host.advance(by: 0.125)
        host.assertSnapshot(named: "progress")
    }

    @Test func slidersAtTheirValues() {
        let host = HeadlessHost.scene(VStack(spacing: 12) {
            Slider(value: .constant(0.3))
            Slider(value: .constant(75), in: 0...100) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker.fill")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.2.fill")
            }
            Slider(value: .constant(0), in: 0...10, step: 1).tint(.orange)
        }.padding(16), width: 300, height: 150)
        host.assertSnapshot(named: "sliders")
    }

    struct Flavors: View {
        @State var flavor = "Vanilla"
        var body: some View {
            VStack(spacing: 16) {
                Picker("Flavor", selection: $flavor) {
                    ForEach(["Chocolate", "Vanilla", "Strawberry"], id: \.self) { Text($0) }
                }
                .pickerStyle(.segmented)
                Picker("View", selection: .constant(1)) {
                    Label("List", systemImage: "list.bullet").tag(1)
                    Label("Grid", systemImage: "square.grid.2x2").tag(2)
                }
            }
            .padding(16)
        }
    }

    @Test func segmentedPickersAndASlidingHighlight() throws {
        let host = HeadlessHost.scene(Flavors(), width: 320, height: 110)
        host.assertSnapshot(named: "pickers")
        let strawberry = try #require(host.displayList.flattened.first {
            if case .text(let text) = $0.content { text.string == "Strawberry" } else { false }
        }?.presentedFrame)
        host.tap(at: CGPoint(x: strawberry.midX, y: strawberry.midY))
        host.advance(by: 0.1)
        host.assertSnapshot(named: "sliding-to-strawberry")
    }

    struct SignIn: View {
        @State var name = "Ada"
        @State var email = ""
        @State var password = "hunter2"
        var body: some View {
            VStack(spacing: 12) {
                TextField("Name", text: $name)
                TextField("Email", text: $email).accessibilityIdentifier("email")
                SecureField("Password", text: $password)
                TextField("Plain", text: .constant("")).textFieldStyle(.plain)
            }
            .textFieldStyle(.roundedBorder)
            .padding(16)
        }
    }

    @Test func textFieldsWithTextPlaceholdersAndTheFocus() throws {
        let host = HeadlessHost.scene(SignIn(), width: 280, height: 200)
        try host.tap("email")
        host.assertSnapshot(named: "text-fields")
    }
}
