import Foundation
import Observation

/// The state of one navigation stack: the screens pushed on it and how to make a screen for a
/// value. Shared through the environment with the links, titles and dismiss actions inside it.
@MainActor
@Observable
final class NavigationModel {
    /// A screen pushed by a link that names its destination view.
    struct ViewScreen {
        let id: Int
        let content: AnyView
        let state: NavigationScreenState
    }

    /// The screens pushed by destination links, above those of the path.
    private(set) var viewScreens: [ViewScreen] = []
    /// The bar state of the screens of the path's values, by position.
    @ObservationIgnored private var valueStates: [NavigationScreenState] = []
    /// The path's values, when the stack was given no binding.
    var ownPath = NavigationPath()
    /// Reads and writes the path: the stack's binding, or `ownPath`.
    @ObservationIgnored var pathAccess: (get: () -> NavigationPath, set: (NavigationPath) -> Void)?
    /// How to make the screen for a value, by the value's type, from `navigationDestination`.
    private(set) var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    let rootState = NavigationScreenState()
    @ObservationIgnored private var nextID = 0
    /// The sources of zoom transitions in the stack, and where its screens are.
    @ObservationIgnored let zoom = ZoomTransitionRegistry()

    var path: NavigationPath {
        get { pathAccess?.get() ?? ownPath }
        set {
            if let pathAccess { pathAccess.set(newValue) } else { ownPath = newValue }
        }
    }

    /// Pushes a screen showing `content`, in the current transaction.
    func push(_ content: AnyView) {
        nextID += 1
        viewScreens.append(ViewScreen(id: nextID, content: content, state: NavigationScreenState()))
    }

    /// Pushes the screen of `value`.
    func push(value: AnyHashable) {
        path.values.append(value)
    }

    /// Pops the top screen.
    func pop() {
        if !viewScreens.isEmpty {
            viewScreens.removeLast()
        } else if !path.isEmpty {
            path.removeLast()
        }
    }

    /// Notes how to make screens for values of type `type`.
    func register(_ type: ObjectIdentifier, destination: @escaping (AnyHashable) -> AnyView) {
        guard destinations[type] == nil else { return }
        destinations[type] = destination
    }

    /// How many screens, from the root, a settled push covers, and at which depth of the stack.
    private var cover = (depth: 1, screens: 0)
    /// A number for each change of the stack's depth: a change's completion counts only if no
    /// other came after it.
    @ObservationIgnored private var depthChanges = 0

    /// How many screens from the root are covered now, in a stack `depth` screens deep: every
    /// screen below the top once the push (or pop) that made this depth has logically
    /// completed; none while it moves, so that the screens below show through the slide.
    func coveredScreens(depth: Int) -> Int {
        cover.depth == depth ? cover.screens : 0
    }

    /// Notes that the stack became `depth` screens deep in `transaction`: once its animations
    /// (the slide) are logically complete, the screens below the top are covered.
    func depthChanged(to depth: Int, in transaction: inout Transaction) {
        depthChanges += 1
        let change = depthChanges
        transaction.addAnimationCompletion { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.depthChanges == change else { return }
                self.cover = (depth, depth - 1)
            }
        }
    }

    /// The bar state of the screen of the path's value at `index`.
    func stateOfValue(at index: Int) -> NavigationScreenState {
        while valueStates.count <= index { valueStates.append(NavigationScreenState()) }
        return valueStates[index]
    }

    /// The bar states of the screens shown now, root first.
    var screenStates: [NavigationScreenState] {
        [rootState] + path.values.indices.map(stateOfValue(at:)) + viewScreens.map(\.state)
    }
}

/// What a screen asks of the bar: its title and how to show it, set by modifiers inside it.
@MainActor
@Observable
final class NavigationScreenState {
    var title: String?
    var displayMode = NavigationBarItem.TitleDisplayMode.automatic
    var isBarHidden = false
    var isBackButtonHidden = false
    var isBottomBarHidden = false
    /// The toolbar items of the screen, by the `.toolbar` modifier that gave them.
    var toolbars: [(owner: ObjectIdentifier, entries: [ToolbarEntry])] = []
    /// The backgrounds `toolbarBackground(_:for:)` gives the bars.
    var barBackgrounds: [ToolbarPlacement.Bar: AnyShapeStyle] = [:]
    /// The source a zoom transition (`navigationTransition(.zoom(…))`) grows the screen from.
    var zoomSource: MatchedTransitionKey?
}

private enum NavigationModelKey: EnvironmentKey {
    static var defaultValue: NavigationModel? { nil }
}

private enum NavigationScreenKey: EnvironmentKey {
    static var defaultValue: NavigationScreenState? { nil }
}

private enum IsInListKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The navigation stack around this view, if any.
    var navigation: NavigationModel? {
        get { self[NavigationModelKey.self] }
        set { self[NavigationModelKey.self] = newValue }
    }

    /// The screen of a navigation stack this view is on, if any.
    var navigationScreen: NavigationScreenState? {
        get { self[NavigationScreenKey.self] }
        set { self[NavigationScreenKey.self] = newValue }
    }

    /// Whether this view is a row of a list (navigation links then show a disclosure chevron).
    var isInList: Bool {
        get { self[IsInListKey.self] }
        set { self[IsInListKey.self] = newValue }
    }
}
