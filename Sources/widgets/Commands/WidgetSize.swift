import ArgumentParser
import Foundation
import WidgetLayout
import WidgetRuntime
import WidgetWire

/// A widget's size in points, written `WIDTHxHEIGHT`.
struct WidgetSize: ExpressibleByArgument {
    let size: Size

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            (1...RenderLimits.longestLength).contains(width), (1...RenderLimits.longestLength).contains(height)
        else { return nil }
        size = Size(width: width, height: height)
    }

    static var defaultCompletionKind: CompletionKind { .default }
}
