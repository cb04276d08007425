import Foundation
import Synchronization
import WidgetRuntime

/// The port a server listens on, set once it runs.
final class ServedPort: Sendable {
    private let value = Atomic<Int>(0)
    var port: Int {
        get { value.load(ordering: .acquiring) }
        set { value.store(newValue, ordering: .releasing) }
    }
}
