import Foundation
import KinemaUserCode

/// What `kinema gallery` recorded, and the page that shows it: each view's GIF with its name,
/// place, script and warnings, then what could not be recorded and why.
struct Gallery {
    /// A view recorded.
    struct Entry {
        var name: String
        var kind: String
        /// `FILE:LINE`, relative to the folder the command ran in.
        var place: String
        /// The GIF's file name, beside the page.
        var image: String
        var script: String
        var warnings: [String]
    }

    /// A view or file not recorded.
    struct Failure {
        var name: String
        var place: String
        var reason: String
    }

    /// What was asked for, as the page's heading.
    var title: String
    var entries: [Entry] = []
    var failures: [Failure] = []

    /// File names for the views' GIFs, unique and safe: the name's letters and digits, then the line.
    static func fileNames(for views: [DeclaredView], taken: Set<String> = []) -> [String] {
        var used = Set(taken.map { String($0.dropLast(".gif".count)) })
        return views.map { view in
            let stem = String(view.name.map { $0.isLetter || $0.isNumber ? $0 : "-" }.prefix(60))
            var name = "\(stem.isEmpty ? "view" : stem)-\(view.line)"
            var suffix = 2
            while !used.insert(name).inserted {
                name = "\(stem)-\(view.line)-\(suffix)"
                suffix += 1
            }
            return name
        }
    }

    /// The page, with nothing to load but the GIFs beside it.
    var html: String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        let kinds = ["preview": "#Preview", "previewProvider": "PreviewProvider", "app": "App", "view": "View", "example": "example"]
        let cards = entries.map { entry in
            let warnings = entry.warnings.map { "<li>\(escape($0))</li>" }.joined()
            return """
              <figure class="view">
                <img src="\(escape(entry.image))" alt="\(escape(entry.name))" loading="lazy">
                <figcaption><b>\(escape(entry.name))</b> <span class="kind">\(escape(kinds[entry.kind] ?? entry.kind))</span>
                  <div class="place">\(escape(entry.place))</div><div class="script">\(escape(entry.script))</div>
                  \(warnings.isEmpty ? "" : "<ul class=\"warnings\">\(warnings)</ul>")</figcaption>
              </figure>
            """
        }.joined(separator: "\n")
        let failed = failures.map {
            "<li><b>\(escape($0.name))</b> <span class=\"place\">\(escape($0.place))</span><div class=\"reason\">\(escape($0.reason))</div></li>"
        }.joined(separator: "\n")
        return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Kinema gallery: \(escape(title))</title>
        <style>
          body { margin: 0; padding: 24px; background: #0f1115; color: #e7e9ee; font: 14px/1.45 system-ui, "DejaVu Sans", sans-serif; }
          h1 { font-size: 18px; margin: 0 0 4px; } h2 { font-size: 14px; color: #8b93a7; text-transform: uppercase; letter-spacing: .08em; }
          .summary { color: #8b93a7; margin: 0 0 20px; }
          .grid { display: flex; flex-wrap: wrap; gap: 18px; align-items: flex-start; }
          .view { margin: 0; background: #171a21; border: 1px solid #2a2f3a; border-radius: 14px; padding: 12px; width: 300px; }
          .view img { display: block; width: 100%; height: auto; border-radius: 10px; background: #fff; }
          figcaption { margin-top: 8px; }
          .kind { font-size: 12px; color: #8b93a7; padding: 1px 8px; border-radius: 999px; background: #ffffff10; }
          .place, .script { font: 12px ui-monospace, "DejaVu Sans Mono", monospace; color: #8b93a7; overflow-wrap: anywhere; }
          .warnings { margin: 6px 0 0; padding-left: 18px; color: #feca57; font-size: 12px; }
          .failures li { margin-bottom: 10px; } .reason { color: #ff9f9f; font: 12px ui-monospace, "DejaVu Sans Mono", monospace; white-space: pre-wrap; }
        </style>
        </head>
        <body>
        <h1>Kinema gallery: \(escape(title))</h1>
        <p class="summary">\(entries.count) view\(entries.count == 1 ? "" : "s") recorded, \(failures.count) not.</p>
        <div class="grid">
        \(cards)
        </div>
        \(failures.isEmpty ? "" : "<h2>Not recorded</h2>\n<ul class=\"failures\">\n\(failed)\n</ul>")
        </body>
        </html>

        """
    }
}
