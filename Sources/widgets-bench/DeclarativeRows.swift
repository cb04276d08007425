import Foundation
import WidgetDeclarative
import WidgetWire

#if canImport(Glibc)
import Glibc
#endif

/// What a declarative bundle's refresh costs: against the same C calls made from Swift code that
/// builds the same view, and against what a status-bar user polls today, a shell command.
extension Benchmark {
    static func declarativeRows(into table: inout Table) throws {
        let checkout = build.appending(path: "../../..").standardizedFileURL
        let manifest = try JSON(parsing: Data(contentsOf: checkout.appending(path: "Plugins/SystemLoad/Info.json")))
        let bundle = try DeclarativeBundle.open(try DeclarativeSpec(json: manifest["declarative"]!), libraries: [:]).get()
        let request = BundleRequest.snapshot(kind: "SystemLoad", context: ProviderContext(family: .systemSmall))
        let calls = 20_000
        func perCall(_ count: Int, _ body: () -> Int) -> Double {
            var sink = 0
            let start = ContinuousClock.now
            for _ in 0..<count { sink &+= body() }
            precondition(sink != 42)
            return seconds(ContinuousClock.now - start) / Double(count)
        }
        let declarative = try median { perCall(calls) { bundle.answer(request).count } }
        let direct = try median { perCall(calls) { directSystemLoadReply().count } }
        table.add([
            "declarative refresh (libffi calls + template) vs the same C calls from Swift building the same view",
            String(format: "%.2f µs", direct * 1e6), String(format: "%.2f µs", declarative * 1e6),
            String(format: "%.2fx", declarative / direct), verdict(declarative <= 3 * direct, "<= 3x"),
        ])
        let shell = try median { perCall(50) { shellPoll("cat /proc/loadavg; getconf _NPROCESSORS_ONLN") } }
        table.add([
            "declarative refresh vs polling `/bin/sh -c` for the same numbers (what eww/Waybar modules do)",
            String(format: "%.2f ms", shell * 1000), String(format: "%.2f µs", declarative * 1e6),
            String(format: "%.0fx faster", shell / declarative), verdict(shell >= 100 * declarative, ">= 100x faster"),
        ])
    }

    /// A status bar's module: `/bin/sh -c COMMAND` through popen, its output read; the bytes read.
    static func shellPoll(_ command: String) -> Int {
        guard let pipe = popen(command, "r") else { fail("popen failed: \(String(cString: strerror(errno)))") }
        var buffer = [UInt8](repeating: 0, count: 4096)
        var total = 0
        while case let count = fread(&buffer, 1, buffer.count, pipe), count > 0 { total += count }
        pclose(pipe)
        return total
    }

    /// What a Swift widget does for SystemLoad's small view: call libc, build the tree, reply.
    static func directSystemLoadReply() -> [UInt8] {
        var loads = [Double](repeating: 0, count: 3)
        _ = getloadavg(&loads, 3)
        let cpus = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        let pages = sysconf(Int32(_SC_PHYS_PAGES))
        let available = sysconf(Int32(_SC_AVPHYS_PAGES))
        func text(_ string: String, _ modifiers: [Modifier] = []) -> RenderNode {
            RenderNode(.text(TextNode(runs: [.verbatim(string)])), modifiers: modifiers)
        }
        let view = RenderNode(
            .stack(StackNode(axis: .vertical, alignment: "leading", spacing: 4, children: [
                text("Load", [.font(FontValue(style: "caption")), .foregroundStyle(.named("secondary", opacity: 1))]),
                text(String(format: "%.2f", loads[0]), [.font(FontValue(style: "title", weight: "bold"))]),
                text(String(format: "5 min %.2f · 15 min %.2f", loads[1], loads[2]), [.font(FontValue(style: "caption2"))]),
                RenderNode(.spacer(minLength: nil)),
                RenderNode(.progress(ProgressNode(value: loads[0], total: Double(cpus), label: text("of \(cpus) CPUs")))),
                RenderNode(.progress(ProgressNode(value: Double(available), total: Double(pages), label: text("memory free")))),
            ])),
            modifiers: [.containerBackground(RenderNode(.color(.named("blue", opacity: 0.15))))])
        return Reply.value(RenderedEntry(date: Date(), view: view))
    }
}
