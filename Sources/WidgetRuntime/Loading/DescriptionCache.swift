import Foundation
import Logging
import WidgetWire

/// What each bundle said when it was last described, so that loading a bundle whose manifest and
/// library have not changed runs none of its code (WidgetKit likewise keeps the descriptors of widgets
/// it has seen). A bundle that failed to describe itself (it crashed, hung or described widgets the
/// runtime refuses) is remembered with its failure, so no command runs its crash again until its
/// files change.
///
/// Kept in `state/descriptions.json` in the runtime home. An entry is used only when the bundle's
/// `Info.json` is byte for byte the same, its library is the same file with the same size and
/// times, the languages texts are translated into are the same (display names are translated), and
/// so are the app groups and location it was granted (a widget's code may need its group's container
/// to describe itself, and crash without it); anything else describes the bundle again. A cache
/// written with another build of the worker (its executable's stamp differs) is not used: what a
/// bundle's code does can change with it. The file is written whole to a temporary file and
/// renamed, so a reader never sees half of it; a missing, unreadable or corrupt file only means
/// bundles are described again.
struct DescriptionCache: Sendable {
    struct Entry: Sendable {
        var manifest: String
        var library: String
        var stamp: String
        var languages: [String]
        /// The app groups granted it, and `location` if that was granted, sorted.
        var grants: [String]
        var outcome: Result<BundleDescription, WidgetRuntimeError>
    }

    let file: URL
    private(set) var entries: [String: Entry]

    /// The worker executable bundles run in: its file, size and modification time (its status-change
    /// time moves with every link made to it).
    static let workerBuild = LibraryStamp(path: WorkerPlanner.executable).map { "\($0.identity.inode):\($0.size):\($0.modified)" } ?? ""

    /// Reads the cache; a file that cannot be read or parsed is treated as empty.
    init(file: URL, logger: Logger) {
        self.file = file
        entries = [:]
        guard let data = FileManager.default.contents(atPath: file.path) else { return }
        do {
            let json = try JSON(parsing: data)
            guard json["version"] == .number(1), json["worker"] == .string(Self.workerBuild), case .object(let bundles)? = json["bundles"]
            else { return }
            for (identifier, entry) in bundles {
                let fields = try JSONFields(entry, at: identifier)
                let outcome: Result<BundleDescription, WidgetRuntimeError>
                if let failure = try fields.optional("failure", as: JSON.self) {
                    let failure = try JSONFields(failure, at: "\(identifier).failure")
                    outcome = .failure(WidgetRuntimeError(
                        WidgetRuntimeError.Code(rawValue: try failure.required("code")), at: try failure.optional("location"),
                        try failure.required("message"), fix: try failure.optional("fix")))
                } else {
                    outcome = .success(try fields.required("description"))
                }
                entries[identifier] = Entry(
                    manifest: try fields.required("manifest"), library: try fields.required("library"),
                    stamp: try fields.required("stamp"), languages: try fields.optional("languages") ?? [],
                    grants: try fields.optional("grants") ?? [], outcome: outcome)
            }
        } catch {
            logger.notice("ignoring the description cache; bundles will be described again", metadata: [
                "file": "\(file.path)", "problem": "\(error)",
            ])
            entries = [:]
        }
    }

    /// The cached description of a bundle, or why it could not be described, if its manifest and
    /// library are unchanged.
    func outcome(
        of identifier: String, manifest: String, library: String, stamp: LibraryStamp?, languages: [String], grants: [String]
    ) -> Result<BundleDescription, WidgetRuntimeError>? {
        guard let entry = entries[identifier], let stamp, entry.manifest == manifest, entry.library == library,
            entry.stamp == stamp.text, entry.languages == languages, entry.grants == grants
        else { return nil }
        return entry.outcome
    }

    /// Whether a failure to describe a bundle comes from its own code and files, and so happens again
    /// until they change; not when the machine could not start a worker or the runtime gave up.
    static func isLasting(_ failure: WidgetRuntimeError) -> Bool {
        ![.workerFailed, .cancelled, .quarantined].contains(failure.code)
    }

    mutating func record(_ identifier: String, _ entry: Entry) {
        entries[identifier] = entry
    }

    /// Forgets bundles that are gone, so the file does not grow with every bundle ever seen.
    mutating func keepOnly(_ identifiers: Set<String>) {
        entries = entries.filter { identifiers.contains($0.key) }
    }

    /// Writes the cache if the state folder can be made; failing to cache is not an error.
    func save(logger: Logger) {
        let bundles = entries.sorted { $0.key < $1.key }.map { identifier, entry in
            var fields: [(key: String, value: JSON)] = [
                ("manifest", .string(entry.manifest)), ("library", .string(entry.library)), ("stamp", .string(entry.stamp)),
                ("languages", .array(entry.languages.map(JSON.string))), ("grants", .array(entry.grants.map(JSON.string))),
            ]
            switch entry.outcome {
            case .success(let description): fields.append(("description", description.json))
            case .failure(let failure):
                fields.append(("failure", .fields([
                    "code": .string(failure.code.rawValue), "location": failure.location.map(JSON.string),
                    "message": .string(failure.message), "fix": failure.fix.map(JSON.string),
                ])))
            }
            return (key: identifier, value: JSON.object(fields))
        }
        let text = JSON.fields(["version": .number(1), "worker": .string(Self.workerBuild), "bundles": .object(bundles)]).serialized
        do throws(WidgetRuntimeError) {
            try StateFile.write(text, to: file)
        } catch {
            logger.debug("could not write the description cache", metadata: ["file": "\(file.path)", "problem": "\(error)"])
        }
    }
}
