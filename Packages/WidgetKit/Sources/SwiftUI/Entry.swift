/// Creates an environment values entry: a property of an extension of `EnvironmentValues` read with
/// `@Environment(\.name)` and set with `.environment(\.name, value)`, whose default is its initial
/// value (`nil` for an optional type without one), as SwiftUI's `@Entry` does. (SwiftUI's
/// `Transaction`, `FocusedValues` and `ContainerValues` are not in this SDK.)
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
///     @Entry var showsDetail = true
/// }
/// ```
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "WidgetKitMacros", type: "EntryMacro")
