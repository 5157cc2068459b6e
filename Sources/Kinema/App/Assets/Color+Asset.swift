import Foundation
import Synchronization

extension Color {
    /// The colour set called `name` in the registered asset catalogs (see ``AssetCatalog``), or
    /// in an asset catalog among `bundle`'s resources.
    ///
    /// A colour that cannot be found is clear, as in SwiftUI, and said once on standard error.
    public init(_ name: String, bundle: Bundle? = nil) {
        var catalogs = AssetCatalog.all
        if let resources = bundle?.resourceURL { catalogs += AssetCatalog.catalogs(in: resources) }
        var problem = AssetCatalog.AssetError.notFound(name)
        for catalog in catalogs {
            switch catalog.color(named: name) {
            case .success(let color):
                self = color
                return
            case .failure(let error):
                if case .unreadable = error { problem = error }
            }
        }
        Color.reportMissing(name, problem: problem, catalogs: catalogs)
        self = .clear
    }

    private static let reported = Mutex<Set<String>>([])

    private static func reportMissing(_ name: String, problem: AssetCatalog.AssetError, catalogs: [AssetCatalog]) {
        guard reported.withLock({ $0.insert(name).inserted }) else { return }
        let places = catalogs.isEmpty ? "no asset catalog is registered" : "looked in " + catalogs.map(\.url.path).joined(separator: ", ")
        FileHandle.standardError.write(Data("kinema: Color(\"\(name)\"): \(problem) (\(places)); drawn clear\n".utf8))
    }
}
