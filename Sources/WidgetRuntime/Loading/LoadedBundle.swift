import Foundation
import Logging
import Synchronization
import WidgetABI
import WidgetDrawing
import WidgetWire

/// A bundle whose widgets are described: the host's handle on it. Its library is started on the first
/// request that needs it, if loading did not already start it.
public final class LoadedBundle: Sendable {
    public let manifest: BundleManifest
    /// The bundle folder (holding `Info.json`).
    public let folder: URL
    /// The library the bundle runs from.
    public let libraryPath: String
    public let description: BundleDescription
    let starter: BundleStarter
    /// The colour sets of its asset catalogs, given to the entries it sends.
    let assetColors: AssetColors

    init(starter: BundleStarter, description: BundleDescription) {
        manifest = starter.bundle.manifest
        folder = starter.bundle.folder
        libraryPath = starter.bundle.library
        self.description = description
        self.starter = starter
        assetColors = AssetColors(files: starter.files)
    }

    /// An entry as the bundle sent it, its asset colors given their values in the context's color scheme.
    private func colored(_ entry: RenderedEntry, in context: ProviderContext) -> RenderedEntry {
        guard !assetColors.isEmpty else { return entry }
        var entry = entry
        entry.view = assetColors.apply(to: entry.view, colorScheme: context.colorScheme)
        return entry
    }

    /// True once the bundle's code runs (in this process, or in a worker).
    public var isStarted: Bool { starter.isStarted }

    /// Whether the bundle's code runs, where, and how it is fenced; or why it does not.
    public var health: BundleHealth { starter.health }

    /// Where the bundle's code runs and what it may reach, in a line.
    public var fence: String { starter.fenceDescription }

    /// The app groups it declares: those it may use, those waiting for the user's grant, and those
    /// runtime.json denies it.
    public var appGroups: GroupAccess {
        let granted = starter.grantedGroups
        let denied = starter.deniedGroups
        let declared = manifest.entitlements.appGroups
        return GroupAccess(
            granted: granted, waiting: declared.filter { !granted.contains($0) && !denied.contains($0) },
            denied: declared.filter { denied.contains($0) })
    }

    /// Whether it declares the `location` entitlement, and whether the user granted it.
    public var location: (declared: Bool, granted: Bool) {
        let location = starter.location
        return (location.declared, location.granted)
    }

    /// In worker mode, starts over when the library changed and settled (or at once, when it was
    /// replaced in one rename), or the quarantine was lifted; returns whether it did (the bundle's
    /// widgets should reload).
    func restartIfChanged(immediately: Bool) -> Bool { starter.worker?.restartIfChanged(immediately: immediately) ?? false }

    public var identifier: String { manifest.identifier }

    /// A file of the bundle's `Resources/` folder, for `Image(_:)`: by name, or by name and a usual
    /// image extension; its path inside the bundle. Never outside the folder.
    private func resource(named name: String) -> String? {
        // A name with a folder is a catalog's set in a namespace folder (`Icons/Star`), looked for
        // among the sets found in the catalogs only.
        guard Self.isPlainName(name) else { return catalogImage(named: name, direct: false) }
        let files = starter.files
        return ([name] + ["png", "jpg", "jpeg", "svg"].map { "\(name).\($0)" })
            .map { "Resources/\($0)" }
            .first { files.entry(at: $0) != nil }
            ?? catalogImage(named: name)
    }

    /// An image set of an asset catalog in `Resources/` (`Assets.xcassets/logo.imageset`, else in a
    /// folder of it: ``AssetColors/sets(ofKind:in:)``), as Xcode lays it out: its largest scale that has a file.
    private func catalogImage(named name: String, direct: Bool = true) -> String? {
        let files = starter.files
        func largest(in set: String) -> String? {
            guard let data = files.read("\(set)/Contents.json", as: .catalogContents) else { return nil }
            return ImageSetContents.files(in: data).first { files.entry(at: "\(set)/\($0)") != nil }.map { "\(set)/\($0)" }
        }
        for (catalog, entry) in files.entries(in: "Resources") where direct && entry == .folder && catalog.hasSuffix(".xcassets") {
            if let file = largest(in: "Resources/\(catalog)/\(name).imageset") { return file }
        }
        return AssetColors.sets(ofKind: "imageset", in: files).lazy.filter { $0.name == name }.compactMap { largest(in: $0.path) }.first
    }

