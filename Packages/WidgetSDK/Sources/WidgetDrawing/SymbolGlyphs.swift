/// The SF Symbols names widgets use most, drawn two ways: as an icon of Material Icons (the carried
/// font `Fonts/MaterialIcons-Regular.ttf`, Apache 2.0), monochrome in the view's foreground style and
/// sized with its text, where the picture and the page draw them; and as a character a terminal can
/// show. docs/writing-widgets.md lists the names and what each is drawn as.
public enum SymbolGlyphs {
    /// The font family icons are set in.
    public static let iconFamily = "Material Icons"

    /// Each name's icon: its code point in Material Icons (outlined for a plain name, filled for a
    /// `.fill` one where Material Icons has both).
    public static let icons: [String: Character] = [
        "sun.max": "\u{E430}", "sun.min": "\u{E518}", "cloud": "\u{E2C2}", "cloud.fill": "\u{E2BD}", "cloud.sun": "\u{E42D}",
        "cloud.rain": "\u{F1AD}", "cloud.snow": "\u{EB3B}", "cloud.bolt": "\u{EBDB}", "snowflake": "\u{EB3B}",
        "moon": "\u{E51C}", "moon.stars": "\u{EA46}", "wind": "\u{EFD8}", "umbrella": "\u{F1AD}", "thermometer": "\u{F076}",
        "drop": "\u{E798}", "flame": "\u{EF55}", "bolt": "\u{EA0B}", "leaf": "\u{EA35}", "heart": "\u{E87E}",
        "heart.fill": "\u{E87D}", "star": "\u{E83A}", "star.fill": "\u{E838}", "bell": "\u{E7F5}", "bell.fill": "\u{E7F4}",
        "book": "\u{E0E0}", "book.fill": "\u{E0E0}", "book.closed": "\u{E865}", "book.closed.fill": "\u{E865}",
        "bookmark": "\u{E867}", "bookmark.fill": "\u{E866}", "flag": "\u{E16E}", "flag.fill": "\u{E153}", "tag": "\u{F05B}",
        "checkmark": "\u{E5CA}", "checkmark.circle": "\u{E92D}", "checkmark.circle.fill": "\u{E86C}", "xmark": "\u{E5CD}",
        "xmark.circle": "\u{E888}", "xmark.circle.fill": "\u{E5C9}", "plus": "\u{E145}", "plus.circle": "\u{E148}",
        "plus.circle.fill": "\u{E147}", "minus": "\u{E15B}", "minus.circle": "\u{E15D}", "minus.circle.fill": "\u{E15C}",
        "exclamationmark": "\u{E645}", "exclamationmark.triangle": "\u{F083}", "exclamationmark.triangle.fill": "\u{E002}", "info.circle": "\u{E88F}",
        "info.circle.fill": "\u{E88E}", "questionmark": "\u{EB8B}", "questionmark.circle": "\u{E8FD}", "play": "\u{E037}",
        "pause": "\u{E034}", "stop": "\u{E047}", "forward": "\u{E01F}", "backward": "\u{E020}", "shuffle": "\u{E043}",
        "repeat": "\u{E040}", "timer": "\u{E425}", "clock": "\u{E8B5}", "alarm": "\u{E855}", "stopwatch": "\u{E425}",
        "hourglass": "\u{E88B}", "calendar": "\u{E935}", "arrow.up": "\u{E5D8}", "arrow.down": "\u{E5DB}",
        "arrow.left": "\u{E5C4}", "arrow.right": "\u{E5C8}", "arrow.clockwise": "\u{E5D5}",
        "arrow.counterclockwise": "\u{E042}", "chevron.up": "\u{E5CE}", "chevron.down": "\u{E5CF}", "chevron.left": "\u{E5CB}",
        "chevron.right": "\u{E5CC}", "house": "\u{E88A}", "gear": "\u{E8B8}", "gearshape": "\u{E8B8}", "lightbulb": "\u{E90F}",
        "lightbulb.fill": "\u{E0F0}", "lock": "\u{E899}", "lock.fill": "\u{E897}", "lock.open": "\u{E898}",
        "person": "\u{E7FF}", "person.fill": "\u{E7FD}", "person.2": "\u{E7FC}", "person.2.fill": "\u{E7FB}",
        "person.crop.circle.fill": "\u{E853}", "person.circle.fill": "\u{E853}", "person.crop.square.fill": "\u{E851}",
        "envelope": "\u{E0E1}", "envelope.fill": "\u{E158}", "phone": "\u{E0CD}", "message": "\u{E0CB}",
        "message.fill": "\u{E0CA}", "bubble.left": "\u{E0CB}", "bubble.left.fill": "\u{E0CA}", "music.note": "\u{E405}",
        "headphones": "\u{F01F}", "speaker": "\u{E04E}", "speaker.wave.2": "\u{E050}", "mic": "\u{E02A}",
        "mic.fill": "\u{E029}", "battery.100": "\u{E1A4}", "battery.50": "\u{EBE2}", "battery.25": "\u{EBE0}",
        "wifi": "\u{E63E}", "antenna.radiowaves.left.and.right": "\u{EBBA}", "location": "\u{E569}", "map": "\u{E55B}",
        "car": "\u{E531}", "bicycle": "\u{E52F}", "airplane": "\u{E539}", "tram": "\u{E571}", "cart": "\u{E8CC}",
        "bag": "\u{F1CC}", "creditcard": "\u{E870}", "dollarsign": "\u{E227}", "eurosign": "\u{EA15}", "doc": "\u{E873}",
        "folder": "\u{E2C8}", "folder.fill": "\u{E2C7}", "trash": "\u{E92E}", "trash.fill": "\u{E872}", "pencil": "\u{E3C9}",
        "paperplane": "\u{E163}", "link": "\u{E157}", "figure.walk": "\u{E536}", "figure.run": "\u{E566}",
        "bed.double": "\u{EFDF}", "cup.and.saucer": "\u{E541}", "fork.knife": "\u{E56C}", "tv": "\u{E333}",
        "desktopcomputer": "\u{E30C}", "iphone": "\u{E32C}", "power": "\u{E8AC}", "circle": "\u{E836}",
        "circle.fill": "\u{EF4A}", "square": "\u{E835}", "square.fill": "\u{EB36}", "chart.bar": "\u{E26B}",
        "chart.line.uptrend.xyaxis": "\u{E6E1}", "globe": "\u{E80B}", "magnifyingglass": "\u{E8B6}",
        "square.and.arrow.up": "\u{E6B8}", "ellipsis": "\u{E5D3}",
    ]

