// `import Combine` in code written for iOS: Combine's publishers, subscribers, subjects, operators and
// schedulers from OpenCombine (`URLSession.dataTaskPublisher`, `Timer.publish`, `NotificationCenter`'s
// publisher, `.receive(on: DispatchQueue.main)`, `.decode(type:decoder:)`, `sink`, `assign`,
// `AnyCancellable`), and SwiftUI's `ObservableObject` and `@Published`, which views here read as stored
// values (a `@Published` property's `$value` is not a publisher of changes).
@_exported import protocol WidgetSDK.ObservableObject
@_exported import class WidgetSDK.ObservableObjectPublisher
@_exported import struct WidgetSDK.Published

@_exported import class OpenCombine.AnyCancellable
@_exported import class OpenCombine.CurrentValueSubject
@_exported import class OpenCombine.Future
@_exported import class OpenCombine.PassthroughSubject
@_exported import enum OpenCombine.Publishers
@_exported import enum OpenCombine.Subscribers
@_exported import enum OpenCombine.Subscriptions
@_exported import protocol OpenCombine.Cancellable
@_exported import protocol OpenCombine.ConnectablePublisher
@_exported import protocol OpenCombine.CustomCombineIdentifierConvertible
@_exported import protocol OpenCombine.Publisher
@_exported import protocol OpenCombine.Scheduler
@_exported import protocol OpenCombine.SchedulerTimeIntervalConvertible
@_exported import protocol OpenCombine.Subject
@_exported import protocol OpenCombine.Subscriber
@_exported import protocol OpenCombine.Subscription
@_exported import protocol OpenCombine.TopLevelDecoder
@_exported import protocol OpenCombine.TopLevelEncoder
@_exported import struct OpenCombine.AnyPublisher
@_exported import struct OpenCombine.AnySubscriber
@_exported import struct OpenCombine.AsyncPublisher
@_exported import struct OpenCombine.AsyncThrowingPublisher
@_exported import struct OpenCombine.CombineIdentifier
@_exported import struct OpenCombine.Deferred
@_exported import struct OpenCombine.Empty
@_exported import struct OpenCombine.Fail
@_exported import struct OpenCombine.ImmediateScheduler
@_exported import struct OpenCombine.Just
@_exported import struct OpenCombine.Record
// Schedulers and publishers of Dispatch and Foundation's types, as Combine extends them.
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation

import WidgetSDK

extension View {
    /// Runs `action` with each value the publisher sends, as SwiftUI's `onReceive` does for a view on
    /// screen; a widget is drawn once per entry and receives nothing, so it never runs.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> Self where P.Failure == Never {
        self
    }
}
