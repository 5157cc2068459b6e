import Foundation
import Kinema
import Observation
import Testing

/// Stacks, grids and scroll views give their content an environment of their own; a change
/// above them that does not touch it leaves the views inside alone.
@MainActor
struct DerivedEnvironmentTests {
    @Observable final class Model {
        var count = 0
        var isDark = false
    }

    /// A thousand views that depend on nothing.
    struct Board: View {
        var body: some View {
            VStack {
                ForEach(0..<40, id: \.self) { _ in
                    HStack { ForEach(0..<25, id: \.self) { _ in Color.red.frame(width: 4, height: 4) } }
                }
                ScrollView { Color.blue.frame(height: 10) }
                Grid { GridRow { Color.green.frame(width: 4, height: 4) } }
            }
        }
    }

    struct Parent: View {
        let model: Model

        var body: some View {
            VStack {
                Text("\(model.count)")
                HStack { Board() }
            }
            .environment(\.colorScheme, model.isDark ? .dark : .light)
        }
    }

    @Test func aChangeAboveStacksDoesNotUpdateTheViewsInside() {
        let model = Model()
        let host = HeadlessHost(Parent(model: model), size: CGSize(width: 300, height: 600))
        let first = host.nodeUpdateCount
        #expect(first > 2000, "the first update makes every node")
        host.perform { model.count += 1 }
        let change = host.nodeUpdateCount - first
        #expect(change < 20, "the parent's own views, not the board's: \(change)")
        host.perform { model.isDark = true }
        #expect(host.nodeUpdateCount - first - change > 2000, "a change of the environment reaches them all")
    }
}
