import Foundation
@testable import Kinema
import Testing

/// A display list knows whether it holds an angular gradient (the renderer then draws it on one
/// thread) without looking each frame: found when it is made, and kept true when a patch would
/// bring one in.
@MainActor
struct AngularGradientFlagTests {
    @Observable
    final class Model {
        var angular: Bool

        init(angular: Bool = false) {
            self.angular = angular
        }
    }

    struct Dial: View {
        let model: Model

        var body: some View {
            Circle()
                .fill(model.angular ? AnyShapeStyle(AngularGradient(colors: [.red, .blue], center: .center)) : AnyShapeStyle(Color.red))
                .frame(width: 40, height: 40)
        }
    }

    @Test func aListMadeWithOneKnowsIt() {
        let plain = DisplayList(items: [DisplayList.Item(content: .shape(ShapeItem(
            name: "Circle", frame: CGRect(x: 0, y: 0, width: 10, height: 10), path: Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)),
            paint: .fill(ResolvedShapeStyle(color: ResolvedColor(red: 1, green: 0, blue: 0)), FillStyle())))) ])
        #expect(!plain.hasAngularGradients)
        let host = HeadlessHost(Dial(model: Model(angular: true)), size: CGSize(width: 100, height: 100))
        #expect(host.displayList.hasAngularGradients)
    }

    @Test func aStyleTurningAngularMakesTheListAgainWithTheFlag() {
        let model = Model()
        let host = HeadlessHost(Dial(model: model), size: CGSize(width: 100, height: 100))
        #expect(!host.displayList.hasAngularGradients)
        model.angular = true
        host.update()
        #expect(host.displayList.hasAngularGradients)
        model.angular = false
        host.update()
        // Patches never clear it: a list that had one may be drawn on one thread a while longer.
        #expect(host.displayList.flattened.allSatisfy { item in
            if case .shape(let shape) = item.content, case .angular = shape.style.gradient?.kind { false } else { true }
        })
    }
}
