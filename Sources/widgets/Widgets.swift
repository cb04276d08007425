import ArgumentParser
import Foundation
import WidgetHome
import WidgetABI
import WidgetWire
import WidgetRuntime

@main
struct Widgets: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "widgets",
        abstract: "Run WidgetKit-style widgets from plugin bundles.",
        discussion: """
            Bundles are shared libraries with an Info.json, found in the home's plugin folders. The home is \
            --home, else $WIDGETS_HOME, else, when run from the checkout it was built in (swift run), that \
            checkout's Runtime/ folder with the examples, else ~/.local/share/widgets (an installed copy's \
            home, empty until you install bundles there).
            """,
        version: versionText,
        subcommands: [
            ListCommand.self, SnapshotCommand.self, TimelineCommand.self, RunCommand.self, ReloadCommand.self,
            InstancesCommand.self, ExplainCommand.self, ConfigureCommand.self, OptionsCommand.self,
            RecommendationsCommand.self, TapCommand.self, OpenCommand.self, PageCommand.self, DefaultsCommand.self, QuarantineCommand.self,
            GrantCommand.self, AutostartCommand.self, DesktopCommand.self,
            InstallCommand.self, UpdateCommand.self, UninstallCommand.self, CatalogCommand.self, SearchCommand.self,
            NewCommand.self, BundleCommand.self, ValidateCommand.self, PortCommand.self, PreviewCommand.self, DoctorCommand.self,
        ])

    static func main() async {
        // Whatever a command creates in the runtime home (state, databases, containers) is yours alone.
        umask(0o077)
        let commands = Set(configuration.subcommands.compactMap { $0.configuration.commandName })
        let arguments = Arguments.normalized(Array(CommandLine.arguments.dropFirst()), commands: commands)
        if let message = Arguments.unknownCommand(in: arguments, commands: commands) {
            FileHandle.standardError.write(Data((message + "\n").utf8))
            Glibc.exit(64)
        }
        // The long-running commands wake only when something is due.
        if ["run", "preview"].contains(arguments.first) { EventLoopExecutor.install() }
        await main(arguments)
    }
}

/// `widgets --version`: the version and what it speaks, then the build: its kind, its commit (from
/// the checkout it was built in) and where it runs from.
let versionText: String = {
    #if DEBUG
        let kind = "debug"
    #else
        let kind = "release"
    #endif
    return """
        widgets \(widgetsVersion) (its SDK \(widgetsVersion), bundle ABI \(WIDGET_ABI_VERSION), wire \(wireVersion))
        \(kind) build of commit \(buildCommit), running from \(RuntimeHome.executableDirectory.path)
        """
}()
