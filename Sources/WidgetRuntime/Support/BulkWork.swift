import Foundation
import NIOPosix
import WidgetHome

/// What a bundle's large replies cost the runtime, done off the event loop that serves every widget:
/// decoding tens of MB, and freeing them (unmapping their pages takes milliseconds).
///
/// One thread of its own under Linux's idle scheduling (``BackgroundScheduling/yieldToEveryone()``),
/// so that a bundle's bulk takes only the processor the event loop and the other widgets leave.
enum BulkWork {
    private static let pool: NIOThreadPool = {
        let pool = NIOThreadPool(numberOfThreads: 1)
        pool.start()
        return pool
    }()

    /// Runs `work` on the bulk thread with `bytes`, which are freed there too.
    static func run<Value: Sendable>(
        taking bytes: consuming [UInt8], _ work: @escaping @Sendable ([UInt8]) -> Value
    ) async throws -> Value {
        let handoff = Handoff(bytes)
        return try await pool.runIfActive {
            BackgroundScheduling.yieldToEveryone()
            return work(handoff.take())
        }
    }

    /// Frees `value` on the bulk thread.
    static func release<Value: Sendable>(_ value: consuming Value) {
        let handoff = Handoff(value)
        pool.submit { _ in
            BackgroundScheduling.yieldToEveryone()
            _ = handoff.take()
        }
    }
}

/// A value handed to another thread, taken there, so that its last reference is dropped there.
/// Unchecked: `take` is called once, by the one closure that holds it.
private final class Handoff<Value: Sendable>: @unchecked Sendable {
    private var value: Value?

    init(_ value: consuming Value) { self.value = value }

    func take() -> Value { value.take()! }
}
