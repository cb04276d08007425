import Synchronization

/// A waiting task resumed once, by whichever comes first: the first `resume` wakes it, later ones
/// do nothing (an alarm that rings as something else wakes the sleeper).
final class Wakeup: Sendable {
    private let continuation: Mutex<CheckedContinuation<Void, Never>?>

    init(_ continuation: CheckedContinuation<Void, Never>) {
        self.continuation = Mutex(continuation)
    }

    func resume() {
        continuation.withLock { continuation in
            defer { continuation = nil }
            return continuation
        }?.resume()
    }
}
