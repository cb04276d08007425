import ArgumentParser
import Foundation
import WidgetRuntime
import WidgetWire

/// How the command line's text becomes a typed value.
enum ValueType: String, ExpressibleByArgument, CaseIterable {
    case int, bool, double, string, date, data, json

    func parse(_ text: String, key: String) throws -> PropertyListValue {
        func invalid(_ expected: String) -> ValidationError {
            ValidationError("the value of '\(key)' is '\(text)', not \(expected)")
        }
        switch self {
        case .string: return .string(text)
        case .int:
            guard let value = Int(text) else { throw invalid("a whole number") }
            return .int(value)
        case .double:
            guard let value = Double(text) else { throw invalid("a number") }
            return .double(value)
        case .bool:
            guard let value = SettingText.bool(text) else { throw invalid(SettingText.boolChoices) }
            return .bool(value)
        case .date:
            if let seconds = Double(text) { return .date(Date(timeIntervalSince1970: seconds)) }
            guard let date = try? Date(text, strategy: .iso8601) else { throw invalid("an ISO 8601 date or seconds since 1970") }
            return .date(date)
        case .data:
            guard let data = Data(base64Encoded: text) else { throw invalid("base64 text") }
            return .data(data)
        case .json:
            let json: JSON
            do { json = try JSON(parsing: text) } catch { throw ValidationError("the value of '\(key)' is not JSON: \(error.message)") }
            guard let value = Self.propertyList(json) else { throw invalid("JSON without null") }
            return value
        }
    }

    /// JSON as a property list: whole numbers become ints, objects dictionaries; null has no counterpart.
    static func propertyList(_ json: JSON) -> PropertyListValue? {
        switch json {
        case .null: return nil
        case .bool(let value): return .bool(value)
        case .number(let value): return Int(exactly: value).map(PropertyListValue.int) ?? .double(value)
        case .string(let value): return .string(value)
        case .array(let values):
            let elements = values.compactMap(propertyList)
            return elements.count == values.count ? .array(elements) : nil
        case .object(let members):
            let values = members.compactMap { member in propertyList(member.value).map { (member.key, $0) } }
            return values.count == members.count ? .dictionary(values) : nil
        }
    }
}
