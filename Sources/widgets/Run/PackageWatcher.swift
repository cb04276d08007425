import Foundation
import ServiceLifecycle
import WidgetHome
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

    /// How long the package's files must stay unchanged before a rebuild starts: an editor's save can
    /// be several writes, or a write then a rename.
    static let settle = Duration.milliseconds(100)
    /// How often the files are looked at where the kernel cannot watch them (inotify refused).
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
            await nextChange(after: seen)
            // Wait until the save is over: the files stay as they are for a moment.
            var now = fingerprint()
            while !Task.isCancelled, now != seen {
                try? await EventLoopExecutor.sleep(for: Self.settle)
                let settled = fingerprint()
                if settled == now { break }
                now = settled
            }
            guard !Task.isCancelled, now != seen else { continue }
            seen = now
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

    /// Returns when a file of the package may have changed since `seen`: the kernel says so (inotify on
    /// every folder the files are in), or, where it cannot watch them, a look finds it.
    private func nextChange(after seen: [String: [Double]]) async {
        switch await FolderEvents.start(watches(of: seen)) {
        case .success(let events):
            defer { events.stop() }
            // A change made before the watch began is not missed.
            guard fingerprint() == seen else { return }
            for await _ in events.changes { return }
        case .failure:
            while !Task.isCancelled, fingerprint() == seen { try? await EventLoopExecutor.sleep(for: Self.interval) }
        }
    }

    /// The folders holding the package's files, each with the names in it that count (every name in
    /// the folders of `Sources` and `Resources`, where a new file or folder counts too).
    private func watches(of files: [String: [Double]]) -> [FolderEvents.Watch] {
        var names: [String: Set<String>?] = [package.path: ["Sources", "Resources", "Package.swift", "Info.json", "xcode-sources"]]
        names[package.appending(path: "xcode-sources").path] = .some(nil)
        let trees = ["Sources", "Resources"].map { package.appending(path: $0).path + "/" }
        for path in files.keys {
            let file = URL(filePath: path)
            if trees.contains(where: { path.hasPrefix($0) }) || trees.contains(path + "/") {
                // A folder of the trees: every name in it; and its own name in its parent.
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { names[path] = .some(nil) }
                continue
            }
            let folder = file.deletingLastPathComponent().path
            if case .some(.some(var known)) = names[folder] {
                known.insert(file.lastPathComponent)
                names[folder] = known
            } else if names[folder] == nil {
                names[folder] = [file.lastPathComponent]
            }
        }
        return names.map { FolderEvents.Watch(folder: $0.key, names: $0.value) }
    }

    /// For a package `widgets port` wrote, the project's files its targets compile where they are (the
    /// lists in `xcode-sources/`); none for another package.
    static func portedSources(of package: URL) -> [URL] {
        let lists = (try? FileManager.default.contentsOfDirectory(atPath: package.appending(path: "xcode-sources").path)) ?? []
        return lists.filter { $0.hasSuffix(".txt") }.sorted().flatMap { list in
            ((try? String(contentsOf: package.appending(path: "xcode-sources/\(list)"), encoding: .utf8)) ?? "")
                .split(separator: "\n").map { package.appending(path: String($0)) }
        }
    }

    /// The package's sources, manifest and resources as paths, sizes and modification times; for a
    /// package `widgets port` wrote, the project's files its targets compile too (`xcode-sources/`).
    func fingerprint() -> [String: [Double]] {
        var files: [String: [Double]] = [:]
        let roots = ["Sources", "Resources", "Package.swift", "Info.json"].map { package.appending(path: $0) } + Self.portedSources(of: package)
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
