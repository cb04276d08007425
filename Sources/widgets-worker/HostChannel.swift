import BundleStart
import Dispatch
import Foundation
import Glibc
import Synchronization
import WidgetABI
import WidgetWire
import WorkerWire

/// The worker's end of the socket to the runtime: frames out from any thread, frames in on the main
/// thread; what the bundle's `widget_host` table calls (``HostTable``) goes to the runtime as frames.
final class HostChannel: HostCalls {
    let descriptor: Int32
    private let writeLock = Mutex<Void>(())
    /// Host-service calls the bundle made and the runtime has not answered, by token.
    private let calls = Mutex<(next: UInt64, waiting: [UInt64: PendingCall])>((1, [:]))

    init(descriptor: Int32) { self.descriptor = descriptor }

    /// Writes one frame whole; a runtime that is gone ends the worker.
    func send(_ frame: WorkerFrame) {
        let bytes = frame.encoded
        writeLock.withLock { _ in
            if SocketWriter.write(bytes[...], to: descriptor).count < bytes.count { _exit(0) }
        }
    }

    /// Reads frames until the runtime closes the socket, handing each to `handle`. `restsAfterAnswering`:
    /// each request is answered before `handle` returns (a declarative bundle's), and once the worker
    /// has answered with nothing more to read, it stops itself (SIGSTOP) as the runtime would stop it
    /// (``QuotaWatch`` continues it with its next request): stopped from outside, it would be woken
    /// from its wait only to stop.
    func receive(restsAfterAnswering: Bool = false, _ handle: (WorkerFrame) -> Void) {
        var reader = WorkerFrameReader()
        // Waits in poll for bytes to read, not in recv: a wait in recv is also woken each time the
        // runtime reads what this end wrote (the socket's room to write grew), a wake-up for nothing.
        var readable = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        var answered = false
        while true {
            if answered, restsAfterAnswering, poll(&readable, 1, 0) == 0 {
                answered = false
                kill(getpid(), SIGSTOP)
            }
            guard poll(&readable, 1, -1) >= 0 || errno == EINTR, reader.read(from: descriptor) != .closed else { return }
            do {
                while let frame = try reader.next() {
                    handle(frame)
                    if frame.kind == .request { answered = true }
                }
            } catch {
                return
            }
        }
    }

    /// Delivers the runtime's answer to a host-service call.
    func answer(_ frame: WorkerFrame) {
        guard let call = calls.withLock({ $0.waiting.removeValue(forKey: frame.id) }) else { return }
        frame.payload.withUnsafeBufferPointer { call.reply(call.context, $0.baseAddress, $0.count) }
    }

    /// Sends a host-service call of the bundle's; its answer goes to `reply` when the runtime sends it.
    func call(_ message: [UInt8], replyContext: UnsafeMutableRawPointer?, reply: widget_reply_fn) {
        let token = calls.withLock { state in
            let token = state.next
            state.next += 1
            state.waiting[token] = PendingCall(context: replyContext, reply: reply)
            return token
        }
        send(WorkerFrame(.hostCall, id: token, payload: message))
    }

    func perform(_ message: [UInt8]) {
        send(WorkerFrame(.hostSend, payload: message))
    }

    func log(level: Int32, _ text: String) {
        send(WorkerFrame(.log, id: UInt64(max(level, 0)), payload: Array(text.utf8)))
    }

    /// A host-service call of the worker's own, answered before it returns. Never on the thread
    /// that reads the runtime's answers.
    func request(_ request: HostRequest) -> Result<JSON, WireError> {
        let waiter = ReplyWaiter()
        call(WireCoding.encode(request), replyContext: Unmanaged.passRetained(waiter).toOpaque()) { context, bytes, length in
            guard let context else { return }
            let waiter = Unmanaged<ReplyWaiter>.fromOpaque(context).takeRetainedValue()
            waiter.reply = bytes.map { Array(UnsafeBufferPointer(start: $0, count: length)) } ?? []
            waiter.done.signal()
        }
        waiter.done.wait()
        return Result { () throws(WireError) in try Reply.decode(JSON.self, from: waiter.reply) }
    }
}

/// Where the runtime's answer to one host-service call goes. Unchecked: the context is the bundle's
/// opaque token, and the ABI lets the reply be delivered from any thread.
private struct PendingCall: @unchecked Sendable {
    let context: UnsafeMutableRawPointer?
    let reply: widget_reply_fn
}

/// Where the runtime's answer to the worker's own call lands. Unchecked: `reply` is written once
/// before `done` is signalled and read only after waiting on it.
private final class ReplyWaiter: @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    var reply: [UInt8] = []
}
