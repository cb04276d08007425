import WidgetWire

extension FileManager {
    /// The folder an app group shares between the bundles and apps entitled to it, made on first use;
    /// nil if this bundle is not entitled to the group (the runtime logs why).
    ///
    /// Unlike macOS, which returns a URL even for a group the app does not have, this returns nil, so
    /// a mistyped group name shows at once.
    ///
    /// Outside the runtime (an app sharing its widget's data), the group's folder in the runtime home
    /// (`WIDGETS_HOME`, else `~/.local/share/widgets`): the container the runtime gives the bundles
    /// granted the group.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard let host = HostConnection.current else { return OutsideRuntime.container(groupIdentifier) }
        guard case .success(let reply) = host.call(.container(group: groupIdentifier)), case .string(let path)? = reply["path"]
        else { return nil }
        return URL(filePath: path, directoryHint: .isDirectory)
    }

    /// The app groups this bundle declares in its manifest, in order, as an app's entitlements list
    /// them on iOS (SwiftData's `.automatic` group container is the first). Outside the runtime, an
    /// app's: those its `.entitlements` files beside its executable list (``OutsideRuntime/appGroups``).
    public var _declaredAppGroups: [String] {
        guard let host = HostConnection.current else { return OutsideRuntime.appGroups }
        guard case .success(let reply) = host.call(.appGroups), case .array(let groups)? = reply["groups"]
        else { return [] }
        return groups.compactMap { if case .string(let group) = $0 { group } else { nil } }
    }
}
