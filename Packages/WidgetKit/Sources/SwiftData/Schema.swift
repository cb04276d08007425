import Foundation

/// The models a container keeps; the models their relationships reach are kept with them.
public final class Schema: @unchecked Sendable {
    /// The model types named, then those reached through relationships.
    public let types: [any PersistentModel.Type]
    let entities: [Entity]

    /// The schema's version (1.0.0 unless a `VersionedSchema` names it).
    public let version: Version

    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        self.version = version
        var reached: [any PersistentModel.Type] = []
        var queue = types
        while !queue.isEmpty {
            let type = queue.removeFirst()
            guard !reached.contains(where: { $0 == type }) else { continue }
            reached.append(type)
            queue += Entity.of(type).properties.compactMap(\.relationshipTarget)
        }
        self.types = reached
        self.entities = reached.map(Entity.of)
    }

    public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    /// The entity of `type`, if the schema has it.
    func entity(named name: String) -> Entity? { entities.first { $0.name == name } }

    /// A persisted property as `@Model` describes it.
    public struct PropertyMetadata {
        public let name: String
        public let keypath: AnyKeyPath
        public let attribute: Attribute?
        public let relationship: Relationship?
        let storage: PropertyStorage

        public init<Model, Value>(name: String, keypath: KeyPath<Model, Value>, attribute: Attribute?, relationship: Relationship?) {
            self.name = name
            self.keypath = keypath
            self.attribute = attribute
            self.relationship = relationship
            self.storage = PropertyStorage.of(Value.self, property: "\(Model.self).\(name)")
        }
    }

    /// `@Attribute`'s options.
    public struct Attribute: Sendable {
        public let options: [Option]
        public let originalName: String?

        public init(_ options: Option..., originalName: String? = nil, hashModifier: String? = nil) {
            self.options = options
            self.originalName = originalName
        }

        public struct Option: Hashable, Sendable {
            let name: String
            /// One model per value: inserting another with the same value updates the stored one.
            public static let unique = Option(name: "unique")
            /// Kept in the store like any other value here.
            public static let externalStorage = Option(name: "externalStorage")
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            public static let ephemeral = Option(name: "ephemeral")
            public static let spotlight = Option(name: "spotlight")
        }
    }

    /// `@Relationship`'s options.
    public struct Relationship: @unchecked Sendable {
        public let deleteRule: DeleteRule
        public let inverseKeyPath: AnyKeyPath?
        public let originalName: String?

        public init(
            _ options: Option..., deleteRule: DeleteRule = .nullify, minimumModelCount: Int? = 0, maximumModelCount: Int? = 0,
            originalName: String? = nil, inverse: AnyKeyPath? = nil, hashModifier: String? = nil
        ) {
            self.deleteRule = deleteRule
            self.inverseKeyPath = inverse
            self.originalName = originalName
        }

        /// What deleting a model does to the models it relates to.
        public enum DeleteRule: String, Hashable, Sendable, Codable {
            /// They are deleted too.
            case cascade
            /// Deleting fails while there are any.
            case deny
            /// Their inverse no longer names the deleted model.
            case nullify
            /// Nothing.
            case noAction
        }

        public struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
        }
    }
}
