#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The compiler plugin behind Xcode's `#Preview(as:widget:timeline:)`. Its arguments are type-checked
// against the macro's declaration like any code, and it adds nothing to the bundle (`widgets snapshot`
// and `widgets run --watch` are the previews here), so the plugin only has to answer the compiler.
//
// The compiler runs this program and speaks its plugin protocol on standard input and output: each
// message is an 8-byte little-endian length, then JSON whose one key names the message
// (`{"getCapability": {…}}`, `{"expandFreestandingMacro": {…}}`). Without swift-syntax, which would
// take every package that imports WidgetKit two minutes to compile for an expansion that is empty.

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
        // An expansion (#Preview is the only macro): nothing.
        send(#"{"expandMacroResult":{"expandedSource":"","diagnostics":[]}}"#)
    }
}
