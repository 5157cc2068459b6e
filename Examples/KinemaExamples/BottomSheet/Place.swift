import Kinema

/// A place the sheet lists.
struct Place: Identifiable {
    let name: String
    let kind: String
    let symbol: String
    let minutes: Int
    let hue: Double

    var id: String { name }

    static let nearby = [
        Place(name: "Harbour Café", kind: "Coffee", symbol: "cup.and.saucer.fill", minutes: 3, hue: 0.08),
        Place(name: "Riverside Park", kind: "Park", symbol: "leaf", minutes: 6, hue: 0.33),
        Place(name: "Old Town Books", kind: "Bookshop", symbol: "books.vertical.fill", minutes: 8, hue: 0.58),
        Place(name: "Market Hall", kind: "Groceries", symbol: "cart.fill", minutes: 11, hue: 0.95),
        Place(name: "Lighthouse Bistro", kind: "Restaurant", symbol: "fork.knife", minutes: 14, hue: 0.02),
        Place(name: "Central Station", kind: "Trains", symbol: "building.2", minutes: 17, hue: 0.66),
        Place(name: "Museum of Light", kind: "Museum", symbol: "sun.max.fill", minutes: 21, hue: 0.14),
        Place(name: "Hilltop Lookout", kind: "Viewpoint", symbol: "eye.fill", minutes: 26, hue: 0.45),
    ]
}
