// What App Intents' `@Parameter` says beyond a title and a default: a description and how a string is
// typed. Both are for the system's own editors (Shortcuts, the widget's edit sheet); `widgets
// configure` takes any string, so they are accepted and the parameter works as one without them.

extension Parameter {
    /// A parameter with a description of what it is for.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource, default defaultValue: Value? = nil) {
        self.init(title: title, default: defaultValue)
    }

    /// An optional parameter with a description of what it is for.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource) where Value: ExpressibleByNilLiteral {
        self.init(title: title)
    }

    /// A string typed as `inputOptions` says (multiline, keyboard, capitalization).
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: String? = nil,
        inputOptions: String.IntentInputOptions
    ) where Value == String {
        self.init(title: title, default: defaultValue)
    }

    /// An optional string typed as `inputOptions` says.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: String? = nil,
        inputOptions: String.IntentInputOptions
    ) where Value == String? {
        self.init(title: title, default: defaultValue.map { Optional($0) })
    }
}

extension String {
    /// How a string parameter is typed in the system's editors.
    public struct IntentInputOptions: Sendable, Hashable {
        public var keyboardType: KeyboardType
        public var capitalizationType: CapitalizationType
        public var multiline: Bool
        public var autocorrect: Bool
        public var smartQuotes: Bool
        public var smartDashes: Bool

        public init(
            keyboardType: KeyboardType = .default, capitalizationType: CapitalizationType = .sentences, multiline: Bool = false,
            autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true
        ) {
            self.keyboardType = keyboardType
            self.capitalizationType = capitalizationType
            self.multiline = multiline
            self.autocorrect = autocorrect
            self.smartQuotes = smartQuotes
            self.smartDashes = smartDashes
        }

        public enum KeyboardType: Sendable, Hashable {
            case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
                decimalPad, twitter, webSearch, asciiCapableNumberPad
        }

        public enum CapitalizationType: Sendable, Hashable {
            case none, words, sentences, allCharacters
        }
    }
}
