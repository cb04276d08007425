/// Waits up to five seconds, looking every 10 ms, until `condition` holds: for what a real process
/// does in its own time (stops, continues, starts a child).
func soon(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<500 {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
}
