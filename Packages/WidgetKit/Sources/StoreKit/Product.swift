import Foundation
import FrameworkStandIns

/// What StoreKit says once, on first use.
func sayNoAppStore() {
    StandInLog.once("StoreKit", "there is no App Store on Linux: no products, no purchases, no entitlements")
}

/// StoreKit's errors, as Apple's.
public enum StoreKitError: Error, Sendable {
    case unknown
    case userCancelled
    case networkError(URLError)
    case systemError(any Error)
    case notAvailableInStorefront
    case notEntitled
}

/// Whether a signed value was verified.
public enum VerificationResult<SignedType: Sendable>: Sendable {
    public enum VerificationError: Error, Sendable {
        case revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding, invalidSignature, missingRequiredProperties
    }
    case unverified(SignedType, VerificationError)
    case verified(SignedType)

    /// The value, verified or not.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .unverified(let value, _), .verified(let value): value
        }
    }

    /// The verified value, or the error of verification.
    public func payloadValue() throws -> SignedType {
        switch self {
        case .verified(let value): value
        case .unverified(_, let error): throw error
        }
    }
}

/// Something the app sells. There are none here: `products(for:)` returns none.
public struct Product: Identifiable, Hashable, Sendable {
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let consumable = ProductType(rawValue: "Consumable")
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
    }

    /// A subscription's period.
    public struct SubscriptionPeriod: Hashable, Sendable {
        public enum Unit: Hashable, Sendable { case day, week, month, year }
        public let unit: Unit
        public let value: Int
    }

    /// A subscription's details.
    public struct SubscriptionInfo: Hashable, Sendable {
        public let subscriptionGroupID: String
        public let subscriptionPeriod: SubscriptionPeriod
    }

    /// How a purchase ended.
    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }

    /// Options of a purchase.
    public struct PurchaseOption: Hashable, Sendable {
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption() }
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption() }
    }

    public let id: String
    public let type: ProductType
    public let displayName: String
    public let description: String
    public let price: Decimal
    public let displayPrice: String
    public let isFamilyShareable: Bool
    public let subscription: SubscriptionInfo?

    /// The products with these identifiers: none here.
    public static func products<Identifiers: Collection & Sendable>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String {
        sayNoAppStore()
        return []
    }

    /// Throws `StoreKitError.notAvailableInStorefront`: nothing is sold here.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        sayNoAppStore()
        throw StoreKitError.notAvailableInStorefront
    }

    /// The latest transaction for this product: none.
    public var latestTransaction: VerificationResult<Transaction>? { get async { nil } }
    /// The current entitlement to this product: none.
    public var currentEntitlement: VerificationResult<Transaction>? { get async { nil } }
}
