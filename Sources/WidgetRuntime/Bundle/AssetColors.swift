import Foundation
import WidgetWire

/// The colour sets of the asset catalogs in a bundle's `Resources/` (`Assets.xcassets/Brand.colorset`),
/// as Xcode writes them: what `Color("Brand")` draws, in its dark appearance when the entry is asked
/// for in the dark color scheme and the set has one, else in its light (or any) appearance.
/// `AccentColor`, when there is one, is the bundle's accent color.
struct AssetColors: Sendable {
    private let colors: [String: ColorValue]
    private let darkColors: [String: ColorValue]

    /// The colour sets of the bundle's catalogs, each `Contents.json` read through `files`.
    init(files: BundleFiles) {
        var colors: [String: ColorValue] = [:]
        var darkColors: [String: ColorValue] = [:]
        for (path, name) in Self.sets(ofKind: "colorset", in: files) where colors[name] == nil {
            guard let data = files.read("\(path)/Contents.json", as: .catalogContents), let json = try? JSON(parsing: data),
                let color = Self.color(in: json, dark: false)
            else { continue }
            colors[name] = color
            darkColors[name] = Self.color(in: json, dark: true)
        }
        self.colors = colors
        self.darkColors = darkColors
    }

    /// The sets of a kind (`colorset`, `imageset`) in the catalogs of `Resources/`, with their paths and
    /// names as Xcode names them: in a catalog's folders too (groups, four deep at most), under
    /// `Folder/Name` where the folder provides a namespace.
    static func sets(ofKind kind: String, in files: BundleFiles) -> [(path: String, name: String)] {
        var found: [(path: String, name: String)] = []
        func walk(_ folder: String, namespace: String, depth: Int) {
            for (item, entry) in files.entries(in: folder) where entry == .folder {
                if item.hasSuffix(".\(kind)") {
                    found.append(("\(folder)/\(item)", namespace + item.dropLast(kind.count + 1)))
                } else if !item.contains("."), depth < 4 {
                    let contents = files.read("\(folder)/\(item)/Contents.json", as: .catalogContents).flatMap { try? JSON(parsing: $0) }
                    let namespaced = contents?["properties"]?["provides-namespace"] == .bool(true)
                    walk("\(folder)/\(item)", namespace: namespaced ? "\(namespace)\(item)/" : namespace, depth: depth + 1)
                }
            }
        }
        for (catalog, entry) in files.entries(in: "Resources") where entry == .folder && catalog.hasSuffix(".xcassets") {
            walk("Resources/\(catalog)", namespace: "", depth: 0)
        }
        return found
    }

    var isEmpty: Bool { colors.isEmpty }

    /// A tree with its asset color names given their values (and the accent color the catalog's), in
    /// the color scheme asked for (`light`, `dark`, or nil: light).
    func apply(to node: RenderNode, colorScheme: String? = nil) -> RenderNode {
        guard !colors.isEmpty else { return node }
        let dark = colorScheme == "dark"
        func asset(_ name: String) -> ColorValue? { (dark ? darkColors[name] : nil) ?? colors[name] }
        return node.mappingColors { color in
            guard case .named(let name, let opacity) = color,
                let asset = asset(name) ?? (name == "accentColor" ? asset("AccentColor") : nil),
                case .rgba(let red, let green, let blue, let alpha) = asset
            else { return color }
            return .rgba(red: red, green: green, blue: blue, opacity: alpha * opacity)
        }
    }

    /// The color of a colour set's `Contents.json` for an appearance: with `dark`, the one whose
    /// luminosity is dark (nil when it has none); else the one with no luminosity, or the light one.
    static func color(in json: JSON, dark: Bool) -> ColorValue? {
        guard case .array(let entries)? = json["colors"] else { return nil }
        let chosen = entries.first { entry in
            guard case .array(let appearances)? = entry["appearances"] else { return !dark }
            return appearances.contains { $0["value"] == .string("dark") } == dark
                && appearances.allSatisfy { $0["value"] == .string("light") || $0["value"] == .string("dark") }
        }
        guard let components = chosen?["color"]?["components"] else { return nil }
        func channel(_ key: String) -> Double? {
            guard case .string(let text)? = components[key] else {
                if case .number(let value)? = components[key] { return min(max(value, 0), 1) }
                return nil
            }
            let value: Double? =
                if text.lowercased().hasPrefix("0x") { Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
                else if text.contains(".") { Double(text) }
                else { Int(text).map { $0 > 1 ? Double($0) / 255 : Double($0) } }
            return value.map { min(max($0, 0), 1) }
        }
        guard let red = channel("red"), let green = channel("green"), let blue = channel("blue") else { return nil }
        return .rgba(red: red, green: green, blue: blue, opacity: channel("alpha") ?? 1)
    }
}
