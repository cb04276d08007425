import ArgumentParser
import Foundation
import WidgetDrawing
import WidgetLayout
import WidgetRuntime
import WidgetWire

/// WidgetKit's rendering modes.
enum RenderingMode: String, ExpressibleByArgument, CaseIterable {
    case fullColor, accented, vibrant
}
