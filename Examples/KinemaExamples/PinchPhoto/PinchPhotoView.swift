import Kinema

/// A photo to zoom: pinch to scale it (within 1× to 4×, springing back to the nearer bound when
/// let go outside them), drag to pan it while zoomed (springing back so it still fills its
/// frame), turn it with two fingers (it springs back upright), double-tap to switch between 1×
/// and 2.5×.
struct PinchPhotoView: View {
    let scene: PhotoScene
    @State private var scale: CGFloat = 1
    @State private var offset = CGSize.zero
    @State private var rotation = Angle.zero
    /// The scale and offset the current pinch or pan started from.
    @State private var startScale: CGFloat = 1
    @State private var startOffset = CGSize.zero

    static let frameSize = CGSize(width: 350, height: 460)
    static let zoomRange: ClosedRange<CGFloat> = 1...4
    /// How the photo springs back within bounds, and to a double tap's zoom.
    static let spring = Animation.spring(duration: 0.45, bounce: 0.25)

    var body: some View {
        VStack(spacing: 18) {
            Text("Pinch, pan, turn, double-tap")
                .font(.headline)
                .foregroundStyle(.white.opacity(0.7))
            Landscape(isEvening: scene.isEvening)
                .scaleEffect(scale)
                .rotationEffect(rotation)
                .offset(offset)
                .frame(width: Self.frameSize.width, height: Self.frameSize.height)
                .clipShape(RoundedRectangle(cornerRadius: 24))
                .contentShape(Rectangle())
                .gesture(zoom.simultaneously(with: turn).simultaneously(with: pan))
                .onTapGesture(count: 2) {
                    withAnimation(Self.spring) {
                        scale = scale > 1 ? 1 : 2.5
                        offset = .zero
                    }
                    startScale = scale
                    startOffset = offset
                }
                .accessibilityIdentifier("photo")
            Text(String(format: "%.1f×", scale))
                .font(.system(size: 15, weight: .semibold))
                .foregroundStyle(.white)
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(.white.opacity(0.15), in: Capsule())
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(white: 0.08))
    }

    private var zoom: some Gesture {
        MagnifyGesture()
            .onChanged { scale = startScale * $0.magnification }
            .onEnded { _ in settle() }
    }

    private var turn: some Gesture {
        RotateGesture()
            .onChanged { rotation = $0.rotation }
            .onEnded { _ in withAnimation(Self.spring) { rotation = .zero } }
    }

    private var pan: some Gesture {
        DragGesture()
            .onChanged { value in
                guard startScale > 1 else { return }
                offset = CGSize(width: startOffset.width + value.translation.width, height: startOffset.height + value.translation.height)
            }
            .onEnded { _ in settle() }
    }

    /// Springs the scale back into the zoom range and the offset back to where the photo still
    /// fills its frame, and starts the next gesture from there.
    private func settle() {
        withAnimation(Self.spring) {
            scale = min(max(scale, Self.zoomRange.lowerBound), Self.zoomRange.upperBound)
            let limit = CGSize(width: Self.frameSize.width * (scale - 1) / 2, height: Self.frameSize.height * (scale - 1) / 2)
            offset = CGSize(width: min(max(offset.width, -limit.width), limit.width),
                            height: min(max(offset.height, -limit.height), limit.height))
        }
        startScale = scale
        startOffset = offset
    }
}

extension Example {
    /// A drawn photo to pinch, pan, turn and double-tap.
    public static func pinchPhoto() -> Example {
        let scene = PhotoScene()
        return Example(
            name: "pinch-photo",
            summary: "A photo that zooms with a pinch (1× to 4×, springing back when let go beyond), pans while zoomed, turns and springs upright, and double-taps between 1× and 2.5×",
            scenarios: "issue #15",
            size: CGSize(width: 390, height: 760),
            rootView: PinchPhotoView(scene: scene),
            actions: ["evening": { withAnimation(.smooth(duration: 1.2)) { scene.isEvening.toggle() } }],
            script: """
            wait 0.5; pinch photo to 2 in 0.6; wait 0.8
            drag photo by -90,70 in 0.4; wait 1
            pinch photo to 3 in 0.5; wait 1.2        # to 6×: springs back to 4×
            tap photo; tap photo; wait 1             # a double tap: back to 1×
            rotate photo by 30 in 0.5; wait 1        # springs back upright
            action evening; wait 1.4
            tap photo; tap photo; wait 1.2           # to 2.5×
            """
        )
    }
}
