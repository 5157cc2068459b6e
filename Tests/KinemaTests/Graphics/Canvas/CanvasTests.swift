import Foundation
import Kinema
import Testing

/// `Canvas` and `GraphicsContext`: what a renderer draws is recorded into one canvas item, with
/// the context's state as groups around each operation.
@MainActor
struct CanvasTests {
    private func canvas(_ host: HeadlessHost) throws -> CanvasItem {
        let item = try #require(host.displayList.items.first { if case .canvas = $0.content { true } else { false } })
        guard case .canvas(let canvas) = item.content else { throw CancellationError() }
        return canvas
    }

    private func host(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> HeadlessHost {
        HeadlessHost(Canvas(renderer: renderer).frame(width: 200, height: 100), size: CGSize(width: 200, height: 100))
    }

    @Test func aFillIsOneShapeWithTheTransformAndOpacityInIt() throws {
        let host = host { context, size in
            #expect(size == CGSize(width: 200, height: 100))
            context.translateBy(x: 10, y: 20)
            context.opacity = 0.5
            context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 30)), with: .color(.red))
        }
        let item = try canvas(host)
        #expect(item.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        let shapes = item.content.items
        #expect(shapes.count == 1)
        guard case .shape(let shape) = shapes.first?.content else { Issue.record("not a shape: \(shapes)"); return }
        #expect(shape.path.boundingRect == CGRect(x: 10, y: 20, width: 30, height: 30))
        #expect(shape.style.color?.opacity == 0.5, "the opacity is in the colour: no group")
    }

    @Test func theStateBecomesGroupsAroundEachOperation() throws {
        let host = host { context, _ in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 50)))
            context.blendMode = .multiply
            context.addFilter(.blur(radius: 2))
            context.addFilter(.shadow(color: .black, radius: 3, x: 1, y: 1))
            context.rotate(by: .degrees(90))
            context.stroke(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue), lineWidth: 2)
        }
        let flat = try canvas(host).content.flattened
        #expect(flat.count == 1)
        let effects = try #require(flat.first?.effects)
        let names = effects.map { "\($0)".prefix(while: { $0 != "(" }) }
        // Clip, blend mode, the filters (the last added outermost), then the transform.
        #expect(names == ["clip", "blendMode", "shadow", "blur", "transform"], "\(effects)")
    }

    @Test func aLayerIsOneCompositingGroupAndFiltersApplyToIt() throws {
        let host = host { context, _ in
            context.opacity = 0.5
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
                layer.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), with: .color(.green))
            }
        }
        let items = try canvas(host).content.items
        guard case .effect(.opacity(let opacity), let inner) = items.first?.content else { Issue.record("\(items)"); return }
        #expect(opacity == 0.5)
        guard case .effect(.compositingGroup, let layer) = inner.items.first?.content else { Issue.record("\(inner)"); return }
        #expect(layer.items.count == 2, "both fills at full opacity, in the layer")
    }

    @Test func textIsPlacedByItsAnchor() throws {
        let host = host { context, _ in
            let text = context.resolve(Text("Hi").font(.system(size: 20)))
            let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
            context.draw(text, at: CGPoint(x: 100, y: 50), anchor: .center)
            #expect(size.width > 0 && size.height > 0)
        }
        guard case .text(let text) = try canvas(host).content.items.first?.content else { Issue.record("no text"); return }
        #expect(abs(text.frame.midX - 100) < 1e-9 && abs(text.frame.midY - 50) < 1e-9)
        #expect(text.string == "Hi")
    }

    @Test func symbolsAreDrawnByTagAndNotShownOtherwise() throws {
        let host = HeadlessHost(
            Canvas { context, _ in
                guard let star = context.resolveSymbol(id: "star") else { return }
                #expect(star.size == CGSize(width: 20, height: 10))
                context.draw(star, in: CGRect(x: 100, y: 50, width: 40, height: 20))
                #expect(context.resolveSymbol(id: "none") == nil)
            } symbols: {
                Color.orange.frame(width: 20, height: 10).tag("star")
            }
            .frame(width: 200, height: 100),
            size: CGSize(width: 200, height: 100))
        let list = host.displayList
        #expect(list.items.count == 1, "the symbol view is not drawn by itself")
        let flat = try canvas(host).content.flattened
        #expect(flat.count == 1)
        // Drawn at (100, 50) in the canvas, twice its size.
        let frame = try #require(flat.first?.presentedFrame)
        #expect(abs(frame.minX - 100) < 1e-9 && abs(frame.minY - 50) < 1e-9 && abs(frame.width - 40) < 1e-9, "\(frame)")
    }

    @Test func whatKinemaDoesNotDrawIsReportedOnce() throws {
        let host = host { context, _ in
            context.addFilter(.alphaThreshold(min: 0.5))
            context.blendMode = .xor
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            context.draw(Image("no-such-image"), at: .zero)
        }
        _ = host.displayList
        let messages = host.diagnostics.filter { $0.kind == .canvas }.map(\.message)
        #expect(messages.contains { $0.contains("alphaThreshold") })
        #expect(messages.contains { $0.contains("blend mode") })
        #expect(messages.contains { $0.contains("no-such-image") })
        #expect(Set(messages).count == messages.count)
        // What is left out is only the unsupported part: the fill is drawn, normally.
        let shapes = try canvas(host).content.flattened.filter { if case .shape = $0.content { true } else { false } }
        #expect(shapes.count == 1 && shapes[0].effects.isEmpty, "\(shapes)")
    }

    @Test func aCanvasInATimelineIsDrawnAgainEachFrame() throws {
        let host = HeadlessHost(TimelineView(.animation) { timeline in
            Canvas { context, _ in
                let t = timeline.date.timeIntervalSince(HeadlessHost.defaultStartDate)
                context.fill(Path(CGRect(x: t * 100, y: 0, width: 10, height: 10)), with: .color(.red))
            }
        }, size: CGSize(width: 200, height: 100))
        host.advance(to: 0.5, frameRate: 60)
        guard case .shape(let shape) = try canvas(host).content.items.first?.content else { Issue.record("no shape"); return }
        #expect(abs(shape.path.boundingRect.minX - 50) < 1e-6)
    }

    @Test func zeroOpacityAndEmptySizesDrawNothing() throws {
        let host = host { context, _ in
            context.opacity = 0
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            context.opacity = .nan
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }
        #expect(try canvas(host).content.items.count == 1, "NaN opacity draws as 1, zero not at all")
        let empty = HeadlessHost(Canvas { context, _ in Issue.record("not called for an empty canvas") }.frame(width: 0, height: 0),
                                 size: CGSize(width: 100, height: 100))
        _ = empty.displayList
    }
}
