// `import Combine` in widget code written for iOS: what widgets use of it, `ObservableObject`,
// `@Published` and `objectWillChange`'s publisher, which `import SwiftUI` brings in too. No other
// publishers, subscribers or operators.
@_exported import protocol WidgetSDK.ObservableObject
@_exported import class WidgetSDK.ObservableObjectPublisher
@_exported import struct WidgetSDK.Published
