import Foundation

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
