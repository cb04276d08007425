// App Intents' App Shortcuts: an app's intents offered to Siri, Spotlight and the Shortcuts app with
// the phrases that run them. None of these is here, so App Shortcuts build and are never offered.

/// The type that lists an app's App Shortcuts, as App Intents'. Nothing reads it here.
public protocol AppShortcutsProvider: Sendable {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    /// The color of the shortcuts' tiles in the Shortcuts app.
    static var shortcutTileColor: ShortcutTileColor { get }
}

extension AppShortcutsProvider {
    public static var shortcutTileColor: ShortcutTileColor { .blue }

    /// Tells the system the shortcuts' parameters changed; there is no system to tell here.
    public static func updateAppShortcutParameters() {}
}

/// An intent with the phrases that run it, a title and a symbol, as App Intents' `AppShortcut`.
public struct AppShortcut: Sendable {
    let intent: any AppIntent.Type
    let phrases: [String]
    let shortTitle: LocalizedStringResource?
    let systemImageName: String?

    public init<Intent: AppIntent>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource, systemImageName: String
    ) {
        self.intent = Intent.self
        self.phrases = phrases.map(\.text)
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }

    /// An App Shortcut as iOS 16 declares it, without a title or symbol.
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {
        self.intent = Intent.self
        self.phrases = phrases.map(\.text)
        shortTitle = nil
        systemImageName = nil
    }
}

/// A phrase that runs an App Shortcut: `"Show my steps in \(.applicationName)"`, with the intent's
/// parameters as `\(\.$parameter)`.
public struct AppShortcutPhrase<Intent: AppIntent>: _InterpolatedText, Sendable {
    /// The phrase with its tokens as `${applicationName}` and `${parameter}`.
    let text: String

    public init(_ value: String) { text = value }

    /// A phrase's literal text and its tokens.
    public struct StringInterpolation: _TextInterpolation {
        public var text = ""

        public init() {}
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${\(token)}" }
        /// One of the intent's parameters, `\(\.$city)`.
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, Parameter<Value>>) { text += "${parameter}" }
    }
}

/// A value a phrase names, said as people say it.
public enum AppShortcutPhraseToken: Sendable, Hashable {
    /// The app's name.
    case applicationName
}

/// The colors of shortcut tiles in the Shortcuts app.
public enum ShortcutTileColor: Sendable, Hashable, CaseIterable {
    case blue, grape, grayBlue, grayBrown, grayGreen, lightBlue, lime, navy, orange, pink, purple, red, tangerine, teal, yellow
}

/// Builds an App Shortcuts provider's list, one shortcut per statement.
@resultBuilder
public struct AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildExpression(_ shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
    public static func buildBlock(_ parts: [AppShortcut]...) -> [AppShortcut] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AppShortcut]?) -> [AppShortcut] { part ?? [] }
    public static func buildEither(first part: [AppShortcut]) -> [AppShortcut] { part }
    public static func buildEither(second part: [AppShortcut]) -> [AppShortcut] { part }
    public static func buildArray(_ parts: [[AppShortcut]]) -> [AppShortcut] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [AppShortcut]) -> [AppShortcut] { part }
}
