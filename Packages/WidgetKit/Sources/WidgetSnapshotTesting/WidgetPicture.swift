import Foundation
import WidgetDrawing
import WidgetSDK
import WidgetWire

/// One picture of a view drawn as a widget's content, as ``assertWidgetSnapshots(of:families:colorSchemes:renderingModes:dynamicTypeSizes:platform:scale:precision:perceptualPrecision:date:timeZone:locale:named:filePath:function:)``
/// draws it: for other snapshot libraries' strategies (`WidgetSnapshotStrategies` gives
/// swift-snapshot-testing's).
public struct WidgetPicture: Sendable {
    /// The PNG, marked with the versions of the libraries that drew it.
    public var png: Data
    /// The layout: every visible view's frame in points, as JSON.
    public var frames: String

    /// Draws `view` in `family`. `resourcesNear` is a file inside the widget's package (the test's
    /// `#filePath`), whose `Resources/` and asset catalogs give `Image("name")` its picture.
    public init(
        of view: some View, family: WidgetFamily = .systemSmall, colorScheme: WidgetSDK.ColorScheme = .light,
        renderingMode: WidgetRenderingMode = .fullColor, dynamicTypeSize: DynamicTypeSize = .large, platform: SnapshotPlatform = .iOS(),
        scale: Int = 2, date: Date = SnapshotDrawing.date, timeZone: TimeZone = SnapshotDrawing.timeZone,
        locale: Locale = SnapshotDrawing.locale, resourcesNear file: String? = nil
    ) throws {
        let drawing = try SnapshotDrawing(
            platform: platform, scale: scale, timeZone: timeZone, locale: locale, contentMarginsDisabled: false,
            resources: SnapshotResources(testFile: file ?? "/"))
        let variant = SnapshotVariant(
            family: family, colorScheme: colorScheme, renderingMode: renderingMode, dynamicTypeSize: dynamicTypeSize, entry: nil, date: date
        ) { context in RenderedEntry(date: date, view: _WidgetRendering.render(view, in: context, date: date)) }
        let drawn = try drawing.draw(variant)
        png = PNGText.adding(FontFiles.libraryVersions, to: drawn.png)
        frames = drawn.frames
    }

    /// How a drawn PNG differs from a recorded one, beyond the tolerance (as the assertion compares
    /// pixels): nil when they match; else what differs, and an image of the difference when the
    /// sizes agree (the recorded picture faded, each differing pixel red).
    public static func difference(
        between drawn: Data, and recorded: Data, precision: Double = 1, perceptualPrecision: Double = 0.98
    ) -> (message: String, image: Data?)? {
        guard let recordedImage = PixelImage(png: recorded) else { return ("the recorded snapshot is no PNG: record it again (SNAPSHOT_TESTING_RECORD=failed)", nil) }
        guard let drawnImage = PixelImage(png: drawn) else { return ("the drawing is no PNG", nil) }
        let result = PixelComparison(precision: precision, perceptualPrecision: perceptualPrecision).compare(drawnImage, with: recordedImage)
        guard !result.matches else { return nil }
        var message = result.summary
        let versions = PNGText.text(in: recorded) ?? "unknown versions"
        if versions != FontFiles.libraryVersions { message += " (recorded with \(versions), drawn with \(FontFiles.libraryVersions))" }
        return (message, result.difference?.png)
    }
}
