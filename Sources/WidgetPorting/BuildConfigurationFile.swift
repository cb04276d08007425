import Foundation

/// An `.xcconfig` file's settings: `KEY = value` lines, `#include "other.xcconfig"` (and `#include?`),
/// `//` comments. A setting conditioned on an SDK or architecture (`KEY[sdk=iphoneos*]`) is taken for
/// iOS devices; `$(inherited)` is what the files before gave. Each file is read once: one included
/// again is remembered, one that includes itself (through others) is not followed round.
enum BuildConfigurationFile {
    static func settings(of file: URL) -> [String: String] {
        var read: [String: [String: String]] = [:]
        return settings(of: file, reading: [], read: &read)
    }

    private static func settings(of file: URL, reading: [String], read: inout [String: [String: String]]) -> [String: String] {
        let path = file.standardizedFileURL.path
        if let known = read[path] { return known }
        guard reading.count < 16, !reading.contains(path), let text = SourceText.read(file) else { return [:] }
        var settings: [String: String] = [:]
        for raw in text.split(whereSeparator: \.isNewline) {
            var line = raw.trimmingCharacters(in: .whitespaces)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound].trimmingCharacters(in: .whitespaces) }
            if line.hasPrefix("#include") {
                guard let start = line.firstIndex(of: "\""), let end = line.lastIndex(of: "\""), start < end else { continue }
                let path = String(line[line.index(after: start)..<end])
                let included = path.hasPrefix("/") ? URL(filePath: path) : file.deletingLastPathComponent().appending(path: path)
                settings.merge(Self.settings(of: included, reading: reading + [path], read: &read)) { $1 }
                continue
            }
            // `KEY[sdk=iphoneos*] = value`: the `=` after the condition.
            let afterCondition = line.firstIndex(of: "]").map { line.index(after: $0) } ?? line.startIndex
            guard let equals = line[afterCondition...].firstIndex(of: "=") else { continue }
            var key = line[..<equals].trimmingCharacters(in: .whitespaces)
            if let bracket = key.firstIndex(of: "[") {
                let condition = key[bracket...]
                guard condition.contains("sdk=iphoneos") || condition.contains("arch=arm64") && !condition.contains("sdk=") else { continue }
                key = String(key[..<bracket])
            }
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            settings[key] = value.replacingOccurrences(of: "$(inherited)", with: settings[key] ?? "").trimmingCharacters(in: .whitespaces)
        }
        read[path] = settings
        return settings
    }
}
