import Foundation
import WidgetWire

/// The instances of a runtime home, kept in `state/instances.json`.
///
/// Every change to the file is made under its lock, on the list as the file has it then, and written
/// whole to a temporary file that is renamed over it (owner-only), so concurrent changes from several
/// processes all land and a reader never sees half a list. Ids are never reused: the file remembers the
/// last number given to each kind.
public struct InstanceList: Sendable {
    public let file: URL
    public private(set) var instances: [WidgetInstance]
    /// The last number given to an id of each stem (`counter` for `counter-3`).
    private var lastNumbers: [String: Int] = [:]

    init(file: URL, instances: [WidgetInstance], lastNumbers: [String: Int] = [:]) {
        self.file = file
        self.instances = instances
        self.lastNumbers = lastNumbers
    }

    /// Reads the list; a home that has none yet starts with `runtime.json`'s `instances`, resolved
    /// against the loaded bundles (those that do not resolve are reported and left out).
    public static func load(home: RuntimeHome, bundles: LoadReport) throws(WidgetRuntimeError) -> (InstanceList, [WidgetRuntimeError]) {
        let file = home.stateDirectory.appending(path: "instances.json")
        if let list = try read(file) { return (list, []) }
        var list = InstanceList(file: file, instances: [])
        var problems: [WidgetRuntimeError] = []
        for wanted in home.configuration.instances {
            do throws(WidgetRuntimeError) {
                _ = try list.add(kind: wanted.kind, family: wanted.family, bundles: bundles)
            } catch {
                problems.append(error)
            }
        }
        return (list, problems)
    }

    /// The list in `file`, or nil when there is none.
    private static func read(_ file: URL) throws(WidgetRuntimeError) -> InstanceList? {
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        do {
            let json = try JSON(parsing: data)
            // The first form of the file was the list alone.
            if case .array = json { return InstanceList(file: file, instances: try [WidgetInstance](json: json, at: "")) }
            let fields = try JSONFields(json, at: "")
            var lastNumbers: [String: Int] = [:]
            for member in try fields.optional("lastNumbers", as: JSON.self).map({ json throws(WireError) in try JSONFields(json, at: "lastNumbers").members }) ?? [] {
                lastNumbers[member.key] = try Int(json: member.value, at: "lastNumbers.\(member.key)")
            }
            return InstanceList(file: file, instances: try fields.required("instances"), lastNumbers: lastNumbers)
        } catch {
            throw WidgetRuntimeError(
                .configurationInvalid, at: file.path, "the instance list is unreadable: \(error.message)",
                fix: "correct or remove the file (removing it starts again from runtime.json's instances)")
        }
    }

    /// Changes the list as the file has it now, under the file's lock, and writes it; this value
    /// becomes the list written (with what other processes changed meanwhile). With no file yet, the
    /// change applies to this value. Returns what `change` returns.
    public mutating func update<Result>(
        _ change: (inout InstanceList) throws(WidgetRuntimeError) -> Result
    ) throws(WidgetRuntimeError) -> Result {
        let missing = self
        let file = file
        let (updated, result) = try StateFile.locked(file) { () throws(WidgetRuntimeError) -> (InstanceList, Result) in
            var list = try Self.read(file) ?? missing
            let result = try change(&list)
            try StateFile.write(list.fileJSON.prettyPrinted, to: file)
            return (list, result)
        }
        self = updated
        return result
    }

    private var fileJSON: JSON {
        .fields([
            "version": .number(2), "instances": instances.json,
            "lastNumbers": .object(lastNumbers.sorted { $0.key < $1.key }.map { ($0.key, .number(Double($0.value))) }),
        ])
    }

    /// Adds an instance of a kind, checking the kind exists and supports the family; returns it.
    public mutating func add(kind name: String, family: WidgetFamily?, bundles: LoadReport) throws(WidgetRuntimeError) -> WidgetInstance {
        let (bundle, kind) = try bundles.resolve(name)
        let family = family ?? kind.defaultFamily
        guard kind.supportedFamilies.contains(family) else {
            throw WidgetRuntimeError(
                .unsupportedFamily, at: "\(bundle.identifier)/\(kind.kind)", "does not support the \(family.shortName) family",
                fix: "use --family " + kind.supportedFamilies.map(\.shortName).joined(separator: ", or "))
        }
        let stem = kind.kind.lowercased().filter { $0.isLetter || $0.isNumber }
        let highest = instances.compactMap { instance -> Int? in
            guard instance.id.rawValue.hasPrefix("\(stem)-") else { return nil }
            return Int(instance.id.rawValue.dropFirst(stem.count + 1))
        }.max() ?? 0
        let number = max(highest, lastNumbers[stem] ?? 0) + 1
        lastNumbers[stem] = number
        let id = InstanceID("\(stem)-\(number)")
        let instance = WidgetInstance(id: id, bundle: bundle.identifier, kind: kind.kind, family: family)
        instances.append(instance)
        return instance
    }

