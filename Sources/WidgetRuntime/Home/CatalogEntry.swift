import Foundation
import WidgetWire

/// One widget in a catalog: a `NAME.json` file at the top of the catalog's repository.
///
/// Required: `id` (the bundle's identifier), `name`, `summary`, `source` (a git address) and `tag`;
/// optional: `licence`, `kinds` (each `{"kind", "families"}`), `capabilities` (as Info.json's
/// `entitlements`) and `preview` (an image's path in the catalog).
public struct CatalogEntry: Sendable, Equatable {
    public var id: String
    public var name: String
    public var summary: String
    public var source: String
    public var tag: String
    public var licence: String?
    public var kinds: [Kind]
    public var capabilities: BundleManifest.Entitlements?
    public var preview: URL?
    /// The manifest file, and the catalog it is in.
    public var file: URL
    public var catalog: String

    public struct Kind: Sendable, Equatable {
        public var kind: String
        public var families: [WidgetFamily]
    }

    static let fields = ["capabilities", "id", "kinds", "licence", "name", "preview", "source", "summary", "tag"]
    /// The largest manifest read: one is a few hundred bytes.
    static let largest = 64 << 10

    /// Reads and checks the manifest at `file`, in the catalog folder `index` named `catalog`; the error
    /// names the file, the field and the fix.
    public static func read(_ file: URL, index: URL, catalog: String) throws(WidgetRuntimeError) -> CatalogEntry {
        func invalid(_ field: String?, _ problem: String, fix: String) -> WidgetRuntimeError {
            WidgetRuntimeError(.manifestInvalid, at: file.path, (field.map { "field '\($0)' " } ?? "") + problem, fix: fix)
        }
        var status = stat()
        guard lstat(file.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw invalid(nil, "is not a regular file", fix: "make it a file, not a link or a folder")
        }
        guard status.st_size <= largest, let data = FileManager.default.contents(atPath: file.path) else {
            throw invalid(nil, "is larger than \(largest >> 10) KB or unreadable", fix: "keep a manifest to its fields; pictures go in files of their own")
        }
        let fields: JSONFields
        do {
            fields = try JSONFields(JSON(parsing: data), at: "")
        } catch {
            throw invalid(nil, "is not a JSON object: \(error.message)", fix: "write one JSON object with id, name, summary, source and tag")
        }
        try BundleManifest.refuseUnknown(fields.members.map(\.key), known: Self.fields, in: "", file: file)
        func text(_ key: String, required: Bool = true) throws(WidgetRuntimeError) -> String? {
            let value: String?
            do { value = try fields.optional(key) } catch { throw invalid(key, "must be a string", fix: "write it in quotes") }
            guard let value else {
                if required { throw invalid(key, "is missing", fix: "add \"\(key)\": … (the fields needed are id, name, summary, source and tag)") }
                return nil
            }
            guard !value.trimmingCharacters(in: .whitespaces).isEmpty, !value.contains(where: \.isNewline), value.count <= 500 else {
                throw invalid(key, "must be one line of 1 to 500 characters", fix: "shorten it")
            }
            return value
        }
        let id = try text("id")!
        guard id.contains("."), id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }), !id.hasPrefix("-") else {
            throw invalid("id", "'\(TerminalText.sanitized(id))' is not a bundle identifier", fix: "use the bundle's Info.json identifier, reverse-DNS (com.example.weather)")
        }
        let source = try text("source")!
        guard GitRepository.isAddress(source) else {
            throw invalid("source", "'\(TerminalText.sanitized(source))' is not a git address", fix: "give the repository's URL (https://…, ssh://…, file://… or user@host:path)")
        }
        let tag = try text("tag")!
        guard !tag.hasPrefix("-"), !tag.contains(where: \.isWhitespace) else {
            throw invalid("tag", "'\(TerminalText.sanitized(tag))' is not a tag name", fix: "give the release's git tag (v1.0.0)")
        }
        var entry = CatalogEntry(
            id: id, name: try text("name")!, summary: try text("summary")!, source: source, tag: tag, licence: try text("licence", required: false),
            kinds: [], capabilities: nil, preview: nil, file: file, catalog: catalog)
        if let kinds = fields["kinds"] {
            guard case .array(let items) = kinds else { throw invalid("kinds", "must be an array", fix: "list {\"kind\": …, \"families\": […]} objects") }
            for (index, item) in items.enumerated() {
                let at = "kinds[\(index)]"
                guard let kind = try? JSONFields(item, at: at), let name: String = try? kind.required("kind"),
                    let families: [String] = try? kind.optional("families") ?? []
                else { throw invalid(at, "must be {\"kind\": NAME, \"families\": [FAMILY, …]}", fix: "name the kind and its families (small, medium, …)") }
                var known: [WidgetFamily] = []
                for family in families {
                    guard let parsed = WidgetFamily(name: family) else {
                        throw invalid("\(at).families", "has '\(TerminalText.sanitized(family))', which is no widget family",
                            fix: "use \(WidgetFamily.allCases.map(\.shortName).joined(separator: ", "))")
                    }
                    known.append(parsed)
                }
                entry.kinds.append(Kind(kind: name, families: known))
            }
        }
        if let capabilities = fields["capabilities"] {
            guard let asked = try? JSONFields(capabilities, at: "capabilities"),
                asked.members.allSatisfy({ BundleManifest.entitlementFields.contains($0.key) })
            else {
                throw invalid("capabilities", "must be an object with \(BundleManifest.entitlementFields.joined(separator: ", "))", fix: "copy Info.json's entitlements")
            }
            do {
                entry.capabilities = BundleManifest.Entitlements(
                    appGroups: try asked.optional("appGroups") ?? [], urlSchemes: try asked.optional("urlSchemes") ?? [],
                    network: try asked.optional("network") ?? false, location: try asked.optional("location") ?? false)
            } catch {
                throw invalid("capabilities", error.message, fix: "copy Info.json's entitlements")
            }
        }
        if let preview = try text("preview", required: false) {
            let path = index.appending(path: preview).standardizedFileURL
            var status = stat()
            guard !preview.hasPrefix("/"), !preview.split(separator: "/").contains(".."),
                lstat(path.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG
            else {
                throw invalid("preview", "'\(TerminalText.sanitized(preview))' is not a file in the catalog", fix: "give the image's path from the catalog's top folder")
            }
            entry.preview = path
        }
        return entry
    }

    /// Whether every word is in its identifier, name, summary or kinds (case and accents ignored).
    public func matches(_ words: [String]) -> Bool {
        let haystack = ([id, name, summary] + kinds.map(\.kind)).joined(separator: " ")
        return words.allSatisfy { haystack.range(of: $0, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
    }
}
