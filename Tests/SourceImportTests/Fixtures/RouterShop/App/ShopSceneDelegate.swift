import SUICoordinator
import UIKit

final class ShopSceneDelegate: NSObject, UIWindowSceneDelegate {
    var window: UIWindow?
    var root: RootCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        root = RootCoordinator()
        window?.rootViewController = root?.root
        BaseCoordinator.mainCoordinator = root
        root?.start()
        DispatchQueue.main.asyncAfter(deadline: .now() + 3) { [weak self] in
            self?.root?.showPromotion()
        }
    }
}
