// `import TipKit` in code written for Apple's platforms: tips build and show nothing here
// (`Tips.configure` does nothing, `TipView` draws nothing, every tip is invalid). As on Apple's
// platforms, importing it brings SwiftUI.
@_exported import SwiftUI

/// A tip's text and rules.
public protocol Tip: Identifiable, Sendable {
    var title: Text { get }
    var message: Text? { get }
    var image: Image? { get }
    var id: String { get }
}

extension Tip {
    public var message: Text? { nil }
    public var image: Image? { nil }
    public var id: String { String(describing: Self.self) }
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
