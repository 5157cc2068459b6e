import Foundation

/// A stack of screens: a root, and the screens that links push on it, the top one shown under a
/// navigation bar with its title and a back button.
///
/// A push slides the new screen in from the trailing edge over the one below, a pop slides it
/// out, with the transaction's animation (links and the back button push and pop with
/// `.default`); a screen with a zoom transition (`navigationTransition(.zoom(…))`) grows from
/// its source instead, and shrinks back to it. The screens below stay in the tree, with their
/// state.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: Binding<NavigationPath>?

    /// A stack with its own path.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = nil
    }

    /// A stack whose pushed screens are the values of `path`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = path
    }

    /// A stack whose pushed screens are the elements of `path`.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = Binding(
            get: { NavigationPath(path.wrappedValue) },
            set: { newPath in path.wrappedValue = Data(newPath.values.compactMap { $0.base as? Data.Element }) })
    }

    /// The screens and the bar.
    public var body: some View {
        NavigationContainer(root: AnyView(root), path: path)
    }
}

/// A stack of screens, the iOS 13 name of ``NavigationStack``: Kinema shows it as a stack on
/// every device (no split columns).
public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation view whose first screen is `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The stack.
    public var body: some View {
        NavigationContainer(root: AnyView(content), path: nil)
    }
}

/// The views of a stack: the bar over the screens and the bottom bar under them, sharing the
/// stack's model with them.
struct NavigationContainer: View {
    let root: AnyView
    let path: Binding<NavigationPath>?
    @State private var model = NavigationModel()

    var body: some View {
        if let path {
            model.pathAccess = (get: { path.wrappedValue }, set: { path.wrappedValue = $0 })
        } else {
            model.pathAccess = nil
        }
        let values = model.path.values
        let depth = 1 + values.count + model.viewScreens.count
        let covered = model.coveredScreens(depth: depth)
        return VStack(spacing: 0) {
            NavigationBar(model: model)
            ZStack {
                NavigationScreen(content: root, state: model.rootState)
                    .modifier(HiddenModifier(isHidden: covered > 0))
                ForEach(Array(values.enumerated()), id: \.offset) { index, value in
                    let state = model.stateOfValue(at: index)
                    NavigationScreen(content: model.destinations[ObjectIdentifier(type(of: value.base))]?(value) ?? AnyView(MissingDestination(value: value)),
                                     state: state)
                        .modifier(HiddenModifier(isHidden: covered > 1 + index))
                        .transition(NavigationScreenTransition(state: state, zoom: model.zoom))
                }
                ForEach(Array(model.viewScreens.enumerated()), id: \.element.id) { index, screen in
                    NavigationScreen(content: screen.content, state: screen.state)
                        .modifier(HiddenModifier(isHidden: covered > 1 + values.count + index))
                        .transition(NavigationScreenTransition(state: screen.state, zoom: model.zoom))
                }
            }
            .transaction(value: depth) { [model] transaction in
                MainActor.assumeIsolated { model.depthChanged(to: depth, in: &transaction) }
            }
            .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { [zoom = model.zoom] in zoom.screensFrame = $0 }
            NavigationBottomBar(model: model)
        }
        .environment(\.navigation, model)
    }
}

/// One screen of a stack: its content, filling the space under the bar on an opaque background
/// that covers the screens below.
struct NavigationScreen: View {
    let content: AnyView
    let state: NavigationScreenState
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .background(colorScheme == .dark ? Color.black : Color.white)
            .environment(\.navigationScreen, state)
    }
}

/// What a stack shows for a value no `navigationDestination` makes a screen for.
struct MissingDestination: View {
    let value: AnyHashable

    var body: some View {
        Text("No destination for \(String(describing: type(of: value.base)))").foregroundStyle(Color.secondary)
    }
}
