/// Replies: `{"version": 1, "value": …}` on success, `{"version": 1, "error": {"code", "message"}}` on
/// failure.
///
/// Deliberately not a generic type: building the metadata of `Result<Value, WireError>` or of a
/// constrained generic at run time makes the Swift runtime look up conformances across every loaded
/// image, which each plugin would pay again.
public enum Reply {
    /// A success reply carrying a value.
    public static func value(_ value: some JSONRepresentable) -> [UInt8] {
        JSON.fields(["version": wireVersion.json, "value": value.json]).serializedBytes
    }

    /// A failure reply.
    public static func error(_ error: WireError) -> [UInt8] {
        JSON.fields(["version": wireVersion.json, "error": error.json]).serializedBytes
    }

    /// The value of a reply, or its error thrown.
    public static func decode<Value: JSONRepresentable>(_ type: Value.Type, from bytes: [UInt8]) throws(WireError) -> Value {
        let fields = try JSONFields(try WireCoding.decode(JSON.self, from: bytes), at: "")
        if let error = try fields.optional("error", as: WireError.self) { throw error }
        return try fields.required("value")
    }
}
