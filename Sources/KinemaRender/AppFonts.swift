import CCairo
import Foundation
import Kinema
import Synchronization

/// The fonts an app ships (`.ttf`, `.otf` or `.ttc` files beside its sources, as Xcode bundles
/// those named in `UIAppFonts`), registered so that `Font.custom(_:size:)` finds them by
/// family name, as fontconfig does, or by PostScript name (`"Roboto-Bold"`), as iOS does.
public enum AppFonts {
    /// A face of a registered font: what a PostScript name stands for.
    struct Face: Sendable {
        let family: String
        let weight: Double
        let isItalic: Bool
    }

    private static let faces = Mutex<[String: Face]>([:])

    /// Registers the font files at `paths` with fontconfig, for the fonts made after; returns the
    /// paths that could not be read as fonts, which draw nothing.
    @discardableResult
    public static func register(_ paths: [String]) -> [String] {
        var unreadable: [String] = []
        for path in paths {
            var count: Int32 = 0
            guard FcConfigAppFontAddFile(FcConfigGetCurrent(), path) != 0 else {
                unreadable.append(path)
                continue
            }
            // (The first query tells how many faces the file holds.)
            if let first = FcFreeTypeQuery(path, 0, nil, &count) { FcPatternDestroy(first) }
            for index in 0..<max(count, 1) {
                guard let pattern = FcFreeTypeQuery(path, UInt32(index), nil, &count) else { continue }
                defer { FcPatternDestroy(pattern) }
                guard let family = string(FC_FAMILY, of: pattern), let name = string(FC_POSTSCRIPT_NAME, of: pattern) else { continue }
                var weight: Int32 = Int32(FC_WEIGHT_REGULAR), slant: Int32 = Int32(FC_SLANT_ROMAN)
                FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight)
                FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
                let face = Face(family: family, weight: FcWeightToOpenTypeDouble(Double(weight)), isItalic: slant != Int32(FC_SLANT_ROMAN))
                faces.withLock { $0[name] = face }
            }
        }
        return unreadable
    }

    /// The face a font name stands for, when it is the PostScript name of a registered font.
    static func face(named name: String) -> Face? {
        faces.withLock { $0[name] }
    }

    private static func string(_ object: String, of pattern: OpaquePointer) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}
