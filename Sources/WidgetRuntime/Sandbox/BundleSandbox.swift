import Foundation
import Logging
import Synchronization
import WidgetWire

/// What one bundle may reach: its own suite, the app groups granted to it, and their containers.
struct BundleSandbox: Sendable {
    let identifier: String
    let declaredGroups: [String]
    let grantedGroups: [String]
    let defaults: DefaultsService
    /// The folder holding every app group's container.
    let containers: URL
    /// The running host's reload and configuration services.
    let hooks: HostHooks
    /// The declared groups runtime.json denies it (the other declared groups it lacks were not granted).
    var deniedGroups: [String] = []

    /// The suite a bundle's request names: its own for nil or its identifier, else a granted group.
    func suite(for requested: String?) throws(WidgetRuntimeError) -> String {
        guard let requested, requested != identifier else { return identifier }
        try SuiteNames.validate(requested)
        if grantedGroups.contains(requested) { return requested }
        throw refusal(requested)
    }

    /// An app group's container folder, made on first use.
    func container(for group: String) throws(WidgetRuntimeError) -> URL {
        try SuiteNames.validate(group)
        guard SuiteNames.isAppGroup(group), grantedGroups.contains(group) else { throw refusal(group) }
        let folder = containers.appending(path: group, directoryHint: .isDirectory)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw WidgetRuntimeError(
                .storeUnavailable, at: folder.path, "cannot create the app group's container: \(error.localizedDescription)")
        }
        return folder
    }

    /// Why the bundle may not use a name, with the groups it does have and the likely typo.
    private func refusal(_ name: String) -> WidgetRuntimeError {
        let has = grantedGroups.isEmpty ? "it has no app groups" : "its app groups are \(grantedGroups.joined(separator: ", "))"
        if declaredGroups.contains(name), deniedGroups.contains(name) {
            return WidgetRuntimeError(
                .notEntitled, at: "bundle \(identifier)", "runtime.json denies it app group '\(name)'; \(has)",
                fix: "remove '\(name)' from appGroups.deny in runtime.json to grant it")
        }
        if declaredGroups.contains(name) {
            return WidgetRuntimeError(
                .notEntitled, at: "bundle \(identifier)", "app group '\(name)' is waiting for the grant: you have not granted it to this bundle yet; \(has)",
                fix: "if you trust it with that group's data: widgets grant \(identifier) \(name)")
        }
        guard SuiteNames.isAppGroup(name) else {
            return WidgetRuntimeError(
                .notEntitled, at: "bundle \(identifier)",
                "suite '\(name)' is neither its own nor an app group; a bundle reaches only its own suite and its app groups",
                fix: "share data through an app group both sides declare")
        }
        let guess = SuiteNames.nearMisses(of: name, in: grantedGroups).first.map { "; did you mean '\($0)'?" } ?? ""
        return WidgetRuntimeError(
            .notEntitled, at: "bundle \(identifier)", "it is not entitled to app group '\(name)'; \(has)\(guess)",
            fix: guess.isEmpty ? "add \"\(name)\" to entitlements.appGroups in its Info.json" : "correct the group's name in the code")
    }
}
