// WWDC23 "Explore SwiftUI animation", listing at 12:48 (seed 000), line breaks restored.
import SwiftUI

let curve = UnitCurve(
    startControlPoint: UnitPoint(x: 0.25, y: 0.1),
    endControlPoint: UnitPoint(x: 0.25, y: 1))
curve.value(at: 0.25)
curve.velocity(at: 0.25)
