import Foundation

extension DisplayList {
    /// A drawing item with the effects around it resolved: where tests look for presented values.
    public struct FlatItem: Equatable, Sendable {
        /// The innermost accessibility identifier around the item.
        public var identifier: String?
        /// The shape, text or image.
        public var content: Content
        /// The item's presented frame in root coordinates, before transforms.
        public var frame: CGRect
        /// The product of the transforms around the item (innermost first).
        public var transform: CGAffineTransform
        /// The product of the opacities around the item.
        public var opacity: Double
        /// The effects around the item, outermost first.
        public var effects: [Effect]

        /// The item's frame after its transforms: where it appears.
        public var presentedFrame: CGRect { frame.applying(transform) }

        /// The colour the item is painted with, if it is a shape or text in a colour.
        public var color: ResolvedColor? {
            switch content {
            case .shape(let shape): shape.style.color
            case .text(let text): text.style.color
            default: nil
            }
        }

        /// The shadows around the item, outermost first.
        public var shadows: [(color: ResolvedColor, radius: CGFloat, offset: CGSize)] {
            effects.compactMap {
                if case .shadow(let color, let radius, let offset) = $0 { return (color, radius, offset) }
                return nil
            }
        }

        /// Two flat items are equal when everything about them is.
        public static func == (lhs: FlatItem, rhs: FlatItem) -> Bool {
            lhs.identifier == rhs.identifier && lhs.content == rhs.content && lhs.frame == rhs.frame
                && lhs.transform == rhs.transform && lhs.opacity == rhs.opacity && lhs.effects == rhs.effects
        }
    }

    /// Every drawing item, back to front, with its effects resolved.
    public var flattened: [FlatItem] {
        var result: [FlatItem] = []
        flatten(into: &result, identifier: nil, transform: .identity, opacity: 1, effects: [])
        return result
    }

    private func flatten(
        into result: inout [FlatItem], identifier: String?, transform: CGAffineTransform, opacity: Double, effects: [Effect]
    ) {
        for item in items {
            let identifier = item.identifier ?? identifier
            switch item.content {
            case .effect(let effect, let list):
                var (inner, alpha) = (transform, opacity)
                if case .transform(let t) = effect { inner = t.concatenating(transform) }
                if case .opacity(let value) = effect { alpha *= value }
                list.flatten(into: &result, identifier: identifier, transform: inner, opacity: alpha, effects: effects + [effect])
            case .shape(let shape):
                result.append(FlatItem(identifier: identifier, content: item.content, frame: shape.frame,
                                       transform: transform, opacity: opacity, effects: effects))
            case .text(let text):
                result.append(FlatItem(identifier: identifier, content: item.content, frame: text.frame,
                                       transform: transform, opacity: opacity, effects: effects))
            case .image(let image):
                result.append(FlatItem(identifier: identifier, content: item.content, frame: image.frame,
                                       transform: transform, opacity: opacity, effects: effects))
            }
        }
    }

    /// The flat items whose identifier is `identifier`.
    public func items(identifiedAs identifier: String) -> [FlatItem] {
        flattened.filter { $0.identifier == identifier }
    }
}
