// WWDC23 "Explore SwiftUI animation", listing at 13:56 (seed 000), line breaks restored.
import SwiftUI

let spring = Spring(duration: 1.0, bounce: 0)
spring.value(target: 1, time: 0.25)
spring.velocity(target: 1, time: 0.25)
