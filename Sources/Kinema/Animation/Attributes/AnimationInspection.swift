import Foundation

/// Reading animating attributes for inspectors: only when asked, never in a frame.
extension ViewNode {
    /// Notes where the animation of attribute `index` came from, when the attribute was just
    /// set in `transaction` and animates.
    func noteAnimationSource(index: Int, transaction: Transaction) {
        guard transaction.effectiveAnimation != nil, let source = transaction.animationSource else { return }
        setAnimationSource(graph.animationSources.number(for: source), index: index)
    }

    /// Describes `animator` as attribute number `index` of this node, named `property`, with
    /// its first `count` components (all of them when nil).
    func inspect<Value: VectorArithmetic>(
        _ animator: Animator<Value>, property: String, index: Int, count: Int? = nil
    ) -> AnimatableAttributeSnapshot? {
        guard let latest = animator.runningAnimations.last else { return nil }
        func numbers(_ value: Value) -> [Double] {
            let all = numericComponents(of: value)
            return count.map { Array(all.prefix($0)) } ?? all
        }
        let identity = String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
        return AnimatableAttributeSnapshot(
            id: "\(identity).\(index)", view: enclosingViewName, identifier: nearestIdentifier,
            property: transitionLabel.map { "\($0) · \(property)" } ?? property,
            presented: numbers(animator.presentedValue), from: numbers(animator.modelValue - latest.delta),
            to: numbers(animator.modelValue), animation: latest.animation,
            source: animationSource(index: index).map(graph.animationSources.source(numbered:)))
    }

    /// For a modifier of a transition's layer, which transition it is and which way it goes
    /// (`slide removal`); nil elsewhere, also in the content the transition shows.
    private var transitionLabel: String? {
        var node: ViewNode? = parent
        while let current = node {
            if let placeholder = current as? PlaceholderNode, placeholder.showsSharedContent { return nil }
            if let transition = current as? TransitionNode, let (name, phase) = transition.transitionDescription {
                return "\(name) \(TransitionPhase.inspectionName(movingTo: phase))"
            }
            node = current.parent
        }
        return nil
    }

    var enclosingViewName: String {
        var node: ViewNode? = self
        while let current = node {
            if let name = current.inspectionName { return name }
            node = current.parent
        }
        return "root"
    }

    /// The identifier of the nearest `accessibilityIdentifier` above the node, or else the
    /// first one in its content.
    var nearestIdentifier: String? {
        var node: ViewNode? = self
        while let current = node {
            if let marked = current as? AccessibilityIdentifierNode { return marked.identifier }
            node = current.parent
        }
        var found: String?
        func search(_ node: ViewNode) {
            guard found == nil else { return }
            if let marked = node as? AccessibilityIdentifierNode { found = marked.identifier }
            node.forEachChild(search)
        }
        forEachChild(search)
        return found
    }
}

/// The numbers of a vector value, in the order its stored properties declare them.
func numericComponents(of value: Any) -> [Double] {
    switch value {
    case let number as Double: return [number]
    case let number as CGFloat: return [Double(number)]
    case let number as Float: return [Double(number)]
    case let number as Int: return [Double(number)]
    case let vector as FlatVector: return (0..<4).map { vector[$0] }
    default: return Mirror(reflecting: value).children.flatMap { numericComponents(of: $0.value) }
    }
}
