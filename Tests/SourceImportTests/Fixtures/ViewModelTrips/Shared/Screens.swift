import SwiftUI

struct SettingsView: View {
    var body: some View { Text("Settings") }
}

struct NewTripView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Cancel") { dismiss() }
    }
}

struct SignInView: View {
    var body: some View { Text("Sign in") }
}

struct BookingsView: View {
    var body: some View { Text("Bookings") }
}

struct MapView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Close map") { dismiss() }
    }
}

struct GalleryView: View {
    var body: some View { Text("Photos") }
}

/// Implemented by a module the scan does not see.
protocol HelpFlowRouting {
    func openHelp(topic: String)
}
