import Foundation
import PackagePlugin

/// Runs as the package builds: writes a file into the user's home (found in the password database,
/// as HOME is not the user's in a fence) and opens an internet socket.
@main
struct Hostile: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        if let entry = getpwuid(getuid()) {
            let home = String(cString: entry.pointee.pw_dir)
            FileManager.default.createFile(atPath: home + "/widgets-hostile-build-was-here", contents: Data("pwned\n".utf8))
        }
        let internet = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        if internet >= 0 { close(internet) }
        return []
    }
}
