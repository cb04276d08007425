/// The desktop's tasks in flight (requests to the runtime), owned here: each leaves the list when it
/// ends, and quitting cancels those left.
@MainActor
final class TaskList {
    private var running: [Int: Task<Void, Never>] = [:]
    private var started = 0

    /// Starts `work` on the main actor.
    func run(_ work: @escaping @MainActor () async -> Void) {
        started += 1
        let id = started
        running[id] = Task { [weak self] in
            await work()
            self?.running[id] = nil
        }
    }

    func cancelAll() {
        for task in running.values { task.cancel() }
        running = [:]
    }
}
