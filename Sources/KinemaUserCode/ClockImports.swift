import Foundation

/// The source the compiler is given for a file of yours: the file itself, or, when it imports
/// SwiftUI or Combine, a copy that imports `KinemaUserSwiftUI` instead (SwiftUI and Combine,
/// with Foundation's timers, `Timer.publish` and the main queue on the virtual clock) and leaves
/// out its own imports of Foundation and Dispatch, which SwiftUI brings anyway: beside them, the
/// clock's `Timer` and `asyncAfter` would be ambiguous. (Combine is OpenCombine here, which
/// cannot be a module named Combine: see Package.swift.) A `#sourceLocation` line keeps the
/// compiler's messages, `#file` and `#line` on your file and its lines; your file is not changed.
enum ClockImports {
    /// The files to compile for `files`: copies in `folder` for those that import SwiftUI.
    static func sources(for files: [String], in folder: URL) throws -> [String] {
        var made = false
        return try files.map { file in
            guard let text = try? String(contentsOfFile: file, encoding: .utf8), let rewritten = rewritten(text, path: file) else {
                return file
            }
            if !made {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                made = true
            }
            var hash = StableHash()
            hash.add(file)
            let copy = folder.appendingPathComponent("\(hash.hex)-\(URL(fileURLWithPath: file).lastPathComponent)")
            try rewritten.write(to: copy, atomically: true, encoding: .utf8)
            return copy.path
        }
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
        let literal = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "#sourceLocation(file: \"\(literal)\", line: 1)\n" + lines.joined(separator: "\n")
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
