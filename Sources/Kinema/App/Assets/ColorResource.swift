import Foundation

/// A colour in an app's asset catalog, as the symbols Xcode generates for each colour set name
/// it (`Color(.brand)`, `.foregroundStyle(.brand)`); Kinema's tools generate the same symbols
/// from the catalogs beside your files.
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name in its catalog.
    let name: String

    /// The colour set called `name`; Kinema looks it up in the registered catalogs, whatever
    /// the bundle.
    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}

extension Color {
    /// The colour of an asset catalog's colour set.
    public init(_ resource: ColorResource) {
        self.init(resource.name)
    }
}
