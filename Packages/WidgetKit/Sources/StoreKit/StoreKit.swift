// `import StoreKit` in code written for Apple's platforms: StoreKit 2's types with no App Store behind
// them: `Product.products(for:)` finds none, `Transaction.currentEntitlements` and `updates` are
// empty, `AppStore.sync()` and purchases throw, review requests do nothing; the first use says once
// that there is no App Store here. As on Apple's platforms, importing it brings Foundation.
@_exported import Foundation
