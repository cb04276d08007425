import Foundation
import WidgetWire

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

extension ReloadDecision: JSONObjectRepresentable {
    public init(fields: JSONFields) throws(WireError) {
        let reason: String = try fields.required("reason")
        guard let known = ReloadReason(rawValue: reason) else {
            throw WireError(.malformedMessage, "unknown reload reason '\(reason)' in '\(fields.path)'")
        }
        let outcome: Outcome
        switch try fields.required("outcome", as: String.self) {
        case "ran": outcome = .ran(charged: try fields.optional("charged") ?? false)
        case "deferred": outcome = .deferred(until: try fields.required("until"))
        case "coalesced": outcome = .coalesced
        case "refusedBudget": outcome = .refusedBudget(until: try fields.required("until"))
        case let other: throw WireError(.malformedMessage, "unknown reload outcome '\(other)' in '\(fields.path)'")
        }
        self.init(instance: InstanceID(try fields.required("instance")), reason: known, at: try fields.required("at"), outcome: outcome)
        moreCoalesced = try fields.optional("moreCoalesced") ?? 0
    }

    public var json: JSON {
        var fields: [(key: String, value: JSON)] = [
            ("instance", .string(instance.rawValue)), ("reason", .string(reason.rawValue)), ("at", at.json),
        ]
        switch outcome {
        case .ran(let charged): fields += [("outcome", "ran"), ("charged", .bool(charged))]
        case .deferred(let until): fields += [("outcome", "deferred"), ("until", until.json)]
        case .coalesced:
            fields += [("outcome", "coalesced")]
            if moreCoalesced > 0 { fields += [("moreCoalesced", .number(Double(moreCoalesced)))] }
        case .refusedBudget(let until): fields += [("outcome", "refusedBudget"), ("until", until.json)]
        }
        return .object(fields)
    }
}
