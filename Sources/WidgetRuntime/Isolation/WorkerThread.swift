import Foundation

/// The threads that read what bundles and apps send (a worker's frames, a control connection).
package enum ReaderThreads {
    /// Room for the deepest JSON a message may hold (512 levels), parsed, decoded and freed by
    /// recursion, in a debug build. Pages are touched only when used.
    package static let stackSize = 8 << 20
}

/// The one thread of each worker: it starts the worker, reads and writes its socket and reaps it.
///
/// The only thread the runtime starts for a bundle. A worker's parent-death signal follows the thread
/// that started it, so the thread that starts a worker must outlive it: this one ends when its worker
/// is reaped.
enum WorkerThread {
    static func start(name: String, _ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.name = name
        thread.stackSize = ReaderThreads.stackSize
        thread.start()
    }
}
