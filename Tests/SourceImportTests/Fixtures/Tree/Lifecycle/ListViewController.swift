import UIKit

protocol ListViewControllerDelegate: AnyObject {
    func listDidSelect()
    func listDidReset()
}

final class ListViewController: UICollectionViewController {
    weak var delegate: ListViewControllerDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        let reset = UIButton(type: .system)
        reset.setTitle("Reset", for: .normal)
        reset.addTarget(self, action: #selector(resetTapped), for: .touchUpInside)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        delegate?.listDidSelect()
    }

    @objc private func resetTapped() {
        delegate?.listDidReset()
    }
}

final class ItemViewController: UIViewController {}
