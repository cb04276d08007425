import Foundation
import ServiceLifecycle
import WidgetRuntime

/// `widgets run --watch PACKAGE`: rebuilds a widget package when its files change, installs the new
/// bundle in one rename, and has the runtime start it at once, so the widget is redrawn as you edit,
/// as Xcode's previews are. A failed build is shown and the last good bundle stays.
struct PackageWatcher: Service {
    let package: URL
    let plugins: URL
    let report: LoadReport
    let display: any EventDisplay
    /// The live page, which shows a failed rebuild's errors too.
    let page: PageEvents
    /// The bundle the package builds, and the control server that tells the desktop of its failed
    /// rebuilds (it marks the bundle's widgets).
    let bundle: String
    let control: ControlServer

    /// How often the package's files are looked at.
    static let interval = Duration.milliseconds(250)

    /// Builds and installs the package once; returns the installed bundle folder.
    static func install(_ package: URL, into plugins: URL, quiet: Bool) async throws -> URL {
        try BundleInstaller.install(try await PackageBuild(package: package, quiet: quiet).bundle(), into: plugins).folder
    }

    /// Watches until the group shuts down.
    func run() async {
        await cancelWhenGracefulShutdown { await watch() }
    }

    private func watch() async {
        var seen = fingerprint()
        while !Task.isCancelled {
            try? await Task.sleep(for: Self.interval)
            let now = fingerprint()
            guard now != seen else { continue }
            // Wait for an editor's save to finish (several files, or a write then a rename).
            try? await Task.sleep(for: Self.interval)
            seen = fingerprint()
            do {
                _ = try await Self.install(package, into: plugins, quiet: true)
                report.restartChangedBundles(immediately: true)
                await display.problem(nil)
                page.problem(nil)
                control.publishProblem(bundle: bundle, message: nil)
            } catch {
                let problem = "\(package.lastPathComponent): the rebuild failed; the last good build stays. \(error)"
                await display.problem(problem)
                page.problem(problem)
                control.publishProblem(bundle: bundle, message: problem)
            }
        }
    }

    /// The package's sources, manifest and resources as paths, sizes and modification times; for a
    /// package `widgets port` wrote, the project's files its targets compile too (`xcode-sources/`).
    func fingerprint() -> [String: [Double]] {
        var files: [String: [Double]] = [:]
        let lists = (try? FileManager.default.contentsOfDirectory(atPath: package.appending(path: "xcode-sources").path)) ?? []
        let ported = lists.filter { $0.hasSuffix(".txt") }.flatMap { list in
            ((try? String(contentsOf: package.appending(path: "xcode-sources/\(list)"), encoding: .utf8)) ?? "")
                .split(separator: "\n").map { package.appending(path: String($0)) }
        }
        let roots = ["Sources", "Resources", "Package.swift", "Info.json"].map { package.appending(path: $0) } + ported
        for root in roots {
            let paths = FileManager.default.enumerator(atPath: root.path).map { $0.compactMap { $0 as? String } } ?? []
            for path in [""] + paths {
                let file = path.isEmpty ? root : root.appending(path: path)
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path) else { continue }
                let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                files[file.path] = [modified, Double((attributes[.size] as? NSNumber)?.intValue ?? 0)]
            }
        }
        return files
    }
}
