import SwiftUI
import Testing

/// The UIKit names iOS views reach for, with what they mean in Kinema's window.
@MainActor
struct UIKitNamesTests {
    /// A shape written with UIKit's path, as apps rounded some corners before iOS 17.
    struct CustomCorner: Shape {
        var radius: CGFloat
        var corners: UIRectCorner

        func path(in rect: CGRect) -> Path {
            let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
            return Path(path.cgPath)
        }
    }

    @Test func aBezierPathRoundsOnlyTheCornersItNames() {
        let path = CustomCorner(radius: 20, corners: [.topLeft, .bottomRight]).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(!path.contains(CGPoint(x: 1, y: 1)), "top left is rounded")
        #expect(path.contains(CGPoint(x: 99, y: 1)), "top right is square")
        #expect(path.contains(CGPoint(x: 1, y: 99)), "bottom left is square")
        #expect(!path.contains(CGPoint(x: 99, y: 99)), "bottom right is rounded")
    }

    @Test func anUnevenRoundedRectangleRoundsEachCornerByItsOwnRadius() {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 40, bottomTrailingRadius: 10)
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(!path.contains(CGPoint(x: 8, y: 8)), "inside the 40 radius' cut")
        #expect(path.contains(CGPoint(x: 98, y: 98)) == false && path.contains(CGPoint(x: 93, y: 93)), "a 10 radius cuts less")
        #expect(path.contains(CGPoint(x: 99, y: 1)) && path.contains(CGPoint(x: 1, y: 99)))
        let same: UnevenRoundedRectangle = .rect(cornerRadii: RectangleCornerRadii(topLeading: 40, bottomTrailing: 10))
        #expect(same.path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).boundingRect == path.boundingRect)
    }

    @Test func theWindowsSafeAreaIsTheHosts() throws {
        let host = HeadlessHost(Color.red, size: CGSize(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(UIApplication.shared.windows.first?.safeAreaInsets.top == 59)
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(scene.windows.first?.safeAreaInsets.bottom == 34)
        #expect(scene.keyWindow?.bounds.size == CGSize(width: 393, height: 852))
        host.safeAreaInsets = EdgeInsets()
        #expect(UIApplication.shared.windows.first?.safeAreaInsets == .zero)
    }

    @Test func aUIFontIsDrawnAsTheSwiftUIFontOfItsFamilySizeAndWeight() {
        let resolved = Font(UIFont.systemFont(ofSize: 20, weight: .bold)).resolve(in: EnvironmentValues())
        #expect(resolved.size == 20 && resolved.weight == 700)
        #expect(Font(UIFont.preferredFont(forTextStyle: .headline)).resolve(in: EnvironmentValues()).weight == 600)
        #expect(UIFont(name: "Avenir-Heavy", size: 14)?.pointSize == 14)
    }
}
