import Foundation

/// What a build was made from, told apart without reading every file: each source file's path, size
/// and time of change under some folders, hashed (64-bit FNV-1a, as hex).
enum SDKFingerprint {
    static func of(_ folders: [URL]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for folder in folders {
            let files = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []).sorted()
            for file in files {
                let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appending(path: file).path)
                let changed = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
                for byte in "\(folder.path)/\(file) \(size) \(changed)\n".utf8 {
                    hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
                }
            }
        }
        return String(hash, radix: 16)
    }
}
