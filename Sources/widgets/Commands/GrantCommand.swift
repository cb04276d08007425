import ArgumentParser
import Foundation
import WidgetRuntime

struct GrantCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grant",
        abstract: "Let a bundle use an app group or the location it declares, or take it back; with no arguments, list the grants.",
        discussion: """
            An app group's data and container are shared by the bundles granted it. A bundle that declares \
            a group gets it only from this command or from runtime.json, when an app's entry in \
            appGroups.apps lists both the group and the bundle; until then it loads and waits for the grant, \
            so a bundle cannot read another's data just by naming its group, whichever loads first. With no \
            arguments, lists the grants and the bundles waiting for one. `location` gives a bundle that declares the location entitlement the device's \
            location; no bundle has it until granted. A running runtime applies a change when it next loads \
            its bundles (restart it).
            """)

    @OptionGroup var runtime: RuntimeOptions

    @Argument(help: ArgumentHelp("The bundle's identifier.", valueName: "bundle"))
    var bundle: String?

    @Argument(help: ArgumentHelp("The app group (group.…), or location.", valueName: "group"))
    var group: String?

    @Flag(help: "Take the group from the bundle instead.")
    var revoke = false

    func run() async throws {
        let home = try runtime.locateHome()
        let grants = AppGroupGrants(home: home)
        guard let bundle else { return try await list(home: home, grants: grants) }
        if group == "location" { return try await location(bundle) }
        guard let group, group.hasPrefix("group."), group.count > "group.".count else {
            throw ValidationError(
                "name the app group after the bundle, as its Info.json does (widgets grant \(bundle) group.com.example.shared), or location")
        }
        if revoke {
            let taken = try grants.revoke(group, from: bundle)
            print(taken ? "\(bundle) may no longer use \(group)." : "\(bundle) was not granted \(group); nothing changed.")
            return
        }
        let entitlements = try entitlements(of: bundle)
        guard entitlements.appGroups.contains(group) else {
            throw WidgetRuntimeError(
                .notEntitled, at: bundle, "it does not declare app group '\(group)' in its Info.json, so it would not use it",
                fix: "its author adds it to \"entitlements\": {\"appGroups\": [...]}")
        }
        let added = try grants.grant(group, to: bundle)
        print(added ? "\(bundle) may now use \(group) (its data and container)." : "\(bundle) could already use \(group).")
    }

    /// The grants (the user's, then runtime.json's), the location's, and the bundles waiting for a grant.
    private func list(home: RuntimeHome, grants: AppGroupGrants) async throws {
        let entries = grants.entries().filter { !$0.value.isEmpty }
        if entries.isEmpty { print("You have granted no app group.") }
        for (group, bundles) in entries.sorted(by: { $0.key < $1.key }) {
            print(TerminalText.sanitized("\(group)  \(bundles.joined(separator: ", "))"))
        }
        let policy = home.configuration.appGroups
        for (app, bundles) in policy.appBundles.sorted(by: { $0.key < $1.key }) where !bundles.isEmpty {
            let groups = (policy.apps[app] ?? []).joined(separator: ", ")
            print(TerminalText.sanitized("\(groups)  \(bundles.joined(separator: ", "))  (runtime.json: app \(app))"))
        }
        let located = LocationGrants(home: home).bundles()
        print("location  \(located.isEmpty ? "(no bundle)" : located.joined(separator: ", "))")
        let (_, report) = try await runtime.loadBundles()
        defer { report.shutdown() }
        let waiting = report.bundles.flatMap { bundle in bundle.appGroups.waiting.map { (bundle, $0) } }
        guard !waiting.isEmpty else { return }
        print("")
        print("Waiting for the grant (each loads, and has nothing of the group until you grant it):")
        for (bundle, group) in waiting {
            print(TerminalText.sanitized("  \(bundle.identifier)  \(group)  \(bundle.folder.path)"))
            print(TerminalText.sanitized("    if you trust it with that group's data: widgets grant \(bundle.identifier) \(group)"))
        }
    }

    /// Grants or revokes the device's location.
    private func location(_ bundle: String) async throws {
        let grants = LocationGrants(home: try runtime.locateHome())
        if revoke {
            let taken = try grants.revoke(from: bundle)
            print(taken ? "\(bundle) may no longer have the location." : "\(bundle) was not granted the location; nothing changed.")
            return
        }
        guard try entitlements(of: bundle).location else {
            throw WidgetRuntimeError(
                .notEntitled, at: bundle, "it does not declare the location entitlement in its Info.json, so it would not use it",
                fix: "its author adds \"location\": true to \"entitlements\"")
        }
        let added = try grants.grant(to: bundle)
        print(added ? "\(bundle) may now have the device's location." : "\(bundle) could already have the location.")
    }

    /// The entitlements a bundle's manifest declares, or why there is no such bundle. Only manifests
    /// are read: a bundle whose code needs the grant to describe its widgets can still be granted it.
    private func entitlements(of bundle: String) throws -> BundleManifest.Entitlements {
        let manifests = runtime.loader(for: try runtime.locateHome()).manifests()
        guard let manifest = manifests.first(where: { $0.identifier == bundle }) else {
            let known = manifests.map(\.identifier).sorted()
            throw WidgetRuntimeError(
                .unknownBundle, at: bundle, "no bundle in the plugin folders has this identifier",
                fix: known.isEmpty ? "install the bundle first" : "bundles found: \(known.joined(separator: ", "))")
        }
        return manifest.entitlements
    }
}
