import CGtk
import Foundation
import WidgetHome
import WidgetWire

/// Follows what the widgets of a running runtime show (`watch` on its control socket), read on GTK's
/// main loop itself: a notice wakes the one thread that draws it, no event loop hands it over.
@MainActor
final class RuntimeFeed {
    private let descriptor: Int32
    private let desktop: Desktop
    private let ended: @MainActor (String) -> Void
    private var source: guint = 0
    /// Bytes read after the last whole line.
    private var partial: [UInt8] = []
    /// What each read fills, made once: a notice wakes the surface every few seconds.
    private var buffer = [UInt8](repeating: 0, count: 65_536)
    /// Notices that came before the list of widgets (a change made meanwhile), applied after it.
    private var early: [ControlNotice] = []
    private var listed = false

    private init(descriptor: Int32, desktop: Desktop, ended: @escaping @MainActor (String) -> Void) {
        self.descriptor = descriptor
        self.desktop = desktop
        self.ended = ended
    }

    /// Connects and follows: the desktop gets every widget (a change made meanwhile may come just
    /// before that list, never after it), then each change; `ended` is called once, when the runtime
    /// stops or sends what cannot be read. The feed is the caller's to cancel.
    static func follow(
        _ home: RuntimeHome, into desktop: Desktop, ended: @escaping @MainActor (String) -> Void
    ) throws(WidgetRuntimeError) -> RuntimeFeed {
        let path = home.controlSocket.path
        guard let descriptor = try? UnixSocket.connect(to: path) else {
            throw WidgetRuntimeError(
                .controlFailed, at: path, "no runtime is running for this home",
                fix: "start one with `widgets run --desktop`, which starts the desktop with it")
        }
        let request = Array((ControlRequest.watch.json.serialized + "\n").utf8)
        guard request.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == request.count else {
            close(descriptor)
            throw WidgetRuntimeError(.controlFailed, at: path, "cannot reach the runtime: \(String(cString: strerror(errno)))")
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        let feed = RuntimeFeed(descriptor: descriptor, desktop: desktop, ended: ended)
        let condition = GIOCondition(rawValue: G_IO_IN.rawValue | G_IO_HUP.rawValue | G_IO_ERR.rawValue)
        feed.source = g_unix_fd_add(descriptor, condition, { _, _, data in
            let feed = Unmanaged<RuntimeFeed>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { feed.readable() ? gboolean(1) : gboolean(0) }
        }, Unmanaged.passUnretained(feed).toOpaque())
        return feed
    }

    /// Stops following; the connection closes.
    func cancel() {
        guard source != 0 else { return }
        g_source_remove(source)
        source = 0
        close(descriptor)
    }

    /// Reads what the socket has and handles each whole line; false once the feed ended.
    private func readable() -> Bool {
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { return true }
            guard count > 0 else { return end(count == 0 ? "the runtime stopped" : "the runtime's socket failed: \(String(cString: strerror(errno)))") }
            partial += buffer.prefix(count)
            while let newline = partial.firstIndex(of: UInt8(ascii: "\n")) {
                let line = partial[..<newline]
                defer { partial.removeSubrange(...newline) }
                let message: ControlMessage
                do {
                    message = try ControlMessage(json: JSON(parsing: Array(line)))
                } catch {
                    return end("the runtime sent what cannot be read: \(error)")
                }
                if let reason = handle(message) { return end(reason) }
            }
            guard partial.count <= UnixSocket.longestAnswer else { return end("the runtime sent a line longer than \(UnixSocket.longestAnswer) bytes") }
        }
    }

    /// Shows the list or a change; why the feed ends, if it does.
    private func handle(_ message: ControlMessage) -> String? {
        switch message {
        case .notice(let notice) where listed:
            desktop.apply(notice)
        case .notice(let notice):
            early.append(notice)
        case .answer(.success(let value)):
            do {
                desktop.show(all: try [WatchedWidget](answer: value))
            } catch {
                return error.description
            }
            listed = true
            early.forEach(desktop.apply)
            early = []
        case .answer(.failure(let error)):
            return error.description
        }
        return nil
    }

    /// Ends the feed (its source is removed as this returns false) and says why.
    private func end(_ reason: String) -> Bool {
        source = 0
        close(descriptor)
        ended(reason)
        return false
    }
}
