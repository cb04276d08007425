import Foundation

/// An actor that runs on a serial dispatch queue of its own, as iOS 17 code writes it.
actor VisitCounter {
    private let queue = DispatchSerialQueue(label: "com.example.foundation.visits")
    nonisolated var unownedExecutor: UnownedSerialExecutor { queue.asUnownedSerialExecutor() }

    func visit() -> Int {
        dispatchPrecondition(condition: .onQueue(queue))
        SharedStore.visits += 1
        return SharedStore.visits
    }
}
