import UIKit

protocol NoteViewControllerDelegate: AnyObject {
    func noteDidDelete()
}

final class NoteViewController: UIViewController {
    weak var delegate: NoteViewControllerDelegate?

    @IBAction private func deleteNote(_ sender: UIButton) {
        delegate?.noteDidDelete()
    }

    @IBAction private func share(_ sender: UIButton) {
        let sheet = UIActivityViewController(activityItems: [title ?? ""], applicationActivities: nil)
        present(sheet, animated: true)
    }
}
