// ActivityKit's names, for widget extensions that declare a Live Activity beside their widgets (Xcode's
// widget template does). `ActivityAttributes` and `ActivityConfiguration` come with WidgetKit here: a
// Live Activity builds and is not offered, since there is no Lock Screen or Dynamic Island. An app's
// `Activity.request` fails: there is no system to show it.
import Foundation
@_exported import WidgetKit

/// A state of an activity, with when it goes stale and how it ranks against others.
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Hashable {
    public var state: State
    public var staleDate: Date?
    public var relevanceScore: Double

    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

/// Where an activity is in its life.
public enum ActivityState: Sendable, Hashable {
    case active, dismissed, ended, stale, pending
}

/// Why an activity could not start.
public enum ActivityAuthorizationError: Error, Sendable {
    case attributesTooLarge, denied, globalMaximumExceeded, malformedActivityIdentifier, missingProcessIdentifier,
        persistenceFailure, reconnectNotPermitted, targetMaximumExceeded, unentitled, unsupported, unsupportedTarget, visibility
}

/// How an ended activity leaves the screen.
public struct ActivityUIDismissalPolicy: Sendable, Hashable {
    let after: Date?
    public static let `default` = Self(after: nil)
    public static let immediate = Self(after: .distantPast)
    public static func after(_ date: Date) -> Self { Self(after: date) }
}

/// How an activity is updated from a server.
public struct PushType: Sendable, Hashable {
    public static let token = PushType()
}

/// Whether the person allows Live Activities: never here.
public struct ActivityAuthorizationInfo: Sendable {
    public init() {}
    public var areActivitiesEnabled: Bool { false }
    public var frequentPushesEnabled: Bool { false }
}

/// A running Live Activity. None runs here: `request` throws `.unsupported` and `activities` is empty.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    public let id: String
    public let attributes: Attributes
    public private(set) var content: ActivityContent<Attributes.ContentState>
    public private(set) var activityState: ActivityState = .ended
    public var pushToken: Data? { nil }

    private init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
        id = UUID().uuidString
        self.attributes = attributes
        self.content = content
    }

    public static var activities: [Activity<Attributes>] { [] }

    public static func request(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.unsupported
    }

    public static func request(
        attributes: Attributes, contentState: Attributes.ContentState, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.unsupported
    }

    public func update(_ content: ActivityContent<Attributes.ContentState>) async { self.content = content }
    public func update(using contentState: Attributes.ContentState) async { content.state = contentState }

    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let content { self.content = content }
        activityState = .ended
    }

    public func end(using contentState: Attributes.ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let contentState { content.state = contentState }
        activityState = .ended
    }
}
