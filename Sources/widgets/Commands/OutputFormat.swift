import ArgumentParser
import Foundation
import WidgetDrawing
import WidgetLayout
import WidgetRuntime
import WidgetWire

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, html, json, layout
}
