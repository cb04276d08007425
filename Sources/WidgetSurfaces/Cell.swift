import Foundation
import WidgetHome

/// One terminal cell. A wide character takes two: itself, then a continuation.
struct Cell: Hashable, Sendable {
    var character: Character
    var style: CellStyle
    var isContinuation = false

    static let blank = Cell(character: " ", style: .plain)
}
