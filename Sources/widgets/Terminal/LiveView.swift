import Foundation
import WidgetHome
import NIOCore
import NIOPosix
import UnixSignals
import WidgetLayout
import WidgetRuntime
import WidgetWire

/// The widgets drawn on the terminal, redrawn whenever an entry changes (and each second while one
/// shows a live date or timer), with the latest events below.
/// The widgets live in the terminal's alternate screen: side by side as the width allows, laid out
/// again when the terminal is resized, and only the lines that changed are written. The terminal is
/// given back as it was when the runtime ends, and when it crashes.
actor LiveView: EventDisplay {
    /// Its writes may block (a terminal or pipe that is not read): off the event loops.
    private static let executor = BlockingWriterExecutor(output: STDOUT_FILENO)
    nonisolated var unownedExecutor: UnownedSerialExecutor { Self.executor.asUnownedSerialExecutor() }
    private var entries: [InstanceID: (instance: WidgetInstance, entry: RenderedEntry)] = [:]
    private var order: [InstanceID] = []
    private var recent: [String] = []
    /// Lines that stay under the heading: the page's address.
    private var notices: [String] = []
    /// A problem shown until it is put right, line by line.
    private var problemLines: [String] = []
    /// A row a long notice wraps onto: never written over.
    private static let wrapped = "\u{0}"
    private var ticker: Task<Void, Never>?
    private let colors = TextRenderer.colorsWanted(isTerminal: true)
    /// The home's platform metrics, so the terminal lays widgets out as the other surfaces do.
    private let metrics: LayoutMetrics
    /// The lines on screen now.
    private var shown: [String] = []
    private var resizes: Task<Void, Never>?
    private var keys: Task<Void, Never>?
    /// The process's log lines (a URL handler's output, the runtime's warnings), shown with the events
    /// instead of written over the view.
    private var logs: Task<Void, Never>?
    /// Whether each widget's title has its id (and the key that toggles it was pressed).
    private var details = false
    /// The most log lines kept: as many as a tall terminal shows.
    private static let keptLines = 500

    init(metrics: LayoutMetrics) {
        self.metrics = metrics
        TerminalScreen.enter()
    }

    func start() {
        guard resizes == nil else { return }
        let (lines, sink) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(Self.keptLines))
        CommandLineLog.divert { sink.yield($0) }
        logs = Task { [weak self] in
            for await line in lines { await self?.logged(line) }
        }
        resizes = Task { [weak self] in
            for await _ in await UnixSignalsSequence(trapping: .sigwinch) { await self?.resized() }
        }
        // Keys, one at a time (the terminal is in that mode while the view is up): `i` toggles ids.
        guard TerminalScreen.readsKeys else { return }
        keys = Task { [weak self] in
            // The terminal as a NIO pipe: keys arrive as it sends them, and no thread waits for them.
            let input = try? await NIOPipeBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .takingOwnershipOfDescriptor(input: dup(0)) { channel in
                    channel.eventLoop.makeCompletedFuture { try NIOAsyncChannel<ByteBuffer, Never>(wrappingChannelSynchronously: channel) }
                }
            try? await input?.executeThenClose { keys, _ in
                for try await bytes in keys { await self?.pressed(Array(bytes.readableBytesView)) }
            }
        }
    }

    private func pressed(_ bytes: [UInt8]) {
        guard bytes.contains(UInt8(ascii: "i")) else { return }
        details.toggle()
        draw()
    }

    func handle(_ event: HostEvent) {
        start()
        switch event {
        case .shown(let instance, _, _, let rendered):
            if entries[instance.id] == nil {
                // In order of their ids, so the layout does not depend on which answered first.
                order.insert(instance.id, at: order.firstIndex { $0 > instance.id } ?? order.endIndex)
            }
            entries[instance.id] = (instance, rendered)
        case .removed(let instance):
            entries[instance.id] = nil
            order.removeAll { $0 == instance.id }
            remember(EventLog.text(event))
        default: remember(EventLog.text(event))
        }
        draw()
        // Drawn again at each moment a live text reads differently (a running timer's second, a
        // relative date's), and at no other: a paused or ended timer wakes nothing.
        ticker?.cancel()
        ticker = Task { [weak self] in
            while let next = await self?.nextChange(), (try? await EventLoopExecutor.sleep(for: .seconds(max(0.001, next.timeIntervalSinceNow)))) != nil {
                await self?.draw()
            }
        }
    }

    /// The next moment a shown widget's live text changes, or nil when none will.
    private func nextChange() -> Date? {
        let now = Date()
        return entries.values.compactMap { $0.entry.view.nextChange(after: now) }.min()
    }

    func announce(_ line: String) {
        notices.append(line)
        draw()
    }

    func problem(_ text: String?) {
        problemLines = text.map { TerminalText.sanitized($0).split(separator: "\n", omittingEmptySubsequences: true).map(String.init) } ?? []
        draw()
    }

    func finish() {
        CommandLineLog.divert(to: nil)
        logs?.cancel()
        ticker?.cancel()
        resizes?.cancel()
        keys?.cancel()
        TerminalScreen.leave()
    }

    private func resized() {
        shown = []
        FileHandle.standardOutput.write(Data("\u{1b}[H\u{1b}[2J".utf8))
        draw()
    }

    private func logged(_ line: String) {
        remember(TerminalText.sanitized(line))
        draw()
    }

    private func remember(_ line: String) {
        recent.append("\(Date().formatted(date: .omitted, time: .standard))  \(line)")
        if recent.count > Self.keptLines { recent.removeFirst(recent.count - Self.keptLines) }
    }

    private func draw() {
        let size = TerminalScreen.size()
        let renderer = TextRenderer(metrics: metrics, colors: colors)
        // Each widget as its box, titled with its kind, and its id (what `widgets explain` and `tap`
        // take) while details are on.
        let blocks: [(kind: String, lines: [String])] = order.compactMap { id in
            guard let (instance, entry) = entries[id] else { return nil }
            let title = details ? "\(instance.kind) · \(id)" : instance.kind
            return (instance.kind, renderer.render(entry.view, family: instance.family, title: title).split(separator: "\n").map(String.init))
        }
        var lines = [TerminalText.truncated(
            "widgets: \(order.count) on screen; i: \(details ? "hide" : "show") ids; Ctrl-C stops", to: size.columns)]
        // Not cut: an address must be whole to be copied. The terminal wraps it; the rows it wraps
        // onto are left alone.
        for notice in notices + problemLines {
            lines.append(notice)
            let rows = (TerminalText.visibleWidth(notice) + max(size.columns, 1) - 1) / max(size.columns, 1)
            lines += Array(repeating: Self.wrapped, count: max(0, rows - 1))
        }
        lines.append("")
        if order.isEmpty {
            lines += [
                "Nothing on screen yet. Add a widget with `widgets instances add KIND` (`widgets list` shows the kinds);",
                "it appears here at once.", "",
            ].map { TerminalText.truncated($0, to: size.columns) }
        }
        // Rows of blocks, as many side by side as fit; a block wider than the terminal is cut at its
        // edge. Whole rows only, above at least three lines of the log.
        let logRoom = min(recent.count, 3)
        var rows: [[(kind: String, lines: [String])]] = []
        for block in blocks {
            let width = block.lines.map(TerminalText.visibleWidth).max() ?? 0
            let used = rows.last.map { row in row.map { ($0.lines.map(TerminalText.visibleWidth).max() ?? 0) + 2 }.reduce(0, +) } ?? 0
            if let last = rows.indices.last, used + width <= size.columns { rows[last].append(block) } else { rows.append([block]) }
        }
        var cut: [String] = []
        var wider: [String] = []
        for (index, row) in rows.enumerated() {
            let height = row.map(\.lines.count).max() ?? 0
            let markerRoom = index < rows.count - 1 ? 1 : 0
            guard cut.isEmpty, lines.count + height + 1 + markerRoom + logRoom <= size.rows else {
                cut += row.map(\.kind)
                continue
            }
            for line in 0..<height {
                let joined = row.map { block in
                    let text = line < block.lines.count ? block.lines[line] : ""
                    let width = block.lines.map(TerminalText.visibleWidth).max() ?? 0
                    return text + String(repeating: " ", count: max(0, width - TerminalText.visibleWidth(text)))
                }.joined(separator: "  ")
                lines.append(TerminalText.clipped(joined, to: size.columns))
            }
            wider += row.filter { ($0.lines.map(TerminalText.visibleWidth).max() ?? 0) > size.columns }.map(\.kind)
            lines.append("")
        }
        if !cut.isEmpty || !wider.isEmpty {
            var marker: [String] = []
            if !cut.isEmpty { marker.append("↓ \(cut.count) more below (\(cut.joined(separator: ", "))): make the terminal taller") }
            if !wider.isEmpty { marker.append("→ cut at the edge: \(wider.joined(separator: ", ")); make the terminal wider") }
            lines.append(TerminalText.truncated(marker.joined(separator: "; "), to: size.columns))
        }
        // The log fills what is left.
        let room = max(0, size.rows - lines.count)
        lines += recent.suffix(room).map { TerminalText.truncated(TerminalText.sanitized($0), to: size.columns) }
        if lines.count > size.rows { lines = Array(lines.prefix(size.rows)) }
        // Write only the lines that changed.
        var output = ""
        for (index, line) in lines.enumerated() where line != Self.wrapped && (index >= shown.count || shown[index] != line) {
            output += "\u{1b}[\(index + 1);1H" + line + "\u{1b}[0m\u{1b}[K"
        }
        if shown.count > lines.count { output += "\u{1b}[\(lines.count + 1);1H\u{1b}[J" }
        shown = lines
        if !output.isEmpty { FileHandle.standardOutput.write(Data(output.utf8)) }
    }
}
