import Foundation
import Logging
import WidgetRuntime
import WidgetWire

/// What a bundle to install shows before it is installed: its kinds, each with a snapshot in its first
/// family drawn for the terminal, from the bundle loaded in a worker in a home of its own.
struct BundlePreview {
    struct Kind {
        var description: KindDescription
        /// The snapshot as text, or why it could not be drawn.
        var picture: String
    }

    var kinds: [Kind]

    /// Loads `bundle` fenced, in a scratch home under `scratch`, and draws each kind's snapshot.
    static func load(_ bundle: URL, in scratch: URL) async throws -> BundlePreview {
        let root = scratch.appending(path: "preview-home")
        let plugins = root.appending(path: "plugins")
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: bundle, to: plugins.appending(path: bundle.lastPathComponent))
        try Data(#"{"plugins": ["plugins"], "isolation": "worker"}"#.utf8).write(to: root.appending(path: "runtime.json"))
        let home = try RuntimeHome(root: root)
        let log = LogCapture()
        let report = await BundleLoader(home: home, logger: log.logger).load()
        guard let loaded = report.bundles.first else {
            await report.shutdownAndWait()
            let why = report.refusals.first?.description ?? "it was not found"
            throw WidgetRuntimeError(.installFailed, at: bundle.path, "it does not load: \(why)", fix: "ask its author; `widgets validate` says more")
        }
        var kinds: [Kind] = []
        for kind in loaded.description.widgets {
            guard let family = kind.supportedFamilies.first else { continue }
            var context = ProviderContext(family: family)
            context.displaySize = home.configuration.appearance.size(of: family)
            let picture: String
            do {
                let entry = try await loaded.snapshot(kind: kind.kind, context: context)
                picture = TextRenderer(metrics: home.configuration.appearance).render(
                    entry.view, family: family, title: kind.displayName, contentMarginsDisabled: kind.contentMarginsDisabled)
            } catch {
                picture = "(its snapshot failed: \(error))"
            }
            kinds.append(Kind(description: kind, picture: picture))
        }
        // Its worker is gone before its home is.
        await report.shutdownAndWait()
        return BundlePreview(kinds: kinds)
    }
}
