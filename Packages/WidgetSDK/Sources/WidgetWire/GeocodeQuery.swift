/// What a bundle asks the runtime to geocode: a place's names for coordinates, or the places an
/// address names.
public enum GeocodeQuery: Sendable, Equatable {
    case coordinate(latitude: Double, longitude: Double)
    case address(String)
}
