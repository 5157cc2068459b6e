import Kinema

/// Land against the sky: a line through points given in fractions of the rect, straight for
/// mountains or smoothed into hills, filled down to the bottom edge.
struct Ridge: Shape {
    let points: [CGPoint]
    var smooth = false

    func path(in rect: CGRect) -> Path {
        let corners = points.map { CGPoint(x: rect.minX + rect.width * $0.x, y: rect.minY + rect.height * $0.y) }
        return Path { path in
            guard let first = corners.first else { return }
            path.move(to: CGPoint(x: first.x, y: rect.maxY))
            path.addLine(to: first)
            for (previous, point) in zip(corners, corners.dropFirst()) {
                if smooth {
                    // Through the midpoints, with each point as the control: a soft crest there.
                    let middle = CGPoint(x: (previous.x + point.x) / 2, y: (previous.y + point.y) / 2)
                    path.addQuadCurve(to: middle, control: previous)
                } else {
                    path.addLine(to: point)
                }
            }
            let last = corners[corners.count - 1]
            if smooth { path.addLine(to: last) }
            path.addLine(to: CGPoint(x: last.x, y: rect.maxY))
            path.closeSubpath()
        }
    }
}
