import Foundation
import Spawning

/// What `widgets bundle` needs of the machine: a Swift toolchain, and a build folder it may write.
extension DoctorCommand.Check {
    static func toolchain(_ environment: [String: String]) -> Self {
        let fix = "install Swift 6 (https://www.swift.org/install/linux/) and put its usr/bin on PATH"
        let version = try? ChildProcess.run(["/usr/bin/env", "swift", "--version"], environment: environment, timeout: .seconds(30))
        guard let version, version.status == 0,
            let line = version.outputText.split(separator: "\n").first(where: { $0.contains("Swift version") })
        else {
            return Self(
                name: "toolchain", detail: "",
                problem: "`swift --version` did not run (PATH is \(environment["PATH"] ?? "unset")): `widgets bundle` cannot build a package", fix: fix)
        }
        return Self(name: "toolchain", detail: line.trimmingCharacters(in: .whitespaces))
    }

    static func buildFolder(_ environment: [String: String]) -> Self {
        let folder = PackageBuild.sharedBuild(environment: environment)
        let probe = folder.appending(path: ".widgets-doctor-\(getpid())")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data().write(to: probe)
            try FileManager.default.removeItem(at: probe)
            return Self(name: "build folder", detail: "packages build in \(folder.path)")
        } catch {
            return Self(
                name: "build folder", detail: "", problem: "cannot write \(folder.path), where `widgets bundle` builds: \(error.localizedDescription)",
                fix: "make it writable, or set XDG_CACHE_HOME (the build folder is $XDG_CACHE_HOME/widgets/build, else $HOME/.cache/widgets/build)")
        }
    }
}
