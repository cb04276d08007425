import Foundation

/// A SwiftPM build folder that several widget packages are built in (the machine's
/// `~/.cache/widgets/build`, the tests' fixtures' folders), kept from holding code compiled against an
/// older SDK.
public enum SharedBuildFolder {
    /// The build plan's files in a build folder.
    public static let plans = ["debug.yaml", "release.yaml", "debug/description.json", "release/description.json"]

    /// SwiftPM compiles a package's code again when a module it imports changes, but not when only a
    /// module that one imports does (WidgetSDK under WidgetKit and SwiftUI), nor when a macro's plugin
    /// does: code compiled against an older SDK would keep the old layout of the SDK's types, and crash.
    /// When the sources of the SDK (`sdk`, the WidgetSDK package) and of the WidgetKit package beside it
    /// differ from those of the folder's last build, the compiled code of every module but theirs,
    /// OpenCombine's (which imports nothing of the SDK, and must stay older than WidgetKit's Combine) and
    /// swift-crypto's (CryptoKit's, which imports nothing of the SDK and takes longest to compile) is
    /// dropped with the plan, and compiled again.
    public static func dropCodeBuiltAgainstAnotherSDK(in folder: URL, sdk: URL) {
        let sources = [sdk, sdk.deletingLastPathComponent().appending(path: "WidgetKit")].map { $0.appending(path: "Sources") }
        var kept = Set(sources.flatMap { (try? FileManager.default.contentsOfDirectory(atPath: $0.path)) ?? [] })
        kept.formUnion(["OpenCombine", "OpenCombineDispatch", "OpenCombineFoundation", "OpenCombineShim", "COpenCombineHelpers"])
        kept.formUnion(Self.independent)
        let marker = folder.appending(path: "widgets-sdk")
        let fingerprint = self.fingerprint(of: sources)
        guard (try? String(contentsOf: marker, encoding: .utf8)) != fingerprint else { return }
        for configuration in ["debug", "release"] {
            let products = folder.appending(path: configuration).resolvingSymlinksInPath()
            for built in (try? FileManager.default.contentsOfDirectory(atPath: products.path)) ?? [] where built.hasSuffix(".build") {
                let module = String(built.dropLast(".build".count).split(separator: "-").first ?? "")
                if !kept.contains(module) { try? FileManager.default.removeItem(at: products.appending(path: built)) }
            }
        }
        // The plan names files in those folders: it is made again too.
        for plan in plans { try? FileManager.default.removeItem(at: folder.appending(path: plan)) }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data(fingerprint.utf8).write(to: marker)
    }

    /// The modules of WidgetKit's dependencies that import nothing of the SDK: swift-crypto's
    /// (with swift-asn1's), under CryptoKit.
    static let independent: Set<String> = [
        "Crypto", "CryptoBoringWrapper", "CCryptoBoringSSL", "CCryptoBoringSSLShims", "CryptoExtras", "_CryptoExtras", "CXKCP",
        "CXKCPShims", "SwiftASN1",
    ]

    /// The folders' files told apart without reading them: each one's path, size and time of change,
    /// hashed (64-bit FNV-1a, as hex).
    static func fingerprint(of folders: [URL]) -> String {
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
