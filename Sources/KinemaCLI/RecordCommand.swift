import ArgumentParser
import Foundation
import Kinema
import KinemaExamples
import KinemaUserCode
import KinemaUserRunner

/// `kinema record`: plays a script against an example, or a view of your own files, and writes
/// its frames.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record an example, or a view of your own Swift files, to PNG frames, a GIF, a WebP or an MP4.",
        discussion: """
        A script is a list of steps separated by ';' or new lines; '#' starts a comment:
          tap ID        tap the view with this accessibilityIdentifier
          tap X,Y       tap a point in the window, in points
          action NAME   run one of the example's actions (see `kinema list --verbose`)
          wait SECONDS  let time pass on the virtual clock (0.8, 800ms, 0.8s)
          scroll DX,DY [in SECONDS]
                        scroll the first scroll view, at once or over the frames of SECONDS
          drag ID|X,Y by DX,DY [in SECONDS]
                        put a pointer down on a view or a point, move it over the frames of
                        SECONDS (0.25 by default) and let go: a flick hands its velocity on
          press ID|X,Y for SECONDS
                        a long press: put a pointer down, hold it still, let go
          pinch ID|X,Y to SCALE [in SECONDS]
                        two fingers spread (above 1) or pinched (below 1), 0.4 s by default
          rotate ID|X,Y by DEGREES [in SECONDS]
                        two fingers turned clockwise (negative: anticlockwise)
        Without --script or --script-file, the example's own script plays; a view of your own \
        plays for 3 s (what onAppear starts), in an iPhone-sized window (393×852).

        Files are named after --output: OUTPUT.gif, OUTPUT.webp, OUTPUT.mp4, the folder \
        OUTPUT-frames/ for PNG frames and OUTPUT-timeline.png for --timeline. MP4 needs ffmpeg.

        Examples:
          kinema record pet-poll
          kinema record pet-poll --format gif --format mp4 --timeline -o out/pets
          kinema record placement --script "tap toggle; wait 2.5" --scale 2
          kinema record MyApp/ --view ContentView --script "tap 200,400; wait 2"
        """
    )

    @Argument(help: ArgumentHelp("An example (see `kinema list`), or Swift files and folders of your own.", valueName: "example-or-files"))
    var targets: [String]

    @Option(help: "Which view of your files to record: a preview's name, a view type, or FILE:LINE (see `kinema list FILES`).")
    var view: String?

    @OptionGroup var options: RecordOptions

    /// The example to record, when the target names one.
    var example: String? {
        targets.count == 1 && UserSources.isExampleName(targets[0]) ? targets[0] : nil
    }

    mutating func validate() throws {
        guard !targets.isEmpty else {
            throw ValidationError("name an example to record (\(ExampleCatalog.names.joined(separator: ", "))) or Swift files of your own")
        }
        if let example {
            guard ExampleCatalog.names.contains(example) else {
                throw ValidationError("there is no example '\(example)', nor a file or folder of that name; choose one of \(ExampleCatalog.names.joined(separator: ", ")) (see `kinema list`)")
            }
            if view != nil { throw ValidationError("--view chooses a view of your own files, not of an example") }
        }
    }

    func run() throws {
        if let example {
            try MainActor.assumeIsolated {
                guard let example = ExampleCatalog.example(named: example) else {
                    throw ValidationError("there is no example '\(example)'")
                }
                try options.record(example.rootView, name: example.name, size: example.size,
                                   actions: example.actions, defaultScript: example.script)
            }
        } else {
            try UserCodeCommand.record(targets, view: view, options: options)
        }
    }
}
