/// An error that crosses the plugin boundary: a stable code and a message meant for people.
public struct WireError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure this is. New codes may be added; treat unknown ones as `.failed`.
    public struct Code: RawRepresentable, Sendable, Hashable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The message's version or type is one the receiver does not speak.
        public static let unsupportedMessage = Code(rawValue: "unsupportedMessage")
        /// The message could not be decoded.
        public static let malformedMessage = Code(rawValue: "malformedMessage")
        /// The request named a widget kind the bundle does not have.
        public static let unknownKind = Code(rawValue: "unknownKind")
        /// The bundle has no `@main` type conforming to `WidgetBundle`.
        public static let noWidgetBundle = Code(rawValue: "noWidgetBundle")
        /// A widget's configuration names something the plugin no longer has (a deleted entity).
        public static let needsConfiguration = Code(rawValue: "needsConfiguration")
        /// A value given for an intent's parameter is not one it takes (a name it lacks, a wrong type).
        public static let invalidParameter = Code(rawValue: "invalidParameter")
        /// Something else went wrong; the message says what.
        public static let failed = Code(rawValue: "failed")

        // A host service's refusal carries the runtime's own code (`notEntitled`, `invalidSuiteName`,
        // `invalidKey`, `valueTooLarge`, `storeFull`, `storeUnavailable` …), so a plugin can tell them apart.
    }

    public var code: Code
    public var message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}

extension WireError: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(Code(rawValue: try fields.required("code")), try fields.required("message"))
    }

    public var json: JSON { .fields(["code": .string(code.rawValue), "message": .string(message)]) }
}
