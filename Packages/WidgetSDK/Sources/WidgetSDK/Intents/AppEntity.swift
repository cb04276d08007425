import Foundation
import WidgetWire

/// An identifier an entity can have: it is stored in a widget's configuration as a string.
public protocol EntityIdentifierConvertible {
    var entityIdentifierString: String { get }
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    public var entityIdentifierString: String { self }
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

extension UUID: EntityIdentifierConvertible {
    public var entityIdentifierString: String { uuidString }
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? { UUID(uuidString: entityIdentifierString) }
}

/// Something of the plugin's own a parameter can name (a device, an album), as App Intents'
/// `AppEntity`: a widget's configuration keeps its `id`, and its `defaultQuery` finds it again.
public protocol AppEntity: _IntentValue, Identifiable, Sendable where ID: EntityIdentifierConvertible & Sendable {
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    var displayRepresentation: DisplayRepresentation { get }
    static var defaultQuery: DefaultQuery { get }
}

extension AppEntity {
    public static var _parameterType: String { "entity" }
    public static var _optionsSource: String? { "entityQuery" }
    public static var _fallback: Self? { nil }
    public var _parameter: JSON { .string(id.entityIdentifierString) }
    public var _choice: ParameterSchema.Choice { displayRepresentation.choice(value: id.entityIdentifierString) }

    public static func _resolve(_ json: JSON) async throws -> Self? {
        guard case .string(let text) = json, let id = ID.entityIdentifier(for: text) else { return nil }
        guard let entity = try await defaultQuery.entities(for: [id]).first(where: { $0.id == id }) else {
            throw EntityNotFound(type: typeDisplayRepresentation.name, id: text)
        }
        return entity
    }

    public static func _defaultResult() async -> Self? { await defaultQuery.defaultResult() }

    public static func _suggestedOptions() async throws -> ParameterOptions? {
        ParameterOptions(sections: [.init(title: nil, items: try await defaultQuery.suggestedEntities().map(\._choice))])
    }
}

/// Finds a type's entities, as App Intents' `EntityQuery`.
public protocol EntityQuery: Sendable {
    associatedtype Entity: AppEntity
    init()
    /// The entities with these ids; ids it no longer knows are left out.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// What a configuration form offers.
    func suggestedEntities() async throws -> [Entity]
    /// The entity a new widget starts with.
    func defaultResult() async -> Entity?
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
    public func defaultResult() async -> Entity? { nil }
}

/// A query that can also search by text.
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> [Entity]
}

/// A configuration names an entity its query no longer returns (deleted, gone): the widget needs
/// configuring again.
public struct EntityNotFound: Error, CustomStringConvertible {
    public let type: String
    public let id: String
    public var description: String { "no \(type) has id '\(id)'" }
}

/// A query that can list all its entities, as App Intents' `EnumerableEntityQuery`: finding by id and
/// the suggestions come from `allEntities()`.
public protocol EnumerableEntityQuery: EntityQuery {
    associatedtype Entity
    func allEntities() async throws -> [Entity]
}

extension EnumerableEntityQuery {
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        try await allEntities().filter { identifiers.contains($0.id) }
    }

    public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
}
