import WidgetWire

/// The runtime's location services, for the CoreLocation stand-in; not for authors. Each call waits
/// for the runtime's answer. Outside a runtime there is no location.
public enum _LocationHost {
    /// Whether the bundle may have the location; with `request`, it asks for it.
    public static func authorization(request: Bool) -> LocationAuthorization {
        guard let host = HostConnection.current,
            case .success(let reply) = host.call(.locationAuthorization(request: request)),
            let fields = try? JSONFields(reply, at: ""), let status = try? fields.required("status", as: LocationAuthorization.self)
        else { return .denied }
        return status
    }

    /// The device's location, or the runtime's refusal (`notEntitled`, `locationUnknown`).
    public static func location() -> Result<LocationFix, WireError> {
        guard let host = HostConnection.current else { return .failure(noRuntime) }
        return host.call(.location).flatMap { reply in Result { () throws(WireError) in try LocationFix(json: reply) } }
    }

    /// The places a query finds, or the runtime's refusal.
    public static func geocode(_ query: GeocodeQuery) -> Result<[Placemark], WireError> {
        guard let host = HostConnection.current else { return .failure(noRuntime) }
        return host.call(.geocode(query)).flatMap { reply in
            Result { () throws(WireError) in try JSONFields(reply, at: "").required("placemarks", as: [Placemark].self) }
        }
    }

    private static let noRuntime = WireError(.failed, "no runtime loaded this bundle, so there is no location")
}
