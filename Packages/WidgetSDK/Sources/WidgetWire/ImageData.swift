import Foundation

/// An image's bytes and what they are.
public struct ImageData: Sendable, Hashable {
    public var bytes: Data
    /// `image/png`, `image/jpeg` or `image/svg+xml`.
    public var mediaType: String

    /// The largest image a widget carries.
    public static let largest = 1 << 20

    /// The bytes' type from their first bytes; nil for what is no PNG, JPEG or SVG.
    public init?(_ bytes: Data) {
        guard bytes.count <= Self.largest else { return nil }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            mediaType = "image/png"
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            mediaType = "image/jpeg"
        } else if let head = String(data: bytes.prefix(512), encoding: .utf8), head.contains("<svg") {
            mediaType = "image/svg+xml"
        } else {
            return nil
        }
        self.bytes = bytes
    }
}
