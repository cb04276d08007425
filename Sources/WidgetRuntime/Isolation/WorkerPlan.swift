import CFence
import Foundation
import WorkerWire

/// What a bundle's workers are started with: the executable, the launch (library and fence) and the
/// environment. Made by the loader from the manifest and the runtime home.
struct WorkerPlan: Sendable {
    var executable: String
    var launch: WorkerLaunch
    var environment: [String: String]
    /// Folders the runtime makes before each start (the private folder, granted group containers).
    var folders: [URL]
    /// Whether its workers start in PID namespaces of their own (where the kernel allows).
    var namespaced = true
    /// The quotas of the folders it writes (its private folder, its groups' containers), counted
    /// before a worker starts and watched while it runs (``QuotaWatch``).
    var quotas: [FolderQuota] = []
    /// Whether a crash's cause names the line of the bundle's source (``CrashSite``).
    var locatesCrashes = false
    /// How fast its host messages are read.
    var messages = HostMessagePolicy()
    /// How much of the runtime's CPU its traffic may cost.
    var share = RuntimeSharePolicy()
}
