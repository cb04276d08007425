import ArgumentParser
import Foundation
import WidgetDrawing
import WidgetRuntime
import WidgetWire

struct TimelineCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Show a widget's timeline: every entry's date and drawing, and the reload policy.")

    @OptionGroup var runtime: RuntimeOptions
    @OptionGroup var selection: KindOptions

    @Flag(help: "Print JSON.")
    var json = false

    @Option(help: ArgumentHelp("Also paint the first entry as a PNG (2 pixels per point, light), as the Home Screen shows it.", valueName: "FILE"))
    var png: String?

    func run() async throws {
        let (home, report) = try await runtime.loadBundles()
        let (bundle, kind) = try report.resolve(selection.kind)
        let context = try selection.context(for: kind, of: bundle)
        let family = context.family
        let checked = try await bundle.timeline(kind: kind.kind, context: context)
        checked.warnings.forEach { warn("[\(bundle.identifier)] \($0)") }
        if let png, let first = checked.timeline.entries.first {
            let painter = WidgetPainter(cornerRadius: family.cornerRadius, now: max(first.date, Date()), resource: { bundle.resourceData(named: $0) })
            let laidOut = FrameLayout(home: home).layout(first.view, family: family, contentMarginsDisabled: kind.contentMarginsDisabled)
            try painter.png(laidOut).write(to: URL(filePath: png))
        }
        if json {
            print(JSON.fields([
                "bundle": .string(bundle.identifier), "kind": .string(kind.kind), "family": family.json,
                "policy": checked.timeline.policy.json, "entries": checked.timeline.entries.json,
                "showsPlaceholder": .bool(checked.showsPlaceholder), "warnings": checked.warnings.json,
            ]).prettyPrinted)
            return
        }
        let timeline = checked.timeline
        let count = timeline.entries.count
        print("\(kind.displayName) (\(bundle.identifier)/\(kind.kind)), \(family.shortName): \(count) entr\(count == 1 ? "y" : "ies"), policy \(Self.describe(timeline))")
        let now = Date()
        for (index, entry) in timeline.entries.enumerated() {
            let label = checked.showsPlaceholder ? "placeholder" : "entry \(index + 1) of \(count)"
            print("\n\(label) at \(entry.date.formatted(date: .abbreviated, time: .standard)) (\(Self.relative(entry.date, to: now)))")
            let renderer = TextRenderer(
                now: max(entry.date, now), metrics: FrameLayout(home: home).metrics, colors: TextRenderer.colorsWanted(isTerminal: isatty(1) == 1))
            print(renderer.render(
                entry.view, family: family, title: kind.displayName, contentMarginsDisabled: kind.contentMarginsDisabled))
        }
    }

    static func describe(_ timeline: RenderedTimeline) -> String {
        switch timeline.policy {
        case .never: return "never (reloads only when asked)"
        case .after(let date): return "after \(date.formatted(date: .abbreviated, time: .standard))"
        case .atEnd:
            guard let last = timeline.entries.map(\.date).max() else { return "atEnd" }
            return "atEnd (asks again after \(last.formatted(date: .abbreviated, time: .standard)))"
        }
    }

    static func relative(_ date: Date, to now: Date) -> String {
        let seconds = date.timeIntervalSince(now)
        if abs(seconds) < 1 { return "now" }
        let formatted = Duration.seconds(abs(seconds).rounded()).formatted(.units(allowed: [.days, .hours, .minutes, .seconds], width: .abbreviated, maximumUnitCount: 2))
        return seconds > 0 ? "in \(formatted)" : "\(formatted) ago"
    }
}
