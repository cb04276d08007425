import Foundation
import Spawning
import WidgetRuntime
import WidgetWire

/// The fence a package someone else wrote is built in: `swift build` runs its code (`Package.swift`,
/// build plugins, macros), so it runs under `widgets-fence` (beside `widgets`): it reads the system,
/// the toolchain, the SDK and the package, and nothing of the user's home; it writes only the package,
/// a home and temporary folder of its own, and the shared build folder through an overlay whose writes
/// land in this build's own folder (the SDK compiled there is reused, never changed); it opens no
/// socket. What it tried and was refused is named in `report`.
struct BuildFence {
    /// This build's own folder: the overlay's writes, its home, its temporary files, the report.
    let folder: URL
    /// The package built.
    let package: URL

    var upper: URL { folder.appending(path: "upper") }
    private var work: URL { folder.appending(path: "work") }
    private var home: URL { folder.appending(path: "home") }
    private var temporary: URL { folder.appending(path: "tmp") }
    private var report: URL { folder.appending(path: "refused.txt") }

    static var executable: URL { RuntimeHome.executableDirectory.appending(path: "widgets-fence") }

    /// How long the whole build may take (`WIDGETS_BUILD_SECONDS` sets it), how much memory each of its
    /// processes may map, and the largest file it may write.
    static var seconds: Int { setting("WIDGETS_BUILD_SECONDS") ?? 900 }
    static let memoryPerProcess = 8 << 30
    static let largestFile = 2 << 30
    /// The whole build's bounds: processes at once (`WIDGETS_BUILD_PROCESSES` sets another), memory
    /// resident in them together, and disk in its folders.
    static var processes: Int { setting("WIDGETS_BUILD_PROCESSES") ?? 128 }
    static let totalMemory = 8 << 30
    static let disk = 8 << 30

    private static func setting(_ name: String) -> Int? {
        ProcessInfo.processInfo.environment[name].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    }

    /// What the log says of the fence, before the build.
    static var summary: String {
        "in a fence: it reads nothing of your home and writes only its build folders, opens no socket, "
            + "and has \(seconds / 60 > 0 ? "\(seconds / 60) min" : "\(seconds) s"), \(memoryPerProcess >> 30) GB a process and files up to \(largestFile >> 30) GB; "
            + "\(processes) processes, \(totalMemory >> 30) GB of memory and \(disk >> 30) GB of disk in all"
    }

    init(folder: URL, package: URL) throws {
        self.folder = folder
        self.package = package
        guard FileManager.default.isExecutableFile(atPath: Self.executable.path) else {
            throw WidgetRuntimeError(
                .installFailed, at: Self.executable.path, "is missing: a package from elsewhere is built only in its fence",
                fix: "put widgets-fence beside widgets (the README's install line copies it)")
        }
        for made in [upper, work, home, temporary] {
            try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        }
    }

    /// The folders it may read: the system's, the toolchain's, the SDK's, the package and the build.
    private func readable(sharedBuild: URL?) -> [String] {
        var folders = ["/usr", "/lib", "/lib32", "/lib64", "/libx32", "/bin", "/sbin", "/etc", "/opt", "/proc", "/sys", "/dev"]
        folders += Self.toolchain.map(\.path)
        if let sdk = try? SDKLocation.find(explicit: nil) { folders.append(sdk.deletingLastPathComponent().path) }
        return folders + [package.path, folder.path] + (sharedBuild.map { [$0.path] } ?? [])
    }

    /// The command that reads the package's manifest (`swift package dump-package`), fenced: it reads
    /// what a build reads but the shared build folder, and writes only its own home and temporary folder.
    func manifestCommand(_ command: [String]) -> [String] {
        var fenced = [Self.executable.path, "--report", report.path]
        fenced += readable(sharedBuild: nil).flatMap { ["--read", $0] }
        fenced += [home.path, temporary.path].flatMap { ["--write", $0] }
        fenced += ["--seconds", "120", "--memory", "\(Self.memoryPerProcess)", "--file-size", "\(64 << 20)"]
        fenced += ["--processes", "\(Self.processes)", "--total-memory", "\(Self.totalMemory)", "--disk", "\(1 << 30)", "--measure", folder.path]
        fenced += Self.toolchainPrograms.flatMap { ["--quiet", $0.resolvingSymlinksInPath().path] }
        return fenced + ["--"] + command
    }

