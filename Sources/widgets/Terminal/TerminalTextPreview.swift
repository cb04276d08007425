import ArgumentParser
import CMalloc
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import UnixSignals
import WidgetLayout
import WidgetRuntime
import WidgetWire

/// Short previews of widget text for log lines.
enum TerminalTextPreview {
    static func clip(_ text: String) -> String { text.count > 80 ? String(text.prefix(79)) + "…" : text }
}
