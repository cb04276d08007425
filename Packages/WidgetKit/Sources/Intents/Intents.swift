// `import Intents` in widget code written before App Intents: the SDK's `INIntent`,
// `IntentTimelineProvider` and `IntentConfiguration`, with the rest of the SDK; and the base classes of
// what Xcode generates from an `.intentdefinition` (`INObject` for its custom types), which a port of
// an Xcode target generates too.
import Foundation
@_exported import WidgetKit

/// A value of a custom type of an intent definition: an identifier and what people see.
open class INObject: NSObject, @unchecked Sendable {
    public let identifier: String?
    public let displayString: String
    public let pronunciationHint: String?
    public let subtitleString: String?

    public init(identifier: String?, display displayString: String, pronunciationHint: String? = nil) {
        self.identifier = identifier
        self.displayString = displayString
        self.pronunciationHint = pronunciationHint
        subtitleString = nil
    }

    public init(identifier: String?, display displayString: String, subtitle subtitleString: String?, image: INImage?) {
        self.identifier = identifier
        self.displayString = displayString
        pronunciationHint = nil
        self.subtitleString = subtitleString
    }

    open override var description: String { displayString }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INObject else { return false }
        return type(of: other) == type(of: self) && other.identifier == identifier && other.displayString == displayString
    }

    open override var hash: Int { identifier?.hashValue ?? displayString.hashValue }
}

/// An image of an intent's value: a named one or its bytes.
open class INImage: NSObject, @unchecked Sendable {
    public let name: String?
    public let data: Data?

    public init(named name: String) {
        self.name = name
        data = nil
    }

    public init(imageData: Data) {
        name = nil
        data = imageData
    }
}

/// The options an intent handler offers for a parameter, optionally in titled sections.
public final class INObjectCollection<ObjectType: AnyObject>: @unchecked Sendable {
    public let sections: [INObjectSection<ObjectType>]
    public var allItems: [ObjectType] { sections.flatMap(\.items) }

    public init(items: [ObjectType]) { sections = [INObjectSection(title: nil, items: items)] }
    public init(sections: [INObjectSection<ObjectType>]) { self.sections = sections }
}

/// A titled group of an intent parameter's options.
public final class INObjectSection<ObjectType: AnyObject>: @unchecked Sendable {
    public let title: String?
    public let items: [ObjectType]

    public init(title: String?, items: [ObjectType]) {
        self.title = title
        self.items = items
    }
}
