import Foundation
import Logging
import WidgetWire

/// What loading found: the bundles that work, and why each other one was refused.
public struct LoadReport: Sendable {
    public var bundles: [LoadedBundle] = [] {
        didSet { byIdentifier = Dictionary(bundles.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first }) }
    }
    /// The bundles by identifier, for the lookups every event makes.
    private var byIdentifier: [String: LoadedBundle] = [:]
    public var refusals: [WidgetRuntimeError] = []
    /// Where a running host plugs in the bundles' `WidgetCenter` calls.
    public let hooks = HostHooks()

    public init() {}

    /// The loaded bundle with this identifier.
    public func bundle(_ identifier: String) -> LoadedBundle? { byIdentifier[identifier] }

    /// The loaded bundle with this identifier; the error lists the ones there are.
    public func requireBundle(_ identifier: String) throws(WidgetRuntimeError) -> LoadedBundle {
        guard let bundle = bundle(identifier) else {
            throw WidgetRuntimeError(
                .unknownBundle, at: identifier, "no loaded bundle has this identifier",
                fix: "use one of: \(bundles.map(\.identifier).joined(separator: ", "))")
        }
        return bundle
    }

    /// The bundle and kind an instance shows; the error says they are not loaded and where to see why.
    public func resolve(_ instance: WidgetInstance) throws(WidgetRuntimeError) -> (bundle: LoadedBundle, kind: KindDescription) {
        guard let bundle = bundle(instance.bundle), let kind = bundle.kind(named: instance.kind) else {
            throw WidgetRuntimeError(
                .unknownKind, at: instance.id.rawValue, "its kind \(instance.bundle)/\(instance.kind) is not loaded",
                fix: "run `widgets list` to see why")
        }
        return (bundle, kind)
    }

    /// Stops every bundle's worker (a runtime that ends; nothing is counted against the bundles). A
    /// later request starts a worker again.
    public func shutdown() {
        for bundle in bundles { bundle.starter.worker?.shutdown() }
    }

    /// Stops every bundle's worker and returns once each is gone (reaped, nothing of it writing in
    /// the home any more).
    public func shutdownAndWait() async {
        shutdown()
        for bundle in bundles { await bundle.starter.worker?.drained() }
    }

    /// Starts over the bundles whose library changed or whose quarantine was lifted, and has their
    /// widgets reloaded; returns their identifiers. `widgets run` calls it about once a second; a
    /// changed library is started once it stayed the same for a second look, or at once when
    /// `immediately` (an installer that swapped it in one rename).
    @discardableResult
    public func restartChangedBundles(immediately: Bool = false) -> [String] {
        bundles.filter { $0.restartIfChanged(immediately: immediately) }.map { bundle in
            hooks.restarted(bundle: bundle.identifier)
            return bundle.identifier
        }
    }

    /// What ``restartChangedBundles(immediately:)`` looks at, for a watch to say when to look.
    var changeWatches: [FolderEvents.Watch] { bundles.flatMap { $0.starter.worker?.changeWatches ?? [] } }

    mutating func refuse(_ error: WidgetRuntimeError, logger: Logger) {
        logger.debug("refused a bundle", metadata: ["reason": "\(error)"])
        refusals.append(error)
    }

    /// Finds a kind by name, or as `bundle.identifier/kind` when several bundles have that name.
    public func resolve(_ name: String) throws(WidgetRuntimeError) -> (bundle: LoadedBundle, kind: KindDescription) {
        let matches: [(LoadedBundle, KindDescription)]
        if let slash = name.lastIndex(of: "/") {
            let identifier = String(name[..<slash])
            let kind = String(name[name.index(after: slash)...])
            // The bundle named is the first thing that can be wrong.
            _ = try requireBundle(identifier)
            matches = bundles.filter { $0.identifier == identifier }.compactMap { bundle in bundle.kind(named: kind).map { (bundle, $0) } }
        } else {
            matches = bundles.compactMap { bundle in bundle.kind(named: name).map { (bundle, $0) } }
        }
        switch matches.count {
        case 1: return matches[0]
        case 0:
            let known = bundles.flatMap { bundle in bundle.description.widgets.map { "\($0.kind) (\(bundle.identifier))" } }
            throw WidgetRuntimeError(
                .unknownKind, at: name, "no loaded bundle has this widget kind",
                fix: known.isEmpty
                    ? "no bundles are loaded; run `widgets list` to see why"
                    : "use one of: \(known.joined(separator: ", "))")
        default:
            throw WidgetRuntimeError(
                .unknownKind, at: name, "several bundles have this widget kind",
                fix: "name one as " + matches.map { "\($0.0.identifier)/\($0.1.kind)" }.joined(separator: " or "))
        }
    }
}
