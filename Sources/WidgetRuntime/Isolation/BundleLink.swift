import Foundation
import WidgetWire
import WorkerWire

/// The host's one handle on a bundle's code: requests go in, replies or the reason there is none
/// come out, on the host's clock.
///
/// Two kinds: ``InProcessLink`` calls the bundle's table in this process; ``WorkerLink`` runs it in
/// worker processes it starts, restarts and quarantines. Both wait for replies the same way
/// (``RequestWaits``): a request that gets no reply within the time-out fails, and a worker that owes
/// it is stopped.
protocol BundleLink: AnyObject, Sendable {
    var identifier: String { get }
    /// How long a request may wait for its reply.
    var timeout: Duration { get }
    /// Sends a request's bytes; returns the reply's bytes, or why there is none. Cancelling the task
    /// ends the wait at once with ``WidgetRuntimeError/Code/cancelled`` (a reply that comes later is dropped).
    func exchange(_ message: [UInt8], name: String) async -> Result<[UInt8], WidgetRuntimeError>
    /// Whether the bundle's code runs, and how it is fenced.
    var health: BundleHealth { get }
    /// What its traffic may cost the runtime's CPU; nil when its code runs in the runtime's process.
    var share: RuntimeShare? { get }
}

/// A reply this large (a timeline of many or huge entries) is decoded and freed off the event loop
/// (``BulkWork``): there, tens of MB would hold every widget for seconds.
let largeReply = 256 << 10

extension BundleLink {
    /// Sends a request and decodes its reply.
    func send<Value: JSONRepresentable & Sendable>(
        _ request: BundleRequest, expecting: Value.Type
    ) async throws(WidgetRuntimeError) -> Value {
        try await sendSized(request, expecting: Value.self).value
    }

    /// Sends a request and decodes its reply, saying whether it was large.
    func sendSized<Value: JSONRepresentable & Sendable>(
        _ request: BundleRequest, expecting: Value.Type
    ) async throws(WidgetRuntimeError) -> DecodedReply<Value> {
        let reply = try await exchange(WireCoding.encode(request), name: request.name).get()
        // Decoding is the bundle's cost: charged to its share of the runtime's CPU.
        let share = share
        let decode = { @Sendable (bytes: [UInt8]) -> Result<Value, WireError> in
            let work = { Result { () throws(WireError) in try Reply.decode(Value.self, from: bytes) } }
            return share?.measure(work) ?? work()
        }
        let isLarge = reply.count >= largeReply
        let decoded: Result<Value, WireError>
        if !isLarge {
            decoded = decode(reply)
        } else {
            do {
                decoded = try await BulkWork.run(taking: consume reply, decode)
            } catch {
                throw WidgetRuntimeError(.cancelled, at: "bundle \(identifier)", "\(request.name) was given up: the runtime is stopping")
            }
        }
        switch decoded {
        case .success(let value): return DecodedReply(value: value, isLarge: isLarge)
        case .failure(let error): throw WidgetRuntimeError(plugin: error, at: "bundle \(identifier)", "\(request.name) failed")
        }
    }

    /// What a request that got no reply in time fails with.
    func timedOut(_ name: String) -> WidgetRuntimeError {
        WidgetRuntimeError(
            .timedOut, at: "bundle \(identifier)", "no reply to \(name) within \(timeout.seconds) s",
            fix: "make the provider call its completion handler (every path, exactly once) and not block its thread, or raise requestTimeout in runtime.json")
    }

    /// What a request given up by its caller fails with.
    func cancelled(_ name: String) -> WidgetRuntimeError {
        WidgetRuntimeError(.cancelled, at: "bundle \(identifier)", "\(name) was given up: its widget went or the runtime stopped")
    }
}
