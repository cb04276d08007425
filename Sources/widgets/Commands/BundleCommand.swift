import ArgumentParser
import Foundation
import WidgetRuntime

struct BundleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bundle",
        abstract: "Build a widget package and make it a bundle; --install puts it in the home's plugins.",
        discussion: """
            Runs `swift build` in the package (in one build folder shared by every widget package, \
            $XDG_CACHE_HOME/widgets/build, else $HOME/.cache/widgets/build, so the SDK is compiled once; each compiler \
            diagnostic is shown once), then assembles .build/widgetbundles/NAME.widgetbundle with \
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
        let bundle = try await PackageBuild(package: package, release: release).bundle()
        print("Bundled \(bundle.path)")
        // A group the code names but Info.json leaves out reads as empty: say so now, not at run time.
        let manifest = try BundleManifest.load(fromBundleAt: bundle).0
        if let library = manifest.library {
            for group in AppGroupLiterals.names(inLibraryAt: bundle.appending(path: library)).subtracting(manifest.entitlements.appGroups).sorted() {
                print("warning: its code names app group '\(group)', which Info.json does not declare: it will read nothing there; add \"\(group)\" to entitlements.appGroups")
            }
        }
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
        guard let runtime = try await ControlConnection.connect(to: home) else { return }
        defer { runtime.close() }
        if try await !runtime.bundlesReplaced().isEmpty {
            print("The running runtime started it again; its widgets reload.")
        } else if !installed.replaced {
            print("The running runtime shows new bundles when it starts again.")
        }
    }
}
