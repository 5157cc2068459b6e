import Kinema

/// A map drawn with shapes: land, parks, a river, streets, and a pin where you are.
struct MapBackdrop: View {
    var body: some View {
        ZStack {
            Color(red: 0.94, green: 0.93, blue: 0.89)
            Parks().fill(Color(red: 0.76, green: 0.88, blue: 0.70))
            River().stroke(Color(red: 0.62, green: 0.79, blue: 0.94), style: StrokeStyle(lineWidth: 34, lineCap: .round))
            Streets().stroke(Color(white: 0.84), style: StrokeStyle(lineWidth: 13, lineCap: .round, lineJoin: .round))
            Streets().stroke(.white, style: StrokeStyle(lineWidth: 9, lineCap: .round, lineJoin: .round))
            GeometryReader { proxy in
                Circle()
                    .fill(Color(red: 0.0, green: 0.48, blue: 1.0))
                    .frame(width: 20, height: 20)
                    .overlay { Circle().stroke(.white, lineWidth: 4) }
                    .background { Circle().fill(Color(red: 0.0, green: 0.48, blue: 1.0).opacity(0.18)).frame(width: 80, height: 80) }
                    .position(x: proxy.size.width * 0.52, y: proxy.size.height * 0.3)
            }
        }
    }
}

/// Green blocks, in fractions of the map's size.
private struct Parks: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        for (x, y, width, height) in [(0.06, 0.08, 0.3, 0.16), (0.62, 0.44, 0.32, 0.12), (0.1, 0.62, 0.24, 0.22)] {
            path.addRoundedRect(
                in: CGRect(x: rect.minX + rect.width * x, y: rect.minY + rect.height * y, width: rect.width * width, height: rect.height * height),
                cornerSize: CGSize(width: 18, height: 18))
        }
        return path
    }
}

/// A river winding down the map.
private struct River: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.maxX + 20, y: rect.minY + rect.height * 0.12))
            path.addCurve(to: CGPoint(x: rect.minX + rect.width * 0.4, y: rect.minY + rect.height * 0.55),
                          control1: CGPoint(x: rect.minX + rect.width * 0.55, y: rect.minY + rect.height * 0.1),
                          control2: CGPoint(x: rect.minX + rect.width * 0.75, y: rect.minY + rect.height * 0.5))
            path.addCurve(to: CGPoint(x: rect.minX - 20, y: rect.maxY - rect.height * 0.1),
                          control1: CGPoint(x: rect.minX + rect.width * 0.1, y: rect.minY + rect.height * 0.6),
                          control2: CGPoint(x: rect.minX + rect.width * 0.3, y: rect.maxY - rect.height * 0.2))
        }
    }
}

/// A grid of streets, a little askew, and an avenue across it.
private struct Streets: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            for fraction in stride(from: 0.1, through: 0.9, by: 0.2) {
                path.move(to: CGPoint(x: rect.minX - 10, y: rect.minY + rect.height * fraction))
                path.addLine(to: CGPoint(x: rect.maxX + 10, y: rect.minY + rect.height * (fraction + 0.05)))
            }
            for fraction in stride(from: 0.2, through: 0.8, by: 0.3) {
                path.move(to: CGPoint(x: rect.minX + rect.width * fraction, y: rect.minY - 10))
                path.addLine(to: CGPoint(x: rect.minX + rect.width * (fraction - 0.08), y: rect.maxY + 10))
            }
            path.move(to: CGPoint(x: rect.minX - 10, y: rect.maxY - rect.height * 0.15))
            path.addLine(to: CGPoint(x: rect.maxX + 10, y: rect.minY + rect.height * 0.2))
        }
    }
}
