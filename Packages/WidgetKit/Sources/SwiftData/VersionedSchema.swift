import Foundation

extension Schema {
    /// A schema's version, as a `VersionedSchema` names it.
    public struct Version: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
        public let major: Int
        public let minor: Int
        public let patch: Int

        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        public var description: String { "\(major).\(minor).\(patch)" }

        public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch) }

        /// The version as the store's `user_version` keeps it.
        var stored: Int64 { Int64(major) * 1_000_000 + Int64(minor) * 1_000 + Int64(patch) }

        init(stored: Int64) { self.init(Int(stored / 1_000_000), Int(stored / 1_000 % 1_000), Int(stored % 1_000)) }
    }

    /// The models of a versioned schema.
    public convenience init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }
}

/// One version of an app's models, for a migration plan.
public protocol VersionedSchema {
    static var versionIdentifier: Schema.Version { get }
    static var models: [any PersistentModel.Type] { get }
}

/// The versions of an app's models, oldest first, and how a store moves from each to the next.
public protocol SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { get }
    static var stages: [MigrationStage] { get }
}

/// A step of a migration plan: `lightweight` adds the new version's columns; `custom` runs
/// `willMigrate` on a context of the old version's models, then adds the columns, then runs
/// `didMigrate` on a context of the new version's.
public enum MigrationStage {
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    case custom(
        fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type, willMigrate: ((ModelContext) throws -> Void)?,
        didMigrate: ((ModelContext) throws -> Void)?)

    var from: any VersionedSchema.Type {
        switch self {
        case .lightweight(let from, _), .custom(let from, _, _, _): from
        }
    }

    var to: any VersionedSchema.Type {
        switch self {
        case .lightweight(_, let to), .custom(_, let to, _, _): to
        }
    }
}
