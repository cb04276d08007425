import Dispatch

#if !canImport(ObjectiveC)
/// A serial dispatch queue, as iOS 17 and macOS 14 name it: `DispatchSerialQueue(label:)` makes one.
/// Linux's Dispatch has no such class (its `DispatchQueue` is final), so this is `DispatchQueue`,
/// whose initializer makes a serial queue unless given `.concurrent`.
public typealias DispatchSerialQueue = DispatchQueue

/// The Objective-C name of a serial queue's class, which older Swift code spells out.
public typealias OS_dispatch_queue_serial = DispatchQueue

/// An actor may run on a serial queue (`unownedExecutor` returning `queue.asUnownedSerialExecutor()`),
/// as it may on Apple's platforms. Use it with serial queues only: a job runs on the queue it is given.
extension DispatchQueue: @retroactive SerialExecutor {
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
    }
}
#endif
