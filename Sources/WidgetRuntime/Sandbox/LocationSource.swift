import Foundation
import WidgetWire

/// Where the runtime finds the device's location for the bundles granted it: GeoClue's latest fix
/// when it has one (``GeoClueLocation``), else runtime.json's `location`. Places (reverse geocoding)
/// come from runtime.json's `location` only. Shared by every bundle of a load.
struct LocationSource: Sendable {
    /// runtime.json's `location`.
    let fixed: FixedLocation?
    /// The desktop's location service; nil when runtime.json turns it off.
    let service: GeoClueLocation?

    init(fixed: FixedLocation?, service: GeoClueLocation? = nil) {
        self.fixed = fixed
        self.service = service
    }

    /// How far from runtime.json's place a point may be and still be named by it, in meters.
    static let placeRadius = 50_000.0

    /// The device's location now: GeoClue's latest fix, else runtime.json's (GeoClue is never waited for).
    func current(now: Date = Date()) throws(WidgetRuntimeError) -> LocationFix {
        if let fix = service?.latest() { return fix }
        guard let fixed else {
            throw WidgetRuntimeError(
                .locationUnknown, at: "runtime.json",
                service == nil
                    ? "no location is known: runtime.json gives none (and turns GeoClue off)"
                    : "no location is known: GeoClue has no fix (yet) and runtime.json gives none",
                fix: "add \"location\": {\"latitude\": …, \"longitude\": …, \"locality\": \"…\"} to runtime.json")
        }
        return LocationFix(
            latitude: fixed.place.latitude, longitude: fixed.place.longitude, accuracy: fixed.accuracy, altitude: fixed.altitude,
            timestamp: now)
    }

    /// The places a query finds: runtime.json's place, when it has a name and is near the coordinates
    /// or named by the address; nothing otherwise (no geocoding service is asked).
    func places(_ query: GeocodeQuery) -> [Placemark] {
        guard let place = fixed?.place else { return [] }
        let names = [place.locality, place.name, place.subLocality].compactMap { $0 }.filter { !$0.isEmpty }
        guard !names.isEmpty else { return [] }
        switch query {
        case .coordinate(let latitude, let longitude):
            let meters = GreatCircle.meters(
                fromLatitude: latitude, longitude: longitude, toLatitude: place.latitude, longitude: place.longitude)
            return meters <= Self.placeRadius ? [place] : []
        case .address(let address):
            let words = address.lowercased()
            return names.contains { words.contains($0.lowercased()) } ? [place] : []
        }
    }
}
