import ArgumentParser
import Foundation
import WidgetRuntime

struct ValidateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a bundle as the runtime will use it, and say what is wrong.",
        discussion: """
            PATH is a bundle folder, or a widget package (then it is built and bundled first, as `widgets \
            bundle` does). The bundle is loaded in a worker in a home of its own (nothing of yours is touched) \
            and checked: its manifest; that it loads and describes itself; placeholder (warned over 100 ms), \
            snapshot (over 1 s) and timeline of each kind in each family; timelines sorted, not empty, under \
            500 entries, not all in the past; views that fit their family; odd configurations made from its \
            schema never crash it; values it writes to its defaults are stored; only declared app groups are \
            used. Exits 1 when a check fails.

            With --catalog, PATH is a catalog manifest (NAME.json) to check before it is published: its fields; \
            that its source builds at its tag (in the fence `widgets install` builds in) into a bundle of its \
            id; that the capabilities it lists are what the bundle's Info.json asks for; that its kinds and \
            families are the bundle's and their snapshots draw; then every check above on the bundle.
            """)

    @Argument(help: ArgumentHelp("A bundle folder or a widget package.", valueName: "path"))
    var path: String = "."

    @Flag(help: "Print the report as JSON.")
    var json = false

    @Option(help: ArgumentHelp("Also write the report as JUnit XML to this file, for CI.", valueName: "file"))
    var junit: String?

    @Flag(name: .customLong("in-process"), help: "Load the bundle in this process instead of a worker.")
    var inProcess = false

    @Flag(help: "PATH is a catalog manifest: check it and the bundle its source builds.")
    var catalog = false

    func run() async throws {
        if catalog {
            let report = await CatalogCheck.check(URL(filePath: path, relativeTo: URL.currentDirectory()).standardizedFileURL, quiet: json)
            print(json ? report.json.prettyPrinted : report.text)
            if !report.passed { throw ExitCode(1) }
            return
        }
        let folder = URL(filePath: path, relativeTo: URL.currentDirectory()).standardizedFileURL
        let isPackage = FileManager.default.fileExists(atPath: folder.appending(path: "Package.swift").path)
        let bundle = isPackage ? try await PackageBuild(package: folder, quiet: json).bundle() : folder
        var validator = BundleValidator(bundle: bundle)
        // A package is the user's own build: its crashes are located in its source.
        validator.locatesCrashes = isPackage
        if inProcess { validator.isolation = .inProcess }
        let report = await validator.validate()
        print(json ? report.json.prettyPrinted : report.text)
        if let junit {
            try Data(report.junit(suite: bundle.lastPathComponent).utf8).write(to: URL(filePath: junit, relativeTo: URL.currentDirectory()))
        }
        if !report.passed { throw ExitCode(1) }
    }
}
