// The session's sample model, which its listings use but do not show.
import SwiftUI

struct Pet {
    var type: String
}
