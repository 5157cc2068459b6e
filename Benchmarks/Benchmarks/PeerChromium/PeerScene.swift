import Foundation
import Kinema

/// Which targets the rectangles head for: a retarget adds one, in `withAnimation`.
@Observable
final class PeerModel {
    var generation = 0
}

/// The scene on Kinema's side: the grid's rounded squares, each offset from its place and
/// turned about its centre, as the page's divs are with `translate(…) rotate(…)`.
struct PeerScene: View {
    let grid: PeerGrid
    let model: PeerModel

    var body: some View {
        let generation = model.generation
        let size = CGFloat(grid.size)
        ZStack(alignment: .topLeading) {
            ForEach(0..<grid.count, id: \.self) { index in
                let origin = grid.origin(of: index)
                let target = PeerMotion.target(of: index, generation: generation, cell: grid.cell)
                let rgb = PeerGrid.palette[index % PeerGrid.palette.count]
                // Circular corners: CSS border-radius draws circular arcs, not continuous ones.
                RoundedRectangle(cornerRadius: CGFloat(grid.radius), style: .circular)
                    .fill(Color(red: Double(rgb[0]) / 255, green: Double(rgb[1]) / 255, blue: Double(rgb[2]) / 255))
                    .frame(width: size, height: size)
                    .rotationEffect(.degrees(target.degrees))
                    .offset(x: CGFloat(origin.x) + target.x, y: CGFloat(origin.y) + target.y)
            }
        }
        .frame(width: CGFloat(PeerGrid.width), height: CGFloat(PeerGrid.height), alignment: .topLeading)
    }
}
