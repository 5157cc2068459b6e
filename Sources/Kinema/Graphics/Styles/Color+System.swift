import Foundation

// iOS's semantic colours in both appearances (UIKit's `UIColor.systemBackground`, `.label`…, as
// Apple's Human Interface Guidelines list them): what the window's background, the default
// foreground levels and `Color(.systemGray5)` draw with. Package-wide, for KinemaUIKit's `UIColor`.
extension Color {
    package static let systemGray2 = Color(light: (174, 174, 178, 1), dark: (99, 99, 102, 1))
    package static let systemGray3 = Color(light: (199, 199, 204, 1), dark: (72, 72, 74, 1))
    package static let systemGray4 = Color(light: (209, 209, 214, 1), dark: (58, 58, 60, 1))
    package static let systemGray5 = Color(light: (229, 229, 234, 1), dark: (44, 44, 46, 1))
    package static let systemGray6 = Color(light: (242, 242, 247, 1), dark: (28, 28, 30, 1))

    package static let label = Color.primary
    package static let secondaryLabel = Color.secondary
    package static let tertiaryLabel = Color(light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    package static let quaternaryLabel = Color(light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16))
    package static let placeholderText = Color(light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    package static let link = Color(light: (0, 122, 255, 1), dark: (9, 132, 255, 1))
    package static let separator = Color(light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))
    package static let opaqueSeparator = Color(light: (198, 198, 200, 1), dark: (56, 56, 58, 1))

    package static let systemBackground = Color(light: (255, 255, 255, 1), dark: (0, 0, 0, 1))
    package static let secondarySystemBackground = Color(light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
    package static let tertiarySystemBackground = Color(light: (255, 255, 255, 1), dark: (44, 44, 46, 1))
    package static let systemGroupedBackground = Color(light: (242, 242, 247, 1), dark: (0, 0, 0, 1))
    package static let secondarySystemGroupedBackground = Color(light: (255, 255, 255, 1), dark: (28, 28, 30, 1))
    package static let tertiarySystemGroupedBackground = Color(light: (242, 242, 247, 1), dark: (44, 44, 46, 1))

    package static let systemFill = Color(light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))
    package static let secondarySystemFill = Color(light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
    package static let tertiarySystemFill = Color(light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
    package static let quaternarySystemFill = Color(light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))
}
