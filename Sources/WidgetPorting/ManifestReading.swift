import Foundation

/// How `widgets port` reads the manifest of a package of the app's own (`swift package dump-package`,
/// which runs it).
public enum ManifestReading {
    /// How `swift package dump-package` runs: a fence around it, given the command, the package and a
    /// scratch folder it may write (`widgets port` runs manifests in the build fence); nil runs it as it is.
    @TaskLocal public static var fence: (@Sendable (_ command: [String], _ package: URL, _ scratch: URL) throws -> FencedCommand)?

    /// A command made to run in a fence: what to run, with what environment, and afterwards what the
    /// fence refused it.
    public struct FencedCommand: Sendable {
        public var command: [String]
        public var environment: [String: String]
        public var refusals: @Sendable () -> [String]

        public init(command: [String], environment: [String: String], refusals: @escaping @Sendable () -> [String]) {
            self.command = command
            self.environment = environment
            self.refusals = refusals
        }
    }
}
