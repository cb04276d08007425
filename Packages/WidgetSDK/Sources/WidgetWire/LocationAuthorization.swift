/// Whether the runtime gives a bundle the device's location: the `location` entitlement in its
/// `Info.json` and the user's `widgets grant BUNDLE location`.
public enum LocationAuthorization: String, Sendable, CaseIterable, JSONRepresentable {
    /// The bundle does not declare the entitlement, or asked and was not granted it.
    case denied
    /// The bundle declares the entitlement and has not asked yet.
    case notDetermined
    /// Declared and granted.
    case authorized
}
