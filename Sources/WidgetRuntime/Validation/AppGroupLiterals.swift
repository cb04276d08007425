import Foundation

/// The app group names a bundle's library holds as string constants (`"group.com.example.shared"`),
/// which its code likely opens as a suite (`UserDefaults(suiteName:)`) or container. A group it names
/// but does not declare reads as empty here, silently on iOS too: `widgets validate` fails on it and
/// `widgets bundle` says so. Swift keeps a literal of 16 bytes or more as a NUL-terminated string in the
/// library; a shorter one is inline in the code and not found.
public enum AppGroupLiterals {
    /// The group names in the file's first `limit` bytes.
    public static func names(inLibraryAt file: URL, limit: Int = 256 << 20) -> Set<String> {
        guard let handle = try? FileHandle(forReadingFrom: file), let data = try? handle.read(upToCount: limit) else { return [] }
        try? handle.close()
        return names(in: [UInt8](data))
    }

    static func names(in bytes: [UInt8]) -> Set<String> {
        let prefix = Array("group.".utf8)
        var names = Set<String>()
        var index = 0
        while index + prefix.count < bytes.count {
            // A literal starts after a NUL (or at the start) and ends at one.
            guard bytes[index] == prefix[0], index == 0 || bytes[index - 1] == 0,
                Array(bytes[index..<index + prefix.count]) == prefix
            else {
                index += 1
                continue
            }
            var end = index + prefix.count
            while end < bytes.count, end - index < 256, isNameByte(bytes[end]) { end += 1 }
            if end < bytes.count, bytes[end] == 0, let name = String(bytes: bytes[index..<end], encoding: .utf8),
                SuiteNames.isReverseDNS(name.dropFirst(prefix.count), minimumParts: 2)
            {
                names.insert(name)
            }
            index = end
        }
        return names
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2E || byte == 0x2D
    }
}
