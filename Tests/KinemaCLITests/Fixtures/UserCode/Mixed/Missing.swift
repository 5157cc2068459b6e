import SwiftUI

struct Sheet: View {
    @State private var shown = false
    @State private var name = ""

    var body: some View {
        VStack {
            TextEditor(text: $name)
            Text("Show").onTapGesture { shown = true }
        }
        .sheet(isPresented: $shown) { Text("Hello") }
        .navigationTitle("Sheets")
    }
}

struct Card {
    var title = "Card"
}
