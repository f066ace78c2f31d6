import UIKit

protocol WelcomeViewControllerDelegate: AnyObject {
    func welcomeDidContinue()
    func welcomeDidAskForTerms()
}

final class WelcomeViewController: UIViewController {
    weak var delegate: WelcomeViewControllerDelegate?

    @IBAction func continueTapped() {
        delegate?.welcomeDidContinue()
    }

    @IBAction func termsTapped() {
        delegate?.welcomeDidAskForTerms()
    }
}

final class TermsViewController: UIViewController {}
