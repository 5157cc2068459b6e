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
        /// The product of the transforms around the item (innermost first). Projections, which
        /// are not affine, are not in it: they are among ``effects``.
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
        // What the groups open around the current entry change, innermost last.
        var groups: [(identifier: String?, transform: CGAffineTransform, opacity: Double, isEffect: Bool)] = []
        var (identifier, transform, opacity, effects): (String?, CGAffineTransform, Double, [Effect]) = (nil, .identity, 1, [])
        for entry in entries {
            switch entry {
            case .begin(let effect):
                groups.append((identifier, transform, opacity, true))
                if case .transform(let t) = effect { transform = t.concatenating(transform) }
                if case .opacity(let value) = effect { opacity *= value }
                // A mask's items are not the masked view's own.
                if effect == .mask { identifier = nil }
                effects.append(effect)
            case .identify(let groupIdentifier):
                groups.append((identifier, transform, opacity, false))
                identifier = groupIdentifier
            case .end:
                guard let outer = groups.popLast() else { continue }
                (identifier, transform, opacity) = (outer.identifier, outer.transform, outer.opacity)
                if outer.isEffect { effects.removeLast() }
            case .draw(let item):
                let frame: CGRect = switch item.content {
                case .shape(let shape): shape.frame
                case .text(let text): text.frame
                case .image(let image): image.frame
                case .symbol(let symbol): symbol.frame
                case .canvas(let canvas): canvas.frame
                case .effect: .null
                }
                result.append(FlatItem(identifier: item.identifier ?? identifier, content: item.content, frame: frame,
                                       transform: transform, opacity: opacity, effects: effects))
            }
        }
        return result
    }

    /// The flat items whose identifier is `identifier`.
    public func items(identifiedAs identifier: String) -> [FlatItem] {
        flattened.filter { $0.identifier == identifier }
    }
}
