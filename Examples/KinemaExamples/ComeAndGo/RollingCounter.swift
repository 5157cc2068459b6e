import Kinema

/// A counter whose digits roll: it counts up on its own for a few seconds after it appears (a
/// `task` sleeping on the clock), then follows its buttons.
struct RollingCounter: View {
    let model: ComeAndGoModel

    var body: some View {
        VStack(spacing: 14) {
            Text("Counter").font(.system(size: 22, weight: .bold)).foregroundColor(ink)
            Text("\(model.count)")
                .font(.system(size: 64, weight: .bold))
                .foregroundColor(ink)
                .contentTransition(.numericText(value: Double(model.count)))
                .accessibilityIdentifier("count")
            HStack(spacing: 12) {
                stepButton("−", identifier: "decrement") { model.count -= 1 }
                stepButton("+", identifier: "increment") { model.count += 1 }
            }
        }
        .frame(width: 200)
        .task {
            for _ in 0..<3 {
                try? await Task.sleep(for: .seconds(1))
                withAnimation(.snappy) { model.count += 1 }
            }
        }
    }

    private func stepButton(_ title: String, identifier: String, change: @escaping () -> Void) -> some View {
        Button {
            withAnimation(.snappy) { change() }
        } label: {
            Text(title)
                .font(.system(size: 24, weight: .semibold))
                .foregroundColor(.white)
                .frame(width: 54, height: 40)
                .background(RoundedRectangle(cornerRadius: 10).fill(Color.indigo))
        }
        .accessibilityIdentifier(identifier)
    }
}
