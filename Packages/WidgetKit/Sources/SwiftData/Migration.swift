import Foundation

/// Moves a store through a migration plan's stages, from the version it was last opened with to
/// `target`, one stage at a time.
enum Migration {
    static func run(_ plan: any SchemaMigrationPlan.Type, configuration: ModelConfiguration, to target: Schema.Version) throws {
        guard FileManager.default.fileExists(atPath: configuration.url.path) else { return }
        guard var current = try Store(configuration: configuration, entities: []).version() else { return }
        var steps = 0
        while current != target, let stage = plan.stages.first(where: { $0.from.versionIdentifier == current }) {
            steps += 1
            guard steps <= plan.stages.count else {
                throw SwiftDataError("\(plan)'s stages go round from version \(current): each stage must lead to a later version")
            }
            if case .custom(let from, _, let willMigrate?, _) = stage {
                let old = ModelContext(try ModelContainer(for: Schema(versionedSchema: from), configurations: [configuration]))
                try willMigrate(old)
                try old.save()
            }
            let new = ModelContext(try ModelContainer(for: Schema(versionedSchema: stage.to), configurations: [configuration]))
            if case .custom(_, _, _, let didMigrate?) = stage {
                try didMigrate(new)
                try new.save()
            }
            current = stage.to.versionIdentifier
        }
    }
}
