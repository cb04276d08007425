import WidgetWire

/// Lists the values a parameter may take, computed when asked, as App Intents' `DynamicOptionsProvider`:
///
/// ```swift
/// @Parameter(title: "Device", optionsProvider: DeviceOptions()) var device: DeviceEntity?
/// ```
public protocol DynamicOptionsProvider: Sendable {
    associatedtype Result: _ResultsCollection
    associatedtype DefaultValue = Result.Item
    func results() async throws -> Result
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    public func defaultResult() async -> DefaultValue? { nil }
}

/// Options a provider returns: a plain array, or an ``IntentItemCollection`` in sections.
public protocol _ResultsCollection {
    associatedtype Item: _IntentValue
    var _options: ParameterOptions { get }
}

extension Array: _ResultsCollection where Element: _IntentValue {
    public typealias Item = Element
    public var _options: ParameterOptions { ParameterOptions(sections: [.init(title: nil, items: map(\._choice))]) }
}

/// Options in titled sections, with a prompt, as App Intents' `IntentItemCollection`.
public struct IntentItemCollection<Item: _IntentValue>: _ResultsCollection {
    public let promptLabel: String?
    public let sections: [IntentItemSection<Item>]

    public init(promptLabel: LocalizedStringResource? = nil, @IntentItemSectionBuilder<Item> sections: () -> [IntentItemSection<Item>]) {
        self.promptLabel = promptLabel?.localized
        self.sections = sections()
    }

    public init(promptLabel: LocalizedStringResource? = nil, items: [IntentItem<Item>]) {
        self.promptLabel = promptLabel?.localized
        sections = [IntentItemSection(items: items)]
    }

    public var _options: ParameterOptions {
        ParameterOptions(promptLabel: promptLabel, sections: sections.map {
            ParameterOptions.Section(title: $0.title, subtitle: $0.subtitle, items: $0.items.map(\.choice))
        })
    }
}

/// A titled group of options.
public struct IntentItemSection<Item: _IntentValue> {
    public let title: String?
    public let subtitle: String?
    public let items: [IntentItem<Item>]

    public init(
        _ title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image? = nil,
        @IntentItemBuilder<Item> items: () -> [IntentItem<Item>]
    ) {
        self.title = title.localized
        self.subtitle = subtitle?.localized
        self.items = items()
    }

    public init(items: [IntentItem<Item>]) {
        title = nil
        subtitle = nil
        self.items = items
    }
}

/// One option: a value, with how it is shown when that differs from the value's own.
public struct IntentItem<Item: _IntentValue> {
    public let value: Item
    let choice: ParameterSchema.Choice

    public init(_ value: Item) {
        self.value = value
        choice = value._choice
    }

    public init(_ value: Item, title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image? = nil) {
        self.value = value
        choice = DisplayRepresentation(title: title, subtitle: subtitle, image: image).choice(value: value._choice.value)
    }
}

public typealias ItemCollection = IntentItemCollection
public typealias ItemSection = IntentItemSection

/// Builds a collection's sections.
@resultBuilder
public enum IntentItemSectionBuilder<Item: _IntentValue> {
    public static func buildExpression(_ section: IntentItemSection<Item>) -> [IntentItemSection<Item>] { [section] }
    public static func buildBlock(_ sections: [IntentItemSection<Item>]...) -> [IntentItemSection<Item>] { sections.flatMap { $0 } }
    public static func buildArray(_ sections: [[IntentItemSection<Item>]]) -> [IntentItemSection<Item>] { sections.flatMap { $0 } }
    public static func buildOptional(_ sections: [IntentItemSection<Item>]?) -> [IntentItemSection<Item>] { sections ?? [] }
    public static func buildEither(first: [IntentItemSection<Item>]) -> [IntentItemSection<Item>] { first }
    public static func buildEither(second: [IntentItemSection<Item>]) -> [IntentItemSection<Item>] { second }
}

/// Builds a section's items, from values or ``IntentItem``s.
@resultBuilder
public enum IntentItemBuilder<Item: _IntentValue> {
    public static func buildExpression(_ value: Item) -> [IntentItem<Item>] { [IntentItem(value)] }
    public static func buildExpression(_ item: IntentItem<Item>) -> [IntentItem<Item>] { [item] }
    public static func buildExpression(_ values: [Item]) -> [IntentItem<Item>] { values.map { IntentItem($0) } }
    public static func buildBlock(_ items: [IntentItem<Item>]...) -> [IntentItem<Item>] { items.flatMap { $0 } }
    public static func buildArray(_ items: [[IntentItem<Item>]]) -> [IntentItem<Item>] { items.flatMap { $0 } }
    public static func buildOptional(_ items: [IntentItem<Item>]?) -> [IntentItem<Item>] { items ?? [] }
    public static func buildEither(first: [IntentItem<Item>]) -> [IntentItem<Item>] { first }
    public static func buildEither(second: [IntentItem<Item>]) -> [IntentItem<Item>] { second }
}