    /// A name that stays in its folder: not empty, no slash, not hidden.
    private static func isPlainName(_ name: String) -> Bool { !name.isEmpty && !name.contains("/") && !name.hasPrefix(".") }

    /// The bytes of a resource image (`Image(_:)`), read through ``BundleFiles`` (no link followed, a
    /// regular file of at most ``ImageData/largest`` bytes) whose header says it has at most
    /// ``ImageSize/mostPixels`` pixels; else nil (drawn as a placeholder) and the reason logged once,
    /// so no resource can make a surface read or decode without end.
    public func resourceData(named name: String) -> Data? {
        guard let path = resource(named: name), let data = starter.files.read(path, as: .image) else { return nil }
        if let size = ImageSize(data), !size.isDrawable {
            starter.files.report(path, "is \(size.width)×\(size.height) pixels; an image is drawn up to \(ImageSize.budget)")
            return nil
        }
        return data
    }

    /// The kind's description, if the bundle has it.
    public func kind(named name: String) -> KindDescription? {
        description.widgets.first { $0.kind == name }
    }

    /// The provider's quick sample entry.
    public func placeholder(kind: String, context: ProviderContext) async throws(WidgetRuntimeError) -> RenderedEntry {
        colored(try await starter.link().get().send(.placeholder(kind: kind, context: context), expecting: RenderedEntry.self), in: context)
    }

    /// The entry for now, for transient displays.
    public func snapshot(kind: String, context: ProviderContext) async throws(WidgetRuntimeError) -> RenderedEntry {
        colored(try await starter.link().get().send(.snapshot(kind: kind, context: context), expecting: RenderedEntry.self), in: context)
    }

    /// The `#Preview`s of the bundle's sources, in file and line order (none for a bundle that has no
    /// Swift previews).
    public func previews() async throws(WidgetRuntimeError) -> [PreviewDescription] {
        try await starter.link().get().send(.previews, expecting: [PreviewDescription].self)
    }

    /// One preview's entries drawn in a context (give the preview's family, at the device's size).
    public func preview(_ index: Int, context: ProviderContext) async throws(WidgetRuntimeError) -> [RenderedEntry] {
        try await starter.link().get().send(.preview(index: index, context: context), expecting: RenderedTimeline.self).entries
            .map { colored($0, in: context) }
    }

    /// Performs an intent (a button's or toggle's) in the plugin; returns its result's value, if any.
    public func perform(_ invocation: IntentInvocation) async throws(WidgetRuntimeError) -> IntentOutcome {
        IntentOutcome(try await starter.link().get().send(.perform(invocation), expecting: PerformReply.self))
    }

    /// The configurations the kind's provider suggests.
    public func recommendations(kind: String) async throws(WidgetRuntimeError) -> [Recommendation] {
        try await starter.link().get().send(.recommendations(kind: kind), expecting: [Recommendation].self)
    }

    /// The choices for a configuration parameter of a kind, from its enum, entity query or options provider.
    public func options(kind: String, parameter: String) async throws(WidgetRuntimeError) -> ParameterOptions {
        try await starter.link().get().send(.options(kind: kind, parameter: parameter), expecting: ParameterOptions.self)
    }

    /// Checks that a configuration resolves in the plugin (its entities exist); the error names the
    /// parameter that does not.
    public func checkConfiguration(kind: String, configuration: JSON) async throws(WidgetRuntimeError) {
        _ = try await starter.link().get().send(.checkConfiguration(kind: kind, configuration: configuration), expecting: JSON.self)
    }

    /// The provider's timeline, put in order: entries sorted by date, and an empty timeline replaced
    /// by the placeholder (a widget with nothing new keeps showing something).
    public func timeline(kind: String, context: ProviderContext) async throws(WidgetRuntimeError) -> CheckedTimeline {
        let reply = try await starter.link().get().sendSized(
            .timeline(kind: kind, context: context), expecting: RenderedTimeline.self)
        var checked = CheckedTimeline.check(reply.value, kind: kind)
        checked.isLarge = reply.isLarge
        checked.timeline.entries = checked.timeline.entries.map { colored($0, in: context) }
        if checked.timeline.entries.isEmpty {
            checked.timeline.entries = [try await placeholder(kind: kind, context: context)]
            checked.showsPlaceholder = true
        }
        return checked
    }
}
