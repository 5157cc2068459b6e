import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Animatable`: synthesises `animatableData` from a type's stored `var` properties, nested in
/// `AnimatablePair`s in declaration order, and the conformance to `Animatable` when the type does
/// not declare it. A macro sees syntax, not types: every stored variable not marked
/// `@AnimatableIgnored` takes part, and one whose type is not `Animatable` fails to compile where
/// the synthesised property names its `AnimatableData`, which is how the user learns to mark it.
public struct AnimatableMacro: MemberMacro, ExtensionMacro {
    /// The `animatableData` property, unless the type writes its own.
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self)
            || declaration.is(EnumDeclSyntax.self)
        else {
            context.diagnose(Diagnostic(node: node, message: AnimatableMacroMessage.notAType))
            return []
        }
        if declaresAnimatableData(declaration) { return [] }
        guard let properties = animatedProperties(of: declaration, in: context) else { return [] }
        let access = publicAccess(of: declaration)
        return [animatableData(for: properties, access: access)]
    }

    /// `extension T: Animatable {}`, when `T` does not conform already.
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard !protocols.isEmpty,
            declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self) || declaration.is(EnumDeclSyntax.self)
        else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): Animatable {}")]
    }

    private struct Property {
        let name: String
        let type: TypeSyntax
    }

    private static func declaresAnimatableData(_ declaration: some DeclGroupSyntax) -> Bool {
        declaration.memberBlock.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "animatableData"
            } ?? false
        }
    }

    /// The stored instance `var`s that take part, or nil when one of them cannot (diagnosed).
    private static func animatedProperties(
        of declaration: some DeclGroupSyntax, in context: some MacroExpansionContext
    ) -> [Property]? {
        var properties: [Property] = []
        var failed = false
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.bindingSpecifier.tokenKind == .keyword(.var),
                !variable.modifiers.contains(where: { [.keyword(.static), .keyword(.class), .keyword(.lazy)].contains($0.name.tokenKind) }),
                !variable.attributes.contains(where: isIgnoringAttribute)
            else { continue }
            for binding in variable.bindings where isStored(binding) {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                // A property wrapper's storage is the wrapper, not a value to interpolate.
                if !variable.attributes.isEmpty { continue }
                guard let type = binding.typeAnnotation?.type ?? variable.bindings.last?.typeAnnotation?.type else {
                    context.diagnose(Diagnostic(node: binding, message: AnimatableMacroMessage.missingType(name)))
                    failed = true
                    continue
                }
                if cannotAnimate(type) {
                    context.diagnose(Diagnostic(node: binding, message: AnimatableMacroMessage.notAnimatable(name, type.trimmedDescription)))
                    failed = true
                    continue
                }
                properties.append(Property(name: name, type: type.trimmed))
            }
        }
        return failed ? nil : properties
    }

    /// Types the standard library and SwiftUI declare that are neither `VectorArithmetic` nor
    /// `Animatable`, and shapes of type that never are: caught here to name the property, as
    /// Apple's macro does, rather than leave the compiler to name a missing `AnimatableData`.
    private static func cannotAnimate(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            || type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) || type.is(FunctionTypeSyntax.self)
            || type.is(TupleTypeSyntax.self)
        {
            return true
        }
        let name = type.trimmedDescription
        return [
            "Bool", "String", "Character", "Substring", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
            "UInt32", "UInt64", "Date", "URL", "UUID", "Data", "Color", "Font", "Image", "Text", "AnyView", "Gradient",
        ].contains(name)
    }

    private static func isIgnoringAttribute(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        let name = attribute.attributeName.trimmedDescription
        return name == "AnimatableIgnored" || name.hasSuffix(".AnimatableIgnored")
    }

    /// A binding with no accessors, or only observers, stores its value.
    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return true }
        switch accessors {
        case .getter: return false
        case .accessors(let list):
            return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
        }
    }

    private static func publicAccess(of declaration: some DeclGroupSyntax) -> String {
        let levels: [Keyword] = [.public, .open]
        return declaration.modifiers.contains { modifier in levels.contains { modifier.name.tokenKind == .keyword($0) } } ? "public " : ""
    }

    /// `AnimatablePair<A.AnimatableData, AnimatablePair<B.AnimatableData, …>>`, read and written
    /// through each property's own `animatableData`.
    private static func animatableData(for properties: [Property], access: String) -> DeclSyntax {
        guard !properties.isEmpty else {
            return "\(raw: access)var animatableData: EmptyAnimatableData { get { EmptyAnimatableData() } set {} }"
        }
        func type(_ index: Int) -> String {
            let data = "\(properties[index].type.description).AnimatableData"
            return index == properties.count - 1 ? data : "AnimatablePair<\(data), \(type(index + 1))>"
        }
        func path(_ index: Int) -> String {
            if properties.count == 1 { return "newValue" }
            let firsts = String(repeating: ".second", count: index)
            return index == properties.count - 1 ? "newValue\(firsts)" : "newValue\(firsts).first"
        }
        func value(_ index: Int) -> String {
            let data = "self.\(properties[index].name).animatableData"
            return index == properties.count - 1 ? data : "AnimatablePair(\(data), \(value(index + 1)))"
        }
        let setters = properties.indices.map { "self.\(properties[$0].name).animatableData = \(path($0))" }
        return """
            \(raw: access)var animatableData: \(raw: type(0)) {
                get { \(raw: value(0)) }
                set {
                    \(raw: setters.joined(separator: "\n"))
                }
            }
            """
    }
}

/// `@AnimatableIgnored`: keeps a stored property out of `@Animatable`'s `animatableData`. It adds
/// no accessor; `@Animatable` reads the attribute.
public struct AnimatableIgnoredMacro: AccessorMacro {
    /// Nothing: the attribute is a mark for `@Animatable`.
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var) else {
            context.diagnose(Diagnostic(node: node, message: AnimatableMacroMessage.ignoredNotVariable))
            return []
        }
        return []
    }
}

/// What `@Animatable` and `@AnimatableIgnored` report.
enum AnimatableMacroMessage: DiagnosticMessage {
    case notAType
    case missingType(String)
    case notAnimatable(String, String)
    case ignoredNotVariable

    var message: String {
        switch self {
        case .notAType: "'@Animatable' can only be applied to a struct, class or enum"
        case .missingType(let name):
            "'@Animatable' needs the type of '\(name)' written out; annotate it, or mark it '@AnimatableIgnored'"
        case .notAnimatable(let name, let type):
            "'\(name)' of type '\(type)' cannot be animated; mark it '@AnimatableIgnored', or conform '\(type)' to 'VectorArithmetic' or 'Animatable'"
        case .ignoredNotVariable: "'@AnimatableIgnored' can only be applied to a stored 'var' property"
        }
    }

    var diagnosticID: MessageID {
        switch self {
        case .notAType: MessageID(domain: "KinemaMacros", id: "Animatable.notAType")
        case .missingType: MessageID(domain: "KinemaMacros", id: "Animatable.missingType")
        case .notAnimatable: MessageID(domain: "KinemaMacros", id: "Animatable.notAnimatable")
        case .ignoredNotVariable: MessageID(domain: "KinemaMacros", id: "AnimatableIgnored.notVariable")
        }
    }

    var severity: DiagnosticSeverity { .error }
}
