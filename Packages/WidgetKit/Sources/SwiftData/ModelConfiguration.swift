import Foundation
import WidgetSDK

/// Where a container keeps its models: a file in an app group's container (which an app and its
/// widget share), at a URL, or in memory only.
public struct ModelConfiguration: Hashable, Sendable {
    /// The store's name; its file is `NAME.store`.
    public let name: String
    /// The store's file (`/dev/null` for a store in memory).
    public let url: URL
    public let isStoredInMemoryOnly: Bool
    public let allowsSave: Bool
    /// The app group whose container holds the file, when one was named.
    public let groupAppContainerIdentifier: String?
    let groupFailure: String?

    /// A store named `name` (`default`): in an app group's container (`Library/Application
    /// Support/NAME.store`) for `.identifier("group.…")`, and for `.automatic` in a widget bundle that
    /// declares app groups or an app entitled to some (the first, as iOS takes an app's first entitled
    /// group); else in this program's data folder (`$XDG_DATA_HOME/PROGRAM`).
    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
        groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        let name = name ?? "default"
        self.name = name
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        let group = isStoredInMemoryOnly
            ? groupContainer.group : groupContainer.group ?? (groupContainer.isAutomatic ? FileManager.default._declaredAppGroups.first : nil)
        var failure: String?
        if isStoredInMemoryOnly {
            url = URL(filePath: "/dev/null")
        } else if let group {
            if let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group) {
                url = folder.appending(path: "Library/Application Support").appending(path: "\(name).store")
            } else {
                url = URL(filePath: "/dev/null")
                failure = group
            }
        } else {
            url = Self.defaultDirectory.appending(path: "\(name).store")
        }
        groupAppContainerIdentifier = group
        groupFailure = failure
    }

    /// A store in the file at `url`.
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        self.url = url
        self.isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
        self.groupAppContainerIdentifier = nil
        self.groupFailure = nil
    }

    /// A store in memory, or in this program's data folder.
    public init(isStoredInMemoryOnly: Bool) { self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly) }

    private static var defaultDirectory: URL {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(filePath: $0) }
            ?? URL(filePath: NSHomeDirectory()).appending(path: ".local/share")
        return base.appending(path: ProcessInfo.processInfo.processName)
    }

    /// Which app group's container holds the store.
    public struct GroupContainer: Hashable, Sendable {
        let group: String?
        var isAutomatic = false
        /// The first app group a widget bundle declares, or an app's entitlements list (its
        /// `.entitlements` file beside its executable); else this program's own data folder.
        public static let automatic = GroupContainer(group: nil, isAutomatic: true)
        /// This program's own data folder.
        public static let none = GroupContainer(group: nil)
        /// The container of the app group named, `group.…`.
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(group: groupName) }
    }

    /// CloudKit syncing, which is not offered here: every store is local.
    public struct CloudKitDatabase: Hashable, Sendable {
        let name: String?
        public static let automatic = CloudKitDatabase(name: nil)
        public static let none = CloudKitDatabase(name: nil)
        public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase { CloudKitDatabase(name: containerIdentifier) }
    }
}
