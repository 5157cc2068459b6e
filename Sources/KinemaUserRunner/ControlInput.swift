import Foundation
import KinemaPreview

/// What `kinema preview PATH` tells the preview program it runs, one line at a time on its
/// standard input: a build's status as JSON (shown on the pages), or `reload` (a new build is
/// about to replace this program: pages reconnect at once). When the input closes, `kinema` has
/// gone, and so does the program.
enum ControlInput {
    /// Reads the input on a thread of its own, handing each line to `server` on the main actor.
    @MainActor
    static func start(_ server: PreviewServer) {
        let thread = Thread {
            while let line = readLine() {
                Task { @MainActor in handle(line, server) }
            }
            exit(0)
        }
        thread.name = "kinema.control-input"
        thread.start()
    }

    @MainActor
    private static func handle(_ line: String, _ server: PreviewServer) {
        if line == "reload" { return server.announceReload() }
        do {
            server.show(try JSONDecoder().decode(BuildStatus.self, from: Data(line.utf8)))
        } catch {
            FileHandle.standardError.write(Data("kinema-preview: a control line is not a build status; ignored: \(line.prefix(120))\n".utf8))
        }
    }
}
