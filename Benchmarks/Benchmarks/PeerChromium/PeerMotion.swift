import Kinema

/// How the rectangles move: three springs each (offset x, offset y and rotation), all
/// retargeted at once every ``period`` frames of 1/60 s, to targets that depend only on the
/// rectangle and on how many retargets came before. The page's JavaScript (``PeerPage``)
/// computes the same targets and steps the same spring.
enum PeerMotion {
    /// Kinema's `.spring(response:dampingFraction:)`, which the page reproduces: a unit-mass
    /// spring of stiffness (2π / response)² stepped at 300 Hz, and on a retarget a new spring
    /// from the running one's position and velocity. Slow and bouncy enough never to meet
    /// Kinema's test for having settled within a period, which would end it early.
    static let response = 1.0
    static let dampingFraction = 0.5
    static var animation: Animation { .spring(response: response, dampingFraction: dampingFraction) }

    /// Frames between retargets: one second.
    static let period = 60
    /// The frame both sides are frozen at for the pixel comparison: 0.75 s after the second
    /// retarget, so that the springs carry the velocity the first one left them.
    static let comparedFrame = 105

    /// Where rectangle `index` heads in `generation` (0 at rest before the first retarget):
    /// offsets of up to half a cell and turns of up to 45°. Each target differs from the one
    /// before (13, 5 and 7 are not multiples of 17, 13 and 11).
    static func target(of index: Int, generation: Int, cell: Int) -> (x: Double, y: Double, degrees: Double) {
        let half = Double(cell) / 2
        return (
            half * Double((index * 7 + generation * 13) % 17 - 8) / 8,
            half * Double((index * 11 + generation * 5) % 13 - 6) / 6,
            9 * Double((index * 5 + generation * 7) % 11 - 5)
        )
    }
}
