import CoreLocation
import Foundation
import FrameworkStandIns
import UIKit

/// The domain of MapKit's errors.
public let MKErrorDomain = "MKErrorDomain"

/// A MapKit failure, with Apple's codes; `reason` says what is missing here.
public struct MKError: Error, _StandInError {
    public enum Code: UInt, Sendable, Hashable {
        case unknown = 1, serverFailure, loadingThrottled, placemarkNotFound, directionsNotFound, decodingFailed
    }
    public let code: Code
    public let _reason: String?
    public init(_ code: Code) { self.init(code, reason: nil) }
    init(_ code: Code, reason: String?) { (self.code, _reason) = (code, reason) }
    public static var errorDomain: String { MKErrorDomain }
}

/// The error every request to Apple's map service ends with here, logged once.
func mapServiceUnavailable(_ what: String) -> MKError {
    let reason = "\(what) needs Apple's map service, which is not on Linux"
    StandInLog.once("MapKit", reason)
    return MKError(.serverFailure, reason: reason)
}

/// A search for places. Fails with `MKError(.serverFailure)`: there is no map service here.
open class MKLocalSearch: NSObject, @unchecked Sendable {
    /// What to search for.
    open class Request: NSObject, @unchecked Sendable {
        open var naturalLanguageQuery: String?
        open var region = MKCoordinateRegion()
        public override init() {}
        public init(naturalLanguageQuery: String) { self.naturalLanguageQuery = naturalLanguageQuery }
    }

    /// What a search found.
    open class Response: NSObject, @unchecked Sendable {
        public let mapItems: [MKMapItem] = []
        public let boundingRegion = MKCoordinateRegion()
    }

    public let request: Request
    public init(request: Request) { self.request = request }

    open var isSearching: Bool { false }
    open func cancel() {}

    open func start(completionHandler: @escaping @Sendable (Response?, (any Error)?) -> Void) {
        let error = mapServiceUnavailable("MKLocalSearch")
        DispatchQueue.main.async { completionHandler(nil, error) }
    }

    open func start() async throws -> Response { throw mapServiceUnavailable("MKLocalSearch") }
}

/// Directions between places. Fails with `MKError(.serverFailure)`.
open class MKDirections: NSObject, @unchecked Sendable {
    open class Request: NSObject, @unchecked Sendable {
        open var source: MKMapItem?
        open var destination: MKMapItem?
        public override init() {}
    }
    open class Response: NSObject, @unchecked Sendable {}
    public init(request: Request) {}
    open func calculate(completionHandler: @escaping @Sendable (Response?, (any Error)?) -> Void) {
        let error = mapServiceUnavailable("MKDirections")
        DispatchQueue.main.async { completionHandler(nil, error) }
    }
    open func calculate() async throws -> Response { throw mapServiceUnavailable("MKDirections") }
}

/// A picture of a map region. Fails with `MKError(.serverFailure)`: there are no map tiles here.
open class MKMapSnapshotter: NSObject, @unchecked Sendable {
    /// What to draw.
    open class Options: NSObject, @unchecked Sendable {
        open var region = MKCoordinateRegion()
        open var mapRect = MKMapRect.world
        open var size = CGSize(width: 256, height: 256)
        open var scale: CGFloat = 1
        open var mapType = MKMapType.standard
        open var showsBuildings = true
        public override init() {}
    }

    /// A drawn map; none is made here.
    open class Snapshot: NSObject, @unchecked Sendable {
        public let image: UIImage
        init(image: UIImage) { self.image = image }
        open func point(for coordinate: CLLocationCoordinate2D) -> CGPoint { .zero }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    open var isLoading: Bool { false }
    open func cancel() {}

    open func start(completionHandler: @escaping @Sendable (Snapshot?, (any Error)?) -> Void) {
        let error = mapServiceUnavailable("MKMapSnapshotter")
        DispatchQueue.main.async { completionHandler(nil, error) }
    }

    open func start(with queue: DispatchQueue, completionHandler: @escaping @Sendable (Snapshot?, (any Error)?) -> Void) {
        let error = mapServiceUnavailable("MKMapSnapshotter")
        queue.async { completionHandler(nil, error) }
    }

    open func start() async throws -> Snapshot { throw mapServiceUnavailable("MKMapSnapshotter") }
}
