import ArgumentParser
import Foundation
import WidgetRuntime

/// The one option of commands that use a home but run no bundle code.
struct HomeOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The runtime home (runtime.json, state).", valueName: "path"))
    var home: String?

    func locateHome() throws -> RuntimeHome { try RuntimeHome.locate(explicit: home) }
}
