import WidgetWire
import WorkerWire

/// A failure the runtime reports to people: what went wrong, where, and how to fix it.
public struct WidgetRuntimeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure this is; new codes may be added.
    public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        public static let configurationInvalid = Code(rawValue: "configurationInvalid")
        public static let manifestMissing = Code(rawValue: "manifestMissing")
        public static let manifestMalformed = Code(rawValue: "manifestMalformed")
        public static let manifestInvalid = Code(rawValue: "manifestInvalid")
        public static let incompatibleABI = Code(rawValue: "incompatibleABI")
        public static let libraryNotFound = Code(rawValue: "libraryNotFound")
        public static let libraryUnloadable = Code(rawValue: "libraryUnloadable")
        public static let libraryInUse = Code(rawValue: "libraryInUse")
        public static let missingEntrySymbol = Code(rawValue: "missingEntrySymbol")
        /// A declarative bundle's function is not in the library its manifest names.
        public static let missingSymbol = Code(rawValue: "missingSymbol")
        public static let duplicateIdentifier = Code(rawValue: "duplicateIdentifier")
        public static let duplicateKind = Code(rawValue: "duplicateKind")
        public static let pluginFailed = Code(rawValue: "pluginFailed")
        public static let timedOut = Code(rawValue: "timedOut")
        public static let unknownKind = Code(rawValue: "unknownKind")
        /// No loaded bundle has the identifier given.
        public static let unknownBundle = Code(rawValue: "unknownBundle")
        public static let unsupportedFamily = Code(rawValue: "unsupportedFamily")
        public static let storeUnavailable = Code(rawValue: "storeUnavailable")
        public static let storeFull = Code(rawValue: "storeFull")
        public static let invalidSuiteName = Code(rawValue: "invalidSuiteName")
        public static let notEntitled = Code(rawValue: "notEntitled")
        /// No location service answers and runtime.json gives no location.
        public static let locationUnknown = Code(rawValue: "locationUnknown")
        public static let unknownKey = Code(rawValue: "unknownKey")
        /// A defaults key that is empty, too long or holds control characters.
        public static let invalidKey = Code(rawValue: "invalidKey")
        /// A defaults value larger than the limit.
        public static let valueTooLarge = Code(rawValue: "valueTooLarge")
        public static let unknownInstance = Code(rawValue: "unknownInstance")
        public static let alreadyRunning = Code(rawValue: "alreadyRunning")
        public static let notRunning = Code(rawValue: "notRunning")
        public static let controlFailed = Code(rawValue: "controlFailed")
        public static let invalidURL = Code(rawValue: "invalidURL")
        public static let noHandler = Code(rawValue: "noHandler")
        public static let unknownTarget = Code(rawValue: "unknownTarget")
        public static let invalidParameter = Code(rawValue: "invalidParameter")
        public static let notConfigurable = Code(rawValue: "notConfigurable")
        public static let needsConfiguration = Code(rawValue: "needsConfiguration")
        /// A worker process could not be started at all (its executable, a system limit).
        public static let workerFailed = Code(rawValue: "workerFailed")
        /// The bundle's worker died (crashed, exited, exceeded a limit, or was stopped for hanging).
        public static let workerDied = Code(rawValue: "workerDied")
        /// The bundle kept crashing; nothing of it runs until its files change or the quarantine is lifted.
        public static let quarantined = Code(rawValue: "quarantined")
        /// A request was given up before its answer: its widget was removed or the runtime stopped.
        public static let cancelled = Code(rawValue: "cancelled")
        /// Fetching, building or placing a bundle to install failed, or the user said no.
        public static let installFailed = Code(rawValue: "installFailed")
    }

    public var code: Code
    /// The file, bundle or kind the failure is about.
    public var location: String?
    public var message: String
    /// What to do about it.
    public var fix: String?

    public init(_ code: Code, at location: String? = nil, _ message: String, fix: String? = nil) {
        self.code = code
        self.location = location
        self.message = message
        self.fix = fix
    }

    public var description: String {
        var text = location.map { "\($0): \(message)" } ?? message
        if let fix { text += "\n  fix: \(fix)" }
        return text
    }
}

extension WidgetRuntimeError {
    /// Why a library could not start, at its path.
    package init(_ failure: LibraryStartFailure, at path: String) {
        self.init(Code(rawValue: failure.code), at: path, failure.message, fix: failure.fix)
    }
}

extension WidgetRuntimeError {
    /// What a plugin's error reply means to the runtime: its kind, configuration and parameter errors
    /// keep their meaning; a message of another wire version is an incompatible bundle; the rest is
    /// the plugin failing.
    package init(plugin error: WireError, at location: String, _ what: String) {
        switch error.code {
        case .unknownKind: self.init(.unknownKind, at: location, "\(what): \(error.message)")
        case .needsConfiguration: self.init(.needsConfiguration, at: location, "\(what): \(error.message)")
        case .invalidParameter:
            self.init(.invalidParameter, at: location, "\(what): \(error.message)", fix: "see the parameters with `widgets configure ID`")
        case .unsupportedMessage:
            self.init(
                .incompatibleABI, at: location, "\(what): it speaks another version of the boundary: \(error.message)",
                fix: "rebuild the bundle against this runtime's WidgetSDK")
        default: self.init(.pluginFailed, at: location, "\(what): \(error.message)")
        }
    }
}
