import Foundation

/// A view that shows an image file: `Image("name")` loads `name.png` from the host's image
/// directories, `Image("name", bundle: .module)` from a bundle's resources. At its natural size
/// unless `resizable()`.
public struct Image: Equatable, Sendable {
    let name: String
    /// The bundle's location; compared by path, as bundles are not equatable values.
    let bundleURL: URL?
    var isResizable = false

    /// The image called `name`, found in `bundle`'s resources (with or without its `.png`
    /// extension) or, without a bundle, in the host's image directories.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
        bundleURL = bundle?.bundleURL
    }

    /// An image that stretches to fill the space offered.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// How a resizable image fills its frame.
    public enum ResizingMode: Hashable, Sendable {
        /// Tiled.
        case tile
        /// Stretched.
        case stretch
    }
}

extension Image: View {
    /// Views that Kinema draws itself have no body.
    public typealias Body = Never
}

extension Image: PrimitiveView {
    func makeNode(in graph: ViewGraph) -> ViewNode {
        ImageNode(graph: graph, viewType: ObjectIdentifier(Image.self))
    }
}

/// The leaf of an image. A missing image takes no space, draws nothing, and is reported.
final class ImageNode: LeafNode<NoParameters> {
    private var image = Image("")
    private var source: ImageSource?

    override func update(view: any View, context: UpdateContext) {
        record(context)
        let newImage = view as! Image
        if newImage != image || source == nil {
            image = newImage
            source = if let bundleURL = image.bundleURL {
                ImageLibrary.source(named: image.name, inBundleAt: bundleURL)
            } else {
                graph.services.images.source(named: image.name)
            }
            if source?.url == nil {
                graph.report(KinemaDiagnostic(.missingImage, source?.problem ?? "image '\(image.name)' was not found"))
            }
            graph.setNeedsLayout()
            invalidateDisplay()
        }
        setParameters(NoParameters(), context: context)
    }

    private var naturalSize: CGSize { source?.size ?? .zero }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        image.isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    override func displayContent() -> DisplayList.Content? {
        .image(ImageItem(name: image.name, url: source?.url, frame: attributes.presentedFrame, naturalSize: naturalSize))
    }
}
