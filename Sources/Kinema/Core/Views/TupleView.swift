import Foundation
/// Several views listed in a builder closure; each keeps its own identity by position.
public struct TupleView<T>: View {
    /// The views.
    public var value: T
    private let elements: [any View]

    /// Creates a tuple view from views.
    public init<each Content: View>(_ value: (repeat each Content)) where T == (repeat each Content) {
        self.value = value
        var elements: [any View] = []
        for element in repeat each value {
            elements.append(element)
        }
        self.elements = elements
    }

    /// Views that Kinema lays out itself have no body.
    public typealias Body = Never
}

extension TupleView: ChildViews {
    func children() -> [ChildView] {
        elements.enumerated().map { ChildView(key: .index($0.offset), view: $0.element) }
    }
}
