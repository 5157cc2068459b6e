import SwiftParser
import SwiftSyntax

/// A use of something a recording cannot play as iOS would: what keeps the wall clock (Kinema's
/// virtual clock drives `Timer`, `DispatchQueue.main`, `Date()`, `Task.sleep` and the rest of
/// what the README lists, but not these), and the device's feedback (haptics, the status bar),
/// which compiles and does nothing here.
public struct OffClockUse: Codable, Sendable, Hashable {
    /// What is used, as written: `ContinuousClock.now`, `Thread.sleep`.
    public var name: String
    /// The first line that uses it.
    public var line: Int

    /// A use of `name` at `line`.
    public init(name: String, line: Int) {
        (self.name, self.line) = (name, line)
    }

    /// Why it matters, in a sentence.
    public var explanation: String {
        switch name {
        case _ where Self.noEffect.contains(name):
            "\(name) is accepted and has no effect: Kinema has no haptics or status bar to drive"
        case "Thread.sleep", "usleep", "nanosleep", "sleep":
            "\(name) blocks the thread for wall time; a recording does not wait for it (use Task.sleep, which follows the clock)"
        case "DispatchQueue.global", "DispatchQueue(label:)":
            "\(name) runs work on another thread, off the virtual clock; what it hands back to the main queue is picked up at the next frame"
        default:
            "\(name) reads the wall clock, not the host's virtual clock (Date() and CACurrentMediaTime() follow it)"
        }
    }

    /// The feedback APIs that compile and do nothing.
    static let noEffect: Set<String> = [
        ".sensoryFeedback", "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator",
        ".statusBarHidden", ".statusBar(hidden:)", ".persistentSystemOverlays",
    ]

    /// The uses in `source`, one per name, at its first line, in the order of those lines.
    public static func find(in source: String) -> [OffClockUse] {
        let tree = Parser.parse(source: source)
        return find(in: tree, converter: SourceLocationConverter(fileName: "", tree: tree))
    }

    static func find(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> [OffClockUse] {
        let finder = Finder(converter: converter)
        finder.walk(tree)
        // A chain of modifiers is visited outside in: the uses are put back in the order of lines.
        return finder.found.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
    }

    private final class Finder: SyntaxVisitor {
        let converter: SourceLocationConverter
        var found: [OffClockUse] = []

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        private func note(_ name: String, _ node: some SyntaxProtocol) {
            let line = node.startLocation(converter: converter).line
            // Once per name, at its first line (a chain is visited outside in, last line first).
            if let index = found.firstIndex(where: { $0.name == name }) {
                found[index].line = min(found[index].line, line)
            } else {
                found.append(OffClockUse(name: name, line: line))
            }
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            let member = node.declName.baseName.text
            if node.base == nil || node.parent?.is(FunctionCallExprSyntax.self) == true {
                // A modifier: `.sensoryFeedback(…)` on the line that writes it.
                let written = member == "statusBar" ? ".statusBar(hidden:)" : "." + member
                if OffClockUse.noEffect.contains(written) { note(written, node.declName) }
            }
            // `ContinuousClock.now`, `ContinuousClock().now`, `SuspendingClock.now`…
            var base = node.base?.trimmedDescription ?? ""
            if base.hasSuffix("()") { base.removeLast(2) }
            switch (base, member) {
            case ("ContinuousClock", "now"), ("SuspendingClock", "now"), ("DispatchTime", "now"),
                 ("DispatchWallTime", "now"), ("Thread", "sleep"), ("DispatchQueue", "global"):
                note("\(base).\(member)", node)
            case ("ProcessInfo.processInfo", "systemUptime"):
                note("ProcessInfo.systemUptime", node)
            default: break
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee = node.calledExpression.trimmedDescription
            switch callee {
            case "usleep", "nanosleep", "sleep", "CFAbsoluteTimeGetCurrent", "mach_absolute_time":
                note(callee, node)
            case "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator":
                note(callee, node)
            case "DispatchQueue" where node.arguments.first?.label?.text == "label":
                note("DispatchQueue(label:)", node)
            default: break
            }
            return .visitChildren
        }
    }
}
