import Foundation
import WidgetHome
import WidgetWire

/// How a cell is drawn.
struct CellStyle: Hashable, Sendable {
    var foreground: TerminalColor?
    var background: TerminalColor?
    var bold = false
    var dim = false
    var underline = false
    var italic = false
    var strikethrough = false

    static let plain = CellStyle()

    /// The SGR escape that starts this style (after a reset).
    var escape: String {
        var codes = ["0"]
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if italic { codes.append("3") }
        if underline { codes.append("4") }
        if strikethrough { codes.append("9") }
        if let foreground { codes.append(foreground.escape(background: false)) }
        if let background { codes.append(background.escape(background: true)) }
        return "\u{1b}[" + codes.joined(separator: ";") + "m"
    }
}

extension CellStyle {
    /// This style, changed.
    func with(_ change: (inout CellStyle) -> Void) -> CellStyle {
        var style = self
        change(&style)
        return style
    }
}