    /// Changes an instance's family to another its kind supports; returns the changed instance.
    public mutating func setFamily(_ family: WidgetFamily, of id: InstanceID, bundles: LoadReport) throws(WidgetRuntimeError) -> WidgetInstance {
        guard let index = instances.firstIndex(where: { $0.id == id }) else { throw unknown(id) }
        let (bundle, kind) = try bundles.resolve(instances[index])
        guard kind.supportedFamilies.contains(family) else {
            throw WidgetRuntimeError(
                .unsupportedFamily, at: "\(bundle.identifier)/\(kind.kind)", "does not support the \(family.shortName) family",
                fix: "use " + kind.supportedFamilies.map(\.shortName).joined(separator: ", or "))
        }
        instances[index].family = family
        return instances[index]
    }

    /// Removes every instance of a bundle from the home's list, if it has one (a home without one has
    /// only runtime.json's, which stay); returns the ids removed.
    public static func removeInstances(ofBundle identifier: String, home: RuntimeHome) throws(WidgetRuntimeError) -> [InstanceID] {
        let file = home.stateDirectory.appending(path: "instances.json")
        guard var list = try read(file) else { return [] }
        return try list.update { (list: inout InstanceList) throws(WidgetRuntimeError) in
            let removed = list.instances.filter { $0.bundle == identifier }.map(\.id)
            list.instances.removeAll { $0.bundle == identifier }
            return removed
        }
    }

    /// Removes an instance; the error lists the ids there are.
    public mutating func remove(_ id: InstanceID) throws(WidgetRuntimeError) -> WidgetInstance {
        guard let index = instances.firstIndex(where: { $0.id == id }) else { throw unknown(id) }
        return instances.remove(at: index)
    }

    /// The error for an id no instance has: the ids there are, or the widgets of a kind named by mistake.
    func unknown(_ id: InstanceID) -> WidgetRuntimeError {
        // A kind's name where an instance id goes: the instances of that kind are what was meant.
        let ofKind = instances.filter { $0.kind.caseInsensitiveCompare(id.rawValue) == .orderedSame }.map(\.id.rawValue)
        let fix: String
        if !ofKind.isEmpty {
            fix = "'\(id.rawValue)' is a kind; its widgets are \(ofKind.joined(separator: ", ")); use one of those ids"
        } else if instances.isEmpty {
            fix = "there are none; add one with `widgets instances add KIND`"
        } else {
            fix = "use one of: \(instances.map(\.id.rawValue).joined(separator: ", ")) (a kind gets one with `widgets instances add KIND`)"
        }
        return WidgetRuntimeError(.unknownInstance, at: id.rawValue, "no widget instance has this id", fix: fix)
    }

    /// The instance with an id; the error lists the ids there are.
    public func instance(_ id: InstanceID) throws(WidgetRuntimeError) -> WidgetInstance {
        guard let instance = instances.first(where: { $0.id == id }) else { throw unknown(id) }
        return instance
    }

    /// An instance's configuration with `name=value` settings applied, checked against its kind's
    /// configuration intent and, for entities, by the plugin's query. Changes nothing.
    public func configuration(
        of id: InstanceID, with settings: [String], bundles: LoadReport
    ) async throws(WidgetRuntimeError) -> JSON {
        let current = try instance(id)
        let (bundle, kind) = try bundles.resolve(current)
        let form = try IntentConfiguration(kind: kind, location: id.rawValue)
        let configuration = try form.applying(settings, to: current.configuration)
        if let missing = form.missing(in: configuration).first {
            throw WidgetRuntimeError(
                .invalidParameter, at: "\(id.rawValue) \(missing.name)", "\(missing.title) is required and has no value",
                fix: "set it too: \(missing.name)=\(missing.cases.first?.value ?? "VALUE")")
        }
        if form.schema.parameters.contains(where: { $0.type == "entity" }) {
            do {
                try await bundle.checkConfiguration(kind: kind.kind, configuration: configuration)
            } catch {
                throw WidgetRuntimeError(
                    .invalidParameter, at: id.rawValue, error.message.replacingOccurrences(of: "checkConfiguration failed: ", with: ""),
                    fix: "`widgets options \(id.rawValue) PARAMETER` lists the choices")
            }
        }
        return configuration
    }

    /// Applies `name=value` settings to an instance's configuration, checked as
    /// ``configuration(of:with:bundles:)`` does; returns the changed instance.
    public mutating func configure(_ id: InstanceID, settings: [String], bundles: LoadReport) async throws(WidgetRuntimeError) -> WidgetInstance {
        try setConfiguration(try await configuration(of: id, with: settings, bundles: bundles), of: id)
    }

    /// Stores an instance's configuration; returns the changed instance.
    public mutating func setConfiguration(_ configuration: JSON, of id: InstanceID) throws(WidgetRuntimeError) -> WidgetInstance {
        guard let index = instances.firstIndex(where: { $0.id == id }) else { throw unknown(id) }
        instances[index].configuration = configuration
        return instances[index]
    }
}

extension KindDescription {
    /// The family a widget of this kind gets when none is asked for: small if it supports it, else its first.
    public var defaultFamily: WidgetFamily {
        supportedFamilies.contains(.systemSmall) ? .systemSmall : supportedFamilies.first ?? .systemSmall
    }
}
