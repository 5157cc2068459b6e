import Kinema

/// A map with a sheet over it that snaps to three detents: peek, half and full.
struct BottomSheetView: View {
    let model: SheetModel

    /// How the sheet moves to a detent.
    static let snap = Animation.spring(duration: 0.45, bounce: 0.2)

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .top) {
                MapBackdrop()
                    .overlay { Color.black.opacity(model.detent == .full ? 0.25 : 0) }
                PlaceSheet(model: model, containerHeight: proxy.size.height)
            }
        }
    }
}

extension Example {
    /// A sheet over a map that snaps to the detent nearest a flick's predicted end.
    public static func bottomSheet() -> Example {
        let model = SheetModel()
        func snap(to detent: SheetModel.Detent) -> @MainActor () -> Void {
            { withAnimation(BottomSheetView.snap) { model.detent = detent } }
        }
        return Example(
            name: "bottom-sheet",
            summary: "A sheet over a map that snaps to peek, half or full: the detent nearest where a flick's predicted end lands, springing there at the finger's velocity",
            scenarios: "issue #15",
            size: CGSize(width: 390, height: 760),
            rootView: BottomSheetView(model: model),
            actions: ["peek": snap(to: .peek), "half": snap(to: .half), "full": snap(to: .full)],
            script: """
            wait 0.5; drag grabber by 0,-40 in 0.1; wait 1     # a short flick up: to half
            drag grabber by 0,-120 in 0.12; wait 1             # a quick one: to full
            drag grabber by 0,200 in 1.2; wait 1               # a slow drag down: to the nearest, half
            drag grabber by 0,60 in 0.1; wait 1                # a flick down: to peek
            action full; wait 1; action peek; wait 1
            """
        )
    }
}
