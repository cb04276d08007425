import Foundation

/// The system's shared libraries, which a declarative bundle may name by soname (`libm.so.6`).
enum SystemLibraries {
    #if arch(x86_64)
    static let multiarch = "x86_64-linux-gnu"
    #else
    static let multiarch = "aarch64-linux-gnu"
    #endif

    /// The folders the dynamic loader searches by default.
    static let folders = ["/lib/\(multiarch)", "/usr/lib/\(multiarch)", "/lib64", "/usr/lib64", "/lib", "/usr/lib", "/usr/local/lib"]

    /// Whether a library of this name is in one of them.
    static func contains(_ soname: String) -> Bool {
        folders.contains { FileManager.default.fileExists(atPath: "\($0)/\(soname)") }
    }
}
