import Foundation
import WidgetWire

/// One message between the runtime and a bundle's worker process, on the socket they share.
///
/// On the wire: a 4-byte little-endian length of what follows, a 1-byte kind, an 8-byte little-endian
/// id, then the payload. The payloads are the same WidgetWire messages the in-process boundary
/// carries; the frame only says which conversation each belongs to.
public struct WorkerFrame: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        /// Runtime → worker: a bundle request; `id` is the runtime's token for its reply.
        case request = 1
        /// Worker → runtime: the reply to the request with this `id`.
        case reply = 2
        /// Worker → runtime: a host-service call from the bundle; `id` is the worker's token.
        case hostCall = 3
        /// Runtime → worker: the answer to the host-service call with this `id`.
        case hostReply = 4
        /// Worker → runtime: a log line; `id` is its WIDGET_LOG_* level.
        case log = 5
        /// Worker → runtime: the library is open and its entry point accepted the ABI; the payload is
        /// the ``WorkerFence`` the worker runs under.
        case ready = 6
        /// Worker → runtime: the library could not be started; the payload is a ``LibraryStartFailure``.
        case startFailed = 7
        /// Runtime → worker: the runtime's defaults changed since the worker's last request (by an app,
        /// another bundle or this one): suites kept in the worker are read again before the next.
        case defaultsChanged = 8
        /// Worker → runtime: a host-service message that wants no answer (a defaults write, a
        /// reload), performed in order with the calls.
        case hostSend = 9
    }

    public var kind: Kind
    public var id: UInt64
    public var payload: [UInt8]

    public init(_ kind: Kind, id: UInt64 = 0, payload: [UInt8] = []) {
        self.kind = kind
        self.id = id
        self.payload = payload
    }

    /// Bytes before the payload: length, kind, id.
    public static let headerSize = 13
    /// The largest frame either side accepts; a peer that sends more is broken or hostile.
    public static let maximumSize = 64 << 20

    /// The frame as bytes to write.
    public var encoded: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.headerSize + payload.count)
        withUnsafeBytes(of: UInt32(9 + payload.count).littleEndian) { bytes.append(contentsOf: $0) }
        bytes.append(kind.rawValue)
        withUnsafeBytes(of: id.littleEndian) { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: payload)
        return bytes
    }
}

/// What a worker is started with: the library to open and the fence to put up before opening it.
public struct WorkerLaunch: Sendable, Equatable {
    /// The bundle's identifier, for messages.
    public var identifier: String
    /// The library's path.
    public var library: String
    /// Folders and files the worker may read (and map as code), beside the system's.
    public var readable: [String]
    /// Folders the worker may read and write: its private folder and its entitled group containers.
    public var writable: [String]
    /// Whether the bundle may open internet sockets (its `network` entitlement).
    public var network: Bool
    /// The app groups granted to the bundle, whose suites Foundation's `UserDefaults` reaches too.
    public var appGroups: [String]
    public var limits: WorkerLimits
    /// The runtime's process id: a worker whose parent is already another process exits at once.
    public var parent: Int
    /// For a declarative bundle (whose `library` is its `Info.json`): the manifest's `declarative`
    /// section, and the path of each library it names that is a file rather than a system soname.
    public var declarative: DeclarativeLaunch?
    /// The bundle's folder, which the worker makes Foundation's main bundle (`Bundle.main`, its
    /// `Resources/`); empty for none.
    public var folder: String
    /// The runtime's languages, most wanted first (`fr-CA`, `fr`): the main bundle's localization is
    /// the first of them it has.
    public var languages: [String]

    /// What a worker serves a declarative bundle from.
    public struct DeclarativeLaunch: Sendable, Equatable {
        public var section: JSON
        public var libraries: [String: String]

        public init(section: JSON, libraries: [String: String]) {
            self.section = section
            self.libraries = libraries
        }
    }

    public init(
        identifier: String, library: String, readable: [String], writable: [String], network: Bool, appGroups: [String] = [],
        limits: WorkerLimits, parent: Int, declarative: DeclarativeLaunch? = nil, folder: String = "", languages: [String] = []
    ) {
        self.identifier = identifier
        self.folder = folder
        self.languages = languages
        self.appGroups = appGroups
        self.declarative = declarative
        self.library = library
        self.readable = readable
        self.writable = writable
        self.network = network
        self.limits = limits
        self.parent = parent
    }
}

