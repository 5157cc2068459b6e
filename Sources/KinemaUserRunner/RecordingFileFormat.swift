import ArgumentParser

/// A kind of file `kinema record` writes.
public enum RecordingFileFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// One PNG file per frame, in a folder.
    case png
    /// An animated GIF that loops.
    case gif
    /// An animated WebP that loops.
    case webp
    /// An H.264 MP4 video.
    case mp4

    /// Where a recording in this format goes, given the output path without extension.
    public func path(forOutput base: String) -> String {
        self == .png ? base + "-frames" : base + "." + rawValue
    }
}
