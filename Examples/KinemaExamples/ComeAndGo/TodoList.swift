import Kinema

/// A to-do list whose rows drop in from the top and slide away to the trailing edge when done.
struct TodoList: View {
    let model: ComeAndGoModel

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Text("To do").font(.system(size: 22, weight: .bold)).foregroundColor(ink)
                Spacer()
                Button {
                    withAnimation(.snappy) { model.addTodo() }
                } label: {
                    Text("Add")
                        .font(.system(size: 15, weight: .semibold))
                        .foregroundColor(.white)
                        .padding(.horizontal, 16)
                        .padding(.vertical, 7)
                        .background(Capsule().fill(Color.indigo))
                }
                .accessibilityIdentifier("add")
            }
            ForEach(model.todos) { todo in
                TodoRow(todo: todo) {
                    withAnimation(.smooth) { model.complete(todo.id) }
                }
                .transition(.asymmetric(
                    insertion: .push(from: .top),
                    removal: .move(edge: .trailing).combined(with: .opacity)))
            }
            Spacer()
        }
        .frame(width: 230)
    }
}

/// One to-do: a pulsing dot, its title, and a tap to tick it off.
struct TodoRow: View {
    let todo: ComeAndGoModel.Todo
    let done: () -> Void

    var body: some View {
        HStack(spacing: 10) {
            PulsingDot()
            Text(todo.title).font(.system(size: 15)).foregroundColor(ink)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, 14)
        .padding(.vertical, 11)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.white))
        .onTapGesture(perform: done)
        .accessibilityIdentifier("todo-\(todo.id)")
    }
}

/// A dot that starts breathing as soon as it appears, and never stops.
struct PulsingDot: View {
    @State private var isBreathing = false

    var body: some View {
        Circle()
            .fill(Color.indigo)
            .frame(width: 9, height: 9)
            .scaleEffect(isBreathing ? 1.5 : 1)
            .opacity(isBreathing ? 0.5 : 1)
            .onAppear {
                withAnimation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true)) { isBreathing = true }
            }
    }
}
