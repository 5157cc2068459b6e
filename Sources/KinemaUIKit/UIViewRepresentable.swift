import Kinema

/// A view that wraps a UIKit view. Kinema has no UIKit: it makes the view (so that a blur view
/// shows its material) and draws, in its place, a labelled placeholder the size it is offered,
/// reported once per type and host.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View {
    /// The UIKit view it wraps.
    associatedtype UIViewType: UIView
    /// What carries changes from the UIKit view back to SwiftUI.
    associatedtype Coordinator = Void

    /// Makes the UIKit view.
    func makeUIView(context: Context) -> UIViewType
    /// Updates the UIKit view with new information from SwiftUI.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Makes the coordinator.
    func makeCoordinator() -> Coordinator

    /// What the methods are given.
    typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    /// The placeholder Kinema draws for the UIKit view.
    public var body: some View {
        let view = makeUIView(context: Context(coordinator: makeCoordinator()))
        return UIKitPlaceholder(typeName: String(describing: Self.self), wrapped: view)
    }
}

/// What a representable's methods are given: its coordinator, and the environment.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update.
    public var transaction = Transaction()
    /// The environment.
    public var environment = EnvironmentValues()
}

/// A view that wraps a UIKit view controller (drawn as a placeholder, as ``UIViewRepresentable``).
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View {
    /// The controller it wraps.
    associatedtype UIViewControllerType: UIViewController
    /// What carries changes from the controller back to SwiftUI.
    associatedtype Coordinator = Void

    /// Makes the controller.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Updates the controller with new information from SwiftUI.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Makes the coordinator.
    func makeCoordinator() -> Coordinator

    /// What the methods are given.
    typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    /// The placeholder Kinema draws for the controller's view.
    public var body: some View {
        UIKitPlaceholder(typeName: String(describing: Self.self), wrapped: nil)
    }
}

/// What a controller representable's methods are given.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update.
    public var transaction = Transaction()
    /// The environment.
    public var environment = EnvironmentValues()
}

/// What stands for a UIKit view: a blur view's material, or a grey panel naming the type.
struct UIKitPlaceholder: View {
    let typeName: String
    let wrapped: UIView?

    var body: some View {
        if let blur = (wrapped as? UIVisualEffectView)?.effect {
            Rectangle().fill(blur.material)
        } else {
            let _ = ViewDiagnostics.report(KinemaDiagnostic(
                .uiKitView, "\(typeName) wraps a UIKit view, which Kinema cannot draw; a placeholder stands in its place"))
            RoundedRectangle(cornerRadius: 8)
                .fill(Color.gray.opacity(0.15))
                .overlay { Text(verbatim: "\(typeName) (UIKit)").font(.caption).foregroundStyle(.secondary) }
        }
    }
}
