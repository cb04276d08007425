/// The version of the messages in this module. A receiver answers a message of another version with
/// ``WireError/Code/unsupportedMessage`` instead of guessing.
public let wireVersion = 1

/// The version of the runtime and its SDK, released together.
public let widgetsVersion = "0.2.0"