    /// The icon for a symbol name, trying the name and then the name without its last parts
    /// (`cloud.sun.rain.fill` → `cloud.sun`); nil for a name it does not know.
    public static func icon(for name: String) -> Character? { lookUp(name, in: icons) }

    /// Whether a text is icons alone (Material Icons' private-use code points), set in ``iconFamily``.
    public static func isIcons(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { (0xE000...0xF8FF).contains($0.value) }
    }

    /// A symbol of two layers where hierarchical and palette rendering color them apart: the shape
    /// around it (`circle`, `square`, filled or not) and the symbol inside (`checkmark.circle.fill` is
    /// `circle.fill` around `checkmark`); nil for a symbol drawn as one icon.
    public static func layers(of name: String) -> (enclosure: Character, inner: Character)? {
        for enclosure in ["circle.fill", "square.fill", "circle", "square"] where name.hasSuffix("." + enclosure) {
            let base = String(name.dropLast(enclosure.count + 1))
            let filled = enclosure.hasSuffix(".fill")
            // A filled shape holds the filled symbol: each shorter name is tried filled first (`person.crop` → `person.fill`).
            guard !base.isEmpty, let inner = lookUp(base, in: icons, suffixes: filled ? [".fill", ""] : [""]), let shape = icons[enclosure]
            else { return nil }
            return (shape, inner)
        }
        return nil
    }

    /// A symbol in a filled shape that has no icon of its own (`exclamationmark.circle.fill`,
    /// `questionmark.circle.fill`): drawn in one color it is, as SF Symbols draws it, the shape with
    /// the symbol inside cut out of it; nil for a name with an icon of its own or in no filled shape.
    public static func cutOut(of name: String) -> (enclosure: Character, inner: Character)? {
        guard icons[name] == nil, name.hasSuffix(".circle.fill") || name.hasSuffix(".square.fill") else { return nil }
        return layers(of: name)
    }

    /// How large the inner symbol of ``layers(of:)`` is against the shape around it.
    public static let innerScale = 0.55
    /// The opacity of the shape around a symbol drawn hierarchically, against the foreground's.
    public static let secondaryLayerOpacity = 0.3

