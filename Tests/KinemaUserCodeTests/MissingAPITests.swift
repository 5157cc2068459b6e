import KinemaUserCode
import Testing

@Suite("What compiler errors say a file misses")
struct MissingAPITests {
    func need(_ message: String, line: String? = nil, column: Int = 0) -> MissingAPI {
        MissingAPI.classify(CompilerDiagnostic(file: "/a.swift", line: 1, column: column, severity: .error, message: message), sourceLine: line)
    }

    @Test func namesTheAPI() {
        #expect(need("cannot find 'GeometryReader' in scope") == MissingAPI(kind: .api, name: "GeometryReader"))
        #expect(need("cannot find type 'DragGesture' in scope") == MissingAPI(kind: .api, name: "DragGesture"))
        #expect(need("value of type 'some View' has no member 'matchedGeometryEffect'") == MissingAPI(kind: .api, name: ".matchedGeometryEffect"))
        #expect(need("value of type 'VStack<TupleView<(Text, Text)>>' has no member 'sheet'") == MissingAPI(kind: .api, name: ".sheet"))
        #expect(need("type 'Animation' has no member 'interpolatingSpring'") == MissingAPI(kind: .api, name: "Animation.interpolatingSpring"))
        #expect(need("no such module 'UIKit'") == MissingAPI(kind: .module, name: "import UIKit"))
        #expect(need("cannot infer contextual base in reference to member 'slide'") == MissingAPI(kind: .api, name: ".slide"))
        #expect(need("the compiler is unable to type-check this expression in reasonable time; try breaking up the expression").kind == .typeCheckTimeout)
    }

    @Test func tellsTheAppsOwnNames() {
        #expect(need("cannot find 'CardModel' in scope") == MissingAPI(kind: .notSwiftUI, name: "CardModel"))
        #expect(need("type 'Color' has no member 'brandPurple'") == MissingAPI(kind: .notSwiftUI, name: "Color.brandPurple"))
        #expect(need("type 'Color' has no member 'gradient'") == MissingAPI(kind: .api, name: "Color.gradient"))
        #expect(need("value of type 'Deck' has no member 'shuffleAll'") == MissingAPI(kind: .notSwiftUI, name: "Deck.shuffleAll"))
    }

    @Test func aWrongCallToAKnownAPIIsASignature() {
        let line = "        .frame(width: 10, height: 10, alignment: .center, depth: 3)"
        #expect(need("extra argument 'depth' in call", line: line, column: 57)
                == MissingAPI(kind: .signature, name: "frame(width:height:alignment:depth:)"), "the call as written")
        let ring = "            .strokeBorder(Color.red.opacity(0.5), lineWidth: 4, antialiased: true)"
        #expect(need("extra argument 'antialiased' in call", line: ring, column: 69)
                == MissingAPI(kind: .signature, name: "strokeBorder(_:lineWidth:antialiased:)"))
        #expect(need("generic parameter 'Content' could not be inferred", line: "        Button(action: go, label: {", column: 9)
                == MissingAPI(kind: .signature, name: "Button"), "a call that does not close on the line keeps its name")
        #expect(need("no exact matches in call to instance method 'animation'") == MissingAPI(kind: .signature, name: "animation"))
        #expect(need("extra argument 'x' in call", line: "myThing(x: 1)", column: 9).kind == .other)
    }

    @Test func parsesTheCompilersLines() {
        let output = """
        /src/My View.swift:12:5: error: cannot find 'Foo' in scope
        /src/My View.swift:12:5: note: did you mean 'Food'?
        /src/B.swift:3:1: warning: unused
        <unknown>:0: error: missing required module 'X'
        some other line
        """
        let parsed = CompilerDiagnostic.parse(output)
        #expect(parsed.count == 4)
        #expect(parsed[0] == CompilerDiagnostic(file: "/src/My View.swift", line: 12, column: 5, severity: .error, message: "cannot find 'Foo' in scope"))
        #expect(parsed[1].severity == .note && parsed[2].severity == .warning)
        #expect(parsed[3] == CompilerDiagnostic(file: "", line: 0, severity: .error, message: "missing required module 'X'"))
    }

    @Test func reportsOneNeedPerAPIAtItsFirstLine() {
        let errors = [
            CompilerDiagnostic(file: "/a.swift", line: 9, column: 3, severity: .error, message: "cannot find 'GeometryReader' in scope"),
            CompilerDiagnostic(file: "/a.swift", line: 4, column: 3, severity: .error, message: "cannot find 'GeometryReader' in scope"),
            CompilerDiagnostic(file: "/a.swift", line: 6, column: 3, severity: .error, message: "value of type 'some View' has no member 'edgesIgnoringSafeArea'"),
            CompilerDiagnostic(file: "/a.swift", line: 6, column: 30, severity: .error, message: "cannot infer contextual base in reference to member 'bottom'"),
            CompilerDiagnostic(file: "/a.swift", line: 7, column: 3, severity: .error, message: "the compiler is unable to type-check this expression in reasonable time"),
        ]
        let needs = CheckReport.needs(from: errors, source: nil)
        #expect(needs.map(\.name) == ["GeometryReader", ".edgesIgnoringSafeArea"])
        #expect(needs.map(\.line) == [4, 6])
    }

    @Test func summarisesWhatBlocksTheFiles() {
        let blocked = CheckReport.FileResult(path: "/a.swift", compiles: false,
                                             missing: [.init(kind: "api", name: "DragGesture", line: 3), .init(kind: "notSwiftUI", name: "Deck", line: 4)],
                                             needsBrokenFiles: false, running: [], failing: [:])
        let also = CheckReport.FileResult(path: "/b.swift", compiles: false, missing: [.init(kind: "api", name: "DragGesture", line: 1)],
                                          needsBrokenFiles: false, running: [], failing: [:])
        let fine = CheckReport.FileResult(path: "/c.swift", compiles: true, missing: [], needsBrokenFiles: false, running: ["C"], failing: [:])
        let report = CheckReport(files: [blocked, also, fine])
        #expect(report.summary == "1 of 3 files compile, 1 run; missing: DragGesture (2 files)")
    }
}
