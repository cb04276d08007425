import Foundation
import WidgetSDK

/// Apple's unified-logging `Logger` (os's, which comes with WidgetKit here: there is no `os` module on
/// Linux), writing to the runtime's log under the bundle's name (or to
/// standard error outside the runtime), each line prefixed with its subsystem and category.
///
/// Interpolated values marked `.private` or `.sensitive` are written as `<private>`; the others,
/// `.auto` included, are written as they are (Apple hides `.auto` strings outside a debugger).
public struct Logger: Sendable {
    let prefix: String

    public init(subsystem: String, category: String) { prefix = "[\(subsystem):\(category)] " }
    public init(_ log: OSLog) { prefix = log.prefix }
    public init() { prefix = "" }

    public func log(level: OSLogType = .default, _ message: OSLogMessage) { write(level, message) }
    public func log(_ message: OSLogMessage) { write(.default, message) }
    public func trace(_ message: OSLogMessage) { write(.debug, message) }
    public func debug(_ message: OSLogMessage) { write(.debug, message) }
    public func info(_ message: OSLogMessage) { write(.info, message) }
    public func notice(_ message: OSLogMessage) { write(.default, message) }
    public func warning(_ message: OSLogMessage) { write(.error, message, warning: true) }
    public func error(_ message: OSLogMessage) { write(.error, message) }
    public func critical(_ message: OSLogMessage) { write(.fault, message) }
    public func fault(_ message: OSLogMessage) { write(.fault, message) }

    private func write(_ type: OSLogType, _ message: OSLogMessage, warning: Bool = false) {
        _RuntimeLog.write(warning ? .warning : type.level, prefix + message.text)
    }
}

/// A log's subsystem and category, for `os_log` and `Logger(_:)`.
public final class OSLog: Sendable {
    let prefix: String
    public init(subsystem: String, category: String) { prefix = "[\(subsystem):\(category)] " }
    private init() { prefix = "" }
    public static let `default` = OSLog()
    public static let disabled = OSLog()
}

/// How important a log message is.
public struct OSLogType: Sendable, Hashable {
    let level: _RuntimeLog.Level
    public static let `default` = OSLogType(level: .notice)
    public static let info = OSLogType(level: .info)
    public static let debug = OSLogType(level: .debug)
    public static let error = OSLogType(level: .error)
    public static let fault = OSLogType(level: .error)
}

/// Whether an interpolated value may be written to the log as it is.
public struct OSLogPrivacy: Sendable, Hashable {
    let hidden: Bool
    public static let `public` = OSLogPrivacy(hidden: false)
    public static let auto = OSLogPrivacy(hidden: false)
    public static let `private` = OSLogPrivacy(hidden: true)
    public static let sensitive = OSLogPrivacy(hidden: true)
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .sensitive }
    public static func auto(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .auto }

    public struct Mask: Sendable, Hashable {
        public static let hash = Mask()
        public static let none = Mask()
    }
}

/// How an interpolated floating-point value is written.
public struct OSLogFloatFormatting: Sendable {
    let precision: Int?
    public static let fixed = OSLogFloatFormatting(precision: 6)
    public static func fixed(precision: Int) -> OSLogFloatFormatting { OSLogFloatFormatting(precision: precision) }
    public static let exponential = OSLogFloatFormatting(precision: nil)
    public static let hybrid = OSLogFloatFormatting(precision: nil)
}

/// How an interpolated integer is written.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    public static let decimal = OSLogIntegerFormatting(radix: 10)
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .decimal }
    public static let hex = OSLogIntegerFormatting(radix: 16)
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0)
        -> OSLogIntegerFormatting { .hex }
    public static let octal = OSLogIntegerFormatting(radix: 8)
}

/// A log message: a literal with interpolated values, each with its privacy and format.
public struct OSLogMessage: _InterpolatedText, Sendable {
    let text: String

    public init(_ text: String) { self.text = text }

    public struct StringInterpolation: _TextInterpolation {
        public var text = ""

        public init() {}

        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto) {
            text += privacy.hidden ? "<private>" : String(describing: value())
        }

        public mutating func appendInterpolation<T: BinaryFloatingPoint>(
            _ value: @autoclosure () -> T, format: OSLogFloatFormatting, privacy: OSLogPrivacy = .auto
        ) {
            guard !privacy.hidden else { return text += "<private>" }
            text += format.precision.map { String(format: "%.\($0)f", Double(value())) } ?? "\(Double(value()))"
        }

        public mutating func appendInterpolation<T: BinaryInteger>(
            _ value: @autoclosure () -> T, format: OSLogIntegerFormatting, privacy: OSLogPrivacy = .auto
        ) {
            text += privacy.hidden ? "<private>" : String(value(), radix: format.radix)
        }
    }
}

/// The older logging call: a format with `%@`, `%d`, … filled from the arguments.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ arguments: any CVarArg...) {
    let text = String(format: message.description, arguments: arguments)
    _RuntimeLog.write(type.level, log.prefix + text)
}
