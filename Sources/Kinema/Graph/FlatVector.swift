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

    subscript(index: Int) -> Double { storage[index] }

    static var zero: FlatVector { FlatVector() }

    static func + (lhs: FlatVector, rhs: FlatVector) -> FlatVector { FlatVector(lhs.storage + rhs.storage) }

    static func - (lhs: FlatVector, rhs: FlatVector) -> FlatVector { FlatVector(lhs.storage - rhs.storage) }

    static func += (lhs: inout FlatVector, rhs: FlatVector) { lhs.storage += rhs.storage }

    static func -= (lhs: inout FlatVector, rhs: FlatVector) { lhs.storage -= rhs.storage }

    mutating func scale(by rhs: Double) { storage *= rhs }

    var magnitudeSquared: Double { (storage * storage).sum() }
}
