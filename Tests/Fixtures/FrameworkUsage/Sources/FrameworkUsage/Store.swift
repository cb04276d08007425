import StoreKit

/// In-app purchases as apps load them at launch: the products, then what the customer owns.
@MainActor
final class Store {
    static let productIDs = ["com.example.pro.monthly", "com.example.pro.yearly", "com.example.tip.small"]

    private(set) var products: [Product] = []
    private(set) var purchasedProductIDs = Set<String>()

    var isPro: Bool { !purchasedProductIDs.isEmpty }

    func loadProducts() async throws {
        products = try await Product.products(for: Self.productIDs).sorted { $0.price < $1.price }
    }

    func updatePurchasedProducts() async {
        for await result in Transaction.currentEntitlements {
            guard case .verified(let transaction) = result else { continue }
            if transaction.revocationDate == nil {
                purchasedProductIDs.insert(transaction.productID)
            } else {
                purchasedProductIDs.remove(transaction.productID)
            }
        }
    }

    func restore() async -> String? {
        do {
            try await AppStore.sync()
            return nil
        } catch {
            return "\(error)"
        }
    }

    func askForReview() {
        SKStoreReviewController.requestReview()
    }
}
