import ArgumentParser
import Foundation
import WidgetRuntime

struct BundleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bundle",
        abstract: "Build a widget package and make it a bundle; --install puts it in the home's plugins.",
        discussion: """
            Runs `swift build` in the package, then assembles .build/widgetbundles/NAME.widgetbundle with \
            Info.json, the library Info.json names and the package's Resources/ folder. With --install, copies \
            it into the home's first plugin folder, replacing an older copy in one step; a running `widgets \
            run` starts the new library within a second (a bundle new to it shows at its next start).
            """)

    @Argument(help: ArgumentHelp("The package folder, holding Package.swift and Info.json.", valueName: "path"))
    var path: String = "."

    @Flag(help: "Build with optimizations (swift build -c release): smaller and faster libraries.")
    var release = false

    @Flag(help: "Install the bundle into the home's plugin folder.")
    var install = false

    @OptionGroup var runtime: RuntimeOptions

    func run() async throws {
        let package = URL(filePath: path, relativeTo: URL.currentDirectory()).standardizedFileURL
        let bundle = try PackageBuild(package: package, release: release).bundle()
        print("Bundled \(bundle.path)")
        guard install else { return }
        let home = try runtime.locateHome()
        guard let plugins = home.pluginFolders.first else {
            throw WidgetRuntimeError(
                .configurationInvalid, at: home.configurationFile.path, "names no plugin folder to install into",
                fix: "add \"plugins\": [\"plugins\"] to runtime.json")
        }
        let installed = try BundleInstaller.install(bundle, into: plugins)
        print("Installed \(installed.folder.path)\(installed.replaced ? ", replacing the older copy" : "").")
        // A running runtime starts a replaced bundle again now; one new to it shows when it next starts.
        guard let client = try ControlClient.connect(to: home) else { return }
        defer { client.close() }
        if case .array(let restarted) = try client.send(.bundlesReplaced), !restarted.isEmpty {
            print("The running runtime started it again; its widgets reload.")
        } else if !installed.replaced {
            print("The running runtime shows new bundles when it starts again.")
        }
    }
}

/// Builds a widget package with SwiftPM and assembles its bundle.
struct PackageBuild {
    let package: URL
    var release = false
    /// Whether `swift build` prints its progress (off when rebuilding for --watch, which logs instead).
    var quiet = false

    /// Builds the package and returns the assembled bundle folder.
    func bundle() throws -> URL {
        for file in ["Package.swift", "Info.json"] where !FileManager.default.fileExists(atPath: package.appending(path: file).path) {
            throw WidgetRuntimeError(
                .manifestMissing, at: package.path, "has no \(file)",
                fix: file == "Info.json" ? "add the bundle's Info.json (see `widgets new`)" : "run this in a widget package (`widgets new NAME` makes one)")
        }
        let (manifest, _) = try BundleManifest.load(fromBundleAt: package)
        var arguments = ["build", "--package-path", package.path]
        if release { arguments += ["-c", "release"] }
        let build = run(arguments)
        guard build.status == 0 else {
            let errors = build.output.split(separator: "\n").filter { $0.contains("error:") }.prefix(5)
            throw WidgetRuntimeError(
                .pluginFailed, at: package.path, "swift build failed" + (errors.isEmpty ? "" : ":\n" + errors.joined(separator: "\n")),
                fix: quiet ? "fix the errors and save again" : "fix the errors above and run it again")
        }
        let binPath = run(arguments + ["--show-bin-path"], capture: true)
        let products = URL(filePath: binPath.output.trimmingCharacters(in: .whitespacesAndNewlines))
        var library: URL?
        if let name = manifest.library {
            library = products.appending(path: name)
            guard FileManager.default.fileExists(atPath: library!.path) else {
                throw WidgetRuntimeError(
                    .libraryNotFound, at: package.appending(path: "Info.json").path,
                    "field 'library' names '\(name)', which the build did not make in \(products.path)",
                    fix: "name the package's dynamic library product's file, lib<Product>.so")
            }
        }
        return try BundleInstaller.assemble(
            manifest: package.appending(path: "Info.json"), library: library, resources: package.appending(path: "Resources"),
            named: manifest.name.filter { $0.isLetter || $0.isNumber }, in: package.appending(path: ".build/widgetbundles"))
    }

    /// Runs `swift` with these arguments; its output goes to ours unless captured.
    private func run(_ arguments: [String], capture: Bool = false) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        let pipe = Pipe()
        if capture || quiet { process.standardOutput = pipe }
        if quiet { process.standardError = pipe }
        do {
            try process.run()
        } catch {
            return (127, "")
        }
        let output = capture || quiet ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
