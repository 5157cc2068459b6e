/// A first-in, first-out buffer that holds at most `capacity` elements: appending to a full
/// buffer drops the oldest, so memory stays flat however long the preview runs.
struct RingBuffer<Element> {
    /// The most elements the buffer holds.
    let capacity: Int
    private var storage: [Element] = []
    /// Where the oldest element is once `storage` is full.
    private var head = 0

    /// Creates an empty buffer; a capacity below 1 counts as 1.
    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        storage.reserveCapacity(self.capacity)
    }

    /// How many elements the buffer holds.
    var count: Int { storage.count }

    /// Whether the buffer holds nothing.
    var isEmpty: Bool { storage.isEmpty }

    /// Adds `element` as the newest, dropping the oldest if the buffer is full.
    mutating func append(_ element: Element) {
        if storage.count < capacity {
            storage.append(element)
        } else {
            storage[head] = element
            head = (head + 1) % capacity
        }
    }

    /// The element at `index`, 0 being the oldest; nil outside `0..<count`.
    subscript(index: Int) -> Element? {
        guard storage.indices.contains(index) else { return nil }
        return storage[(head + index) % storage.count]
    }

    /// The newest element.
    var last: Element? { self[count - 1] }

    /// Removes every element.
    mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
        head = 0
    }
}
