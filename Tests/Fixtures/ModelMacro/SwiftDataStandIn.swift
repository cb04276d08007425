// What `@Model`'s expansions name, declared as small as they can be: compiled with SwiftData's
// Macros.swift into a module named SwiftData, the expansions type-check without the real module.
public protocol PersistentModel: AnyObject {}
public struct _PersistedPlaceholder { public init() {} }
public final class BackingData {
    public init() {}
    public func getValue<T>(forKey key: String) -> T { fatalError() }
    public func setValue<T>(forKey key: String, to value: T) {}
}
public enum Schema {
    public struct PropertyMetadata {
        public init<R, V>(name: String, keypath: KeyPath<R, V>, attribute: Attribute?, relationship: Relationship?) {}
    }
    public struct Attribute {
        public enum Option { case unique }
        public init(_ options: Option..., originalName: String? = nil, hashModifier: String? = nil) {}
    }
    public struct Relationship {
        public enum Option { case unique }
        public enum DeleteRule { case nullify, cascade }
        public init(
            _ options: Option..., deleteRule: DeleteRule = .nullify, minimumModelCount: Int? = 0, maximumModelCount: Int? = 0,
            originalName: String? = nil, hashModifier: String? = nil
        ) {}
        public init<R, V>(
            _ options: Option..., deleteRule: DeleteRule = .nullify, minimumModelCount: Int? = 0, maximumModelCount: Int? = 0,
            originalName: String? = nil, inverse: KeyPath<R, V>, hashModifier: String? = nil
        ) {}
    }
}
