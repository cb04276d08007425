import ArgumentParser
import Foundation
import WidgetRuntime

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create a widget package, as Xcode's widget extension template does.",
        discussion: """
            Writes NAME/ with Package.swift (depending on this checkout's WidgetSDK package by its absolute \
            path), Sources/NAMEWidget/NAMEWidget.swift, Info.json, README.md and .gitignore. The widget is a \
            static one with a TimelineProvider (the README's example), or with --intent an \
            AppIntentConfiguration with a WidgetConfigurationIntent; with --kit it imports WidgetKit and \
            SwiftUI, has a #Preview, and depends on the WidgetKit package instead. Then, in NAME/: \
            `widgets bundle --install` and `widgets snapshot NAME`.
            """)

    @Argument(help: ArgumentHelp("The widget's name, a Swift type name such as Weather.", valueName: "name"))
    var name: String

    @Flag(help: "Make a configurable widget (AppIntentConfiguration) instead of a static one.")
    var intent = false

    @Flag(help: ArgumentHelp(
        "Write it as for Xcode: import WidgetKit and SwiftUI, with a #Preview, depending on the WidgetKit package (whose macro makes the first build about two minutes longer)."))
    var kit = false

    @Option(help: ArgumentHelp("The folder to create the package in (default: the current folder).", valueName: "dir"))
    var dir: String?

    @Option(help: ArgumentHelp(
        "The WidgetSDK package to depend on (default: $WIDGETS_SDK, else Packages/WidgetSDK of the checkout widgets was built in).",
        valueName: "path"))
    var sdk: String?

    func run() throws {
        guard Self.isTypeName(name) else {
            throw WidgetRuntimeError(
                .configurationInvalid, at: name, "is not a name a Swift type can have",
                fix: "use letters and digits, starting with a capital letter, e.g. Weather or StockTicker")
        }
        let sdkFolder = try SDKLocation.find(explicit: sdk)
        let parent = URL(filePath: dir ?? ".", relativeTo: URL.currentDirectory()).standardizedFileURL
        // Run inside an empty folder of that name (`mkdir Weather && cd Weather`), the package goes there.
        let isEmptyNamesake = parent.lastPathComponent == name
            && ((try? FileManager.default.contentsOfDirectory(atPath: parent.path))?.isEmpty ?? false)
        let folder = isEmptyNamesake ? parent : parent.appending(path: name)
        if let contents = try? FileManager.default.contentsOfDirectory(atPath: folder.path), !contents.isEmpty {
            throw WidgetRuntimeError(
                .configurationInvalid, at: folder.path, "already exists and is not empty",
                fix: "choose another name or --dir, or remove the folder")
        }
        let files = PackageTemplate(name: name, sdk: sdkFolder, configurable: intent, kit: kit).files
        for (path, text) in files {
            let file = folder.appending(path: path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        print("Created \(folder.path) (\(intent ? "configurable" : "static") widget \(name)):")
        for (path, _) in files { print("  \(path)") }
        let cd = isEmptyNamesake ? "" : "  cd \(Self.relative(folder))\n"
        print("\nNext:\n\(cd)  widgets bundle --install\n  widgets snapshot \(name)")
    }

    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isUppercase, name.count <= 60 else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// A folder as the user would `cd` to it from here.
    static func relative(_ folder: URL) -> String {
        let here = URL.currentDirectory().standardizedFileURL.path
        return folder.path.hasPrefix(here + "/") ? String(folder.path.dropFirst(here.count + 1)) : folder.path
    }
}
