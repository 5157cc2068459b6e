// kinema-preview: runs an app live in the browser, beside the animation inspector: two pet
// avatars, or one of the examples of `kinema list`.
// Usage: kinema-preview [EXAMPLE] [--port PORT]   (then open http://127.0.0.1:PORT, 8080 by default)
import Foundation
import Kinema
import KinemaExamples
import KinemaPreview

/// Two avatars: tap one and its scale bounces while its shadow grows smoothly (scenario A5).
struct PetAvatars: View {
    var body: some View {
        HStack(spacing: 36) {
            Avatar(color: .orange, name: "avatar")
            Avatar(color: .blue, name: "friend")
        }
    }
}

struct Avatar: View {
    var color: Color
    var name: String
    @State private var selected = false

    var body: some View {
        Circle()
            .fill(color)
            .frame(width: 90, height: 90)
            .shadow(radius: selected ? 12 : 8)
            .animation(.smooth, value: selected)
            .scaleEffect(selected ? 1.5 : 1)
            .animation(.bouncy, value: selected)
            .accessibilityIdentifier(name)
            .onTapGesture { selected.toggle() }
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("kinema-preview: \(message)\nusage: kinema-preview [EXAMPLE] [--port PORT]\nexamples: \(ExampleCatalog.names.joined(separator: ", "))\n".utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var port: UInt16 = 8080
if let flag = arguments.firstIndex(of: "--port") {
    guard flag + 1 < arguments.count, let value = UInt16(arguments[flag + 1]) else { fail("--port needs a port number from 0 to 65535") }
    port = value
    arguments.removeSubrange(flag...flag + 1)
}
guard arguments.count <= 1 else { fail("unexpected arguments: \(arguments.dropFirst().joined(separator: " "))") }
let preview: PreviewServer
if let name = arguments.first {
    guard let example = ExampleCatalog.example(named: name) else { fail("there is no example '\(name)'") }
    preview = PreviewServer(rootView: example.rootView, size: example.size)
} else {
    preview = PreviewServer(rootView: PetAvatars(), size: CGSize(width: 420, height: 300))
}
try await preview.run(port: port)
