import Foundation
import WidgetHome
import WidgetLayout
import WidgetWire

/// Where each widget sits on the desktop: the output it is on and its top-left corner in points
/// from the top-left of that output's work area, on a grid, kept in the home (`state/desktop.json`)
/// so that a widget stays where it was put across restarts and comes back to its monitor when the
/// monitor does. A widget never placed goes to the first free spot of the first output, in columns
/// from the top left.
public struct DesktopPlacement: Sendable, Equatable {
    /// Points between grid lines: a moved widget snaps to them.
    public static let grid = 10.0
    /// The space kept free around the widgets and between the desktop's edge and them.
    public static let gap = 20.0

    /// A widget's kept place: a point on an output, named as the output was when it was put there.
    public struct Place: Sendable, Hashable {
        public var point: Point
        /// The output's connector; nil in a file from before places were kept per output (the first output).
        public var output: String?
        public var model: String?

        public init(_ point: Point, on output: String? = nil, model: String? = nil) {
            self.point = point
            self.output = output
            self.model = model
        }
    }

    public private(set) var places: [InstanceID: Place]
    /// The outputs the desktop had when it last looked, first the primary: what `widgets desktop`
    /// names and checks `--output` against.
    public var outputs: [DesktopOutput]

    public init(places: [InstanceID: Place] = [:], outputs: [DesktopOutput] = []) {
        self.places = places
        self.outputs = outputs
    }

    /// The point on the grid nearest to `point`, never above or left of the work area.
    public static func snapped(_ point: Point) -> Point {
        Point(x: max(0, (point.x / grid).rounded() * grid), y: max(0, (point.y / grid).rounded() * grid))
    }

    /// Puts a widget at a point (snapped to the grid) of an output.
    public mutating func move(_ id: InstanceID, to point: Point, on output: DesktopOutput) {
        places[id] = Place(Self.snapped(point), on: output.name, model: output.model)
    }

    /// Puts a widget at a point of the output named `output` (one the desktop had, or one it will have).
    public mutating func move(_ id: InstanceID, to point: Point, onOutputNamed output: String) {
        let known = outputs.first { $0.name == output }
        places[id] = Place(Self.snapped(point), on: output, model: known?.model)
    }

    /// Where a widget kept at `point` is shown in `area`: moved as little as it takes to be whole in
    /// it (a smaller screen, a panel that came). The kept place stays, so the widget goes back to it
    /// when the room does.
    public static func visible(_ point: Point, size: Size, in area: Size) -> Point {
        Point(x: max(0, min(point.x, area.width - size.width)), y: max(0, min(point.y, area.height - size.height)))
    }

    /// Forgets the widgets that are gone.
    public mutating func keepOnly(_ ids: Set<InstanceID>) {
        places = places.filter { ids.contains($0.key) }
    }

    /// The output of `outputs` a kept place is shown on: its own (the same connector and model), else
    /// the same monitor on another connector, else whatever is on its connector now, else the first
    /// (its own is unplugged: the widget comes back when it returns, since the place is kept).
    public static func output(of place: Place?, among outputs: [DesktopOutput]) -> DesktopOutput? {
        guard let place, let name = place.output else { return outputs.first }
        if let own = outputs.first(where: { $0.name == name && $0.model == place.model }) { return own }
        if let model = place.model {
            let same = outputs.filter { $0.model == model }
            if same.count == 1 { return same[0] }
        }
        return outputs.first { $0.name == name } ?? outputs.first
    }

    /// Where a widget of `size` is shown, among `outputs` (not empty, the primary first): its kept
    /// place, made whole on its output; else the first grid point of the first output, column by
    /// column from the top left, that keeps a gap to each of `others` shown there and fits (kept).
    public mutating func position(
        of id: InstanceID, size: Size, others: [InstanceID: Size], outputs: [DesktopOutput]
    ) -> (output: DesktopOutput, point: Point) {
        precondition(!outputs.isEmpty, "a desktop has an output")
        if let placed = places[id], let output = Self.output(of: placed, among: outputs) {
            return (output, Self.visible(placed.point, size: size, in: output.area.size))
        }
        let output = outputs[0]
        let area = output.area.size
        let taken = others.compactMap { other, size -> Rect? in
            guard let place = places[other], Self.output(of: place, among: outputs) == output else { return nil }
            return Rect(x: place.point.x, y: place.point.y, width: size.width, height: size.height)
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
        places[id] = Place(chosen, on: output.name, model: output.model)
        return (output, chosen)
    }
}

extension DesktopPlacement {
    /// The file the positions are kept in.
    public static func file(in home: RuntimeHome) -> URL { home.stateDirectory.appending(path: "desktop.json") }

    /// The file: `{"positions": {instance: {"x": …, "y": …, "output": …, "model": …}}, "outputs":
    /// [{"name": …, "model": …, "x": …, "y": …, "width": …, "height": …}]}`.
    private struct Stored: Codable {
        struct Place: Codable {
            var x: Double
            var y: Double
            var output: String?
            var model: String?
        }

        struct Output: Codable {
            var name: String
            var model: String?
            var x, y, width, height: Double
        }

        var positions: [String: Place]
        var outputs: [Output]?
    }

    /// The places kept in a home; none when the file is missing. A file that cannot be read is
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
        return DesktopPlacement(
            places: Dictionary(uniqueKeysWithValues: stored.positions.map {
                (InstanceID($0.key), Place(Point(x: $0.value.x, y: $0.value.y), on: $0.value.output, model: $0.value.model))
            }),
            outputs: (stored.outputs ?? []).map {
                DesktopOutput(name: $0.name, model: $0.model, area: Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height))
            })
    }

    /// Writes the places to the home, replacing the file in one rename so a crash never leaves half of it.
    public func save(to home: RuntimeHome) throws(WidgetRuntimeError) {
        let file = Self.file(in: home)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let stored = Stored(
            positions: Dictionary(uniqueKeysWithValues: places.map {
                ($0.key.rawValue, Stored.Place(x: $0.value.point.x, y: $0.value.point.y, output: $0.value.output, model: $0.value.model))
            }),
            outputs: outputs.map {
                Stored.Output(name: $0.name, model: $0.model, x: $0.area.minX, y: $0.area.minY, width: $0.area.width, height: $0.area.height)
            })
        do {
            try (encoder.encode(stored) + Data("\n".utf8)).write(to: file, options: .atomic)
        } catch {
            throw WidgetRuntimeError(.controlFailed, at: file.path, "cannot keep the widgets' places: \(error.localizedDescription)")
        }
    }
}