    /// The toolchain's folders: the one holding the `swift` on the PATH (a toolchain manager's proxy
    /// may live there), and the toolchain itself, from its compiler's own word (`swiftc
    /// -print-target-info`: its runtime resource path, three up), never more of the home than that.
    static let toolchain: [URL] = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        guard let swift = path.split(separator: ":").map({ URL(filePath: String($0)).appending(path: "swift") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { return [] }
        var folders = [swift.deletingLastPathComponent(), swift.resolvingSymlinksInPath().deletingLastPathComponent()]
        if let root = toolchainUsr { folders.append(root.deletingLastPathComponent()) }
        return folders
    }()

    /// The toolchain's `usr` folder, from its runtime resource path (`usr/lib/swift`).
    private static let toolchainUsr: URL? = {
        guard let info = try? ChildProcess.run(["/usr/bin/env", "swiftc", "-print-target-info"], timeout: .seconds(30)), info.status == 0,
            let json = try? JSON(parsing: info.output), case .string(let resources)? = json["paths"]?["runtimeResourcePath"]
        else { return nil }
        return URL(filePath: resources).deletingLastPathComponent().deletingLastPathComponent()
    }()

    /// The toolchain's own programs (`swift-frontend`, `swift-package`, …), which try a few things
    /// outside (libuuid's clock file, a socket in SwiftPM): refused without a word; what the package's
    /// code tries is named.
    static let toolchainPrograms: [URL] = {
        guard let bin = toolchainUsr?.appending(path: "bin") else { return [] }
        return ((try? FileManager.default.contentsOfDirectory(atPath: bin.path)) ?? []).filter { $0.hasPrefix("swift") }.map { bin.appending(path: $0) }
    }()

    /// `swift` with `arguments`, fenced; `drops` are files of the shared build this build does without.
    func command(_ arguments: [String], sharedBuild: URL, drops: [URL]) -> [String] {
        var command = [Self.executable.path, "--report", report.path]
        command += readable(sharedBuild: sharedBuild).flatMap { ["--read", $0] }
        command += [package.path, home.path, temporary.path, sharedBuild.path].flatMap { ["--write", $0] }
        command += ["--overlay", "\(sharedBuild.path):\(upper.path):\(work.path)"]
        command += drops.flatMap { ["--drop", $0.path] }
        command += ["--seconds", "\(Self.seconds)", "--memory", "\(Self.memoryPerProcess)", "--file-size", "\(Self.largestFile)"]
        command += ["--processes", "\(Self.processes)", "--total-memory", "\(Self.totalMemory)", "--disk", "\(Self.disk)"]
        command += [folder.path, package.path].flatMap { ["--measure", $0] }
        command += Self.toolchainPrograms.flatMap { ["--quiet", $0.resolvingSymlinksInPath().path] }
        return command + ["--", "swift"] + arguments
    }

    /// What the build runs with: the PATH and locale, a home and temporary folder of its own.
    var environment: [String: String] {
        let inherited = ProcessInfo.processInfo.environment.filter { ["PATH", "LANG", "TERM"].contains($0.key) || $0.key.hasPrefix("LC_") }
        return inherited.merging([
            "HOME": home.path, "TMPDIR": temporary.path, "XDG_CACHE_HOME": home.appending(path: ".cache").path,
        ]) { $1 }
    }

    /// What the fence refused, one line each ("PROGRAM wrote PATH").
    func refusals() -> [String] {
        ((try? String(contentsOf: report, encoding: .utf8)) ?? "").split(separator: "\n").map { TerminalText.sanitized(String($0)) }
    }

    /// Where a file the build wrote to the shared build folder is: in this build's overlay.
    func written(_ file: URL, sharedBuild: URL) -> URL {
        let relative = file.path.hasPrefix(sharedBuild.path + "/") ? String(file.path.dropFirst(sharedBuild.path.count + 1)) : file.lastPathComponent
        return upper.appending(path: relative)
    }

    /// Points the package's dependencies on WidgetSDK and WidgetKit by path, wherever its author had
    /// them, at this machine's.
    func pointAtLocalSDK() throws {
        let manifest = package.appending(path: "Package.swift")
        guard let sdk = try? SDKLocation.find(explicit: nil), var text = try? String(contentsOf: manifest, encoding: .utf8) else { return }
        let packages = sdk.deletingLastPathComponent()
        text.replace(/\.package\(\s*path:\s*"[^"]*\/(WidgetSDK|WidgetKit)"\s*\)/) { match in
            ".package(path: \"\(packages.appending(path: String(match.1)).path)\")"
        }
        try Data(text.utf8).write(to: manifest)
    }
}
