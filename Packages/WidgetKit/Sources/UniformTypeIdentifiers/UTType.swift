import Foundation

/// A kind of tag a type has: a file name extension or a MIME type.
public struct UTTagClass: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}

/// A uniform type identifier: `public.png`, what it conforms to (`public.image`, `public.data`), its
/// file name extensions and MIME types. Two types are equal when their identifiers are (ignoring case).
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier: `public.png`.
    public let identifier: String
    private let declaration: TypeDeclaration?

    private init(declaration: TypeDeclaration) {
        identifier = declaration.identifier
        self.declaration = declaration
    }

    /// The system's type with this identifier; nil when it is not one this table declares.
    public init?(_ identifier: String) {
        guard let declaration = TypeTable.byIdentifier[identifier.lowercased()] else { return nil }
        self.init(declaration: declaration)
    }

    /// The type of files with this extension (without its dot): the system's (`UTType(filenameExtension:
    /// "png") == .png`), or a dynamic type conforming to `.data` for one no type declares.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type of content with this MIME type: the system's, or a dynamic type conforming to `.data`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// The type a tag names, conforming to `supertype`; nil for an empty tag.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        let tag = tag.trimmingCharacters(in: .whitespaces).lowercased()
        guard !tag.isEmpty, !tag.hasPrefix(".") else { return nil }
        let candidates = tagClass == .mimeType ? TypeTable.declarations(withMIMEType: tag) : TypeTable.declarations(withExtension: tag)
        if let found = candidates.map(UTType.init(declaration:)).first(where: { supertype == nil || $0.conforms(to: supertype!) }) {
            self = found
            return
        }
        let parent = supertype ?? .data
        self.init(declaration: TypeDeclaration(
            identifier: "dyn.\(tagClass == .mimeType ? "mime" : "ext").\(tag)", conformsTo: [parent.identifier],
            extensions: tagClass == .filenameExtension ? [tag] : [], mimeTypes: tagClass == .mimeType ? [tag] : [],
            description: tag))
    }

    /// A type the app declares (in its Info.plist on Apple's platforms): here, a type with this
    /// identifier conforming to `parentType` (or `.data`).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        if let known = UTType(identifier) {
            self = known
        } else {
            self.init(declaration: TypeDeclaration(
                identifier: identifier, conformsTo: [(parentType ?? .data).identifier], extensions: [], mimeTypes: [], description: identifier))
        }
    }

    /// A type another app declares: as `init(exportedAs:conformingTo:)`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// The types a tag names; the system's first.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        let found = (tagClass == .mimeType ? TypeTable.declarations(withMIMEType: tag) : TypeTable.declarations(withExtension: tag))
            .map(UTType.init(declaration:)).filter { supertype == nil || $0.conforms(to: supertype!) }
        return found.isEmpty ? UTType(tag: tag, tagClass: tagClass, conformingTo: supertype).map { [$0] } ?? [] : found
    }

    /// The extension files of this type get: `png`; nil for a type with none (`.data`).
    public var preferredFilenameExtension: String? { declaration?.extensions.first }
    /// `image/png`; nil for a type with none.
    public var preferredMIMEType: String? { declaration?.mimeTypes.first }
    /// Every extension and MIME type of the type.
    public var tags: [UTTagClass: [String]] {
        var tags: [UTTagClass: [String]] = [:]
        if let extensions = declaration?.extensions, !extensions.isEmpty { tags[.filenameExtension] = extensions }
        if let mimeTypes = declaration?.mimeTypes, !mimeTypes.isEmpty { tags[.mimeType] = mimeTypes }
        return tags
    }

    /// The type's name in English: "PNG image".
    public var localizedDescription: String? { declaration?.description }
    /// Whether the system (here, this table) or the app declares the type.
    public var isDeclared: Bool { !isDynamic }
    /// Whether the type was made up for a tag no type declares.
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }
    /// Whether the type is one of the system's `public.` types.
    public var isPublic: Bool { identifier.hasPrefix("public.") }
    public var isPublicType: Bool { isPublic }

    /// The types this one conforms to, directly or through others (not itself).
    public var supertypes: Set<UTType> {
        var found = Set<UTType>()
        var pending = declaration?.conformsTo ?? []
        while let next = pending.popLast() {
            guard let type = UTType(next), found.insert(type).inserted else { continue }
            pending += type.declaration?.conformsTo ?? []
        }
        return found
    }

    /// Whether this type is `type` or conforms to it: `.png` conforms to `.image`, `.data` and `.item`.
    public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }
    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }
    /// Whether `type` conforms to this one and is not it.
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier.lowercased() == rhs.identifier.lowercased() }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier.lowercased()) }

    public var description: String { identifier }
    public var debugDescription: String { "<UTType \(identifier)>" }

    public init(from decoder: any Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self = UTType(identifier) ?? UTType(exportedAs: identifier)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}

extension URL {
    /// This URL with a last component named `partialName` and the preferred extension of `contentType`
    /// (when the name does not end with one of the type's extensions already).
    public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType) -> URL {
        appending(component: partialName, conformingTo: contentType)
    }

    public func appending(component partialName: String, conformingTo contentType: UTType, directoryHint: DirectoryHint = .inferFromPath) -> URL {
        let given = (partialName as NSString).pathExtension.lowercased()
        let extensions = contentType.tags[.filenameExtension] ?? []
        guard let preferred = contentType.preferredFilenameExtension, !extensions.contains(given) else {
            return appending(component: partialName, directoryHint: directoryHint)
        }
        return appending(component: partialName + "." + preferred, directoryHint: directoryHint)
    }

    /// This URL with `contentType`'s preferred extension added.
    public func appendingPathExtension(for contentType: UTType) -> URL {
        contentType.preferredFilenameExtension.map { appendingPathExtension($0) } ?? self
    }
}