    /// How far a symbol's outline is moved out (heavier) or in (lighter) to draw it at a weight: the
    /// icons have one weight, with strokes 2/24 of their size, SF Symbols' regular; each weight's
    /// strokes are as much thicker or thinner as SF Symbols' are against their regular ones (about 0.3x
    /// for ultraLight, 1.6x for bold, 2.2x for black). 0 for regular (400).
    /// An icon set smaller than its symbol (`scale` < 1, the inside of ``layers(of:)``) gets the
    /// symbol's strokes, as SF Symbols' layers have.
    public static func outlineOffset(weight: Int, size: Double, scale: Double = 1) -> Double {
        let strokes: [Double] = [0.3, 0.45, 0.7, 1, 1.18, 1.36, 1.6, 1.9, 2.2]
        let stroke = strokes[min(max((weight + 50) / 100, 1), 9) - 1]
        return (stroke * size - size * scale) / 12 / 2
    }

    /// What an unknown symbol is drawn as.
    public static let placeholder: Character = "□"

    public static let glyphs: [String: Character] = [
        "sun.max": "☀", "sun.min": "☀", "cloud": "☁", "cloud.sun": "⛅", "cloud.rain": "☂", "cloud.snow": "❄",
        "cloud.bolt": "⚡", "snowflake": "❄", "moon": "☾", "moon.stars": "☾", "wind": "≋", "umbrella": "☂",
        "thermometer": "🌡", "drop": "💧", "flame": "🔥", "bolt": "⚡", "leaf": "🍃",
        "heart": "♥", "star": "★", "bell": "🔔", "book": "📖", "book.closed": "📕", "bookmark": "🔖", "flag": "⚑", "tag": "🏷",
        "checkmark": "✓", "checkmark.circle": "✓", "xmark": "✗", "xmark.circle": "✗", "plus": "+", "minus": "−",
        "exclamationmark": "!", "exclamationmark.triangle": "⚠", "info.circle": "ℹ", "questionmark": "?",
        "play": "▶", "pause": "⏸", "stop": "■", "forward": "⏩", "backward": "⏪", "shuffle": "🔀", "repeat": "🔁",
        "timer": "⏱", "clock": "🕒", "alarm": "⏰", "stopwatch": "⏱", "hourglass": "⌛", "calendar": "📅",
        "arrow.up": "↑", "arrow.down": "↓", "arrow.left": "←", "arrow.right": "→", "arrow.clockwise": "↻",
        "chevron.up": "˄", "chevron.down": "˅", "chevron.left": "‹", "chevron.right": "›",
        "house": "⌂", "gear": "⚙", "gearshape": "⚙", "lightbulb": "💡", "lock": "🔒", "lock.open": "🔓",
        "person": "👤", "person.2": "👥", "envelope": "✉", "phone": "✆", "message": "💬", "bubble.left": "💬",
        "music.note": "♪", "headphones": "🎧", "speaker": "🔈", "speaker.wave.2": "🔊", "mic": "🎤",
        "battery.100": "🔋", "battery.50": "🔋", "battery.25": "🪫", "wifi": "📶", "antenna.radiowaves.left.and.right": "📡",
        "location": "➤", "map": "🗺", "car": "🚗", "bicycle": "🚲", "airplane": "✈", "tram": "🚊",
        "cart": "🛒", "bag": "👜", "creditcard": "💳", "dollarsign": "$", "eurosign": "€",
        "doc": "📄", "folder": "📁", "trash": "🗑", "pencil": "✎", "paperplane": "✈", "link": "🔗",
        "figure.walk": "🚶", "figure.run": "🏃", "bed.double": "🛏", "cup.and.saucer": "☕", "fork.knife": "🍴",
        "tv": "📺", "desktopcomputer": "🖥", "iphone": "📱", "power": "⏻", "circle": "○", "square": "□",
    ]

    /// The glyph for a symbol name; variants (`.fill`, `.circle`, ...) fall back to their base name,
    /// unknown names to ``placeholder``.
    public static func glyph(for name: String) -> (glyph: Character, known: Bool) {
        lookUp(name, in: glyphs).map { ($0, true) } ?? (placeholder, false)
    }

    /// A name's entry in `table`, else that of the name without its last parts, one at a time; each
    /// name is tried with each of `suffixes` in turn.
    private static func lookUp(_ name: String, in table: [String: Character], suffixes: [String] = [""]) -> Character? {
        var candidate = Substring(name)
        while true {
            for suffix in suffixes { if let found = table[String(candidate) + suffix] { return found } }
            guard let dot = candidate.lastIndex(of: ".") else { return nil }
            candidate = candidate[..<dot]
        }
    }
}
