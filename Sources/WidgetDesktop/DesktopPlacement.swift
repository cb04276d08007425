import Foundation
import WidgetHome
import WidgetLayout
import WidgetHome
import WidgetWire

/// Where each widget sits on the desktop: its top-left corner in points from the top-left of the
/// work area, on a grid, kept in the home (`state/desktop.json`) so that a widget stays where it was
/// put across restarts. A widget never placed goes to the first free spot, in columns from the top left.
public struct DesktopPlacement: Sendable, Equatable {
    /// Points between grid lines: a moved widget snaps to them.
    public static let grid = 10.0
    /// The space kept free around the widgets and between the desktop's edge and them.
    public static let gap = 20.0

    public private(set) var positions: [InstanceID: Point]

    public init(positions: [InstanceID: Point] = [:]) {
        self.positions = positions
    }

    /// The point on the grid nearest to `point`, never above or left of the work area.
    public static func snapped(_ point: Point) -> Point {
        Point(x: max(0, (point.x / grid).rounded() * grid), y: max(0, (point.y / grid).rounded() * grid))
    }

    /// Puts a widget at a point (snapped to the grid).
    public mutating func move(_ id: InstanceID, to point: Point) {
        positions[id] = Self.snapped(point)
    }

    /// Where a widget kept at `point` is shown in `area`: moved as little as it takes to be whole in
    /// it (a smaller screen, a panel that came). The kept place stays, so the widget goes back to it
    /// when the room does.
    public static func visible(_ point: Point, size: Size, in area: Size) -> Point {
        Point(x: max(0, min(point.x, area.width - size.width)), y: max(0, min(point.y, area.height - size.height)))
    }

    /// Forgets the widgets that are gone.
    public mutating func keepOnly(_ ids: Set<InstanceID>) {
        positions = positions.filter { ids.contains($0.key) }
    }

    /// Where a widget of `size` goes: where it was put, else the first grid point, column by column
    /// from the top left, where it keeps a gap to every one of `others` and fits in `area`.
    public mutating func position(of id: InstanceID, size: Size, others: [InstanceID: Size], area: Size) -> Point {
        if let placed = positions[id] { return Self.visible(placed, size: size, in: area) }
        let taken = others.compactMap { other, size in
            positions[other].map { Rect(x: $0.x, y: $0.y, width: size.width, height: size.height) }
        }
        func isFree(_ point: Point) -> Bool {
            let spot = Rect(x: point.x, y: point.y, width: size.width, height: size.height)
            return !taken.contains { $0.intersects(spot, gap: Self.gap) }
        }
        var chosen = Point(x: Self.gap, y: Self.gap)
        search: for x in stride(from: Self.gap, through: max(Self.gap, area.width - size.width - Self.gap), by: Self.grid) {
            for y in stride(from: Self.gap, through: max(Self.gap, area.height - size.height - Self.gap), by: Self.grid)
            where isFree(Point(x: x, y: y)) {
                chosen = Point(x: x, y: y)
                break search
            }
        }
        // On a full desktop the widget goes over the others, in the first spot.
        positions[id] = chosen
        return chosen
    }
}

extension Rect {
    /// Whether two rectangles come closer than `gap` to each other.
    func intersects(_ other: Rect, gap: Double) -> Bool {
        minX < other.maxX + gap && other.minX < maxX + gap && minY < other.maxY + gap && other.minY < maxY + gap
    }
}

extension DesktopPlacement {
    /// The file the positions are kept in.
    public static func file(in home: RuntimeHome) -> URL { home.stateDirectory.appending(path: "desktop.json") }

    /// The file: `{"positions": {instance: {"x": …, "y": …}}}`.
    private struct Stored: Codable {
        struct Place: Codable {
            var x: Double
            var y: Double
        }

        var positions: [String: Place]
    }

    /// The positions kept in a home; none when the file is missing. A file that cannot be read is
    /// reported, and the widgets go to free spots (it is replaced at the next move).
    public static func load(from home: RuntimeHome) throws(WidgetRuntimeError) -> DesktopPlacement {
        let file = file(in: home)
        guard let data = try? Data(contentsOf: file) else { return DesktopPlacement() }
        let stored: Stored
        do {
            stored = try JSONDecoder().decode(Stored.self, from: data)
        } catch {
            let why = (error as? DecodingError)?.summary ?? "\(error)"
            throw WidgetRuntimeError(
                .configurationInvalid, at: file.path, "cannot read the widgets' places: \(why)",
                fix: "remove the file; the widgets go to free places and the file is written again when one is moved")
        }
        return DesktopPlacement(positions: Dictionary(uniqueKeysWithValues: stored.positions.map { (InstanceID($0.key), Point(x: $0.value.x, y: $0.value.y)) }))
    }

    /// Writes the positions to the home, replacing the file in one rename so a crash never leaves half of it.
    public func save(to home: RuntimeHome) throws(WidgetRuntimeError) {
        let file = Self.file(in: home)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let stored = Stored(positions: Dictionary(uniqueKeysWithValues: positions.map { ($0.key.rawValue, Stored.Place(x: $0.value.x, y: $0.value.y)) }))
        do {
            try (encoder.encode(stored) + Data("\n".utf8)).write(to: file, options: .atomic)
        } catch {
            throw WidgetRuntimeError(.controlFailed, at: file.path, "cannot keep the widgets' places: \(error.localizedDescription)")
        }
    }
}
