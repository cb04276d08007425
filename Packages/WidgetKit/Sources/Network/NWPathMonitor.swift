import Dispatch
import Foundation

/// Watches the machine's network: `pathUpdateHandler` is called on the queue given to `start(queue:)`
/// with the path at once, then each time it changes (the interfaces are read again every two seconds).
public final class NWPathMonitor: @unchecked Sendable {
    // Unchecked: its state is behind `lock`.
    private struct State {
        var handler: (@Sendable (NWPath) -> Void)?
        var queue: DispatchQueue?
        var watching: Task<Void, Never>?
        var last: NWPath?
        var cancelled = false
    }

    private var guarded = State()
    private let lock = NSLock()
    private let required: NWInterface.InterfaceType?
    private let prohibited: [NWInterface.InterfaceType]

    private func withState<T>(_ body: (inout State) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&guarded)
    }

    /// How often the interfaces are read again.
    static let interval = Duration.seconds(2)

    /// Watches every interface.
    public init() {
        required = nil
        prohibited = []
    }

    /// Watches interfaces of one kind only.
    public init(requiredInterfaceType: NWInterface.InterfaceType) {
        required = requiredInterfaceType
        prohibited = []
    }

    /// Watches every interface but those of these kinds.
    public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {
        required = nil
        prohibited = prohibitedInterfaceTypes
    }

    /// Called with the path on start and whenever it changes.
    public var pathUpdateHandler: (@Sendable (_ newPath: NWPath) -> Void)? {
        get { withState { $0.handler } }
        set { withState { $0.handler = newValue } }
    }

    /// The path now: the last one handed to the handler, or read at once before `start`.
    public var currentPath: NWPath {
        withState { $0.last } ?? MachineInterfaces.path(requiring: required, prohibiting: prohibited)
    }

    /// The queue `start(queue:)` was given.
    public var queue: DispatchQueue? { withState { $0.queue } }

    /// Starts watching; the handler is called on `queue`. A second start, or one after `cancel()`, does nothing.
    public func start(queue: DispatchQueue) {
        withState { state in
            guard state.queue == nil, !state.cancelled else { return }
            state.queue = queue
            state.watching = Task { [weak self] in
                while !Task.isCancelled {
                    guard let monitor = self else { return }
                    queue.async { monitor.check() }
                    try? await Task.sleep(for: Self.interval)
                }
            }
        }
    }

    /// Stops watching for good: the handler is not called again.
    public func cancel() {
        withState { state in
            state.cancelled = true
            state.watching?.cancel()
            state.watching = nil
        }
    }

    /// Reads the path and calls the handler if it changed.
    private func check() {
        let path = MachineInterfaces.path(requiring: required, prohibiting: prohibited)
        let handler = withState { state -> (@Sendable (NWPath) -> Void)? in
            guard !state.cancelled, state.last != path else { return nil }
            state.last = path
            return state.handler
        }
        handler?(path)
    }

    deinit { guarded.watching?.cancel() }
}

extension NWPathMonitor: AsyncSequence {
    public typealias Element = NWPath

    /// The paths, the first at once and then each change, until the task is cancelled: `for await
    /// path in monitor`. Each iteration watches on its own; the monitor's handler is not used.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var paths: AsyncStream<NWPath>.Iterator
        public mutating func next() async -> NWPath? { await paths.next() }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        let watcher = NWPathMonitor(required: required, prohibited: prohibited)
        let paths = AsyncStream<NWPath> { continuation in
            watcher.pathUpdateHandler = { continuation.yield($0) }
            continuation.onTermination = { _ in watcher.cancel() }
            watcher.start(queue: DispatchQueue(label: "NWPathMonitor.paths"))
        }
        return AsyncIterator(paths: paths.makeAsyncIterator())
    }

    private convenience init(required: NWInterface.InterfaceType?, prohibited: [NWInterface.InterfaceType]) {
        if let required { self.init(requiredInterfaceType: required) } else { self.init(prohibitedInterfaceTypes: prohibited) }
    }
}
