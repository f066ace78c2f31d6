import UIKit

/// Builds screens the coordinators do not name themselves.
struct ScreenFactory {
    func makeAbout() -> UIViewController {
        let about = UIViewController()
        about.title = "About"
        return about
    }
}
