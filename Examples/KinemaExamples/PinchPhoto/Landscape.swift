import Kinema

/// The "photo": a landscape drawn with gradients and shapes (a sky, a glowing sun, clouds,
/// mountains, hills and a lake), by day or in the evening.
struct Landscape: View {
    let isEvening: Bool

    var body: some View {
        ZStack {
            LinearGradient(colors: sky, startPoint: .top, endPoint: .bottom)
            Circle()
                .fill(RadialGradient(colors: [sun.opacity(0.55), sun.opacity(0)], center: .center, startRadius: 30, endRadius: 110))
                .frame(width: 220, height: 220)
                .offset(x: 70, y: isEvening ? -20 : -120)
            Circle()
                .fill(sun)
                .frame(width: 72, height: 72)
                .offset(x: 70, y: isEvening ? -20 : -120)
            cloud.offset(x: -90, y: -160)
            cloud.scaleEffect(0.7).offset(x: 110, y: -70)
            Ridge(points: [CGPoint(x: 0, y: 0.5), CGPoint(x: 0.18, y: 0.36), CGPoint(x: 0.32, y: 0.48), CGPoint(x: 0.5, y: 0.3),
                           CGPoint(x: 0.7, y: 0.46), CGPoint(x: 0.86, y: 0.38), CGPoint(x: 1, y: 0.5)])
                .fill(LinearGradient(colors: mountains, startPoint: .top, endPoint: .bottom))
            Ridge(points: [CGPoint(x: -0.1, y: 0.62), CGPoint(x: 0.25, y: 0.5), CGPoint(x: 0.6, y: 0.64), CGPoint(x: 1.1, y: 0.55)], smooth: true)
                .fill(hills[0])
            Ellipse()
                .fill(LinearGradient(colors: lake, startPoint: .top, endPoint: .bottom))
                .frame(width: 240, height: 44)
                .offset(x: 40, y: 110)
            Ridge(points: [CGPoint(x: -0.1, y: 0.9), CGPoint(x: 0.2, y: 0.72), CGPoint(x: 0.55, y: 0.86), CGPoint(x: 0.85, y: 0.76), CGPoint(x: 1.1, y: 0.84)], smooth: true)
                .fill(hills[1])
        }
    }

    private var cloud: some View {
        ZStack {
            Capsule().frame(width: 110, height: 30).offset(y: 10)
            Circle().frame(width: 46, height: 46).offset(x: -16, y: -2)
            Circle().frame(width: 34, height: 34).offset(x: 18, y: 2)
        }
        .foregroundStyle(.white.opacity(isEvening ? 0.45 : 0.85))
    }

    private var sky: [Color] {
        isEvening
            ? [Color(red: 0.22, green: 0.17, blue: 0.42), Color(red: 0.86, green: 0.42, blue: 0.45), Color(red: 0.99, green: 0.70, blue: 0.40)]
            : [Color(red: 0.33, green: 0.62, blue: 0.95), Color(red: 0.62, green: 0.82, blue: 0.98), Color(red: 0.88, green: 0.95, blue: 0.99)]
    }

    private var sun: Color {
        isEvening ? Color(red: 1.0, green: 0.55, blue: 0.25) : Color(red: 1.0, green: 0.86, blue: 0.30)
    }

    private var mountains: [Color] {
        isEvening
            ? [Color(red: 0.36, green: 0.27, blue: 0.48), Color(red: 0.48, green: 0.36, blue: 0.52)]
            : [Color(red: 0.47, green: 0.55, blue: 0.70), Color(red: 0.62, green: 0.70, blue: 0.80)]
    }

    private var hills: [Color] {
        isEvening
            ? [Color(red: 0.25, green: 0.35, blue: 0.30), Color(red: 0.16, green: 0.26, blue: 0.21)]
            : [Color(red: 0.45, green: 0.72, blue: 0.38), Color(red: 0.30, green: 0.58, blue: 0.28)]
    }

    private var lake: [Color] {
        isEvening
            ? [Color(red: 0.85, green: 0.50, blue: 0.50), Color(red: 0.40, green: 0.30, blue: 0.50)]
            : [Color(red: 0.55, green: 0.78, blue: 0.96), Color(red: 0.30, green: 0.55, blue: 0.85)]
    }
}
