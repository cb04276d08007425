import Foundation
import Synchronization
import WidgetABI

/// Requests sent to bundles and not yet answered, keyed by the token passed as `reply_context`.
///
/// A token is a number, not a pointer to an object, so a late reply (after a time-out) or a second
/// reply to the same request from a buggy bundle finds nothing and is dropped safely.
final class PendingReplies: Sendable {
    static let shared = PendingReplies()

    typealias Completion = @Sendable (Result<Data, WidgetRuntimeError>) -> Void

    private let state = Mutex<(next: UInt, waiting: [UInt: Completion])>((1, [:]))
    private let timers = DispatchQueue(label: "widgets.reply-timeouts")

    /// Registers a completion; returns the token to send with the request. With a time-out, the
    /// completion gets `onTimeout()` after it unless a reply came first; without one, the caller
    /// watches the time itself.
    func register(
        timeout: Duration?, onTimeout: @escaping @Sendable (UInt) -> WidgetRuntimeError, completion: @escaping Completion
    ) -> UInt {
        let token = state.withLock { state in
            let token = state.next
            state.next += 1
            state.waiting[token] = completion
            return token
        }
        if let timeout {
            timers.asyncAfter(deadline: .now() + timeout.dispatchInterval) {
                guard self.isWaiting(token) else { return }
                self.complete(token, with: .failure(onTimeout(token)))
            }
        }
        return token
    }

    private func isWaiting(_ token: UInt) -> Bool { state.withLock { $0.waiting[token] != nil } }

    /// Completes the request, once; later calls with the same token do nothing.
    func complete(_ token: UInt, with result: Result<Data, WidgetRuntimeError>) {
        state.withLock { $0.waiting.removeValue(forKey: token) }?(result)
    }

    /// The reply callback every request carries.
    static let deliver: widget_reply_fn = { context, bytes, length in
        let data = bytes.map { Data(bytes: $0, count: length) } ?? Data()
        PendingReplies.shared.complete(UInt(bitPattern: context), with: .success(data))
    }
}

extension Duration {
    /// The duration for Dispatch's deadlines.
    var dispatchInterval: DispatchTimeInterval { .nanoseconds(dispatchNanoseconds) }

    var dispatchNanoseconds: Int { Int(components.seconds) * 1_000_000_000 + Int(components.attoseconds / 1_000_000_000) }
}
