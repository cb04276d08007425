import ArgumentParser
import Foundation
import WidgetRuntime

struct PageCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "page",
        abstract: "Print the address of the page the running runtime serves (widgets run --http), token included.",
        discussion: "With --open, opens it in the browser as a widget's web link is opened (runtime.json's http handler, else xdg-open).")

    @OptionGroup var runtime: RuntimeOptions
    @Flag(help: "Open the page in the browser too.") var open = false

    func run() async throws {
        let home = try RuntimeHome.locate(explicit: runtime.home)
        let running = try await runtime.running(
            on: home, absence: "no runtime runs on this home, so no page is served",
            fix: "start one with `widgets run --http 0` (any free port) or `--http PORT`")
        defer { running.close() }
        guard let address = try await running.pageAddress() else {
            throw WidgetRuntimeError(
                .notRunning, at: home.root.path, "the running runtime serves no page",
                fix: "stop it and start it again with `widgets run --http 0` (or `--http PORT`)")
        }
        print(address)
        if open {
            let routed = try URLRouter(handlers: home.configuration.urlHandlers).open(address, from: nil)
            FileHandle.standardError.write(Data("Opened it with \(routed.command[0]).\n".utf8))
        }
    }
}
