// The placement article (seed 002): the colour-through-the-environment fragment, as the body of
// a view with the articles' `flag`.
import SwiftUI

struct EnvironmentFragment: View {
  var flag: Bool

  var body: some View {
  RoundedRectangle(cornerRadius: flag ? 0 : 40)
      .animation(.default, value: flag)
      // 颜色的变化仍然有动画效果,尽管我们把它写在 .animation 外层
      .foregroundColor(flag ? .pink : .indigo)
  }
}
