import UIKit

protocol ComposeViewControllerDelegate: AnyObject {
    func composeDidFinish(saved: Bool)
}

final class ComposeViewController: UIViewController {
    weak var delegate: ComposeViewControllerDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        let save = UIButton(type: .system)
        save.accessibilityLabel = "Save note"
        save.addTarget(self, action: #selector(save(_:)), for: .touchUpInside)
        view.addSubview(save)
    }

    @objc private func cancel() {
        delegate?.composeDidFinish(saved: false)
    }

    @objc private func save(_ sender: UIButton) {
        delegate?.composeDidFinish(saved: true)
    }
}
