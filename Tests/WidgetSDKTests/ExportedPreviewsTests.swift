import Foundation
import Testing
@testable import WidgetSDK

/// The exported names a library's `#Preview`s are found by: read from an ELF file's dynamic symbols,
/// and nothing (never a crash) from a file that is not one or lies about its sections.
@Suite struct ExportedPreviewsTests {
    @Test func aLibrarysDynamicSymbolsAreReadAndABadFileGivesNone() throws {
        let libc = try #require(["/lib/x86_64-linux-gnu/libc.so.6", "/lib/aarch64-linux-gnu/libc.so.6", "/usr/lib/libc.so.6"]
            .first { FileManager.default.fileExists(atPath: $0) })
        let names = ExportedPreviews.exportedNames(inFileAt: libc)
        #expect(names.contains("malloc") && names.contains("dlopen"), "\(names.count) names")
        #expect(ExportedPreviews.exportedNames(inFileAt: "/nowhere/libNothing.so").isEmpty)
        let folder = FileManager.default.temporaryDirectory.appending(path: "exported-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appending(path: "text.so")
        try Data("not an ELF file, only words, long enough to be read as a header".utf8).write(to: text)
        #expect(ExportedPreviews.exportedNames(inFileAt: text.path).isEmpty)
        // libc's own header, its section table's offset pointing past the end, then its sizes made huge.
        var header = try Data(contentsOf: URL(filePath: libc)).prefix(4096)
        let lying = folder.appending(path: "lying.so")
        header.replaceSubrange(0x28..<0x30, with: withUnsafeBytes(of: UInt64(1 << 40).littleEndian) { Data($0) })
        try header.write(to: lying)
        #expect(ExportedPreviews.exportedNames(inFileAt: lying.path).isEmpty)
        header.replaceSubrange(0x28..<0x30, with: withUnsafeBytes(of: UInt64(64).littleEndian) { Data($0) })
        header.replaceSubrange(0x3C..<0x3E, with: withUnsafeBytes(of: UInt16.max.littleEndian) { Data($0) })
        try header.write(to: lying)
        #expect(ExportedPreviews.exportedNames(inFileAt: lying.path).count < 100)
    }
}
