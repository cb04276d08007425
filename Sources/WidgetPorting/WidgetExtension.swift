import Foundation

/// A widget extension target of an Xcode project, with what a bundle needs of it: its Info.plist's
/// identity, its entitlements' app groups and its Swift language mode.
public struct WidgetExtension: Sendable {
    public let project: XcodeProject
    public let target: XcodeTarget
    public let infoPlist: URL?
    public let entitlements: URL?

    /// The extension point a widget extension's Info.plist names.
    public static let extensionPoint = "com.apple.widgetkit-extension"

    /// The widget extensions of a project: app extensions whose Info.plist names WidgetKit's extension
    /// point, or (with no Info.plist at hand) that link WidgetKit or whose code has a `@main` widget.
    public static func all(in project: XcodeProject) -> [WidgetExtension] {
        project.targets.compactMap { target in
            guard target.productType.hasPrefix("com.apple.product-type.app-extension") else { return nil }
            let widget = WidgetExtension(project: project, target: target)
            if let point = widget.info["NSExtension"].flatMap({ ($0 as? [String: Any])?["NSExtensionPointIdentifier"] as? String }) {
                return point == extensionPoint ? widget : nil
            }
            if target.setting("INFOPLIST_KEY_NSExtension_NSExtensionPointIdentifier", root: project.root) == extensionPoint
                || target.frameworks.contains("WidgetKit.framework") || widget.declaresWidgets
            {
                return widget
            }
            return nil
        }
    }

    init(project: XcodeProject, target: XcodeTarget) {
        self.project = project
        self.target = target
        infoPlist = target.setting("INFOPLIST_FILE", root: project.root).flatMap { $0.isEmpty ? nil : project.root.appending(path: $0).standardizedFileURL }
        entitlements = target.setting("CODE_SIGN_ENTITLEMENTS", root: project.root).flatMap { $0.isEmpty ? nil : project.root.appending(path: $0).standardizedFileURL }
    }

    /// The Info.plist's top-level entries (none when the target has none or it cannot be read).
    var info: [String: Any] { Self.propertyList(infoPlist) }

    /// Whether a file declares the extension's entry point: `@main struct X: Widget` or `WidgetBundle`.
    private var declaresWidgets: Bool {
        target.sources.contains { file in
            let text = SourceText.read(file) ?? ""
            return text.contains(/@main\s+(?:public\s+)?struct\s+\w+\s*:\s*(?:Widget|WidgetBundle)\b/)
        }
    }

    /// The app groups its entitlements name (`com.apple.security.application-groups`).
    public var appGroups: [String] {
        (Self.propertyList(entitlements)["com.apple.security.application-groups"] as? [String] ?? [])
            .map { target.expanding($0, root: project.root) }
    }

    /// Whether it asks for the location as Apple's widgets do: `NSWidgetWantsLocation` in its
    /// Info.plist, or `INFOPLIST_KEY_NSWidgetWantsLocation = YES` where Xcode writes the Info.plist.
    public var wantsLocation: Bool {
        (info["NSWidgetWantsLocation"] as? Bool) ?? (target.setting("INFOPLIST_KEY_NSWidgetWantsLocation", root: project.root) == "YES")
    }

    /// The bundle identifier Xcode gives it (`PRODUCT_BUNDLE_IDENTIFIER`, or its Info.plist's).
    public var bundleIdentifier: String? {
        let plist = (info["CFBundleIdentifier"] as? String).map { target.expanding($0, root: project.root) }
        return [target.setting("PRODUCT_BUNDLE_IDENTIFIER", root: project.root), plist].compactMap { $0 }.first { !$0.isEmpty }
    }

    /// The name people see: the Info.plist's display name, else the target's.
    public var displayName: String {
        let candidates = [
            (info["CFBundleDisplayName"] as? String).map { target.expanding($0, root: project.root) },
            target.setting("INFOPLIST_KEY_CFBundleDisplayName", root: project.root),
        ]
        return candidates.compactMap { $0 }.first { !$0.isEmpty && !$0.contains("$") } ?? target.name
    }

    /// Its version (`MARKETING_VERSION`), as a semantic version: `1.2` is `1.2.0`.
    public var version: String {
        let parts = (target.setting("MARKETING_VERSION", root: project.root) ?? "1.0").split(separator: ".").prefix(3)
            .map { part in String(Int(part.prefix { $0.isNumber }) ?? 0) }
        return (parts + Array(repeating: "0", count: 3 - parts.count)).joined(separator: ".")
    }

    /// Its Swift language mode (`SWIFT_VERSION`): 5 unless the project says 6.
    public var swiftLanguageMode: Int { Self.swiftLanguageMode(of: target, in: project) }

    static func swiftLanguageMode(of target: XcodeTarget, in project: XcodeProject) -> Int {
        target.setting("SWIFT_VERSION", root: project.root).flatMap { Double($0) }.map { $0 >= 6 ? 6 : 5 } ?? 5
    }

    /// The platform it is built for, from `SDKROOT`: `iphoneos`, `watchos`, `macosx`, `xros`.
    public var platform: String {
        let sdk = target.setting("SDKROOT", root: project.root) ?? "iphoneos"
        return sdk.prefix { $0.isLetter }.lowercased()
    }

    /// The Swift module Xcode compiles its files into (`PRODUCT_MODULE_NAME`, else its product's name).
    public var moduleName: String { Self.moduleName(of: target, in: project) }

    static func moduleName(of target: XcodeTarget, in project: XcodeProject) -> String {
        let name = [target.setting("PRODUCT_MODULE_NAME", root: project.root), target.setting("PRODUCT_NAME", root: project.root)]
            .compactMap { $0 }.first { !$0.isEmpty } ?? target.name
        let identifier = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return identifier.first?.isNumber == true ? "_" + identifier : identifier
    }

    /// The modules of the project's frameworks it links, which its code may import.
    public var linkedModules: [String] { linkedLibraries.map { Self.moduleName(of: $0, in: project) } }

    /// The project's library targets (frameworks of the app's own code) the extension links: those it
    /// depends on, or whose product its Frameworks phase names.
    public var linkedLibraries: [XcodeTarget] {
        project.targets.filter { other in
            other.isLibrary && other.id != target.id
                && (target.dependencies.contains(other.id) || target.frameworks.contains("\(Self.moduleName(of: other, in: project)).framework"))
        }
    }

    static func propertyList(_ file: URL?) -> [String: Any] {
        guard let file, let data = FileManager.default.contents(atPath: file.path),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return [:] }
        return plist
    }
}
