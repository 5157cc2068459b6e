import Kinema

/// A view found in your files, as the program Kinema builds from them lists it: a `#Preview`, a
/// `PreviewProvider`, an `App`'s window, or a `View` type that needs no arguments.
public struct UserView: Sendable {
    /// How the view was declared.
    public enum Kind: String, Sendable, Codable {
        /// A `#Preview { … }`.
        case preview
        /// A type's `static var previews`.
        case previewProvider
        /// The first window group of an `App`.
        case app
        /// A `View` type made with `init()`.
        case view
    }

    /// The name `--view` takes: the preview's name, or the type's.
    public let name: String
    /// How it was declared.
    public let kind: Kind
    /// The file that declares it.
    public let file: String
    /// The line that declares it.
    public let line: Int
    /// Makes the view.
    public let make: @MainActor @Sendable () -> AnyView

    /// A view found in your files.
    public init(name: String, kind: Kind, file: String, line: Int, make: @escaping @MainActor @Sendable () -> AnyView) {
        (self.name, self.kind, self.file, self.line, self.make) = (name, kind, file, line, make)
    }
}

/// The defaults for views of your own files, which have no window size or script of their own.
public enum UserViewDefaults {
    /// An iPhone's screen, in points, as Xcode's canvas shows a preview.
    public static let size = CGSize(width: 393, height: 852)
    /// Three seconds: what `onAppear` starts shows, with nothing tapped.
    public static let script = "wait 3"
}

/// The entry of the program Kinema builds from your files: the runner, in Kinema's runtime
/// library, parses the command line (`list`, `record`, `preview`, `render`) and runs it over
/// `views`. Declared here by its symbol so that the generated program needs only this module.
@_silgen_name("kinema_run_user_views")
@MainActor
public func runUserViews(_ views: [UserView]) -> Never
