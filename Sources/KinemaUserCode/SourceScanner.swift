import Foundation
import SwiftParser
import SwiftSyntax

/// A view a file declares that Kinema's tools can run, as read from the source.
public struct DeclaredView: Equatable, Sendable {
    /// How the view is declared.
    public enum Kind: String, Equatable, Sendable {
        /// `#Preview { … }`.
        case preview
        /// A `PreviewProvider`'s `previews`.
        case previewProvider
        /// An `App`'s first window group.
        case app
        /// A `View` type with an `init()`.
        case view
    }

    /// How it is declared.
    public var kind: Kind
    /// The name `--view` takes: the preview's name, else the type's (nested types with dots).
    public var name: String
    /// The file.
    public var file: String
    /// The line of the declaration.
    public var line: Int
    /// The Swift expression that makes it, for the program the tools build: the preview's own
    /// call (`Preview("Name") { … }`), or the type's name.
    public var expression: String
    /// The lines the expression was copied from (a preview's), for telling its errors apart.
    public var lines: ClosedRange<Int>
    /// The script to record it with, from `// kinema: tap like; wait 1` comments right above its
    /// declaration (several such lines are played in turn); nil without one.
    public var script: String?

    /// `FILE:LINE`, which names the view without ambiguity.
    public var location: String { "\(file):\(line)" }
}

/// What a file declares, as the tools need to know it.
public struct ScannedFile: Equatable, Sendable {
    /// The file.
    public var path: String
    /// The runnable views, in the order they appear.
    public var views: [DeclaredView] = []
    /// Views that need arguments, which the tools cannot make: their names.
    public var viewsNeedingArguments: [String] = []
    /// The type marked `@main` in the file, if any.
    public var mainType: String?
    /// Whether the file is `main.swift` or has top-level code, which the tools cannot build with
    /// their own entry point.
    public var hasTopLevelCode = false
    /// The modules the file imports.
    public var imports: [String] = []
    /// What it uses that keeps the wall clock.
    public var offClock: [OffClockUse] = []
}

/// Reads Swift files with swift-syntax's parser and finds what Kinema's tools can run.
public enum SourceScanner {
    /// Scans the source text of the file at `path`.
    public static func scan(source: String, path: String) -> ScannedFile {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let visitor = Visitor(path: path, converter: converter)
        visitor.walk(tree)
        var file = visitor.file
        file.offClock = OffClockUse.find(in: tree, converter: converter)
        file.hasTopLevelCode = URL(fileURLWithPath: path).lastPathComponent == "main.swift" || tree.statements.contains { item in
            if case .expr(let expression) = item.item { return !expression.is(MacroExpansionExprSyntax.self) }
            if case .stmt = item.item { return true }
            return false
        }
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        var unnamed = 0
        for index in file.views.indices where file.views[index].kind == .preview && file.views[index].name.isEmpty {
            unnamed += 1
            file.views[index].name = unnamed == 1 ? "\(stem) preview" : "\(stem) preview \(unnamed)"
        }
        return file
    }

    private final class Visitor: SyntaxVisitor {
        let converter: SourceLocationConverter
        var file: ScannedFile
        /// The types the visitor is inside, and whether each is private (so nothing in it can be
        /// reached from another file).
        var scope: [(name: String, hidden: Bool)] = []

        init(path: String, converter: SourceLocationConverter) {
            self.converter = converter
            file = ScannedFile(path: path)
            super.init(viewMode: .sourceAccurate)
        }

        func line(_ node: some SyntaxProtocol) -> Int {
            node.startLocation(converter: converter).line
        }

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            file.imports.append(node.path.map(\.name.text).joined(separator: "."))
            return .skipChildren
        }

