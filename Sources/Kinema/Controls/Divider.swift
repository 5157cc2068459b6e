import Foundation

/// A thin line that separates content: across a vertical stack, or along a horizontal one.
public struct Divider: View {
    @Environment(\.stackAxis) private var axis

    /// Creates a divider.
    public init() {}

    /// A hairline rectangle, as long as the stack is wide (or tall).
    public var body: some View {
        if axis == .horizontal {
            Rectangle().fill(Color.hairline).frame(width: 0.5)
        } else {
            Rectangle().fill(Color.hairline).frame(height: 0.5)
        }
    }
}
