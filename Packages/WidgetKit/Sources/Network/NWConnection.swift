import Dispatch
import Foundation
import FrameworkStandIns
import Synchronization

/// The queue completion handlers are called on, as Apple's call them on a queue of their own.
private let callbacks = DispatchQueue(label: "Network.callbacks")

/// Why a connection failed.
public enum NWError: Error, Equatable, Sendable, CustomDebugStringConvertible {
    case posix(POSIXErrorCode)
    case dns(Int32)
    case tls(Int32)

    public var debugDescription: String {
        switch self {
        case .posix(let code): "POSIXErrorCode(rawValue: \(code.rawValue)): \(String(cString: strerror(code.rawValue)))"
        case .dns(let code): "DNS error \(code)"
        case .tls(let code): "TLS error \(code)"
        }
    }
}

/// How a connection is made: TCP, UDP or TLS, and over which interfaces. Kept; no connection is made.
public final class NWParameters: @unchecked Sendable {
    // Unchecked: its properties are set before a connection starts and only read after.
    public var requiredInterfaceType: NWInterface.InterfaceType = .other
    public var prohibitedInterfaceTypes: [NWInterface.InterfaceType]?
    public var allowLocalEndpointReuse = false
    public var includePeerToPeer = false
    public var prohibitExpensivePaths = false
    public var prohibitConstrainedPaths = false

    public init() {}
    public static var tcp: NWParameters { NWParameters() }
    public static var udp: NWParameters { NWParameters() }
    public static var tls: NWParameters { NWParameters() }
    public static var dtls: NWParameters { NWParameters() }
    public static var quic: NWParameters { NWParameters() }
}

/// A connection to an endpoint. Not made here: `start(queue:)` moves it to `.failed` with
/// `NWError.posix(.EOPNOTSUPP)` and logs once that Network's connections are not on Linux;
/// sends and receives complete with that error. Use URLSession or SwiftNIO instead.
public final class NWConnection: @unchecked Sendable {
    // Unchecked: its state is behind `guarded`'s lock.
    public enum State: Equatable, Sendable {
        case setup, waiting(NWError), preparing, ready, failed(NWError), cancelled
    }

    /// What a send carries with it; only its name is kept.
    public final class ContentContext: @unchecked Sendable {
        public let identifier: String
        public let isFinal: Bool
        public init(identifier: String, expiration: UInt64 = 0, priority: Double = 0.5, isFinal: Bool = false, antecedent: ContentContext? = nil) {
            self.identifier = identifier
            self.isFinal = isFinal
        }
        public static let defaultMessage = ContentContext(identifier: "defaultMessage")
        public static let finalMessage = ContentContext(identifier: "finalMessage", isFinal: true)
        public static let defaultStream = ContentContext(identifier: "defaultStream")
    }

    /// How a send's completion is reported.
    public enum SendCompletion: Sendable {
        case contentProcessed(@Sendable (NWError?) -> Void)
        case idempotent
    }

    public let endpoint: NWEndpoint
    public let parameters: NWParameters
    private struct Guarded {
        var state: State = .setup
        var handler: (@Sendable (State) -> Void)?
        var queue: DispatchQueue?
    }
    private let guarded = Mutex(Guarded())

    /// The error every connection ends with here.
    static let unsupported = NWError.posix(.EOPNOTSUPP)

    public init(to endpoint: NWEndpoint, using parameters: NWParameters) {
        self.endpoint = endpoint
        self.parameters = parameters
    }

    public convenience init(host: NWEndpoint.Host, port: NWEndpoint.Port, using parameters: NWParameters) {
        self.init(to: .hostPort(host: host, port: port), using: parameters)
    }

    public var state: State { guarded.withLock { $0.state } }
    public var queue: DispatchQueue? { guarded.withLock { $0.queue } }

    public var stateUpdateHandler: (@Sendable (_ state: State) -> Void)? {
        get { guarded.withLock { $0.handler } }
        set { guarded.withLock { $0.handler = newValue } }
    }

    /// Moves to `.preparing`, then `.failed(.posix(.EOPNOTSUPP))`, on `queue`.
    public func start(queue: DispatchQueue) {
        guarded.withLock { $0.queue = queue }
        StandInLog.once("Network", "NWConnection is not on Linux: the connection to \(endpoint.debugDescription) fails; use URLSession or SwiftNIO")
        queue.async {
            self.move(to: .preparing)
            self.move(to: .failed(Self.unsupported))
        }
    }

    /// Moves to `.cancelled`.
    public func cancel() {
        (queue ?? callbacks).async { self.move(to: .cancelled) }
    }

    public func forceCancel() { cancel() }

    public func send(content: Data?, contentContext: ContentContext = .defaultMessage, isComplete: Bool = true, completion: SendCompletion) {
        guard case .contentProcessed(let done) = completion else { return }
        (queue ?? callbacks).async { done(Self.unsupported) }
    }

    public func receive(
        minimumIncompleteLength: Int, maximumLength: Int,
        completion: @escaping @Sendable (Data?, ContentContext?, Bool, NWError?) -> Void
    ) {
        (queue ?? callbacks).async { completion(nil, nil, true, Self.unsupported) }
    }

    public func receiveMessage(completion: @escaping @Sendable (Data?, ContentContext?, Bool, NWError?) -> Void) {
        receive(minimumIncompleteLength: 1, maximumLength: .max, completion: completion)
    }

    private func move(to new: State) {
        let handler = guarded.withLock { guarded -> (@Sendable (State) -> Void)? in
            if guarded.state == .cancelled { return nil }
            guarded.state = new
            return guarded.handler
        }
        handler?(new)
    }
}
