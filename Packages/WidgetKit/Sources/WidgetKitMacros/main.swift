import Foundation

// The compiler plugin behind Xcode's `#Preview` (and TipKit's `#Rule`, below, SwiftUI's `@Entry`, in Entry.swift, and
// SwiftData's `@Model`, in Model.swift). Its arguments are type-checked against the macro's
// declaration like any code; a `#Preview` at a file's top level becomes a function the library exports
// (`widgets_preview_…`), which hands the preview to the host: its name, and its widget and entries or
// its view (``WidgetKit/_WidgetPreviews``). The call inside is the macro's own text with
// `WidgetKit._WidgetPreviews.make` in place of `#Preview`, so its closures are compiled as written.
//
// The compiler runs this program and speaks its plugin protocol on standard input and output: each
// message is an 8-byte little-endian length, then JSON whose one key names the message
// (`{"getCapability": {…}}`, `{"expandFreestandingMacro": {…}}`). Without swift-syntax, which would
// take every package that imports WidgetKit two minutes to compile.

/// The protocol version answered to `getCapability`: 7 is swift-syntax 600's, with the unified
/// `expandMacroResult` answer (5 and later).
let protocolVersion = 7

/// Reads exactly `count` bytes; nil at the end of input.
func readExactly(_ count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
        let got = bytes.withUnsafeMutableBytes { read(0, $0.baseAddress! + done, count - done) }
        if got < 0, errno == EINTR { continue }
        guard got > 0 else { return nil }
        done += got
    }
    return bytes
}

func send(_ json: String) {
    let payload = Array(json.utf8)
    var message = withUnsafeBytes(of: UInt64(payload.count).littleEndian) { Array($0) }
    message += payload
    var written = 0
    while written < message.count {
        let count = message.withUnsafeBytes { write(1, $0.baseAddress! + written, message.count - written) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { exit(1) }
        written += count
    }
}

/// A `#Preview` at a file's top level as an exported function that makes the preview; nothing for one
/// inside a type (which Xcode does not allow either) or a message that is not an expansion.
func expansion(of message: [String: Any]) -> String {
    // TipKit's `#Rule`: its arguments were type-checked as written; the rule is never met here.
    if let request = message["expandFreestandingMacro"] as? [String: Any],
        (request["macro"] as? [String: Any])?["typeName"] as? String == "RuleMacro"
    {
        return "TipKit.Tips.Rule()"
    }
    guard let request = message["expandFreestandingMacro"] as? [String: Any],
        let syntax = request["syntax"] as? [String: Any], let source = syntax["source"] as? String,
        (request["lexicalContext"] as? [Any] ?? []).isEmpty
    else { return "" }
    // The node's text starts with its leading trivia (spaces, newlines, comments), then `#Preview`.
    let call = withoutLeadingTrivia(Substring(source))
    guard call.hasPrefix("#Preview") else { return "" }
    let location = syntax["location"] as? [String: Any]
    let file = ((location?["fileName"] as? String) ?? "").split(separator: "/").last.map(String.init) ?? ""
    let line = (location?["line"] as? Int) ?? 0
    // File, then line: the host lists previews in the order of their exported names.
    let discriminator = (request["discriminator"] as? String) ?? ""
    let name = ["widgets_preview", symbolPart(file), String(format: "%06d", line), symbolPart(discriminator)].joined(separator: "_")
    // The function's Swift name is a unique name as swift-syntax's `makeUniqueName("preview")` makes it
    // (the discriminator, the name, `fMu_`): a macro at a file's top level may introduce no other.
    return """
        @_cdecl("\(name)") public func \(discriminator)7previewfMu_() -> UnsafeMutableRawPointer? {
            WidgetKit._WidgetPreviews.make\(call.dropFirst("#Preview".count))
        }
        """
}

/// The text after the spaces, newlines and comments it starts with.
func withoutLeadingTrivia(_ text: Substring) -> Substring {
    var rest = text.drop { $0.isWhitespace }
    while true {
        if rest.hasPrefix("//") {
            rest = rest.drop { $0 != "\n" }
        } else if rest.hasPrefix("/*"), let end = rest.range(of: "*/") {
            rest = rest[end.upperBound...]
        } else {
            return rest
        }
        rest = rest.drop { $0.isWhitespace }
    }
}

/// The text without the spaces and newlines around it.
func trimmed(_ text: Substring) -> Substring {
    let start = text.drop { $0.isWhitespace }
    return start[..<(start.lastIndex { !$0.isWhitespace }.map { start.index(after: $0) } ?? start.startIndex)]
}

/// Letters, digits and underscores only.
func symbolPart(_ text: String) -> String {
    String(text.unicodeScalars.map { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) ? Character($0) : "_" })
}

/// An error at a node the compiler sent: at its first character after its leading trivia.
func diagnostic(_ message: String, at syntax: [String: Any]?) -> [String: Any] {
    let source = Substring((syntax?["source"] as? String) ?? "")
    let location = syntax?["location"] as? [String: Any]
    let trivia = source.utf8.count - withoutLeadingTrivia(source).utf8.count
    let position: [String: Any] = ["fileName": location?["fileName"] as? String ?? "", "offset": (location?["offset"] as? Int ?? 0) + trivia]
    return ["message": message, "severity": "error", "position": position, "highlights": [Any](), "notes": [Any](), "fixIts": [Any]()]
}

/// The message's name: the first key of its JSON object.
func name(of message: [UInt8]) -> String {
    guard let open = message.firstIndex(of: UInt8(ascii: "\"")),
        let close = message[(open + 1)...].firstIndex(of: UInt8(ascii: "\""))
    else { return "" }
    return String(decoding: message[(open + 1)..<close], as: UTF8.self)
}

while let header = readExactly(8) {
    let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
    guard length < 1 << 30, let message = readExactly(Int(length)) else { exit(1) }
    switch name(of: message) {
    case "getCapability":
        send(#"{"getCapabilityResult":{"capability":{"protocolVersion":\#(protocolVersion)}}}"#)
    case "loadPluginLibrary":
        send(#"{"loadPluginLibraryResult":{"loaded":false,"diagnostics":[]}}"#)
    default:
        // An expansion: #Preview, TipKit's #Rule, or an attached macro (@Entry, SwiftData's @Model and
        // the macros it puts on its properties).
        let request = try? JSONSerialization.jsonObject(with: Data(message)) as? [String: Any]
        let result: [String: Any]
        if let attached = request?["expandAttachedMacro"] as? [String: Any] {
            let macro = (attached["macro"] as? [String: Any])?["typeName"] as? String ?? ""
            result = macro == "EntryMacro" ? entryExpansion(of: attached) : modelExpansion(of: attached, macro: macro)
        } else {
            result = ["expandedSource": request.map(expansion(of:)) ?? "", "diagnostics": [Any]()]
        }
        send(String(decoding: (try? JSONSerialization.data(withJSONObject: ["expandMacroResult": result])) ?? Data(), as: UTF8.self))
    }
}
