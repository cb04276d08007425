import CoreData
import Foundation

/// The models of a schema in a store: opens (or makes) the store's file and its tables; contexts
/// fetch and save through it.
public final class ModelContainer: @unchecked Sendable {
    public let schema: Schema
    public let configurations: [ModelConfiguration]
    let store: Store
    nonisolated(unsafe) private var main: ModelContext?

    /// A container for the model types (and those their relationships reach).
    public convenience init(
        for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...
    ) throws {
        try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
    }

    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    /// A container for `givenSchema` in the first configuration's store (`default.store` in this
    /// program's data folder when none is given). With a migration plan, a store of an older version
    /// of the plan is moved through its stages first.
    public init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration]) throws {
        self.schema = givenSchema
        self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
        let configuration = self.configurations[0]
        if let group = configuration.groupFailure { throw SwiftDataError.noGroupContainer(group) }
        if let migrationPlan, !configuration.isStoredInMemoryOnly {
            try Migration.run(migrationPlan, configuration: configuration, to: givenSchema.version)
        }
        store = try Store(configuration: configuration, entities: givenSchema.entities)
        try store.setVersion(givenSchema.version)
    }

    /// The context of the main actor.
    @MainActor public var mainContext: ModelContext {
        if let main { return main }
        let context = ModelContext(self)
        context.autosaveEnabled = true
        main = context
        return context
    }

    /// Deletes every model of the schema from the store.
    public func deleteAllData() {
        try? store.database.transaction {
            for entity in schema.entities { try store.database.execute("DELETE FROM \(entity.table)") }
        }
    }
}
