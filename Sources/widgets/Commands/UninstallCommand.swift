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
        // A running runtime takes its widgets off the screen now (and out of the list).
        var taken: [String] = []
        if let runtime = try? await ControlConnection.connect(to: home) {
            defer { runtime.close() }
            for status in (try? await runtime.instances()) ?? [] where status.instance.bundle == identifier {
                if (try? await runtime.removeInstance(status.instance.id)) != nil { taken.append(status.instance.id.description) }
            }
        }
        var removed = try installation.uninstall(identifier, data: data)
        if !taken.isEmpty { removed.insert("its widgets \(taken.joined(separator: ", ")) (off the running runtime's screen)", at: 1) }
        print("Uninstalled \(identifier): removed \(removed.joined(separator: "; ")).")
        if try await ControlConnection.connect(to: home).map({ $0.close() }) != nil {
            print("The running runtime's worker for it ends when the runtime starts again.")
        }
    }
}
