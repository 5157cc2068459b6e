import Foundation
import Kinema
import Testing

/// Gestures combined, ranked against each other, masked, and stopped with their views.
@MainActor
struct GestureCompositionTests {
    static let size = CGSize(width: 400, height: 400)
    static let center = CGPoint(x: 200, y: 200)

    @Test func aSequenceStartsItsDragOnlyAfterTheLongPress() {
        var values: [String] = []
        let gesture = LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture(minimumDistance: 0))
            .onChanged { value in
                switch value {
                case .first(let pressing): values.append("first \(pressing)")
                case .second(let pressed, let drag): values.append("second \(pressed) \(drag.map { "\($0.translation.width)" } ?? "nil")")
                }
            }
        let host = HeadlessHost(Color.red.frame(width: 200, height: 200).gesture(gesture), size: Self.size)
        host.pointerDown(at: Self.center)
        host.pointerMoved(to: CGPoint(x: 205, y: 200))
        #expect(values == ["first true"])
        host.advance(by: 0.5)
        // The press ended with the pointer down: the drag starts there, at once.
        #expect(values.last == "second true 5.0")
        host.pointerMoved(to: CGPoint(x: 260, y: 200))
        #expect(values.last == "second true 60.0")
        host.pointerUp()
    }

    @Test func anExclusiveSingleTapWaitsOutTheDoubleTap() {
        var events: [String] = []
        let gesture = TapGesture(count: 2).onEnded { events.append("double") }
            .exclusively(before: TapGesture().onEnded { events.append("single") })
        let host = HeadlessHost(Color.red.frame(width: 200, height: 200).gesture(gesture), size: Self.size)
        host.tap(at: Self.center)
        #expect(events.isEmpty, "a second tap may still come")
        host.advance(by: TapGesture.multipleTapInterval + 0.01)
        #expect(events == ["single"])
        host.tap(at: Self.center)
        host.advance(by: 0.1)
        host.tap(at: Self.center)
        host.advance(by: 1)
        #expect(events == ["single", "double"])
    }

    /// A child with a tap inside a parent with a tap, attached as asked.
    struct Nested: View {
        enum Kind { case normal, high, simultaneous }
        let kind: Kind
        let mask: GestureMask
        let log: (String) -> Void

        var body: some View {
            let parent = TapGesture().onEnded { log("parent") }
            let child = Color.blue.frame(width: 100, height: 100).onTapGesture { log("child") }
            let content = ZStack { Color.gray; child }.frame(width: 300, height: 300)
            switch kind {
            case .normal: AnyView(content.gesture(parent, including: mask))
            case .high: AnyView(content.highPriorityGesture(parent, including: mask))
            case .simultaneous: AnyView(content.simultaneousGesture(parent, including: mask))
            }
        }
    }

    func taps(_ kind: Nested.Kind, _ mask: GestureMask = .all) -> [String] {
        var log: [String] = []
        let host = HeadlessHost(Nested(kind: kind, mask: mask) { log.append($0) }, size: Self.size)
        host.tap(at: Self.center)
        return log
    }

    @Test func theInnerGestureWinsUnlessTheOuterIsHighPriorityOrSimultaneous() {
        #expect(taps(.normal) == ["child"])
        #expect(taps(.high) == ["parent"])
        #expect(taps(.simultaneous) == ["child", "parent"])
    }

    @Test func masksChooseBetweenTheGestureAndItsSubviews() {
        #expect(taps(.normal, .gesture) == ["parent"], "the child's tap is disabled")
        #expect(taps(.high, .subviews) == ["child"], "the parent's own gesture is disabled")
        #expect(taps(.high, .none).isEmpty)
        var log: [String] = []
        let host = HeadlessHost(Color.red.frame(width: 100, height: 100)
            .gesture(TapGesture().onEnded { log.append("off") }, isEnabled: false), size: Self.size)
        host.tap(at: Self.center)
        #expect(log.isEmpty)
    }

    @Test func anInnerDragTakesThePointerFromAScrollView() {
        var dragged: [CGFloat] = []
        let host = HeadlessHost(ScrollView {
            VStack(spacing: 0) {
                Color.red.frame(height: 100).gesture(DragGesture().onChanged { dragged.append($0.translation.height) })
                Color.blue.frame(height: 1000)
            }
        }, size: Self.size)
        host.drag(from: CGPoint(x: 200, y: 50), to: CGPoint(x: 200, y: 10))
        #expect(dragged.last == -40)
        #expect(host.scrollOffset() == .zero, "the drag, innermost, claimed the pointer first")
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 200))
        #expect((host.scrollOffset()?.y ?? 0) > 0, "away from it, the scroll view scrolls")
    }

    @Test func aDisabledViewTakesNoGesture() {
        var events = 0
        let host = HeadlessHost(Color.red.frame(width: 200, height: 200)
            .gesture(DragGesture(minimumDistance: 0).onChanged { _ in events += 1 }).disabled(true), size: Self.size)
        host.drag(from: Self.center, to: CGPoint(x: 250, y: 250))
        #expect(events == 0)
    }
}
