import WidgetWire

/// What one bundle may know of where the device is: nothing, unless its `Info.json` declares the
/// `location` entitlement and the user granted it (`widgets grant BUNDLE location`).
struct BundleLocation: Sendable {
    let identifier: String
    /// Whether its `Info.json` has `"entitlements": {"location": true}`.
    let declared: Bool
    /// Whether the user granted it the location (``LocationGrants``), when this load began.
    let granted: Bool
    let source: LocationSource

    /// What CoreLocation's authorization status says: granted, not asked yet, or denied.
    func authorization(requested: Bool) -> LocationAuthorization {
        if declared && granted { return .authorized }
        return declared && !requested ? .notDetermined : .denied
    }

    /// The device's location, for a bundle entitled to it.
    func current() throws(WidgetRuntimeError) -> LocationFix {
        try entitled()
        return try source.current()
    }

    /// The places a query finds, for a bundle entitled to the location.
    func places(_ query: GeocodeQuery) throws(WidgetRuntimeError) -> [Placemark] {
        try entitled()
        return source.places(query)
    }

    private func entitled() throws(WidgetRuntimeError) {
        if let refusal { throw refusal }
    }

    /// Why the bundle has no location; nil when it has it.
    var refusal: WidgetRuntimeError? {
        guard !(declared && granted) else { return nil }
        guard declared else {
            return WidgetRuntimeError(
                .notEntitled, at: "bundle \(identifier)",
                "it asked for the device's location without the location entitlement; to ask for it, add \"location\": true to \"entitlements\" in its Info.json")
        }
        return WidgetRuntimeError(
            .notEntitled, at: "bundle \(identifier)",
            "it asked for the device's location, which the user has not granted it; if you trust it with where you are: widgets grant \(identifier) location")
    }
}
