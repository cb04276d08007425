import Foundation

/// A purchase. None is made here: every sequence of transactions is empty.
public struct Transaction: Identifiable, Hashable, Sendable {
    public enum OwnershipType: Hashable, Sendable { case purchased, familyShared }

    public let id: UInt64
    public let originalID: UInt64
    public let productID: String
    public let productType: Product.ProductType
    public let purchaseDate: Date
    public let originalPurchaseDate: Date
    public let expirationDate: Date?
    public let revocationDate: Date?
    public let isUpgraded: Bool
    public let ownershipType: OwnershipType
    public let appAccountToken: UUID?
    public let purchasedQuantity: Int

    /// Marks the transaction done.
    public func finish() async {}

    /// Transactions, as StoreKit hands them out: none here.
    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> VerificationResult<Transaction>? { nil }
        }
        public func makeAsyncIterator() -> AsyncIterator {
            sayNoAppStore()
            return AsyncIterator()
        }
    }

    /// What the customer is entitled to now: nothing.
    public static var currentEntitlements: Transactions { Transactions() }
    /// New transactions as they come: none does; the sequence ends at once.
    public static var updates: Transactions { Transactions() }
    /// Every transaction: none.
    public static var all: Transactions { Transactions() }
    /// Transactions not finished yet: none.
    public static var unfinished: Transactions { Transactions() }

    /// The latest transaction for a product: none.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }
    /// The current entitlement to a product: none.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
}

/// The App Store: there is none here.
public enum AppStore {
    /// Throws `StoreKitError.notAvailableInStorefront`: there is no App Store to sync with.
    public static func sync() async throws {
        sayNoAppStore()
        throw StoreKitError.notAvailableInStorefront
    }

    /// Whether the customer may pay: no.
    public static var canMakePayments: Bool { false }
}

/// Asks for a rating of the app: does nothing here.
public final class SKStoreReviewController: Sendable {
    public static func requestReview() {}
}

/// The original StoreKit's queue: no payments can be made.
public final class SKPaymentQueue: Sendable {
    public static func `default`() -> SKPaymentQueue { SKPaymentQueue() }
    public static func canMakePayments() -> Bool { false }
}
