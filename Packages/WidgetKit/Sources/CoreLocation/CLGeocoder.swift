import Foundation
import Synchronization
import WidgetSDK
import WidgetWire

/// What a geocoding request hands back: the places found, or why none were.
public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, (any Error)?) -> Void

/// Names for coordinates and coordinates for names, from the runtime: the place runtime.json's
/// `location` names, for coordinates within 50 km of it or an address that names its locality;
/// anything else fails with `CLError.geocodeFoundNoResult`. Only for a bundle granted the location
/// (else `CLError.denied`). The completion handler is called later, on CoreLocation's queue.
open class CLGeocoder: NSObject, @unchecked Sendable {
    // Unchecked: its one variable is behind a lock.
    private let pending = Mutex(0)
    private let cancelled = Mutex(false)

    public override init() {
        super.init()
    }

    /// Whether a request's completion handler has not been called yet.
    open var isGeocoding: Bool { pending.withLock { $0 > 0 } }

    /// The request in progress ends with `CLError.geocodeCanceled`.
    open func cancelGeocode() {
        guard isGeocoding else { return }
        cancelled.withLock { $0 = true }
    }

    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        geocode(.coordinate(latitude: location.coordinate.latitude, longitude: location.coordinate.longitude), completionHandler)
    }

    /// The names are the runtime's, whatever the locale.
    open func reverseGeocodeLocation(
        _ location: CLLocation, preferredLocale locale: Locale?, completionHandler: @escaping CLGeocodeCompletionHandler
    ) {
        reverseGeocodeLocation(location, completionHandler: completionHandler)
    }

    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        try await places { reverseGeocodeLocation(location, completionHandler: $0) }
    }

    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?) async throws -> [CLPlacemark] {
        try await reverseGeocodeLocation(location)
    }

    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        geocode(.address(addressString), completionHandler)
    }

    /// The region is not used: there is one place to find.
    open func geocodeAddressString(_ addressString: String, in region: CLRegion?, completionHandler: @escaping CLGeocodeCompletionHandler) {
        geocodeAddressString(addressString, completionHandler: completionHandler)
    }

    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        try await places { geocodeAddressString(addressString, completionHandler: $0) }
    }

    open func geocodeAddressString(_ addressString: String, in region: CLRegion?) async throws -> [CLPlacemark] {
        try await geocodeAddressString(addressString)
    }

    private func geocode(_ query: GeocodeQuery, _ completion: @escaping CLGeocodeCompletionHandler) {
        pending.withLock { $0 += 1 }
        cancelled.withLock { $0 = false }
        Callbacks.later {
            let result = _LocationHost.geocode(query)
            let wasCancelled = self.cancelled.withLock { $0 }
            self.pending.withLock { $0 -= 1 }
            switch result {
            case _ where wasCancelled: completion(nil, CLError(.geocodeCanceled))
            case .success(let places) where places.isEmpty: completion(nil, CLError(.geocodeFoundNoResult))
            case .success(let places): completion(places.map(CLPlacemark.init), nil)
            case .failure(let error): completion(nil, CLError(error))
            }
        }
    }

    /// The places a request hands its completion handler, awaited.
    private func places(_ request: (@escaping CLGeocodeCompletionHandler) -> Void) async throws -> [CLPlacemark] {
        try await withCheckedThrowingContinuation { continuation in
            request { places, error in
                if let places { continuation.resume(returning: places) } else { continuation.resume(throwing: error ?? CLError(.geocodeFoundNoResult)) }
            }
        }
    }
}
