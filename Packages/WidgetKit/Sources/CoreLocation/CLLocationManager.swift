import Foundation
import Synchronization
import WidgetSDK
import WidgetWire

/// Whether the app may have the device's location. Here: the bundle's `location` entitlement and
/// the user's `widgets grant BUNDLE location`.
public enum CLAuthorizationStatus: Int32, Sendable {
    /// Declared, not asked for yet.
    case notDetermined = 0
    case restricted = 1
    /// Not declared, or asked for and not granted.
    case denied = 2
    case authorizedAlways = 3
    /// Declared and granted.
    case authorizedWhenInUse = 4

    @available(*, deprecated, renamed: "authorizedAlways")
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

/// Whether locations are precise or approximate; the runtime's are what its source gives.
public enum CLAccuracyAuthorization: Int, Sendable {
    case fullAccuracy = 0
    case reducedAccuracy = 1
}

/// What a location manager tells its delegate; every method is optional.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
}

/// The device's location, from the runtime: only for a bundle whose `Info.json` declares
/// `"entitlements": {"location": true}` and that the user granted it (`widgets grant BUNDLE
/// location`); any other is `.denied`. Delegate methods are called later on a queue of
/// CoreLocation's own, never inside the call that causes them. A widget is drawn once per entry, so
/// `startUpdatingLocation()` reports the location once, as `requestLocation()` does.
///
/// Not Sendable, as on Apple's platforms.
open class CLLocationManager: NSObject {
    /// Told of authorization changes and locations. Setting it the first time tells it the
    /// authorization status (`locationManagerDidChangeAuthorization`), as a new manager does on iOS.
    open weak var delegate: (any CLLocationManagerDelegate)? {
        didSet {
            guard delegate != nil else { return }
            let first = state.withLock { state in
                defer { state.announced = true }
                return !state.announced
            }
            if first { later { manager in manager.tellAuthorization() } }
        }
    }

    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// What the location is used for: kept, with no effect here.
    open var activityType: CLActivityType = .other
    open var pausesLocationUpdatesAutomatically = true
    open var allowsBackgroundLocationUpdates = false
    open var showsBackgroundLocationIndicator = false

    private struct State {
        var status: CLAuthorizationStatus?
        var announced = false
        var updating = false
    }

    private let state = Mutex(State())

    public override init() {
        super.init()
    }

    /// Whether the bundle may have the location.
    open var authorizationStatus: CLAuthorizationStatus {
        if let status = state.withLock({ $0.status }) { return status }
        let asked = Self.status(_LocationHost.authorization(request: false))
        // A request answered meanwhile (on another thread) wins over this older answer.
        return state.withLock { state in
            if state.status == nil { state.status = asked }
            return state.status ?? asked
        }
    }

    @available(*, deprecated, message: "use the instance's authorizationStatus")
    open class func authorizationStatus() -> CLAuthorizationStatus {
        status(_LocationHost.authorization(request: false))
    }

    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

    /// Whether the widget may have the location when its timeline is asked for: granted.
    open var isAuthorizedForWidgetUpdates: Bool { authorizationStatus == .authorizedWhenInUse }

    /// Location services are the runtime's; they are always there (a bundle may still be denied them).
    open class func locationServicesEnabled() -> Bool { true }
    open class func significantLocationChangeMonitoringAvailable() -> Bool { false }
    open class func headingAvailable() -> Bool { false }

    /// The device's location now, when the bundle may have it; nil otherwise.
    open var location: CLLocation? {
        guard authorizationStatus == .authorizedWhenInUse, case .success(let fix) = _LocationHost.location() else { return nil }
        return CLLocation(fix)
    }

    /// Asks for the location while the widget is in use: a bundle that declares the entitlement
    /// becomes authorized or denied (the runtime's log then says how to grant it), and the delegate is
    /// told. Nothing happens once the status is determined, as on iOS.
    open func requestWhenInUseAuthorization() {
        guard authorizationStatus == .notDetermined else { return }
        let status = Self.status(_LocationHost.authorization(request: true))
        state.withLock { $0.status = status }
        if status != .notDetermined { later { manager in manager.tellAuthorization() } }
    }

    /// The same as ``requestWhenInUseAuthorization()``: widgets have no background here.
    open func requestAlwaysAuthorization() { requestWhenInUseAuthorization() }

    /// Asks for the location once: the delegate's `didUpdateLocations` gets it, or `didFailWithError`
    /// gets `CLError.denied` (not granted) or `.locationUnknown` (the runtime knows none).
    open func requestLocation() {
        later { manager in manager.tellLocation() }
    }

    /// Reports the location once, as ``requestLocation()`` does, unless stopped first.
    open func startUpdatingLocation() {
        state.withLock { $0.updating = true }
        later { manager in
            guard manager.state.withLock({ $0.updating }) else { return }
            manager.tellLocation()
        }
    }

    open func stopUpdatingLocation() {
        state.withLock { $0.updating = false }
    }

    open func startMonitoringSignificantLocationChanges() { startUpdatingLocation() }
    open func stopMonitoringSignificantLocationChanges() { stopUpdatingLocation() }

    /// Runs `body` with this manager on CoreLocation's queue.
    private func later(_ body: @escaping (CLLocationManager) -> Void) {
        Callbacks.later { body(self) }
    }

    private func tellAuthorization() {
        let status = authorizationStatus
        delegate?.locationManagerDidChangeAuthorization(self)
        delegate?.locationManager(self, didChangeAuthorization: status)
    }

    private func tellLocation() {
        guard authorizationStatus == .authorizedWhenInUse else {
            delegate?.locationManager(self, didFailWithError: CLError(.denied))
            return
        }
        switch _LocationHost.location() {
        case .success(let fix): delegate?.locationManager(self, didUpdateLocations: [CLLocation(fix)])
        case .failure(let error): delegate?.locationManager(self, didFailWithError: CLError(error))
        }
    }

    private static func status(_ authorization: LocationAuthorization) -> CLAuthorizationStatus {
        switch authorization {
        case .authorized: .authorizedWhenInUse
        case .notDetermined: .notDetermined
        case .denied: .denied
        }
    }
}

/// What a location manager's updates are for.
public enum CLActivityType: Int, Sendable {
    case other = 1, automotiveNavigation, fitness, otherNavigation, airborne
}
