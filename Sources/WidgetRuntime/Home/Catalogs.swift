import Foundation

/// The catalogs a home subscribes to: git repositories of widget manifests (``CatalogEntry``), each
/// cloned in `state/catalogs/NAME/` and searched there, offline.
public struct Catalogs: Sendable {
    public let folder: URL

    public init(home: RuntimeHome) { folder = home.stateDirectory.appending(path: "catalogs") }

    /// One catalog as read now: its entries and the manifests it could not use.
    public struct Index: Sendable {
        public var name: String
        public var address: String
        public var entries: [CatalogEntry]
        public var problems: [WidgetRuntimeError]
    }

    /// The subscribed catalogs' names, sorted.
    public func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Subscribes to the catalog at `address`, named `name` or after its repository; returns it read.
    public func add(_ address: String, name: String? = nil) throws(WidgetRuntimeError) -> Index {
        let name = name ?? Self.name(of: address)
        guard !name.isEmpty, !name.hasPrefix("."), name.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) }) else {
            throw WidgetRuntimeError(.configurationInvalid, at: address, "'\(TerminalText.sanitized(name))' cannot name a catalog", fix: "name it with --name (letters, digits, - and _)")
        }
        let clone = folder.appending(path: name)
        if let known = GitRepository.origin(of: clone) {
            throw WidgetRuntimeError(
                .configurationInvalid, at: name, "a catalog of this name is subscribed already (\(known))",
                fix: known == address ? "update it: widgets catalog update \(name)" : "name this one with --name, or remove the other: widgets catalog remove \(name)")
        }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let staging = folder.appending(path: ".\(name).adding-\(getpid())")
        try? FileManager.default.removeItem(at: staging)
        do {
            try GitRepository.git(["clone", "--quiet", "--depth", "1", "--no-recurse-submodules", "--", address, staging.path], about: address, filling: staging)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw error
        }
        try? FileManager.default.removeItem(at: clone)
        guard rename(staging.path, clone.path) == 0 else {
            try? FileManager.default.removeItem(at: staging)
            throw WidgetRuntimeError(.storeUnavailable, at: clone.path, "cannot keep the catalog: \(String(cString: strerror(errno)))", fix: "check that the home is writable by you")
        }
        return read(name)
    }

    /// Brings a catalog up to date with its repository.
    public func update(_ name: String) throws(WidgetRuntimeError) -> Index {
        let clone = try subscribed(name)
        try GitRepository.refresh(clone, about: GitRepository.origin(of: clone) ?? name)
        return read(name)
    }

    /// Unsubscribes; false when it was not subscribed.
    public func remove(_ name: String) -> Bool {
        guard let clone = try? subscribed(name) else { return false }
        return (try? FileManager.default.removeItem(at: clone)) != nil
    }

    /// Every subscribed catalog, read.
    public func indexes() -> [Index] { names().map(read) }

    /// Reads a catalog's manifests: each `*.json` at its top.
    public func read(_ name: String) -> Index {
        let clone = folder.appending(path: name)
        var index = Index(name: name, address: GitRepository.origin(of: clone) ?? clone.path, entries: [], problems: [])
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: clone.path)) ?? []).filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
        var seen: [String: URL] = [:]
        for file in files.sorted() {
            do throws(WidgetRuntimeError) {
                // A name a terminal would act on (an escape sequence, a line break) is named, never printed as it is.
                guard !file.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                    throw WidgetRuntimeError(
                        .manifestInvalid, at: clone.appending(path: TerminalText.name(file)).path, "has control characters in its name",
                        fix: "tell the catalog's maintainers to rename it")
                }
                let entry = try CatalogEntry.read(clone.appending(path: file), index: clone, catalog: name)
                if let first = seen[entry.id] {
                    throw WidgetRuntimeError(
                        .duplicateIdentifier, at: entry.file.path, "id '\(entry.id)' is also \(first.lastPathComponent)'s",
                        fix: "keep one manifest per widget")
                }
                seen[entry.id] = entry.file
                index.entries.append(entry)
            } catch {
                index.problems.append(error)
            }
        }
        return index
    }

    /// The entries with this id in the subscribed catalogs (in `catalog` only, when given).
    public func entries(withID id: String, in catalog: String? = nil) -> [CatalogEntry] {
        indexes().filter { catalog == nil || $0.name == catalog }.flatMap(\.entries).filter { $0.id == id }
    }

    private func subscribed(_ name: String) throws(WidgetRuntimeError) -> URL {
        let clone = folder.appending(path: name)
        guard !name.contains("/"), GitRepository.origin(of: clone) != nil else {
            let names = names()
            throw WidgetRuntimeError(
                .configurationInvalid, at: name, "no catalog of this name is subscribed",
                fix: names.isEmpty ? "subscribe to one: widgets catalog add URL" : "the catalogs: \(names.joined(separator: ", "))")
        }
        return clone
    }

    /// A catalog's default name: its repository's, without `.git`.
    static func name(of address: String) -> String {
        let last = address.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init) ?? ""
        return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
    }
}
