import ArgumentParser
import Foundation
import WidgetDesktop
import WidgetLayout
import WidgetRuntime

/// Where the widgets sit on the desktop: the monitors it has and each widget's place, and a widget
/// moved to a monitor or a point (taken at once by a running desktop).
struct DesktopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "desktop",
        abstract: "Show the desktop's monitors and the widgets' places, or move a widget to a monitor.",
        discussion: """
            Places are kept in the home (state/desktop.json), per monitor by its connector and model, in points \
            from the top-left of the monitor's work area. A widget whose monitor is unplugged is shown on the first \
            one and goes back when it returns. `place` is taken at once by a running `widgets run --desktop`.
            """,
        subcommands: [List.self, Place.self], defaultSubcommand: List.self)

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the desktop's monitors and the widgets' places.")
        @OptionGroup var runtime: HomeOptions

        func run() throws {
            let placement = try DesktopPlacement.load(from: try runtime.locateHome())
            if placement.outputs.isEmpty {
                print("No monitor known yet: the desktop names them once `widgets run --desktop` has run.")
            } else {
                print("Monitors (the first is the primary):")
                for output in placement.outputs {
                    print("  \(output.description)  \(Int(output.area.width))×\(Int(output.area.height)) at \(Int(output.area.minX)), \(Int(output.area.minY))")
                }
            }
            if placement.places.isEmpty { print("No widget has a place yet.") }
            for (id, place) in placement.places.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                let shown = DesktopPlacement.output(of: place, among: placement.outputs)
                let away = place.output.map { own in shown?.name == own ? "" : "  (shown on \(shown?.name ?? "the first monitor") while \(own) is away)" } ?? ""
                print("  \(id.rawValue)  \(place.output ?? "first monitor")  \(Int(place.point.x)), \(Int(place.point.y))\(away)")
            }
        }
    }

    struct Place: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Move a widget to a monitor, or to a point on it.")
        @OptionGroup var runtime: HomeOptions
        @Argument(help: "The widget's instance id, as `widgets instances list` shows it.") var id: String
        @Option(help: ArgumentHelp("The monitor, by its connector as `widgets desktop` lists it.", valueName: "name"))
        var output: String?
        @Option(help: ArgumentHelp("The widget's top-left corner, in points from the monitor's work area's.", valueName: "x,y"))
        var at: String?

        func run() throws {
            let home = try runtime.locateHome()
            let instance = InstanceID(id)
            let (instances, _) = try InstanceList.load(home: home, bundles: LoadReport())
            guard instances.instances.contains(where: { $0.id == instance }) else {
                let known = instances.instances.map(\.id.rawValue).sorted()
                throw WidgetRuntimeError(
                    .unknownInstance, at: id, "no widget has this id",
                    fix: known.isEmpty ? "add one first (`widgets instances add KIND`)" : "widgets: \(known.joined(separator: ", "))")
            }
            guard output != nil || at != nil else { throw ValidationError("say where: --output NAME, --at X,Y, or both") }
            let point = try at.map(Self.point)
            var placement = try DesktopPlacement.load(from: home)
            let kept = placement.places[instance]
            if let output, !placement.outputs.isEmpty, !placement.outputs.contains(where: { $0.name == output }) {
                throw WidgetRuntimeError(
                    .configurationInvalid, at: output, "the desktop has no monitor of this name",
                    fix: "monitors: \(placement.outputs.map(\.name).joined(separator: ", "))")
            }
            let name = output ?? kept?.output ?? placement.outputs.first?.name ?? "screen"
            placement.move(instance, to: point ?? kept?.point ?? Point(x: DesktopPlacement.gap, y: DesktopPlacement.gap), onOutputNamed: name)
            try placement.save(to: home)
            let placed = placement.places[instance]!.point
            print("\(id) is at \(Int(placed.x)), \(Int(placed.y)) on \(name).")
        }

        static func point(_ text: String) throws -> Point {
            let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2, let x = parts[0], let y = parts[1], x >= 0, y >= 0 else {
                throw ValidationError("--at \(text): give the corner as X,Y in points, 0 or more (e.g. --at 20,40)")
            }
            return Point(x: x, y: y)
        }
    }
}
