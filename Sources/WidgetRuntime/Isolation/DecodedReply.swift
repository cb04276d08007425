/// A decoded reply, and whether its bytes were ``largeReply`` or more.
struct DecodedReply<Value: Sendable>: Sendable {
    var value: Value
    var isLarge: Bool
}
