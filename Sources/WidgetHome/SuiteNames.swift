/// The rules for suite and app-group names, the same for bundles, apps and the CLI: a name is a
/// reverse-DNS identifier (a bundle's) or `group.` and one (an app group's), never a path.
public enum SuiteNames {
    /// Names Apple's systems give the global domain; no suite may be called one of them.
    package static let globalDomains: Set<String> = ["NSGlobalDomain", ".GlobalPreferences", "Apple Global Domain", "kCFPreferencesAnyApplication"]

    /// Checks a suite name's form; the error says what is wrong with it.
    public static func validate(_ name: String) throws(WidgetRuntimeError) {
        func refuse(_ problem: String, fix: String) -> WidgetRuntimeError {
            WidgetRuntimeError(.invalidSuiteName, at: "suite '\(name)'", problem, fix: fix)
        }
        let shape = "use a bundle identifier such as \"com.example.weather\" or an app group such as \"group.com.example.shared\""
        if name.isEmpty { throw refuse("a suite name cannot be empty", fix: shape) }
        if name.utf8.count > 255 { throw refuse("a suite name has at most 255 bytes", fix: shape) }
        if globalDomains.contains(name) { throw refuse("the global domain is not a suite a widget can use", fix: shape) }
        if name.contains("/") || name.contains("..") || name.hasPrefix(".") || name.contains("\0") {
            throw refuse("a suite name cannot contain '/' or '..' or start with '.'", fix: shape)
        }
        guard isReverseDNS(name, minimumParts: 2) else {
            throw refuse("a suite name is dot-separated letters, digits and hyphens", fix: shape)
        }
    }

    /// Dot-separated parts of ASCII letters, digits and hyphens, not starting with a hyphen.
    package static func isReverseDNS(_ name: some StringProtocol, minimumParts: Int) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= minimumParts && parts.allSatisfy { part in
            guard let first = part.first, first != "-" else { return false }
            return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        }
    }

    /// True for an app group's name.
    public static func isAppGroup(_ name: String) -> Bool { name.hasPrefix("group.") }

    /// The names among `candidates` one or two edits from `name`: the likely intended ones.
    package static func nearMisses(of name: String, in candidates: [String]) -> [String] {
        candidates.filter { $0 != name && $0.editDistance(to: name, limit: 2) <= 2 }
    }
}
