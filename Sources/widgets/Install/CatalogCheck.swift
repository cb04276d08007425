import Foundation
import WidgetRuntime
import WidgetWire

/// `widgets validate --catalog`: a catalog manifest checked before it is published, with the bundle
/// its source builds.
enum CatalogCheck {
    /// `quiet` leaves out the progress (for JSON output).
    static func check(_ file: URL, quiet: Bool = false) async -> ValidationReport {
        var report = ValidationReport()
        let entry: CatalogEntry
        do {
            entry = try CatalogEntry.read(file, index: file.deletingLastPathComponent(), catalog: "validate")
            report.pass("catalog manifest", "\(entry.id) at \(entry.tag): its fields are well formed")
        } catch {
            report.fail("catalog manifest", "\(error)")
            return report
        }
        let scratch = FileManager.default.temporaryDirectory.appending(path: "widgets-validate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let bundle: URL
        let manifest: BundleManifest
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            let started = ContinuousClock.now
            bundle = try await Installation.fetch(.git(entry.source, reference: entry.tag), in: scratch, quiet: quiet).bundle
            manifest = try BundleManifest.load(fromBundleAt: bundle).0
            report.pass("source", "\(entry.source) at \(entry.tag) builds \(manifest.name) \(manifest.version)", since: started)
        } catch {
            report.fail("source", "\(error)")
            return report
        }
        if manifest.identifier == entry.id {
            report.pass("id", "the bundle's identifier is \(entry.id)")
        } else {
            report.fail("id", "the manifest says '\(entry.id)', the bundle's Info.json '\(manifest.identifier)'")
        }
        let listed = InstalledBundles.Grants(entry.capabilities ?? BundleManifest.Entitlements())
        let asked = InstalledBundles.Grants(manifest.entitlements)
        if listed == asked {
            report.pass("capabilities", "the manifest lists what the bundle asks for")
        } else {
            let unlisted = listed.ungranted(in: manifest.entitlements)
            let extra = asked.ungranted(in: entry.capabilities ?? BundleManifest.Entitlements())
            report.fail("capabilities", [
                unlisted.isEmpty ? nil : "the bundle asks for \(unlisted.joined(separator: ", ")), which the manifest does not list",
                extra.isEmpty ? nil : "the manifest lists \(extra.joined(separator: ", ")), which the bundle does not ask for",
            ].compactMap { $0 }.joined(separator: "; "))
        }
        do {
            let preview = try await BundlePreview.load(bundle, in: scratch)
            let kinds = Dictionary(preview.kinds.map { ($0.description.kind, $0) }, uniquingKeysWith: { first, _ in first })
            var problems: [String] = []
            for kind in entry.kinds {
                guard let described = kinds[kind.kind] else {
                    problems.append("kind '\(kind.kind)' is not the bundle's (it has \(kinds.keys.sorted().joined(separator: ", ")))")
                    continue
                }
                let missing = kind.families.filter { !described.description.supportedFamilies.contains($0) }
                if !missing.isEmpty { problems.append("\(kind.kind) does not support \(missing.map(\.shortName).joined(separator: ", "))") }
            }
            problems += preview.kinds.filter { $0.picture.hasPrefix("(its snapshot failed") }.map { "\($0.description.kind): \($0.picture)" }
            if problems.isEmpty {
                report.pass("kinds", "\(preview.kinds.map(\.description.kind).joined(separator: ", ")): listed as the bundle has them, each snapshot drawn")
            } else {
                report.fail("kinds", problems.joined(separator: "; "))
            }
        } catch {
            report.fail("kinds", "\(error)")
        }
        report.checks += await BundleValidator(bundle: bundle).validate().checks
        return report
    }
}
