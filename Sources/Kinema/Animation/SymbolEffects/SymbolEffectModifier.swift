import Foundation

/// Adds a symbol effect to the symbols inside a view: what
/// ``View/symbolEffect(_:options:isActive:fileID:line:)`` and
/// ``View/symbolEffect(_:options:value:fileID:line:)`` apply.
struct SymbolEffectModifier: PrimitiveModifier {
    let configuration: SymbolEffectConfiguration
    let options: SymbolEffectOptions
    let trigger: Trigger
    /// The modifier's call, naming the effect (`symbolEffect(.bounce.up)`), for inspectors.
    let source: AnimationSource

    /// What starts the effect.
    enum Trigger {
        /// An indefinite effect, running while this is true.
        case isActive(Bool)
        /// A discrete effect, playing each time this changes.
        case value(AnyEquatable)
    }

    init(_ effect: some SymbolEffect, options: SymbolEffectOptions, trigger: Trigger, fileID: String, line: Int) {
        configuration = effect.configuration
        (self.options, self.trigger) = (options, trigger)
        source = AnimationSource(function: "symbolEffect(\(configuration.name))", fileID: fileID, line: line)
    }

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        SymbolEffectNode(graph: graph, viewType: viewType)
    }
}

extension View {
    /// Adds a symbol effect that runs on the symbols (`Image(systemName:)`) inside this view while
    /// `isActive` is true; other views are left alone.
    ///
    /// By default the effect plays continuously while active; `options` can make it play a number
    /// of times each time it becomes active, apart, or at another speed. Turned off, the symbol
    /// springs back to rest in 0.3 s (``ScaleSymbolEffect`` with its own spring). Effects added
    /// around the view apply too, one on another.
    ///
    /// - Parameters:
    ///   - effect: The effect to add, such as `.pulse` or `.scale.up`.
    ///   - options: How the effect plays.
    ///   - isActive: Whether the effect runs.
    ///   - fileID: The calling file (filled in by the compiler), which the inspector names as the animation's source.
    ///   - line: The calling line (filled in by the compiler).
    /// - Returns: The view, with the effect added to its symbols.
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true,
        fileID: String = #fileID, line: Int = #line
    ) -> some View {
        modifier(SymbolEffectModifier(effect, options: options, trigger: .isActive(isActive), fileID: fileID, line: line))
    }

    /// Adds a symbol effect that plays on the symbols (`Image(systemName:)`) inside this view each
    /// time `value` changes; other views are left alone.
    ///
    /// By default the effect plays once per change, from the start again if it is still playing;
    /// `options` can make it play a number of times, apart, or at another speed.
    ///
    /// - Parameters:
    ///   - effect: The effect to add, such as `.bounce` or `.wiggle.left`.
    ///   - options: How the effect plays.
    ///   - value: The value whose changes play the effect.
    ///   - fileID: The calling file (filled in by the compiler), which the inspector names as the animation's source.
    ///   - line: The calling line (filled in by the compiler).
    /// - Returns: The view, with the effect added to its symbols.
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U,
        fileID: String = #fileID, line: Int = #line
    ) -> some View {
        modifier(SymbolEffectModifier(effect, options: options, trigger: .value(AnyEquatable(value)), fileID: fileID, line: line))
    }
}
