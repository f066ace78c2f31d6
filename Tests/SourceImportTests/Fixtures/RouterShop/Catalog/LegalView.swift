import SwiftUI

struct LegalView: View {
    var body: some View { Text("Terms") }
}
