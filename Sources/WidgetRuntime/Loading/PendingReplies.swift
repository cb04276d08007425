import Foundation
import Synchronization
import WidgetABI

/// Requests sent to bundles and not yet answered, keyed by the token passed as `reply_context`.
///
/// A token is a number, not a pointer to an object, so a late reply (after a time-out) or a second
/// reply to the same request from a buggy bundle finds nothing and is dropped safely.
final class PendingReplies: Sendable {
    static let shared = PendingReplies()

    private struct Waiting {
        var continuation: CheckedContinuation<Data, any Error>
        var timer: Task<Void, Never>?
    }

    private let state = Mutex<(next: UInt, waiting: [UInt: Waiting])>((1, [:]))

    /// Registers a continuation and starts its time-out; returns the token to send with the request.
    func register(_ continuation: CheckedContinuation<Data, any Error>, timeout: Duration, onTimeout: @escaping @Sendable () -> any Error) -> UInt {
        let token = state.withLock { state in
            let token = state.next
            state.next += 1
            state.waiting[token] = Waiting(continuation: continuation, timer: nil)
            return token
        }
        let timer = Task {
            try? await Task.sleep(for: timeout)
            if !Task.isCancelled { self.complete(token, with: .failure(onTimeout())) }
        }
        let stillWaiting = state.withLock { state in
            state.waiting[token]?.timer = timer
            return state.waiting[token] != nil
        }
        if !stillWaiting { timer.cancel() }
        return token
    }

    /// Resumes the request's continuation, once; later calls with the same token do nothing.
    func complete(_ token: UInt, with result: Result<Data, any Error>) {
        guard let waiting = state.withLock({ $0.waiting.removeValue(forKey: token) }) else { return }
        waiting.timer?.cancel()
        waiting.continuation.resume(with: result)
    }

    /// The reply callback every request carries.
    static let deliver: widget_reply_fn = { context, bytes, length in
        let data = bytes.map { Data(bytes: $0, count: length) } ?? Data()
        PendingReplies.shared.complete(UInt(bitPattern: context), with: .success(data))
    }
}
