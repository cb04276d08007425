/// The few SF Symbols names widgets use most, as characters a terminal or a page can show.
public enum SymbolGlyphs {
    /// What an unknown symbol is drawn as.
    public static let placeholder: Character = "□"

    public static let glyphs: [String: Character] = [
        "sun.max": "☀", "sun.min": "☀", "cloud": "☁", "cloud.sun": "⛅", "cloud.rain": "☂", "cloud.snow": "❄",
        "cloud.bolt": "⚡", "snowflake": "❄", "moon": "☾", "moon.stars": "☾", "wind": "≋", "umbrella": "☂",
        "thermometer": "🌡", "drop": "💧", "flame": "🔥", "bolt": "⚡", "leaf": "🍃",
        "heart": "♥", "star": "★", "bell": "🔔", "bookmark": "🔖", "flag": "⚑", "tag": "🏷",
        "checkmark": "✓", "checkmark.circle": "✓", "xmark": "✗", "xmark.circle": "✗", "plus": "+", "minus": "−",
        "exclamationmark.triangle": "⚠", "info.circle": "ℹ", "questionmark": "?",
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
        var candidate = name
        while true {
            if let glyph = glyphs[candidate] { return (glyph, true) }
            guard let dot = candidate.lastIndex(of: ".") else { return (placeholder, false) }
            candidate = String(candidate[..<dot])
        }
    }
}
