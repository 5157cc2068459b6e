// kinema-preview: runs an app live in the browser, beside the animation inspector: two pet
// avatars, or one of the examples of `kinema list`.
// Usage: kinema-preview [EXAMPLE] [--port PORT] [--host ADDRESS] [--max-pages N] [--appearance light|dark]
// (then open http://127.0.0.1:PORT, 8080 by default)
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
    FileHandle.standardError.write(Data("kinema-preview: \(message)\nusage: kinema-preview [EXAMPLE] [--port PORT] [--host ADDRESS] [--max-pages N] [--appearance light|dark]\nexamples: \(ExampleCatalog.names.joined(separator: ", "))\n".utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())

/// Removes `--flag VALUE` from the arguments and returns the value read by `parse`, or nil when
/// the flag is absent; fails with `problem` when the value does not parse.
@MainActor func option<T>(_ flag: String, _ problem: String, _ parse: (String) -> T?) -> T? {
    guard let index = arguments.firstIndex(of: flag) else { return nil }
    guard index + 1 < arguments.count, let value = parse(arguments[index + 1]) else { fail(problem) }
    arguments.removeSubrange(index...index + 1)
    return value
}

let port = option("--port", "--port needs a port number from 0 to 65535") { UInt16($0) } ?? 8080
let host = option("--host", "--host needs an address such as 127.0.0.1 or 0.0.0.0") { $0.isEmpty ? nil : $0 } ?? "127.0.0.1"
let maxPages = option("--max-pages", "--max-pages needs a number from 1 to 1024") { Int($0).flatMap { (1...1024).contains($0) ? $0 : nil } } ?? 16
let appearance = option("--appearance", "--appearance needs light or dark") { ["light": ColorScheme.light, "dark": .dark][$0] } ?? .light
guard arguments.count <= 1 else { fail("unexpected arguments: \(arguments.dropFirst().joined(separator: " "))") }
let configuration = PreviewServer.Configuration(maximumClients: maxPages, host: host)
let preview: PreviewServer
if let name = arguments.first {
    guard let example = ExampleCatalog.example(named: name) else { fail("there is no example '\(name)'") }
    preview = PreviewServer(rootView: example.rootView, size: example.size, configuration: configuration, systemColorScheme: appearance)
} else {
    preview = PreviewServer(
        rootView: PetAvatars(), size: CGSize(width: 420, height: 300), configuration: configuration, systemColorScheme: appearance)
}
do {
    try await preview.run(port: port)
} catch {
    // One line, not a backtrace: a port in use is an everyday mistake.
    FileHandle.standardError.write(Data("kinema-preview: \(error)\n".utf8))
    exit(1)
}
