// Draws the pet voting app's avatars — cartoon faces made of shapes — into PNG files, with
// Kinema's views and renderer. The results are committed as the KinemaExamples resources:
//
//     swift run pet-avatars Examples/KinemaExamples/Resources
import Foundation
import Kinema
import KinemaRender

/// The side of an avatar, in points; files are drawn at twice this in pixels.
let side: CGFloat = 128

/// A filled path in the avatar's 128 × 128 space.
@MainActor
func layer(_ color: Color, _ build: (inout Path) -> Void) -> some View {
    Path(build).fill(color).frame(width: side, height: side)
}

/// A stroked path in the avatar's 128 × 128 space.
@MainActor
func line(_ color: Color, width: CGFloat, _ build: (inout Path) -> Void) -> some View {
    Path(build)
        .stroke(color, style: StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round))
        .frame(width: side, height: side)
}

extension Path {
    mutating func addTriangle(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) {
        addLines([a, b, c])
        closeSubpath()
    }

    mutating func addCircle(_ x: CGFloat, _ y: CGFloat, radius: CGFloat) {
        addEllipse(in: CGRect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius))
    }
}

let ink = Color(red: 0.18, green: 0.16, blue: 0.2)
let blush = Color(red: 1, green: 0.6, blue: 0.65)

/// Two eyes with a glint each, at height `y`, `gap` apart.
@MainActor
func eyes(y: CGFloat, gap: CGFloat, radius: CGFloat = 7) -> some View {
    ZStack {
        layer(ink) { $0.addCircle(64 - gap / 2, y, radius: radius); $0.addCircle(64 + gap / 2, y, radius: radius) }
        layer(.white) {
            $0.addCircle(64 - gap / 2 + radius / 3, y - radius / 3, radius: radius / 3)
            $0.addCircle(64 + gap / 2 + radius / 3, y - radius / 3, radius: radius / 3)
        }
    }
}

/// A round backdrop behind a face.
@MainActor
func backdrop(_ color: Color) -> some View {
    layer(color) { $0.addCircle(64, 64, radius: 64) }
}

struct Cat: View {
    let fur = Color(red: 0.98, green: 0.62, blue: 0.26)
    var body: some View {
        ZStack {
            backdrop(Color(red: 1, green: 0.92, blue: 0.8))
            layer(fur) {
                $0.addTriangle(CGPoint(x: 24, y: 62), CGPoint(x: 30, y: 18), CGPoint(x: 58, y: 40))
                $0.addTriangle(CGPoint(x: 104, y: 62), CGPoint(x: 98, y: 18), CGPoint(x: 70, y: 40))
            }
            layer(blush) {
                $0.addTriangle(CGPoint(x: 33, y: 50), CGPoint(x: 34, y: 28), CGPoint(x: 50, y: 42))
                $0.addTriangle(CGPoint(x: 95, y: 50), CGPoint(x: 94, y: 28), CGPoint(x: 78, y: 42))
            }
            layer(fur) { $0.addEllipse(in: CGRect(x: 22, y: 36, width: 84, height: 74)) }
            layer(Color(red: 1, green: 0.95, blue: 0.88)) { $0.addEllipse(in: CGRect(x: 44, y: 74, width: 40, height: 30)) }
            eyes(y: 66, gap: 34)
            layer(blush) { $0.addTriangle(CGPoint(x: 58, y: 80), CGPoint(x: 70, y: 80), CGPoint(x: 64, y: 87)) }
            line(ink, width: 2.5) {
                $0.move(to: CGPoint(x: 64, y: 87)); $0.addQuadCurve(to: CGPoint(x: 55, y: 93), control: CGPoint(x: 62, y: 94))
                $0.move(to: CGPoint(x: 64, y: 87)); $0.addQuadCurve(to: CGPoint(x: 73, y: 93), control: CGPoint(x: 66, y: 94))
            }
            line(ink.opacity(0.55), width: 1.5) {
                for (y, dy) in [(82.0, -4.0), (88.0, 2.0)] {
                    $0.move(to: CGPoint(x: 42, y: y)); $0.addLine(to: CGPoint(x: 16, y: y + dy))
                    $0.move(to: CGPoint(x: 86, y: y)); $0.addLine(to: CGPoint(x: 112, y: y + dy))
                }
            }
        }
    }
}

struct Dog: View {
    let fur = Color(red: 0.82, green: 0.62, blue: 0.42)
    let ears = Color(red: 0.45, green: 0.3, blue: 0.2)
    var body: some View {
        ZStack {
            backdrop(Color(red: 0.84, green: 0.91, blue: 1))
            layer(fur) { $0.addEllipse(in: CGRect(x: 28, y: 26, width: 72, height: 82)) }
            layer(ears) {
                $0.move(to: CGPoint(x: 34, y: 32))
                $0.addCurve(to: CGPoint(x: 24, y: 86), control1: CGPoint(x: 8, y: 34), control2: CGPoint(x: 6, y: 80))
                $0.addQuadCurve(to: CGPoint(x: 42, y: 52), control: CGPoint(x: 40, y: 76))
                $0.closeSubpath()
                $0.move(to: CGPoint(x: 94, y: 32))
                $0.addCurve(to: CGPoint(x: 104, y: 86), control1: CGPoint(x: 120, y: 34), control2: CGPoint(x: 122, y: 80))
                $0.addQuadCurve(to: CGPoint(x: 86, y: 52), control: CGPoint(x: 88, y: 76))
                $0.closeSubpath()
            }
            layer(ears) { $0.addEllipse(in: CGRect(x: 70, y: 46, width: 24, height: 24)) }
            layer(Color(red: 0.98, green: 0.93, blue: 0.85)) { $0.addEllipse(in: CGRect(x: 40, y: 70, width: 48, height: 36)) }
            eyes(y: 60, gap: 32)
            layer(ink) { $0.addEllipse(in: CGRect(x: 55, y: 74, width: 18, height: 12)) }
            layer(blush) { $0.addRoundedRect(in: CGRect(x: 58, y: 92, width: 12, height: 14), cornerSize: CGSize(width: 6, height: 6)) }
            line(ink, width: 2.5) {
                $0.move(to: CGPoint(x: 64, y: 86)); $0.addLine(to: CGPoint(x: 64, y: 92))
                $0.move(to: CGPoint(x: 52, y: 90)); $0.addQuadCurve(to: CGPoint(x: 76, y: 90), control: CGPoint(x: 64, y: 100))
            }
        }
    }
}

