import Foundation
import Synchronization
import WidgetDrawing
import WidgetLayout
import WidgetSDK
import WidgetWire

/// One picture of a widget asked for: its family, scheme, rendering mode, type size and entry.
struct SnapshotVariant {
    var family: WidgetFamily
    var colorScheme: WidgetSDK.ColorScheme
    var renderingMode: WidgetRenderingMode
    var dynamicTypeSize: WidgetSDK.DynamicTypeSize
    /// Which entry, when there are several (1-based).
    var entry: Int?
    /// The moment drawn: what dates and timers read, where a timer's bar stands.
    var date: Date
    /// The entry's view rendered in a context.
    var draw: (ProviderContext) throws -> RenderedEntry

    /// Every combination, families first, of one entry (`draw`, at `date`).
    static func all(
        families: [WidgetFamily], colorSchemes: [WidgetSDK.ColorScheme], renderingModes: [WidgetRenderingMode],
        dynamicTypeSizes: [WidgetSDK.DynamicTypeSize], entry: Int?, date: Date, draw: @escaping (ProviderContext) throws -> RenderedEntry
    ) -> [SnapshotVariant] {
        families.flatMap { family in
            colorSchemes.flatMap { scheme in
                renderingModes.flatMap { mode in
                    dynamicTypeSizes.map { size in
                        SnapshotVariant(
                            family: family, colorScheme: scheme, renderingMode: mode, dynamicTypeSize: size, entry: entry, date: date, draw: draw)
                    }
                }
            }
        }
    }

    /// Its part of the snapshot's file name: `systemSmall-dark`, then what is not the default
    /// (`-accented`, `-xxxLarge`, `-entry2`).
    var suffix: String {
        var parts = [family.rawValue, colorScheme == .dark ? "dark" : "light"]
        if renderingMode != .fullColor { parts.append(renderingMode.description) }
        if dynamicTypeSize != .large { parts.append("\(dynamicTypeSize)") }
        if let entry { parts.append("entry\(entry)") }
        return parts.joined(separator: "-")
    }
}

/// How snapshots are laid out and painted: the layout engine with Pango's measures in the fonts
/// WidgetDrawing carries, the painter at a scale, dates in a fixed time zone and locale.
public struct SnapshotDrawing: Sendable {
    /// The moment a view's snapshot is drawn at unless one is given: 9:41 on 9 January 2007, in UTC.
    public static let date = Date(timeIntervalSince1970: 1_168_335_660)
    /// UTC, so that a snapshot reads the same on every machine.
    public static let timeZone = TimeZone(identifier: "UTC")!
    /// English as spoken in the United States, as a simulator's by default.
    public static let locale = Locale(identifier: "en_US")

    let base: LayoutMetrics
    let scale: Int
    let timeZone: TimeZone
    let locale: Locale
    let contentMarginsDisabled: Bool
    /// Where `Image("name")` finds its picture.
    let resources: SnapshotResources

    /// One measurer for the test process: Pango loads each font once.
    private static let measurer = PangoTextMeasurer()
    /// Widget code is not thread-safe, and tests run in parallel: one rendering at a time.
    private static let rendering = Mutex(())

    init(
        platform: SnapshotPlatform, scale: Int, timeZone: TimeZone, locale: Locale, contentMarginsDisabled: Bool, resources: SnapshotResources
    ) throws {
        guard (1...3).contains(scale) else { throw SnapshotFailure(description: "scale is 1, 2 or 3 pixels per point, as a screen's; not \(scale)") }
        switch platform {
        case .macOS:
            base = LayoutMetrics(platform: .macOS)
        case .iOS(let name):
            var metrics = LayoutMetrics(platform: .iOS)
            if let name {
                guard let device = WidgetDevice.named(name) else {
                    throw SnapshotFailure(description: "platform: .iOS(device: \"\(name)\") is no device this knows; \(WidgetDevice.known)")
                }
                metrics.device = device
            }
            base = metrics
        }
        guard FontFiles.isCarried else {
            throw SnapshotFailure(description: """
                the fonts snapshots are drawn in are missing (WidgetSDK_WidgetDrawing.resources beside the test binary, \
                \(Bundle.main.bundleURL.path)): build the tests with `swift build --build-tests` or `swift test`, which put them there
                """)
        }
        (self.scale, self.timeZone, self.locale, self.contentMarginsDisabled) = (scale, timeZone, locale, contentMarginsDisabled)
        self.resources = resources
    }

    /// The metrics of a variant: the platform's, at its Dynamic Type size (iOS's text styles).
    func metrics(_ variant: SnapshotVariant) -> LayoutMetrics {
        var metrics = base
        if metrics.platform == .iOS { metrics.dynamicTypeSize = LayoutMetrics.DynamicTypeSize(rawValue: "\(variant.dynamicTypeSize)") ?? .large }
        return metrics
    }

    /// A variant drawn: its PNG and its frames as JSON.
    func draw(_ variant: SnapshotVariant) throws -> (png: Data, frames: String) {
        let metrics = metrics(variant)
        let size = metrics.size(of: variant.family)
        let context = ProviderContext(
            family: variant.family, displaySize: size, colorScheme: variant.colorScheme == .dark ? "dark" : "light",
            renderingMode: variant.renderingMode.description)
        let entry = try Self.rendering.withLock { _ in try variant.draw(context) }
        let dates = DateText(now: variant.date, timeZone: timeZone, locale: locale)
        let engine = LayoutEngine(metrics: metrics, measurer: Self.measurer, runText: { dates.text(of: $0) })
        let zero = EdgeInsetsValue(top: 0, leading: 0, bottom: 0, trailing: 0)
        let widget = engine.layout(entry.view, in: size, margins: contentMarginsDisabled ? zero : metrics.contentMargins(for: variant.family))
        let painter = WidgetPainter(
            scheme: variant.colorScheme == .dark ? .dark : .light, scale: Double(scale), cornerRadius: metrics.cornerRadius(for: variant.family),
            now: variant.date, renderingMode: WidgetPainter.RenderingMode(rawValue: variant.renderingMode.description) ?? .fullColor,
            resource: { [resources] in resources.image(named: $0) })
        return (painter.png(widget), widget.layoutJSON.prettyPrinted + "\n")
    }
}
