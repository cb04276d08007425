import Foundation

/// The type of an attribute's values, with the names Xcode's model editor writes.
public enum NSAttributeType: UInt, Sendable {
    case undefinedAttributeType = 0
    case integer16AttributeType = 100
    case integer32AttributeType = 200
    case integer64AttributeType = 300
    case decimalAttributeType = 400
    case doubleAttributeType = 500
    case floatAttributeType = 600
    case stringAttributeType = 700
    case booleanAttributeType = 800
    case dateAttributeType = 900
    case binaryDataAttributeType = 1000
    case uuidAttributeType = 1100
    case uriAttributeType = 1200
    case transformableAttributeType = 1800
    case objectIDAttributeType = 2000

    /// The type Xcode's `attributeType="Integer 16"` names.
    init(modelName: String) {
        switch modelName {
        case "Integer 16": self = .integer16AttributeType
        case "Integer 32": self = .integer32AttributeType
        case "Integer 64": self = .integer64AttributeType
        case "Decimal": self = .decimalAttributeType
        case "Double": self = .doubleAttributeType
        case "Float": self = .floatAttributeType
        case "String": self = .stringAttributeType
        case "Boolean": self = .booleanAttributeType
        case "Date": self = .dateAttributeType
        case "Binary": self = .binaryDataAttributeType
        case "UUID": self = .uuidAttributeType
        case "URI": self = .uriAttributeType
        case "Transformable": self = .transformableAttributeType
        case "Object ID": self = .objectIDAttributeType
        default: self = .undefinedAttributeType
        }
    }

    var modelName: String {
        switch self {
        case .integer16AttributeType: "Integer 16"
        case .integer32AttributeType: "Integer 32"
        case .integer64AttributeType: "Integer 64"
        case .decimalAttributeType: "Decimal"
        case .doubleAttributeType: "Double"
        case .floatAttributeType: "Float"
        case .stringAttributeType: "String"
        case .booleanAttributeType: "Boolean"
        case .dateAttributeType: "Date"
        case .binaryDataAttributeType: "Binary"
        case .uuidAttributeType: "UUID"
        case .uriAttributeType: "URI"
        case .transformableAttributeType: "Transformable"
        case .objectIDAttributeType: "Object ID"
        case .undefinedAttributeType: "Undefined"
        }
    }

    /// The column type SQLite keeps the values in.
    var columnType: String {
        switch self {
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType, .booleanAttributeType: "INTEGER"
        case .doubleAttributeType, .floatAttributeType, .dateAttributeType: "REAL"
        case .binaryDataAttributeType, .transformableAttributeType: "BLOB"
        default: "TEXT"
        }
    }
}
