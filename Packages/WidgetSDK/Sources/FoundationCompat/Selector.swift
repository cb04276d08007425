import Foundation

#if !canImport(ObjectiveC)
/// An Objective-C selector, by its name: what a ported file's `#selector(method)` becomes (the
/// XcodeSources plugin writes `Selector("method")`), so code that passes one compiles. Linux has no
/// Objective-C runtime to call a method by its selector.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String

    public init(_ name: String) { self.name = name }

    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }
}

extension NotificationCenter {
    /// Accepted and never called: with no Objective-C runtime, nothing can call `selector` on
    /// `observer`. The first use says so once on standard error, which the runtime logs under the
    /// bundle's name; `addObserver(forName:object:queue:using:)` is called here.
    public func addObserver(_ observer: Any, selector: Selector, name: NSNotification.Name?, object: Any?) {
        SelectorNotice.once("NotificationCenter: an observer added with #selector(\(selector)) is not called (no Objective-C runtime here); use addObserver(forName:object:queue:using:)")
    }
}

/// What selectors cannot do here, said once a process.
enum SelectorNotice {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var said = false

    static func once(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        guard !said else { return }
        said = true
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
#endif
