import Foundation
import WidgetSDK

/// The container `.modelContainer(_:)` puts in a view's environment, and the context the views below
/// it fetch with (`@Query`, `@Environment(\.modelContext)`).
///
/// A widget is drawn away from the main actor, so the views read a context of their own, made on
/// first use, not the container's `mainContext`; as on Apple's platforms, a view that reads one with
/// no `.modelContainer(_:)` above it stops the program, naming this type.
final class ModelContainerInTheEnvironment: ObservableObject, @unchecked Sendable {
    let container: ModelContainer
    private let lock = NSLock()
    private var made: ModelContext?

    init(_ container: ModelContainer) { self.container = container }

    var context: ModelContext {
        lock.withLock {
            if let made { return made }
            let context = ModelContext(container)
            made = context
            return context
        }
    }
}

extension View {
    /// Puts a model container in the environment of this view: its `@Query` properties, and those of
    /// the views in it, fetch from the container's store.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environmentObject(ModelContainerInTheEnvironment(container))
    }
}

extension EnvironmentValues {
    /// The context of the model container `.modelContainer(_:)` put above the view.
    public var modelContext: ModelContext { EnvironmentObject<ModelContainerInTheEnvironment>().wrappedValue.context }
}

/// The models a view shows, fetched from the context of the environment's model container each
/// time the view is drawn (a widget is drawn once per entry): `@Query(sort: \Trip.start) var trips:
/// [Trip]`.
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    private let descriptor: FetchDescriptor<Element>

    /// The models: the fetch's results, or none when it failed (`fetchError` says why).
    public var wrappedValue: Result {
        ((try? modelContext.fetch(descriptor)) ?? []) as! Result
    }

    /// Why the last fetch failed; nil when it did not.
    public var fetchError: (any Error)? {
        do {
            _ = try modelContext.fetch(descriptor)
            return nil
        } catch {
            return error
        }
    }

    /// The context the query fetches with.
    public var modelContext: ModelContext { EnvironmentObject<ModelContainerInTheEnvironment>().wrappedValue.context }

    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) where Result == [Element] {
        self.descriptor = descriptor
    }

    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation = .default)
    where Result == [Element] {
        descriptor = FetchDescriptor(predicate: filter, sortBy: descriptors)
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward, animation: Animation = .default
    ) where Result == [Element] {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward, animation: Animation = .default
    ) where Result == [Element] {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }
}
