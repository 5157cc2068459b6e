import Foundation

/// An image in an app's asset catalog, as the symbols Xcode generates for each image set name
/// it (`Image(.hero)`); Kinema's tools generate the same symbols from the catalogs beside your
/// files.
public struct ImageResource: Hashable, Sendable {
    /// The image set's name in its catalog.
    let name: String

    /// The image set called `name`; Kinema looks it up in the registered catalogs, whatever
    /// the bundle.
    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}

extension Image {
    /// The image of an asset catalog's image set.
    public init(_ resource: ImageResource) {
        self.init(resource.name)
    }
}
