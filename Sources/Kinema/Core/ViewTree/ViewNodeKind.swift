import Foundation

/// Which kind of node a view type makes, with the type as the protocol it makes it through.
@MainActor
enum ViewNodeKind {
    case list, primitive(any PrimitiveView.Type), shape(any Shape.Type), body

    /// The kinds of view types met so far: each view made would otherwise be cast to the
    /// protocols in turn, and a cast, failed or not, costs a conformance look-up.
    private static var known: [ObjectIdentifier: ViewNodeKind] = [:]

    /// The kind of `view`, whose type is `type`.
    static func of(_ view: any View, type: ObjectIdentifier) -> ViewNodeKind {
        if let kind = known[type] { return kind }
        let viewType = Swift.type(of: view)
        let kind: ViewNodeKind = if viewType is any ChildViews.Type {
            .list
        } else if let primitive = viewType as? any PrimitiveView.Type {
            .primitive(primitive)
        } else if let shape = viewType as? any Shape.Type {
            .shape(shape)
        } else {
            .body
        }
        known[type] = kind
        return kind
    }
}
