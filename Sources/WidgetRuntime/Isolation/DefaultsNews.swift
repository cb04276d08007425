import Synchronization

/// The defaults' change stamp a bundle was last told of, so that it hears `defaultsChanged` before a
/// request only when the defaults changed since (and always when the stamp is unknown).
final class DefaultsNews: Sendable {
    private let told = Mutex<Int?>(nil)

    /// Records the stamp for a request about to be sent; whether the bundle must hear of a change.
    func changed(to stamp: Int?) -> Bool {
        told.withLock { known in
            defer { known = stamp }
            return stamp == nil || known != stamp
        }
    }
}
