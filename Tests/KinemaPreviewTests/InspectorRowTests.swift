import Foundation
import Testing
@testable import KinemaPreview

extension PreviewTests {
    /// What the page's plot is told of each attribute: its components' names, its angles and its colour.
    @Suite struct InspectorRowTests {
        @Test func rowsNameTheirComponentsAndSayWhichAreAnglesOrAColour() throws {
            let rotation = InspectorRow(view: "Card", property: "rotationEffect", presented: [1, 50, 50], from: [0, 50, 50],
                                        to: [402, 50, 50], animation: ".bouncy", source: "")
            #expect(rotation.components == ["angle", "anchor x", "anchor y"] && rotation.angles == [0] && rotation.colorStart == nil)
            let fill = InspectorRow(view: "Card", property: "Circle.style", presented: [128, 0, 0, 128], from: [0, 0, 128, 128],
                                    to: [128, 0, 0, 128], animation: ".smooth", source: "")
            #expect(fill.colorStart == 0 && fill.components == ["red", "green", "blue", "opacity"])
            let json = String(decoding: try JSONEncoder().encode(rotation), as: UTF8.self)
            #expect(json.contains(#""angles":[0]"#) && json.contains(#""components":["angle","anchor x","anchor y"]"#))
        }
    }
}
