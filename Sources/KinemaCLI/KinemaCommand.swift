import ArgumentParser

/// `kinema`: lists Kinema's example apps and records them to PNG frames, GIF, WebP and MP4.
public struct KinemaCommand: ParsableCommand {
    /// The command's name, help and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "kinema",
        abstract: "Run Kinema's example apps, or your own SwiftUI files, on a virtual clock: record, preview, check.",
        discussion: """
        Each example is a SwiftUI-style app (see `kinema list`). `record` plays a script of taps, \
        named actions and waits against it and writes the frames it shows.

        Examples:
          kinema list
          kinema record pet-poll --format gif --format mp4 --timeline -o out/pets
          kinema record podium --script "tap turn; wait 1.5" --format webp
          kinema record shapes --format png --fps 10 --duration 2
          kinema check MyApp/Views
          kinema record MyApp/Views --view ContentView -o out/content.gif
          kinema preview MyApp/Views/ContentView.swift
          kinema gallery MyApp/Views -o out/gallery
        """,
        subcommands: [ListCommand.self, RecordCommand.self, PreviewCommand.self, CheckCommand.self, GalleryCommand.self]
    )

    /// The root command; it only holds the subcommands.
    public init() {}
}
