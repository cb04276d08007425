import ArgumentParser
import Foundation
import WidgetRuntime

struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Preview a widget package in the browser: each kind in every family, redrawn as you edit.",
        discussion: """
            Builds the package, runs it in development mode in a home of its own, and serves a preview canvas \
            on loopback (the address is printed, with its token): each kind side by side in the families it \
            supports, with switches for the color scheme, rendering mode, platform, device and Dynamic Type \
            size, a scrubber through the timeline's entries, and the package's #Previews by name. A saved edit \
            rebuilds and redraws it; a compiler error or a crash is shown in place. `widgets run --watch PACKAGE \
            --http PORT` serves the same canvas at /preview beside the live page.
            """)

    @Argument(help: "The widget package (default: the current folder).")
    var package = "."

    @Option(help: ArgumentHelp("The port to serve on (default: any free one).", valueName: "port"))
    var port = 0

    @Option(help: ArgumentHelp("The runtime home to run in (default: a new one, removed when it stops).", valueName: "dir"))
    var home: String?

    @Option(name: .customLong("for"), help: ArgumentHelp("Stop by itself after this many seconds.", valueName: "seconds"))
    var duration: Double?

    func run() async throws {
        var temporary: URL?
        if home == nil {
            // A short name: the home's control socket's path has at most 107 bytes.
            let folder = FileManager.default.temporaryDirectory.appending(path: "preview-\(UUID().uuidString.prefix(8))")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            temporary = folder
        }
        defer { temporary.map { try? FileManager.default.removeItem(at: $0) } }
        let root = home ?? temporary!.path
        if temporary != nil {
            try #"{"plugins": ["plugins"]}"#.write(to: URL(filePath: root).appending(path: "runtime.json"), atomically: true, encoding: .utf8)
        }
        var arguments = ["--home", root, "--watch", package, "--http", "\(port)", "--dev", "--log", "text"]
        if let duration { arguments += ["--for", "\(duration)"] }
        var run = try RunCommand.parse(arguments)
        try await run.run()
    }
}
