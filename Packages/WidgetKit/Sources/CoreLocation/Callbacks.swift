import Foundation

/// Where delegate methods and completion handlers are called: a serial queue of CoreLocation's own,
/// later than the call that causes them (as Apple's run loop delivers them), never inside it. Not the
/// bundle's queue, so code that blocks it waiting for a location still gets one.
enum Callbacks {
    private static let queue = DispatchQueue(label: "CoreLocation.callbacks")

    /// Runs `body` on the queue. It may hold objects that are not Sendable (a manager, its delegate):
    /// the caller hands them over and they are used there alone, as Apple's delegate calls do.
    static func later(_ body: @escaping () -> Void) {
        let handed = HandedOver(body)
        queue.async { handed.body() }
    }

    private final class HandedOver: @unchecked Sendable {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }
}
