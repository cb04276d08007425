import WidgetWire

extension FileManager {
    /// The folder an app group shares between the bundles and apps entitled to it, made on first use;
    /// nil if this bundle is not entitled to the group (the runtime logs why).
    ///
    /// Unlike macOS, which returns a URL even for a group the app does not have, this returns nil, so
    /// a mistyped group name shows at once.
    ///
    /// Outside the runtime (an app, a tool, a test sharing a widget's data), the group's folder is in
    /// `$WIDGETS_GROUP_CONTAINERS` (a runtime home's `state/containers`), made on first use; with no
    /// such variable, nil.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard let host = HostConnection.current else { return Self.containerOutsideRuntime(groupIdentifier) }
        guard case .success(let reply) = host.call(.container(group: groupIdentifier)), case .string(let path)? = reply["path"]
        else { return nil }
        return URL(filePath: path, directoryHint: .isDirectory)
    }

    private static func containerOutsideRuntime(_ groupIdentifier: String) -> URL? {
        guard let root = ProcessInfo.processInfo.environment["WIDGETS_GROUP_CONTAINERS"], !root.isEmpty,
            groupIdentifier.hasPrefix("group."), !groupIdentifier.contains("/"), groupIdentifier != "group." else { return nil }
        let folder = URL(filePath: root, directoryHint: .isDirectory).appending(path: groupIdentifier, directoryHint: .isDirectory)
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return nil }
        return folder
    }
}
