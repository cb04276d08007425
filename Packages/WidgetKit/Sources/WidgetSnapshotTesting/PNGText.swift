import Foundation

/// A PNG's `tEXt` chunk under the keyword `Software`: which libraries drew a recorded snapshot.
enum PNGText {
    static let keyword = "Software"

    /// The PNG with the text in a chunk after its header (IHDR, always 25 bytes after the signature).
    static func adding(_ text: String, to png: Data) -> Data {
        let bytes = [UInt8](png)
        guard bytes.count > 33 else { return png }
        let body = [UInt8]("tEXt".utf8) + [UInt8](keyword.utf8) + [0] + [UInt8](text.utf8)
        var chunk = bigEndian(UInt32(body.count - 4)) + body
        chunk += bigEndian(crc32(body))
        return Data(bytes[..<33] + chunk + bytes[33...])
    }

    /// The text of its `Software` chunk, if it has one.
    static func text(in png: Data) -> String? {
        let bytes = [UInt8](png)
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let start = offset + 8
            guard start + length <= bytes.count else { return nil }
            if type == "tEXt" {
                let data = bytes[start..<(start + length)]
                if let zero = data.firstIndex(of: 0), String(decoding: data[start..<zero], as: UTF8.self) == keyword {
                    return String(decoding: data[(zero + 1)...], as: UTF8.self)
                }
            }
            if type == "IDAT" { return nil }
            offset = start + length + 4
        }
        return nil
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// PNG's CRC-32 (ISO 3309) of a chunk's type and data.
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
