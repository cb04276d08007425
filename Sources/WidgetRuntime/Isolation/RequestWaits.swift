import Foundation
import Synchronization

/// Requests sent to a bundle and not yet answered, keyed by a token sent with each request (a
/// worker frame's id, or an in-process call's `reply_context`).
///
/// A token is a number, not a pointer to an object, so a late reply (after a time-out) or a second
/// reply to the same request from a buggy bundle finds nothing and is dropped safely.
final class RequestWaits: Sendable {
    private enum Slot {
        /// Sent; nobody waits on it yet.
        case sent
        case waiting(CheckedContinuation<Result<[UInt8], WidgetRuntimeError>, Never>)
        /// Answered (or failed) before anyone waited.
        case done(Result<[UInt8], WidgetRuntimeError>)
    }

    private let state = Mutex<(next: UInt, slots: [UInt: Slot])>((1, [:]))

    /// A new token, waiting for its reply.
    func open() -> UInt {
        state.withLock { state in
            let token = state.next
            state.next += 1
            state.slots[token] = .sent
            return token
        }
    }

    /// Completes a request, once; later calls with the same token, or a token never opened, do nothing.
    func complete(_ token: UInt, with result: Result<[UInt8], WidgetRuntimeError>) {
        let waiting = state.withLock { state -> CheckedContinuation<Result<[UInt8], WidgetRuntimeError>, Never>? in
            switch state.slots[token] {
            case .sent?:
                state.slots[token] = .done(result)
                return nil
            case .waiting(let continuation)?:
                state.slots[token] = nil
                return continuation
            case .done?, nil:
                return nil
            }
        }
        waiting?.resume(returning: result)
    }

    /// Sends a request under a new token with `send`, and waits for its reply on `time`: after
    /// `timeout` it fails with `timedOut` and `abandon` is told (a worker that owes it is stopped);
    /// cancelling the caller fails it with `cancelled`. The time-out is an alarm on `time`, cancelled
    /// once the reply is in.
    func exchange(
        timeout: Duration, time: HostTime, timedOut: @escaping @Sendable () -> WidgetRuntimeError,
        cancelled: @escaping @Sendable () -> WidgetRuntimeError, abandon: @escaping @Sendable (UInt, WidgetRuntimeError) -> Void,
        send: (UInt) -> Void
    ) async -> Result<[UInt8], WidgetRuntimeError> {
        let token = open()
        let alarm = time.alarm(in: timeout) { [self] in
            let error = timedOut()
            complete(token, with: .failure(error))
            abandon(token, error)
        }
        defer { alarm.cancel() }
        send(token)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready = state.withLock { state -> Result<[UInt8], WidgetRuntimeError>? in
                    if case .done(let result)? = state.slots[token] {
                        state.slots[token] = nil
                        return result
                    }
                    state.slots[token] = .waiting(continuation)
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            complete(token, with: .failure(cancelled()))
        }
    }
}
