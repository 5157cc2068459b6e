import Foundation
/// Views computed from a collection of identified data; each view's identity is its element's
/// id, so reordering the data moves views (with their state and animations) instead of
/// rebuilding them.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The data.
    public var data: Data
    /// Makes a view for an element.
    public var content: (Data.Element) -> Content
    private let id: (Data.Element) -> ID

    /// Views for each element, identified by the id at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

    /// Views that Kinema lays out itself have no body.
    public typealias Body = Never
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for each element of identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for each integer of a constant range, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: ChildViews {
    var runsContentClosure: Bool { true }

    func children() -> [ChildView] {
        var seen = Set<ID>()
        var result: [ChildView] = []
        result.reserveCapacity(data.count)
        for element in data {
            let elementID = id(element)
            guard seen.insert(elementID).inserted else {
                ViewGraph.current?.report(.duplicateIdentifier(
                    "ForEach<\(Data.self), \(ID.self)>: the id \(elementID) occurs more than once; only its first view is shown"))
                continue
            }
            result.append(ChildView(key: .id(AnyHashable(elementID)), view: content(element)))
        }
        return result
    }
}

extension ForEach: IndexedChildViews {
    var childCount: Int { data.count }

    func child(at index: Int) -> ChildView {
        let element = data[data.index(data.startIndex, offsetBy: index)]
        return ChildView(key: .id(AnyHashable(id(element))), view: content(element))
    }

    func index(ofID wanted: AnyHashable) -> Int? {
        data.firstIndex { AnyHashable(id($0)) == wanted }.map { data.distance(from: data.startIndex, to: $0) }
    }
}
