import Kinema

/// Views that come and go: a to-do list, a rolling counter and cards that expand.
struct ComeAndGoView: View {
    let model: ComeAndGoModel

    var body: some View {
        HStack(alignment: .top, spacing: 28) {
            TodoList(model: model)
            RollingCounter(model: model)
            CardGrid(model: model)
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(red: 0.95, green: 0.95, blue: 0.97))
    }
}

extension Example {
    /// Views coming and going: transitions, content transitions, matched geometry, lifecycle.
    public static func comeAndGo() -> Example {
        let model = ComeAndGoModel()
        return Example(
            name: "come-and-go",
            summary: "A to-do list whose rows slide in and out, a counter whose digits roll, cards that expand into a detail",
            scenarios: "issue #13",
            size: CGSize(width: 800, height: 360),
            rootView: ComeAndGoView(model: model),
            actions: [
                "add": { withAnimation(.snappy) { model.addTodo() } },
                "increment": { withAnimation(.snappy) { model.count += 1 } },
                "expand-card": { withAnimation(.spring(duration: 0.5, bounce: 0.2)) { model.expandedCard = 1 } },
                "collapse-card": { withAnimation(.spring(duration: 0.5, bounce: 0.2)) { model.expandedCard = nil } },
            ],
            script: """
            wait 0.6; tap add; wait 0.8; tap add; wait 0.8
            tap todo-0; wait 1.0
            tap card-1; wait 1.2; tap detail; wait 1.0
            tap increment; wait 0.5; tap increment; wait 0.6; tap decrement; wait 1.0
            """
        )
    }
}
