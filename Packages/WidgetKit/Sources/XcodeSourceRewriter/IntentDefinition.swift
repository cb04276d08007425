import Foundation

/// A SiriKit intent definition (`.intentdefinition`, a property list), and the Swift Xcode generates
/// from it: an `INIntent` subclass per intent (`SelectCityIntent`) with a property per parameter, an
/// `INObject` subclass per custom type, an `Int` enum per enum. The classes carry no SiriKit behaviour:
/// a widget's provider reads the parameters, which are unset here (no one configures them).
struct IntentDefinition {
    let plist: [String: Any]
    let file: URL

    init(contentsOf file: URL) throws {
        self.file = file
        let data = try Data(contentsOf: file)
        guard let plist = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
            throw CocoaError(.propertyListReadCorrupt, userInfo: [NSFilePathErrorKey: file.path])
        }
        self.plist = plist
    }

    /// Properties every `INObject` has already.
    static let objectProperties: Set<String> = ["identifier", "displayString", "pronunciationHint", "alternativeSpeakableMatches", "subtitleString", "displayImage"]

    var swiftSource: String {
        var lines = ["// Generated from \(file.lastPathComponent), as Xcode generates it.", "import Foundation", "import Intents", ""]
        for enumeration in plist["INEnums"] as? [[String: Any]] ?? [] {
            guard let name = Self.identifier(enumeration["INEnumName"]) else { continue }
            lines.append("public enum \(name): Int, Sendable, CaseIterable {")
            for (offset, value) in (enumeration["INEnumValues"] as? [[String: Any]] ?? []).enumerated() {
                guard let caseName = Self.identifier(value["INEnumValueName"]) else { continue }
                lines.append("    case `\(caseName)` = \((value["INEnumValueIndex"] as? Int) ?? offset)")
            }
            lines += ["}", ""]
        }
        for type in plist["INTypes"] as? [[String: Any]] ?? [] {
            guard let name = Self.identifier(type["INTypeName"]) else { continue }
            lines.append("public class \(name): INObject, @unchecked Sendable {")
            for property in type["INTypeProperties"] as? [[String: Any]] ?? [] {
                guard let propertyName = Self.identifier(property["INTypePropertyName"]), !Self.objectProperties.contains(propertyName) else { continue }
                let swiftType = Self.swiftType(
                    property["INTypePropertyType"] as? String, object: property["INTypePropertyObjectType"], enumeration: property["INTypePropertyEnumType"],
                    multiple: property["INTypePropertySupportsMultipleValues"] as? Bool ?? false)
                lines.append("    public var `\(propertyName)`: \(swiftType)")
            }
            lines += ["}", ""]
        }
        for intent in plist["INIntents"] as? [[String: Any]] ?? [] {
            guard let name = Self.identifier(intent["INIntentName"]) else { continue }
            lines.append("public class \(name)Intent: INIntent, @unchecked Sendable {")
            for parameter in intent["INIntentParameters"] as? [[String: Any]] ?? [] {
                guard let parameterName = Self.identifier(parameter["INIntentParameterName"]) else { continue }
                let swiftType = Self.swiftType(
                    parameter["INIntentParameterType"] as? String, object: parameter["INIntentParameterObjectType"],
                    enumeration: parameter["INIntentParameterEnumType"], multiple: parameter["INIntentParameterSupportsMultipleValues"] as? Bool ?? false)
                lines.append("    public var `\(parameterName)`: \(swiftType)")
            }
            lines += ["}", ""]
        }
        return lines.joined(separator: "\n")
    }

    /// The type Xcode gives a parameter or property, with its initial value: numbers and booleans are
    /// `NSNumber`s, an enum's value its case (`.unknown` until set), others optional.
    static func swiftType(_ type: String?, object: Any?, enumeration: Any?, multiple: Bool) -> String {
        if let enumeration = identifier(enumeration) {
            return multiple ? "[NSNumber]? = nil" : "\(enumeration) = \(enumeration)(rawValue: 0) ?? \(enumeration).allCases[0]"
        }
        let base: String
        switch type {
        case "String": base = "String"
        case "Integer", "Boolean", "Decimal", "Number", "Double": base = "NSNumber"
        case "Object": base = identifier(object) ?? "INObject"
        case "Date", "DateComponents": base = "DateComponents"
        case "URL": base = "URL"
        case "Duration": base = "NSNumber"
        default: base = "INObject"
        }
        return multiple ? "[\(base)]? = nil" : "\(base)? = nil"
    }

    /// A Swift identifier from the definition, or nil for anything else.
    static func identifier(_ value: Any?) -> String? {
        guard let name = value as? String, let first = name.first, first.isLetter || first == "_",
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return name
    }
}
