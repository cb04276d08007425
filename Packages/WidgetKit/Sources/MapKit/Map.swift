import CoreLocation
import SwiftUI

/// How a person may move the map; kept, as the map here does not move.
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = Self(rawValue: 1 << 0)
    public static let zoom = Self(rawValue: 1 << 1)
    public static let rotate = Self(rawValue: 1 << 2)
    public static let pitch = Self(rawValue: 1 << 3)
    public static let all: Self = [.pan, .zoom, .rotate, .pitch]
}

/// Where a map looks.
public struct MapCameraPosition: Sendable {
    let region: MKCoordinateRegion?
    public static var automatic: MapCameraPosition { MapCameraPosition(region: nil) }
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(region: region) }
    public static func rect(_ rect: MKMapRect) -> MapCameraPosition { MapCameraPosition(region: MKCoordinateRegion(rect)) }
    public static func userLocation(fallback: MapCameraPosition) -> MapCameraPosition { fallback }
}

/// Something a `Map` shows: markers and annotations.
public protocol MapContent {}

/// A balloon at a coordinate.
public struct Marker: MapContent {
    public init(_ title: String, coordinate: CLLocationCoordinate2D) {}
    public init(_ title: String, systemImage: String, coordinate: CLLocationCoordinate2D) {}
    public init(_ title: String, monogram: Text, coordinate: CLLocationCoordinate2D) {}
}

/// A view at a coordinate.
public struct Annotation<Content: View>: MapContent {
    public init(_ title: String, coordinate: CLLocationCoordinate2D, @ViewBuilder content: () -> Content) {}
}

/// The device's location on the map.
public struct UserAnnotation: MapContent {
    public init() {}
}

/// Builds a map's content from the statements of a closure.
@resultBuilder
public enum MapContentBuilder {
    public static func buildBlock(_ components: any MapContent...) -> [any MapContent] { components }
    public static func buildExpression(_ content: any MapContent) -> any MapContent { content }
    public static func buildOptional(_ component: [any MapContent]?) -> any MapContent { _MapContentGroup() }
    public static func buildEither(first component: [any MapContent]) -> any MapContent { _MapContentGroup() }
    public static func buildEither(second component: [any MapContent]) -> any MapContent { _MapContentGroup() }
    public static func buildArray(_ components: [[any MapContent]]) -> any MapContent { _MapContentGroup() }
    public static func buildFinalResult(_ component: [any MapContent]) -> _MapContentGroup { _MapContentGroup() }
}

/// Map content the builder made.
public struct _MapContentGroup: MapContent {}

/// SwiftUI's map. There are no map tiles here: it draws a plain placeholder (a pale fill with a
/// map symbol) the size it is given.
public struct Map: View {
    public init(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false
    ) {}

    public init<Item>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        annotationItems: [Item], annotationContent: (Item) -> any MapContent
    ) {}

    public init(initialPosition: MapCameraPosition = .automatic, interactionModes: MapInteractionModes = .all) {}

    public init(
        initialPosition: MapCameraPosition = .automatic, interactionModes: MapInteractionModes = .all,
        @MapContentBuilder content: () -> _MapContentGroup
    ) {}

    public init(position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all) {}

    public init(position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all, @MapContentBuilder content: () -> _MapContentGroup) {}

    public var body: some View {
        ZStack {
            Color.gray.opacity(0.15)
            Image(systemName: "map").foregroundStyle(.secondary)
        }
    }
}
