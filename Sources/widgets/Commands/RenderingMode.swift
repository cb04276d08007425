import ArgumentParser
import Foundation
import WidgetRuntime
import WidgetWire

/// WidgetKit's rendering modes.
enum RenderingMode: String, ExpressibleByArgument, CaseIterable {
    case fullColor, accented, vibrant
}
