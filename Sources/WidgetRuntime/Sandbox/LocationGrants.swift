import Foundation

/// Which bundles the user lets have the device's location on a runtime home, kept in
/// `state/location.json`.
///
/// A manifest's `location` entitlement is a request, not a right: a bundle that declares it has the
/// location only once the user says so (`widgets grant BUNDLE location`), as iOS asks before an app
/// sees where you are.
public struct LocationGrants: Sendable {
    public let file: URL

    public init(home: RuntimeHome) { file = home.stateDirectory.appending(path: "location.json") }

    /// The file: `{"version": 1, "bundles": [bundle, …]}`.
    private struct Stored: Codable {
        var version = 1
        var bundles: [String]
    }

    /// The bundles granted the location, in the order they were granted.
    public func bundles() -> [String] {
        StateFile.read(Stored.self, from: file)?.bundles ?? []
    }

    /// Lets `bundle` have the location; returns false when it already could.
    @discardableResult
    public func grant(to bundle: String) throws(WidgetRuntimeError) -> Bool {
        try change { bundles in
            guard !bundles.contains(bundle) else { return false }
            bundles.append(bundle)
            return true
        }
    }

    /// Takes the location from `bundle`; returns false when it did not have it.
    @discardableResult
    public func revoke(from bundle: String) throws(WidgetRuntimeError) -> Bool {
        try change { bundles in
            guard let index = bundles.firstIndex(of: bundle) else { return false }
            bundles.remove(at: index)
            return true
        }
    }

    /// Changes the list under its file lock, writing it when `body` says it changed.
    private func change(_ body: (inout [String]) -> Bool) throws(WidgetRuntimeError) -> Bool {
        try StateFile.locked(file) { () throws(WidgetRuntimeError) in
            var bundles = bundles()
            guard body(&bundles) else { return false }
            try StateFile.write(encoding: Stored(bundles: bundles), to: file)
            return true
        }
    }
}
