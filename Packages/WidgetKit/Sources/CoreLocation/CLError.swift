import Foundation
import FrameworkStandIns
import WidgetWire

/// The domain of CoreLocation's errors.
public let kCLErrorDomain = "kCLErrorDomain"

/// A CoreLocation failure, with Apple's codes: `catch CLError.denied`, `(error as? CLError)?.code`.
public struct CLError: Error, _StandInError {
    public enum Code: Int, Sendable, Hashable {
        case locationUnknown = 0
        case denied = 1
        case network = 2
        case headingFailure = 3
        case regionMonitoringDenied = 4
        case regionMonitoringFailure = 5
        case regionMonitoringSetupDelayed = 6
        case regionMonitoringResponseDelayed = 7
        case geocodeFoundNoResult = 8
        case geocodeFoundPartialResult = 9
        case geocodeCanceled = 10
        case deferredFailed = 11
        case deferredNotUpdatingLocation = 12
        case deferredAccuracyTooLow = 13
        case deferredDistanceFiltered = 14
        case deferredCanceled = 15
        case rangingUnavailable = 16
        case rangingFailure = 17
        case promptDeclined = 18
        case historicalLocationError = 19
    }

    public let code: Code
    public let _reason: String?

    public init(_ code: Code) { self.init(code, reason: nil) }

    init(_ code: Code, reason: String?) { (self.code, _reason) = (code, reason) }

    public static var errorDomain: String { kCLErrorDomain }

    public static var locationUnknown: Code { .locationUnknown }
    public static var denied: Code { .denied }
    public static var network: Code { .network }
    public static var headingFailure: Code { .headingFailure }
    public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
    public static var geocodeFoundPartialResult: Code { .geocodeFoundPartialResult }
    public static var geocodeCanceled: Code { .geocodeCanceled }
    public static var promptDeclined: Code { .promptDeclined }

    /// The CoreLocation error a runtime refusal means: not entitled or granted is `.denied`, no
    /// known location `.locationUnknown`, anything else `.network`.
    init(_ error: WireError) {
        switch error.code.rawValue {
        case "notEntitled": self.init(.denied, reason: error.message)
        case "locationUnknown": self.init(.locationUnknown, reason: error.message)
        default: self.init(.network, reason: error.message)
        }
    }
}

extension CLError.Code {
    /// `catch CLError.denied`.
    public static func ~= (code: CLError.Code, error: any Error) -> Bool {
        (error as? CLError)?.code == code
    }
}
