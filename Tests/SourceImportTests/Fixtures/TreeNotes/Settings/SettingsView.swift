import SwiftUI

/// The one SwiftUI screen of the app, hosted by the app coordinator.
struct SettingsView: View {
    @State private var sync = true

    var body: some View {
        Form {
            Toggle("Sync notes", isOn: $sync)
            Button("Sign out") { print("signed out") }
        }
    }
}