/// Resource limits of one worker (setrlimit). nil: the inherited limit.
public struct WorkerLimits: Sendable, Equatable, Hashable {
    /// Address space, in bytes (RLIMIT_AS).
    public var memory: Int?
    /// Processor time, in seconds (RLIMIT_CPU).
    public var cpuSeconds: Int?
    /// Open file descriptors (RLIMIT_NOFILE).
    public var openFiles: Int?
    /// The largest file it may write, in bytes (RLIMIT_FSIZE).
    public var fileSize: Int?
    /// Processes and threads together (RLIMIT_NPROC); counted per worker where it has a user namespace
    /// of its own, otherwise across all of the user's processes.
    public var processes: Int?
    /// The disk space its private folder may take, in bytes (checked by the runtime).
    public var folderSize: Int?
    /// The files and folders its private folder may hold (checked by the runtime).
    public var folderFiles: Int?

    public init(
        memory: Int? = nil, cpuSeconds: Int? = nil, openFiles: Int? = nil, fileSize: Int? = nil, processes: Int? = nil,
        folderSize: Int? = nil, folderFiles: Int? = nil
    ) {
        self.memory = memory
        self.cpuSeconds = cpuSeconds
        self.openFiles = openFiles
        self.fileSize = fileSize
        self.processes = processes
        self.folderSize = folderSize
        self.folderFiles = folderFiles
    }

    /// The limits every worker gets unless runtime.json or the manifest says otherwise.
    public static let standard = WorkerLimits(
        memory: 4 << 30, cpuSeconds: 3600, openFiles: 256, fileSize: 256 << 20, processes: 256, folderSize: 512 << 20,
        folderFiles: 10_000)

    /// These limits, each replaced where `other` sets one.
    public func overridden(by other: WorkerLimits) -> WorkerLimits {
        WorkerLimits(
            memory: other.memory ?? memory, cpuSeconds: other.cpuSeconds ?? cpuSeconds, openFiles: other.openFiles ?? openFiles,
            fileSize: other.fileSize ?? fileSize, processes: other.processes ?? processes,
            folderSize: other.folderSize ?? folderSize, folderFiles: other.folderFiles ?? folderFiles)
    }

    /// These limits, each lowered where `other` sets a lower one and never raised: what a bundle's
    /// manifest may do to the limits runtime.json sets.
    public func lowered(by other: WorkerLimits) -> WorkerLimits {
        func lower(_ own: Int?, _ asked: Int?) -> Int? {
            guard let asked else { return own }
            return own.map { min($0, asked) } ?? asked
        }
        return WorkerLimits(
            memory: lower(memory, other.memory), cpuSeconds: lower(cpuSeconds, other.cpuSeconds),
            openFiles: lower(openFiles, other.openFiles), fileSize: lower(fileSize, other.fileSize),
            processes: lower(processes, other.processes), folderSize: lower(folderSize, other.folderSize),
            folderFiles: lower(folderFiles, other.folderFiles))
    }

    /// The names of the fields, as `runtime.json` and `Info.json` spell them.
    public static let fields = ["memoryMB", "cpuSeconds", "openFiles", "fileSizeMB", "processes", "privateFolderMB", "privateFolderFiles"]
}

/// Why a bundle's library could not be started, in a worker or in the runtime's process.
public struct LibraryStartFailure: Error, Sendable, Equatable {
    /// A WidgetRuntimeError code name.
    public var code: String
    public var message: String
    public var fix: String?

    public init(code: String, message: String, fix: String? = nil) {
        self.code = code
        self.message = message
        self.fix = fix
    }
}

