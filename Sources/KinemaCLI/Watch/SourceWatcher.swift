import Foundation
import KinemaUserCode

/// Watches the files a preview runs: the Swift files the command line names (those in its
/// folders come and go with them) and the asset catalogs beside them.
///
/// It polls, every 50 ms, each file's size, modification time and inode: a few `stat` calls, and
/// the same on every file system and editor (those that save by writing a new file and renaming
/// it over the old one included), where a kernel watch would need one per folder and misses the
/// folders made later. A change is reported once the files have stayed the same for
/// ``settleTime``, so that two saves in quick succession make one rebuild.
struct SourceWatcher {
    /// What the command line named.
    let targets: [String]
    /// The asset catalogs watched: those beside the files when they were last built (looking
    /// for new ones means listing the folders above, which may hold thousands of entries).
    var catalogs: [URL] = []
    /// How long files must stay unchanged before a change is reported.
    var settleTime: TimeInterval = 0.06
    /// How often the files are looked at.
    var interval: TimeInterval = 0.05

    /// The files and their stamps; a problem gathering them (a named file deleted) counts as a
    /// state of its own, so that its return is a change too.
    struct Snapshot: Equatable {
        var stamps: [String: String] = [:]
        var problem: String?
    }

    /// The files as they are now.
    func snapshot() -> Snapshot {
        var snapshot = Snapshot()
        let sources: UserSources
        do {
            sources = try UserSources(paths: targets)
        } catch {
            snapshot.problem = "\(error)"
            return snapshot
        }
        for path in sources.files { snapshot.stamps[path] = Self.stamp(path) }
        snapshot.stamps.merge(Self.stamps(ofCatalogs: catalogs)) { $1 }
        return snapshot
    }

    /// The stamps of the files in `catalogs`.
    static func stamps(ofCatalogs catalogs: [URL]) -> [String: String] {
        var stamps: [String: String] = [:]
        for catalog in catalogs {
            guard let walk = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk {
                stamps[url.path] = stamp(url.path)
                // A catalog is a few hundred files at most; a link loop inside one is not followed forever.
                if stamps.count > 20_000 { break }
            }
        }
        return stamps
    }

    /// A file's size, modification time and inode; "gone" when it cannot be read.
    private static func stamp(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "gone" }
        return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)"
    }

    /// Waits until the files differ from `old` and then stay the same for ``settleTime``; returns
    /// them as they are then.
    func waitForChange(from old: Snapshot) -> Snapshot {
        var current = old
        while current == old {
            Thread.sleep(forTimeInterval: interval)
            current = snapshot()
        }
        while true {
            Thread.sleep(forTimeInterval: settleTime)
            let next = snapshot()
            if next == current { return next }
            current = next
        }
    }
}
