// As Apple's CoreLocation, importing it brings Foundation (NSObject for delegates, Date, TimeZone).
@_exported import Foundation