extension WorkerLimits: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        if let unknown = fields.members.map(\.key).first(where: { !Self.fields.contains($0) }) {
            throw WireError(
                .malformedMessage,
                "unknown field '\(fields.path.isEmpty ? unknown : "\(fields.path).\(unknown)")'; limits are \(Self.fields.joined(separator: ", "))")
        }
        func positive(_ key: String, scale: Int = 1) throws(WireError) -> Int? {
            guard let value = try fields.optional(key, as: Int.self) else { return nil }
            guard value > 0 else { throw WireError(.malformedMessage, "field '\(fields.path).\(key)' must be a whole number above 0") }
            return value * scale
        }
        self.init(
            memory: try positive("memoryMB", scale: 1 << 20), cpuSeconds: try positive("cpuSeconds"),
            openFiles: try positive("openFiles"), fileSize: try positive("fileSizeMB", scale: 1 << 20),
            processes: try positive("processes"), folderSize: try positive("privateFolderMB", scale: 1 << 20),
            folderFiles: try positive("privateFolderFiles"))
    }

    public var json: JSON {
        .fields([
            "memoryMB": memory.map { .number(Double($0 >> 20)) }, "cpuSeconds": cpuSeconds.map { .number(Double($0)) },
            "openFiles": openFiles.map { .number(Double($0)) }, "fileSizeMB": fileSize.map { .number(Double($0 >> 20)) },
            "processes": processes.map { .number(Double($0)) },
            "privateFolderMB": folderSize.map { .number(Double($0 >> 20)) }, "privateFolderFiles": folderFiles.map { .number(Double($0)) },
        ])
    }
}

extension WorkerLaunch: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(
            identifier: try fields.required("identifier"), library: try fields.required("library"),
            readable: try fields.required("readable"), writable: try fields.required("writable"),
            network: try fields.required("network"), appGroups: try fields.optional("appGroups") ?? [], limits: try fields.required("limits"),
            parent: try fields.required("parent"),
            declarative: try fields.optional("declarative").map { (json: JSON) throws(WireError) in
                let declarative = try JSONFields(json, at: "declarative")
                var libraries: [String: String] = [:]
                for (name, path) in try JSONFields(declarative["libraries"] ?? .object([]), at: "declarative.libraries").members {
                    libraries[name] = try String(json: path, at: "declarative.libraries.\(name)")
                }
                return DeclarativeLaunch(section: declarative["section"] ?? .null, libraries: libraries)
            },
            folder: try fields.optional("folder") ?? "", languages: try fields.optional("languages") ?? [])
    }

    public var json: JSON {
        .fields([
            "identifier": .string(identifier), "library": .string(library), "readable": readable.json,
            "writable": writable.json, "network": .bool(network), "appGroups": appGroups.json, "limits": limits.json,
            "parent": .number(Double(parent)), "folder": .string(folder), "languages": languages.json,
            "declarative": declarative.map { declarative in
                .fields([
                    "section": declarative.section,
                    "libraries": .object(declarative.libraries.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }),
                ])
            },
        ])
    }
}

extension LibraryStartFailure {
    /// The dynamic loader refused the file.
    public static func unloadable(_ loaderMessage: String) -> LibraryStartFailure {
        LibraryStartFailure(
            code: "libraryUnloadable", message: "cannot be loaded as a shared library: \(loaderMessage)",
            fix: "rebuild it as a shared library for this machine (a SwiftPM .library(type: .dynamic) product)")
    }

    /// The library has no entry point.
    public static func missingEntrySymbol(_ symbol: String) -> LibraryStartFailure {
        LibraryStartFailure(
            code: "missingEntrySymbol", message: "the library does not export '\(symbol)'",
            fix: "a Swift bundle depends on WidgetSDK and marks its WidgetBundle type @main; a C bundle exports \(symbol) from widget_abi.h")
    }

    /// The entry point refused the runtime's ABI version.
    public static func incompatibleABI(_ version: Int) -> LibraryStartFailure {
        LibraryStartFailure(
            code: "incompatibleABI", message: "the library's entry point refused this runtime's ABI version \(version)",
            fix: "rebuild the bundle against this runtime's WidgetSDK")
    }
}

extension LibraryStartFailure: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        self.init(code: try fields.required("code"), message: try fields.required("message"), fix: try fields.optional("fix"))
    }

    public var json: JSON { .fields(["code": .string(code), "message": .string(message), "fix": fix.map(JSON.string)]) }
}
