import MapKit
import SwiftUI

/// Places as a travel app keeps them: a region around a city, pins, a search and a snapshot.
struct Places {
    static let lisbon = CLLocationCoordinate2D(latitude: 38.7223, longitude: -9.1393)

    static func region(around coordinate: CLLocationCoordinate2D) -> MKCoordinateRegion {
        MKCoordinateRegion(center: coordinate, latitudinalMeters: 5_000, longitudinalMeters: 5_000)
    }

    static func pin(_ title: String, at coordinate: CLLocationCoordinate2D) -> MKPointAnnotation {
        let annotation = MKPointAnnotation()
        annotation.coordinate = coordinate
        annotation.title = title
        return annotation
    }

    static func search(_ query: String, near coordinate: CLLocationCoordinate2D) async -> Result<[MKMapItem], Error> {
        let request = MKLocalSearch.Request()
        request.naturalLanguageQuery = query
        request.region = region(around: coordinate)
        do {
            return .success(try await MKLocalSearch(request: request).start().mapItems)
        } catch {
            return .failure(error)
        }
    }

    /// A location as the app keeps the last one it saw: archived with secure coding, and read back.
    static func keptAndRead(_ location: CLLocation) throws -> CLLocation? {
        let data = try NSKeyedArchiver.archivedData(withRootObject: location, requiringSecureCoding: true)
        return try NSKeyedUnarchiver.unarchivedObject(ofClass: CLLocation.self, from: data)
    }

    static func snapshot(of coordinate: CLLocationCoordinate2D) async -> Error? {
        let options = MKMapSnapshotter.Options()
        options.region = region(around: coordinate)
        options.size = CGSize(width: 300, height: 200)
        do {
            _ = try await MKMapSnapshotter(options: options).start()
            return nil
        } catch {
            return error
        }
    }
}

/// A view of a place, as in the app.
struct PlaceMap: View {
    @State private var region = Places.region(around: Places.lisbon)

    var body: some View {
        Map(coordinateRegion: $region, showsUserLocation: true)
            .frame(height: 120)
    }
}
