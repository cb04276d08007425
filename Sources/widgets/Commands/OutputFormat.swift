import ArgumentParser
import Foundation
import WidgetRuntime

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, html, json, layout
}
