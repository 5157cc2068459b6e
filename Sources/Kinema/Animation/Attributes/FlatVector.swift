import Foundation

/// Up to four numbers animated together: the animatable data of Kinema's own effects,
/// flattened, so that their per-frame animation runs as concrete code rather than through
/// generic data types (which costs run-time type look-ups every frame).
struct FlatVector: VectorArithmetic {
    var storage: SIMD4<Double>

    init(_ storage: SIMD4<Double> = .zero) {
        self.storage = storage
    }

    init(_ values: Double...) {
        var storage = SIMD4<Double>.zero
        for (index, value) in values.prefix(4).enumerated() { storage[index] = value }
        self.storage = storage
    }

    /// A rectangle's origin and size.
    init(_ rect: CGRect) {
        storage = SIMD4(rect.minX, rect.minY, rect.width, rect.height)
    }

    @inline(__always)
    subscript(index: Int) -> Double { storage[index] }

    static var zero: FlatVector { FlatVector() }

    // Always inlined: the animator's code, specialized for this type in this module, otherwise
    // calls each of these in every spring's every frame.
    @inline(__always)
    static func + (lhs: FlatVector, rhs: FlatVector) -> FlatVector { FlatVector(lhs.storage + rhs.storage) }

    @inline(__always)
    static func - (lhs: FlatVector, rhs: FlatVector) -> FlatVector { FlatVector(lhs.storage - rhs.storage) }

    @inline(__always)
    static func += (lhs: inout FlatVector, rhs: FlatVector) { lhs.storage += rhs.storage }

    @inline(__always)
    static func -= (lhs: inout FlatVector, rhs: FlatVector) { lhs.storage -= rhs.storage }

    @inline(__always)
    mutating func scale(by rhs: Double) { storage *= rhs }

    @inline(__always)
    var magnitudeSquared: Double { (storage * storage).sum() }
}
