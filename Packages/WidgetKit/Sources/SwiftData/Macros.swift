/// A class whose stored properties a `ModelContext` keeps in a store: each `var` not marked
/// `@Transient` is persisted (the type written out: `var name: String`); relationships are properties
/// whose type is another model, an optional one or an array of them.
@attached(member, names: named(_$backingData), named(persistentBackingData), named(schemaMetadata), named(init(backingData:)))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel)
public macro Model() = #externalMacro(module: "WidgetKitMacros", type: "ModelMacro")

/// Put on persisted properties by `@Model`; not written by hand.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty() = #externalMacro(module: "WidgetKitMacros", type: "PersistedPropertyMacro")

/// Options of a persisted attribute: `@Attribute(.unique) var id: String` makes an insert of an
/// object with an existing value update the stored one.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "WidgetKitMacros", type: "MarkerMacro")

/// A relationship's delete rule: `@Relationship(deleteRule: .cascade) var stops: [Stop] = []`.
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify, minimumModelCount: Int? = 0,
    maximumModelCount: Int? = 0, originalName: String? = nil, hashModifier: String? = nil
) = #externalMacro(module: "WidgetKitMacros", type: "MarkerMacro")

/// A relationship's delete rule and its inverse, which is kept in step when either side is set:
/// `@Relationship(deleteRule: .cascade, inverse: \Stop.trip) var stops: [Stop] = []`.
@attached(peer)
public macro Relationship<Root, Value>(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify, minimumModelCount: Int? = 0,
    maximumModelCount: Int? = 0, originalName: String? = nil, inverse: KeyPath<Root, Value>, hashModifier: String? = nil
) = #externalMacro(module: "WidgetKitMacros", type: "MarkerMacro")

/// A property `@Model` does not persist: it needs a default value.
@attached(peer)
public macro Transient() = #externalMacro(module: "WidgetKitMacros", type: "MarkerMacro")
