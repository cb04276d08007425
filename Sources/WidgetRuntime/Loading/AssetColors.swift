import Foundation
import WidgetWire

/// The colour sets of the asset catalogs in a bundle's `Resources/` (`Assets.xcassets/Brand.colorset`),
/// as Xcode writes them, in their light appearance: what `Color("Brand")` draws. `AccentColor`, when
/// there is one, is the bundle's accent color.
struct AssetColors: Sendable {
    private let colors: [String: ColorValue]

    init(resources: URL) {
        var colors: [String: ColorValue] = [:]
        let catalogs = ((try? FileManager.default.contentsOfDirectory(atPath: resources.path)) ?? []).filter { $0.hasSuffix(".xcassets") }.sorted()
        for catalog in catalogs {
            let folder = resources.appending(path: catalog)
            for set in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []) where set.hasSuffix(".colorset") {
                let name = String(set.dropLast(".colorset".count))
                let contents = folder.appending(path: set).appending(path: "Contents.json")
                guard colors[name] == nil, let size = (try? FileManager.default.attributesOfItem(atPath: contents.path))?[.size] as? Int,
                    size <= 65_536, let json = try? JSON(parsing: Data(contentsOf: contents)), let color = Self.lightColor(in: json)
                else { continue }
                colors[name] = color
            }
        }
        self.colors = colors
    }

    var isEmpty: Bool { colors.isEmpty }

    /// A tree with its asset color names given their values (and the accent color the catalog's).
    func apply(to node: RenderNode) -> RenderNode {
        guard !colors.isEmpty else { return node }
        return node.mappingColors { color in
            guard case .named(let name, let opacity) = color,
                let asset = colors[name] ?? (name == "accentColor" ? colors["AccentColor"] : nil),
                case .rgba(let red, let green, let blue, let alpha) = asset
            else { return color }
            return .rgba(red: red, green: green, blue: blue, opacity: alpha * opacity)
        }
    }

    /// The color of the appearance with no luminosity (or the light one) of a colour set's `Contents.json`.
    static func lightColor(in json: JSON) -> ColorValue? {
        guard case .array(let entries)? = json["colors"] else { return nil }
        let light = entries.first { entry in
            guard case .array(let appearances)? = entry["appearances"] else { return true }
            return appearances.allSatisfy { $0["value"] == .string("light") }
        }
        guard let components = light?["color"]?["components"] else { return nil }
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
