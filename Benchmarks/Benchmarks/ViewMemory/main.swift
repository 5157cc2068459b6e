// ViewFrame's rows measured outside the harness: the views' private memory, animating and still,
// each in a process of its own (`swift run -c release ViewMemory`).
//
// The harness's malloc interposer puts a 16-byte header before every allocation it counts, and
// the rows make about fifteen that live a row: its figure is about 2.4 MiB above what the views
// take with the C library's allocator alone, which is what this prints.

import Foundation
import ViewFrameScene

let arguments = CommandLine.arguments
if arguments.count > 1 {
    let bytes = MainActor.assumeIsolated { Screen(animating: arguments[1] == "animating").privateMemory }
    let mebibytes = Double(bytes) / Double(1 << 20)
    print("\(arguments[1]): \(String(format: "%.1f", mebibytes)) MiB, \(bytes / rowCount) bytes a row")
} else {
    for mode in ["animating", "still"] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = [mode]
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            print("could not run myself for \(mode): \(error)")
        }
    }
}
