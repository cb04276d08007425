import Foundation

#if !canImport(ObjectiveC)
extension UserDefaults {
    /// The value for `key`, as `object(forKey:)` gives it: what key-value coding answers on Apple's
    /// platforms, which Linux's Foundation does not have.
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }

    /// Stores `value` under `key` (nil removes it), as `set(_:forKey:)` does: key-value coding's
    /// setter on Apple's platforms.
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }
}
#endif
