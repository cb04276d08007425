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
