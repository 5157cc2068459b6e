import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name") { … }`: declares a preview as a private constant made with the same
/// arguments, `Preview("Name") { … }`, so that its body is type-checked with the file. Kinema's
/// tools find previews by reading the source, and run the same call.
public struct PreviewMacro: DeclarationMacro {
    /// The private constant holding `Preview(…)` made with the macro's own arguments.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let name = context.makeUniqueName("Preview")
        var call = FunctionCallExprSyntax(
            calledExpression: DeclReferenceExprSyntax(baseName: .identifier("Preview")),
            leftParen: node.arguments.isEmpty ? nil : .leftParenToken(),
            arguments: node.arguments,
            rightParen: node.arguments.isEmpty ? nil : .rightParenToken(),
            trailingClosure: node.trailingClosure,
            additionalTrailingClosures: node.additionalTrailingClosures
        )
        if call.trailingClosure == nil, call.arguments.isEmpty {
            call.leftParen = .leftParenToken()
            call.rightParen = .rightParenToken()
        }
        return ["@MainActor private let \(name) = \(call)"]
    }
}

@main
struct KinemaMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, AnimatableMacro.self, AnimatableIgnoredMacro.self]
}