        // At the top of a file, `#Preview { … }` parses as a declaration or as an expression.
        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            preview(node.macroName, node.leftParen, node.arguments, node.trailingClosure, node.additionalTrailingClosures, node)
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            preview(node.macroName, node.leftParen, node.arguments, node.trailingClosure, node.additionalTrailingClosures, node)
        }

        private func preview(
            _ macroName: TokenSyntax, _ leftParen: TokenSyntax?, _ arguments: LabeledExprListSyntax, _ trailingClosure: ClosureExprSyntax?,
            _ additionalTrailingClosures: MultipleTrailingClosureElementListSyntax, _ node: some SyntaxProtocol
        ) -> SyntaxVisitorContinueKind {
            guard scope.isEmpty, macroName.text == "Preview" else { return .skipChildren }
            var call = "Preview"
            if leftParen != nil || !arguments.isEmpty { call += "(\(arguments.trimmedDescription))" }
            if let trailingClosure { call += " " + trailingClosure.trimmedDescription }
            for closure in additionalTrailingClosures { call += " " + closure.trimmedDescription }
            let name = arguments.first.flatMap { argument -> String? in
                guard argument.label == nil, let literal = argument.expression.as(StringLiteralExprSyntax.self),
                      literal.segments.count == 1, case .stringSegment(let segment)? = literal.segments.first else { return nil }
                return segment.content.text
            } ?? ""
            let first = line(macroName), last = node.endLocation(converter: converter).line
            file.views.append(DeclaredView(kind: .preview, name: name, file: file.path, line: first, expression: call, lines: first...last,
                                           script: Self.script(in: node.leadingTrivia)))
            return .skipChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            declare(node, name: node.name.text, generic: node.genericParameterClause != nil, members: node.memberBlock)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            declare(node, name: node.name.text, generic: node.genericParameterClause != nil, members: node.memberBlock)
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            declare(node, name: node.name.text, generic: node.genericParameterClause != nil, members: node.memberBlock)
        }

        override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
        override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
        override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        private func declare(
            _ node: some DeclGroupSyntax & WithAttributesSyntax & WithModifiersSyntax, name: String, generic: Bool,
            members: MemberBlockSyntax
        ) -> SyntaxVisitorContinueKind {
            let qualified = (scope.map(\.name) + [name]).joined(separator: ".")
            let hidden = node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
                || scope.contains { $0.hidden }
            scope.append((name, hidden))
            let inherited = Set(node.inheritanceClause?.inheritedTypes.map {
                $0.type.trimmedDescription.replacingOccurrences(of: "SwiftUI.", with: "")
            } ?? [])
            if node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main" }) {
                file.mainType = qualified
            }
            if hidden || generic { return .visitChildren }
            let at = line(node)
            let script = Self.script(in: node.leadingTrivia)
            if inherited.contains("PreviewProvider") {
                file.views.append(DeclaredView(kind: .previewProvider, name: qualified, file: file.path, line: at,
                                               expression: "\(qualified).previews", lines: at...at, script: script))
            } else if inherited.contains("App") {
                file.views.append(DeclaredView(kind: .app, name: qualified, file: file.path, line: at,
                                               expression: "\(qualified)()", lines: at...at, script: script))
            } else if inherited.contains("View") {
                if Self.canBeMadeWithoutArguments(members) {
                    file.views.append(DeclaredView(kind: .view, name: qualified, file: file.path, line: at,
                                                   expression: "\(qualified)()", lines: at...at, script: script))
                } else {
                    file.viewsNeedingArguments.append(qualified)
                }
            }
            return .visitChildren
        }

        /// The steps of the `// kinema: …` comments in `trivia`, joined; nil when there are none.
        static func script(in trivia: Trivia) -> String? {
            let steps = trivia.compactMap { piece -> String? in
                guard case .lineComment(let text) = piece else { return nil }
                let body = text.dropFirst(2).trimmingCharacters(in: .whitespaces)
                guard body.hasPrefix("kinema:") else { return nil }
                return body.dropFirst("kinema:".count).trimmingCharacters(in: .whitespaces)
            }
            return steps.isEmpty ? nil : steps.joined(separator: "; ")
        }

        /// Whether `init()` makes the type: an explicit initializer without required parameters,
        /// or none and every stored property has a value (or is optional, or is a property
        /// wrapper that needs none).
        static func canBeMadeWithoutArguments(_ members: MemberBlockSyntax) -> Bool {
            let initializers = members.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            if !initializers.isEmpty {
                return initializers.contains { initializer in
                    initializer.optionalMark == nil
                        && initializer.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil }
                }
            }
            for member in members.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                      !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) else { continue }
                let wrapper = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }.first
                for binding in variable.bindings {
                    if binding.accessorBlock != nil || binding.initializer != nil { continue }
                    if let wrapper {
                        let name = wrapper.attributeName.trimmedDescription
                        if wrapper.arguments != nil || Self.wrappersNeedingNoValue.contains(name) { continue }
                        return false
                    }
                    if variable.bindingSpecifier.text == "var", binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true { continue }
                    return false
                }
            }
            return true
        }

        /// Property wrappers that make their value without one given (from the environment, or a
        /// namespace), so a view holding them still has `init()`.
        static let wrappersNeedingNoValue: Set<String> = ["Environment", "EnvironmentObject", "Namespace", "FocusState", "FocusedValue"]
    }
}
