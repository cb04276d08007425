import Foundation
import WidgetSDK
import WidgetWire

/// Asserts that a widget draws each of its entries as its recorded snapshots show, in every
/// family, color scheme, rendering mode and Dynamic Type size asked for.
///
/// Each picture is a PNG and the layout's frames (every view's place, in points) under
/// `__Snapshots__/FILE/` beside the test file. A missing snapshot is recorded and the assertion
/// fails, so that no test passes with nothing to compare; later runs compare frames exactly and
/// pixels within `perceptualPrecision`, and a failure writes this run's picture and an image of
/// the difference where `SNAPSHOT_ARTIFACTS` says (a temporary folder by default).
/// `SNAPSHOT_TESTING_RECORD=all` records every snapshot anew, `failed` the failing ones, `never`
/// none (CI), `missing` (the default) the missing ones.
///
/// ```swift
/// @Test func counter() throws {
///     try assertWidgetSnapshots(of: CounterWidget(), entries: [CounterEntry(date: .now, count: 3)])
/// }
/// ```
///
/// - Parameters:
///   - families: The families drawn; by default the widget's supported families.
///   - platform: Whose metrics the layout follows: iOS's (a device's widget sizes and text styles)
///     or macOS's.
///   - scale: Pixels per point.
///   - precision: The share of pixels that must match (1: every one).
///   - perceptualPrecision: How near a pixel must be to match: 1 exactly, 0.98 (the default) within a
///     color difference (CIE ΔE\*76) of 2, about the least an eye tells apart.
///   - timeZone, locale: What dates read in: fixed, so that pictures do not depend on the machine.
///   - name: Told apart from the test's other snapshots (the test's name by default).
/// - Throws: ``SnapshotFailure``, listing each picture that differs or was recorded.
public func assertWidgetSnapshots<W: Widget, Entry: TimelineEntry>(
    of widget: W, entries: [Entry], families: [WidgetFamily]? = nil, colorSchemes: [ColorScheme] = [.light, .dark],
    renderingModes: [WidgetRenderingMode] = [.fullColor], dynamicTypeSizes: [DynamicTypeSize] = [.large],
    platform: SnapshotPlatform = .iOS(), scale: Int = 2, precision: Double = 1, perceptualPrecision: Double = 0.98,
    timeZone: TimeZone = SnapshotDrawing.timeZone, locale: Locale = SnapshotDrawing.locale, named name: String? = nil,
    filePath: StaticString = #filePath, function: StaticString = #function
) throws {
    let description = _WidgetRendering.description(of: widget)
    let drawing = try SnapshotDrawing(
        platform: platform, scale: scale, timeZone: timeZone, locale: locale, contentMarginsDisabled: description.contentMarginsDisabled,
        resources: SnapshotResources(testFile: "\(filePath)"))
    let store = try SnapshotStore(testFile: "\(filePath)", name: name ?? "\(function)", precision: precision, perceptualPrecision: perceptualPrecision)
    var variants: [SnapshotVariant] = []
    for (index, entry) in entries.enumerated() {
        variants += SnapshotVariant.all(
            families: families ?? description.supportedFamilies, colorSchemes: colorSchemes, renderingModes: renderingModes,
            dynamicTypeSizes: dynamicTypeSizes, entry: entries.count > 1 ? index + 1 : nil, date: entry.date
        ) { context in try _WidgetRendering.render(entry, of: widget, in: context) }
    }
    try store.check(variants, drawnBy: drawing)
}

/// Asserts that a view, drawn as a widget's content, looks as its recorded snapshots show: the same
/// snapshots, modes and variables as ``assertWidgetSnapshots(of:entries:families:colorSchemes:renderingModes:dynamicTypeSizes:platform:scale:precision:perceptualPrecision:timeZone:locale:named:filePath:function:)``.
///
/// - Parameters:
///   - date: The moment the view is drawn at: what its dates and timers read.
public func assertWidgetSnapshots<V: View>(
    of view: V, families: [WidgetFamily] = [.systemSmall], colorSchemes: [ColorScheme] = [.light, .dark],
    renderingModes: [WidgetRenderingMode] = [.fullColor], dynamicTypeSizes: [DynamicTypeSize] = [.large],
    platform: SnapshotPlatform = .iOS(), scale: Int = 2, precision: Double = 1, perceptualPrecision: Double = 0.98,
    date: Date = SnapshotDrawing.date, timeZone: TimeZone = SnapshotDrawing.timeZone, locale: Locale = SnapshotDrawing.locale,
    named name: String? = nil, filePath: StaticString = #filePath, function: StaticString = #function
) throws {
    let drawing = try SnapshotDrawing(
        platform: platform, scale: scale, timeZone: timeZone, locale: locale, contentMarginsDisabled: false,
        resources: SnapshotResources(testFile: "\(filePath)"))
    let store = try SnapshotStore(testFile: "\(filePath)", name: name ?? "\(function)", precision: precision, perceptualPrecision: perceptualPrecision)
    let variants = SnapshotVariant.all(
        families: families, colorSchemes: colorSchemes, renderingModes: renderingModes, dynamicTypeSizes: dynamicTypeSizes, entry: nil,
        date: date
    ) { context in RenderedEntry(date: date, view: _WidgetRendering.render(view, in: context, date: date)) }
    try store.check(variants, drawnBy: drawing)
}

/// Whose metrics a snapshot's layout follows.
public enum SnapshotPlatform: Sendable, Hashable {
    /// iOS: a device's widget sizes, by model ("iPhone 15 Pro", "iPad mini") or screen ("393x852");
    /// nil, the largest iPhone's.
    case iOS(device: String? = nil)
    /// macOS: its widget sizes and text styles.
    case macOS
}

/// Why snapshots did not match: each picture that differs, or was recorded, and where to look.
public struct SnapshotFailure: Error, CustomStringConvertible {
    public var description: String
}
