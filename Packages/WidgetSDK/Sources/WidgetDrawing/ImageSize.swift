import Foundation

/// An image's size in pixels as its header says, read before anything is decoded: a PNG's `IHDR`, a
/// JPEG's first start-of-frame. A small file can say it holds billions of pixels (a 64 KB PNG of
/// 23000×23000 takes 2 GB and seconds to decode), so surfaces draw an image only when it has at most
/// ``mostPixels``, and a placeholder otherwise.
public struct ImageSize: Sendable, Hashable {
    public var width: Int
    public var height: Int

    /// The most pixels an image may have to be decoded: 4096×4096 (16.7 million, 64 MB decoded), far
    /// more than a widget of a few hundred points shows at any scale.
    public static let mostPixels = 4096 * 4096
    /// The budget, as messages say it.
    public static let budget = "4096×4096 (16.7 million pixels)"

    /// The longest side cairo draws.
    public static let longestSide = 32_767

    /// Whether a surface decodes it: neither side zero or longer than ``longestSide``, and at most ``mostPixels``.
    public var isDrawable: Bool {
        (1...Self.longestSide).contains(width) && (1...Self.longestSide).contains(height) && width * height <= Self.mostPixels
    }

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size a PNG's or JPEG's header gives; nil for other bytes (an SVG) or a header cut short.
    public init?(_ bytes: Data) {
        let bytes = [UInt8](bytes.prefix(1 << 20))
        func big(_ offset: Int, _ count: Int) -> Int? {
            guard offset >= 0, offset + count <= bytes.count else { return nil }
            return bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
        }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            // The first chunk is IHDR: length (4), type (4), width (4), height (4).
            guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8), let width = big(16, 4), let height = big(20, 4) else { return nil }
            self.init(width: width, height: height)
            return
        }
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }  // fill byte
            if marker == 0x01 || (0xD0...0xD9).contains(marker) { offset += 2; continue }  // no length
            guard let length = big(offset + 2, 2), length >= 2 else { return nil }
            // Start of frame: every SOFn but DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let height = big(offset + 5, 2), let width = big(offset + 7, 2) else { return nil }
                self.init(width: width, height: height)
                return
            }
            if marker == 0xDA { return nil }  // scan data before any frame
            offset += 2 + length
        }
        return nil
    }
}
