import KinemaMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// `@Animatable` and `@AnimatableIgnored` expand as Apple documents them: `animatableData` from
/// the stored animatable properties, the conformance when missing, and errors naming a property
/// that cannot take part.
@Suite struct AnimatableMacroTests {
    private let macros: [String: MacroSpec] = [
        "Animatable": MacroSpec(type: AnimatableMacro.self, conformances: ["Animatable"]),
        "AnimatableIgnored": MacroSpec(type: AnimatableIgnoredMacro.self),
    ]

    private func expect(
        _ source: String, _ expanded: String, diagnostics: [DiagnosticSpec] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        assertMacroExpansion(source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros) { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    }

    @Test func pairsTheStoredPropertiesInOrderAndSkipsTheIgnoredOnes() {
        expect(
            """
            @Animatable
            struct CoolShape: Shape {
                var width: CGFloat
                var angle: Angle
                @AnimatableIgnored var isOpaque: Bool
                let corners: Int
                static var count = 0
                var area: CGFloat { width * width }
                func path(in rect: CGRect) -> Path { Path() }
            }
            """,
            """
            struct CoolShape: Shape {
                var width: CGFloat
                var angle: Angle
                var isOpaque: Bool
                let corners: Int
                static var count = 0
                var area: CGFloat { width * width }
                func path(in rect: CGRect) -> Path { Path() }

                var animatableData: AnimatablePair<CGFloat.AnimatableData, Angle.AnimatableData> {
                    get {
                        AnimatablePair(self.width.animatableData, self.angle.animatableData)
                    }
                    set {
                        self.width.animatableData = newValue.first
                        self.angle.animatableData = newValue.second
                    }
                }
            }

            extension CoolShape: Animatable {
            }
            """
        )
    }

    @Test func nestsThreePropertiesToTheRight() {
        expect(
            """
            @Animatable public struct Wave {
                public var a, b: Double
                public var c: CGPoint
            }
            """,
            """
            public struct Wave {
                public var a, b: Double
                public var c: CGPoint

                public var animatableData: AnimatablePair<Double.AnimatableData, AnimatablePair<Double.AnimatableData, CGPoint.AnimatableData>> {
                    get {
                        AnimatablePair(self.a.animatableData, AnimatablePair(self.b.animatableData, self.c.animatableData))
                    }
                    set {
                        self.a.animatableData = newValue.first
                        self.b.animatableData = newValue.second.first
                        self.c.animatableData = newValue.second.second
                    }
                }
            }

            extension Wave: Animatable {
            }
            """
        )
    }

    @Test func keepsAnAnimatableDataTheTypeWrites() {
        expect(
            """
            @Animatable struct Dot {
                var x: Double
                var animatableData: Double { get { x } set { x = newValue } }
            }
            """,
            """
            struct Dot {
                var x: Double
                var animatableData: Double { get { x } set { x = newValue } }
            }

            extension Dot: Animatable {
            }
            """
        )
    }

    @Test func namesAPropertyThatCannotBeAnimated() {
        expect(
            """
            @Animatable struct Badge {
                var scale: Double
                var title: String
                var count = 3
            }
            """,
            """
            struct Badge {
                var scale: Double
                var title: String
                var count = 3
            }

            extension Badge: Animatable {
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'title' of type 'String' cannot be animated; mark it '@AnimatableIgnored', or conform 'String' to 'VectorArithmetic' or 'Animatable'",
                    line: 3, column: 9
                ),
                DiagnosticSpec(
                    message: "'@Animatable' needs the type of 'count' written out; annotate it, or mark it '@AnimatableIgnored'",
                    line: 4, column: 9
                ),
            ]
        )
    }

    @Test func isRefusedOnAProtocol() {
        expect(
            "@Animatable protocol Moving {}",
            "protocol Moving {}",
            diagnostics: [DiagnosticSpec(message: "'@Animatable' can only be applied to a struct, class or enum", line: 1, column: 1)]
        )
    }
}
