import UIKit

protocol HomeViewControllerDelegate: AnyObject {
    func homeDidSelectNote()
    func homeDidTapCompose()
    func homeDidTapSettings()
    func homeDidTapAbout()
}

final class HomeViewController: UITableViewController {
    weak var delegate: HomeViewControllerDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        let compose = UIButton(type: .system)
        compose.setTitle("New note", for: .normal)
        compose.addTarget(self, action: #selector(composeTapped), for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Settings", style: .plain, target: self, action: #selector(settingsTapped))
        let more = UIButton(type: .system, primaryAction: UIAction(title: "Shortcut") { [weak self] _ in
            guard let self else { return }
            if self.isEditing {
                self.delegate?.homeDidTapCompose()
            } else {
                self.delegate?.homeDidTapSettings()
            }
        })
        tableView.tableFooterView = more
        tableView.tableHeaderView = compose
    }

    @objc private func composeTapped() {
        delegate?.homeDidTapCompose()
    }

    @objc private func settingsTapped() {
        delegate?.homeDidTapSettings()
    }

    @IBAction private func aboutTapped(_ sender: Any) {
        delegate?.homeDidTapAbout()
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        delegate?.homeDidSelectNote()
    }
}