struct Bunny: View {
    let fur = Color(red: 0.93, green: 0.92, blue: 0.95)
    var body: some View {
        ZStack {
            backdrop(Color(red: 0.88, green: 0.96, blue: 0.86))
            layer(fur) {
                $0.addEllipse(in: CGRect(x: 36, y: 4, width: 20, height: 62))
                $0.addEllipse(in: CGRect(x: 72, y: 4, width: 20, height: 62))
            }
            layer(blush) {
                $0.addEllipse(in: CGRect(x: 41, y: 12, width: 10, height: 44))
                $0.addEllipse(in: CGRect(x: 77, y: 12, width: 10, height: 44))
            }
            layer(fur) { $0.addEllipse(in: CGRect(x: 26, y: 44, width: 76, height: 68)) }
            eyes(y: 72, gap: 32, radius: 6.5)
            layer(blush.opacity(0.6)) { $0.addCircle(38, 88, radius: 7); $0.addCircle(90, 88, radius: 7) }
            layer(blush) { $0.addTriangle(CGPoint(x: 59, y: 84), CGPoint(x: 69, y: 84), CGPoint(x: 64, y: 90)) }
            layer(.white) { $0.addRoundedRect(in: CGRect(x: 58, y: 96, width: 12, height: 10), cornerSize: CGSize(width: 2, height: 2)) }
            line(ink, width: 2.5) {
                $0.move(to: CGPoint(x: 64, y: 90)); $0.addQuadCurve(to: CGPoint(x: 56, y: 95), control: CGPoint(x: 60, y: 96))
                $0.move(to: CGPoint(x: 64, y: 90)); $0.addQuadCurve(to: CGPoint(x: 72, y: 95), control: CGPoint(x: 68, y: 96))
            }
        }
    }
}

struct Fish: View {
    let scales = Color(red: 0.2, green: 0.62, blue: 0.92)
    let fin = Color(red: 0.12, green: 0.45, blue: 0.78)
    var body: some View {
        ZStack {
            backdrop(Color(red: 0.82, green: 0.95, blue: 0.97))
            layer(fin) {
                $0.move(to: CGPoint(x: 92, y: 64))
                $0.addQuadCurve(to: CGPoint(x: 120, y: 38), control: CGPoint(x: 104, y: 44))
                $0.addQuadCurve(to: CGPoint(x: 120, y: 90), control: CGPoint(x: 108, y: 64))
                $0.addQuadCurve(to: CGPoint(x: 92, y: 64), control: CGPoint(x: 104, y: 84))
                $0.closeSubpath()
                $0.move(to: CGPoint(x: 46, y: 40))
                $0.addQuadCurve(to: CGPoint(x: 80, y: 36), control: CGPoint(x: 60, y: 20))
                $0.addLine(to: CGPoint(x: 76, y: 50))
                $0.closeSubpath()
            }
            layer(scales) { $0.addEllipse(in: CGRect(x: 16, y: 36, width: 86, height: 58)) }
            line(.white.opacity(0.45), width: 3) {
                for x in [62.0, 74.0, 86.0] {
                    $0.move(to: CGPoint(x: x, y: 48)); $0.addQuadCurve(to: CGPoint(x: x, y: 82), control: CGPoint(x: x + 8, y: 65))
                }
            }
            layer(.white) { $0.addCircle(40, 58, radius: 10) }
            layer(ink) { $0.addCircle(42, 58, radius: 6) }
            layer(.white) { $0.addCircle(44, 55, radius: 2) }
            line(ink, width: 2.5) {
                $0.move(to: CGPoint(x: 24, y: 74)); $0.addQuadCurve(to: CGPoint(x: 34, y: 76), control: CGPoint(x: 28, y: 80))
            }
            line(Color(red: 0.35, green: 0.7, blue: 0.95), width: 2) {
                $0.addCircle(22, 30, radius: 5); $0.addCircle(32, 16, radius: 3.5)
            }
        }
    }
}

@MainActor
func draw(_ view: some View, to path: String) throws {
    let size = CGSize(width: side, height: side)
    let host = HeadlessHost(view, size: size)
    try DisplayListRenderer().writePNG(host.displayList, size: size, scale: 2, background: nil, to: path)
}

let directory = CommandLine.arguments.dropFirst().first ?? "."
do {
    try MainActor.assumeIsolated {
        try draw(Cat(), to: "\(directory)/cat.png")
        try draw(Dog(), to: "\(directory)/dog.png")
        try draw(Bunny(), to: "\(directory)/bunny.png")
        try draw(Fish(), to: "\(directory)/fish.png")
    }
    print("Drew cat, dog, bunny and fish into \(directory)")
} catch {
    FileHandle.standardError.write(Data("pet-avatars: \(error)\n".utf8))
    exit(1)
}
