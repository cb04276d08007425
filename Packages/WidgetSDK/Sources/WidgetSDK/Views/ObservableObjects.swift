// Combine's `ObservableObject` and `@Published`, as SwiftUI brings them in on Apple's platforms, and
// SwiftUI's wrappers that hand such objects to views. A widget is drawn once per entry from the
// values it has then, so nothing subscribes: a published property is a stored property, and
// `objectWillChange` and `$property` exist for the code that names them.

/// A class whose changes views would follow, as Combine's `ObservableObject`.
public protocol ObservableObject: AnyObject {
    /// What announces a change before it happens.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher nothing subscribes to: the widget is drawn from the values it has.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Announces that an object will change, as Combine's; here no one listens.
public final class ObservableObjectPublisher: Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    public init() {}

    /// Announces a change; nothing is drawn anew before the next entry.
    public func send() {}
}

/// A property of an observable object, read and written as a stored property.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// `$property`: the property's publisher, which exists for code that names it.
    public var projectedValue: Publisher { Publisher() }

    /// The publisher of a published property, as Combine's `Published.Publisher`.
    public struct Publisher {
        public typealias Output = Value
        public typealias Failure = Never
    }
}

extension Published: Sendable where Value: Sendable {}
extension Published.Publisher: Sendable {}

/// An observable object a view is handed, as SwiftUI's `@ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: @unchecked Sendable {
    // Unchecked: a view is drawn on one thread at a time.
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

    /// `$object.property`: bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Bindings to an observable object's properties.
    @dynamicMemberLookup
    public struct Wrapper: @unchecked Sendable {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// An observable object a view makes and keeps, as SwiftUI's `@StateObject`: the initializer's
/// object, made once when the view first reads it.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: @unchecked Sendable {
    // Unchecked: a view is drawn on one thread at a time.
    private let storage: Storage

    private final class Storage {
        let make: () -> ObjectType
        lazy var object: ObjectType = make()
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { storage = Storage(thunk) }

    public var wrappedValue: ObjectType { storage.object }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: storage.object).projectedValue }
}

/// An observable object an ancestor put in the environment with `.environmentObject(_:)`, as
/// SwiftUI's `@EnvironmentObject`. Reading it where no ancestor did stops the program, as on iOS.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: Sendable {
    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current.environmentObjects[ObjectType.self] else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

/// The observable objects views put in the environment, by the type they were put in as.
struct EnvironmentObjects: @unchecked Sendable {
    // Unchecked: one render runs on the bundle queue; nothing else reads its environment.
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    subscript<ObjectType: ObservableObject>(type: ObjectType.Type) -> ObjectType? {
        get { objects[ObjectIdentifier(type)] as? ObjectType }
        set { objects[ObjectIdentifier(type)] = newValue }
    }

    /// These objects with another set's, its own winning.
    mutating func add(_ other: EnvironmentObjects) { objects.merge(other.objects) { _, new in new } }
}

extension View {
    /// Puts an observable object in the environment of this view, for its `@EnvironmentObject`s.
    public func environmentObject<T: ObservableObject>(_ object: T) -> _EnvironmentModified<Self> {
        var added = EnvironmentObjects()
        added[T.self] = object
        return _EnvironmentModified(content: self) { [added] in $0.environmentObjects.add(added) }
    }
}
