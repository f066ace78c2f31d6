// NavigationLink(destination:isActive:) on a Bool slot, set to true by one button and back to false by
// another; a sheet item establishes the style.
import SwiftUI

enum ProfileSheet: Identifiable {
    case avatar
    var id: Int { 0 }
}

final class ProfileCoordinatorViewModel: ObservableObject {
    @Published var editing: Bool = false
    @Published var sheet: ProfileSheet?
}

struct ProfileCoordinatorView: View {
    @StateObject var coordinator = ProfileCoordinatorViewModel()

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: EditProfileView(coordinator: coordinator), isActive: $coordinator.editing) {
                    EmptyView()
                }
                Button("Edit profile") { coordinator.editing = true }
                Button("Change picture") { coordinator.sheet = .avatar }
            }
            .sheet(item: $coordinator.sheet) { _ in AvatarPicker() }
        }
    }
}

struct EditProfileView: View {
    @ObservedObject var coordinator: ProfileCoordinatorViewModel

    var body: some View {
        Button("Save") { coordinator.editing = false }
    }
}

struct AvatarPicker: View {
    var body: some View { Text("Pick a picture") }
}

@main
struct ProfileApp: App {
    var body: some Scene { WindowGroup { ProfileCoordinatorView() } }
}
