// The placement article (seed 002): Example3, as listed.
import SwiftUI

struct Example3: View {
  var flag: Bool

  var body: some View {
    Rectangle()
      .frame(width: 80, height: 80)
      .foregroundColor(.orange)
      .scaleEffect(flag ? 1 : 1.5)
      .animation(.default, value: flag)
      // 旋转不要带动画
      .rotationEffect(flag ? .zero : .degrees(45))
  }
}
