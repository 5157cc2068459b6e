import Foundation

/// The Swift files named on a command line: files, and the `.swift` files in folders (but not in
/// build folders, tests, hidden folders, or `Package.swift`).
public struct UserSources: Equatable, Sendable {
    /// The files, with absolute paths, sorted.
    public let files: [String]
    /// The folders named or holding the files: where asset catalogs are looked for.
    public let folders: [String]
    /// Swift files in the folders that cannot be read (a link that leads nowhere, or round in a
    /// loop), left out, each with a sentence saying so. Links to folders are not followed, so a
    /// link back up the tree is no loop for the walk.
    public let skipped: [String]

    /// Why files could not be gathered.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        /// A path names nothing.
        case missing(String)
        /// A file is not a Swift file.
        case notSwift(String)
        /// The paths hold no Swift file.
        case empty([String])
        /// A path is a symbolic link that leads nowhere, or to itself.
        case brokenLink(String)

        /// A sentence saying what is wrong.
        public var description: String {
            switch self {
            case .missing(let path): "there is no file or folder at '\(path)'"
            case .notSwift(let path): "'\(path)' is not a Swift file (.swift)"
            case .empty(let paths): "no Swift file in \(paths.map { "'\($0)'" }.joined(separator: ", "))"
            case .brokenLink(let path): "'\(path)' is a symbolic link that leads nowhere, or round in a loop"
            }
        }
    }

    /// Gathers the files at `paths`, relative to the current directory.
    public init(paths: [String]) throws {
        var files: Set<String> = [], folders: Set<String> = [], skipped: [String] = []
        let manager = FileManager.default
        for path in paths {
            let url = URL(fileURLWithPath: path).standardizedFileURL
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                let isLink = (try? manager.destinationOfSymbolicLink(atPath: url.path)) != nil
                throw isLink ? Problem.brokenLink(path) : Problem.missing(path)
            }
            if !isFolder.boolValue {
                guard url.pathExtension == "swift" else { throw Problem.notSwift(path) }
                files.insert(url.path)
                folders.insert(url.deletingLastPathComponent().path)
                continue
            }
            folders.insert(url.path)
            guard let walk = manager.enumerator(at: url, includingPropertiesForKeys: [.isDirectoryKey]) else { continue }
            for case let item as URL in walk {
                let name = item.lastPathComponent
                if Self.skippedFolders.contains(name) || name.hasPrefix(".") || name.hasSuffix("Tests") || name.hasSuffix(".xcassets") {
                    walk.skipDescendants()
                    continue
                }
                guard item.pathExtension == "swift", name != "Package.swift" else { continue }
                if manager.isReadableFile(atPath: item.path) {
                    files.insert(item.standardizedFileURL.path)
                } else {
                    skipped.append("'\(item.path)' cannot be read (a symbolic link that leads nowhere, or round in a loop); left out")
                }
            }
        }
        guard !files.isEmpty else { throw Problem.empty(paths) }
        self.files = files.sorted()
        self.folders = folders.sorted()
        self.skipped = skipped
    }

    /// Folders that hold no app source.
    static let skippedFolders: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Whether a command-line target reads as an example's name rather than a path: it names
    /// no file or folder, and has no slash or `.swift`.
    public static func isExampleName(_ target: String) -> Bool {
        !target.contains("/") && !target.hasSuffix(".swift") && !FileManager.default.fileExists(atPath: target)
    }
}
