/// Encodes and decodes boundary messages: versioned JSON objects.
public enum WireCoding {
    /// A message's bytes. Bytes cross every boundary as `[UInt8]`, from a socket or a C buffer to the
    /// parser, never turned into `Data` and back.
    public static func encode(_ message: some JSONRepresentable) -> [UInt8] {
        message.json.serializedBytes
    }

    /// Decodes a message after checking its version, so a newer peer gets a clear answer.
    public static func decode<Message: JSONRepresentable>(_ type: Message.Type, from bytes: [UInt8]) throws(WireError) -> Message {
        let json = try JSON(parsing: bytes)
        guard case .number(let version)? = json["version"] else {
            throw WireError(.malformedMessage, "not a WidgetWire message: it has no \"version\" field")
        }
        guard version == Double(wireVersion) else {
            throw WireError(
                .unsupportedMessage,
                "message version \(JSON.number(version).serialized) is not supported; this side speaks version \(wireVersion)")
        }
        return try Message(json: json)
    }
}
