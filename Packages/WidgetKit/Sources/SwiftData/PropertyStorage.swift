import CoreData
import Foundation

/// How a persisted property is kept: a column of the model's table, or a relationship (a column
/// holding the related rows' keys).
enum PropertyStorage {
    case column(ColumnCodec)
    case relationship(RelationshipCodec)

    static func of<Value>(_ type: Value.Type, property: String) -> PropertyStorage {
        if let many = type as? any ModelArray.Type {
            return .relationship(RelationshipCodec(target: many.modelType, isToMany: true, isOptional: true, make: { many.make($0) }, models: { ($0 as! any ModelArray).models }))
        }
        if let optional = type as? any OptionalModel.Type {
            return .relationship(RelationshipCodec(target: optional.modelType, isToMany: false, isOptional: true, make: { optional.make($0.first) }, models: { ($0 as! any OptionalModel).models }))
        }
        if let model = type as? any PersistentModel.Type {
            return .relationship(RelationshipCodec(target: model, isToMany: false, isOptional: false, make: { $0.first! }, models: { [$0 as! any PersistentModel] }))
        }
        return .column(ColumnCodec.of(type, property: property))
    }
}

/// A relationship's target and how its value (an array, an optional or a model) is made and read.
struct RelationshipCodec {
    let target: any PersistentModel.Type
    let isToMany: Bool
    /// Whether the value can be empty (an array or an optional).
    let isOptional: Bool
    let make: ([any PersistentModel]) -> Any
    let models: (Any) -> [any PersistentModel]
}

protocol ModelArray {
    static var modelType: any PersistentModel.Type { get }
    static func make(_ models: [any PersistentModel]) -> Any
    var models: [any PersistentModel] { get }
}

extension Array: ModelArray where Element: PersistentModel {
    static var modelType: any PersistentModel.Type { Element.self }
    static func make(_ models: [any PersistentModel]) -> Any { models.compactMap { $0 as? Element } }
    var models: [any PersistentModel] { self }
}

protocol OptionalModel {
    static var modelType: any PersistentModel.Type { get }
    static func make(_ model: (any PersistentModel)?) -> Any
    var models: [any PersistentModel] { get }
}

extension Optional: OptionalModel where Wrapped: PersistentModel {
    static var modelType: any PersistentModel.Type { Wrapped.self }
    static func make(_ model: (any PersistentModel)?) -> Any { model as? Wrapped as Any }
    var models: [any PersistentModel] { map { [$0] } ?? [] }
}
