import UIKit

protocol ListViewControllerDelegate: AnyObject {
    func listDidSelect()
    func listDidReset()
    func listDidKeep()
}

final class ListViewController: UICollectionViewController {
    weak var delegate: ListViewControllerDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        let reset = UIButton(type: .system)
        reset.setTitle("Reset", for: .normal)
        reset.addTarget(self, action: #selector(resetTapped), for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Keep") { [weak self] _ in
            self?.delegate?.listDidKeep()
        })
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        delegate?.listDidSelect()
    }

    @objc private func resetTapped() {
        delegate?.listDidReset()
    }
}

final class ItemViewController: UIViewController {}
