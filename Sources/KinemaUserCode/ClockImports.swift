import Foundation

/// The source the compiler is given for a file of yours: the file itself, or, when it imports
/// SwiftUI or Combine, a copy that imports `KinemaUserSwiftUI` instead (SwiftUI and Combine,
/// with Foundation's timers, `Timer.publish` and the main queue on the virtual clock) and leaves
/// out its own imports of Foundation and Dispatch, which SwiftUI brings anyway: beside them, the
/// clock's `Timer` and `asyncAfter` would be ambiguous. (Combine is OpenCombine here, which
/// cannot be a module named Combine: see Package.swift.) A `#sourceLocation` line keeps the
/// compiler's messages, `#file` and `#line` on your file and its lines; your file is not changed.
enum ClockImports {
    /// The files to compile for `files`: copies in `folder` for those that import SwiftUI, each
    /// ending with a function per preview of `previews` it declares, which makes the preview's
    /// view (see ``previewFunction(for:)``).
    static func sources(for files: [String], in folder: URL, previews: [DeclaredView] = []) throws -> [String] {
        var made = false
        return try files.map { file in
            let own = previews.filter { $0.kind == .preview && $0.file == file }
            guard let text = try? String(contentsOfFile: file, encoding: .utf8),
                  var rewritten = rewritten(text, path: file) ?? (own.isEmpty ? nil : sourceLocation(of: file) + text) else {
                return file
            }
            for preview in own { rewritten += "\n" + previewFunction(for: preview) }
            if !made {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                made = true
            }
            var hash = StableHash()
            hash.add(file)
            let copy = folder.appendingPathComponent("\(hash.hex)-\(URL(fileURLWithPath: file).lastPathComponent)")
            try rewritten.writeIfChanged(to: copy)
            return copy.path
        }
    }

    /// The name of the function that makes `preview`'s view, in the copy of its file.
    static func previewFunctionName(of preview: DeclaredView) -> String {
        var hash = StableHash()
        hash.add(preview.file)
        return "__kinemaPreview_\(hash.hex)_\(preview.line)"
    }

    /// A function, in the preview's own file, that makes the view of `preview` with the call its
    /// `#Preview` made: there, the preview may use the file's `private` and `fileprivate` types,
    /// as Xcode's previews may. Its lines are the preview's, for the compiler's messages.
    static func previewFunction(for preview: DeclaredView) -> String {
        "@MainActor func \(previewFunctionName(of: preview))() -> AnyView {\n"
            + sourceLocation(of: preview.file, line: preview.line)
            + preview.expression + ".content\n"
            + "#sourceLocation()\n"
            + "}\n"
    }

    /// The line that puts what follows at `line` of `path`, for the compiler's messages.
    private static func sourceLocation(of path: String, line: Int = 1) -> String {
        let literal = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "#sourceLocation(file: \"\(literal)\", line: \(line))\n"
    }

    /// `text` with its imports so changed, or nil when it imports neither SwiftUI nor Combine.
    static func rewritten(_ text: String, path: String) -> String? {
        var importsRuntime = false
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            switch importedModule(in: line) {
            case let module? where module == "SwiftUI" || module == "Combine":
                // The first such import brings both; a second one is left out.
                defer { importsRuntime = true }
                return importsRuntime ? "" : Substring(line.replacingOccurrences(of: module, with: "KinemaUserSwiftUI"))
            case "Foundation", "Dispatch": return ""
            default: return line
            }
        }
        guard importsRuntime else { return nil }
        return sourceLocation(of: path) + lines.joined(separator: "\n")
    }

    /// The module a whole-module import line imports (`import SwiftUI`, `@preconcurrency import
    /// Foundation`), or nil for other lines and for imports of one declaration.
    static func importedModule(in line: Substring) -> String? {
        var words = line.split(whereSeparator: \.isWhitespace)
        if let comment = words.firstIndex(where: { $0.hasPrefix("//") }) { words.removeSubrange(comment...) }
        while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
        guard words.count == 2, words[0] == "import" else { return nil }
        return String(words[1])
    }
}

extension String {
    /// Writes the text to `url` unless the file there holds it already (a build after each save
    /// writes mostly the same sources).
    func writeIfChanged(to url: URL) throws {
        if let existing = try? String(contentsOf: url, encoding: .utf8), existing == self { return }
        try write(to: url, atomically: true, encoding: .utf8)
    }
}
