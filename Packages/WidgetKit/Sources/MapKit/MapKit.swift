// `import MapKit` in code written for Apple's platforms: its geometry is real (coordinate regions and
// spans, map points and rects in Apple's projection, annotations, placemarks); what needs Apple's map
// service fails softly: `MKLocalSearch`, `MKDirections` and `MKMapSnapshotter` end with an `MKError`
// (logged once, naming what is missing), and SwiftUI's `Map` draws a plain placeholder, as
// there are no map tiles here. As on Apple's platforms, importing it brings CoreLocation and SwiftUI.
@_exported import CoreLocation
@_exported import SwiftUI
