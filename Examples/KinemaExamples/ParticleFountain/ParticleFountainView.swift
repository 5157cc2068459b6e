import Kinema

/// A particle fountain: a `TimelineView` updating every frame and a `Canvas` drawing each live
/// particle as a glowing dot, its opacity its remaining life. A tap on the basin switches the
/// fountain on and off (the timeline pauses, and the particles in the air freeze).
public struct ParticleFountainView: View {
    let fountain: Fountain
    @State private var running = true

    /// A fountain launching `rate` particles a second.
    public init(rate: Double = 120) {
        fountain = Fountain(rate: rate)
    }

    public var body: some View {
        ZStack(alignment: .bottom) {
            Color.black
            TimelineView(.animation(paused: !running)) { timeline in
                Canvas { context, size in
                    let time = timeline.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 3600)
                    let nozzle = CGPoint(x: size.width / 2, y: size.height - 40)
                    context.blendMode = .plusLighter
                    for particle in fountain.particles(at: time) {
                        let center = CGPoint(x: nozzle.x + particle.position.x, y: nozzle.y + particle.position.y)
                        let r = particle.radius
                        context.opacity = particle.remaining
                        context.fill(Path(ellipseIn: CGRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r)),
                                     with: .color(Color(hue: particle.hue, saturation: 0.8, brightness: 1)))
                    }
                }
            }
            .accessibilityIdentifier("fountain")
            Capsule()
                .fill(running ? Color.cyan : Color.gray)
                .frame(width: 120, height: 24)
                .padding(.bottom, 28)
                .accessibilityIdentifier("basin")
                .onTapGesture { running.toggle() }
        }
    }
}

extension Example {
    /// A fountain of particles drawn in a Canvas every frame of a TimelineView.
    public static func particleFountain() -> Example {
        Example(
            name: "particle-fountain",
            summary: "A fountain of particles drawn in a Canvas each frame of a TimelineView, as a function of the time alone; a tap on the basin pauses it",
            scenarios: "issue #16",
            size: CGSize(width: 400, height: 500),
            rootView: ParticleFountainView(),
            script: """
            wait 2; tap basin; wait 0.5; tap basin; wait 1.5
            """
        )
    }
}
