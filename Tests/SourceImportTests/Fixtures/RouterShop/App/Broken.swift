import SwiftUI

struct Broken: View {
    var body: some View {
        Button("Broken" {
    }
