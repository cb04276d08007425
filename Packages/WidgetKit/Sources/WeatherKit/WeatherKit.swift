// `import WeatherKit` in code written for Apple's platforms: WeatherKit's types, so code that shows
// the weather builds; `WeatherService` is Apple's service, which answers only Apple's apps, so every
// request throws `WeatherServiceUnavailable`, which says to fetch the weather over the network
// instead. As on Apple's platforms, importing it brings Foundation and CoreLocation's `CLLocation`.
@_exported import CoreLocation
@_exported import Foundation
