import Foundation
import WidgetRuntime

/// Short previews of widget text for log lines.
enum TerminalTextPreview {
    static func clip(_ text: String) -> String { text.count > 80 ? String(text.prefix(79)) + "…" : text }
}
