import ArgumentParser
import Foundation
import WidgetDrawing
import WidgetLayout
import WidgetRuntime
import WidgetWire

struct SnapshotCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Draw a widget's snapshot: the entry its provider gives for now.",
        discussion: """
            text draws it for the terminal (colored there, unless NO_COLOR is set); html is a self-contained \
            fragment (--page for a whole page that keeps dates live); json is the render tree (and the widget's URL); layout is \
            every visible view's frame, in points from the widget's top-left corner, as the layout engine places it. --png paints \
            the same frames as a picture, at --scale pixels per point.
            """)

    @OptionGroup var runtime: RuntimeOptions
    @OptionGroup var selection: KindOptions

    @Option(help: "Output format: text, html, json or layout.")
    var format: OutputFormat = .text

    @Option(help: ArgumentHelp(
        "Lay the widget out at this size in points rather than its family's (e.g. 400x600), for layout and png.", valueName: "WxH"))
    var size: WidgetSize?

    @Flag(help: "With --format html: a whole page rather than a fragment.")
    var page = false

    @Option(help: "Light or dark: the widget's \\.colorScheme, and how html and png draw it.")
    var scheme: HTMLRenderer.Scheme = .light

    @Option(name: .customLong("rendering-mode"), help: ArgumentHelp(
        "fullColor, accented or vibrant: the widget's \\.widgetRenderingMode, and how html and png draw it; the terminal draws the others without color.",
        valueName: "mode"))
    var renderingMode: WidgetPainter.RenderingMode = .fullColor

    @Flag(help: "Ask for the entry redacted: its text drawn as placeholder bars, as in a private context.")
    var redacted = false

    @Option(help: ArgumentHelp("Write the output to a file instead of standard output.", valueName: "file"))
    var out: String?

    @Option(help: ArgumentHelp("Also paint the widget as a PNG picture.", valueName: "file"))
    var png: String?

    @Option(help: ArgumentHelp(
        "Also paint the kind in every family it supports, light and dark, on one picture: a sheet for a README or a pull request.",
        valueName: "file"))
    var sheet: String?

    @Option(help: ArgumentHelp("Pixels per point of the PNG picture: 1, 2 or 3.", valueName: "n"))
    var scale: Int = 2

    @Option(help: ArgumentHelp(
        "macOS or iOS: whose text sizes, spacing and widget sizes the layout follows (runtime.json's appearance.platform by default).",
        valueName: "platform"))
    var platform: LayoutMetrics.Platform?

    @Option(help: ArgumentHelp(
        "With iOS: the device whose widget sizes the families take, by model (\"iPhone 15 Pro\", \"iPhone SE\", \"iPad Pro 12.9-inch\") or screen (393x852).",
        valueName: "name"))
    var device: String?

    @Option(name: .customLong("dynamic-type"), help: ArgumentHelp(
        "With iOS: the Dynamic Type size text styles are set at, xSmall … xxxLarge or accessibility1 … accessibility5 (default large).",
        valueName: "size"))
    var dynamicType: LayoutMetrics.DynamicTypeSize?

    func validate() throws {
        if size != nil, format != .layout, png == nil {
            throw ValidationError("--size lays a widget out at another size for --format layout and --png; the other formats draw its family's size")
        }
        guard (1...3).contains(scale) else { throw ValidationError("--scale is 1, 2 or 3 pixels per point, as a screen's; not \(scale)") }
        if let device, WidgetDevice.named(device) == nil {
            throw ValidationError("--device '\(device)' is no device this knows; \(WidgetDevice.known)")
        }
    }

    /// The home's metrics, with the platform, device and Dynamic Type size asked for.
    func metrics(of home: RuntimeHome) throws -> LayoutMetrics {
        var metrics = home.configuration.appearance
        if let platform, platform != metrics.platform {
            // Another platform than runtime.json's: its device and text size are not this one's.
            metrics = LayoutMetrics(platform: platform)
        }
        guard metrics.platform == .iOS || (device == nil && dynamicType == nil) else {
            throw ValidationError("--device and --dynamic-type are iOS's: add --platform iOS (or set appearance.platform in runtime.json)")
        }
        if let device { metrics.device = WidgetDevice.named(device) }
        if let dynamicType { metrics.dynamicTypeSize = dynamicType }
        return metrics
    }

    func run() async throws {
        let (home, report) = try await runtime.loadBundles()
        let metrics = try metrics(of: home)
        let layout = FrameLayout(metrics: metrics)
        let (bundle, kind) = try report.resolve(selection.kind)
        var context = try selection.context(for: kind, of: bundle)
        context.displaySize = metrics.size(of: context.family)
        context.colorScheme = scheme == .automatic ? nil : scheme.rawValue
        context.renderingMode = renderingMode.rawValue
        context.redacted = redacted
        let family = context.family
        let entry = try await bundle.snapshot(kind: kind.kind, context: context)
        let html = HTMLRenderer(
            metrics: metrics, scheme: scheme, renderingMode: renderingMode.rawValue,
            resource: { bundle.resourceData(named: $0) })
        let shown = HTMLRenderer.PageWidget(
            node: entry.view, family: family, title: kind.displayName, contentMarginsDisabled: kind.contentMarginsDisabled)
        func frames() -> LaidOutView {
            layout.layout(entry.view, family: family, size: size?.size, contentMarginsDisabled: kind.contentMarginsDisabled)
        }
        let output: String
        switch format {
        case .layout:
            output = frames().layoutJSON.prettyPrinted
        case .json:
            output = JSON.fields([
                "bundle": .string(bundle.identifier), "kind": .string(kind.kind), "family": family.json,
                "widgetURL": entry.view.widgetURL.map(JSON.string), "entry": entry.json,
            ]).prettyPrinted
        case .html:
            output = page
                ? html.page([shown], title: kind.displayName)
                : html.fragment(entry.view, family: family, title: kind.displayName, contentMarginsDisabled: kind.contentMarginsDisabled)
        case .text:
            let colors = out == nil && renderingMode == .fullColor && TextRenderer.colorsWanted(isTerminal: isatty(1) == 1)
            output = TextRenderer(metrics: metrics, colors: colors).render(
                entry.view, family: family, title: kind.displayName, contentMarginsDisabled: kind.contentMarginsDisabled)
        }
        if let out {
            try Data((output + "\n").utf8).write(to: URL(filePath: out))
        } else {
            print(output)
        }
        if let png {
            let painter = WidgetPainter(
                scheme: scheme == .dark ? .dark : .light, scale: Double(scale), cornerRadius: layout.metrics.cornerRadius(for: family),
                renderingMode: renderingMode, resource: { bundle.resourceData(named: $0) })
            try painter.png(frames()).write(to: URL(filePath: png))
        }
        if let sheet {
            try await drawSheet(of: kind, in: bundle, context: context, layout: layout).write(to: URL(filePath: sheet))
        }
    }

    /// The kind's snapshot in each family it supports (a row each), light and dark, captioned.
    func drawSheet(of kind: KindDescription, in bundle: LoadedBundle, context: ProviderContext, layout: FrameLayout) async throws -> Data {
        var rows: [[ContactSheet.Picture]] = []
        for family in kind.supportedFamilies {
            var row: [ContactSheet.Picture] = []
            for scheme in [ColorScheme.light, .dark] {
                var asked = context
                asked.family = family
                asked.displaySize = layout.metrics.size(of: family)
                asked.colorScheme = scheme.rawValue
                let entry = try await bundle.snapshot(kind: kind.kind, context: asked)
                let painter = WidgetPainter(
                    scheme: scheme, scale: Double(scale), cornerRadius: layout.metrics.cornerRadius(for: family), renderingMode: renderingMode,
                    resource: { bundle.resourceData(named: $0) })
                let widget = layout.layout(entry.view, family: family, contentMarginsDisabled: kind.contentMarginsDisabled)
                row.append(ContactSheet.Picture(widget: widget, painter: painter, caption: "\(family.rawValue) · \(scheme.rawValue)"))
            }
            rows.append(row)
        }
        return ContactSheet(rows: rows, scale: Double(scale)).png()
    }
}

extension HTMLRenderer.Scheme: ExpressibleByArgument {}

extension WidgetPainter.RenderingMode: @retroactive ExpressibleByArgument {}

extension LayoutMetrics.Platform: ExpressibleByArgument {
    public init?(argument: String) {
        guard let platform = Self.allCases.first(where: { $0.rawValue.lowercased() == argument.lowercased() }) else { return nil }
        self = platform
    }
}

extension LayoutMetrics.DynamicTypeSize: ExpressibleByArgument {}
