import ArgumentParser
import Foundation
import WidgetRuntime

struct UninstallCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uninstall",
        abstract: "Remove a bundle installed with `widgets install`: its folder, kept version, widgets and grants.",
        discussion: """
            Its private folder and settings (what it stored for itself) are removed too when you say so, or \
            with --delete-data (--yes says so); app groups' data, which other bundles and apps share, stays.
            """)

    @Argument(help: ArgumentHelp("The bundle's identifier (`widgets list` shows it).", valueName: "id"))
    var identifier: String

    @Flag(help: "Also remove its private folder and settings, without asking.")
    var deleteData = false

    @Flag(help: "Answer every question yes (for scripts).")
    var yes = false

    @OptionGroup var runtime: HomeOptions

    func run() async throws {
        let home = try runtime.locateHome()
        let installation = Installation(home: home, ask: Question(yes: yes).ask)
        guard installation.installed.records()[identifier] != nil else { throw installation.notInstalled(identifier) }
        let data = deleteData || Question(yes: yes).ask("Delete its private folder and settings too? [y/N] ")
        let removed = try installation.uninstall(identifier, data: data)
        print("Uninstalled \(identifier): removed \(removed.isEmpty ? "its record" : removed.joined(separator: "; ")).")
        if let runtime = try? await ControlConnection.connect(to: home) {
            runtime.close()
            print("The running runtime stops showing it when it starts again.")
        }
    }
}
