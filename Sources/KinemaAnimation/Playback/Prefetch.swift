import CPrefetch

/// Asks the processor for every cache line that holds part of the `byteCount` bytes from
/// `address`, ahead of their use: a hint, which never faults, whatever the address.
@inlinable @inline(__always)
package func prefetch(_ address: UnsafeRawPointer, byteCount: Int) {
    let end = address + byteCount
    guard var line = UnsafeRawPointer(bitPattern: UInt(bitPattern: address) & ~63) else { return }
    while line < end {
        kinema_prefetch(line)
        line += 64
    }
}
