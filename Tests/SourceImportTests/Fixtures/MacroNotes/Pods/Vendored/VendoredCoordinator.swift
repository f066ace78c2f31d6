import SUICoordinator

final class VendoredCoordinator: Coordinator<VendoredRoute> {}
