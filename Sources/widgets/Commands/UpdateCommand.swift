import ArgumentParser
import Foundation
import WidgetABI
import WidgetRuntime

struct UpdateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Install newer releases of bundles installed from git repositories or catalogs.",
        discussion: """
            For each bundle installed with `widgets install` from a git repository (or the one named), looks \
            for a release tag newer than the one installed (SemVer, `v` allowed; pre-releases only over \
            pre-releases) built for this runtime's ABI (its Info.json's abiVersion; newer ones for another are \
            named and passed over) and installs it. A release that asks for nothing more than you granted installs \
            without a question; one that asks for more asks again.
            """)

    @Argument(help: ArgumentHelp("Only this bundle.", valueName: "id"))
    var identifier: String?

    @Flag(help: "Answer every question yes (for scripts).")
    var yes = false

    @OptionGroup var runtime: HomeOptions

    func run() async throws {
        let installation = Installation(home: try runtime.locateHome(), ask: Question(yes: yes).ask)
        let records = installation.installed.records()
        if let identifier, records[identifier] == nil {
            throw WidgetRuntimeError(
                .unknownBundle, at: identifier, "was not installed with `widgets install`",
                fix: records.isEmpty ? "install it first" : "installed: \(records.keys.sorted().joined(separator: ", "))")
        }
        var failed = false
        for (id, record) in records.sorted(by: { $0.key < $1.key }) where identifier == nil || id == identifier {
            let current = record.current
            guard GitRepository.isAddress(current.source) else {
                print("\(id) \(current.version): installed from \(current.source), not a git repository; install it again to update it.")
                continue
            }
            do {
                let tags = try GitRepository.remoteTags(of: current.source)
                let installedVersion = current.reference.flatMap(SemanticVersion.init) ?? SemanticVersion(current.version)
                let newer = tags.filter { tag in
                    guard let version = SemanticVersion(tag), let installedVersion else { return false }
                    return installedVersion < version && (version.preRelease.isEmpty || !installedVersion.preRelease.isEmpty)
                }
                guard let newest = try newestForThisRuntime(of: current.source, among: newer, id: id) else {
                    print("\(id) \(current.version) is the newest release\(current.reference.map { " (\($0))" } ?? "") built for this runtime.")
                    continue
                }
                print("\(id): \(newest) is newer than \(current.reference ?? current.version).")
                let entry = current.catalog.flatMap { Catalogs(home: installation.home).entries(withID: id, in: $0).first }
                try await installation.install(.git(current.source, reference: newest), from: entry, expecting: id)
            } catch {
                failed = true
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            }
        }
        if failed { throw ExitCode.failure }
    }

    /// The newest of `tags` whose Info.json declares this runtime's ABI; newer ones built for another
    /// runtime are named and passed over.
    private func newestForThisRuntime(of address: String, among tags: [String], id: String) throws -> String? {
        guard !tags.isEmpty else { return nil }
        let scratch = FileManager.default.temporaryDirectory.appending(path: "widgets-update-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let declared = try GitRepository.declaredABIs(of: address, at: tags, cloningInto: scratch)
        var left = tags
        while let newest = GitRepository.newestRelease(left) {
            guard let abi = declared[newest] ?? nil, abi != Int(WIDGET_ABI_VERSION) else { return newest }
            print("\(id): \(newest) is built for ABI \(abi), and this runtime speaks \(WIDGET_ABI_VERSION): passed over.")
            left.removeAll { $0 == newest }
        }
        return nil
    }
}
