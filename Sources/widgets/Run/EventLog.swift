import ArgumentParser
import Foundation
import WidgetRuntime
import WidgetWire

/// One line per event, as text or JSON.
actor EventLog: EventDisplay {
    /// Its writes may block (a terminal or pipe that is not read): off the event loops.
    private static let executor = BlockingWriterExecutor(output: STDOUT_FILENO)
    nonisolated var unownedExecutor: UnownedSerialExecutor { Self.executor.asUnownedSerialExecutor() }
    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    let format: Format
    /// Only what went wrong (a provider's failure, a warning) and widgets added or removed: not a
    /// line at each refresh. What a session's log wants from widgets shown on the desktop.
    let problemsOnly: Bool

    init(format: Format, problemsOnly: Bool = false) {
        self.format = format
        self.problemsOnly = problemsOnly
    }

    func handle(_ event: HostEvent) {
        if problemsOnly, Self.isRoutine(event) { return }
        let time = Date()
        var line =
            switch format {
            case .json: Self.json(event, at: time).serializedBytes
            case .text: Array("\(time.formatted(.iso8601))  \(Self.text(event))".utf8)
            }
        line.append(UInt8(ascii: "\n"))
        Self.write(line)
    }

    /// A line a write, straight to the output: nothing waits in a buffer, no buffer is flushed. An
    /// output that is gone loses the line.
    private static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    func announce(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    func problem(_ text: String?) {
        guard let text else { return }
        handle(.warning(text))
    }

    func finish() {}

    /// An event each refresh makes: an entry shown, a reload decided.
    static func isRoutine(_ event: HostEvent) -> Bool {
        switch event {
        case .shown, .decided: true
        case .failed, .warning, .added, .removed: false
        }
    }

    static func text(_ event: HostEvent) -> String {
        switch event {
        case .shown(let instance, let entry, let count, let rendered):
            let words = rendered.view.texts.joined(separator: " ").replacingOccurrences(of: "\n", with: " ")
            return "\(instance.id) shows entry \(entry + 1) of \(count): \(TerminalTextPreview.clip(words))"
        case .decided(let decision): return decision.description
        case .failed(let instance, let error): return "\(instance.id) provider failed: \(error.description.replacingOccurrences(of: "\n", with: " "))"
        case .warning(let message): return "warning: \(message)"
        case .added(let instance): return "\(instance.id) added (\(instance.bundle)/\(instance.kind), \(instance.family.shortName))"
        case .removed(let instance): return "\(instance.id) removed"
        }
    }

    static func json(_ event: HostEvent, at time: Date) -> JSON {
        switch event {
        case .shown(let instance, let entry, let count, let rendered):
            return .fields(["time": time.json, "event": "shown", "instance": .string(instance.id.rawValue), "entry": .number(Double(entry)),
                            "entries": .number(Double(count)), "rendered": rendered.json])
        case .decided(let decision): return .fields(["time": time.json, "event": "decision", "decision": decision.json])
        case .failed(let instance, let error):
            return .fields(["time": time.json, "event": "failed", "instance": .string(instance.id.rawValue), "error": error.json])
        case .warning(let message): return .fields(["time": time.json, "event": "warning", "message": .string(message)])
        case .added(let instance): return .fields(["time": time.json, "event": "added", "instance": instance.json])
        case .removed(let instance): return .fields(["time": time.json, "event": "removed", "instance": instance.json])
        }
    }
}
