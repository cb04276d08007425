// `import TipKit` in code written for Apple's platforms: tips build and show nothing here
// (`Tips.configure` does nothing, `TipView` draws nothing, every tip is invalid; events keep no
// donations, and `#Rule`'s closures are type-checked and never run). As on Apple's
// platforms, importing it brings SwiftUI.
@_exported import SwiftUI

/// A tip's text and rules.
public protocol Tip: Identifiable, Sendable {
    var title: Text { get }
    var message: Text? { get }
    var image: Image? { get }
    var id: String { get }
    /// When the tip may show (`#Rule`): kept, never met here.
    @Tips.RuleBuilder var rules: [Tips.Rule] { get }
    /// How the tip shows: kept, with no effect here.
    @Tips.OptionsBuilder var options: [any TipOption] { get }
}

extension Tip {
    public var message: Text? { nil }
    public var image: Image? { nil }
    public var id: String { String(describing: Self.self) }
    public var rules: [Tips.Rule] { [] }
    public var options: [any TipOption] { [] }
    /// Whether the tip should show: never here.
    public var shouldDisplay: Bool { false }
    /// Why a tip does not show.
    public var status: Tips.Status { .invalidated(.tipClosed) }
    public func invalidate(reason: Tips.InvalidationReason) {}
}

/// TipKit's settings and states.
public enum Tips {
    public enum InvalidationReason: Sendable, Hashable { case actionPerformed, displayCountExceeded, tipClosed }
    public enum Status: Sendable, Hashable { case pending, available, invalidated(InvalidationReason) }

    /// Where tips' states are kept; not used here.
    public struct ConfigurationOption: Sendable {
        public static func displayFrequency(_ frequency: DisplayFrequency) -> ConfigurationOption { ConfigurationOption() }
        public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption { ConfigurationOption() }
        public struct DisplayFrequency: Sendable {
            public static let immediate = DisplayFrequency(), hourly = DisplayFrequency(), daily = DisplayFrequency(),
                weekly = DisplayFrequency(), monthly = DisplayFrequency()
        }
        public struct DatastoreLocation: Sendable {
            public static let applicationDefault = DatastoreLocation()
            public static func url(_ url: URL) -> DatastoreLocation { DatastoreLocation() }
            public static func groupContainer(identifier: String) -> DatastoreLocation { DatastoreLocation() }
        }
    }

    /// Does nothing: no tip shows here.
    public static func configure(_ configuration: [ConfigurationOption] = []) throws {}
    public static func resetDatastore() throws {}
    public static func showAllTipsForTesting() {}
    public static func hideAllTipsForTesting() {}
}

/// A tip shown inline: draws nothing here.
public struct TipView<Content: Tip>: View {
    public init(_ tip: Content, arrowEdge: Edge? = nil) {}
    public var body: some View { EmptyView() }
}

extension View {
    /// A tip in a popover: nothing here.
    public func popoverTip(_ tip: some Tip, arrowEdge: Edge = .top) -> Self { self }
}

extension Tip {
    /// An event a tip's rules count, as the app donates it.
    public typealias Event = Tips.Event<Tips.EmptyDonation>
    public typealias Rule = Tips.Rule
    public typealias Option = TipOption
    public typealias MaxDisplayCount = Tips.MaxDisplayCount
    public typealias IgnoresDisplayFrequency = Tips.IgnoresDisplayFrequency
}

extension Tips {
    /// What an event carries with each donation.
    public struct EmptyDonation: Codable, Sendable, Hashable {
        public init() {}
    }

    /// Something the app tells TipKit happened: donations are not kept here, so none are counted.
    public struct Event<DonationInfo: Codable & Sendable>: Sendable {
        /// One donation, and when it was made.
        public struct Donation: Sendable {
            public let date: Date
        }

        public let id: String
        public init(id: String) { self.id = id }
        /// The donations made: none are kept here.
        public var donations: [Donation] { [] }
        public func donate(_ donation: DonationInfo) async {}
    }

    /// Builds a tip's rules: one per line, or an array of them.
    @resultBuilder public enum RuleBuilder {
        public static func buildExpression(_ rule: Rule) -> [Rule] { [rule] }
        public static func buildExpression(_ rules: [Rule]) -> [Rule] { rules }
        public static func buildBlock(_ parts: [Rule]...) -> [Rule] { parts.flatMap { $0 } }
    }

    /// Builds a tip's options: one per line, or an array of them.
    @resultBuilder public enum OptionsBuilder {
        public static func buildExpression(_ option: any TipOption) -> [any TipOption] { [option] }
        public static func buildExpression(_ options: [any TipOption]) -> [any TipOption] { options }
        public static func buildBlock(_ parts: [any TipOption]...) -> [any TipOption] { parts.flatMap { $0 } }
    }

    /// A condition for a tip to show, made by `#Rule`.
    public struct Rule: Sendable {
        public init() {}
    }

    /// At most this many showings.
    public struct MaxDisplayCount: TipOption {
        public let count: Int
        public init(_ count: Int) { self.count = count }
    }

    /// Shows regardless of the display frequency.
    public struct IgnoresDisplayFrequency: TipOption {
        public let ignores: Bool
        public init(_ ignores: Bool) { self.ignores = ignores }
    }
}

extension Tips.Event where DonationInfo == Tips.EmptyDonation {
    public func donate() async {}
}

/// An option of how a tip shows.
public protocol TipOption: Sendable {}

/// A rule for a tip, over events and parameters: its closure is type-checked as written, and the rule
/// is never met here (no tip shows).
@freestanding(expression)
public macro Rule<each Input>(_ inputs: repeat each Input, _ body: (repeat each Input) -> Bool) -> Tips.Rule =
    #externalMacro(module: "WidgetKitMacros", type: "RuleMacro")
