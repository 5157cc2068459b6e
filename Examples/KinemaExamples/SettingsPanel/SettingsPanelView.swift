import Kinema

/// A settings panel of animated controls: a form whose toggles, slider, stepper, segmented
/// picker and grid of swatches restyle a preview card, which springs to each new look; a bar
/// at the bottom, set in with `safeAreaInset`, over which the form scrolls.
struct SettingsPanelView: View {
    @Bindable var model: SettingsModel

    var body: some View {
        Form {
            Section {
                PreviewCard(appearance: model.appearance, accent: model.accentColor)
                    .padding(.vertical, 12)
            }
            Section("Appearance") {
                Toggle("Compact", systemImage: "rectangle.stack", isOn: $model.appearance.compact)
                    .accessibilityIdentifier("compact")
                Toggle("Badge", systemImage: "bell.badge", isOn: $model.appearance.showsBadge)
                    .accessibilityIdentifier("badge-toggle")
                Toggle("Shadow", systemImage: "sun.max", isOn: $model.appearance.shadow)
                Picker("Layout", selection: $model.appearance.layout) {
                    ForEach(SettingsModel.Layout.allCases, id: \.self) { layout in
                        Text(layout.rawValue).tag(layout)
                    }
                }
                .pickerStyle(.segmented)
                .accessibilityIdentifier("layout")
            }
            Section("Accent") {
                SwatchGrid(selected: model.appearance.accent) { index in
                    withAnimation(.snappy) { model.appearance.accent = index }
                }
            }
            Section("Shape") {
                VStack(alignment: .leading, spacing: 6) {
                    Label("Corner radius", systemImage: "square")
                    Slider(value: $model.appearance.cornerRadius, in: 0...32, step: 2)
                        .accessibilityIdentifier("corners")
                }
                .padding(.vertical, 6)
                Stepper("Title size: \(model.appearance.titleSize)", value: $model.appearance.titleSize, in: 14...30, step: 2)
            }
            Section {
                VStack(alignment: .leading, spacing: 8) {
                    Label("Storage", systemImage: "internaldrive")
                    ProgressView(value: model.storageUsed)
                    Text("\(Int(model.storageUsed * 100)) % of 64 GB used")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                .padding(.vertical, 8)
                Label("Version 2.1", systemImage: "info.circle")
            } header: {
                Text("About")
            }
        }
        .safeAreaInset(edge: .bottom, spacing: 0) {
            HStack {
                Label("Saved", systemImage: "checkmark.circle.fill")
                    .foregroundStyle(model.accentColor)
                Spacer()
                Button("Reset") {
                    withAnimation(.smooth) { model.appearance = SettingsModel.Appearance() }
                }
                .buttonStyle(.borderedProminent)
                .accessibilityIdentifier("reset")
            }
            .padding(.horizontal, 20)
            .padding(.vertical, 12)
            .background(Color.white.opacity(0.94))
            .overlay(alignment: .top) { Rectangle().fill(Color(white: 0.85)).frame(height: 0.5) }
        }
        .tint(model.accentColor)
        .background(Color(red: 0.95, green: 0.95, blue: 0.97))
    }
}

extension Example {
    /// A settings panel of animated controls restyling a preview card.
    public static func settingsPanel() -> Example {
        let model = SettingsModel()
        return Example(
            name: "settings-panel",
            summary: "A form of toggles, a slider, a stepper, a segmented picker and a grid of swatches restyling a card that springs to each look",
            scenarios: "issue #14",
            size: CGSize(width: 390, height: 760),
            rootView: SettingsPanelView(model: model),
            actions: [
                "compact": { model.appearance.compact.toggle() },
                "badge": { model.appearance.showsBadge.toggle() },
                "shadow": { model.appearance.shadow.toggle() },
                "row": { model.appearance.layout = .row },
                "tile": { model.appearance.layout = .tile },
                "corners": { model.appearance.cornerRadius = model.appearance.cornerRadius > 10 ? 4 : 28 },
                "bigger": { model.appearance.titleSize = min(model.appearance.titleSize + 4, 30) },
                "reset": { withAnimation(.smooth) { model.appearance = SettingsModel.Appearance() } },
            ],
            script: """
            wait 0.5; tap swatch-teal; wait 0.8; action row; wait 0.8
            action badge; wait 0.6; action corners; wait 0.8; tap swatch-orange; wait 0.8
            action compact; wait 0.8; action tile; wait 0.8; action bigger; wait 0.8
            scroll 0,400 in 1; wait 0.5; scroll 0,-400 in 1; wait 0.3
            tap reset; wait 1.2
            """
        )
    }
}
