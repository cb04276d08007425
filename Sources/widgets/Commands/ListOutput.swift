import ArgumentParser
import Foundation
import WidgetRuntime
import WidgetWire

enum ListOutput {
    static func json(home: String, report: LoadReport, installed: [String: InstalledBundles.Record] = [:]) -> JSON {
        let bundles = report.bundles.map { bundle in
            JSON.fields([
                "identifier": .string(bundle.identifier), "name": .string(bundle.manifest.name),
                "version": .string(bundle.manifest.version), "folder": .string(bundle.folder.path),
                "library": .string(bundle.libraryPath), "sdkVersion": .string(bundle.description.sdkVersion),
                "widgets": bundle.description.widgets.json, "fence": .string(bundle.fence),
                "quarantined": bundle.health.quarantine.map { .string($0.reason) },
                "appGroups": .array(bundle.appGroups.granted.map(JSON.string)),
                "appGroupsWaiting": .array(bundle.appGroups.waiting.map(JSON.string)),
                "appGroupsNotGranted": .array((bundle.appGroups.waiting + bundle.appGroups.denied).map(JSON.string)),
                "location": bundle.location.declared ? .string(bundle.location.granted ? "granted" : "notGranted") : nil,
                "installed": installed[bundle.identifier].map { record in
                    .fields([
                        "source": .string(record.current.source), "reference": record.current.reference.map(JSON.string),
                        "commit": record.current.commit.map(JSON.string), "catalog": record.current.catalog.map(JSON.string),
                        "granted": .array(granted(record.current.grants).map(JSON.string)),
                        "previousVersion": record.previous.map { .string($0.version) },
                    ])
                },
            ])
        }
        return .fields(["home": .string(home), "bundles": .array(bundles), "refused": .array(report.refusals.map(\.json))])
    }

    /// What an installed bundle was granted, one phrase each.
    static func granted(_ grants: InstalledBundles.Grants) -> [String] {
        grants.appGroups.map { "app group \($0)" } + (grants.network ? ["network"] : []) + (grants.location ? ["location"] : [])
            + grants.urlSchemes.map { "URL scheme \($0):" }
    }

    static func text(_ report: LoadReport, searched: [URL], installed: [String: InstalledBundles.Record] = [:]) -> String {
        var lines: [String] = []
        if report.bundles.isEmpty {
            lines.append("No bundles loaded. Looked in: \(searched.map(\.path).joined(separator: ", "))")
            lines.append("Put a Name.widgetbundle folder (Info.json and its library) there, or name another folder with --plugins.")
            lines.append("To make one: `widgets new Weather`, then `widgets bundle --install` in Weather/. The examples run from the checkout (`swift run widgets list` there).")
        }
        for bundle in report.bundles {
            lines.append(TerminalText.sanitized("\(bundle.manifest.name) \(bundle.manifest.version)  \(bundle.identifier)  \(bundle.folder.path)"))
            lines.append("  runs in: \(bundle.fence)")
            if let record = installed[bundle.identifier] {
                var origin = "  installed from \(record.current.source)"
                if let reference = record.current.reference { origin += " at \(reference)" }
                if let commit = record.current.commit { origin += " (commit \(commit.prefix(12)))" }
                if let catalog = record.current.catalog { origin += ", catalog \(catalog)" }
                let grants = granted(record.current.grants)
                origin += "; granted: \(grants.isEmpty ? "nothing beyond its own folder" : grants.joined(separator: ", "))"
                if let previous = record.previous { origin += "; kept for rollback: \(previous.version)" }
                lines.append(TerminalText.sanitized(origin))
            }
            let groups = bundle.appGroups
            if !groups.granted.isEmpty || !groups.waiting.isEmpty || !groups.denied.isEmpty {
                let granted = groups.granted.map { "\($0) (granted)" }
                let waiting = groups.waiting.map { "\($0) (WAITING for the grant: widgets grant \(bundle.identifier) \($0))" }
                let denied = groups.denied.map { "\($0) (denied by runtime.json)" }
                lines.append(TerminalText.sanitized("  app groups: " + (granted + waiting + denied).joined(separator: ", ")))
            }
            if bundle.location.declared {
                lines.append(
                    bundle.location.granted
                        ? "  location: granted"
                        : TerminalText.sanitized("  location: NOT granted (widgets grant \(bundle.identifier) location)"))
            }
            if let quarantine = bundle.health.quarantine {
                lines.append("  QUARANTINED since \(quarantine.since.formatted(.iso8601)): \(quarantine.reason)")
                lines.append("    lift it: replace its library, or run `widgets quarantine clear \(bundle.identifier)`")
            }
            let width = bundle.description.widgets.map(\.kind.count).max() ?? 0
            for kind in bundle.description.widgets {
                let families = kind.supportedFamilies.map(\.shortName).joined(separator: ", ")
                let padding = String(repeating: " ", count: width - kind.kind.count)
                var line = "  \(kind.kind)\(padding)  \"\(kind.displayName)\"  [\(families)]"
                if !kind.description.isEmpty { line += "  \(kind.description)" }
                lines.append(TerminalText.sanitized(line))
            }
        }
        if !report.refusals.isEmpty {
            lines.append("")
            lines.append("Refused \(report.refusals.count) bundle\(report.refusals.count == 1 ? "" : "s"):")
            for refusal in report.refusals {
                lines.append("  " + TerminalText.sanitized(refusal.description).replacingOccurrences(of: "\n", with: "\n  "))
            }
        }
        return lines.joined(separator: "\n")
    }
}
