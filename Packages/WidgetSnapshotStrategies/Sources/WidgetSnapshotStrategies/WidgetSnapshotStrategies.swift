import Foundation
import SnapshotTesting
import WidgetKit
import WidgetSnapshotTesting
import WidgetWire

extension Snapshotting where Value: View, Format == Data {
    /// A view drawn as a widget's content, as a PNG compared within a perceptual tolerance: what
    /// `assertWidgetSnapshots` draws, for `assertSnapshot(of: view, as: .widgetImage(family: .systemMedium))`.
    /// A failure attaches this drawing and an image of the difference.
    ///
    /// - Parameters:
    ///   - precision: The share of pixels that must match.
    ///   - perceptualPrecision: How near a pixel must be: 0.98 is within a CIE ΔE\*76 of 2.
    ///   - resourcesNear: A file inside the widget's package (`#filePath`), for `Image("name")`.
    public static func widgetImage(
        family: WidgetFamily = .systemSmall, colorScheme: ColorScheme = .light, renderingMode: WidgetRenderingMode = .fullColor,
        dynamicTypeSize: DynamicTypeSize = .large, platform: SnapshotPlatform = .iOS(), scale: Int = 2, date: Date = SnapshotDrawing.date,
        precision: Double = 1, perceptualPrecision: Double = 0.98, resourcesNear file: StaticString = #filePath
    ) -> Snapshotting {
        let diffing = Diffing<Data>.diff(toData: { $0 }, fromData: { $0 }) { recorded, drawn in
            guard let (message, difference) = WidgetPicture.difference(
                between: drawn, and: recorded, precision: precision, perceptualPrecision: perceptualPrecision)
            else { return nil }
            let attachments = [DiffAttachment.data(drawn, name: "drawn.png")] + (difference.map { [.data($0, name: "difference.png")] } ?? [])
            return (message, attachments)
        }
        return Snapshotting(pathExtension: "png", diffing: diffing) { view in
            picture(of: view, family, colorScheme, renderingMode, dynamicTypeSize, platform, scale, date, "\(file)").png
        }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// A view's layout as a widget's content: every visible view's frame in points, as JSON,
    /// compared line by line (`.lines`).
    public static func widgetFrames(
        family: WidgetFamily = .systemSmall, colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
        platform: SnapshotPlatform = .iOS(), date: Date = SnapshotDrawing.date
    ) -> Snapshotting {
        Snapshotting(pathExtension: "json", diffing: .lines) { view in
            picture(of: view, family, colorScheme, .fullColor, dynamicTypeSize, platform, 1, date, "/").frames
        }
    }
}

/// The view drawn; a drawing that cannot be made (a device it does not know, the fonts missing)
/// stops the test with the reason, as a strategy cannot throw.
private func picture(
    of view: some View, _ family: WidgetFamily, _ colorScheme: ColorScheme, _ renderingMode: WidgetRenderingMode,
    _ dynamicTypeSize: DynamicTypeSize, _ platform: SnapshotPlatform, _ scale: Int, _ date: Date, _ file: String
) -> WidgetPicture {
    do {
        return try WidgetPicture(
            of: view, family: family, colorScheme: colorScheme, renderingMode: renderingMode, dynamicTypeSize: dynamicTypeSize,
            platform: platform, scale: scale, date: date, resourcesNear: file)
    } catch {
        preconditionFailure("cannot draw the widget snapshot: \(error)")
    }
}
