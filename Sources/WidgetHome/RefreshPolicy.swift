import Foundation
import WidgetWire

/// How often a widget may ask its provider again, from `runtime.json`'s `refresh`. WidgetKit's
/// numbers by default: a budget of 70 charged reloads a day per widget, at least five minutes apart.
public struct RefreshPolicy: Sendable, Hashable {
    /// Charged reloads a widget may have in one day; the budget refills at midnight.
    public var dailyBudget: Int
    /// The least time between two charged reloads of a widget; earlier ones wait.
    public var minimumInterval: TimeInterval
    /// Whether a reload an app asks for while in the foreground is free, as in WidgetKit.
    public var appForegroundReloadsAreFree: Bool
    /// Development mode: no budget and no minimum interval, as when Xcode runs a widget.
    public var unlimited: Bool
    /// The wait before retrying a provider that failed, doubled each time up to `maximumRetryDelay`.
    public var retryDelay: TimeInterval
    public var maximumRetryDelay: TimeInterval

    public init(
        dailyBudget: Int = 70, minimumInterval: TimeInterval = 300, appForegroundReloadsAreFree: Bool = true,
        unlimited: Bool = false, retryDelay: TimeInterval = 60, maximumRetryDelay: TimeInterval = 3600
    ) {
        self.dailyBudget = dailyBudget
        self.minimumInterval = minimumInterval
        self.appForegroundReloadsAreFree = appForegroundReloadsAreFree
        self.unlimited = unlimited
        self.retryDelay = retryDelay
        self.maximumRetryDelay = maximumRetryDelay
    }

    package static let fields = ["dailyBudget", "minimumInterval", "appForegroundReloadsAreFree", "retryDelay", "maximumRetryDelay"]

    package init(json: JSON) throws(WireError) {
        let fields = try JSONFields(json, at: "refresh")
        if let unknown = fields.members.first(where: { !Self.fields.contains($0.key) }) {
            throw WireError(
                .malformedMessage, "unknown field 'refresh.\(unknown.key)'; use \(Self.fields.joined(separator: ", "))")
        }
        let defaults = RefreshPolicy()
        self.init(
            dailyBudget: try fields.optional("dailyBudget") ?? defaults.dailyBudget,
            minimumInterval: try fields.optional("minimumInterval") ?? defaults.minimumInterval,
            appForegroundReloadsAreFree: try fields.optional("appForegroundReloadsAreFree") ?? defaults.appForegroundReloadsAreFree,
            retryDelay: try fields.optional("retryDelay") ?? defaults.retryDelay,
            maximumRetryDelay: try fields.optional("maximumRetryDelay") ?? defaults.maximumRetryDelay)
        guard dailyBudget >= 1, minimumInterval >= 0, retryDelay > 0, maximumRetryDelay >= retryDelay else {
            throw WireError(
                .malformedMessage,
                "'refresh' needs dailyBudget of at least 1, minimumInterval of 0 or more, and 0 < retryDelay <= maximumRetryDelay")
        }
    }
}

/// Why a widget's provider is asked again.
public enum ReloadReason: String, Sendable, Hashable, CaseIterable {
    /// The widget was just added: its first timeline. Free.
    case initial
    /// Its timeline's reload policy (`.atEnd`, `.after`). Charged.
    case policy
    /// An app asked (`WidgetCenter.reloadTimelines`) while in the background. Charged.
    case app
    /// An app in the foreground asked. Free when the refresh policy says so.
    case appForeground
    /// The user tapped one of its interactive intents. Free and immediate.
    case intent
    /// Its configuration changed. Free.
    case configuration
    /// Its provider failed or timed out last time. Free, with backoff.
    case retry
    /// Its bundle's code runs again: a new worker after a crash, or a changed library. Free.
    case restart
}

/// What the scheduler decided about one reload request; every request gets one.
public struct ReloadDecision: Sendable, Hashable, CustomStringConvertible {
    public enum Outcome: Sendable, Hashable {
        /// The provider is asked now.
        case ran(charged: Bool)
        /// Asked later: too soon after the last charged reload.
        case deferred(until: Date)
        /// A reload is already pending or under way; this request joins it.
        case coalesced
        /// The day's budget is spent; the reload waits for the refill.
        case refusedBudget(until: Date)
    }

    public var instance: InstanceID
    public var reason: ReloadReason
    public var at: Date
    public var outcome: Outcome
    /// For a coalesced request: how many more of its bundle's were coalesced since the last one the
    /// runtime told of (it tells of at most one a second a bundle, so a reload loop is one line a second).
    public var moreCoalesced = 0

    package init(instance: InstanceID, reason: ReloadReason, at: Date, outcome: Outcome) {
        self.instance = instance
        self.reason = reason
        self.at = at
        self.outcome = outcome
    }

    public var description: String {
        let what = "\(instance) reload (\(reason.rawValue))"
        switch outcome {
        case .ran(let charged): return "\(what): ran\(charged ? "" : ", not charged")"
        case .deferred(let until): return "\(what): deferred until \(until.formatted(.iso8601)) (minimum interval)"
        case .coalesced:
            let more = moreCoalesced > 0 ? " (and \(moreCoalesced) more of its bundle's since the last said)" : ""
            return "\(what): coalesced with the one pending\(more)"
        case .refusedBudget(let until): return "\(what): refused: daily budget spent; runs at the refill, \(until.formatted(.iso8601))"
        }
    }
}

/// A widget on screen's stable identity.
public struct InstanceID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
    public static func < (lhs: InstanceID, rhs: InstanceID) -> Bool { lhs.rawValue < rhs.rawValue }
}
