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
    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, configurations: configurations)
    }

    /// A container for `schema` in the first configuration's store (`default.store` in this
    /// program's data folder when none is given).
    public init(for schema: Schema, configurations: [ModelConfiguration]) throws {
        self.schema = schema
        self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
        let configuration = self.configurations[0]
        if let group = configuration.groupFailure { throw SwiftDataError.noGroupContainer(group) }
        store = try Store(configuration: configuration, entities: schema.entities)
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
