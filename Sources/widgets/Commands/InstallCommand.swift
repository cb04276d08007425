import ArgumentParser
import Foundation
import WidgetRuntime

struct InstallCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Install a widget bundle from a git repository, a catalog, a package or a bundle, asking first.",
        discussion: """
            SOURCE is a git address (https://…, ssh://…, file://…, user@host:path; #TAG or --ref picks a tag, \
            branch or commit, else its newest release tag), an id from a subscribed catalog (`widgets search`), a \
            widget package folder, a bundle folder, or a tar archive of one. A package is built: one from a git \
            repository or an archive in a fence (widgets-fence: it reads nothing of your home, writes only its \
            build folders, opens no socket; what it tried is named and nothing installed), one in your own \
            folder as `widgets bundle` builds it. Before anything is installed you see what it asks \
            for (app groups and who else has them, network, location, URL schemes, limits), its licence and \
            source, and each kind's snapshot drawn in a worker; it is installed on yes only, and gets only \
            what you granted: a later version that asks for more asks again. An installed version is replaced \
            in one rename and kept for --rollback.
            """)

    @Argument(help: ArgumentHelp("What to install.", valueName: "source"))
    var source: String?

    @Option(help: ArgumentHelp("The tag, branch or commit of a git source.", valueName: "ref"))
    var ref: String?

    @Option(help: ArgumentHelp("The catalog to take an id from, when several list it.", valueName: "name"))
    var catalog: String?

    @Option(help: ArgumentHelp("Put back the version installed before the last install of this bundle.", valueName: "id"))
    var rollback: String?

    @Flag(help: ArgumentHelp(
        "Build installed bundles again from their recorded source and commit: SOURCE's id, else each one built for another runtime."))
    var rebuild = false

    @Flag(help: "Answer every question yes (for scripts).")
    var yes = false

    @OptionGroup var runtime: HomeOptions

    func validate() throws {
        guard rebuild || (source == nil) != (rollback == nil) else {
            throw ValidationError("give a SOURCE to install, --rollback ID, or --rebuild")
        }
    }

    func run() async throws {
        let installation = Installation(home: try runtime.locateHome(), ask: Question(yes: yes).ask)
        if let rollback { return try await installation.rollback(rollback) }
        if rebuild { return try await installation.rebuild(source) }
        let parsed = try BundleSource.parse(source!, reference: ref)
        guard case .catalog(let id) = parsed else {
            try await installation.install(parsed)
            return
        }
        let entries = Catalogs(home: installation.home).entries(withID: id, in: catalog)
        guard let entry = entries.first else {
            throw WidgetRuntimeError(
                .installFailed, at: id, "no subscribed catalog lists this id\(catalog.map { " (in \($0))" } ?? "")",
                fix: "search them (widgets search WORDS), update them (widgets catalog update), or give a git address or folder")
        }
        guard entries.count == 1 else {
            throw WidgetRuntimeError(
                .installFailed, at: id, "several catalogs list it: \(entries.map(\.catalog).joined(separator: ", "))",
                fix: "choose one with --catalog NAME")
        }
        try await installation.install(.git(entry.source, reference: entry.tag), from: entry)
    }
}
