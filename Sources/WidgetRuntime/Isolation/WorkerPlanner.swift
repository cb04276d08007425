import Foundation
import WidgetWire
import WorkerWire

/// Decides what each bundle's worker may reach, from its manifest and the runtime home's policy.
///
/// Read-only: the system's folders (the worker adds them), the bundle folder and its library's folder.
/// Read-write: the bundle's private folder (`state/bundles/ID`, its `HOME` and `TMPDIR`, where
/// Foundation's `UserDefaults` lands) and the containers of the app groups granted to it. Nothing
/// else of the runtime's home: not `state/`'s databases, not `runtime.json`, not the user's home.
struct WorkerPlanner: Sendable {
    let home: RuntimeHome

    /// The worker executable, built beside the runtime's.
    static let executable = RuntimeHome.executableDirectory.appending(path: "widgets-worker").path

    var quarantines: QuarantineList { QuarantineList(home: home) }

    /// The bundle's private folder.
    func privateFolder(of identifier: String) -> URL { home.privateFolder(of: identifier) }

    /// The worker of `bundle`, granted `groups`, in the runtime's `languages` (for its `Bundle.main`).
    func plan(for bundle: CheckedBundle, groups: [String], languages: [String]) -> WorkerPlan {
        let identifier = bundle.manifest.identifier
        let own = privateFolder(of: identifier)
        let temporary = own.appending(path: "tmp")
        let containers = groups.filter(SuiteNames.isAppGroup).map { home.containersDirectory.appending(path: $0) }
        let library = URL(filePath: bundle.library).resolvingSymlinksInPath()
        let folder = bundle.folder.resolvingSymlinksInPath().path
        var readable = [folder]
        for file in [library] + bundle.libraries.values.map({ URL(filePath: $0).resolvingSymlinksInPath() }) {
            let folder = file.deletingLastPathComponent().path
            if !readable.contains(where: { file.path.hasPrefix($0 + "/") }) { readable.append(folder) }
        }
        var environment = [
            "HOME": own.path, "TMPDIR": temporary.path, "XDG_CONFIG_HOME": own.appending(path: ".config").path,
            "XDG_CACHE_HOME": own.appending(path: ".cache").path, "XDG_DATA_HOME": own.appending(path: ".local/share").path,
            "PATH": "/usr/local/bin:/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no",
        ]
        // Locale and time zone are the user's; nothing else of the runtime's environment is passed on.
        for (name, value) in ProcessInfo.processInfo.environment where name == "TZ" || name == "LANG" || name.hasPrefix("LC_") {
            environment[name] = value
        }
        let launch = WorkerLaunch(
            identifier: identifier, library: library.path, readable: readable,
            writable: [own.path] + containers.map(\.path), network: bundle.manifest.entitlements.network,
            appGroups: groups.filter(SuiteNames.isAppGroup),
            limits: home.configuration.limits.lowered(by: bundle.manifest.limits), parent: 0,
            declarative: bundle.manifest.declarative.map { WorkerLaunch.DeclarativeLaunch(section: $0.json, libraries: bundle.libraries) },
            folder: folder, languages: languages)
        return WorkerPlan(
            executable: Self.executable, launch: launch, environment: environment, folders: [own, temporary] + containers,
            namespaced: home.configuration.workerNamespaces,
            quotas: [FolderQuota(folder: own, place: "its private folder", limits: launch.limits)]
                + zip(launch.appGroups, containers).map { group, container in
                    FolderQuota(folder: container, place: "the container of app group \(group)", limits: home.configuration.limits)
                },
            locatesCrashes: home.configuration.locatesCrashes.contains(identifier), messages: home.configuration.hostMessages,
            share: home.configuration.runtimeShare)
    }
}
