import ArgumentParser
import Foundation
import WidgetRuntime

struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Say what in widget code written for iOS needs an edit to build here, and which edit.",
        discussion: """
            PATH is a package or a folder of widget sources, as written for iOS. Its Swift files, intent \
            definitions, asset catalogs and translations are read (nothing is built) and each thing that \
            will not build or work here is named with its file and line and the smallest edit: a framework \
            Linux does not have, a platform condition that leaves Linux out, Objective-C attributes, \
            UIKit's application objects. Build it against Packages/WidgetKit (see the README's "Porting iOS \
            widget code"). Exits 1 when something needs an edit.
            """)

    @Argument(help: ArgumentHelp("A package or a folder of widget sources.", valueName: "path"))
    var path: String = "."

    func run() throws {
        let folder = URL(filePath: path, relativeTo: URL.currentDirectory()).standardizedFileURL
        let findings = try PortingCheck(package: folder).findings()
        guard !findings.isEmpty else {
            print("Nothing to change: \(folder.path) should build against Packages/WidgetKit as it is.")
            return
        }
        for finding in findings {
            print("\(finding.file)\(finding.line > 0 ? ":\(finding.line)" : ""): \(finding.problem)")
            print("  fix: \(finding.fix)")
        }
        let files = Set(findings.map(\.file)).count
        print("\(findings.count) thing\(findings.count == 1 ? "" : "s") to change in \(files) file\(files == 1 ? "" : "s").")
        throw ExitCode(1)
    }
}
