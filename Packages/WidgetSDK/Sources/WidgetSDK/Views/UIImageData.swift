import Foundation
import WidgetWire

// UIKit's image data and size for images made from bytes (`UIImage(data:)`,
// `UIImage(contentsOfFile:)`). A bundle has no image codec: bytes are given back in the format they
// are in, never converted. A symbol or a resource's image has no bytes at hand: no data, size zero.

extension UIImage {
    /// The image's PNG bytes; nil when the image is no PNG (a JPEG or SVG, a symbol, a resource).
    public func pngData() -> Data? {
        guard let data = node.data, data.mediaType == "image/png" else { return nil }
        return data.bytes
    }

    /// The image's JPEG bytes as they were read (the quality is not applied: nothing re-encodes);
    /// nil when the image is no JPEG (a PNG or SVG, a symbol, a resource).
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let data = node.data, data.mediaType == "image/jpeg" else { return nil }
        return data.bytes
    }

    /// The size in pixels of a PNG or JPEG image, from its header; zero for others.
    public var size: CGSize {
        guard let data = node.data else { return .zero }
        let bytes = [UInt8](data.bytes)
        let pixels = switch data.mediaType {
        case "image/png": Self.pngSize(bytes)
        case "image/jpeg": Self.jpegSize(bytes)
        default: nil as (Int, Int)?
        }
        guard let (width, height) = pixels else { return .zero }
        return CGSize(width: width, height: height)
    }

    /// Width and height from a PNG's IHDR chunk, the first after the signature.
    private static func pngSize(_ bytes: [UInt8]) -> (Int, Int)? {
        guard bytes.count >= 24, bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        return (bigEndian(bytes, at: 16, count: 4), bigEndian(bytes, at: 20, count: 4))
    }

    /// Width and height from a JPEG's start-of-frame segment.
    private static func jpegSize(_ bytes: [UInt8]) -> (Int, Int)? {
        var at = 2
        while at + 9 <= bytes.count, bytes[at] == 0xFF {
            let marker = bytes[at + 1]
            if marker == 0xFF { at += 1; continue }
            let length = bigEndian(bytes, at: at + 2, count: 2)
            // SOF0…SOF15 hold the frame's size; C4, C8 and CC are other segments.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (bigEndian(bytes, at: at + 7, count: 2), bigEndian(bytes, at: at + 5, count: 2))
            }
            guard length >= 2 else { return nil }
            at += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], at start: Int, count: Int) -> Int {
        bytes[start..<start + count].reduce(0) { $0 << 8 | Int($1) }
    }
}
