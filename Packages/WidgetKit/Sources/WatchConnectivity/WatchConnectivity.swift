// `import WatchConnectivity` in code written for Apple's platforms: `WCSession`, with no watch:
// `WCSession.isSupported()` is false, as on an iPad. As on Apple's platforms, importing it brings
// Foundation.
@_exported import Foundation

/// Whether a session is active.
public enum WCSessionActivationState: Int, Sendable { case notActivated = 0, inactive = 1, activated = 2 }

/// What a session tells the app.
public protocol WCSessionDelegate: AnyObject {
    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?)
    func sessionDidBecomeInactive(_ session: WCSession)
    func sessionDidDeactivate(_ session: WCSession)
}

extension WCSessionDelegate {
    public func sessionDidBecomeInactive(_ session: WCSession) {}
    public func sessionDidDeactivate(_ session: WCSession) {}
}

/// The link to a paired watch; there is none here.
open class WCSession: NSObject, @unchecked Sendable {
    private static let shared = WCSession()
    /// False: no watch pairs with this machine. Code checks it before using `default`.
    open class func isSupported() -> Bool { false }
    open class var `default`: WCSession { shared }

    open weak var delegate: WCSessionDelegate?
    open var activationState: WCSessionActivationState { .notActivated }
    open var isPaired: Bool { false }
    open var isWatchAppInstalled: Bool { false }
    open var isReachable: Bool { false }
    open var applicationContext: [String: Any] { [:] }
    open var receivedApplicationContext: [String: Any] { [:] }

    /// Does nothing: there is no watch.
    open func activate() {}

    /// Throws: there is no watch to send to.
    open func updateApplicationContext(_ applicationContext: [String: Any]) throws {
        throw CocoaError(.featureUnsupported)
    }

    open func sendMessage(_ message: [String: Any], replyHandler: (([String: Any]) -> Void)?, errorHandler: ((any Error) -> Void)? = nil) {
        errorHandler?(CocoaError(.featureUnsupported))
    }

    @discardableResult
    open func transferUserInfo(_ userInfo: [String: Any] = [:]) -> AnyObject? { nil }
}
