/// Reporting from a view's body in a module of the package that cannot see the graph (the UIKit
/// names): to the host whose update computes the body.
@MainActor
package enum ViewDiagnostics {
    /// Reports `diagnostic` to the graph updating now; the graph keeps each diagnostic once.
    package static func report(_ diagnostic: KinemaDiagnostic) {
        ViewGraph.current?.report(diagnostic)
    }
}
