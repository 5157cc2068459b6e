import Foundation
import Kinema
import Testing

/// Apple's "Composing SwiftUI gestures" sample, as its documentation writes it: a long press
/// sequenced before a drag, its state in one `@GestureState` enum.
@MainActor
struct ComposedGestureSampleTests {
    enum DragState {
        case inactive
        case pressing
        case dragging(translation: CGSize)

        var translation: CGSize {
            switch self {
            case .inactive, .pressing: .zero
            case .dragging(let translation): translation
            }
        }

        var isActive: Bool {
            switch self {
            case .inactive: false
            case .pressing, .dragging: true
            }
        }
    }

    struct DraggableCircle: View {
        let report: (String) -> Void
        @GestureState private var dragState = DragState.inactive
        @State private var viewState = CGSize.zero

        var body: some View {
            let minimumLongPressDuration = 0.5
            let longPressDrag = LongPressGesture(minimumDuration: minimumLongPressDuration)
                .sequenced(before: DragGesture())
                .updating($dragState) { value, state, transaction in
                    switch value {
                    case .first(true):
                        state = .pressing
                    case .second(true, let drag):
                        state = .dragging(translation: drag?.translation ?? .zero)
                    default:
                        state = .inactive
                    }
                }
                .onEnded { value in
                    guard case .second(true, let drag?) = value else { return }
                    viewState.width += drag.translation.width
                    viewState.height += drag.translation.height
                }
            report("\(dragState.isActive) \(dragState.translation.width) \(viewState.width)")
            return Circle()
                .fill(Color.blue)
                .overlay(dragState.isActive ? Circle().stroke(Color.white, lineWidth: 2) : nil)
                .frame(width: 100, height: 100, alignment: .center)
                .offset(x: viewState.width + dragState.translation.width, y: viewState.height + dragState.translation.height)
                .animation(nil, value: viewState)
                .shadow(radius: dragState.isActive ? 8 : 0)
                .animation(.linear(duration: minimumLongPressDuration), value: dragState.isActive)
                .gesture(longPressDrag)
        }
    }

    @Test func aLongPressThenADragMovesTheCircle() {
        var reports: [String] = []
        let host = HeadlessHost(DraggableCircle { reports.append($0) }, size: CGSize(width: 400, height: 400))
        host.pointerDown(at: CGPoint(x: 200, y: 200))
        #expect(reports.last == "true 0.0 0.0", "pressing")
        host.pointerMoved(to: CGPoint(x: 203, y: 200))
        host.advance(by: 0.5)
        host.pointerMoved(to: CGPoint(x: 260, y: 200))
        #expect(reports.last == "true 60.0 0.0", "dragging, from where the pointer went down")
        host.pointerUp()
        #expect(reports.last == "false 0.0 60.0", "dropped where it was dragged")
    }

    @Test func movingBeforeThePressEndsCancelsIt() {
        var reports: [String] = []
        let host = HeadlessHost(DraggableCircle { reports.append($0) }, size: CGSize(width: 400, height: 400))
        host.pointerDown(at: CGPoint(x: 200, y: 200))
        host.pointerMoved(to: CGPoint(x: 230, y: 200))
        #expect(reports.last == "false 0.0 0.0", "moved past the press's 10 points: it failed")
        host.advance(by: 0.5)
        host.pointerMoved(to: CGPoint(x: 260, y: 200))
        host.pointerUp()
        #expect(reports.last == "false 0.0 0.0")
    }
}
